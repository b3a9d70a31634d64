// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { agentLinksMachine } from "../../machines/agent-links/agent-links.machine.ts";
import { agentDownlineMachine } from "../../machines/agent-links/agent-downline.machine.ts";
import type { FieldRules } from "../../machines/auth/fields.ts";
import { agentLinksPage } from "../../machines/agent-links/agent-links.samples.ts";
import { registerLinkOf, type AgentLink, type AgentLinks, type Downline, type DownlineRequest, type LinkRequest, type LinkStatusRequest } from "../../machines/agent-links/agent-links.types.ts";

type Answer<T> = T | { code: string; serverMessage?: string };
const isFailure = (value: unknown): value is { code: string } => typeof value === "object" && value !== null && "code" in value && !("domain" in value) && !("username" in value);
/** Answers the next of `answers` (a failure is thrown). */
const script = <I, T>(answers: Answer<T>[]) =>
  vi.fn(async (_input: I): Promise<T> => {
    const next = answers.shift();
    if (next === undefined) throw new Error("no answer left");
    if (isFailure(next)) throw next;
    return next as T;
  });

function startLinks(options: { pages?: Answer<AgentLinks>[]; created?: Answer<AgentLink>[]; statuses?: Answer<AgentLink>[] } = {}) {
  const fetchLinks = script<void, AgentLinks>(options.pages ?? [agentLinksPage]);
  const createLink = script<LinkRequest, AgentLink>(options.created ?? []);
  const setLinkStatus = script<LinkStatusRequest, AgentLink>(options.statuses ?? []);
  const machine = agentLinksMachine.provide({
    actors: {
      fetchLinks: fromPromise(() => fetchLinks()),
      createLink: fromPromise(({ input }) => createLink(input)),
      setLinkStatus: fromPromise(({ input }) => setLinkStatus(input)),
    },
  });
  return { actor: createActor(machine).start(), fetchLinks, createLink, setLinkStatus };
}

const seeded = agentLinksPage.links[0]!;

