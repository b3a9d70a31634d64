import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { Promotion, PromotionCategory, Viewer } from "../activity/activity.types.ts";

export interface PromotionList {
  categories: PromotionCategory[];
  promotions: Promotion[];
}

export interface PromotionsInput {
  viewer: Viewer;
}

export interface PromotionsContext extends PromotionsInput {
  /** The list read last (kept on screen while it is read again). */
  list: PromotionList | null;
  failure: Failure | null;
}

export type PromotionsEvent = { type: "promotions.retry" } | { type: "session.changed"; viewer: Viewer };

export const promotionsMachine = setup({
  types: { context: {} as PromotionsContext, events: {} as PromotionsEvent, input: {} as PromotionsInput },
  actors: {
    fetchPromotions: fromPromise<PromotionList, { signedIn: boolean }>(() => Promise.reject(new Error("fetchPromotions is not provided"))),
  },
  guards: {
    isNewViewer: described("Someone else looks now (logged in, logged out, or another account type).", ({ context, event }) => event.type === "session.changed" && event.viewer !== context.viewer),
  },
}).createMachine({
  id: "promotions",
  description: "The promotions page: the categories and every promotion with its activity state for the viewer; a failure offers Try again; a login or logout reads them again (a member sees their own states).",
  context: ({ input }) => ({ ...input, list: null, failure: null }),
  on: {
    "session.changed": { guard: "isNewViewer", target: ".loading", actions: assign({ viewer: ({ event }) => event.viewer }), meta: { spec: "SESSION-01 ACT-08" } },
  },
  initial: "loading",
  states: {
    loading: {
      description: "The categories and the promotions are loading (a list read before stays on screen).",
      invoke: {
        id: "fetchPromotions",
        src: "fetchPromotions",
        input: ({ context }) => ({ signedIn: context.viewer === "member" }),
        onDone: { target: "loaded", actions: assign({ list: ({ event }) => event.output, failure: null }), meta: { spec: "ACT-08 ACT-01" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loaded: { description: "The promotions are shown, by category (the address chooses one, or all)." },
    failed: {
      description: "The promotions could not be loaded: the reason with Try again.",
      on: { "promotions.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
  },
});
