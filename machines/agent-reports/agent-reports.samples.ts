import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { AgentReportsInput } from "./agent-reports.machine.ts";
import type { ReportResult, TeamBetRow } from "./agent-reports.types.ts";

const bet: TeamBetRow = {
  betId: "TB-1",
  betTime: 1_773_500_000_000,
  username: "lumari42",
  vendorName: "Evolution",
  gameName: "Baccarat",
  category: "LIVE",
  bet: 5000,
  validBet: 5000,
  winLoss: -5000,
};

/** 45 bets of the team in the range: three pages of 20. */
const firstPage: ReportResult = {
  kind: "teamBets",
  rows: [bet, { ...bet, betId: "TB-2", winLoss: 4750 }],
  total: 45,
  totals: { count: 45, bet: 225000, validBet: 220000, winLoss: -12500 },
};
const nothing: ReportResult = {
  kind: "teamBets",
  rows: [],
  total: 0,
  totals: { count: 0, bet: 0, validBet: 0, winLoss: 0 },
};

export const agentReportsInputs: SampleInput[] = [
  {
    label: "agent01 opens Team Betting on 15 March 2026",
    input: {
      kind: "teamBets",
      today: "2026-03-15",
    } satisfies AgentReportsInput,
  },
];

export const agentReportsSamples: SampleEvent[] = [
  {
    label: "Platform answers a page of the team's bets (45 for the filter: 3 pages)",
    event: { type: "xstate.done.actor.fetchReport", output: firstPage },
  },
  {
    label: "Platform answers: no bets for the filter",
    event: { type: "xstate.done.actor.fetchReport", output: nothing },
  },
  {
    label: "The report fails to load",
    event: {
      type: "xstate.error.actor.fetchReport",
      error: { code: "network.abnormal" },
    },
  },
  { label: "Agent presses Try again", event: { type: "reports.retry" } },
  { label: "Agent presses page 2", event: { type: "reports.page", page: 2 } },
  {
    label: "Agent presses page 9 (there is none)",
    event: { type: "reports.page", page: 9 },
  },
  {
    label: "Agent presses Last 30 days",
    event: { type: "reports.quick", range: "30d" },
  },
  {
    label: "Agent types 1 March 2026 as the first day",
    event: { type: "reports.from.changed", value: "2026-03-01" },
  },
  {
    label: "Agent types 1 February 2026 as the last day (before the first)",
    event: { type: "reports.to.changed", value: "2026-02-01" },
  },
  {
    label: "Agent types 10 March 2026 as the last day",
    event: { type: "reports.to.changed", value: "2026-03-10" },
  },
  {
    label: "Agent picks the category Live",
    event: { type: "reports.choice.changed", value: "LIVE" },
  },
  {
    label: "Agent types the username lumari",
    event: { type: "reports.username.changed", value: "lumari" },
  },
  {
    label: "Agent types the username lu-ma (a sign no username has)",
    event: { type: "reports.username.changed", value: "lu-ma" },
  },
  {
    label: "Agent orders the rows by the lowest profit first",
    event: { type: "reports.sort.changed", value: "PROFIT_ASC" },
  },
  { label: "Agent presses Search", event: { type: "reports.search" } },
];
