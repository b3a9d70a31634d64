/**
 * Model-based UI driver of "My account" (`/member/account`, for `demo`): each generated path through the security
 * centre's real views — the overview of what is bound, the mobile, e-mail, payment-password and bank-account forms,
 * their messages next to the fields, the platform's refusals, a failed load with Try again, and the end of a session
 * while a form is sent — in the whole app.
 *
 * The page's calls wait until the path's next sample event says what the platform answers: its three reads (the
 * security config, the bank accounts, the banks: the machine's `fetchOverview`) while it loads, and its four writes
 * (mobile, e-mail, payment password, bank account), answered in the platform's wire form of the sample's data, a
 * refusal with the sample's message, or a network failure (the samples' timeout: the page shows the same failure).
 * The end of a session is a real one: the sandbox closes it and the held write goes on to the sandbox, which answers
 * 401; the login popup it opens is where the player logs in again.
 *
 * Sample events no control can make right now are sent to the page's actor, as the machine's own guard (or its
 * global handler) against them: "Player logs in again" after a failed load (no 401, so no login popup is open), and
 * Add bank account when five are bound (the page offers no button, only the note that five is the most).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import type { FieldError } from "../../machines/auth/fields.ts";
import { MAX_BANK_CARDS, type BankCard, type SecurityOverview } from "../../machines/security-centre/security-centre.types.ts";
import type { SecurityCentreContext, SecurityField, SecuritySection } from "../../machines/security-centre/security-centre.machine.ts";
import { cashierEndpoints } from "../../src/api/cashier-endpoints.ts";
import { fieldErrorText } from "../../src/i18n/auth-messages.ts";
import { i18n } from "../../src/i18n/i18n.ts";
import { cashierFailure } from "../../src/views/cashier/cashier-messages.ts";
import { mobileFieldError, securityFieldMessage } from "../../src/views/security-centre/security-messages.ts";
import type { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { logInInPopup, typeInto } from "./sign-in.ts";
import { followedState, openFollowed, stopFollowed } from "./followed-page.ts";
import type { FlowDriver } from "./types.ts";

const { store } = nodeSandbox;

const PATHS = {
  security: cashierEndpoints.securityConfig.path,
  cards: cashierEndpoints.bankCards.path,
  banks: cashierEndpoints.bankList.path,
  mobile: cashierEndpoints.mobileBind.path,
  email: cashierEndpoints.emailBind.path,
  paymentPassword: cashierEndpoints.paymentPasswordSet.path,
  card: cashierEndpoints.bankCardAdd.path,
} as const;
const READS: readonly string[] = [PATHS.security, PATHS.cards, PATHS.banks];
const WRITES: readonly string[] = [PATHS.mobile, PATHS.email, PATHS.paymentPassword, PATHS.card];

interface SecuritySession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: ReturnType<typeof userEvent.setup>;
  calls: HeldCalls;
  /** The page's security-centre actors, newest last. */
  actors: AnyActorRef[];
  /** The section whose form the last checked screen showed (a form that closes gives the focus back to its button). */
  wasOpen: SecuritySection | null;
}

type Snapshot = { value: unknown; context: SecurityCentreContext; children: Record<string, AnyActorRef | undefined>; matches(value: unknown): boolean };
/** The mobile number's problem the code sender found (its own child actor, `bindSms`). */
const smsMobileError = (snapshot: Snapshot) => (snapshot.children.bindSms?.getSnapshot() as { context: { mobileError: FieldError | null } } | undefined)?.context.mobileError ?? null;
const snapshotOf = (session: SecuritySession) => session.actors.at(-1)!.getSnapshot() as Snapshot;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const refused = (message: string) => () => HttpResponse.json({ success: false, message });
const networkDown = () => HttpResponse.error();

/** Each section's region (named by its heading) and the form it opens. */
const REGION: Record<SecuritySection, string> = { mobile: "Mobile number", email: "E-mail", paymentPassword: "Payment password", card: "Bank accounts" };
const region = (section: SecuritySection) => screen.getByRole("region", { name: REGION[section] });
const FORM_NAME = (section: SecuritySection, overview: SecurityOverview): string =>
  section === "mobile" ? "Change mobile number" : section === "email" ? "Change e-mail" : section === "card" ? "Add a bank account" : overview.paymentPasswordSet ? "Change payment password" : "Set payment password";
const formOf = (section: SecuritySection, overview: SecurityOverview) => within(region(section)).getByRole("form", { name: FORM_NAME(section, overview) });

