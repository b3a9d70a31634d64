import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import type { ActorRefFrom, EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { LoginAnswer, LoginValue, VerificationMethod } from "../../machines/auth/types.ts";
import type { LoginInput, loginMachine } from "../../machines/login/login.machine.ts";
import { REMEMBER_FLAG, REMEMBER_SECONDS, usernameCookie } from "../../src/app/remember.ts";
import { fail, ok } from "../../src/sandbox/handlers/route.ts";
import { CAPTCHA_AFTER_FAILURES, emailHint, mobileHint, VERIFICATION_TICKET_MINUTES } from "../../src/sandbox/rules/auth.ts";
import { patchScenario } from "../../src/sandbox/scenarios.ts";
import type { SandboxMember } from "../../src/sandbox/seed/members.ts";
import { renderApp, testConfig } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { busyIn, createHeldPlatform, expectCaptcha, socialPopup, textedCode, typeInto, type HeldPlatform } from "./sign-in.ts";
import type { FlowDriver } from "./types.ts";
import { LOGIN_FIELD_LABEL, VERIFICATION_METHOD_LABEL } from "./labels.ts";

const LOGIN = "/wps/session/login";
const VERIFICATION = "/wps/session/login/verification";
const CAPTCHA = "/wps/captcha";

type LoginRef = ActorRefFrom<typeof loginMachine>;
type LoginSnapshot = ReturnType<LoginRef["getSnapshot"]>;

interface LoginSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  platform: HeldPlatform;
  user: UserEvent;
  /** The session machine's `login` child; the last one stays readable after it has finished. */
  login(): LoginRef;
  stopWatching(): void;
}

const entry = registry.find((e) => e.machine.id === "login")!;
const { store } = nodeSandbox;

/** Labels of the two-factor methods (radio) and of their answer field. */
const METHOD_LABEL = VERIFICATION_METHOD_LABEL;
const ANSWER_LABEL: Record<VerificationMethod, RegExp> = {
  SMS: /^Verification code/,
  EMAIL: /full e-mail address/,
  PAYEE: /^The bank account name/,
  GA: /^6-digit code/,
  PASSWORD: /^Your payment password/,
};
const FIELD_LABEL = LOGIN_FIELD_LABEL;
/** A new password the sandbox's rule accepts (letters and digits, 6–12), for the forced change. */
const NEW_PASSWORD = "Fresh2024";

const dialogNamed = (name: string) => screen.queryByRole("dialog", { name });
function loginDialog(): HTMLElement {
  const dialog = dialogNamed("Log in");
  if (!dialog) throw new Error(`expected the login dialog; dialogs: ${openDialogs()}`);
  return dialog;
}
function verificationDialog(): HTMLElement {
  const dialog = dialogNamed("Verify it's you");
  if (!dialog) throw new Error(`expected the two-factor step; dialogs: ${openDialogs()}`);
  return dialog;
}
const openDialogs = () =>
  screen
    .queryAllByRole("dialog")
    .map((d) => d.getAttribute("aria-labelledby") && document.getElementById(d.getAttribute("aria-labelledby")!)?.textContent)
    .join(", ") || "none";
const loginForm = () => within(loginDialog()).getByRole("form", { name: "Log in" });

function member(username: string): SandboxMember {
  const found = store.findMember(username);
  if (!found) throw new Error(`the sandbox has no member "${username}"`);
  return found;
}

function knowIp(m: SandboxMember, known: boolean): void {
  const ip = store.state.scenario.visitorIp;
  m.registeredIps = m.registeredIps.filter((i) => i !== ip);
  if (known) m.registeredIps.push(ip);
}

/** Puts `code` in the sandbox as the live SMS code of `m`'s mobile for `purpose` (replacing any other). */
const setSmsCode = (m: Pick<SandboxMember, "mobile">, purpose: "noLogin" | "verification", code: string): void => textedCode(m.mobile!, purpose, code);

const SOCIAL_EMAIL = /^sandbox:(?:google|facebook):(.+)$/;

