// @vitest-environment node
/**
 * The records calls in the sandbox (issue 30 item 1, ADR 0014) through the real handlers and the client's schemas:
 * seeded betting history with the range's totals, the account record over the cashier ledger, the profit and loss
 * per day, bonuses, and the refusals.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { allEndpoints as endpoints, type AnyResponseOf as ResponseOf } from "../../src/api/all-endpoints.ts";
import { DEPOSIT_CREDIT_MS } from "../../src/sandbox/seed/cashier.ts";
import { getEnvelope, store } from "./helpers.ts";
import { call as cashierCall, T0, tokenOf } from "./cashier-helpers.ts";

type RecordId = "bettingRecords" | "transactionHistory" | "personalProfit" | "bonusDetails";
const DAY = 86_400_000;

beforeEach(() => {
  store.reset();
  store.setNow(T0);
});

async function get<K extends RecordId>(id: K, token: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, value]) => [k, String(value)]));
  const answer = await getEnvelope(`${endpoints[id].path}?${search.toString()}`, { headers: { Authorization: token } });
  return { ...answer, value: answer.body.success ? (v.parse(endpoints[id].schema, answer.body.value) as ResponseOf<K>) : undefined };
}

const last = (days: number) => ({ startTime: T0 - days * DAY, endTime: T0, timeZone: "America/Sao_Paulo" });

describe("betting record [REC-07][REC-09]", () => {
  it("pages thousands of seeded bets newest first; the totals are the whole range's, equal to the sum of every page", async () => {
    const token = await tokenOf("demo");
    const first = await get("bettingRecords", token, { ...last(30), gameCategory: "ALL", pageNo: 1, pageSize: 100 });
    const all = first.value!;
    expect(all.totalRecords).toBeGreaterThan(800);
    const pages = Math.ceil(all.totalRecords / 100);
    const rows = [...all.list];
    for (let p = 2; p <= pages; p += 1) rows.push(...(await get("bettingRecords", token, { ...last(30), gameCategory: "ALL", pageNo: p, pageSize: 100 })).value!.list);
    expect(rows).toHaveLength(all.totalRecords);
    expect(new Set(rows.map((r) => r.betId)).size).toBe(rows.length);
    expect(rows.every((r, i) => i === 0 || rows[i - 1]!.betTime >= r.betTime)).toBe(true);
    expect(all.totals.betAmount).toBe(rows.reduce((s, r) => s + r.betAmount, 0));
    expect(all.totals.validBetAmount).toBe(rows.reduce((s, r) => s + r.validBetAmount, 0));
    expect(all.totals.winLoss).toBe(rows.reduce((s, r) => s + r.winLoss, 0));
    const ninety = await get("bettingRecords", token, { ...last(89), gameCategory: "ALL", pageNo: 1, pageSize: 1 });
    expect(ninety.value!.totalRecords).toBeGreaterThanOrEqual(3000);
  });

  it("narrows by category, and is the same after a reset (seeded)", async () => {
    const token = await tokenOf("demo");
    const live = (await get("bettingRecords", token, { ...last(7), gameCategory: "LIVE", pageNo: 1, pageSize: 50 })).value!;
    expect(live.totalRecords).toBeGreaterThan(0);
    expect(live.list.every((r) => r.gameCategory === "LIVE")).toBe(true);
    store.reset();
    store.setNow(T0);
    const again = (await get("bettingRecords", await tokenOf("demo"), { ...last(7), gameCategory: "LIVE", pageNo: 1, pageSize: 50 })).value!;
    expect(again).toEqual(live);
  });

  it("has no history for a member without one, and refuses bad queries", async () => {
    expect((await get("bettingRecords", await tokenOf("newbie"), { ...last(30), pageNo: 1, pageSize: 20 })).value!.totalRecords).toBe(0);
    const token = await tokenOf("demo");
    const refused = async (query: Record<string, string | number>) => (await get("bettingRecords", token, query)).body.message;
    expect(await refused({ startTime: T0, endTime: T0 - 1, pageNo: 1, pageSize: 20 })).toBe("records.range.invalid");
    expect(await refused({ startTime: T0 - 120 * DAY, endTime: T0, pageNo: 1, pageSize: 20 })).toBe("records.range.tooOld");
    expect(await refused({ ...last(1), gameCategory: "POKER", pageNo: 1, pageSize: 20 })).toBe("records.category.invalid");
    expect(await refused({ ...last(1), pageNo: 0, pageSize: 20 })).toBe("records.paging.invalid");
    expect(await refused({ ...last(1), pageNo: 1, pageSize: 500 })).toBe("records.paging.invalid");
    expect((await get("bettingRecords", "", { ...last(1), pageNo: 1, pageSize: 20 })).status).toBe(401);
  });
});

describe("profit and loss [REC-10]", () => {
  it("answers every day of the range in the player's time zone, and the days sum to the range's bets", async () => {
    const token = await tokenOf("demo");
    const profit = (await get("personalProfit", token, { ...last(7), gameCategory: "ALL" })).value!;
    expect(profit.days.length).toBeGreaterThanOrEqual(7);
    expect(profit.days.length).toBeLessThanOrEqual(8);
    expect(profit.days.reduce((s, d) => s + d.winLoss, 0)).toBe(profit.totals.winLoss);
    expect(profit.days.reduce((s, d) => s + d.betCount, 0)).toBe(profit.totals.betCount);
    const bets = (await get("bettingRecords", token, { ...last(7), gameCategory: "ALL", pageNo: 1, pageSize: 1 })).value!;
    expect(profit.totals.betCount).toBe(bets.totalRecords);
    expect(profit.totals.winLoss).toBe(bets.totals.winLoss);
    expect((await get("personalProfit", token, { ...last(7), timeZone: "Mars/Olympus" })).body.message).toBe("records.timeZone.invalid");
  });
});

describe("account record [REC-07][REC-09]", () => {
  it("lists a deposit once it is credited, newest first, with money in and out of the range", async () => {
    const token = await tokenOf("demo");
    const before = (await get("transactionHistory", token, { ...last(30), type: "DEPOSIT", pageNo: 1, pageSize: 100 })).value!;
    await cashierCall("depositSubmit", token, { body: { channelId: "pix-instant", amount: 123.45, requestId: "rec-1" } });
    store.setNow(T0 + DEPOSIT_CREDIT_MS + 1000);
    const after = (await get("transactionHistory", token, { startTime: T0 - 30 * DAY, endTime: T0 + DAY, type: "DEPOSIT", pageNo: 1, pageSize: 100 })).value!;
    expect(after.totalRecords).toBe(before.totalRecords + 1);
    expect(after.list[0]).toMatchObject({ type: "DEPOSIT", amount: 12345 });
    expect(after.totals.credit).toBe(before.totals.credit + 12345);
    const all = (await get("transactionHistory", token, { startTime: T0 - 30 * DAY, endTime: T0 + DAY, type: "ALL", pageNo: 1, pageSize: 100 })).value!;
    expect(all.totals.credit).toBe(all.list.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0));
    expect(all.totals.debit).toBe(-all.list.filter((t) => t.amount < 0).reduce((s, t) => s + t.amount, 0));
    expect(new Set(all.list.map((t) => t.type))).toEqual(new Set(["DEPOSIT", "WITHDRAWAL", "TRANSFER", "BONUS"]));
  });
});

describe("bonus details [REC-09]", () => {
  it("lists the member's bonuses with their turnover, narrowed by status", async () => {
    const token = await tokenOf("demo");
    const all = (await get("bonusDetails", token, { ...last(89), status: "ALL", pageNo: 1, pageSize: 100 })).value!;
    expect(all.totalRecords).toBeGreaterThanOrEqual(8);
    expect(all.totals.amount).toBe(all.list.reduce((s, b) => s + b.amount, 0));
    for (const b of all.list) expect(b.status === "COMPLETED").toBe(b.turnoverCompleted >= b.turnoverRequired);
    const active = (await get("bonusDetails", token, { ...last(89), status: "ACTIVE", pageNo: 1, pageSize: 100 })).value!;
    expect(active.list.every((b) => b.status === "ACTIVE")).toBe(true);
    expect(active.totalRecords).toBe(all.list.filter((b) => b.status === "ACTIVE").length);
  });
});
