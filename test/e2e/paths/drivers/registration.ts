import { visibleFields, type RegistrationContext, type RegistrationInput } from "../../../../machines/registration/registration.machine.ts";
import { registerRules } from "../../../../src/sandbox/seed/register-rules.ts";
import { NotInBrowser, type Check, type Op, type Target } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";
import { captchaScreen } from "./captcha.ts";
import { REGISTER_FIELD_LABEL, REGISTER_TITLE, registrationSwitches } from "../../../drivers/labels.ts";

const SETTINGS = "/wps/system/setting/register";
const CAPTCHA = "/wps/captcha";
const AFFILIATE = "/wps/agent/affiliate";
const REGISTER = "/wps/member/register";
const REGISTER_MOBILE = "/wps/member/register/mobile";

const FIELD_LABEL = REGISTER_FIELD_LABEL;
const TITLE = REGISTER_TITLE;
const dialog: Target = { role: "dialog", name: TITLE };
const form: Target = { role: "form", name: "Register", within: dialog };
const warning: Target = { role: "alertdialog", name: "Warning" };
const agreement: Target = { role: "checkbox", name: /18 or older/, within: form };

const busy = (state: ModelState) => (state.value as { form?: { entry: string } }).form?.entry !== "editing";
/** A control of the form: clicked, or, while the loader covers the form from the mouse, pressed from the keyboard. */
const activate = (target: Target, state: ModelState): Op => (busy(state) ? { do: "press", target, key: "Space" } : { do: "click", target });

/**
 * Registration in the browser: the register modal at /register (with the referral code in the query), its tabs,
 * the platform's fields, captcha, agreement, Reset and the invitation-code warning. The settings, captcha,
 * invitation-code and register calls are held; the sandbox answers them, except the answers its rules never give
 * (the settings without the captcha, a refused registration or invitation code), which are scripted.
 */
/** Why the bonus prompt's paths run through the views in jsdom only (test/drivers/registration.driver.tsx). */
export const BONUS_PROMPTS_OFF = "the browser build serves the shipped config, where the operator's bonus prompts are off";

