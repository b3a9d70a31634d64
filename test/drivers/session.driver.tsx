/**
 * Model-based UI driver of the player's session (`session`, the app machine's child `services.auth`): each generated
 * path through the whole app — the header's Log in and Register, the login popup (Forgot password?, Free trial,
 * Register now, its close button), the register and forgot-password modals completed for real, the member bar
 * (Deposit, Personal centre, Sign out), the change-password modal of My account, and the session's own dialogs (sure
 * to log out, the trial-account warning, a free trial that failed, an account that could not be loaded).
 *
 * What the platform says is held until the path says it: the system status (the platform's modules arrive: the site
 * shows its start-up screen until then; a player's first action lets it arrive with free play off, a path's "modules
 * arrive" with the sample's switches), the member (`/wps/member/info`: the sample's member in the platform's wire form,
 * a network failure, or the sandbox's 401 after it has closed the session), free play and the logout (the sandbox
 * answers under its rules; free play refused with FREEPLAY3 off, a logout the platform did not hear is a network
 * failure). The sign-ins themselves run against the sandbox: demo logs in (newbie, with the default password, when the
 * login goes through a forced password change), a new player registers, demo resets the password by phone. "A call
 * answers 401" is the sandbox closing the session and the member's next call (Confirm in the change-password modal)
 * answering so. After the last step the calls still held go on to the sandbox (`finish`), so the session settles
 * before the storage check.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import type { Member } from "../../machines/boot/boot.types.ts";
import type { ChangePasswordField } from "../../machines/change-password/change-password.machine.ts";
import { registry } from "../../machines/registry.ts";
import { TRIAL_TYPE, type SessionInput } from "../../machines/session/session.machine.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { SESSION_KEYS } from "../../src/app/storage-keys.ts";
import { patchScenario } from "../../src/sandbox/scenarios.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { stopFollowed } from "./followed-page.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { CHANGE_PASSWORD_FIELD_LABEL, REGISTER_FIELD_LABEL, REGISTER_TITLE } from "./labels.ts";
import { settle } from "./settle.ts";
import { logInInPopup, textedCode, typeInto } from "./sign-in.ts";
import type { FlowDriver } from "./types.ts";

const entry = registry.find((e) => e.machine.id === "session")!;
const { store } = nodeSandbox;
const STATUS: string = endpoints.systemStatus.path;
const MEMBER: string = endpoints.memberInfo.path;
const FREEPLAY: string = endpoints.loginFreeplay.path;
const LOGOUT: string = endpoints.logout.path;
const WAIT = { timeout: 10_000 };

/** A new password the sandbox's rule accepts (letters and digits). */
const NEW_PASSWORD = "Fresh2024";
/** demo's mobile number (the sandbox's +55 number) and the code the sandbox texted to it for the reset. */
const DEMO_MOBILE = "11987654321";
const RESET_CODE = "246810";

interface SessionSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  /** The system status has been answered (the site is shown, the session knows the platform's modules). */
  statusAnswered: boolean;
  /** Whether the platform's calls are held (off once the path has ended: the platform answers under its own rules). */
  holding: { on: boolean };
  /** How many new players this path registered (each gets a username of its own). */
  registered: number;
}

type SessionSnapshot = ReturnType<SessionSession["app"]["services"]["auth"]["getSnapshot"]>;
const snapshotOf = (session: SessionSession): SessionSnapshot => session.app.services.auth.getSnapshot();

/** The member as `GET /wps/member/info` sends it. */
const wireMember = (m: Member) => () =>
  HttpResponse.json({
    success: true,
    value: {
      id: m.id,
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      toUpline: m.toUpline,
      clubLabel: m.vipLabel === null ? null : { labelName: m.vipLabel, rankLevel: m.vipRank ?? 0 },
      memberLabel: [],
      avatar: "",
      avatarType: "STATIC",
    },
  });
const down = () => HttpResponse.error();