describe("register links", () => {
  it("[LNK-02] loads the agent's links and picks the first domain for a new link; the address opens the register page with the code", async () => {
    const { actor } = startLinks();
    await waitFor(actor, (s) => s.matches("shown"));
    expect(actor.getSnapshot().context.page).toEqual(agentLinksPage);
    expect(actor.getSnapshot().context.form.domain).toBe(agentLinksPage.domains[0]);
    expect(registerLinkOf(seeded)).toBe(`https://${seeded.domain}/register.html?affiliateCode=${seeded.code}`);
  });

  it("[SITE-01] a failed load offers Try again, which asks again", async () => {
    const { actor, fetchLinks } = startLinks({ pages: [{ code: "network.abnormal" }, agentLinksPage] });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.failure).toEqual({ code: "network.abnormal" });
    actor.send({ type: "links.retry" });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(fetchLinks).toHaveBeenCalledTimes(2);
  });

  it("[LNK-03] [SITE-02] a code of the wrong form stays as typed with its problem; a good one is sent in upper case and the new link comes first", async () => {
    const created: AgentLink = { ...seeded, code: "SPRING25", domain: agentLinksPage.domains[1]!, accountType: "agent", registrations: 0, visits: 0 };
    const { actor, createLink } = startLinks({ created: [created] });
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "link.submitted" });
    expect(actor.getSnapshot().context.codeError).toBe("field.required");
    actor.send({ type: "link.changed", field: "code", value: "ab-1" });
    expect(actor.getSnapshot().context.codeError).toBeNull();
    actor.send({ type: "link.submitted" });
    expect(actor.getSnapshot().context).toMatchObject({ codeError: "code.format", form: { code: "ab-1" } });
    expect(createLink).not.toHaveBeenCalled();
    actor.send({ type: "link.changed", field: "code", value: " spring25 " });
    actor.send({ type: "link.changed", field: "domain", value: agentLinksPage.domains[1]! });
    actor.send({ type: "link.changed", field: "accountType", value: "agent" });
    actor.send({ type: "link.submitted" });
    expect(createLink).toHaveBeenCalledWith({ code: "SPRING25", domain: agentLinksPage.domains[1], accountType: "agent" });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(actor.getSnapshot().context.page?.links.map((l) => l.code)).toEqual(["SPRING25", seeded.code]);
    expect(actor.getSnapshot().context).toMatchObject({ done: { kind: "created", code: "SPRING25" }, form: { code: "", domain: agentLinksPage.domains[1], accountType: "agent" } });
  });

  it("[LNK-03] a code another link has shows next to the field; the limit and other failures keep the form with the reason", async () => {
    const { actor } = startLinks({
      created: [
        { code: "platform.message", serverMessage: "agent.link.code.taken" },
        { code: "platform.message", serverMessage: "agent.link.limit" },
        { code: "network.timeout" },
      ],
    });
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "link.changed", field: "code", value: "AGENT02" });
    actor.send({ type: "link.submitted" });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(actor.getSnapshot().context).toMatchObject({ codeError: "code.taken", form: { code: "AGENT02" }, failure: null });
    actor.send({ type: "link.submitted" });
    await waitFor(actor, (s) => s.matches("shown") && s.context.failure !== null);
    expect(actor.getSnapshot().context).toMatchObject({ failedOn: "create", failure: { serverMessage: "agent.link.limit" }, form: { code: "AGENT02" } });
    actor.send({ type: "link.submitted" });
    await waitFor(actor, (s) => s.matches("shown") && s.context.failure?.code === "network.timeout");
    expect(actor.getSnapshot().context.form.code).toBe("AGENT02");
  });

  it("[LNK-03] at the limit a new link is refused before anything is sent", async () => {
    const { actor, createLink } = startLinks({ pages: [{ ...agentLinksPage, maxLinks: agentLinksPage.links.length }] });
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "link.changed", field: "code", value: "SPRING25" });
    actor.send({ type: "link.submitted" });
    expect(actor.getSnapshot().context).toMatchObject({ failedOn: "create", failure: { serverMessage: "agent.link.limit" } });
    expect(createLink).not.toHaveBeenCalled();
  });

  it("[LNK-04] disabling asks first; Cancel changes nothing, Confirm sends the opposite status and shows the answer", async () => {
    const { actor, setLinkStatus } = startLinks({ statuses: [{ ...seeded, enabled: false }, { code: "network.abnormal" }] });
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "toggle.requested", code: "NOT-LISTED" });
    expect(actor.getSnapshot().matches("shown")).toBe(true);
    actor.send({ type: "toggle.requested", code: seeded.code });
    expect(actor.getSnapshot().matches("confirming")).toBe(true);
    actor.send({ type: "toggle.cancelled" });
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(setLinkStatus).not.toHaveBeenCalled();
    actor.send({ type: "toggle.requested", code: seeded.code });
    actor.send({ type: "toggle.confirmed" });
    expect(setLinkStatus).toHaveBeenCalledWith({ code: seeded.code, enabled: false });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(actor.getSnapshot().context.page?.links[0]?.enabled).toBe(false);
    expect(actor.getSnapshot().context.done).toEqual({ kind: "disabled", code: seeded.code });
    // Enabling again fails: the reason shows and the link stays disabled.
    actor.send({ type: "toggle.requested", code: seeded.code });
    actor.send({ type: "toggle.confirmed" });
    expect(setLinkStatus).toHaveBeenLastCalledWith({ code: seeded.code, enabled: true });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(actor.getSnapshot().context).toMatchObject({ failedOn: "toggle", failure: { code: "network.abnormal" }, pending: null });
    expect(actor.getSnapshot().context.page?.links[0]?.enabled).toBe(false);
  });
});

