/**
 * Model-based UI driver of the contracts machine: each generated path through the real views of the whole app
 * against the sandbox, in the machine's three modes.
 *
 * - `offer`: agent01 opens team management in the agent centre, finds demo, presses Offer contract on demo's row and
 *   chooses Daily salary; the offer form (its own rate read from agent01's daily-salary contract, 1.20 %) runs the
 *   machine. The terms are typed into the form's fields.
 * - `answer`: demo is signed in; the app machine runs the contract offer popup (its `contractOffers` region).
 * - `terminate`: agent01 presses End contract on its own daily salary from its upline (DSL-2001) on the agent
 *   centre's daily-salary page (the sample's contract is demo's from agent01; demo is no agent and has no contract
 *   pages, and the machine's state does not depend on which contract ends).
 *
 * The platform's calls of the machine are held until the path says how the platform answers: the sandbox's store is
 * arranged so its real rules give the sample's answer (the contracts an offer ends, the offers waiting for demo),
 * then the request goes on to the sandbox; a network failure is the one scripted answer; a session that ends is
 * a real one (the sandbox closes it, so the held call answers 401, and the agent logs in again through the login popup
 * it opened).
 *
 * The offer and termination dialogs start their actor with `useActorRef`, so the driver reads it from the agent
 * machines it hands the app: their `contracts` logic is wrapped to note each actor it starts (test code only; the
 * views have no hook for tests). The popup's actor is the app machine's `contractOffers`; the driver keeps the last
 * one it saw, because the app machine forgets it when the popup closes.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryHistory } from "@tanstack/react-router";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, AnyStateMachine, EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { ContractOffer, ContractSummary, ContractTerms } from "../../machines/contracts/contracts.types.ts";
import type { ContractsInput, OfferCheck } from "../../machines/contracts/contracts.machine.ts";
import { App } from "../../src/app/app.tsx";
import { startApp } from "../../src/app/compose.ts";
import type { AgentMachines, AppServices } from "../../src/app/services.tsx";
import { agentEndpoints } from "../../src/api/agent-endpoints.ts";
import type { SandboxContract } from "../../src/sandbox/seed/contracts.ts";
import { testConfig } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { createHeldPlatform, type HeldPlatform } from "./sign-in.ts";
import type { FlowDriver } from "./types.ts";
import { AGENT, CONTRACTS as C, DOWNLINE, OWN_DAILY, amountText, rateText } from "./contracts-labels.ts";

const entry = registry.find((e) => e.machine.id === "contracts")!;
const { store } = nodeSandbox;

/** The daily salary's call (check, offer, answer, terminate) and the consolidated info (the popup's first call). */
const DAILY = agentEndpoints.dailySalaryContract.path;
const CONSOLIDATED = agentEndpoints.fundsConsolidated.path;
/** demo's active daily salary from agent01: the contract an offer at a lower rate ends. */
const DEMO_DAILY = "DSL-2006";
const WAIT = { timeout: 10_000 };
/** A text that starts with `text` (the reason follows it). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
/** The agent centre's code and texts arrive on first use: a cold start under load takes longer than a step. */
const FIRST = { timeout: 30_000 };

interface ContractsSession {
  mode: ContractsInput["mode"];
  /** The app as rendered (named like renderApp's result, which the storage check reads). */
  app: { services: AppServices; unmount(): void };
  user: ReturnType<typeof userEvent.setup>;
  held: HeldPlatform;
  /** Actors the offer and termination dialogs started (newest last). */
  started: AnyActorRef[];
  /** The popup's actor, once the app machine has started it. */
  popup: AnyActorRef | null;
}

/** The agent machines as the app loads them, with the contracts logic noting each actor it starts. */
function noting(load: AppServices["loadAgentMachines"], started: AnyActorRef[]): AppServices["loadAgentMachines"] {
  const note = (logic: AnyStateMachine): AnyStateMachine => {
    const noted = Object.create(logic) as AnyStateMachine;
    noted.getInitialSnapshot = (scope, input) => {
      if (!started.includes(scope.self)) started.push(scope.self);
      return logic.getInitialSnapshot.call(noted, scope, input);
    };
    noted.provide = (implementations) => note(logic.provide(implementations));
    return noted;
  };
  let loaded: Promise<AgentMachines> | undefined;
  return () => (loaded ??= load().then((machines) => ({ ...machines, contracts: note(machines.contracts) as AgentMachines["contracts"] })));
}

