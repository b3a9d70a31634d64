/**
 * Model-based UI drivers of the agent centre's Account page (`/agent/register-centre`, LNK-01..05) for agent01 in the
 * whole app: `agentLinks` (the register links and the create-link form) and `agentDownline` (register a downline),
 * two machines the page starts side by side.
 *
 * Each driver holds its own machine's platform calls until the path says what the platform answers: the sample's
 * answer in the platform's wire form, a refusal in the platform's envelope, or a network failure; the other machine's
 * calls go on to the sandbox. "Creating the link times out" is a real timeout: the create call is never answered and
 * the client gives up after its write timeout (shortened to 5 s for these paths).
 *
 * Disable on a link not listed has no button (only listed links have one): that press is sent to the page's actor,
 * as the machine's guard against a stale press.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { AgentLinksContext } from "../../machines/agent-links/agent-links.machine.ts";
import type { AgentDownlineContext } from "../../machines/agent-links/agent-downline.machine.ts";
import type { AgentLink, AgentLinks, Downline } from "../../machines/agent-links/agent-links.types.ts";
import { agentEndpoints } from "../../src/api/agent-endpoints.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import type { AgentMachines } from "../../src/app/services.tsx";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { following } from "./follow.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import type { FlowDriver } from "./types.ts";

const { store } = nodeSandbox;
const LINKS: string = agentEndpoints.agentLinks.path;
const CREATE: string = agentEndpoints.agentLinkCreate.path;
const STATUS: string = agentEndpoints.agentLinkStatus.path;
const RULES: string = endpoints.registerSettings.path;
const REGISTER: string = agentEndpoints.agentDownlineRegister.path;
/** A write the platform never answers fails after this long (the shortest the config allows is 1 s). */
const WRITE_TIMEOUT_MS = 5_000;
/** The agent centre's code and texts arrive on first use: a cold start under load takes longer than a step. */
const FIRST = { timeout: 30_000 };
const WAIT = { timeout: 10_000 };

interface AccountSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  actors: AnyActorRef[];
}

type Snapshot<C> = { value: unknown; context: C; matches(state: string): boolean };
const actorOf = (session: AccountSession) => session.actors.at(-1)!;
const snapshotOf = <C,>(session: AccountSession) => actorOf(session).getSnapshot() as Snapshot<C>;

const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const refused = (message: string) => () => HttpResponse.json({ success: false, message });
const down = () => HttpResponse.error();
const wireLink = (link: AgentLink) => ({
  code: link.code,
  domain: link.domain,
  accountType: link.accountType,
  createTime: link.createdAt,
  enabled: link.enabled,
  registrations: link.registrations,
  visits: link.visits,
});

/** Renders the Account page for agent01, following the actors of one of the page's two machines. */
async function startAccount(machine: "agentLinks" | "agentDownline", holds: (path: string, loading: boolean) => boolean): Promise<AccountSession> {
  localStorage.setItem("lang", "en");
  sessionStorage.setItem("token", store.openSession(store.findMember("agent01")!.id));
  const actors: AnyActorRef[] = [];
  const calls = holdCalls((path) => holds(path, (actors.at(-1)?.getSnapshot() as { value?: unknown } | undefined)?.value === "loading"));
  const app = await renderApp("/agent/register-centre", { platform: { timeoutMs: WRITE_TIMEOUT_MS } }, (services) => {
    // The agent centre loads its machines once; the page starts its actors from them.
    const load = services.loadAgentMachines;
    let loaded: Promise<AgentMachines> | undefined;
    services.loadAgentMachines = () => (loaded ??= load().then((machines) => ({ ...machines, [machine]: following(machines[machine], actors) })));
  });
  const session: AccountSession = { app, user: userEvent.setup(), calls, actors };
  await waitFor(() => expect(actors).toHaveLength(1), FIRST);
  await screen.findByRole("dialog", { name: "Agent centre" }, FIRST);
  return session;
}

