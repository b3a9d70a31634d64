import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import type { ActorRefFrom, EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { RegistrationInput, registrationMachine, RegistrationRequest } from "../../machines/registration/registration.machine.ts";
import { ok } from "../../src/sandbox/handlers/route.ts";
import { patchScenario } from "../../src/sandbox/scenarios.ts";
import { findAffiliate } from "../../src/sandbox/seed/affiliates.ts";
import { registerRules } from "../../src/sandbox/seed/register-rules.ts";
import { seedMembers } from "../../src/sandbox/seed/members.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { busyIn, createHeldPlatform, expectCaptcha, textedCode, typeInto, type HeldPlatform } from "./sign-in.ts";
import type { FlowDriver } from "./types.ts";
import { REGISTER_FIELD_LABEL, REGISTER_TITLE, registrationSwitches } from "./labels.ts";

const SETTINGS = "/wps/system/setting/register";
const CAPTCHA = "/wps/captcha";
const AFFILIATE = "/wps/agent/affiliate";
const REGISTER = "/wps/member/register";
const REGISTER_MOBILE = "/wps/member/register/mobile";
const BONUS = "/wps/member/bonusContact";
const BONUS_TITLE = "Redeem your registration bonus";
const BONUS_LABEL: Record<string, string> = { zalo: "Zalo number ID", whatsapp: "WhatsApp number" };
function bonusDialog(): HTMLElement {
  const dialog = screen.queryByRole("dialog", { name: BONUS_TITLE });
  if (!dialog) throw new Error("expected the bonus prompt");
  return dialog;
}

type RegistrationRef = ActorRefFrom<typeof registrationMachine>;

interface RegistrationSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  platform: HeldPlatform;
  user: UserEvent;
  /** The session machine's `registration` child; the last one stays readable after it has finished. */
  registration(): RegistrationRef;
  stopWatching(): void;
}

const entry = registry.find((e) => e.machine.id === "registration")!;
const { store } = nodeSandbox;
/** The sandbox's invitation codes are its agents' links: a path that needs a code refused disables its link until the path ends. */
const disabledCodes = new Set<string>();

const FIELD_LABEL = REGISTER_FIELD_LABEL;
const TITLE = REGISTER_TITLE;
function registerDialog(): HTMLElement {
  const dialog = screen.queryByRole("dialog", { name: TITLE });
  if (!dialog) throw new Error("expected the register dialog");
  return dialog;
}
const registerForm = () => within(registerDialog()).getByRole("form", { name: "Register" });

/** The registration the held register call carries (its actor's input: later edits of the form do not change it). */
function requestUnderWay(session: RegistrationSession): RegistrationRequest {
  const call = session.registration().getSnapshot().children.register;
  if (!call) throw new Error("no registration call is under way");
  return (call.getSnapshot() as unknown as { input: RegistrationRequest }).input;
}

/** Makes the sandbox open the account the held register call asks for (username and number free, captcha and code right). */
function arrangeRegistration(request: RegistrationRequest): void {
  const user = request.user as Record<string, string | null>;
  const username = String(user.username ?? "");
  const mobile = String(user.mobileNum ?? "");
  store.state.members = store.state.members.filter(
    (m) => m.account.toLowerCase() !== username.toLowerCase() && (mobile === "" || m.mobile?.mobileNum !== mobile),
  );
  if (user.captcha) {
    store.state.captchasIssued += 1;
    store.state.captcha = { code: user.captcha, serial: store.state.captchasIssued };
  }
  if (user.verificationCode && mobile) {
    textedCode({ countryDialingCode: String(user.countryDialingCode ?? "+55"), mobileNum: mobile }, "register", user.verificationCode);
  }
}

/** Makes the sandbox refuse the held register call: the username is taken. */
function arrangeTakenUsername(request: RegistrationRequest): void {
  const username = String(request.user.username ?? "");
  if (store.findMember(username)) return;
  const [seed] = seedMembers();
  const { id: _id, ...rest } = seed!;
  store.addMember({ ...rest, account: username, mobile: null, email: "" });
}

/**
 * Registration through the real views: the register modal at /register (with the referral code in the query), its
 * tabs, the platform's fields, captcha, agreement, Reset, the invitation-code warning; the sandbox answers the
 * settings, captcha, invitation-code and register calls when the path says so, arranged in its store.
 */