async function renderAs(username: string, url: string, started: AnyActorRef[]) {
  localStorage.setItem("lang", "en");
  sessionStorage.setItem("token", store.openSession(store.findMember(username)!.id));
  const { services, router } = await startApp(testConfig(), window, createMemoryHistory({ initialEntries: [url] }));
  services.loadAgentMachines = noting(services.loadAgentMachines, started);
  const view = render(<App services={services} router={router} />);
  return { services, unmount: view.unmount };
}

const contractOf = (id: string) => store.state.contracts.find((c) => c.contractId === id)!;
const DAY_TIERS = (top: number) => [
  { betAmount: 200_000, profitLoss: 0, activeMembers: 1, rate: 60 },
  { betAmount: 1_000_000, profitLoss: 0, activeMembers: 3, rate: top },
];

/**
 * demo's daily salary from agent01 as the check must find it: live with a rate above the offer's (it ends) or
 * below it (nothing ends). Offers the path made before stay; their rate is the offer's, so they never end.
 */
function arrangeEnding(check: OfferCheck) {
  const demoDaily = contractOf(DEMO_DAILY);
  const top = check.ending.length > 0 ? 120 : 90;
  Object.assign(demoDaily, { state: "active", decidedAt: store.now(), tiers: DAY_TIERS(top) });
}

/** Exactly the sample's number of offers wait for demo (daily salaries from agent01). */
function arrangeOffers(offers: readonly ContractOffer[]) {
  store.state.contracts = store.state.contracts.filter((c) => !(c.downline === "demo" && c.state === "pending"));
  offers.forEach((offer, index) => {
    const contract: SandboxContract = {
      contractId: `DSL-${2900 + index}`,
      kind: "dailySalary",
      upline: "agent01",
      downline: "demo",
      state: "pending",
      offeredAt: store.now() - (index + 1) * 60_000,
      decidedAt: null,
      activeFrom: null,
      tiers: DAY_TIERS(100),
      realTime: null,
      period: "DAILY",
      betAmount: 50_000,
    };
    store.state.contracts.push(contract);
  });
}

const networkDown = () => HttpResponse.error();
async function fail(session: ContractsSession, path: string) {
  session.held.script(path, networkDown);
  await session.held.release(path);
}

const centre = () => screen.getByRole("dialog", { name: C.centre });
const offerDialog = () => screen.getByRole("dialog", { name: C.offerTo(DOWNLINE) });
const termsForm = () => within(offerDialog()).getByRole("form", { name: C.termsForm });
const popup = () => screen.queryByRole("dialog", { name: C.popup });
const endDialog = () => screen.queryByRole("dialog", { name: C.endTitle(OWN_DAILY) });

async function typeInto(user: ContractsSession["user"], field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== "") await user.type(field, text);
}

/** Types the sample's terms into the offer form: as many tier rows, each field replaced. */
async function fillTerms(session: ContractsSession, terms: ContractTerms) {
  const { user } = session;
  const form = termsForm();
  const rows = () => within(form).getAllByRole("button", { name: /^Remove tier \d+$/ }).length;
  while (rows() < terms.tiers.length) await user.click(within(form).getByRole("button", { name: C.addTier }));
  while (rows() > terms.tiers.length) await user.click(within(form).getByRole("button", { name: C.removeTier(rows()) }));
  for (const [index, step] of terms.tiers.entries()) {
    const n = index + 1;
    await typeInto(user, within(form).getByRole("textbox", { name: C.tierBet(n) }), amountText(step.validBet));
    await typeInto(user, within(form).getByRole("textbox", { name: C.tierMembers(n) }), step.activeMembers === null ? "" : String(step.activeMembers));
    await typeInto(user, within(form).getByRole("textbox", { name: C.tierRate(n) }), rateText(step.rateBp));
  }
  await typeInto(user, within(form).getByRole("textbox", { name: C.betAmount }), amountText(terms.betAmount));
}

/** The login popup the ended session opened: the agent logs in again. */
async function logInAgain(session: ContractsSession) {
  const { user } = session;
  const dialog = await screen.findByRole("dialog", { name: C.logIn }, FIRST);
  const form = within(dialog).getByRole("form", { name: C.logIn });
  await user.type(within(form).getByLabelText(/^Username/, { selector: "input" }), AGENT.username);
  await user.type(within(form).getByLabelText(/^Password/, { selector: "input" }), AGENT.password);
  await user.click(within(form).getByRole("button", { name: C.logIn }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: C.logIn })).toBeNull(), WAIT);
}

