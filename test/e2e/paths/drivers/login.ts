import type { LoginContext, LoginInput } from "../../../../machines/login/login.machine.ts";
import type { VerificationMethod } from "../../../../machines/auth/types.ts";
import { REMEMBER_FLAG, usernameCookie } from "../../../../src/app/remember.ts";
import { NotInBrowser, type Answer, type Check, type Op, type Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";
import { captchaScreen } from "./captcha.ts";
import { LOGIN_FIELD_LABEL, VERIFICATION_METHOD_LABEL } from "../../../drivers/labels.ts";

const LOGIN = "/wps/session/login";
const VERIFICATION = "/wps/session/login/verification";
const CAPTCHA = "/wps/captcha";
const CHANGE_PASSWORD = "/wps/member/password";
/** The merchant of the shipped public/config.json (the remember-me cookie carries it). */
const MERCHANT = "aurora01";

/** Demo members of the sandbox (src/sandbox/seed/members.ts) whose real answers the steps ask for. */
const DEMO = { type: "username", username: "demo", password: "Demo1234", captcha: null, firebaseIdToken: null };
/** Logs in from an IP it has not used: the sandbox asks for two-factor verification. */
const TRAVELLER = { type: "username", username: "traveller", password: "Travel123", captcha: null, firebaseIdToken: null };
const TRAVELLER_EMAIL = "traveller@sandbox.example";
const NEW_PASSWORD = "Fresh2024";

const dialog: Target = { role: "dialog", name: "Log in" };
const form: Target = { role: "form", name: "Log in", within: dialog };
const verification: Target = { role: "dialog", name: "Verify it's you" };
const changePassword: Target = { role: "dialog", name: "Change password" };
const header: Target = { role: "form", name: "Log in", within: { role: "banner" } };
const refresh: Target = { role: "button", name: "Refresh captcha", within: form };

const METHOD_LABEL = VERIFICATION_METHOD_LABEL;
/** The answer field of each method (by role where it is a text box: a closed alert dialog shares the label's first words). */
const ANSWER_FIELD: Record<VerificationMethod, Target> = {
  SMS: { role: "textbox", name: /^Verification code/, within: verification },
  EMAIL: { role: "textbox", name: /full e-mail address/, within: verification },
  PAYEE: { role: "textbox", name: /^The bank account name/, within: verification },
  GA: { role: "textbox", name: /^6-digit code/, within: verification },
  PASSWORD: { label: /^Your payment password/, within: verification },
};
const FIELD_LABEL = LOGIN_FIELD_LABEL;

const platformRefusal = (message: string, value?: unknown): Answer => ({ json: value === undefined ? { success: false, message } : { success: false, message, value } });

/**
 * Login in the browser: the login modal (at /login, or opened by the header's form), its tabs, fields, captcha,
 * social button, two-factor step and the forced change-password dialog. The login, two-factor, captcha and
 * password-change calls are held; a login or two-factor answer the path wants to succeed is the sandbox's real answer
 * for a demo member (the encrypted payload rewritten to its credentials), so the session that follows is real;
 * refusals are scripted in the platform's envelope.
 */
export const loginDriver: BrowserDriver = {
  machineId: "login",

  start(sample) {
    const input = sample.input as LoginInput;
    return {
      lang: "en",
      config: { socialLogin: { providers: [...input.socialProviders], adapter: "sandbox" }, defaultPassword: input.defaultPassword, defaultDialingCode: input.defaultDialingCode },
      scenario: { whitelabel: { MOBILEVERCODELOGIN3: input.smsLogin, PWDEXPFORCECHANGE3: input.forcedChange } },
      cookies:
        input.rememberedUsername === null
          ? []
          : [
              { name: REMEMBER_FLAG, value: "1" },
              { name: usernameCookie(MERCHANT), value: encodeURIComponent(input.rememberedUsername) },
            ],
      hold: [LOGIN, VERIFICATION, CAPTCHA, CHANGE_PASSWORD],
      url: input.prefill ? "/" : "/login",
      // The header's login form hands its credentials to the modal, which submits them at once.
      then: input.prefill
        ? [
            { do: "fill", target: { label: /^Username/, within: header }, value: input.prefill.username },
            { do: "fill", target: { label: /^Password/, within: header }, value: input.prefill.password },
            { do: "click", target: { role: "button", name: "Log in", within: header } },
          ]
        : [],
    };
  },

  perform(event, before): Op[] {
    const context = before.context as unknown as LoginContext;
    switch (event.type) {
      case "login.tabSelected":
        if (!context.smsLogin) return [{ do: "nothing", why: "SMS login is off: the modal has no tabs" }];
        if ((before.value as { form?: { entry: string } }).form?.entry !== "editing" && context.tab !== event.tab) {
          // The loader covers the form and its tabs from the mouse; the keyboard still moves between the tabs.
          return [{ do: "press", target: { role: "tab", name: context.tab === "sms" ? "Mobile number" : "Username", within: dialog }, key: "ArrowRight" }];
        }
        return [{ do: "click", target: { role: "tab", name: event.tab === "sms" ? "Mobile number" : "Username", within: dialog } }];
      case "login.fieldChanged":
        return [{ do: "fill", target: { label: FIELD_LABEL[String(event.field)]!, within: form }, value: String(event.value) }];
      case "login.rememberToggled":
        return [{ do: "click", target: { role: "checkbox", name: "Remember me", within: form } }];
      case "login.submitted":
        return [{ do: "click", target: { role: "button", name: "Log in", within: form } }];
      case "login.social":
        if (!context.socialProviders.includes(event.provider as never)) return [{ do: "nothing", why: "the site offers no social login: there is no button" }];
        return [{ do: "click", target: { role: "button", name: event.provider === "google" ? "Continue with Google" : "Continue with Facebook", within: dialog } }];
      case "sms.requested":
        if (context.tab !== "sms") return [{ do: "nothing", why: "the send-code button is on the mobile tab only" }];
        return [{ do: "click", target: { role: "button", name: "Send code", within: dialog } }];
      case "captcha.refresh":
        return [{ do: "click", target: refresh }];
      case "xstate.done.actor.authenticate": {
        const output = event.output as { kind: "loggedIn" | "verify"; value?: { passwordExpired: boolean; firstTimeLogin: boolean } };
        if (output.kind === "verify") return [{ do: "answer", path: LOGIN, answer: { sandbox: true, rewrite: TRAVELLER } }];
        if (output.value?.passwordExpired) return [{ do: "answer", path: LOGIN, answer: { sandbox: true, rewrite: { ...DEMO, username: "expired", password: "Expired123" } } }];
        // The sandbox's first-time member (its first login: the platform says firstTimeLogin).
        if (output.value?.firstTimeLogin) return [{ do: "answer", path: LOGIN, answer: { sandbox: true, rewrite: { ...DEMO, username: "newbie", password: "123456" } } }];
        return [{ do: "answer", path: LOGIN, answer: { sandbox: true, rewrite: DEMO } }];
      }
      case "xstate.error.actor.authenticate": {
        const error = event.error as { serverMessage?: string; value?: { captcha?: boolean } };
        const message = error.serverMessage ?? "Incorrect username or password";
        return [{ do: "answer", path: LOGIN, answer: platformRefusal(message, error.value?.captcha ? { captcha: true } : undefined) }];
      }
      case "xstate.done.actor.socialSignIn":
        return [{ do: "wait", why: "the sandbox's Google adapter answers at once, without a popup: the token is already on its way in the login call" }];
      case "xstate.error.actor.socialSignIn":
        throw new NotInBrowser("the sandbox's Google adapter answers at once, without a popup, so the player cannot close the popup");
      case "xstate.done.actor.fetchCaptcha":
        // Requests of captcha loads the machine has stopped go first; the current one gets the last answer.
        return [{ do: "answer", path: CAPTCHA, answer: { sandbox: true }, all: true }];
      case "xstate.error.actor.fetchCaptcha":
        return [{ do: "answer", path: CAPTCHA, answer: { abort: true }, all: true }];
      case "xstate.after.captchaThrottle.login.form.captcha.shown.cooling":
        return [{ do: "wait", why: "the real second passes" }];
      case "verification.methodSelected":
        return [{ do: "click", target: { role: "radio", name: METHOD_LABEL[event.method as VerificationMethod], within: verification } }];
      case "verification.answerChanged":
        return [{ do: "fill", target: ANSWER_FIELD[context.method!], value: String(event.value) }];
      case "verification.smsRequested":
        if (context.method !== "SMS") return [{ do: "nothing", why: "another method than the mobile code is chosen: there is no send-code button" }];
        return [
          { do: "click", target: { role: "button", name: "Send code", within: verification } },
          { do: "answer", path: VERIFICATION, answer: { sandbox: true } },
        ];
      case "verification.submitted":
        return [{ do: "click", target: { role: "button", name: "Verify", within: verification } }];
      case "verification.cancelled":
        return [{ do: "click", target: { role: "button", name: "Back", within: verification } }];
      case "xstate.done.actor.verify":
        // The sandbox's real answer for the traveller's right e-mail (a real session follows).
        return [{ do: "answer", path: VERIFICATION, answer: { sandbox: true, rewrite: { method: "EMAIL", answer: TRAVELLER_EMAIL } } }];
      case "xstate.error.actor.verify":
        return [{ do: "answer", path: VERIFICATION, answer: platformRefusal((event.error as { serverMessage?: string }).serverMessage ?? "Verification failed") }];
      case "xstate.done.actor.changePassword":
        if (!(event.output as { changed: boolean }).changed) return [{ do: "click", target: { role: "button", name: "Close", within: changePassword } }];
        return [
          { do: "fill", target: { label: /^New password/, within: changePassword }, value: NEW_PASSWORD },
          { do: "fill", target: { label: /^Confirm new password/, within: changePassword }, value: NEW_PASSWORD },
          { do: "click", target: { role: "button", name: "Confirm", within: changePassword } },
          // The old password the change sends is the one typed at login, which the demo member does not have.
          { do: "answer", path: CHANGE_PASSWORD, answer: { json: { success: true, value: null } } },
        ];
    }
    throw new Error(`the login driver cannot perform ${event.type}`);
  },

  screen({ value, context }: ModelState): Check[] {
    if (value === "succeeded") return [{ notSee: { role: "dialog" } }];
    if (value === "changingPassword") {
      return [
        { see: { text: "Your password must be changed before you continue.", within: changePassword } },
        { notSee: { label: /^Old password/, within: changePassword } },
        { see: { label: /^New password/, within: changePassword } },
      ];
    }
    const state = value as { form?: { entry: string; captcha: unknown }; verifying?: string };
    const overlay = (within: Target): Target => ({ testId: "loading-overlay", within });
    if (state.verifying) {
      return [
        { see: { role: "radio", within: { role: "form", name: "Verify it's you", within: verification } } },
        state.verifying === "checking" ? { see: overlay(verification) } : { notSee: overlay(verification) },
      ];
    }
    const fields: Check[] =
      (context as unknown as LoginContext).tab === "sms"
        ? [{ see: { role: "textbox", name: /^Mobile number/, within: form } }, { see: { role: "textbox", name: /^SMS code/, within: form } }]
        : [{ see: { role: "textbox", name: /^Username/, within: form } }, { see: { label: /^Password/, within: form } }];
    // Submitting or waiting for the social provider: the loader covers the form.
    const busy: Check = state.form!.entry !== "editing" ? { see: overlay(dialog) } : { notSee: overlay(dialog) };
    return [...fields, busy, ...captchaScreen(form, state.form!.captcha)];
  },
};