const dialogNamed = (name: string) => screen.queryByRole("dialog", { name });
const alertNamed = (name: string) => screen.queryByRole("alertdialog", { name });
function opened(element: HTMLElement | null, what: string): HTMLElement {
  if (!element) throw new Error(`expected the ${what}`);
  return element;
}
const loginDialog = () => opened(dialogNamed("Log in"), "login popup");
const changeDialog = () => opened(dialogNamed("Change password"), "change-password modal");
const SIGN_IN_DIALOGS = ["Log in", REGISTER_TITLE, "Forgot password", "Change password"];

/** The platform's status answers (the sandbox's, with the modules the scenario has now); the site is then shown. */
async function answerStatus(session: SessionSession): Promise<void> {
  await session.calls.answer(STATUS, null);
  session.statusAnswered = true;
  await waitFor(() => expect(document.querySelector('[data-screen="site"]')).not.toBeNull(), { timeout: 20_000 });
}

/** The token the page holds now (the session the sandbox closes when the platform ends it). */
const currentToken = () => sessionStorage.getItem(SESSION_KEYS.token);

/** Types the sample's fields into the open change-password modal. */
async function typeChange(session: SessionSession, fields: Record<ChangePasswordField, string>): Promise<void> {
  for (const name of Object.keys(CHANGE_PASSWORD_FIELD_LABEL) as ChangePasswordField[]) {
    const field = within(changeDialog()).queryByLabelText(CHANGE_PASSWORD_FIELD_LABEL[name]);
    if (field) await typeInto(session.user, field, fields[name]);
  }
}

/** A new player fills in the register form (username and password: the sandbox's minimal rules) and registers. */
async function register(session: SessionSession): Promise<void> {
  const { user } = session;
  session.registered += 1;
  const dialog = await screen.findByRole("dialog", { name: REGISTER_TITLE }, WAIT);
  const form = await within(dialog).findByRole("form", { name: "Register" }, WAIT);
  const field = (name: string) => within(form).getByLabelText(REGISTER_FIELD_LABEL[name]!, { selector: "input" });
  await typeInto(user, field("username"), `player${70 + session.registered}`);
  await typeInto(user, field("password"), NEW_PASSWORD);
  await typeInto(user, field("confirmPassword"), NEW_PASSWORD);
  const agreement = within(form).getByRole("checkbox", { name: /18 or older/ });
  if (!(agreement as HTMLInputElement).checked) await user.click(agreement);
  await user.click(within(form).getByRole("button", { name: "Register" }));
}

/** demo resets the password by phone: the mobile tab, the number, the code the sandbox texted, a new password. */
async function resetByPhone(session: SessionSession): Promise<void> {
  const { user } = session;
  const dialog = await screen.findByRole("dialog", { name: "Forgot password" }, WAIT);
  await user.click(within(dialog).getByRole("tab", { name: "Mobile number" }));
  const form = within(dialog).getByRole("form", { name: "Forgot password" });
  textedCode(store.findMember("demo")!.mobile!, "noLogin", RESET_CODE);
  await typeInto(user, within(form).getByLabelText(/^Mobile number/), DEMO_MOBILE);
  await typeInto(user, within(form).getByLabelText(/^Verification code(?! not sent)/), RESET_CODE);
  await typeInto(user, within(form).getByLabelText(/^New password/), NEW_PASSWORD);
  await user.click(within(form).getByRole("button", { name: "Submit" }));
}

/** newbie logs in with the default password and changes it in the login popup's forced step. */
async function logInThroughForcedChange(session: SessionSession): Promise<void> {
  const { user } = session;
  await logInInPopup(user, { username: "newbie", password: "123456" });
  const dialog = await screen.findByRole("dialog", { name: "Change password" }, WAIT);
  await typeInto(user, within(dialog).getByLabelText(CHANGE_PASSWORD_FIELD_LABEL.newPassword), NEW_PASSWORD);
  await typeInto(user, within(dialog).getByLabelText(CHANGE_PASSWORD_FIELD_LABEL.confirmPassword), NEW_PASSWORD);
  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
}