/** The member a social identity token names (the sandbox adapter's `sandbox:<provider>:<e-mail>`). */
function socialMember(token: string | undefined): SandboxMember {
  const email = SOCIAL_EMAIL.exec(token ?? "")?.[1] ?? "";
  const found = store.findMemberByEmail(email);
  if (!found) throw new Error(`no sandbox member has the social e-mail ${email}`);
  return found;
}

/**
 * The sandbox never asks a social login for a second factor or a captcha (the provider vouches for the player), but
 * the login machine accepts both answers after any request, and the generated paths reach those states through the
 * Google button. These two answers are scripted; the ticket is a real one in the sandbox's store, so the rest of
 * the two-factor step (send code, answers) runs against the sandbox's rules.
 */
function scriptChallenge(platform: HeldPlatform, m: SandboxMember): void {
  const ticket = `vt-driver-${store.state.verifications.size + 1}`;
  const methods = (["SMS", "EMAIL", "PAYEE", "GA", "PASSWORD"] as const).filter((method) =>
    method === "SMS" ? !!m.mobile : method === "EMAIL" ? !!m.email : method === "PAYEE" ? !!m.payeeName : method === "GA" ? !!m.gaCode : !!m.paymentPassword,
  );
  platform.script(LOGIN, () => {
    store.state.verifications.set(ticket, {
      ticket,
      memberId: m.id,
      ip: store.state.scenario.visitorIp,
      methods: [...methods],
      expiresAt: store.now() + VERIFICATION_TICKET_MINUTES * 60_000,
      wrongAnswers: 0,
    });
    return ok({ verification: { ticket, methods, mobileHint: mobileHint(m), emailHint: emailHint(m) } });
  });
}

/** Makes the sandbox answer the held login request as `answer` says. */
function arrangeLogin(session: LoginSession, answer: LoginAnswer): void {
  const request = session.login().getSnapshot().context.request!;
  const value: LoginValue | null = answer.kind === "loggedIn" ? answer.value : null;
  if (request.type === "firebase") {
    const m = socialMember(request.firebaseIdToken);
    if (answer.kind === "verify") return scriptChallenge(session.platform, m);
    m.passwordExpired = value!.passwordExpired;
    m.firstTimeLogin = value!.firstTimeLogin;
    return;
  }
  if (request.type === "sms") {
    const m = store.findMemberByMobile({ countryDialingCode: request.countryDialingCode ?? "", mobileNum: request.username });
    if (!m) throw new Error(`no sandbox member has the mobile ${request.username}`);
    setSmsCode(m, "noLogin", request.password);
    return;
  }
  const m = member(request.username);
  m.password = request.password;
  m.passwordExpired = value?.passwordExpired ?? false;
  m.firstTimeLogin = value?.firstTimeLogin ?? false;
  store.state.failedLogins.delete(request.username.toLowerCase());
  // A login from an IP the member has not used gets the two-factor ticket (LOGINIPVERF3 is on by default).
  knowIp(m, answer.kind !== "verify");
}

/** Makes the sandbox refuse the held login request, asking for the captcha or not. */
function arrangeRefusal(session: LoginSession, captcha: boolean, message: string): void {
  const request = session.login().getSnapshot().context.request!;
  if (request.type === "firebase") {
    if (captcha) {
      session.platform.script(LOGIN, () => fail(message, { value: { captcha: true } }));
      return;
    }
    socialMember(request.firebaseIdToken).email = ""; // "This social account is not linked to a member"
    return;
  }
  if (request.type === "sms") {
    store.state.smsCodes = store.state.smsCodes.filter((c) => c.code !== request.password);
    return;
  }
  const m = store.findMember(request.username);
  if (m && m.password === request.password) m.password = `${request.password}-old`;
  // The captcha is asked for from the CAPTCHA_AFTER_FAILURES-th consecutive failure on.
  store.state.failedLogins.set(request.username.toLowerCase(), captcha ? CAPTCHA_AFTER_FAILURES - 1 : 0);
}

