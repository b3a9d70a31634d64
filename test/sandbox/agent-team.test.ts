// @vitest-environment node
/**
 * The sandbox's agent team (issue 29) through its real HTTP handlers, every answer parsed with the client's schemas:
 * the seeded tree, the downline list, search, the overview as sums of the members' days, transfer to downline.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { allEndpoints as endpoints } from "../../src/api/all-endpoints.ts";
import { DAY_MS } from "../../src/sandbox/seed/agent-team.ts";
import { periodDays, wholeTeam } from "../../src/sandbox/rules/agent-team.ts";
import { encryptedCall, getEnvelope, store } from "./helpers.ts";
import { books, ledgerOf, member, T0, tokenOf } from "./cashier-helpers.ts";

beforeEach(() => {
  store.reset();
  store.setNow(T0);
});

async function list(token: string, query: Record<string, string> = {}) {
  const answer = await getEnvelope(`${endpoints.downlineList.path}?${new URLSearchParams(query).toString()}`, { headers: { Authorization: token } });
  return { body: answer.body, value: answer.body.success ? v.parse(endpoints.downlineList.schema, answer.body.value) : null };
}

async function transfer(token: string, body: Record<string, unknown>) {
  const answer = await encryptedCall(endpoints.downlineTransfer.path, body, { token });
  return { body: answer.body, value: answer.body.success ? v.parse(endpoints.downlineTransfer.schema, answer.body.value) : null };
}

describe("the seeded agent team", () => {
  it("gives agent01 three levels and hundreds of downlines, demo among the direct ones [TEAM-01]", () => {
    const agent = member("agent01");
    const team = wholeTeam(store.state.team, agent.id);
    expect(team.length).toBeGreaterThan(200);
    expect(new Set(team.map((m) => m.level))).toEqual(new Set([1, 2, 3]));
    expect(team.find((m) => m.account === "demo")).toMatchObject({ level: 1, parentId: agent.id, memberId: member("demo").id });
    expect(new Set(team.map((m) => m.account)).size).toBe(team.length);
  });

  it("lists the direct downlines page by page, a sub-agent's downlines, and refuses members [TEAM-01] [TEAM-02] [AGT-03]", async () => {
    const token = await tokenOf("agent01");
    const first = (await list(token, { pageNo: "1", pageSize: "5" })).value!;
    const direct = store.state.team.members.filter((m) => m.parentId === member("agent01").id);
    expect(first.total).toBe(direct.length);
    expect(first.list).toHaveLength(5);
    const all = (await list(token, { pageSize: "100" })).value!;
    const demo = all.list.find((r) => r.username === "demo")!;
    expect(demo).toMatchObject({ accountType: 0, balance: member("demo").balanceMinor, level: 1, downlineCount: 0 });
    const agent = all.list.find((r) => r.accountType !== 0)!;
    expect(agent.downlineCount).toBeGreaterThan(0);
    const below = (await list(token, { parentUsername: agent.username, pageSize: "100" })).value!;
    expect(below.total).toBe(agent.downlineCount);
    expect(below.list.every((r) => r.level === 2 && r.parentUsername === agent.username)).toBe(true);
    expect((await list(token, { parentUsername: "demo" })).body.message).toBe("agent.team.noDownlines");
    expect((await list(token, { parentUsername: "vipgold" })).body.message).toBe("agent.team.notDownline");
    expect((await list(await tokenOf("demo"))).body.message).toBe("Non-agents cannot log in");
  });

  it("searches usernames across the whole tree [TEAM-03]", async () => {
    const token = await tokenOf("agent01");
    const deep = wholeTeam(store.state.team, member("agent01").id).find((m) => m.level === 3)!;
    const part = deep.account.slice(1, 5).toUpperCase();
    const found = (await list(token, { username: part, pageSize: "100" })).value!;
    const expected = wholeTeam(store.state.team, member("agent01").id).filter((m) => m.account.toLowerCase().includes(part.toLowerCase()));
    expect(found.total).toBe(expected.length);
    expect(found.list.map((r) => r.username)).toContain(deep.account);
  });

  it("answers the overview as the sum of the members' days [TEAM-05]", async () => {
    const token = await tokenOf("agent01");
    const answer = await getEnvelope(`${endpoints.teamOverview.path}?period=last7Days`, { headers: { Authorization: token } });
    const overview = v.parse(endpoints.teamOverview.schema, answer.body.value);
    const days = periodDays("last7Days");
    const today = Math.floor(T0 / DAY_MS);
    const team = wholeTeam(store.state.team, member("agent01").id);
    const inPeriod = team.flatMap((m) => m.days.filter((d) => days.includes(d.ago)));
    expect(overview.teamSize).toBe(team.length);
    expect(overview.validBets).toBe(inPeriod.reduce((s, d) => s + d.validBets, 0));
    expect(overview.deposits).toBe(inPeriod.reduce((s, d) => s + d.deposits, 0));
    expect(overview.profit).toBe(inPeriod.reduce((s, d) => s + d.winLoss, 0));
    expect(overview.days.map((d) => d.date)).toEqual(days.map((ago) => new Date((today - ago) * DAY_MS).toISOString().slice(0, 10)));
    expect(overview.days.reduce((s, d) => s + d.validBets, 0)).toBe(overview.validBets);
    expect(overview.validBets).toBeGreaterThan(0);
    expect((await getEnvelope(`${endpoints.teamOverview.path}?period=forever`, { headers: { Authorization: token } })).body.success).toBe(false);
  });
});

describe("transfer to downline", () => {
  it("moves the amount from the agent's ledger to the downline's, once per requestId [TEAM-04] [CASH-02]", async () => {
    const token = await tokenOf("agent01");
    const agentBefore = member("agent01").balanceMinor;
    const demoBefore = member("demo").balanceMinor;
    const body = { downline: "demo", amount: 10, paymentPassword: "246801", requestId: "dt-1" };
    expect((await transfer(token, { ...body, paymentPassword: "000000" })).body.message).toBe("cashier.paymentPassword.wrong");
    expect((await transfer(token, { ...body, amount: 0.5 })).body.message).toBe("cashier.amount.belowMinimum");
    expect((await transfer(token, { ...body, amount: agentBefore / 100 + 1 })).body.message).toBe("cashier.balance.insufficient");
    expect((await transfer(token, { ...body, downline: "vipgold" })).body.message).toBe("agent.team.notDownline");
    const first = (await transfer(token, body)).value!;
    expect(first).toMatchObject({ amount: 1000, downline: "demo" });
    expect((await transfer(token, body)).value).toEqual(first);
    expect(books("agent01")).toBe(agentBefore - 1000);
    expect(books("demo")).toBe(demoBefore + 1000);
    expect(ledgerOf("agent01").filter((r) => r.kind === "DOWNLINE_TRANSFER")).toEqual([expect.objectContaining({ amount: -1000, reference: first.transferId })]);
    expect(ledgerOf("demo").filter((r) => r.kind === "UPLINE_TRANSFER_IN")).toEqual([expect.objectContaining({ amount: 1000, reference: first.transferId })]);
  });

  it("credits a downline that is not a login member in the team's books, and refuses a frozen one [TEAM-04]", async () => {
    const token = await tokenOf("agent01");
    const team = wholeTeam(store.state.team, member("agent01").id);
    const deep = team.find((m) => m.level === 3 && m.status === "active")!;
    const before = deep.balanceMinor;
    const answer = (await transfer(token, { downline: deep.account, amount: "25.50", paymentPassword: "246801", requestId: "dt-2" })).value!;
    expect(deep.balanceMinor).toBe(before + 2550);
    expect(store.state.team.ledgers.get(deep.id)).toEqual([expect.objectContaining({ amount: 2550, balanceAfter: before + 2550, reference: answer.transferId })]);
    const frozen = team.find((m) => m.status === "frozen")!;
    expect((await transfer(token, { downline: frozen.account, amount: 1, paymentPassword: "246801", requestId: "dt-3" })).body.message).toBe("agent.team.downlineFrozen");
    expect((await transfer(await tokenOf("demo"), { downline: "demo", amount: 1, paymentPassword: "135790", requestId: "dt-4" })).body.message).toBe("Non-agents cannot log in");
  });
});
