import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { RecordsInput } from "./records.machine.ts";
import type { BetRow, RecordsResult } from "./records.types.ts";

const bet: BetRow = { betId: "B-1", vendorName: "Evolution", gameName: "Baccarat", category: "LIVE", betTime: 1_700_000_000_000, bet: 5000, validBet: 5000, winLoss: -5000 };

/** 45 bets in the range: three pages of 20. */
const firstPage: RecordsResult = { kind: "betting", rows: [bet, { ...bet, betId: "B-2", winLoss: 4750 }], total: 45, totals: { count: 45, bet: 225000, validBet: 220000, winLoss: -12500 } };
const nothing: RecordsResult = { kind: "betting", rows: [], total: 0, totals: { count: 0, bet: 0, validBet: 0, winLoss: 0 } };

export const recordsInputs: SampleInput[] = [{ label: "The betting record opens on 15 March 2026", input: { kind: "betting", today: "2026-03-15" } satisfies RecordsInput }];

export const recordsSamples: SampleEvent[] = [
  { label: "Platform answers a page of bets (45 in the range: 3 pages)", event: { type: "xstate.done.actor.fetchRecords", output: firstPage } },
  { label: "Platform answers: no bets in the range", event: { type: "xstate.done.actor.fetchRecords", output: nothing } },
  { label: "The records fail to load", event: { type: "xstate.error.actor.fetchRecords", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "records.retry" } },
  { label: "Player presses page 2", event: { type: "records.page", page: 2 } },
  { label: "Player presses page 9 (there is none)", event: { type: "records.page", page: 9 } },
  { label: "Player presses Last 30 days", event: { type: "records.quick", range: "30d" } },
  { label: "Player types 1 March 2026 as the first day", event: { type: "records.from.changed", value: "2026-03-01" } },
  { label: "Player types 1 February 2026 as the last day (before the first)", event: { type: "records.to.changed", value: "2026-02-01" } },
  { label: "Player types 10 March 2026 as the last day", event: { type: "records.to.changed", value: "2026-03-10" } },
  { label: "Player picks the category Live", event: { type: "records.category.changed", value: "LIVE" } },
  { label: "Player presses Search", event: { type: "records.search" } },
];
