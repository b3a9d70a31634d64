// @vitest-environment node
/**
 * Contract offers, answers and terminations in the sandbox (issue 29; SPEC §4; deviation OFR-09) through the real
 * handlers and the client's schemas: an agent offers its direct downline terms no higher than its own, the offer
 * ends the downline's live contracts of the kind with a higher rate once the agent has named them, the downline
 * answers, either party terminates, and the refusals.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { allEndpoints as endpoints } from "../../src/api/all-endpoints.ts";
import { contractActionSchema, contractOffersSchema } from "../../src/api/contract-schemas.ts";
import { CONTRACT_MESSAGE, ownRate, topRateOf } from "../../src/sandbox/rules/contracts.ts";
import { directDownlines, teamOf } from "../../src/sandbox/rules/agent-team.ts";
import { applyPreset } from "../../src/sandbox/scenarios.ts";
import { DEMO_OFFER_IDS } from "../../src/sandbox/seed/contracts.ts";
import { getEnvelope, postJson, store } from "./helpers.ts";
import { tokenOf } from "./cashier-helpers.ts";

const DAILY = endpoints.dailySalaryContract.path;

async function act(path: string, token: string, body: Record<string, unknown>) {
  const answer = await postJson(path, body, { Authorization: token });
  return { ...answer, value: answer.body.success ? v.parse(contractActionSchema, answer.body.value) : undefined };
}
async function offers(token: string) {
  const answer = await getEnvelope(endpoints.contractOffers.path, { headers: { Authorization: token } });
  return v.parse(contractOffersSchema, answer.body.value);
}
const contract = (id: string) => store.state.contracts.find((c) => c.contractId === id)!;
/** demo's live daily-salary contracts with agent01. */
const demoLive = () => store.state.contracts.filter((c) => c.kind === "dailySalary" && c.downline === "demo" && (c.state === "active" || c.state === "pending"));
/** Daily-salary terms at `rate` percent: two tiers, the second at the rate. */
const daily = (rate: string, extra: Record<string, unknown> = {}) => ({
  downline: "demo",
  period: "DAILY",
  tiers: [
    { betAmount: "1000.00", profitLoss: 0, activeMembers: 1, rate: "0.20" },
    { betAmount: "5000.00", profitLoss: 0, activeMembers: 3, rate },
  ],
  betAmount: "500.00",
  ...extra,
});

const member = (account: string) => store.state.members.find((m) => m.account === account);

beforeEach(() => {
  store.reset();
  // The seed's clock: two days after DSL-2004 was offered (the seed counts its days back from the reset).
  store.setNow(store.state.contracts.find((c) => c.contractId === "DSL-2004")!.offeredAt + 2 * 86_400_000);
});

