// @vitest-environment node
/**
 * Agent contracts in the sandbox (issue 29) through the real handlers and the client's schemas: the consolidated
 * contract info under the whitelabel flags, each kind's contracts and period records, the real-time settlements,
 * and the refusals.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { allEndpoints as endpoints } from "../../src/api/all-endpoints.ts";
import { consolidatedSchema, contractRecordsSchema } from "../../src/api/contract-schemas.ts";
import { CONTRACT_KIND_WIRE, periodOf, teamDay, tierReached } from "../../src/sandbox/rules/contracts.ts";
import { CONTRACT_PERIODS, SETTLEMENT_INTERVAL_MS, type ContractKind, type ContractRecordsResult } from "../../machines/contract-records/contract-records.types.ts";
import { getEnvelope, store } from "./helpers.ts";
import { tokenOf } from "./cashier-helpers.ts";

const DAY = 86_400_000;
const RECORD_IDS = { dividend: "dividendRecords", dailySalary: "dailySalaryRecords", hourlySalary: "hourlySalaryRecords", realTimeSalary: "realTimeSalaryRecords" } as const;
const KINDS = Object.keys(RECORD_IDS) as ContractKind[];

/** Noon of the day the store seeded its contracts on (DSL-2004 was offered two days before it): the seed's clock. */
let T0 = 0;
function resetToSeedDay() {
  store.reset();
  const offered = store.state.contracts.find((c) => c.contractId === "DSL-2004")!.offeredAt;
  T0 = (Math.floor(offered / DAY) + 2) * DAY + DAY / 2;
  store.setNow(T0);
}

beforeEach(resetToSeedDay);

async function consolidated(token: string) {
  const answer = await getEnvelope(endpoints.fundsConsolidated.path, { headers: { Authorization: token } });
  return { status: answer.status, wire: answer.body.value as Record<string, unknown>, info: answer.body.success ? v.parse(consolidatedSchema, answer.body.value) : undefined };
}

async function records(kind: ContractKind, token: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, value]) => [k, String(value)]));
  const answer = await getEnvelope(`${endpoints[RECORD_IDS[kind]].path}?${search.toString()}`, { headers: { Authorization: token } });
  return { ...answer, value: answer.body.success ? (v.parse(contractRecordsSchema, answer.body.value) as ContractRecordsResult) : undefined };
}

const whitelabel = (flags: Record<string, boolean>) => {
  store.state.scenario.whitelabel = { ...store.state.scenario.whitelabel, ...flags };
};

describe("consolidated contract info [CTR-01][CTR-02]", () => {
  it("gives agent01 every kind's info (it has an active contract of each) and no offer of its own", async () => {
    const { info, wire } = await consolidated(await tokenOf("agent01"));
    expect(info!.features).toEqual({ dividend: true, dailySalary: true, hourlySalary: true, realTimeSalary: true });
    expect(info!.offers).toEqual({ dividend: false, dailySalary: false, hourlySalary: false, realTimeSalary: false });
    const active = store.state.contracts.filter((c) => c.kind === "dailySalary" && c.state === "active" && (c.upline === "agent01" || c.downline === "agent01"));
    expect((wire[CONTRACT_KIND_WIRE.dailySalary.info] as { contractId: string }[]).map((c) => c.contractId).sort()).toEqual(active.map((c) => c.contractId).sort());
  });

  it("gives demo the daily-salary info of its active contract and no offer at the seed; an offer waiting for demo is carried", async () => {
    const seeded = await consolidated(await tokenOf("demo"));
    const active = store.state.contracts.filter((c) => c.downline === "demo" && c.state === "active");
    expect(store.state.contracts.some((c) => c.downline === "demo" && c.state === "pending")).toBe(false);
    expect(seeded.info!.offers).toEqual({ dividend: false, dailySalary: false, hourlySalary: false, realTimeSalary: false });
    expect(seeded.info!.features).toEqual({ dividend: false, dailySalary: active.some((c) => c.kind === "dailySalary"), hourlySalary: false, realTimeSalary: false });
    // An offer waits again (as when agent01 makes one).
    const offer = store.state.contracts.find((c) => c.contractId === "DSL-2004")!;
    Object.assign(offer, { state: "pending", decidedAt: null });
    const { info, wire } = await consolidated(await tokenOf("demo"));
    expect(info!.offers).toEqual({ dividend: false, dailySalary: true, hourlySalary: false, realTimeSalary: false });
    expect(wire.dailysalreqtype).toEqual([{ contractId: "DSL-2004", upline: "agent01", offerTime: offer.offeredAt }]);
  });

  it("leaves out a kind whose flag is off, and everything under an agent policy that is off", async () => {
    whitelabel({ DAILYSALCONT3: false });
    const token = await tokenOf("agent01");
    expect((await consolidated(token)).info!.features).toEqual({ dividend: true, dailySalary: false, hourlySalary: true, realTimeSalary: true });
    expect((await consolidated(await tokenOf("demo"))).info!.offers.dailySalary).toBe(false);
    whitelabel({ DAILYSALCONT3: true, AGENTPOLICY3: false });
    expect((await consolidated(token)).info!.features).toEqual({ dividend: false, dailySalary: false, hourlySalary: false, realTimeSalary: false });
  });

  it("needs a session", async () => {
    expect((await consolidated("nope")).status).toBe(401);
  });
});