export const sessionDriver: FlowDriver<SessionSession> = {
  machineId: "session",
  // The sign-in modals, the member centre and the change-password modal open on their first use (lazy code).
  pathTimeoutMs: 60_000,

  async start(sample) {
    const input = sample.input as SessionInput;
    localStorage.setItem("lang", "en");
    // The modules arrive with free play off unless the path says otherwise; registration is by username, and the
    // sandbox's minimal register rules ask for a username and a password only.
    patchScenario(store, { whitelabel: { FREEPLAY3: false, MOBILENUMREG3: false }, registerRules: "minimal" });
    if (input.hasToken) sessionStorage.setItem(SESSION_KEYS.token, store.openSession(store.findMember("demo")!.id));
    if (input.passwordChangePending) sessionStorage.setItem(SESSION_KEYS.passwordChange, "1");
    const holding = { on: true };
    const calls = holdCalls((path) => holding.on && (path === STATUS || path === MEMBER || path === FREEPLAY || path === LOGOUT));
    const app = await renderApp("/", {
      defaultPassword: input.defaultPassword,
      defaultDialingCode: input.defaultDialingCode,
      registrationBonusPrompts: [],
    });
    return { app, user: userEvent.setup(), calls, statusAnswered: false, holding, registered: 0 };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls, app } = session;
    const auth = app.services.auth;
    /** Sends a sample no control offers right now (the reason is the comment at each call). */
    const direct = () => void auth.send(event as never);
    if (event.type === "platform.ready") {
      // The app machine hands the session the platform's status once, as it first arrives.
      if (session.statusAnswered) throw new Error("the platform's modules have arrived already");
      const modules = event.modules as Record<string, boolean>;
      patchScenario(store, { whitelabel: { ...modules, MOBILENUMREG3: false } });
      return answerStatus(session);
    }
    // Whatever the player does, the site is shown: the platform's status has arrived (free play off).
    if (!session.statusAnswered) await answerStatus(session);
    await settle();
    const snapshot = snapshotOf(session);
    switch (event.type) {
      case "login.open":
        return user.click(within(screen.getByRole("banner")).getAllByRole("button", { name: "Log in" })[0]!);
      case "register.open": {
        const login = dialogNamed("Log in");
        if (login) return user.click(within(login).getByRole("button", { name: "Register now" }));
        return user.click(within(screen.getByRole("banner")).getByRole("button", { name: "Register" }));
      }
      case "recovery.open":
        // The forgot-password modal's code loads on this first press and suspends meanwhile: a plain DOM click.
        return within(loginDialog()).getByRole("button", { name: "Forgot password?" }).click();
      case "auth.closed": {
        const open = ["Log in", REGISTER_TITLE, "Forgot password"].map(dialogNamed).find((d) => d !== null);
        return user.click(within(opened(open ?? null, "sign-in modal")).getAllByRole("button", { name: "Close" })[0]!);
      }
      case "freeplay.requested": {
        const trial = dialogNamed("Log in") ? within(loginDialog()).queryByRole("button", { name: "Free trial" }) : null;
        // Free trial is offered in the login popup, and only while free play is on: a guest without the popup, or
        // with free play off, has nothing to press (the machine refuses the request there).
        if (!trial) return direct();
        return user.click(trial);
      }
      case "protected.requested": {
        if (snapshot.matches({ signedIn: "idle" })) return user.click(within(screen.getByTestId("member-bar")).getByRole("button", { name: "Deposit" }));
        // The login popup covers the page: nothing behind it can be pressed (a page that asks for a login while it
        // is open, as a game or the deposit page would, sends this).
        if (!snapshot.matches({ guest: "idle" })) return direct();
        // A guest has no Deposit button: the deposit page's address (a link to it) asks for the login.
        return void app.router.navigate({ to: String((event.intent as { to: string }).to) });
      }
      case "password.change":
        // A trial account has no My account (its buttons give the real-account warning): nothing offers the change.
        if (snapshot.context.member?.type === TRIAL_TYPE) return direct();
        await user.click(within(screen.getByTestId("member-bar")).getByRole("button", { name: "Personal centre" }));
        return user.click(await screen.findByRole("button", { name: "Change password" }, WAIT));
      case "logout.requested":
        return user.click(within(screen.getByTestId("member-bar")).getByRole("button", { name: "Sign out" }));
      case "logout.cancelled":
        return user.click(within(opened(alertNamed("Sign out"), "logout confirmation")).getByRole("button", { name: "Cancel" }));
      case "logout.confirmed": {
        const failed = alertNamed("Your account could not be loaded");
        // An account that could not be loaded offers to log out instead: its close button.
        if (failed) return user.click(within(failed).getByRole("button", { name: "Close" }));
        return user.click(within(opened(alertNamed("Sign out"), "logout confirmation")).getByRole("button", { name: "Confirm" }));
      }
      case "trial.dismissed":
        return user.click(within(opened(alertNamed("Real account needed"), "trial-account warning")).getByRole("button", { name: "Confirm" }));
      case "failure.dismissed": {
        const failure = alertNamed("Free trial unavailable");
        // No message is shown: there is nothing to dismiss (the machine clears a failure that is not there).
        if (!failure) return direct();
        return user.click(within(failure).getByRole("button", { name: "OK" }));
      }
      case "member.retry":
        return user.click(within(opened(alertNamed("Your account could not be loaded"), "account failure")).getByRole("button", { name: "Try again" }));
      case "session.ended": {
        // The platform ends the session; the member's next call (Confirm in the change-password modal) answers 401.
        if (!dialogNamed("Change password")) throw new Error("session.ended is performed from the change-password modal");
        store.closeSession(currentToken());
        return user.click(within(changeDialog()).getByRole("button", { name: "Confirm" }));
      }
      case "xstate.snapshot.changePassword": {
        const { fields } = (event.snapshot as { context: { fields: Record<ChangePasswordField, string> } }).context;
        return typeChange(session, fields);
      }
      case "xstate.done.actor.changePassword": {
        if ((event.output as { changed: boolean }).changed) {
          // demo changes the password (the old one is demo's; the sandbox's rules accept it).
          await typeChange(session, { oldPassword: "Demo1234", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
          return user.click(within(changeDialog()).getByRole("button", { name: "Confirm" }));
        }
        return user.click(within(changeDialog()).getByRole("button", { name: "Close" }));
      }
      case "xstate.done.actor.fetchMember":
      case "xstate.done.actor.loadMember":
        return calls.answer(MEMBER, wireMember(event.output as Member));
      case "xstate.error.actor.fetchMember":
      case "xstate.error.actor.loadMember":
        if ((event.error as { code?: string }).code === "session.ended") {
          // The platform has ended the session: the sandbox answers 401.
          store.closeSession(currentToken());
          return calls.answer(MEMBER, null);
        }
        return calls.answer(MEMBER, down);
      case "xstate.done.actor.login":
        if ((event.output as { passwordChanged?: boolean }).passwordChanged) return logInThroughForcedChange(session);
        // demo logs in with the password the account has now (a path may have changed it).
        return logInInPopup(user, { password: store.findMember("demo")!.password });
      case "xstate.done.actor.registration":
        return register(session);
      case "xstate.done.actor.passwordRecovery":
        return resetByPhone(session);
      case "xstate.done.actor.startFreePlay":
        patchScenario(store, { whitelabel: { FREEPLAY3: true } });
        return calls.answer(FREEPLAY, null);
      case "xstate.error.actor.startFreePlay":
        // The sandbox refuses free play while FREEPLAY3 is off ("Free play is not available").
        patchScenario(store, { whitelabel: { FREEPLAY3: false } });
        return calls.answer(FREEPLAY, null);
      case "xstate.done.actor.logout":
        // The sandbox ends the session; a logout the platform did not hear is one it could not be reached for.
        return calls.answer(LOGOUT, (event.output as { ended: boolean }).ended ? null : down);
      case "xstate.error.actor.logout":
        // The logout actor turns every answer of the platform (a failure included) into an outcome: it fails only
        // when the device cannot run it at all, which no player or platform answer can make happen.
        return direct();
      default:
        throw new Error(`sessionDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    await waitFor(() => {
      const snapshot = snapshotOf(session);
      const { context } = snapshot;
      const site = document.querySelector<HTMLElement>('[data-screen="site"]');
      if (!site) {
        // The platform's status has not arrived: the start-up screen (the session checks a stored token meanwhile).
        expect(session.statusAnswered).toBe(false);
        expect(document.querySelector('[data-screen="checking"]')).not.toBeNull();
        return;
      }
      const area = screen.getByTestId("login-area");
      const shownDialogs = (names: readonly string[]) => names.filter((name) => dialogNamed(name) !== null);
      const accountFailure = alertNamed("Your account could not be loaded");
      if (value === "restoring" || value === "loadingMember") {
        // The header says the member is loading; no sign-in modal is open.
        expect(within(area).getByRole("status")).toHaveTextContent("Loading…");
        expect(shownDialogs(SIGN_IN_DIALOGS)).toEqual([]);
        expect(accountFailure).toBeNull();
        return;
      }
      if (value === "restoreFailed" || value === "memberFailed") {
        expect(accountFailure).not.toBeNull();
        expect(within(accountFailure!).getByRole("button", { name: "Try again" })).toBeInTheDocument();
        return;
      }
      expect(accountFailure).toBeNull();
      const [region, sub] = Object.entries(value as Record<string, string>)[0]!;
      if (region === "guest") {
        // A guest: the header offers Log in and Register.
        expect(within(area).getByRole("button", { name: "Register" })).toBeInTheDocument();
        const expected = { loggingIn: ["Log in"], registering: [REGISTER_TITLE], recovering: ["Forgot password"] }[sub] ?? [];
        expect(shownDialogs(SIGN_IN_DIALOGS)).toEqual(expected);
        const failure = alertNamed("Free trial unavailable");
        if (sub === "idle" && context.failure) expect(failure).toHaveTextContent(String(context.failure.serverMessage));
        else expect(failure).toBeNull();
        if (sub === "loggingIn") {
          const login = loginDialog();
          // A session the platform ended says so in the popup; Free trial is offered while free play is on.
          expect(within(login).queryByText("Your session has ended. Log in again to continue where you were.") !== null).toBe(context.sessionEnded);
          expect(within(login).queryByRole("button", { name: "Free trial" }) !== null).toBe(context.modules.FREEPLAY3 === true);
        }
        return;
      }
      // Signed in: the member bar names the member (logging out of an account that could not be loaded, there is none).
      if (context.member) expect(within(screen.getByTestId("member-bar")).getByTestId("member-name")).toHaveTextContent(context.member.nickname || context.member.account);
      else expect(screen.queryByTestId("member-bar")).toBeNull();
      expect(shownDialogs(SIGN_IN_DIALOGS)).toEqual(sub === "changingPassword" ? ["Change password"] : []);
      expect(alertNamed("Real account needed") !== null).toBe(sub === "trialWarning");
      const logout = alertNamed("Sign out");
      expect(logout !== null).toBe(sub === "confirmingLogout" || sub === "loggingOut");
      if (logout) {
        expect(logout).toHaveTextContent("Are you sure you want to log out?");
        // Confirm is busy while the platform is told.
        expect(within(logout).getByRole("button", { name: "Confirm" }).getAttribute("aria-disabled") === "true").toBe(sub === "loggingOut");
      }
      if (sub === "changingPassword") {
        const modal = changeDialog();
        // A forced change says so; what was typed before the session ended is back in the fields.
        expect(within(modal).queryByText("Your password must be changed before you continue.") !== null).toBe(context.passwordChangePending === true);
        const typed = context.typedPasswordChange;
        for (const name of Object.keys(CHANGE_PASSWORD_FIELD_LABEL) as ChangePasswordField[]) {
          expect(within(modal).getByLabelText(CHANGE_PASSWORD_FIELD_LABEL[name])).toHaveValue(typed?.[name] ?? "");
        }
      }
    }, WAIT);
  },

  machineState: (session) => entry.serialize(snapshotOf(session) as never),
  // A call the path left held (the member loading, the logout under way) gets the sandbox's answer, and later ones go
  // on to it: the session settles for the storage check.
  finish: async (session) => {
    const snapshot = snapshotOf(session);
    session.holding.on = false;
    const held = snapshot.matches("restoring") || snapshot.matches("loadingMember") ? MEMBER : snapshot.matches({ signedIn: "loggingOut" }) ? LOGOUT : snapshot.matches({ guest: "startingFreePlay" }) ? FREEPLAY : null;
    if (held) await session.calls.answer(held, null);
  },
  stop: (session) => stopFollowed(session),
};