describe("checking and sending an offer [OFR-01][OFR-02][AGT-04]", () => {
  it("names demo's live contracts with a higher rate, and ending them makes a pending offer", async () => {
    const agent = await tokenOf("agent01");
    const own = ownRate(store, member("agent01")!, "dailySalary")!;
    const higher = demoLive().filter((c) => topRateOf(c) > 60);
    expect(higher.length).toBeGreaterThan(0);
    expect(own).toBeGreaterThanOrEqual(60);
    const check = await act(DAILY, agent, { action: "CHECK", ...daily("0.60") });
    expect(check.value!.ending.map((c) => c.contractId).sort()).toEqual(higher.map((c) => c.contractId).sort());
    expect(check.value!.ending.every((c) => c.party === "demo" && c.state === "active" && c.topRateBp > 60)).toBe(true);
    // The check changes nothing.
    expect(higher.every((c) => contract(c.contractId).state === "active")).toBe(true);

    const sent = await act(DAILY, agent, { action: "OFFER", ...daily("0.60"), ending: higher.map((c) => c.contractId) });
    expect(sent.value!.contract).toMatchObject({ party: "demo", state: "pending", topRateBp: 60, kind: "dailySalary" });
    expect(higher.every((c) => contract(c.contractId).state === "terminated")).toBe(true);
    const made = contract(sent.value!.contract!.contractId);
    expect(made).toMatchObject({ upline: "agent01", downline: "demo", period: "DAILY", betAmount: 500_00 });
    expect(made.tiers.map((t) => t.rate)).toEqual([20, 60]);
  });

  it("ends nothing when the new rate is not lower", async () => {
    const agent = await tokenOf("agent01");
    const top = Math.max(...demoLive().map(topRateOf));
    const rate = (top / 100).toFixed(2);
    const check = await act(DAILY, agent, { action: "CHECK", ...daily(rate) });
    expect(check.value!.ending).toEqual([]);
  });

  it("refuses an offer whose listed endings differ from the platform's, and changes nothing", async () => {
    const agent = await tokenOf("agent01");
    const before = demoLive().map((c) => c.contractId);
    const sent = await act(DAILY, agent, { action: "OFFER", ...daily("0.60"), ending: [] });
    expect(sent.body).toMatchObject({ success: false, message: CONTRACT_MESSAGE.endingChanged });
    expect(demoLive().map((c) => c.contractId)).toEqual(before);
  });

  it("refuses a rate above the agent's own, rates falling from tier to tier, a missing bet amount and a bad period", async () => {
    const agent = await tokenOf("agent01");
    const own = ownRate(store, member("agent01")!, "dailySalary")!;
    const above = await act(DAILY, agent, { action: "CHECK", ...daily(((own + 1) / 100).toFixed(2)) });
    expect(above.body.message).toBe(CONTRACT_MESSAGE.aboveOwn);
    const falling = await act(DAILY, agent, { action: "CHECK", ...daily("0.10") });
    expect(falling.body.message).toBe(CONTRACT_MESSAGE.terms);
    const noBet = await act(DAILY, agent, { action: "CHECK", ...daily("0.60", { betAmount: null }) });
    expect(noBet.body.message).toBe(CONTRACT_MESSAGE.terms);
    const period = await act(DAILY, agent, { action: "CHECK", ...daily("0.60", { period: "YEARLY" }) });
    expect(period.body.message).toBe(CONTRACT_MESSAGE.terms);
  });

  it("offers only to the agent's direct downlines, and a member cannot offer", async () => {
    const agent = await tokenOf("agent01");
    const root = member("agent01")!;
    const child = directDownlines(teamOf(store), root.id).find((m) => m.type !== 0)!;
    const grandchild = directDownlines(teamOf(store), child.id)[0]!;
    const far = await act(DAILY, agent, { action: "CHECK", ...daily("0.60", { downline: grandchild.account }) });
    expect(far.body.message).toBe(CONTRACT_MESSAGE.notDownline);
    const near = await act(DAILY, agent, { action: "CHECK", ...daily("0.60", { downline: child.account }) });
    expect(near.body.success).toBe(true);
    const byMember = await act(DAILY, await tokenOf("demo"), { action: "CHECK", ...daily("0.60", { downline: "agent01" }) });
    expect(byMember.body.message).toBe(CONTRACT_MESSAGE.notAgent);
  });

  it("answers 401 without a session", async () => {
    const answer = await postJson(DAILY, { action: "CHECK", ...daily("0.60") });
    expect(answer.status).toBe(401);
  });
});

