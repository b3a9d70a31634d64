import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { HelpArticle, HelpCentreInput } from "./help-centre.types.ts";

export interface HelpCentreContext {
  language: string;
  articles: HelpArticle[] | null;
  failure: Failure | null;
  /** What the player searches for ("" = no search). */
  query: string;
  /** The article the address names, or null (the index). */
  tag: string | null;
}

export type HelpCentreEvent =
  | { type: "help.retry" }
  | { type: "help.language"; language: string }
  | { type: "help.searched"; query: string }
  | { type: "help.opened"; tag: string }
  | { type: "help.closed" };

export const helpCentreMachine = setup({
  types: { context: {} as HelpCentreContext, events: {} as HelpCentreEvent, input: {} as HelpCentreInput },
  actors: {
    fetchArticles: fromPromise<HelpArticle[], { language: string }>(() => Promise.reject(new Error("fetchArticles is not provided"))),
  },
  guards: {
    isNewLanguage: described("The chosen language differs from the one the articles were loaded in.", ({ context, event }) =>
      event.type === "help.language" && event.language !== context.language,
    ),
  },
}).createMachine({
  id: "helpCentre",
  description:
    "The help centre (/help in the site's layout, /helpmc without it): the platform's articles grouped by category, a search within their titles and text, and the article the address names (/help#<tag>), opened and scrolled to. A failed load offers Try again; a language change loads the articles again in it.",
  context: ({ input }) => ({ language: input.language, articles: null, failure: null, query: "", tag: input.tag }),
  on: {
    "help.opened": {
      description: "The address names an article (a link, a footer link, the back button): it opens once the articles are there.",
      actions: assign({ tag: ({ event }) => event.tag }),
      meta: { spec: "CNT-02" },
    },
    "help.closed": {
      description: "The address names no article: the index of categories shows.",
      actions: assign({ tag: null }),
      meta: { spec: "CNT-02" },
    },
    "help.language": {
      guard: "isNewLanguage",
      target: ".loading",
      actions: assign({ language: ({ event }) => event.language, failure: null }),
      meta: { spec: "SITE-13" },
    },
  },
  initial: "loading",
  states: {
    loading: {
      description: "The articles are loading in the site's language (the ones read before stay on screen).",
      invoke: {
        id: "fetchArticles",
        src: "fetchArticles",
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: "loaded", actions: assign({ articles: ({ event }) => event.output, failure: null }), meta: { spec: "CNT-01 API-31" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loaded: {
      description: "The categories and their articles show, with the search and the open article.",
      on: {
        "help.searched": { actions: assign({ query: ({ event }) => event.query }), meta: { spec: "CNT-04" } },
      },
    },
    failed: {
      description: "The articles could not be loaded: the reason with Try again.",
      on: { "help.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
  },
});
