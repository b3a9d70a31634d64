// @vitest-environment node
/**
 * The inbox, reward centre, cashback and referral of the sandbox (issue 30 item 2) through the real handlers, each
 * answer parsed with the client's own schema: unread state per member, claims credited once through the cashier
 * ledger, cashback only while manual rebate is on.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { allEndpoints as endpoints, type AnyEndpointId as EndpointId, type AnyResponseOf as ResponseOf } from "../../src/api/all-endpoints.ts";
import { patchScenario } from "../../src/sandbox/scenarios.ts";
import { HOSTILE_MESSAGE_TITLE } from "../../src/sandbox/seed/retention.ts";
import { MESSAGE_NO_CASHBACK, MESSAGE_NOT_FOUND, MESSAGE_REWARD_CLAIMED, MESSAGE_REWARD_NOT_FOUND } from "../../src/sandbox/rules/retention.ts";
import { MESSAGE_NOT_AVAILABLE } from "../../src/sandbox/rules/modules.ts";
import { MERCHANT, platformFetch, store } from "./helpers.ts";
import { books, ledgerOf, T0, tokenOf } from "./cashier-helpers.ts";

beforeEach(() => {
  store.reset();
  store.setNow(T0);
});

async function call<K extends EndpointId>(id: K, token: string, options: { query?: Record<string, string>; body?: unknown } = {}) {
  const endpoint = endpoints[id];
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : "";
  const response = await platformFetch(`${endpoint.path}${query}`, {
    method: endpoint.method,
    headers: { Authorization: token, Merchant: MERCHANT, ...(endpoint.body === "json" ? { "Content-Type": "application/json" } : {}) },
    ...(endpoint.body === "json" ? { body: JSON.stringify(options.body ?? {}) } : {}),
  });
  const body = (await response.json()) as { success: boolean; value?: unknown; message?: string };
  return { status: response.status, body, value: (body.success ? v.parse(endpoint.schema, body.value) : undefined) as ResponseOf<K> };
}

describe("the inbox [RWD-01 RWD-02 RWD-03 RWD-04 RWD-05]", () => {
  it("counts unread messages per member; reading one lowers the count by one and only for that member", async () => {
    const demo = await tokenOf("demo");
    const agent = await tokenOf("agent01");
    const page1 = (await call("inboxList", demo, { query: { pageNo: "1", pageSize: "10" } })).value;
    const unread = page1.list.filter((m) => !m.read).length;
    expect(unread).toBeGreaterThan(1);
    expect((await call("inboxUnread", demo)).value).toBe(unread);
    expect(page1.totalPages).toBe(Math.ceil(page1.total / 10));
    expect([...page1.list].sort((a, b) => b.sendTime - a.sendTime)).toEqual(page1.list);
    const agentUnread = (await call("inboxUnread", agent)).value;
    const first = page1.list.find((m) => !m.read)!;
    const opened = await call("inboxRead", demo, { body: { messageId: first.messageId } });
    expect(opened.value.title).toBe(first.title);
    expect((await call("inboxUnread", demo)).value).toBe(unread - 1);
    expect((await call("inboxUnread", agent)).value).toBe(agentUnread);
    // Reading it again changes nothing.
    await call("inboxRead", demo, { body: { messageId: first.messageId } });
    expect((await call("inboxUnread", demo)).value).toBe(unread - 1);
  });

  it("a member cannot read another member's message; a deleted message is gone and cannot be deleted twice", async () => {
    const demo = await tokenOf("demo");
    const agent = await tokenOf("agent01");
    const [message] = (await call("inboxList", demo, { query: { pageNo: "1", pageSize: "10" } })).value.list;
    expect((await call("inboxRead", agent, { body: { messageId: message!.messageId } })).body.message).toBe(MESSAGE_NOT_FOUND);
    const total = (await call("inboxList", demo, { query: { pageNo: "1", pageSize: "10" } })).value.total;
    expect((await call("inboxDelete", demo, { body: { messageId: message!.messageId } })).body.success).toBe(true);
    const after = (await call("inboxList", demo, { query: { pageNo: "1", pageSize: "10" } })).value;
    expect(after.total).toBe(total - 1);
    expect(after.list.some((m) => m.messageId === message!.messageId)).toBe(false);
    expect((await call("inboxDelete", demo, { body: { messageId: message!.messageId } })).body.message).toBe(MESSAGE_NOT_FOUND);
    expect((await call("inboxRead", demo, { body: { messageId: message!.messageId } })).body.message).toBe(MESSAGE_NOT_FOUND);
  });

  it("mark all read leaves nothing unread; a bad page is refused; the hostile message really carries hostile HTML", async () => {
    const demo = await tokenOf("demo");
    expect((await call("inboxList", demo, { query: { pageNo: "0", pageSize: "10" } })).body.success).toBe(false);
    const list = (await call("inboxList", demo, { query: { pageNo: "1", pageSize: "50" } })).value.list;
    const hostile = list.find((m) => m.title === HOSTILE_MESSAGE_TITLE)!;
    const content = (await call("inboxRead", demo, { body: { messageId: hostile.messageId } })).value.content;
    expect(content).toMatch(/onerror=/);
    expect(content).toMatch(/<script>/);
    await call("inboxReadAll", demo);
    expect((await call("inboxUnread", demo)).value).toBe(0);
  });

  it("needs a session", async () => {
    expect((await call("inboxUnread", "")).status).toBe(401);
  });
});

describe("the reward centre [RWD-06 RWD-07 RWD-08]", () => {
  it("a claim credits the main wallet once through the ledger; claiming again is refused", async () => {
    const demo = await tokenOf("demo");
    const before = (await call("rewardBook", demo)).value;
    expect(before.claimable.length).toBeGreaterThan(0);
    const reward = before.claimable[0]!;
    const balance = books("demo");
    const claimed = await call("rewardClaim", demo, { body: { claimId: reward.claimId } });
    expect(claimed.value).toEqual({ claimId: reward.claimId, amount: reward.amount });
    expect(books("demo")).toBe(balance + reward.amount);
    expect(ledgerOf("demo").at(-1)).toMatchObject({ kind: "REWARD", amount: reward.amount, reference: reward.claimId });
    const after = (await call("rewardBook", demo)).value;
    expect(after.claimable.map((r) => r.claimId)).toEqual(before.claimable.slice(1).map((r) => r.claimId));
    expect(after.history[0]).toMatchObject({ name: reward.name, amount: reward.amount });
    expect((await call("rewardClaim", demo, { body: { claimId: reward.claimId } })).body.message).toBe(MESSAGE_REWARD_CLAIMED);
    expect(books("demo")).toBe(balance + reward.amount);
  });

  it("an expired reward is not listed; an unknown or another member's reward is refused", async () => {
    const demo = await tokenOf("demo");
    const agent = await tokenOf("agent01");
    const own = (await call("rewardBook", demo)).value;
    for (const r of own.claimable) expect(r.expiresAt === null || r.expiresAt > T0).toBe(true);
    expect((await call("rewardClaim", agent, { body: { claimId: own.claimable[0]!.claimId } })).body.message).toBe(MESSAGE_REWARD_NOT_FOUND);
    expect((await call("rewardClaim", demo, { body: { claimId: "nope" } })).body.message).toBe(MESSAGE_REWARD_NOT_FOUND);
  });
});

describe("cashback [RWD-09 RWD-10]", () => {
  it("is refused while manual rebate is off", async () => {
    const demo = await tokenOf("demo");
    expect((await call("rebateBook", demo)).body.message).toBe(MESSAGE_NOT_AVAILABLE);
  });

  it("credits a category's cashback once and empties it", async () => {
    patchScenario(store, { whitelabel: { MANUALREBATE3: true } });
    const demo = await tokenOf("demo");
    const book = (await call("rebateBook", demo)).value;
    const live = book.categories[0]!;
    const balance = books("demo");
    expect((await call("rebateClaim", demo, { body: { category: live.category } })).value).toEqual({ claimId: live.category, amount: live.amount });
    expect(books("demo")).toBe(balance + live.amount);
    expect(ledgerOf("demo").at(-1)).toMatchObject({ kind: "CASHBACK", amount: live.amount });
    const after = (await call("rebateBook", demo)).value;
    expect(after.categories.map((c) => c.category)).toEqual(book.categories.slice(1).map((c) => c.category));
    expect(after.history.length).toBe(book.history.length + 1);
    expect((await call("rebateClaim", demo, { body: { category: live.category } })).body.message).toBe(MESSAGE_NO_CASHBACK);
    expect(books("demo")).toBe(balance + live.amount);
  });
});

describe("referral [RWD-11 RWD-12]", () => {
  it("answers the member's code and the friends, whose earnings add up to the total", async () => {
    const demo = await tokenOf("demo");
    const details = (await call("referralDetails", demo, { query: { autoGenerate: "true" } })).value;
    const friends = (await call("referralFriends", demo)).value.list;
    expect(details.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(details.totalInvitations).toBe(friends.length);
    expect(details.totalEarned).toBe(friends.reduce((sum, f) => sum + f.earned, 0));
    const other = (await call("referralDetails", await tokenOf("agent01"))).value;
    expect(other.referralCode).not.toBe(details.referralCode);
  });
});
