// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { contractRecordsMachine } from "../../machines/contract-records/contract-records.machine.ts";
import { contractRecordsView } from "../../machines/contract-records/contract-records.selectors.ts";
import type { ContractKind, ContractRecordsQuery, ContractRecordsResult } from "../../machines/contract-records/contract-records.types.ts";

const NOW = 1_700_000_000_000;
const result = (records: number, total: number, extra: Partial<ContractRecordsResult> = {}): ContractRecordsResult => ({
  contracts: [{ contractId: "DSL-2001", kind: "dailySalary", side: "downline", counterpart: "master01", state: "active", offeredAt: NOW, decidedAt: NOW, tiers: [{ betAmount: 100, profitLoss: 0, activeMembers: 1, rate: 50 }], realTime: null }],
  records: Array.from({ length: records }, (_, i) => ({ recordId: `R-${i}`, contractId: "DSL-2001", side: "downline" as const, counterpart: "master01", from: "2026-01-01", to: "2026-01-01", validBet: 100, profitLoss: -10, activeMembers: 1, rate: 50, amount: 0 })),
  total,
  totals: { received: 0, paid: 0 },
  serverTime: NOW,
  nextSettlementAt: null,
  settlements: [],
  ...extra,
});
const nothing: ContractRecordsResult = { ...result(0, 0), contracts: [] };

function start(kind: ContractKind, answers: (ContractRecordsResult | { code: string })[], clock?: SimulatedClock) {
  const queries: ContractRecordsQuery[] = [];
  const fetchContractRecords = vi.fn(async ({ input }: { input: ContractRecordsQuery }) => {
    queries.push(input);
    const next = answers.shift() ?? nothing;
    if ("code" in next) throw next;
    return next;
  });
  const actor = createActor(contractRecordsMachine.provide({ actors: { fetchContractRecords: fromPromise(fetchContractRecords) } }), { input: { kind }, ...(clock ? { clock } : {}) }).start();
  return { actor, queries };
}

describe("contract records machine", () => {
  it("[CTR-03][CTR-08] opens on the daily records, page 1 of 20, and shows the contracts and records", async () => {
    const { actor, queries } = start("dailySalary", [result(20, 45)]);
    await waitFor(actor, (s) => s.matches("shown"));
    expect(queries).toEqual([{ kind: "dailySalary", period: "DAILY", page: 1, pageSize: 20 }]);
    expect(contractRecordsView(actor.getSnapshot())).toMatchObject({ status: "shown", page: 1, pages: 3, period: "DAILY" });
  });

  it("[CTR-04] another period asks for its page 1, keeping the answer shown while it loads; the same period asks nothing", async () => {
    const { actor, queries } = start("dividend", [result(20, 45), result(20, 45), result(5, 5)]);
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "contracts.page", page: 3 });
    await waitFor(actor, (s) => s.matches("shown") && s.context.page === 3);
    actor.send({ type: "contracts.period", period: "DAILY" });
    expect(actor.getSnapshot().matches("shown")).toBe(true);
    actor.send({ type: "contracts.period", period: "MONTHLY" });
    const loading = contractRecordsView(actor.getSnapshot());
    expect(loading).toMatchObject({ status: "loading", busy: true, period: "MONTHLY", page: 1 });
    expect(loading.result?.records).toHaveLength(20);
    await waitFor(actor, (s) => s.matches("shown") && s.context.result?.total === 5);
    expect(queries.map((q) => [q.period, q.page])).toEqual([["DAILY", 1], ["DAILY", 3], ["MONTHLY", 1]]);
  });

  it("[CTR-08] asks only for pages that exist", async () => {
    const { actor, queries } = start("hourlySalary", [result(20, 45)]);
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "contracts.page", page: 4 });
    actor.send({ type: "contracts.page", page: 1 });
    actor.send({ type: "contracts.page", page: 1.5 });
    expect(queries).toHaveLength(1);
  });

  it("[CTR-08] says so when there is no contract and no record; a contract without records is shown", async () => {
    const empty = start("dividend", [nothing]);
    await waitFor(empty.actor, (s) => s.matches("empty"));
    const contractsOnly = start("dividend", [result(0, 0)]);
    await waitFor(contractsOnly.actor, (s) => s.matches("shown"));
  });

  it("[CTR-08][SITE-01] a failure keeps its reason; Try again asks for the same period and page", async () => {
    const { actor, queries } = start("dailySalary", [result(20, 45), { code: "network.abnormal" }, result(20, 45)]);
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "contracts.period", period: "WEEKLY" });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.failure?.code).toBe("network.abnormal");
    actor.send({ type: "contracts.retry" });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(queries.at(-1)).toEqual(queries.at(-2));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it("[CTR-06] the real-time salary asks again a little after the platform's next settlement; other kinds do not", async () => {
    const clock = new SimulatedClock();
    const settling = result(1, 1, { nextSettlementAt: NOW + 100_000 });
    const rt = start("realTimeSalary", [settling, settling], clock);
    await waitFor(rt.actor, (s) => s.matches("shown"));
    clock.increment(100_000);
    expect(rt.actor.getSnapshot().matches("shown")).toBe(true);
    expect(rt.queries).toHaveLength(1);
    clock.increment(2_000);
    await waitFor(rt.actor, (s) => s.matches("shown") && rt.queries.length === 2);
    const daily = start("dailySalary", [result(1, 1)], clock);
    await waitFor(daily.actor, (s) => s.matches("shown"));
    clock.increment(10 * 60_000);
    expect(daily.actor.getSnapshot().matches("shown")).toBe(true);
    expect(daily.queries).toHaveLength(1);
  });
});
