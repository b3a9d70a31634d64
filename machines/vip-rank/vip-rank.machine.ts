import { assign, fromPromise, setup } from "xstate";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { VipOverview } from "./vip.types.ts";

export interface VipRankInput {
  /** A member is logged in: their rank and progress load with the levels. */
  member: boolean;
}

export interface VipRankContext extends VipRankInput {
  overview: VipOverview | null;
  failure: Failure | null;
}

export type VipRankEvent = { type: "vip.retry" };

export const vipRankMachine = setup({
  types: { context: {} as VipRankContext, events: {} as VipRankEvent, input: {} as VipRankInput },
  actors: {
    fetchOverview: fromPromise<VipOverview, VipRankInput>(() => Promise.reject(new Error("fetchOverview is not provided"))),
  },
}).createMachine({
  id: "vipRank",
  description:
    "The VIP levels (the /vip page and the member centre's player rank): every level with its benefits for everyone; for a member also their level and this month's progress to the next. A failed load offers Try again.",
  context: ({ input }) => ({ ...input, overview: null, failure: null }),
  initial: "loading",
  states: {
    loading: {
      description: "The levels (and the member's rank and progress) are loading.",
      invoke: {
        id: "fetchOverview",
        src: "fetchOverview",
        input: ({ context }) => ({ member: context.member }),
        onDone: { target: "loaded", actions: assign({ overview: ({ event }) => event.output }), meta: { spec: "PTS-10 PTS-11" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loaded: { type: "final", description: "The levels with their benefits are shown, with the member's level and progress highlighted." },
    failed: {
      description: "The levels could not be loaded: the reason with Try again.",
      on: { "vip.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
  },
});