/** The fields each form shows (the payment-password form asks for the login password the first time, the old one after). */
function formFields(section: SecuritySection, overview: SecurityOverview): readonly SecurityField[] {
  switch (section) {
    case "mobile":
      return ["mobileNum", "verificationCode"];
    case "email":
      return ["email", "emailPassword"];
    case "paymentPassword":
      return [overview.paymentPasswordSet ? "oldPaymentPassword" : "loginPassword", "newPaymentPassword", "confirmPaymentPassword"];
    case "card":
      return ["bankCode", "accountNumber", "payeeName", "cardPassword"];
  }
}

const LABEL: Record<SecurityField, RegExp> = {
  mobileNum: /^Mobile number/,
  countryDialingCode: /^Country code/,
  verificationCode: /^Verification code/,
  email: /^E-mail/,
  emailPassword: /^Login password/,
  loginPassword: /^Login password/,
  oldPaymentPassword: /^Old payment password/,
  newPaymentPassword: /^Payment password \(6 digits\)/,
  confirmPaymentPassword: /^Repeat the payment password/,
  bankCode: /^Bank/,
  accountNumber: /^Account number/,
  payeeName: /^Payee name/,
  cardPassword: /^Payment password/,
};
const fieldIn = (form: HTMLElement, field: SecurityField): HTMLInputElement | HTMLSelectElement =>
  field === "bankCode" ? within(form).getByRole("combobox", { name: LABEL.bankCode }) : within(form).getByLabelText(LABEL[field], { selector: "input" });

/** The section whose form a state value shows, if any. */
function sectionOf(value: unknown): SecuritySection | null {
  if (typeof value !== "object" || value === null) return null;
  return (["mobile", "email", "paymentPassword", "card"] as const).find((section) => section in value) ?? null;
}

/** The refusals the samples name, as the page writes them. */
const REFUSAL: Record<string, string> = {
  "cashier.loginPassword.wrong": "The login password is wrong.",
  "The verification code is incorrect or has expired": "The verification code is incorrect or has expired",
};

/** The platform's wire form of the sample's overview (the three reads). */
const bankCodeOf = (overview: SecurityOverview, card: BankCard) => overview.banks.find((b) => b.bankName === card.bankName)?.bankCode ?? "";
async function answerOverview(calls: HeldCalls, overview: SecurityOverview) {
  await calls.answer(PATHS.security, ok({ paymentPasswordSet: overview.paymentPasswordSet, mobile: overview.mobile, email: overview.email }), "newest");
  await calls.answer(PATHS.cards, ok(overview.cards.map((card) => ({ ...card, bankCode: bankCodeOf(overview, card) }))), "newest");
  await calls.answer(PATHS.banks, ok(overview.banks), "newest");
}

/** The held write of a section gets the sample's error: a refusal, a network failure, or a real 401. */
async function answerError(calls: HeldCalls, path: string, error: { code: string; serverMessage?: string }) {
  if (error.code === "session.ended") {
    for (const token of [...store.state.sessions.keys()]) store.closeSession(token);
    return calls.answer(path, null);
  }
  return calls.answer(path, error.serverMessage ? refused(error.serverMessage) : networkDown);
}

/** The login popup a 401 opened (modal: the page under it is inert). */
const loginOpen = () => screen.queryByRole("dialog", { name: "Log in" }) !== null;
/** The events a player makes on the page itself (presses and typing). */
const PAGE_EVENTS = new Set(["security.retry", "section.opened", "field.changed", "sms.requested", "section.submitted", "section.cancelled"]);

async function logIn(user: SecuritySession["user"]) {
  await logInInPopup(user);
}

/** Each section's button on the overview. */
function opener(section: SecuritySection, overview: SecurityOverview): string {
  switch (section) {
    case "mobile":
      return overview.mobile ? "Change mobile number" : "Bind mobile number";
    case "email":
      return overview.email ? "Change e-mail" : "Bind e-mail";
    case "paymentPassword":
      return overview.paymentPasswordSet ? "Change payment password" : "Set payment password";
    case "card":
      return "Add bank account";
  }
}

