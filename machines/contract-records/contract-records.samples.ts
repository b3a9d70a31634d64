import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { ContractRecordsInput } from "./contract-records.machine.ts";
import type { ContractRecordsResult } from "./contract-records.types.ts";

const NOW = 1_700_000_100_000;

/** agent01's daily salary: its contract with its upline and one it gave, 45 records (three pages of 20). */
const answer: ContractRecordsResult = {
  contracts: [
    { contractId: "DSL-2001", kind: "dailySalary", side: "downline", counterpart: "master01", state: "active", offeredAt: NOW - 86_400_000 * 46, decidedAt: NOW - 86_400_000 * 45, tiers: [{ betAmount: 500_000, profitLoss: 0, activeMembers: 3, rate: 50 }], realTime: null },
    { contractId: "DSL-2004", kind: "dailySalary", side: "upline", counterpart: "demo", state: "pending", offeredAt: NOW - 86_400_000, decidedAt: null, tiers: [{ betAmount: 200_000, profitLoss: 0, activeMembers: 1, rate: 30 }], realTime: null },
  ],
  records: [{ recordId: "DSL-2001-D20231113", contractId: "DSL-2001", side: "downline", counterpart: "master01", from: "2023-11-13", to: "2023-11-13", validBet: 1_200_000, profitLoss: -54_000, activeMembers: 12, rate: 50, amount: 6000 }],
  total: 45,
  totals: { received: 270_000, paid: 0 },
  serverTime: NOW,
  nextSettlementAt: null,
  settlements: [],
};
/** agent01's real-time salary: the next settlement 100 seconds after the platform's clock. */
const realTime: ContractRecordsResult = {
  ...answer,
  contracts: [{ contractId: "RTS-4001", kind: "realTimeSalary", side: "downline", counterpart: "master01", state: "active", offeredAt: NOW - 86_400_000 * 31, decidedAt: NOW - 86_400_000 * 30, tiers: [], realTime: { profitRate: 30, lossRate: 60, singleBetAmount: 1000 } }],
  nextSettlementAt: NOW + 100_000,
  settlements: [{ settledAt: NOW - 200_000, contractId: "RTS-4001", side: "downline", counterpart: "master01", validBet: 30_000, profitLoss: -2_000, rate: 60, amount: 180 }],
};
const nothing: ContractRecordsResult = { contracts: [], records: [], total: 0, totals: { received: 0, paid: 0 }, serverTime: NOW, nextSettlementAt: null, settlements: [] };

export const contractRecordsInputs: SampleInput[] = [
  { label: "An agent opens the daily salary page", input: { kind: "dailySalary" } satisfies ContractRecordsInput },
  { label: "An agent opens the real-time salary page", input: { kind: "realTimeSalary" } satisfies ContractRecordsInput },
];

export const contractRecordsSamples: SampleEvent[] = [
  { label: "Platform answers two contracts and a page of records (45 in the period: 3 pages)", event: { type: "xstate.done.actor.fetchContractRecords", output: answer } },
  { label: "Platform answers the real-time salary: a contract, the next settlement in 100 s and the last settlement", event: { type: "xstate.done.actor.fetchContractRecords", output: realTime } },
  { label: "Platform answers: no contract and no record", event: { type: "xstate.done.actor.fetchContractRecords", output: nothing } },
  { label: "The contracts fail to load", event: { type: "xstate.error.actor.fetchContractRecords", error: { code: "network.abnormal" } } },
  { label: "Agent presses Try again", event: { type: "contracts.retry" } },
  { label: "Agent presses page 2", event: { type: "contracts.page", page: 2 } },
  { label: "Agent presses page 9 (there is none)", event: { type: "contracts.page", page: 9 } },
  { label: "Agent picks Weekly", event: { type: "contracts.period", period: "WEEKLY" } },
  { label: "Agent picks Daily", event: { type: "contracts.period", period: "DAILY" } },
  { label: "The next settlement has passed", event: { type: "xstate.after.untilSettlement.contractRecords.shown" } },
];
