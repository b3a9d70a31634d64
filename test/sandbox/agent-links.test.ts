// @vitest-environment node
/**
 * The agent centre's Account page in the sandbox (issue 29 item 2) through the real handlers, parsed with the client's
 * schemas: agent01's links, a new link, a disabled code refused by the invitation-code check and by registration, and
 * a downline registered directly under the agent.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { allEndpoints as endpoints } from "../../src/api/all-endpoints.ts";
import { AFFILIATES } from "../../src/sandbox/seed/affiliates.ts";
import { MAX_LINKS_PER_AGENT, MERCHANT_DOMAINS } from "../../src/sandbox/seed/agent-links.ts";
import {
  MESSAGE_CODE_FORMAT,
  MESSAGE_CODE_TAKEN,
  MESSAGE_LINK_LIMIT,
  MESSAGE_NOT_AGENT,
  MESSAGE_PASSWORDS_DIFFER,
  MESSAGE_UNKNOWN_LINK,
  MESSAGE_USERNAME_FORMAT,
  MESSAGE_USERNAME_TAKEN,
} from "../../src/sandbox/rules/agent-links.ts";
import { MESSAGE_BAD_AFFILIATE } from "../../src/sandbox/rules/register.ts";
import { encryptedCall, freshCaptcha, getEnvelope, loginToken, postJson, store } from "./helpers.ts";

const agentToken = () => loginToken("agent01", "Agent1234");
const links = async (token: string) => {
  const answer = await getEnvelope(endpoints.agentLinks.path, { headers: { Authorization: token } });
  return answer.body.success ? v.parse(endpoints.agentLinks.schema, answer.body.value) : answer.body.message;
};
const create = (token: string, body: unknown) => postJson(endpoints.agentLinkCreate.path, body, { Authorization: token });
const status = (token: string, body: unknown) => postJson(endpoints.agentLinkStatus.path, body, { Authorization: token });
const downline = (token: string, body: Record<string, unknown>) => encryptedCall(endpoints.agentDownlineRegister.path, body, { method: "PUT", token });
const affiliateCheck = (code: string) => getEnvelope(`/wps/agent/affiliate?code=${encodeURIComponent(code)}&domain=www.aurora.test`);
const registerUser = async (user: Record<string, unknown>) =>
  encryptedCall("/wps/member/register", { registerMethod: "WEB", login: true, domain: "www.aurora.test", password: "Secret123", confirmPassword: "Secret123", captcha: await freshCaptcha(), ...user }, { method: "PUT" });

describe("an agent's links [LNK-02]", () => {
  it("lists agent01's own links newest first, every seeded invitation code of agent01 among them, with the merchant's domains", async () => {
    const page = await links(await agentToken());
    if (typeof page !== "object") throw new Error(String(page));
    const own = AFFILIATES.filter((a) => a.agent === "agent01").map((a) => a.code);
    expect(own.length).toBeGreaterThan(0);
    for (const code of own) expect(page.links.map((l) => l.code)).toContain(code);
    expect(page.links.every((l) => store.state.agentLinks.find((s) => s.code === l.code)?.agent === "agent01")).toBe(true);
    expect([...page.links].sort((a, b) => b.createdAt - a.createdAt).map((l) => l.code)).toEqual(page.links.map((l) => l.code));
    expect(page.domains).toEqual(MERCHANT_DOMAINS);
    expect(page.maxLinks).toBe(MAX_LINKS_PER_AGENT);
  });

  it("is for agents only, and needs a session", async () => {
    expect(await links(await loginToken("demo", "Demo1234"))).toBe(MESSAGE_NOT_AGENT);
    expect((await getEnvelope(endpoints.agentLinks.path)).status).toBe(401);
  });
});

describe("creating a link [LNK-03]", () => {
  it("creates an enabled link with the code in upper case that registers at once, and refuses its code a second time", async () => {
    const token = await agentToken();
    const answer = await create(token, { code: "spring25", domain: MERCHANT_DOMAINS[1], accountType: "agent" });
    expect(answer.body.success).toBe(true);
    const link = v.parse(endpoints.agentLinkCreate.schema, answer.body.value);
    expect(link).toMatchObject({ code: "SPRING25", domain: MERCHANT_DOMAINS[1], accountType: "agent", enabled: true, registrations: 0, visits: 0 });
    expect((await affiliateCheck("spring25")).body.value).toEqual({ code: "SPRING25", valid: true });
    expect((await create(token, { code: "Spring25", domain: MERCHANT_DOMAINS[0], accountType: "member" })).body.message).toBe(MESSAGE_CODE_TAKEN);
    // A code another agent's link has is taken too.
    const other = AFFILIATES.find((a) => a.agent !== "agent01")!;
    expect((await create(token, { code: other.code, domain: MERCHANT_DOMAINS[0], accountType: "member" })).body.message).toBe(MESSAGE_CODE_TAKEN);
  });

  it("refuses a code of the wrong form, an unknown domain and an account type that is not member or agent", async () => {
    const token = await agentToken();
    expect((await create(token, { code: "ab", domain: MERCHANT_DOMAINS[0], accountType: "member" })).body.message).toBe(MESSAGE_CODE_FORMAT);
    expect((await create(token, { code: "NEW-CODE", domain: MERCHANT_DOMAINS[0], accountType: "member" })).body.message).toBe(MESSAGE_CODE_FORMAT);
    expect((await create(token, { code: "NEWCODE1", domain: "evil.example", accountType: "member" })).body.success).toBe(false);
    expect((await create(token, { code: "NEWCODE1", domain: MERCHANT_DOMAINS[0], accountType: "boss" })).body.success).toBe(false);
    expect(store.state.agentLinks.some((l) => l.code === "NEWCODE1")).toBe(false);
  });

  it("stops at the most links an agent may have, disabled ones included", async () => {
    const token = await agentToken();
    const have = store.state.agentLinks.filter((l) => l.agent === "agent01").length;
    for (let n = have; n < MAX_LINKS_PER_AGENT; n += 1) expect((await create(token, { code: `FILL${n}X`, domain: MERCHANT_DOMAINS[0], accountType: "member" })).body.success).toBe(true);
    expect((await create(token, { code: "ONEMORE1", domain: MERCHANT_DOMAINS[0], accountType: "member" })).body.message).toBe(MESSAGE_LINK_LIMIT);
  });
});

describe("disabling a link [LNK-04] [LNK-06]", () => {
  it("refuses a disabled code in the invitation-code check and in registration, and takes it again once enabled", async () => {
    const token = await agentToken();
    const code = AFFILIATES.find((a) => a.agent === "agent01")!.code;
    const before = store.state.agentLinks.find((l) => l.code === code)!;
    const visits = before.visits;
    expect((await affiliateCheck(code)).body.success).toBe(true);
    expect(before.visits).toBe(visits + 1);

    const off = await status(token, { code, enabled: false });
    expect(v.parse(endpoints.agentLinkStatus.schema, off.body.value).enabled).toBe(false);
    expect((await affiliateCheck(code)).body.message).toBe(MESSAGE_BAD_AFFILIATE);
    expect(before.visits).toBe(visits + 1);
    const refused = await registerUser({ username: "linkoff1", password: "Secret123", confirmPassword: "Secret123", affiliateCode: code });
    expect(refused.body.message).toBe(MESSAGE_BAD_AFFILIATE);
    expect(store.findMember("linkoff1")).toBeUndefined();

    await status(token, { code, enabled: true });
    const registrations = before.registrations;
    const joined = await registerUser({ username: "linkon01", password: "Secret123", confirmPassword: "Secret123", affiliateCode: code.toLowerCase() });
    expect(joined.body.success).toBe(true);
    expect(store.findMember("linkon01")).toMatchObject({ upline: "agent01", affiliateCode: code, type: 0 });
    expect(before.registrations).toBe(registrations + 1);
  });

  it("changes only the agent's own links", async () => {
    const token = await agentToken();
    const other = AFFILIATES.find((a) => a.agent !== "agent01")!;
    expect((await status(token, { code: other.code, enabled: false })).body.message).toBe(MESSAGE_UNKNOWN_LINK);
    expect(store.state.agentLinks.find((l) => l.code === other.code)?.enabled).toBe(true);
  });

  it("registers an agent from a link that registers agents", async () => {
    const token = await agentToken();
    await create(token, { code: "SUBAGENT", domain: MERCHANT_DOMAINS[0], accountType: "agent" });
    await registerUser({ username: "subagent1", password: "Secret123", confirmPassword: "Secret123", affiliateCode: "SUBAGENT" });
    expect(store.findMember("subagent1")).toMatchObject({ upline: "agent01", type: 1 });
  });
});

describe("registering a downline directly [LNK-05]", () => {
  it("creates the account under the agent with the password given, not logged in", async () => {
    const token = await agentToken();
    const sessions = store.state.sessions.size;
    const answer = await downline(token, { username: "downer01", password: "Secret123", confirmPassword: "Secret123", accountType: "member" });
    expect(v.parse(endpoints.agentDownlineRegister.schema, answer.body.value)).toEqual({ username: "downer01", accountType: "member", upline: "agent01" });
    expect(store.findMember("downer01")).toMatchObject({ upline: "agent01", type: 0, password: "Secret123" });
    expect(store.state.sessions.size).toBe(sessions);
    expect(await loginToken("downer01", "Secret123")).toMatch(/^sbx/);
  });

  it("checks the registration's rules, the repeat and a free username", async () => {
    const token = await agentToken();
    const refuse = async (body: Record<string, unknown>) => (await downline(token, { password: "Secret123", confirmPassword: "Secret123", accountType: "member", ...body })).body.message;
    expect(await refuse({ username: "1bad" })).toBe(MESSAGE_USERNAME_FORMAT);
    expect(await refuse({ username: "demo" })).not.toBe(undefined);
    expect(await refuse({ username: "Agent01" })).toBe(MESSAGE_USERNAME_TAKEN);
    expect(await refuse({ username: "fresh001", confirmPassword: "Secret124" })).toBe(MESSAGE_PASSWORDS_DIFFER);
    expect(store.findMember("fresh001")).toBeUndefined();
  });

  it("is for agents only", async () => {
    const answer = await downline(await loginToken("demo", "Demo1234"), { username: "fromdemo1", password: "Secret123", confirmPassword: "Secret123", accountType: "member" });
    expect(answer.body.message).toBe(MESSAGE_NOT_AGENT);
  });
});