export const registrationDriver: BrowserDriver = {
  machineId: "registration",

  start(sample) {
    const input = sample.input as RegistrationInput;
    if ((input.bonusPrompts ?? []).length > 0) throw new NotInBrowser(BONUS_PROMPTS_OFF);
    const query = new URLSearchParams({ ...(input.referralCode ? { referralCode: input.referralCode } : {}), ...(input.affiliateCode ? { affiliateCode: input.affiliateCode } : {}) });
    return {
      lang: "en",
      scenario: {
        whitelabel: registrationSwitches(input),
      },
      hold: [SETTINGS, CAPTCHA, AFFILIATE, REGISTER, REGISTER_MOBILE],
      url: `/register${query.size > 0 ? `?${query}` : ""}`,
    };
  },

  perform(event, before): Op[] {
    const context = before.context as unknown as RegistrationContext;
    switch (event.type) {
      case "xstate.done.actor.fetchSettings": {
        if ((event.output as { captcha?: unknown }).captcha) return [{ do: "answer", path: SETTINGS, answer: { sandbox: true } }];
        // The sandbox has no rule set with the invitation code but without the captcha: its standard set is answered
        // with the captcha off, and the sandbox checks registrations under its captcha-free set (the same username
        // and password rules).
        const { captcha, ...rules } = registerRules("standard");
        return [
          { do: "scenario", patch: { registerRules: "minimal" } },
          { do: "answer", path: SETTINGS, answer: { json: { success: true, value: { ...rules, captcha: { ...captcha!, enabled: false, required: false } } } } },
        ];
      }
      case "xstate.error.actor.fetchSettings":
        return [{ do: "answer", path: SETTINGS, answer: { abort: true } }];
      case "register.retry":
        return [{ do: "click", target: { role: "button", name: "Try again", within: dialog } }];
      case "register.tabSelected":
        if (!(context.usernameReg && context.mobileReg)) return [{ do: "nothing", why: "only one registration type is offered: the modal has no tabs" }];
        if (busy(before) && context.tab !== event.tab) {
          // The loader covers the form from the mouse; the keyboard still moves between the tabs.
          return [{ do: "press", target: { role: "tab", name: context.tab === "mobile" ? "Mobile number" : "Username", within: dialog }, key: "ArrowRight" }];
        }
        return [{ do: "click", target: { role: "tab", name: event.tab === "mobile" ? "Mobile number" : "Username", within: dialog } }];
      case "register.fieldChanged": {
        const target: Target = { label: FIELD_LABEL[String(event.field)]!, within: form };
        // The platform checks the code it texted: the player reads it from their phone (the sandbox's inbox).
        if (event.field === "verificationCode") return [{ do: "typeSmsCode", target, send: { role: "button", name: "Send code", within: form }, mobileNum: context.fields.mobileNum, purpose: "register" }];
        return [{ do: "fill", target, value: String(event.value) }];
      }
      case "register.agreementToggled":
        return [activate(agreement, before)];
      case "register.reset":
        return [activate({ role: "button", name: "Reset", within: form }, before)];
      case "register.submitted":
        return [activate({ role: "button", name: "Register", within: form }, before)];
      case "register.dialogDismissed":
        if (context.dialog === null) return [{ do: "nothing", why: "no warning is open: there is nothing to confirm" }];
        return [{ do: "click", target: { role: "button", name: "OK", within: warning } }];
      case "captcha.refresh":
        return [activate({ role: "button", name: "Refresh captcha", within: form }, before)];
      case "sms.requested":
        if (!visibleFields(context).some((f) => f.name === "verificationCode")) return [{ do: "nothing", why: "the form asks for no SMS code: there is no send-code button" }];
        return [activate({ role: "button", name: "Send code", within: form }, before)];
      case "xstate.done.actor.checkAffiliate":
        return [{ do: "answer", path: AFFILIATE, answer: { sandbox: true } }];
      case "xstate.error.actor.checkAffiliate":
        return [{ do: "answer", path: AFFILIATE, answer: { json: { success: false, message: (event.error as { serverMessage: string }).serverMessage } } }];
      case "xstate.done.actor.register":
        return [{ do: "answer", path: context.tab === "mobile" ? REGISTER_MOBILE : REGISTER, answer: { sandbox: true } }];
      case "xstate.error.actor.register":
        return [{ do: "answer", path: context.tab === "mobile" ? REGISTER_MOBILE : REGISTER, answer: { json: { success: false, message: (event.error as { serverMessage: string }).serverMessage } } }];
      case "xstate.done.actor.fetchCaptcha":
        return [{ do: "answer", path: CAPTCHA, answer: { sandbox: true }, all: true }];
      case "xstate.error.actor.fetchCaptcha":
        return [{ do: "answer", path: CAPTCHA, answer: { abort: true }, all: true }];
      case "xstate.after.captchaThrottle.registration.form.captcha.shown.cooling":
        return [{ do: "wait", why: "the real second passes" }];
    }
    throw new Error(`the registration driver cannot perform ${event.type}`);
  },

  screen({ value, context }: ModelState): Check[] {
    if (value === "registered") return [{ notSee: dialog }];
    if (value === "loadingSettings") return [{ see: { role: "status", within: dialog }, text: "Loading the registration form…" }];
    if (value === "settingsFailed") return [{ see: { role: "alert", within: dialog }, text: /./ }, { see: { role: "button", name: "Try again", within: dialog } }];
    const { form: state } = value as { form: { entry: string; captcha: unknown } };
    const { tab, usernameReg, mobileReg, mobilePassword, dialog: warningOpen } = context as unknown as RegistrationContext;
    const checks: Check[] = [];
    if (usernameReg && mobileReg) checks.push({ attribute: "aria-selected", of: { role: "tab", name: tab === "mobile" ? "Mobile number" : "Username", within: dialog }, is: "true" });
    checks.push({ see: { role: "textbox", name: tab === "mobile" ? /^Mobile number/ : /^Username/, within: form } });
    if (tab === "username" || mobilePassword) checks.push({ see: { label: /^Password/, within: form } });
    checks.push({ see: agreement });
    // Checking the invitation code or registering: the loader covers the form.
    const overlay: Target = { testId: "loading-overlay", within: form };
    checks.push(state.entry !== "editing" ? { see: overlay } : { notSee: overlay });
    if (warningOpen) checks.push({ see: warning, text: "Invitation code error" });
    return [...checks, ...captchaScreen(form, state.captcha)];
  },
};
