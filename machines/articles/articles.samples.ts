import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { Article } from "./articles.types.ts";

const article = (n: number): Article => ({ id: `N${n}`, title: `News ${n}`, summary: `Summary ${n}`, html: `<p>News number ${n}.</p>`, date: 1_767_600_000_000 + n * 86_400_000 });

export const articlesInputs: SampleInput[] = [{ label: "A player opens /news in Portuguese", input: { kind: "NEWS", language: "pt" } }];

export const articlesSamples: SampleEvent[] = [
  { label: "The platform sends two news articles", event: { type: "xstate.done.actor.fetchArticles", output: [article(1), article(2)] } },
  { label: "The articles fail to load (network)", event: { type: "xstate.error.actor.fetchArticles", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "articles.retry" } },
  { label: "Player opens the article N1", event: { type: "article.opened", id: "N1" } },
  { label: "Player opens an article that is not listed", event: { type: "article.opened", id: "N9" } },
  { label: "Player goes back to the list", event: { type: "article.closed" } },
  { label: "Player switches the language to English", event: { type: "articles.language", language: "en" } },
];
