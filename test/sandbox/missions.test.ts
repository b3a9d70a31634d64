/**
 * Mission activity of the sandbox (issue 30 item 2) through the real handlers, each answer parsed with the client's
 * own schema: missions seeded per member with progress from the member's bets and the cashier ledger, a completed
 * mission's reward claimable once through the reward centre (credited through the ledger), and the leaderboard.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { allEndpoints as endpoints, type AnyEndpointId as EndpointId, type AnyResponseOf as ResponseOf } from "../../src/api/all-endpoints.ts";
import { post } from "../../src/sandbox/rules/cashier-ledger.ts";
import { maskAccount, weekStart } from "../../src/sandbox/rules/missions.ts";
import { MESSAGE_REWARD_CLAIMED } from "../../src/sandbox/rules/retention.ts";
import { MERCHANT, platformFetch, store } from "./helpers.ts";
import { books, member, T0, tokenOf } from "./cashier-helpers.ts";

beforeEach(() => {
  store.reset();
  store.setNow(T0);
});

async function call<K extends EndpointId>(id: K, token: string, options: { body?: unknown } = {}) {
  const endpoint = endpoints[id];
  const response = await platformFetch(endpoint.path, {
    method: endpoint.method,
    headers: { Authorization: token, Merchant: MERCHANT, ...(endpoint.body === "json" ? { "Content-Type": "application/json" } : {}) },
    ...(endpoint.body === "json" ? { body: JSON.stringify(options.body ?? {}) } : {}),
  });
  const body = (await response.json()) as { success: boolean; value?: unknown; message?: string };
  return { body, value: (body.success ? v.parse(endpoint.schema, body.value) : undefined) as ResponseOf<K> };
}

const DAY = 86_400_000;

describe("missions [MIS-02 MIS-04 MIS-05 MIS-06]", () => {
  it("seeds the same missions for a member after a reset, of every kind, with the open count of the list", async () => {
    const first = (await call("missionSummary", await tokenOf("demo"))).value;
    store.reset();
    store.setNow(T0);
    const again = (await call("missionSummary", await tokenOf("demo"))).value;
    expect(again).toEqual(first);
    expect(new Set(first.missions.map((m) => m.kind))).toEqual(new Set(["VALID_BET_TODAY", "VALID_BET_WEEK", "DEPOSIT_WEEK", "LOGIN_DAYS", "GAMES_PLAYED"]));
    expect(first.openCount).toBe(first.missions.filter((m) => m.status === "IN_PROGRESS" || m.status === "COMPLETED").length);
    const statuses = new Set(first.missions.map((m) => m.status));
    expect(statuses).toEqual(new Set(["IN_PROGRESS", "COMPLETED", "CLAIMED", "EXPIRED"]));
    for (const m of first.missions) {
      expect(m.progress).toBeLessThanOrEqual(m.goal);
      expect(m.claimId !== null).toBe(m.status === "COMPLETED" || m.status === "CLAIMED");
    }
  });

  it("counts this week's valid bets from the member's own bets, the same score the leaderboard ranks", async () => {
    const token = await tokenOf("demo");
    const summary = (await call("missionSummary", token)).value;
    const board = (await call("missionLeaderboard", token)).value;
    const week = summary.missions.find((m) => m.kind === "VALID_BET_WEEK")!;
    expect(board.own).not.toBeNull();
    expect(board.own!.account).toBe(maskAccount("demo"));
    expect(board.periodStart).toBe(weekStart(T0));
    expect(board.periodEnd).toBe(weekStart(T0) + 7 * DAY);
    expect(Math.min(board.own!.score / 100, week.goal)).toBe(week.progress);
    // Ranked best first, rank by position, at most 10 rows; the member's rank counts those above.
    expect(board.list.length).toBeLessThanOrEqual(10);
    board.list.forEach((row, i) => expect(row.rank).toBe(i + 1));
    expect([...board.list].sort((a, b) => b.score - a.score)).toEqual(board.list);
    for (const row of board.list) expect(row.account).toMatch(/^\w{1,2}\*\*\*\w?$/);
  });

  it("a credited deposit moves the deposit mission; reaching the goal makes its reward claimable in the reward centre", async () => {
    const token = await tokenOf("demo");
    const deposit = () => call("missionSummary", token).then((a) => a.value.missions.find((m) => m.kind === "DEPOSIT_WEEK" && m.endTime > T0)!);
    const before = await deposit();
    expect(before.status).toBe("IN_PROGRESS");
    expect(before.progress).toBe(0);
    // What a credited deposit writes (rules/cashier.ts): a DEPOSIT row of the ledger.
    post(store, member("demo"), "DEPOSIT", Math.round(before.goal * 100), "D-test");
    const after = await deposit();
    expect(after.progress).toBe(before.goal);
    expect(after.status).toBe("COMPLETED");
    const book = (await call("rewardBook", token)).value;
    expect(book.claimable.map((r) => r.claimId)).toContain(after.claimId);
  });
});

describe("claiming a mission's reward [MIS-07 MIS-08]", () => {
  it("is credited once through the ledger; the mission becomes claimed and the open count drops by one", async () => {
    const token = await tokenOf("demo");
    const before = (await call("missionSummary", token)).value;
    const completed = before.missions.find((m) => m.status === "COMPLETED")!;
    const balance = books("demo");
    const claim = await call("rewardClaim", token, { body: { claimId: completed.claimId } });
    expect(claim.value).toEqual({ claimId: completed.claimId, amount: completed.reward });
    expect(books("demo")).toBe(balance + completed.reward);
    const after = (await call("missionSummary", token)).value;
    expect(after.missions.find((m) => m.missionId === completed.missionId)!.status).toBe("CLAIMED");
    expect(after.openCount).toBe(before.openCount - 1);
    expect((await call("rewardClaim", token, { body: { claimId: completed.claimId } })).body.message).toBe(MESSAGE_REWARD_CLAIMED);
    expect(books("demo")).toBe(balance + completed.reward);
  });

  it("a mission whose end passed before it was claimed is expired and its reward no longer claimable", async () => {
    const token = await tokenOf("demo");
    const today = (await call("missionSummary", token)).value.missions.find((m) => m.kind === "VALID_BET_TODAY")!;
    store.setNow(today.endTime + 1);
    const later = (await call("missionSummary", token)).value.missions.find((m) => m.missionId === today.missionId)!;
    expect(later.status).toBe("EXPIRED");
    expect(later.claimId).toBeNull();
  });

  it("each member has their own missions: another member's mission reward cannot be claimed", async () => {
    const demo = (await call("missionSummary", await tokenOf("demo"))).value.missions.find((m) => m.status === "COMPLETED")!;
    const agent = await tokenOf("agent01");
    expect((await call("rewardClaim", agent, { body: { claimId: demo.claimId } })).body.success).toBe(false);
  });
});
