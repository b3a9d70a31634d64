import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { HelpArticle } from "./help-centre.types.ts";

const terms: HelpArticle = { tag: "term", title: "Terms and conditions", category: "Rules and policies", html: "<ol><li>You must be at least 18 years old.</li></ol>", text: "You must be at least 18 years old." };
const deposit: HelpArticle = { tag: "deposit", title: "How to deposit", category: "Deposits and withdrawals", html: "<p>Open the member centre.</p>", text: "Open the member centre." };

export const helpCentreInputs: SampleInput[] = [
  { label: "A player opens /help", input: { language: "en", tag: null } },
  { label: "A player opens /help#term", input: { language: "en", tag: "term" } },
];

export const helpCentreSamples: SampleEvent[] = [
  { label: "Platform sends two articles in two categories", event: { type: "xstate.done.actor.fetchArticles", output: [terms, deposit] } },
  { label: "The articles fail to load", event: { type: "xstate.error.actor.fetchArticles", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "help.retry" } },
  { label: "Player switches the site to Portuguese", event: { type: "help.language", language: "pt" } },
  { label: "The site's language is English again", event: { type: "help.language", language: "en" } },
  { label: "Player searches for \"deposit\"", event: { type: "help.searched", query: "deposit" } },
  { label: "Player follows a link to /help#deposit", event: { type: "help.opened", tag: "deposit" } },
  { label: "Player goes back to /help (no article)", event: { type: "help.closed" } },
];