/** The member and answer of the two-factor step under way. */
function verificationUnderWay(session: LoginSession) {
  const { challenge, method, answer } = session.login().getSnapshot().context;
  const ticket = store.state.verifications.get(challenge!.ticket);
  if (!ticket) throw new Error(`the sandbox has no two-factor ticket ${challenge!.ticket}`);
  return { m: store.memberById(ticket.memberId)!, method: method!, answer: answer.trim() };
}

/** Makes the typed two-factor answer the right one for its method. */
function arrangeRightAnswer(session: LoginSession, value: LoginValue): void {
  const { m, method, answer } = verificationUnderWay(session);
  if (method === "SMS") setSmsCode(m, "verification", answer);
  else if (method === "EMAIL") m.email = answer;
  else if (method === "PAYEE") m.payeeName = answer;
  else if (method === "GA") m.gaCode = answer;
  else m.paymentPassword = answer;
  m.passwordExpired = value.passwordExpired;
  m.firstTimeLogin = value.firstTimeLogin;
}

/** Makes sure the typed two-factor answer is a wrong one. */
function arrangeWrongAnswer(session: LoginSession): void {
  const { m, method, answer } = verificationUnderWay(session);
  const other = `not-${answer}`;
  if (method === "SMS") store.state.smsCodes = store.state.smsCodes.filter((c) => c.code !== answer);
  else if (method === "EMAIL" && m.email.toLowerCase() === answer.toLowerCase()) m.email = `${other}@sandbox.example`;
  else if (method === "PAYEE" && m.payeeName.toLowerCase() === answer.toLowerCase()) m.payeeName = other;
  else if (method === "GA" && m.gaCode === answer) m.gaCode = other;
  else if (method === "PASSWORD" && m.paymentPassword === answer) m.paymentPassword = other;
}

/**
 * Login through the real views: the login modal (opened at /login, or by the header's form for the input with
 * credentials), its tabs, fields, captcha, social buttons, two-factor step and the forced change-password dialog.
 * The sandbox answers each login, two-factor and captcha call when the path says so, arranged in its store.
 */
