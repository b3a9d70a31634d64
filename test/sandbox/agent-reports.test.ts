// @vitest-environment node
/**
 * The sandbox's team reports (issue 29; RPT-01..07) through their real HTTP handlers, every answer parsed with the
 * client's schemas: Team Betting and User Profit and Loss computed from the seeded members' days, adding up with the
 * team overview for the same range; validation and refusals.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { allEndpoints as endpoints } from "../../src/api/all-endpoints.ts";
import { DAY_MS } from "../../src/sandbox/seed/agent-team.ts";
import { wholeTeam } from "../../src/sandbox/rules/agent-team.ts";
import { COMMISSION_BASIS_POINTS, dayBets, DEPOSIT_BONUS_PERCENT } from "../../src/sandbox/rules/agent-reports.ts";
import { periodRecords } from "../../src/sandbox/rules/contracts.ts";
import { encryptedCall, getEnvelope, store } from "./helpers.ts";
import { member, T0, tokenOf } from "./cashier-helpers.ts";

beforeEach(() => {
  store.reset();
  store.setNow(T0);
});

const day = (ago: number) => new Date((Math.floor(T0 / DAY_MS) - ago) * DAY_MS).toISOString().slice(0, 10);
const LAST_7 = { startDate: day(6), endDate: day(0) };

async function get<K extends "teamBetHistory" | "teamProfitLoss" | "teamOverview" | "agentIncome" | "teamTransactions">(id: K, token: string, query: Record<string, string>) {
  const answer = await getEnvelope(`${endpoints[id].path}?${new URLSearchParams(query).toString()}`, { headers: { Authorization: token } });
  return { body: answer.body, value: answer.body.success ? (v.parse(endpoints[id].schema, answer.body.value) as v.InferOutput<(typeof endpoints)[K]["schema"]>) : null };
}

describe("team bets", () => {
  it("split a member day into bets whose valid bets and win/loss add up to the day's, never losing more than a stake [RPT-01]", () => {
    const team = wholeTeam(store.state.team, member("agent01").id);
    const today = Math.floor(T0 / DAY_MS);
    let days = 0;
    for (const m of team.slice(0, 60)) {
      for (const d of m.days) {
        const bets = dayBets(m, d, today, T0);
        if (d.validBets === 0) {
          expect(bets).toEqual([]);
          continue;
        }
        days += 1;
        expect(bets.reduce((s, b) => s + b.validMinor, 0)).toBe(d.validBets);
        expect(bets.reduce((s, b) => s + b.winLossMinor, 0)).toBe(d.winLoss + 0);
        for (const b of bets) {
          expect(b.betMinor).toBeGreaterThanOrEqual(b.validMinor);
          expect(b.winLossMinor).toBeGreaterThanOrEqual(-b.betMinor);
          expect(Math.floor(b.betTime / DAY_MS)).toBe(today - d.ago);
          expect(b.betTime).toBeLessThanOrEqual(T0);
        }
      }
    }
    expect(days).toBeGreaterThan(100);
  });

  it("answers a page of the whole team's bets, newest first, with the totals of the filter [RPT-01] [RPT-05]", async () => {
    const token = await tokenOf("agent01");
    const first = (await get("teamBetHistory", token, { ...LAST_7, pageNo: "1", pageSize: "20" })).value!;
    expect(first.list).toHaveLength(20);
    expect(first.totalRecords).toBeGreaterThan(100);
    expect(first.totals.betCount).toBe(first.totalRecords);
    const times = first.list.map((b) => b.betTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = (await get("teamBetHistory", token, { ...LAST_7, pageNo: "2", pageSize: "20" })).value!;
    expect(second.list[0]!.betTime).toBeLessThanOrEqual(times[19]!);
    expect(second.totals).toEqual(first.totals);

    const live = (await get("teamBetHistory", token, { ...LAST_7, gameCategory: "LIVE", pageSize: "100" })).value!;
    expect(live.list.every((b) => b.gameCategory === "LIVE")).toBe(true);
    expect(live.totalRecords).toBeLessThan(first.totalRecords);

    const name = first.list[0]!.username;
    const one = (await get("teamBetHistory", token, { ...LAST_7, username: name.toUpperCase(), pageSize: "100" })).value!;
    expect(one.totalRecords).toBeGreaterThan(0);
    expect(one.list.every((b) => b.username.includes(name))).toBe(true);
  });

  it("refuses members, impossible or too old ranges, unknown categories and odd usernames [RPT-03] [RPT-04] [AGT-03]", async () => {
    const agent = await tokenOf("agent01");
    expect((await get("teamBetHistory", await tokenOf("demo"), LAST_7)).body.message).toBe("Non-agents cannot log in");
    expect((await get("teamBetHistory", agent, { startDate: day(0), endDate: day(3) })).body.message).toBe("agent.report.range.invalid");
    expect((await get("teamBetHistory", agent, { startDate: "2026-02-30", endDate: day(0) })).body.message).toBe("agent.report.range.invalid");
    expect((await get("teamBetHistory", agent, { startDate: day(120), endDate: day(0) })).body.message).toBe("agent.report.range.tooOld");
    expect((await get("teamBetHistory", agent, { ...LAST_7, gameCategory: "CHESS" })).body.message).toBe("agent.report.category.invalid");
    expect((await get("teamBetHistory", agent, { ...LAST_7, username: "a%b" })).body.message).toBe("agent.report.username.invalid");
    expect((await get("teamProfitLoss", agent, { ...LAST_7, scope: "UP" })).body.message).toBe("agent.report.scope.invalid");
    expect((await get("teamProfitLoss", agent, { ...LAST_7, pageSize: "500" })).body.message).toBe("agent.report.paging.invalid");
  });
});

describe("the reports add up with the team overview", () => {
  it("the overview's 7 days equal Team Betting's and User Profit and Loss's totals for the same range, for both scopes [RPT-01] [RPT-02] [TEAM-05]", async () => {
    const token = await tokenOf("agent01");
    const overview = (await get("teamOverview", token, { period: "last7Days" })).value!;
    const bets = (await get("teamBetHistory", token, LAST_7)).value!;
    const direct = (await get("teamProfitLoss", token, { ...LAST_7, scope: "DIRECT", pageSize: "100" })).value!;
    const all = (await get("teamProfitLoss", token, { ...LAST_7, scope: "ALL" })).value!;

    expect(overview.validBets).toBeGreaterThan(0);
    expect(bets.totals.validBetAmount).toBe(overview.validBets);
    expect(bets.totals.winLoss).toBe(overview.profit);
    for (const pl of [direct.totals, all.totals]) {
      expect(pl.validBetAmount).toBe(overview.validBets);
      expect(pl.winLoss).toBe(overview.profit);
      expect(pl.deposits).toBe(overview.deposits);
      expect(pl.withdrawals).toBe(overview.withdrawals);
      expect(pl.betAmount).toBe(bets.totals.betAmount);
      expect(pl.profit).toBe(pl.winLoss + pl.bonus);
    }
    expect(all.totals).toEqual({ ...direct.totals, memberCount: all.totals.memberCount });
    // The direct rows are the whole filter here (one page), so the total row is their sum.
    expect(direct.totalRecords).toBe(direct.list.length);
    expect(direct.list.reduce((s, r) => s + r.validBetAmount, 0)).toBe(direct.totals.validBetAmount);
    expect(direct.list.every((r) => r.level === 1)).toBe(true);
    expect(all.totalRecords).toBeGreaterThan(direct.totalRecords);
  });

  it("gives each member its days' deposits with the deposit bonus and its bets' figures [RPT-02]", async () => {
    const token = await tokenOf("agent01");
    const team = wholeTeam(store.state.team, member("agent01").id);
    const someone = team.find((m) => m.type === 0 && m.days.some((d) => d.ago <= 29 && d.deposits > 0 && d.validBets > 0))!;
    const inRange = someone.days.filter((d) => d.ago <= 29);
    const answer = (await get("teamProfitLoss", token, { startDate: day(29), endDate: day(0), scope: "ALL", username: someone.account })).value!;
    const row = answer.list.find((r) => r.username === someone.account)!;
    const deposits = inRange.reduce((s, d) => s + d.deposits, 0);
    expect(row.deposits).toBe(deposits);
    expect(row.withdrawals).toBe(inRange.reduce((s, d) => s + d.withdrawals, 0));
    expect(row.validBetAmount).toBe(inRange.reduce((s, d) => s + d.validBets, 0));
    expect(row.winLoss).toBe(inRange.reduce((s, d) => s + d.winLoss, 0));
    expect(row.bonus).toBe(inRange.reduce((s, d) => s + Math.floor((d.deposits * DEPOSIT_BONUS_PERCENT) / 100), 0));
    expect(row.profit).toBe(row.winLoss + row.bonus);
  });
});

describe("user profit and loss orders", () => {
  it("lists the most valid bets first, or the order asked for; refuses an unknown order [RPT-10]", async () => {
    const token = await tokenOf("agent01");
    const rows = async (sortBy?: string) => (await get("teamProfitLoss", token, { ...LAST_7, scope: "ALL", pageSize: "100", ...(sortBy ? { sortBy } : {}) })).value!.list;
    const sorted = (values: number[], descending: boolean) => [...values].sort((a, b) => (descending ? b - a : a - b));
    const byValid = (await rows()).map((r) => r.validBetAmount);
    expect(byValid).toEqual(sorted(byValid, true));
    const low = (await rows("PROFIT_ASC")).map((r) => r.profit);
    expect(low).toEqual(sorted(low, false));
    const high = (await rows("PROFIT_DESC")).map((r) => r.profit);
    expect(high).toEqual(sorted(high, true));
    const deposits = (await rows("DEPOSITS_DESC")).map((r) => r.deposits);
    expect(deposits).toEqual(sorted(deposits, true));
    expect((await get("teamProfitLoss", token, { ...LAST_7, sortBy: "NAME" })).body.message).toBe("agent.report.sort.invalid");
  });
});

describe("my income", () => {
  it("is per day the commission on the team's valid bets and what the contracts with the upline paid, summing with the contract records [RPT-08]", async () => {
    // The contracts are seeded on the store's real clock: noon of that day (like the contract tests).
    store.reset();
    const offered = store.state.contracts.find((c) => c.contractId === "DSL-2004")!.offeredAt;
    const now = (Math.floor(offered / DAY_MS) + 1) * DAY_MS + DAY_MS / 2;
    store.setNow(now);
    const seedDay = (ago: number) => new Date((Math.floor(now / DAY_MS) - ago) * DAY_MS).toISOString().slice(0, 10);
    const token = await tokenOf("agent01");
    const agent = member("agent01");
    const income = (await get("agentIncome", token, { startDate: seedDay(29), endDate: seedDay(0) })).value!;
    expect(income.days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => seedDay(29 - i)));
    const team = wholeTeam(store.state.team, agent.id);
    const commissions = Array.from({ length: 30 }, (_, i) => {
      const ago = 29 - i;
      return Math.floor((team.flatMap((m) => m.days).filter((d) => d.ago === ago).reduce((s, d) => s + d.validBets, 0) * COMMISSION_BASIS_POINTS) / 10_000);
    });
    expect(income.days.map((d) => d.commission)).toEqual(commissions);
    const first = Math.floor(now / DAY_MS) - 29;
    const received = (kind: "dividend" | "dailySalary" | "hourlySalary" | "realTimeSalary") =>
      periodRecords(store, agent, kind, "DAILY").filter((r) => r.contract.downline === "agent01" && r.first >= first && r.first <= first + 29).reduce((s, r) => s + r.amount, 0);
    const salaries = received("dailySalary") + received("hourlySalary") + received("realTimeSalary");
    expect(salaries).toBeGreaterThan(0);
    expect(income.totals.salary).toBe(salaries);
    expect(income.totals.dividend).toBe(received("dividend"));
    expect(income.totals.total).toBe(income.totals.commission + income.totals.dividend + income.totals.salary);
    for (const d of income.days) expect(d.total).toBe(d.commission + d.dividend + d.salary);
    expect((await get("agentIncome", await tokenOf("demo"), LAST_7)).body.message).toBe("Non-agents cannot log in");
  });
});

describe("transaction details", () => {
  it("lists the team's deposits, withdrawals and bonuses adding up with the overview and User Profit and Loss, and a transfer to downline [RPT-09]", async () => {
    const token = await tokenOf("agent01");
    const sent = await encryptedCall(endpoints.downlineTransfer.path, { downline: "demo", amount: 10, paymentPassword: "246801", requestId: "rpt-1" }, { token });
    expect(sent.body.success).toBe(true);
    const overview = (await get("teamOverview", token, { period: "last7Days" })).value!;
    const profit = (await get("teamProfitLoss", token, { ...LAST_7, scope: "ALL" })).value!;
    const sum = async (type: string) => (await get("teamTransactions", token, { ...LAST_7, type })).value!;
    expect((await sum("DEPOSIT")).totals.credit).toBe(overview.deposits);
    expect((await sum("WITHDRAWAL")).totals.debit).toBe(overview.withdrawals);
    expect((await sum("BONUS")).totals.credit).toBe(profit.totals.bonus);
    const transfers = await sum("TRANSFER");
    expect(transfers.list).toEqual([expect.objectContaining({ username: "demo", type: "TRANSFER", detail: "UPLINE_TRANSFER_IN", amount: 1000, reference: "agent01" })]);
    const all = (await get("teamTransactions", token, { ...LAST_7, pageSize: "20" })).value!;
    expect(all.list).toHaveLength(20);
    expect(all.totals.credit).toBe(overview.deposits + profit.totals.bonus + 1000);
    const times = all.list.map((x) => x.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Math.max(...times)).toBeLessThanOrEqual(T0);
    const demo = (await get("teamTransactions", token, { ...LAST_7, username: "DEMO", pageSize: "100" })).value!;
    expect(demo.list.every((x) => x.username === "demo")).toBe(true);
    expect((await get("teamTransactions", token, { ...LAST_7, type: "REFUND" })).body.message).toBe("agent.report.type.invalid");
  });
});