describe("answering offers [OFR-03][AGT-06]", () => {
  it("lists demo's waiting offers newest first with their terms; demo accepts one and rejects the other", async () => {
    const agent = await tokenOf("agent01");
    const ending = demoLive().filter((c) => c.state === "active" && topRateOf(c) > 60).map((c) => c.contractId);
    const sent = await act(DAILY, agent, { action: "OFFER", ...daily("0.60"), ending });
    const demo = await tokenOf("demo");
    const waiting = await offers(demo);
    const pending = store.state.contracts.filter((c) => c.downline === "demo" && c.state === "pending");
    expect(waiting.map((o) => o.contractId)).toEqual(pending.sort((a, b) => b.offeredAt - a.offeredAt || b.contractId.localeCompare(a.contractId)).map((c) => c.contractId));
    expect(waiting[0]).toMatchObject({ contractId: sent.value!.contract!.contractId, from: "agent01", kind: "dailySalary", terms: { period: "daily", betAmount: 500_00 } });
    expect(waiting[0]!.terms.tiers.map((t) => t.rateBp)).toEqual([20, 60]);

    // Only the downline answers.
    const byAgent = await act(DAILY, agent, { action: "ACCEPT", contractId: waiting[0]!.contractId });
    expect(byAgent.body.message).toBe(CONTRACT_MESSAGE.notYours);
    const accepted = await act(DAILY, demo, { action: "ACCEPT", contractId: waiting[0]!.contractId });
    expect(accepted.value!.contract!.state).toBe("active");
    expect(contract(waiting[0]!.contractId).activeFrom).toBe(store.now());
    const again = await act(DAILY, demo, { action: "REJECT", contractId: waiting[0]!.contractId });
    expect(again.body.message).toBe(CONTRACT_MESSAGE.notPending);
    for (const o of waiting.slice(1)) expect((await act(DAILY, demo, { action: "REJECT", contractId: o.contractId })).value!.contract!.state).toBe("rejected");
    expect(await offers(demo)).toEqual([]);
  });

  it("answers an unknown contract or a contract of another kind with notFound", async () => {
    const ending = demoLive().filter((c) => topRateOf(c) > 60).map((c) => c.contractId);
    await act(DAILY, await tokenOf("agent01"), { action: "OFFER", ...daily("0.60"), ending });
    const demo = await tokenOf("demo");
    const pending = store.state.contracts.find((c) => c.downline === "demo" && c.state === "pending")!;
    expect((await act(endpoints.hourSalaryContract.path, demo, { action: "ACCEPT", contractId: pending.contractId })).body.message).toBe(CONTRACT_MESSAGE.notFound);
    expect((await act(DAILY, demo, { action: "ACCEPT", contractId: "DSL-9999" })).body.message).toBe(CONTRACT_MESSAGE.notFound);
    expect((await act(DAILY, demo, { action: "SHRUG", contractId: pending.contractId })).body.success).toBe(false);
  });
});

describe("terminating [OFR-04][AGT-04]", () => {
  it("lets either party end a live contract, once, and nobody else", async () => {
    const live = store.state.contracts.find((c) => c.kind === "dailySalary" && c.state === "active" && c.upline === "agent01")!;
    const stranger = (await tokenOf("vipgold")) as string;
    expect((await act(DAILY, stranger, { action: "TERMINATE", contractId: live.contractId })).body.message).toBe(CONTRACT_MESSAGE.notYours);
    const ended = await act(DAILY, await tokenOf("agent01"), { action: "TERMINATE", contractId: live.contractId });
    expect(ended.value!.contract!.state).toBe("terminated");
    expect(contract(live.contractId).decidedAt).toBe(store.now());
    const twice = await act(DAILY, await tokenOf("agent01"), { action: "TERMINATE", contractId: live.contractId });
    expect(twice.body.message).toBe(CONTRACT_MESSAGE.notLive);
  });
});

describe("the contract-offers scenario: offers waiting for demo [OFR-11]", () => {
  it("adds agent01's offer of each kind for demo; the default seed has none, and switching the scenario off takes back those still waiting", async () => {
    const demo = await tokenOf("demo");
    expect((await offers(demo))).toEqual([]);
    expect(applyPreset(store, "contract-offers")).toBe(true);
    const waiting = (await offers(demo));
    expect(waiting.map((o) => o.kind).sort()).toEqual(["dailySalary", "dividend", "hourlySalary", "realTimeSalary"]);
    expect(waiting.every((o) => o.from === "agent01")).toBe(true);
    // Within agent01's own rates, so each is an offer agent01 could have made.
    for (const id of DEMO_OFFER_IDS) expect(topRateOf(contract(id))).toBeLessThanOrEqual(ownRate(store, member("agent01")!, contract(id).kind)!);
    // Applying it again adds nothing twice.
    applyPreset(store, "contract-offers");
    expect((await offers(demo))).toHaveLength(4);
    // demo accepts the dividend; the normal preset takes back the three still waiting and keeps the answered one.
    const accepted = await act(endpoints.dividendContract.path, demo, { action: "ACCEPT", contractId: "DIV-1006" });
    expect(accepted.body.success).toBe(true);
    applyPreset(store, "normal");
    expect((await offers(demo))).toEqual([]);
    expect(contract("DIV-1006").state).toBe("active");
    expect(DEMO_OFFER_IDS.filter((id) => store.state.contracts.some((c) => c.contractId === id))).toEqual(["DIV-1006"]);
  });
});