export const loginDriver: FlowDriver<LoginSession> = {
  machineId: "login",

  async start(sample) {
    const input = sample.input as LoginInput;
    socialPopup.reset();
    localStorage.setItem("lang", "en");
    // The site's config carries the social providers, the default password and the dialing code.
    const overrides = { socialLogin: { providers: [...input.socialProviders], adapter: "sandbox" }, defaultPassword: input.defaultPassword, defaultDialingCode: input.defaultDialingCode };
    if (input.rememberedUsername !== null) {
      // A "remember me" cookie from an earlier visit (what src/app/remember.ts writes).
      const merchant = testConfig(overrides).platform.merchant;
      document.cookie = `${REMEMBER_FLAG}=1; Max-Age=${REMEMBER_SECONDS}; Path=/`;
      document.cookie = `${usernameCookie(merchant)}=${encodeURIComponent(input.rememberedUsername)}; Max-Age=${REMEMBER_SECONDS}; Path=/`;
    }
    patchScenario(store, { whitelabel: { MOBILEVERCODELOGIN3: input.smsLogin, PWDEXPFORCECHANGE3: input.forcedChange } });
    const platform = createHeldPlatform([LOGIN, VERIFICATION, CAPTCHA]);
    const app = await renderApp(input.prefill ? "/" : "/login", overrides);
    let last: LoginRef | undefined;
    const watch = (s: ReturnType<typeof app.services.auth.getSnapshot>) => {
      const child = s.children.login as LoginRef | undefined;
      if (child) last = child;
    };
    watch(app.services.auth.getSnapshot());
    const subscription = app.services.auth.subscribe(watch);
    const user = userEvent.setup();
    const session: LoginSession = {
      app,
      platform,
      user,
      login: () => {
        if (!last) throw new Error("the login modal was never opened");
        return last;
      },
      stopWatching: () => subscription.unsubscribe(),
    };
    if (input.prefill) {
      // The header's login form hands its credentials to the modal, which submits them at once.
      const header = await screen.findByRole("form", { name: "Log in" }, { timeout: 3000 });
      await typeInto(user, within(header).getByLabelText(/^Username/), input.prefill.username);
      await typeInto(user, within(header).getByLabelText(/^Password/), input.prefill.password);
      await user.click(within(header).getByRole("button", { name: "Log in" }));
    }
    await waitFor(() => expect(last).toBeDefined(), { timeout: 3000 });
    return session;
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, platform } = session;
    const login = session.login();
    const snapshot = login.getSnapshot();
    /** Sends a sample the views offer no control for right now (the reason is the comment at each call). */
    const direct = () => login.send(event as never);
    switch (event.type) {
      case "login.tabSelected": {
        const tab = within(loginDialog()).queryByRole("tab", { name: event.tab === "sms" ? "Mobile number" : "Username" });
        // SMS login off: the modal has no tabs at all, so the refused tab switch can only be sent.
        if (!tab) return direct();
        return user.click(tab);
      }
      case "login.fieldChanged": {
        const label = FIELD_LABEL[String(event.field)];
        const input = label ? within(loginForm()).queryByLabelText(label) : null;
        if (!input) throw new Error(`the login form shows no ${String(event.field)} field on the ${snapshot.context.tab} tab`);
        return typeInto(user, input, String(event.value));
      }
      case "login.rememberToggled":
        return user.click(within(loginForm()).getByRole("checkbox", { name: "Remember me" }));
      case "login.submitted":
        return user.click(within(loginForm()).getByRole("button", { name: "Log in" }));
      case "login.social": {
        const button = within(loginDialog()).queryByRole("button", { name: event.provider === "google" ? "Continue with Google" : "Continue with Facebook" });
        // The site offers no social login: there is no button, so the refused press can only be sent.
        if (!button) return direct();
        return user.click(button);
      }
      case "sms.requested": {
        const send = within(loginDialog()).queryByRole("button", { name: "Send code" });
        // The send-code button sits in the mobile tab only; on the username tab the event can only be sent.
        if (!send) return direct();
        return user.click(send);
      }
      case "captcha.refresh":
        return user.click(within(loginForm()).getByRole("button", { name: "Refresh captcha" }));
      case "xstate.done.actor.authenticate":
        arrangeLogin(session, event.output as LoginAnswer);
        return platform.release(LOGIN);
      case "xstate.error.actor.authenticate": {
        const error = event.error as { serverMessage?: string; value?: { captcha?: boolean } };
        arrangeRefusal(session, error.value?.captcha === true, error.serverMessage ?? "Incorrect username or password");
        await platform.release(LOGIN);
        await waitFor(() => expect(within(loginForm()).getByRole("alert")).toHaveTextContent(/./), { timeout: 3000 });
        return;
      }
      case "xstate.done.actor.socialSignIn":
        return socialPopup.signIn();
      case "xstate.error.actor.socialSignIn":
        return socialPopup.close();
      case "xstate.done.actor.fetchCaptcha":
        return platform.releaseAll(CAPTCHA);
      case "xstate.error.actor.fetchCaptcha":
        patchScenario(store, { failure: { mode: "network", path: CAPTCHA, remaining: 1 } });
        return platform.releaseAll(CAPTCHA);
      case "xstate.after.captchaThrottle.login.form.captcha.shown.cooling":
        // The real second passes.
        await waitFor(() => expect(login.getSnapshot().matches({ form: { captcha: { shown: "cooling" } } })).toBe(false), { timeout: 2500 });
        return;
      case "verification.methodSelected":
        return user.click(within(verificationDialog()).getByRole("radio", { name: METHOD_LABEL[event.method as VerificationMethod] }));
      case "verification.answerChanged": {
        const method = snapshot.context.method!;
        return typeInto(user, within(verificationDialog()).getByLabelText(ANSWER_LABEL[method], { selector: "input" }), String(event.value));
      }
      case "verification.smsRequested": {
        const send = within(verificationDialog()).queryByRole("button", { name: "Send code" });
        // Another method than the mobile code is chosen: there is no send-code button, so the refused request can only be sent.
        if (!send) return direct();
        await user.click(send);
        // The code is sent through the same two-factor call; the sandbox sends it at once.
        return platform.release(VERIFICATION);
      }
      case "verification.submitted":
        return user.click(within(verificationDialog()).getByRole("button", { name: "Verify" }));
      case "verification.cancelled":
        return user.click(within(verificationDialog()).getByRole("button", { name: "Back" }));
      case "xstate.done.actor.verify":
        arrangeRightAnswer(session, event.output as LoginValue);
        return platform.release(VERIFICATION);
      case "xstate.error.actor.verify":
        arrangeWrongAnswer(session);
        await platform.release(VERIFICATION);
        await waitFor(() => expect(within(verificationDialog()).getByRole("alert")).toHaveTextContent(/./), { timeout: 3000 });
        return;
      case "xstate.done.actor.changePassword": {
        const dialog = screen.getByRole("dialog", { name: "Change password" });
        if ((event.output as { changed: boolean }).changed) {
          await typeInto(user, within(dialog).getByLabelText(/^New password/), NEW_PASSWORD);
          await typeInto(user, within(dialog).getByLabelText(/^Confirm new password/), NEW_PASSWORD);
          await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
        } else {
          await user.click(within(dialog).getByRole("button", { name: "Close" }));
        }
        // The change call goes straight to the sandbox; the step ends when the change-password actor is done.
        await waitFor(() => expect(login.getSnapshot().matches("changingPassword")).toBe(false), { timeout: 3000 });
        return;
      }
    }
    throw new Error(`loginDriver cannot perform ${event.type}`);
  },

  async expectScreen(session, value) {
    await waitFor(
      () => {
        if (value === "succeeded") {
          expect(openDialogs()).toBe("none");
          return;
        }
        if (value === "changingPassword") {
          const dialog = screen.getByRole("dialog", { name: "Change password" });
          expect(within(dialog).getByText("Your password must be changed before you continue.")).toBeInTheDocument();
          // The password just used to log in is held as the old one: it is not asked again.
          expect(within(dialog).queryByLabelText(/^Old password/)).toBeNull();
          expect(within(dialog).getByLabelText(/^New password/)).toBeInTheDocument();
          return;
        }
        const state = value as { form?: { entry: string; captcha: unknown }; verifying?: string };
        if (state.verifying) {
          const dialog = verificationDialog();
          const form = within(dialog).getByRole("form", { name: "Verify it's you" });
          expect(within(form).getAllByRole("radio").length).toBeGreaterThan(0);
          expect(busyIn(dialog)).toBe(state.verifying === "checking");
          return;
        }
        const form = loginForm();
        const tab = session.login().getSnapshot().context.tab;
        if (tab === "sms") {
          expect(within(form).getByRole("textbox", { name: /^Mobile number/ })).toBeInTheDocument();
          expect(within(form).getByRole("textbox", { name: /^SMS code/ })).toBeInTheDocument();
        } else {
          expect(within(form).getByRole("textbox", { name: /^Username/ })).toBeInTheDocument();
          expect(within(form).getByLabelText(/^Password/)).toBeInTheDocument();
        }
        // Submitting or waiting for the social provider: the loader covers the form.
        expect(busyIn(loginDialog())).toBe(state.form!.entry !== "editing");
        expectCaptcha(form, state.form!.captcha);
      },
      { timeout: 3000 },
    );
  },

  machineState(session) {
    return entry.serialize(session.login().getSnapshot() as LoginSnapshot as never);
  },

  async stop(session) {
    session.stopWatching();
    session.app.services.app.stop();
    session.app.unmount();
    socialPopup.reset();
  },
};
