import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { TeamOverview, TeamPeriod } from "./agent-overview.types.ts";

export interface AgentOverviewContext {
  period: TeamPeriod;
  /** The figures shown (kept on screen while another period loads). */
  overview: TeamOverview | null;
  failure: Failure | null;
}

export type AgentOverviewEvent = { type: "period.chosen"; period: TeamPeriod } | { type: "overview.retry" };

export const agentOverviewMachine = setup({
  types: { context: {} as AgentOverviewContext, events: {} as AgentOverviewEvent },
  actors: {
    fetchOverview: fromPromise<TeamOverview, TeamPeriod>(() => Promise.reject(new Error("fetchOverview is not provided"))),
  },
  guards: {
    isOtherPeriod: described("The period chosen is not the one shown.", ({ context }, params: { period: TeamPeriod }) => params.period !== context.period),
  },
}).createMachine({
  id: "agentOverview",
  description:
    "The team overview, the agent centre's first page: the team's size, active members, deposits, withdrawals, valid bets and profit for a period (today, yesterday, 7 days, 30 days) with a chart per day. A failed load offers Try again; choosing another period loads it.",
  context: { period: "last7Days", overview: null, failure: null },
  initial: "loading",
  states: {
    loading: {
      description: "The period's figures are loading (the figures read before stay on screen).",
      invoke: {
        id: "fetchOverview",
        src: "fetchOverview",
        input: ({ context }) => context.period,
        onDone: { target: "loaded", actions: assign({ overview: ({ event }) => event.output, failure: null }), meta: { spec: "TEAM-05 AGT-01" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loaded: {
      description: "The period's figures and chart are shown with the periods to choose from.",
      on: {
        "period.chosen": {
          guard: { type: "isOtherPeriod", params: ({ event }) => ({ period: event.period }) },
          target: "loading",
          actions: assign({ period: ({ event }) => event.period }),
          meta: { spec: "TEAM-05" },
        },
      },
    },
    failed: {
      description: "The figures could not be loaded: the reason with Try again (another period may be chosen too).",
      on: {
        "overview.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } },
        "period.chosen": { target: "loading", actions: assign({ period: ({ event }) => event.period, failure: null }), meta: { spec: "TEAM-05" } },
      },
    },
  },
});