describe("contract records [CTR-03][CTR-04][CTR-05][CTR-06]", () => {
  it("lists agent01's contracts of each kind in every state, its own with its upline first [issue 29 item 4]", async () => {
    const token = await tokenOf("agent01");
    for (const kind of KINDS) {
      const states = new Set<string>();
      const answer = (await records(kind, token, { period: "DAILY", pageNo: 1, pageSize: 20 })).value!;
      const seeded = store.state.contracts.filter((c) => c.kind === kind && (c.upline === "agent01" || c.downline === "agent01"));
      expect(answer.contracts.map((c) => c.contractId).sort()).toEqual(seeded.map((c) => c.contractId).sort());
      expect(answer.contracts[0]!.side).toBe("downline");
      expect(answer.contracts[0]!.counterpart).toBe("master01");
      expect(answer.contracts.filter((c) => c.side === "upline").every((c) => c.counterpart !== "agent01")).toBe(true);
      for (const c of answer.contracts) states.add(c.state);
      expect(answer.contracts.every((c) => (kind === "realTimeSalary" ? c.realTime !== null && c.tiers.length === 0 : c.realTime === null && c.tiers.length > 0))).toBe(true);
      expect([kind, ...[...states].sort()]).toEqual([kind, "active", "pending", "rejected", "terminated"]);
    }
  });

  it("pages the daily records newest first; the totals are the sums of every page; pending and rejected contracts never pay", async () => {
    const token = await tokenOf("agent01");
    const first = (await records("dailySalary", token, { period: "DAILY", pageNo: 1, pageSize: 100 })).value!;
    const rows = [...first.records];
    for (let p = 2; p <= Math.ceil(first.total / 100); p++) rows.push(...(await records("dailySalary", token, { period: "DAILY", pageNo: p, pageSize: 100 })).value!.records);
    expect(rows).toHaveLength(first.total);
    expect(first.total).toBeGreaterThan(90);
    expect(rows.every((r, i) => i === 0 || rows[i - 1]!.from >= r.from)).toBe(true);
    expect(first.totals.received).toBe(rows.filter((r) => r.side === "downline").reduce((s, r) => s + r.amount, 0));
    expect(first.totals.paid).toBe(rows.filter((r) => r.side === "upline").reduce((s, r) => s + r.amount, 0));
    const paying = new Set(store.state.contracts.filter((c) => c.state === "active" || c.state === "terminated").map((c) => c.contractId));
    expect(rows.every((r) => paying.has(r.contractId))).toBe(true);
    const today = new Date(T0).toISOString().slice(0, 10);
    expect(rows.every((r) => r.from < today)).toBe(true);
  });

  it("pays a daily salary at the tier the day reached, and a terminated contract stops on its termination day", async () => {
    const token = await tokenOf("agent01");
    const rows = (await records("dailySalary", token, { period: "DAILY", pageNo: 1, pageSize: 100 })).value!.records;
    const contract = store.state.contracts.find((c) => c.contractId === "DSL-2003")!;
    const row = rows.find((r) => r.contractId === "DSL-2003")!;
    const day = Date.parse(row.from) / DAY;
    const figures = teamDay(contract, day);
    const tier = tierReached(contract.tiers, figures.validBet, 0, figures.activeMembers);
    expect(row).toMatchObject({ validBet: figures.validBet, profitLoss: figures.profitLoss, activeMembers: figures.activeMembers, rate: tier?.rate ?? 0, amount: tier ? Math.floor((figures.validBet * tier.rate) / 10_000) : 0 });
    const all = (await records("dailySalary", token, { period: "DAILY", pageNo: 1, pageSize: 100 })).value!;
    const pages = [all.records];
    for (let p = 2; p <= Math.ceil(all.total / 100); p++) pages.push((await records("dailySalary", token, { period: "DAILY", pageNo: p, pageSize: 100 })).value!.records);
    const terminated = store.state.contracts.find((c) => c.contractId === "DSL-2002")!;
    const stop = new Date(terminated.decidedAt!).toISOString().slice(0, 10);
    const ended = pages.flat().filter((r) => r.contractId === "DSL-2002");
    expect(ended.length).toBeGreaterThan(0);
    expect(ended.every((r) => r.from < stop)).toBe(true);
  });

  it("sums the days of a week, a half month and a month; a dividend pays its tier's rate of the period's loss", async () => {
    const token = await tokenOf("agent01");
    const daily = (await records("dividend", token, { period: "DAILY", pageNo: 1, pageSize: 100 })).value!;
    const days = [...daily.records];
    for (let p = 2; p <= Math.ceil(daily.total / 100); p++) days.push(...(await records("dividend", token, { period: "DAILY", pageNo: p, pageSize: 100 })).value!.records);
    for (const period of CONTRACT_PERIODS.slice(1)) {
      const answer = (await records("dividend", token, { period, pageNo: 1, pageSize: 100 })).value!;
      expect(answer.total).toBeLessThan(daily.total);
      for (const row of answer.records) {
        const inside = days.filter((d) => d.contractId === row.contractId && d.from >= row.from && d.from <= row.to);
        expect(row.validBet).toBe(inside.reduce((s, d) => s + d.validBet, 0));
        expect(row.profitLoss).toBe(inside.reduce((s, d) => s + d.profitLoss, 0));
        const contract = store.state.contracts.find((c) => c.contractId === row.contractId)!;
        const loss = Math.max(0, -row.profitLoss);
        const tier = tierReached(contract.tiers, row.validBet, loss, row.activeMembers);
        expect(row.amount).toBe(tier ? Math.floor((loss * tier.rate) / 10_000) : 0);
        const bounds = periodOf(period, Date.parse(row.from) / DAY);
        expect(new Date(bounds.last * DAY).toISOString().slice(0, 10)).toBe(row.to);
      }
    }
  });

  it("tells the next real-time settlement (every 5 minutes) and lists the last settlements", async () => {
    store.setNow(T0 + 7 * 60_000);
    const answer = (await records("realTimeSalary", await tokenOf("agent01"), { period: "DAILY" })).value!;
    expect(answer.nextSettlementAt).toBe(T0 + 10 * 60_000);
    expect(answer.nextSettlementAt! - answer.serverTime).toBeLessThanOrEqual(SETTLEMENT_INTERVAL_MS);
    expect(answer.settlements.length).toBeGreaterThan(0);
    expect(answer.settlements[0]!.settledAt).toBe(T0 + 5 * 60_000);
    for (const s of answer.settlements) {
      const contract = store.state.contracts.find((c) => c.contractId === s.contractId)!;
      expect(s.rate).toBe(s.profitLoss < 0 ? contract.realTime!.lossRate : contract.realTime!.profitRate);
      expect(s.amount).toBe(Math.floor((s.validBet * s.rate) / 10_000));
    }
    const other = (await records("dailySalary", await tokenOf("agent01"), { period: "DAILY" })).value!;
    expect(other.nextSettlementAt).toBeNull();
    expect(other.settlements).toEqual([]);
  });

  it("is the same after a reset (seeded)", async () => {
    const before = (await records("hourlySalary", await tokenOf("agent01"), { period: "WEEKLY" })).value!;
    resetToSeedDay();
    expect((await records("hourlySalary", await tokenOf("agent01"), { period: "WEEKLY" })).value!).toEqual(before);
  });

  it("refuses a period or paging it does not know, a kind whose flag is off, and a call without a session", async () => {
    const token = await tokenOf("agent01");
    expect((await records("dividend", token, { period: "YEARLY" })).body).toMatchObject({ success: false, message: "contracts.period.invalid" });
    expect((await records("dividend", token, { period: "DAILY", pageNo: 0 })).body).toMatchObject({ success: false, message: "contracts.paging.invalid" });
    whitelabel({ HOURSAL3: false });
    expect((await records("hourlySalary", token, { period: "DAILY" })).body).toMatchObject({ success: false, message: "This function is not available" });
    expect((await records("dividend", "nope", { period: "DAILY" })).status).toBe(401);
  });

  it("shows demo the offer it rejected and its active contract, whose days since the acceptance are its records", async () => {
    const answer = (await records("dailySalary", await tokenOf("demo"), { period: "DAILY" })).value!;
    const mine = store.state.contracts.filter((c) => c.kind === "dailySalary" && c.downline === "demo").sort((a, b) => b.offeredAt - a.offeredAt);
    expect(answer.contracts.map((c) => [c.contractId, c.state, c.side, c.counterpart])).toEqual(mine.map((c) => [c.contractId, c.state, "downline", "agent01"]));
    const active = mine.find((c) => c.state === "active")!;
    expect(answer.total).toBe(Math.floor(T0 / DAY) - Math.floor(active.activeFrom! / DAY));
  });
});