/** The actor the path drives: the newest one a dialog started, or the popup's. */
function current(session: ContractsSession): AnyActorRef | null {
  if (session.mode === "answer") {
    const running = session.app.services.app.getSnapshot().context.contractOffers as AnyActorRef | null;
    if (running) session.popup = running;
    return session.popup;
  }
  return session.started.at(-1) ?? null;
}

async function startOffer(session: ContractsSession) {
  const { user } = session;
  const dialog = await screen.findByRole("dialog", { name: C.centre }, FIRST);
  await user.type(await within(dialog).findByRole("searchbox", { name: "Username" }, FIRST), DOWNLINE);
  await user.click(within(dialog).getByRole("button", { name: C.search }));
  await user.click(await within(centre()).findByRole("button", { name: C.offerTo(DOWNLINE) }, WAIT));
  await user.click(within(offerDialog()).getByRole("radio", { name: C.dailySalary }));
  await user.click(within(offerDialog()).getByRole("button", { name: C.continue }));
  await within(offerDialog()).findByRole("form", { name: C.termsForm }, WAIT);
}

async function startTerminate(session: ContractsSession) {
  const dialog = await screen.findByRole("dialog", { name: C.centre }, FIRST);
  await session.user.click(await within(dialog).findByRole("button", { name: C.endTitle(OWN_DAILY) }, FIRST));
  await waitFor(() => expect(endDialog()).not.toBeNull(), WAIT);
}