async function stopAccount(session: AccountSession) {
  session.app.services.app.stop();
  session.app.unmount();
  session.calls.abandon();
}

const centre = () => screen.getByRole("dialog", { name: "Agent centre" });
const linksRegion = () => within(centre()).getByRole("region", { name: "Your register links" });
const createForm = () => within(centre()).getByRole("form", { name: "Create a link" });
const downlineRegion = () => within(centre()).getByRole("region", { name: "Register a downline" });
const downlineForm = () => within(downlineRegion()).getByRole("form", { name: "Register a downline" });
const fieldError = (id: string) => document.getElementById(`${id}-error`)!;
const input = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label, { selector: "input" });

async function replaceText(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== "") await user.type(field, text);
}

const CODE_ERRORS = { "field.required": "Enter a code for the link.", "code.format": "The code is 4 to 16 letters or digits.", "code.taken": "Another link already has this code. Choose another." } as const;

export const agentLinksDriver: FlowDriver<AccountSession> = {
  machineId: "agentLinks",
  // The first path loads the agent centre's code; one path waits for a write to time out.
  pathTimeoutMs: 60_000,

  start() {
    // The links' reads only while they load (nothing else reads them); the create and status writes always.
    return startAccount("agentLinks", (path, loading) => path === CREATE || path === STATUS || (path === LINKS && loading));
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    switch (event.type) {
      case "xstate.done.actor.fetchLinks": {
        const page = event.output as AgentLinks;
        return calls.answer(LINKS, ok({ links: page.links.map(wireLink), domains: page.domains, maxLinks: page.maxLinks }), "newest");
      }
      case "xstate.error.actor.fetchLinks":
        return calls.answer(LINKS, down, "newest");
      case "links.retry":
        return user.click(within(linksRegion()).getByRole("button", { name: "Try again" }));
      case "link.changed": {
        const form = createForm();
        if (event.field === "code") return replaceText(user, input(form, /^Code/), event.value as string);
        const select = within(form).getByRole("combobox", { name: event.field === "domain" ? "Domain" : "Account type" });
        return user.selectOptions(select, event.value as string);
      }
      case "link.submitted":
        return user.click(within(createForm()).getByRole("button", { name: /^(Create link|Creating…)$/ }));
      case "xstate.done.actor.createLink":
        return calls.answer(CREATE, ok(wireLink(event.output as AgentLink)));
      case "xstate.error.actor.createLink": {
        const error = event.error as { code: string; serverMessage?: string };
        if (error.code === "network.timeout") {
          // The platform never answers: the client gives up after its write timeout.
          return waitFor(() => expect(snapshotOf(session).matches("creating")).toBe(false), { timeout: WRITE_TIMEOUT_MS + 10_000 });
        }
        return calls.answer(CREATE, error.serverMessage ? refused(error.serverMessage) : down);
      }
      case "toggle.requested": {
        const card = within(linksRegion()).queryByRole("article", { name: event.code as string });
        // Only a listed link has Disable (or Enable).
        if (!card) return void actorOf(session).send(event);
        return user.click(within(card).getByRole("button", { name: /^(Disable|Enable)$/ }));
      }
      case "toggle.confirmed":
        return user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: /^(Disable|Enable)$/ }));
      case "toggle.cancelled":
        return user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
      case "xstate.done.actor.setLinkStatus":
        return calls.answer(STATUS, ok(wireLink(event.output as AgentLink)));
      case "xstate.error.actor.setLinkStatus":
        return calls.answer(STATUS, down);
      default:
        throw new Error(`agentLinksDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    await waitFor(() => {
      const snapshot = snapshotOf<AgentLinksContext>(session);
      expect(snapshot.value).toEqual(value);
      const { page, form, codeError, pending, done, failedOn } = snapshot.context;
      const region = linksRegion();
      if (value === "failed") {
        expect(region).toHaveTextContent("Your links could not be loaded.");
        expect(within(region).getByRole("button", { name: "Try again" })).toBeInTheDocument();
        expect(within(centre()).queryByRole("form", { name: "Create a link" })).toBeNull();
        return;
      }
      if (page === null) {
        expect(within(region).getByText("Loading…")).toBeInTheDocument();
        expect(within(centre()).queryByRole("form", { name: "Create a link" })).toBeNull();
        return;
      }
      // One card per link, with its code and whether it is enabled.
      const cards = within(region).queryAllByRole("article");
      expect(cards.map((card) => card.getAttribute("aria-labelledby"))).toEqual(page.links.map((l) => `register-link-${l.code}`));
      for (const link of page.links) {
        const card = within(region).getByRole("article", { name: link.code });
        expect(card).toHaveTextContent(link.enabled ? "Enabled" : "Disabled");
        expect(card).toHaveTextContent(link.domain);
      }
      const status = done?.kind === "created" ? `The link ${done.code} is created.` : done?.kind === "disabled" ? `The link ${done.code} is disabled: its code registers no one now.` : done?.kind === "enabled" ? `The link ${done.code} is enabled again.` : "";
      expect(within(region).getAllByRole("status").at(0)).toHaveTextContent(status === "" ? /^$/ : status);
      // A failed status change is said above the links; anything else the form stopped on is said in the form.
      const toggleAlert = within(region).queryAllByRole("alert").filter((el) => el.textContent !== "");
      expect(toggleAlert.length > 0).toBe(failedOn === "toggle");
      // The form as typed, with the code's problem next to it and the form's refusal under it.
      const formEl = createForm();
      expect(formEl.closest("section")).toHaveTextContent(`You have ${page.links.length} of at most ${page.maxLinks} links.`);
      expect(input(formEl, /^Code/)).toHaveValue(form.code);
      expect(within(formEl).getByRole("combobox", { name: "Domain" })).toHaveValue(form.domain);
      expect(within(formEl).getByRole("combobox", { name: "Account type" })).toHaveValue(form.accountType);
      expect(fieldError("link-code")).toHaveTextContent(codeError ? CODE_ERRORS[codeError] : /^$/);
      const formAlert = within(formEl).getByRole("alert");
      if (failedOn === "create") expect(formAlert).not.toHaveTextContent(/^$/);
      else expect(formAlert).toHaveTextContent(/^$/);
      if (snapshot.context.failure?.serverMessage === "agent.link.limit") expect(formAlert).toHaveTextContent("You already have as many links as allowed.");
      const creating = value === "creating";
      const submit = within(formEl).getByRole("button", { name: creating ? "Creating…" : "Create link" });
      expect(submit.getAttribute("aria-disabled") === "true").toBe(creating);
      // Disable (or Enable) asks first; the confirmation is busy while the new status is sent.
      const dialog = screen.queryByRole("alertdialog");
      if (value === "confirming" || value === "toggling") {
        const link = page.links.find((l) => l.code === pending)!;
        expect(dialog).toHaveAccessibleName(link.enabled ? `Disable the link ${link.code}?` : `Enable the link ${link.code}?`);
        const confirm = within(dialog!).getByRole("button", { name: link.enabled ? "Disable" : "Enable" });
        expect(confirm.getAttribute("aria-disabled") === "true").toBe(value === "toggling");
      } else expect(dialog).toBeNull();
    }, WAIT);
  },

  machineState(session) {
    const actor = session.actors.at(-1);
    return actor ? registry.find((e) => e.machine.id === "agentLinks")!.serialize(actor.getSnapshot() as never) : "(not running)";
  },

  stop: stopAccount,
};

const DOWNLINE_LABELS = { username: /^Username/, password: /^Password/, confirmPassword: /^Repeat the password/ } as const;
const DOWNLINE_ERRORS: Record<string, string | RegExp> = { "username.taken": "This username is already taken." };

export const agentDownlineDriver: FlowDriver<AccountSession> = {
  machineId: "agentDownline",
  // The first path loads the agent centre's code.
  pathTimeoutMs: 60_000,

  start() {
    // The registration's rules only while the form loads (the app may read them elsewhere); the registration always.
    return startAccount("agentDownline", (path, loading) => path === REGISTER || (path === RULES && loading));
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    switch (event.type) {
      case "xstate.done.actor.fetchRules":
        return calls.answer(RULES, ok(event.output), "newest");
      case "xstate.error.actor.fetchRules":
        return calls.answer(RULES, down, "newest");
      case "downline.retry":
        return user.click(within(downlineRegion()).getByRole("button", { name: "Try again" }));
      case "downline.changed": {
        const form = downlineForm();
        if (event.field === "accountType") return user.selectOptions(within(form).getByRole("combobox", { name: "Account type" }), event.value as string);
        return replaceText(user, input(form, DOWNLINE_LABELS[event.field as keyof typeof DOWNLINE_LABELS]), event.value as string);
      }
      case "downline.submitted":
        return user.click(within(downlineForm()).getByRole("button", { name: /^(Register|Registering…)$/ }));
      case "xstate.done.actor.registerDownline": {
        const made = event.output as Downline;
        return calls.answer(REGISTER, ok({ username: made.username, accountType: made.accountType, upline: made.upline }));
      }
      case "xstate.error.actor.registerDownline": {
        const error = event.error as { serverMessage?: string };
        return calls.answer(REGISTER, error.serverMessage ? refused(error.serverMessage) : down);
      }
      default:
        throw new Error(`agentDownlineDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    await waitFor(() => {
      const snapshot = snapshotOf<AgentDownlineContext>(session);
      expect(snapshot.value).toEqual(value);
      const { fields, errors, failure, registered } = snapshot.context;
      const region = downlineRegion();
      if (value === "failed") {
        expect(within(region).getByRole("alert")).toHaveTextContent("The registration rules could not be loaded.");
        expect(within(region).getByRole("button", { name: "Try again" })).toBeInTheDocument();
        return;
      }
      if (value === "loading") {
        expect(within(region).getByText("Loading…")).toBeInTheDocument();
        expect(within(region).queryByRole("form")).toBeNull();
        return;
      }
      // The form as typed, each field's problem next to it, the failure under it, the account registered above it.
      const form = downlineForm();
      for (const [field, label] of Object.entries(DOWNLINE_LABELS)) {
        expect(input(form, label)).toHaveValue(fields[field as keyof typeof DOWNLINE_LABELS]);
        const error = errors[field as keyof typeof errors];
        const text = fieldError(`downline-${field === "confirmPassword" ? "confirm-password" : field}`);
        if (error) expect(text).toHaveTextContent(DOWNLINE_ERRORS[error.code] ?? /\S/);
        else expect(text).toHaveTextContent(/^$/);
      }
      expect(within(form).getByRole("combobox", { name: "Account type" })).toHaveValue(fields.accountType);
      const alert = within(form).getByRole("alert");
      if (failure) expect(alert).not.toHaveTextContent(/^$/);
      else expect(alert).toHaveTextContent(/^$/);
      const submitting = value === "submitting";
      const submit = within(form).getByRole("button", { name: submitting ? "Registering…" : "Register" });
      expect(submit.getAttribute("aria-disabled") === "true").toBe(submitting);
      const status = within(region).getAllByRole("status")[0]!;
      if (registered) expect(status).toHaveTextContent(`${registered.username} is registered as your downline (${registered.accountType === "agent" ? "Agent" : "Member"}).`);
      else expect(status).toHaveTextContent(/^$/);
    }, WAIT);
  },

  machineState(session) {
    const actor = session.actors.at(-1);
    return actor ? registry.find((e) => e.machine.id === "agentDownline")!.serialize(actor.getSnapshot() as never) : "(not running)";
  },

  stop: stopAccount,
};