/** The open form: values as typed, a message next to each field with a problem, Save (Saving… while sent), the failure. */
function expectForm(section: SecuritySection, snapshot: Snapshot, saving: boolean) {
  const { context } = snapshot;
  const overview = context.overview!;
  const form = formOf(section, overview);
  for (const field of formFields(section, overview)) {
    const input = fieldIn(form, field);
    expect(input.value, `${field} as typed`).toBe(context.fields[field]);
    const error = context.errors[field];
    if (field === "bankCode") {
      // The select's message is the line under it (announced as it changes).
      expect(input.getAttribute("aria-invalid"), "bank marked invalid").toBe(error ? "true" : null);
      expect(form.querySelector('[id$="-bank-error"]'), "the bank's message").toHaveTextContent(error ? securityFieldMessage(i18n, error)! : /^$/);
      continue;
    }
    // The mobile number's message may also be the code sender's (Send code with no number or a malformed one).
    const message = field === "mobileNum" ? fieldErrorText(i18n, mobileFieldError(error) ?? smsMobileError(snapshot)) : securityFieldMessage(i18n, error);
    expect(input.getAttribute("aria-invalid"), `${field} marked invalid`).toBe(String(message !== undefined));
    // The field's own message first (a hint may follow it).
    if (message) expect(input).toHaveAccessibleDescription(new RegExp(`^${escaped(message)}`));
  }
  const save = within(form).getByRole("button", { name: saving ? "Saving…" : "Save" });
  expect(save.getAttribute("aria-disabled")).toBe(String(saving));
  expect(within(form).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  const { failure, sessionEnded } = context;
  if (sessionEnded) {
    expect(within(form).getByRole("status")).toHaveTextContent("Your session ended. Log in again, then save.");
    return;
  }
  const alert = within(form).getByRole("alert");
  if (!failure) expect(alert).toHaveTextContent(/^$/);
  else expect(alert).toHaveTextContent(failure.serverMessage && REFUSAL[failure.serverMessage] ? REFUSAL[failure.serverMessage]! : cashierFailure(i18n, failure));
}

/** The overview: what is bound, each section's button (none for a sixth bank account), what was saved last. */
function expectOverview(context: SecurityCentreContext, open: SecuritySection | null) {
  const overview = context.overview!;
  expect(within(region("mobile")).getByTestId("security-mobile")).toHaveTextContent(overview.mobile ?? "Not bound");
  expect(within(region("email")).getByTestId("security-email")).toHaveTextContent(overview.email ?? "Not bound");
  expect(within(region("paymentPassword")).getByTestId("security-payment-password")).toHaveTextContent(overview.paymentPasswordSet ? /^Set$/ : "Not set");
  const cards = within(region("card")).queryAllByRole("listitem");
  expect(cards).toHaveLength(overview.cards.length);
  overview.cards.forEach((card, i) => expect(cards[i]).toHaveTextContent(`${card.bankName} ${card.accountNumber} ${card.payeeName}`));
  if (overview.cards.length === 0) expect(within(region("card")).getByTestId("security-cards")).toHaveTextContent("None yet");
  for (const section of ["mobile", "email", "paymentPassword", "card"] as const) {
    const button = within(region(section)).queryByRole("button", { name: opener(section, overview) });
    const full = section === "card" && overview.cards.length >= MAX_BANK_CARDS;
    expect(button !== null, `${section}'s button`).toBe(section !== open && !full);
    if (section === open) expect(formOf(section, overview)).toBeInTheDocument();
    else expect(within(region(section)).queryByRole("form")).toBeNull();
  }
  if (overview.cards.length >= MAX_BANK_CARDS && open !== "card") expect(within(region("card")).getByText(`You can bind at most ${MAX_BANK_CARDS} bank accounts.`)).toBeInTheDocument();
  const SAVED: Record<SecuritySection, string> = {
    mobile: "Your mobile number is saved.",
    email: "Your e-mail address is saved.",
    paymentPassword: "Your payment password is saved.",
    card: "The bank account is added.",
  };
  for (const section of ["mobile", "email", "paymentPassword", "card"] as const) {
    const status = within(region(section))
      .getAllByRole("status")
      .find((s) => s.parentElement === region(section))!;
    expect(status).toHaveTextContent(context.saved === section ? SAVED[section] : /^$/);
  }
}

export const securityCentreDriver: FlowDriver<SecuritySession> = {
  machineId: "securityCentre",
  pathTimeoutMs: 60_000,

  async start() {
    const actors: AnyActorRef[] = [];
    const loading = () => actors.at(-1)?.getSnapshot().value === "loading";
    const calls = holdCalls((path) => WRITES.includes(path) || (READS.includes(path) && loading()));
    const page = await openFollowed({ url: "/member/account", member: "demo", loader: "loadCashierMachines", machine: "securityCentre", calls, actors });
    return { ...page, user: userEvent.setup(), wasOpen: null };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    const snapshot = snapshotOf(session);
    const send = () => session.actors.at(-1)!.send(event);
    const open = sectionOf(snapshot.value);
    if (PAGE_EVENTS.has(event.type) && loginOpen()) {
      // A 401 opened the login popup, a modal dialog: the page under it is inert (closing the popup leaves the member
      // page), so no player can press or type anything on the page until they log in again. The press is sent to the
      // page's actor, which keeps working under the popup.
      send();
      return;
    }
    switch (event.type) {
      case "xstate.done.actor.fetchOverview":
        return answerOverview(calls, event.output as SecurityOverview);
      case "xstate.error.actor.fetchOverview":
        // One read failing fails the load; the others are dropped with it.
        return calls.answer(PATHS.security, networkDown, "newest");
      case "xstate.done.actor.bindMobile": {
        const masked = (event.output as { masked: string }).masked;
        const overview = snapshot.context.overview!;
        return calls.answer(PATHS.mobile, ok({ paymentPasswordSet: overview.paymentPasswordSet, mobile: masked, email: overview.email }));
      }
      case "xstate.done.actor.bindEmail": {
        const masked = (event.output as { masked: string }).masked;
        const overview = snapshot.context.overview!;
        return calls.answer(PATHS.email, ok({ paymentPasswordSet: overview.paymentPasswordSet, mobile: overview.mobile, email: masked }));
      }
      case "xstate.done.actor.savePaymentPassword":
        return calls.answer(PATHS.paymentPassword, ok(null));
      case "xstate.done.actor.addBankCard": {
        const card = event.output as BankCard;
        return calls.answer(PATHS.card, ok({ ...card, bankCode: bankCodeOf(snapshot.context.overview!, card) }));
      }
      case "xstate.error.actor.bindMobile":
        return answerError(calls, PATHS.mobile, event.error as never);
      case "xstate.error.actor.bindEmail":
        return answerError(calls, PATHS.email, event.error as never);
      case "xstate.error.actor.savePaymentPassword":
        return answerError(calls, PATHS.paymentPassword, event.error as never);
      case "xstate.error.actor.addBankCard":
        return answerError(calls, PATHS.card, event.error as never);
      case "security.retry":
        return user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
      case "section.opened": {
        const section = event.section as SecuritySection;
        const overview = snapshot.context.overview!;
        if (section === "card" && overview.cards.length >= MAX_BANK_CARDS) {
          // Five bank accounts are bound: the page offers no Add bank account (the machine's guard refuses it).
          send();
          return;
        }
        return user.click(within(region(section)).getByRole("button", { name: opener(section, overview) }));
      }
      case "field.changed": {
        const field = event.field as SecurityField;
        const input = fieldIn(formOf(open!, snapshot.context.overview!), field);
        if (field === "bankCode") return user.selectOptions(input, String(event.value));
        return typeInto(user, input, String(event.value));
      }
      case "sms.requested":
        return user.click(within(formOf("mobile", snapshot.context.overview!)).getByRole("button", { name: /Send code|Get code/i }));
      case "section.submitted":
        return user.click(within(formOf(open!, snapshot.context.overview!)).getByRole("button", { name: "Save" }));
      case "section.cancelled":
        return user.click(within(formOf(open!, snapshot.context.overview!)).getByRole("button", { name: "Cancel" }));
      case "session.resumed":
        if (!loginOpen()) {
          // No call was refused with a 401 (the load failed otherwise): no login popup is open to log in with.
          send();
          return;
        }
        return logIn(user);
      default:
        throw new Error(`securityCentreDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    await waitFor(
      () => {
        const snapshot = snapshotOf(session);
        const { context } = snapshot;
        if (value === "loading") {
          expect(screen.getByText("Loading…")).toBeInTheDocument();
          expect(screen.queryByRole("region", { name: REGION.mobile })).toBeNull();
          return;
        }
        if (value === "loadFailed") {
          const alert = screen.getByRole("alert");
          expect(alert).toHaveTextContent(/\S/);
          expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
          return;
        }
        // The session's end (a 401 while a form was sent) opens the login popup over the page until the player logs in.
        expect(loginOpen(), "the login popup").toBe(context.sessionEnded);
        const open = sectionOf(value);
        expectOverview(context, open);
        if (open) expectForm(open, snapshot, JSON.stringify(value).includes('"saving"'));
        if (!context.sessionEnded) {
          // The open form holds the focus (its first field when it opens); a form that closes gives it back to its button.
          if (open) expect(formOf(open, context.overview!).contains(document.activeElement), "the focus in the open form").toBe(true);
          else if (session.wasOpen) {
            const button = within(region(session.wasOpen)).queryByRole("button", { name: opener(session.wasOpen, context.overview!) });
            if (button) expect(button).toHaveFocus();
          }
        }
        session.wasOpen = open;
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("securityCentre"),

  stop: stopFollowed,
};