export const contractsDriver: FlowDriver<ContractsSession> = {
  machineId: "contracts",
  // The first path loads the agent centre's code; the session paths log in again.
  pathTimeoutMs: 90_000,

  async start(sample) {
    const input = sample.input as ContractsInput;
    const started: AnyActorRef[] = [];
    // The popup's first call is held only for demo's popup; the agent's popup (no offer waits) and menu run freely.
    const held = createHeldPlatform(input.mode === "answer" ? [DAILY, CONSOLIDATED] : [DAILY]);
    const user = input.mode === "answer" ? DOWNLINE : AGENT.username;
    const url = input.mode === "offer" ? "/agent/team" : input.mode === "terminate" ? "/agent/daily-salary" : "/vip";
    const app = await renderAs(user, url, started);
    const session: ContractsSession = { mode: input.mode, app, user: userEvent.setup(), held, started, popup: null };
    if (input.mode === "offer") await startOffer(session);
    else if (input.mode === "terminate") await startTerminate(session);
    else await waitFor(() => expect(current(session)).not.toBeNull(), FIRST);
    return session;
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user } = session;
    switch (event.type) {
      case "terms.changed":
        return fillTerms(session, event.terms as ContractTerms);
      case "offer.submitted":
        return user.click(within(termsForm()).getByRole("button", { name: C.offer }));
      case "xstate.done.actor.checkOffer":
        arrangeEnding(event.output as OfferCheck);
        return session.held.release(DAILY);
      case "xstate.error.actor.checkOffer":
      case "xstate.error.actor.answerOffer":
      case "xstate.error.actor.terminateContract":
        return fail(session, DAILY);
      case "offer.confirmed":
        return user.click(within(offerDialog()).getByRole("button", { name: C.confirmEnding }));
      case "offer.back":
        return user.click(within(offerDialog()).getByRole("button", { name: /^(Back|Back to the terms)$/ }));
      case "xstate.done.actor.sendOffer":
      case "xstate.done.actor.answerOffer":
      case "xstate.done.actor.terminateContract":
        return session.held.release(DAILY);
      case "xstate.error.actor.sendOffer":
        if ((event.error as { code?: string }).code === "session.ended") {
          for (const token of [...store.state.sessions.keys()]) store.closeSession(token);
          return session.held.release(DAILY);
        }
        return fail(session, DAILY);
      case "offer.retry":
        return user.click(within(offerDialog()).getByRole("button", { name: C.tryAgain }));
      case "session.resumed":
        return logInAgain(session);
      case "offer.new":
        return user.click(within(offerDialog()).getByRole("button", { name: C.offerAnother }));
      case "xstate.done.actor.fetchOffers":
        arrangeOffers(event.output as ContractOffer[]);
        return session.held.release(CONSOLIDATED);
      case "xstate.error.actor.fetchOffers":
        return fail(session, CONSOLIDATED);
      case "offers.retry":
        return user.click(within(popup()!).getByRole("button", { name: C.tryAgain }));
      case "offer.accepted":
        return user.click(within(popup()!).getByRole("button", { name: C.accept }));
      case "offer.rejected":
        return user.click(within(popup()!).getByRole("button", { name: C.reject }));
      case "offer.later":
        return user.click(within(popup()!).getByRole("button", { name: C.later }));
      case "popup.closed":
        return user.click(within(popup()!).getAllByRole("button", { name: C.close }).at(-1)!);
      case "termination.confirmed":
        return user.click(within(endDialog()!).getByRole("button", { name: C.end }));
      case "termination.cancelled":
        return user.click(within(endDialog()!).getByRole("button", { name: C.cancel }));
      default:
        throw new Error(`contractsDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = typeof value === "string" ? value : JSON.stringify(value);
    await waitFor(() => {
      const snapshot = current(session)?.getSnapshot() as { context: { ending: readonly ContractSummary[]; offers: readonly ContractOffer[]; current: number; answer: string | null; failure: unknown } } | undefined;
      switch (state) {
        case '{"offering":"editing"}':
        case '{"offering":"checking"}':
        case '{"offering":"sending"}':
        case '{"offering":"awaitingLogin"}': {
          const form = termsForm();
          const busy = state !== '{"offering":"editing"}';
          expect(form).toHaveAttribute("aria-busy", String(busy));
          expect(within(form).getByRole("button", { name: C.offer })).toHaveProperty("disabled", busy);
          const ended = within(form).queryByText(C.sessionEnded);
          expect(ended !== null).toBe(state === '{"offering":"awaitingLogin"}');
          if (state === '{"offering":"awaitingLogin"}') expect(screen.getByRole("dialog", { name: C.logIn })).toBeInTheDocument();
          else expect(screen.queryByRole("dialog", { name: C.logIn })).toBeNull();
          return;
        }
        case '{"offering":"confirming"}': {
          const confirm = within(offerDialog()).getByRole("region", { name: C.ending(1, DOWNLINE) });
          expect(confirm).toHaveTextContent(C.endingRow(DEMO_DAILY, DOWNLINE, "1.20%"));
          return;
        }
        case '{"offering":"sendFailed"}':
          expect(within(offerDialog()).getByRole("alert")).toHaveTextContent(C.notSent);
          return;
        case '{"offering":"offered"}':
          expect(within(offerDialog()).getByRole("heading", { name: C.sent })).toBeInTheDocument();
          expect(within(offerDialog()).queryByText(C.ended) !== null).toBe((snapshot?.context.ending.length ?? 0) > 0);
          return;
        case '{"answering":"loading"}':
        case "closed":
          if (session.mode === "terminate") expect(endDialog()).toBeNull();
          else expect(popup()).toBeNull();
          return;
        case '{"answering":"loadFailed"}':
          expect(within(popup()!).getByRole("alert")).toHaveTextContent(C.loadFailed);
          return;
        case '{"answering":"asking"}':
        case '{"answering":"sendingAnswer"}': {
          const dialog = popup()!;
          const sending = state === '{"answering":"sendingAnswer"}';
          expect(within(dialog).getByTestId("contract-offer")).toHaveTextContent(C.offerFrom(AGENT.username));
          expect(within(dialog).getByRole("button", { name: C.accept })).toHaveProperty("disabled", sending);
          expect(within(dialog).queryByText(C.sending) !== null).toBe(sending);
          const offers = snapshot?.context.offers.length ?? 0;
          if (offers > 1) expect(dialog).toHaveTextContent(C.counter((snapshot?.context.current ?? 0) + 1, offers));
          expect(within(dialog).queryByText(startingWith(C.answerNotSent)) !== null).toBe(!sending && snapshot?.context.failure !== null);
          return;
        }
        case "answered":
          expect(within(popup()!).getByRole("status")).toHaveTextContent(snapshot?.context.answer === "accept" ? C.accepted : C.rejected);
          return;
        case '{"terminating":"confirming"}':
        case '{"terminating":"sending"}': {
          const dialog = endDialog()!;
          const sending = state === '{"terminating":"sending"}';
          expect(within(dialog).getByRole("button", { name: C.end })).toHaveProperty("disabled", sending);
          expect(within(dialog).queryByText(startingWith(C.notEnded)) !== null).toBe(!sending && snapshot?.context.failure !== null);
          return;
        }
        case "terminated":
          expect(within(endDialog()!).getByRole("status")).toHaveTextContent(C.hasEnded);
          return;
        default:
          throw new Error(`no screen check for ${state}`);
      }
      // The popup's and the login popup's code arrive on first use: the first of them may take longer than a step.
    }, FIRST);
  },

  machineState(session) {
    const actor = current(session);
    return actor ? entry.serialize(actor.getSnapshot() as never) : "(not running)";
  },

  async stop(session) {
    session.app.services.app.stop();
    session.app.unmount();
  },
};
