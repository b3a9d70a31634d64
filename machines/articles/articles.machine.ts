import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { Article, ArticleKind, ArticlesInput } from "./articles.types.ts";

export interface ArticlesContext {
  kind: ArticleKind;
  language: string;
  articles: Article[];
  /** The article read, or null (the list). */
  openId: string | null;
  failure: Failure | null;
}

export type ArticlesEvent = { type: "articles.retry" } | { type: "articles.language"; language: string } | { type: "article.opened"; id: string } | { type: "article.closed" };

export const articlesMachine = setup({
  types: { context: {} as ArticlesContext, events: {} as ArticlesEvent, input: {} as ArticlesInput },
  actors: {
    fetchArticles: fromPromise<Article[], { kind: ArticleKind; language: string }>(() => Promise.reject(new Error("fetchArticles is not provided"))),
  },
  guards: {
    isNewLanguage: described("The chosen language differs from the one the articles were loaded in.", ({ context, event }) => event.type === "articles.language" && event.language !== context.language),
    isKnownArticle: described("The article is one of the listed articles.", ({ context, event }) => event.type === "article.opened" && (context as ArticlesContext).articles.some((article) => article.id === event.id)),
  },
}).createMachine({
  id: "articles",
  description:
    "A content page of the platform (/news, /blog, /about): its articles newest first, each opening its whole text (the platform's HTML, sanitised). A failed load offers Try again; a language change loads the articles again in it.",
  context: ({ input }) => ({ kind: input.kind, language: input.language, articles: [], openId: null, failure: null }),
  on: {
    "articles.language": { guard: "isNewLanguage", target: ".loading", actions: assign({ language: ({ event }) => event.language }), meta: { spec: "CNT-16" } },
  },
  initial: "loading",
  states: {
    loading: {
      description: "The articles are being fetched in the site's language.",
      invoke: {
        id: "fetchArticles",
        src: "fetchArticles",
        input: ({ context }) => ({ kind: context.kind, language: context.language }),
        onDone: {
          target: "loaded",
          actions: assign(({ context, event }) => ({
            articles: [...event.output].sort((a, b) => (b.date ?? 0) - (a.date ?? 0)),
            openId: event.output.some((article) => article.id === context.openId) ? context.openId : null,
            failure: null,
          })),
          meta: { spec: "CNT-16" },
        },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    failed: {
      description: "The articles could not be loaded: the reason with Try again.",
      on: { "articles.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    loaded: {
      description: "The list of articles, or the article opened.",
      on: {
        "article.opened": { guard: "isKnownArticle", actions: assign({ openId: ({ event }) => event.id }), meta: { spec: "CNT-16" } },
        "article.closed": { actions: assign({ openId: null }), meta: { spec: "CNT-16" } },
      },
    },
  },
});