function startDownline(options: { rules?: Answer<FieldRules>[]; answers?: Answer<Downline>[] } = {}) {
  const fetchRules = script<void, FieldRules>(options.rules ?? [{}]);
  const registerDownline = script<DownlineRequest, Downline>(options.answers ?? []);
  const machine = agentDownlineMachine.provide({
    actors: { fetchRules: fromPromise(() => fetchRules()), registerDownline: fromPromise(({ input }) => registerDownline(input)) },
  });
  return { actor: createActor(machine).start(), fetchRules, registerDownline };
}

describe("register a downline", () => {
  const type = (actor: ReturnType<typeof startDownline>["actor"], fields: Record<string, string>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: "downline.changed", field: field as "username", value });
  };

  it("[LNK-05] [SITE-02] checks username and password by the registration's rules and the repeat; everything typed stays", async () => {
    const { actor, registerDownline } = startDownline();
    await waitFor(actor, (s) => s.matches("editing"));
    type(actor, { username: "7x", password: "Secret123", confirmPassword: "Secret124" });
    actor.send({ type: "downline.submitted" });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(["confirmPassword", "username"]);
    expect(actor.getSnapshot().context.errors.username).toMatchObject({ code: "field.pattern", patternId: 1 });
    expect(actor.getSnapshot().context.fields).toMatchObject({ username: "7x", password: "Secret123", confirmPassword: "Secret124" });
    expect(registerDownline).not.toHaveBeenCalled();
    type(actor, { username: "player77" });
    expect(actor.getSnapshot().context.errors.username).toBeUndefined();
  });

  it("[LNK-05] follows the platform's own rules when it sends them", async () => {
    const strict: FieldRules = { username: { enabled: true, required: true, acceptedPattern: "^[a-z]+$", patternId: 4, minLength: 8, maxLength: 8 } };
    const { actor } = startDownline({ rules: [strict] });
    await waitFor(actor, (s) => s.matches("editing"));
    type(actor, { username: "player77", password: "Secret123", confirmPassword: "Secret123" });
    actor.send({ type: "downline.submitted" });
    expect(actor.getSnapshot().context.errors.username).toMatchObject({ code: "field.pattern", min: 8, max: 8 });
  });

  it("[LNK-05] sends the account and says it is registered; a taken username shows next to the field", async () => {
    const { actor, registerDownline } = startDownline({
      answers: [{ code: "platform.message", serverMessage: "agent.downline.username.taken" }, { username: "player78", accountType: "agent", upline: "agent01" }],
    });
    await waitFor(actor, (s) => s.matches("editing"));
    type(actor, { username: " player77 ", password: "Secret123", confirmPassword: "Secret123", accountType: "agent" });
    actor.send({ type: "downline.submitted" });
    expect(registerDownline).toHaveBeenCalledWith({ username: "player77", password: "Secret123", confirmPassword: "Secret123", accountType: "agent" });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.errors).toEqual({ username: { code: "username.taken" } });
    expect(actor.getSnapshot().context.fields.password).toBe("Secret123");
    type(actor, { username: "player78" });
    actor.send({ type: "downline.submitted" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.registered !== null);
    expect(actor.getSnapshot().context.registered).toEqual({ username: "player78", accountType: "agent", upline: "agent01" });
    expect(actor.getSnapshot().context.fields).toEqual({ username: "", password: "", confirmPassword: "", accountType: "member" });
  });

  it("[SITE-01] a failure keeps the form with the reason; rules that fail to load offer Try again", async () => {
    const { actor } = startDownline({ rules: [{ code: "network.abnormal" }, {}], answers: [{ code: "network.timeout" }] });
    await waitFor(actor, (s) => s.matches("failed"));
    actor.send({ type: "downline.retry" });
    await waitFor(actor, (s) => s.matches("editing"));
    type(actor, { username: "player77", password: "Secret123", confirmPassword: "Secret123" });
    actor.send({ type: "downline.submitted" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.failure !== null);
    expect(actor.getSnapshot().context).toMatchObject({ failure: { code: "network.timeout" }, fields: { username: "player77" }, registered: null });
  });
});
