import { assign, fromPromise, setup } from "xstate";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { PointsMall } from "./points.types.ts";

export interface PointsMallInput {
  /** A member is logged in: the balance, the redeem history and the points details load with the catalogue. */
  member: boolean;
}

export interface PointsMallContext extends PointsMallInput {
  /** What the platform answered last (kept on screen while it is read again). */
  mall: PointsMall | null;
  failure: Failure | null;
}

export type PointsMallEvent = { type: "mall.retry" } | { type: "mall.refresh" };

export const pointsMallMachine = setup({
  types: { context: {} as PointsMallContext, events: {} as PointsMallEvent, input: {} as PointsMallInput },
  actors: {
    fetchMall: fromPromise<PointsMall, PointsMallInput>(() => Promise.reject(new Error("fetchMall is not provided"))),
  },
}).createMachine({
  id: "pointsMall",
  description:
    "The points mall page: the rewards catalogue and the rules with the earning rates for everyone; for a member also the point balance, the redeem history and the points details. A failed load offers Try again; after a redemption or a conversion the page reads everything again while it stays on screen.",
  context: ({ input }) => ({ ...input, mall: null, failure: null }),
  initial: "loading",
  states: {
    loading: {
      description: "The catalogue and the rules (and the member's points) are loading; what was read before stays on screen.",
      invoke: {
        id: "fetchMall",
        src: "fetchMall",
        input: ({ context }) => ({ member: context.member }),
        onDone: { target: "loaded", actions: assign({ mall: ({ event }) => event.output, failure: null }), meta: { spec: "PTS-01 PTS-02 PTS-05" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loaded: {
      description: "The mall is shown: catalogue, rules, and the member's balance, redeem history and points details.",
      on: { "mall.refresh": { target: "loading", meta: { spec: "PTS-03" } } },
    },
    failed: {
      description: "The mall could not be loaded: the reason with Try again.",
      on: { "mall.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
  },
});