export const registrationDriver: FlowDriver<RegistrationSession> = {
  machineId: "registration",

  async start(sample) {
    const input = sample.input as RegistrationInput;
    for (const link of store.state.agentLinks) if (disabledCodes.delete(link.code)) link.enabled = true;
    localStorage.setItem("lang", "en");
    patchScenario(store, { whitelabel: registrationSwitches(input) });
    const platform = createHeldPlatform([SETTINGS, CAPTCHA, AFFILIATE, REGISTER, REGISTER_MOBILE, BONUS]);
    const query = new URLSearchParams({ ...(input.referralCode ? { referralCode: input.referralCode } : {}), ...(input.affiliateCode ? { affiliateCode: input.affiliateCode } : {}) });
    const app = await renderApp(`/register${query.size > 0 ? `?${query}` : ""}`, { registrationBonusPrompts: input.bonusPrompts ?? [] });
    let last: RegistrationRef | undefined;
    const watch = (s: ReturnType<typeof app.services.auth.getSnapshot>) => {
      const child = s.children.registration as RegistrationRef | undefined;
      if (child) last = child;
    };
    watch(app.services.auth.getSnapshot());
    const subscription = app.services.auth.subscribe(watch);
    await waitFor(() => expect(last).toBeDefined(), { timeout: 3000 });
    return {
      app,
      platform,
      user: userEvent.setup(),
      registration: () => last!,
      stopWatching: () => subscription.unsubscribe(),
    };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, platform } = session;
    const registration = session.registration();
    /** Sends a sample the views offer no control for right now (the reason is the comment at each call). */
    const direct = () => registration.send(event as never);
    switch (event.type) {
      case "xstate.done.actor.fetchSettings": {
        if (!(event.output as { captcha?: unknown }).captcha) {
          // The sandbox has no rule set with the invitation code but without the captcha: its standard set is
          // answered with the captcha off, and the sandbox checks registrations under its captcha-free set (the
          // same username and password rules).
          const { captcha, ...rules } = registerRules("standard");
          platform.script(SETTINGS, () => ok({ ...rules, captcha: { ...captcha!, enabled: false, required: false } }));
          patchScenario(store, { registerRules: "minimal" });
        }
        return platform.release(SETTINGS);
      }
      case "xstate.error.actor.fetchSettings":
        patchScenario(store, { failure: { mode: "network", path: SETTINGS, remaining: 1 } });
        return platform.release(SETTINGS);
      case "register.retry":
        return user.click(within(registerDialog()).getByRole("button", { name: "Try again" }));
      case "register.tabSelected": {
        const tab = within(registerDialog()).queryByRole("tab", { name: event.tab === "mobile" ? "Mobile number" : "Username" });
        // Only one registration type is offered: the modal has no tabs, so the refused switch can only be sent.
        if (!tab) return direct();
        return user.click(tab);
      }
      case "register.fieldChanged": {
        const label = FIELD_LABEL[String(event.field)];
        const input = label ? within(registerForm()).queryByLabelText(label, { selector: "input" }) : null;
        if (!input) throw new Error(`the register form shows no ${String(event.field)} field on the ${registration.getSnapshot().context.tab} tab`);
        return typeInto(user, input, String(event.value));
      }
      case "register.agreementToggled":
        return user.click(within(registerForm()).getByRole("checkbox", { name: /18 or older/ }));
      case "register.reset":
        return user.click(within(registerForm()).getByRole("button", { name: "Reset" }));
      case "register.submitted":
        return user.click(within(registerForm()).getByRole("button", { name: "Register" }));
      case "register.dialogDismissed": {
        const warning = screen.queryByRole("alertdialog", { name: "Warning" });
        // No warning is open: there is nothing to confirm, so the no-op confirmation can only be sent.
        if (!warning) return direct();
        return user.click(within(warning).getByRole("button", { name: "OK" }));
      }
      case "captcha.refresh":
        return user.click(within(registerForm()).getByRole("button", { name: "Refresh captcha" }));
      case "sms.requested": {
        const send = within(registerForm()).queryByRole("button", { name: "Send code" });
        // The form asks for no SMS code here: there is no send-code button, so the request can only be sent.
        if (!send) return direct();
        return user.click(send);
      }
      case "xstate.done.actor.checkAffiliate": {
        const code = registration.getSnapshot().context.fields.affiliateCode.trim();
        if (!findAffiliate(code)) throw new Error(`the sandbox does not know the invitation code ${code}`);
        return platform.release(AFFILIATE);
      }
      case "xstate.error.actor.checkAffiliate": {
        const code = registration.getSnapshot().context.fields.affiliateCode.trim().toUpperCase();
        // The code's link is disabled until the path ends: the sandbox answers "Invalid invitation code".
        for (const link of store.state.agentLinks.filter((l) => l.code === code && l.enabled)) {
          link.enabled = false;
          disabledCodes.add(link.code);
        }
        await platform.release(AFFILIATE);
        await waitFor(() => expect(screen.getByRole("alertdialog", { name: "Warning" })).toHaveTextContent("Invitation code error"), { timeout: 3000 });
        return;
      }
      case "xstate.done.actor.register": {
        const request = requestUnderWay(session);
        arrangeRegistration(request);
        return platform.release(request.kind === "mobile" ? REGISTER_MOBILE : REGISTER);
      }
      case "xstate.error.actor.register": {
        const request = requestUnderWay(session);
        arrangeTakenUsername(request);
        await platform.release(request.kind === "mobile" ? REGISTER_MOBILE : REGISTER);
        await waitFor(() => expect(within(registerForm()).getByRole("alert")).toHaveTextContent(/./), { timeout: 3000 });
        return;
      }
      case "bonus.changed":
        return typeInto(user, within(bonusDialog()).getByRole("textbox", { name: BONUS_LABEL[String(event.kind)]! }), String(event.value));
      case "bonus.sent":
        return user.click(within(bonusDialog()).getByRole("button", { name: registration.getSnapshot().context.failure ? "Try again" : "Send" }));
      case "bonus.skipped":
        return user.click(within(bonusDialog()).getByRole("button", { name: "Skip" }));
      case "xstate.done.actor.sendBonusContact":
        return platform.release(BONUS);
      case "xstate.error.actor.sendBonusContact":
        patchScenario(store, { failure: { mode: "network", path: BONUS, remaining: 1 } });
        await platform.release(BONUS);
        await waitFor(() => expect(within(bonusDialog()).getByRole("alert")).toHaveTextContent(/./), { timeout: 3000 });
        return;
      case "xstate.done.actor.fetchCaptcha":
        return platform.releaseAll(CAPTCHA);
      case "xstate.error.actor.fetchCaptcha":
        patchScenario(store, { failure: { mode: "network", path: CAPTCHA, remaining: 1 } });
        return platform.releaseAll(CAPTCHA);
      case "xstate.after.captchaThrottle.registration.form.captcha.shown.cooling":
        // The real second passes.
        await waitFor(() => expect(registration.getSnapshot().matches({ form: { captcha: { shown: "cooling" } } })).toBe(false), { timeout: 2500 });
        return;
    }
    throw new Error(`registrationDriver cannot perform ${event.type}`);
  },

  async expectScreen(session, value) {
    await waitFor(
      () => {
        if (value === "registered") {
          expect(screen.queryByRole("dialog", { name: TITLE })).toBeNull();
          expect(screen.queryByRole("dialog", { name: BONUS_TITLE })).toBeNull();
          return;
        }
        if (typeof value === "object" && value !== null && "bonusPrompt" in value) {
          const prompt = bonusDialog();
          for (const kind of session.registration().getSnapshot().context.bonusPrompts) expect(within(prompt).getByRole("textbox", { name: BONUS_LABEL[kind]! })).toBeInTheDocument();
          // Sending: the overlay covers the prompt.
          expect(busyIn(within(prompt).getByRole("form", { name: BONUS_TITLE }))).toBe((value as { bonusPrompt: string }).bonusPrompt === "sending");
          return;
        }
        const dialog = registerDialog();
        if (value === "loadingSettings") {
          expect(within(dialog).getByRole("status")).toHaveTextContent("Loading the registration form…");
          return;
        }
        if (value === "settingsFailed") {
          expect(within(dialog).getByRole("alert")).toHaveTextContent(/./);
          expect(within(dialog).getByRole("button", { name: "Try again" })).toBeInTheDocument();
          return;
        }
        const { form: state } = value as { form: { entry: string; captcha: unknown } };
        const form = registerForm();
        const { tab, usernameReg, mobileReg, mobilePassword } = session.registration().getSnapshot().context;
        if (usernameReg && mobileReg) expect(within(dialog).getByRole("tab", { name: tab === "mobile" ? "Mobile number" : "Username" })).toHaveAttribute("aria-selected", "true");
        expect(within(form).getByRole("textbox", { name: tab === "mobile" ? /^Mobile number/ : /^Username/ })).toBeInTheDocument();
        if (tab === "username" || mobilePassword) expect(within(form).getByLabelText(/^Password/, { selector: "input" })).toBeInTheDocument();
        expect(within(form).getByRole("checkbox", { name: /18 or older/ })).toBeInTheDocument();
        // Checking the invitation code or registering: the overlay covers the form.
        expect(busyIn(form)).toBe(state.entry !== "editing");
        expectCaptcha(form, state.captcha);
      },
      { timeout: 10_000 },
    );
  },

  machineState(session) {
    return entry.serialize(session.registration().getSnapshot() as never);
  },

  async stop(session) {
    session.stopWatching();
    session.app.services.app.stop();
    session.app.unmount();
    for (const link of store.state.agentLinks) if (disabledCodes.delete(link.code)) link.enabled = true;
  },
};
