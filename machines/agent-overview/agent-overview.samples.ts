import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { TeamOverview } from "./agent-overview.types.ts";

/** Two days of a team of 312 (the sums of the days). */
export const overviewSample: TeamOverview = {
  teamSize: 312,
  activeMembers: 97,
  newMembers: 3,
  deposits: 450000,
  withdrawals: 120000,
  validBets: 2_350_000,
  profit: -181_000,
  days: [
    { date: "2026-01-14", deposits: 250000, withdrawals: 20000, validBets: 1_250_000, profit: -201_000 },
    { date: "2026-01-15", deposits: 200000, withdrawals: 100000, validBets: 1_100_000, profit: 20_000 },
  ],
};

export const agentOverviewInputs: SampleInput[] = [{ label: "agent01 opens the agent centre (the overview is its first page)", input: undefined }];

export const agentOverviewSamples: SampleEvent[] = [
  { label: "Platform answers the period's figures", event: { type: "xstate.done.actor.fetchOverview", output: overviewSample } },
  { label: "The figures fail to load", event: { type: "xstate.error.actor.fetchOverview", error: { code: "network.abnormal" } } },
  { label: "Agent presses Try again", event: { type: "overview.retry" } },
  { label: "Agent chooses Today", event: { type: "period.chosen", period: "today" } },
  { label: "Agent chooses 7 days (the period shown first)", event: { type: "period.chosen", period: "last7Days" } },
];
