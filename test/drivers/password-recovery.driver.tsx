/**
 * Model-based UI driver of the forgot-password modal: opened from the login modal's "Forgot password?", its e-mail and
 * mobile tabs (the mobile one where the operator allows a reset by phone, CHNGPASSVERIF3), the fields and the
 * messages next to them, Submit, the e-mail confirmation, and the login with the new password (Try again when it
 * fails).
 *
 * The reset calls and the login after a reset by phone wait until the path says what the platform answers. The
 * sandbox answers them under its own rules, arranged in its store first: the account's e-mail is the one typed (or
 * not), the SMS code typed is the one it sent to the member's mobile (or none is live), the login comes from an
 * address the member has used. A network failure of the login is the one scripted answer.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { ActorRefFrom, EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { PasswordRecoveryInput, passwordRecoveryMachine, RecoveryField, RecoveryTab } from "../../machines/password-recovery/password-recovery.machine.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { patchScenario } from "../../src/sandbox/scenarios.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { busyIn, textedCode, typeInto } from "./sign-in.ts";
import type { FlowDriver } from "./types.ts";

type RecoveryRef = ActorRefFrom<typeof passwordRecoveryMachine>;

const entry = registry.find((e) => e.machine.id === "passwordRecovery")!;
const { store } = nodeSandbox;
const BY_EMAIL: string = endpoints.passwordResetEmail.path;
const BY_PHONE: string = endpoints.passwordResetByPhone.path;
const LOGIN: string = endpoints.login.path;

const FIELD_LABEL: Record<Exclude<RecoveryField, "countryDialingCode">, RegExp> = {
  username: /^Username/,
  email: /^E-mail/,
  mobileNum: /^Mobile number/,
  verificationCode: /^Verification code(?! not sent)/,
  newPassword: /^New password/,
};
const TAB_LABEL: Record<RecoveryTab, string> = { email: "E-mail", mobile: "Mobile number" };

interface RecoverySession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  actor: RecoveryRef;
}

/** The form of the tab shown (the tab panels are labelled by the tabs' names too). */
const form = () => within(modal()).getByRole("form", { name: "Forgot password" });

const modal = () => {
  const found = screen.queryByRole("dialog", { name: "Forgot password" });
  if (!found) throw new Error("the forgot-password modal is not open");
  return found;
};

/** The member whose mobile number the form holds (the sandbox's demo for the samples' number). */
function memberOfMobile(session: RecoverySession) {
  const { fields } = session.actor.getSnapshot().context;
  const member = store.findMemberByMobile({ countryDialingCode: fields.countryDialingCode, mobileNum: fields.mobileNum });
  if (!member) throw new Error(`no sandbox member has the mobile ${fields.countryDialingCode} ${fields.mobileNum}`);
  return member;
}

export const passwordRecoveryDriver: FlowDriver<RecoverySession> = {
  machineId: "passwordRecovery",
  // The login modal, then the forgot-password modal, open on their first use (lazy code).
  pathTimeoutMs: 45_000,

  async start(sample) {
    const input = sample.input as PasswordRecoveryInput;
    localStorage.setItem("lang", "en");
    patchScenario(store, { whitelabel: { CHNGPASSVERIF3: input.phoneReset } });
    const calls = holdCalls((path) => path === BY_EMAIL || path === BY_PHONE || path === LOGIN);
    const app = await renderApp("/login", { defaultDialingCode: input.defaultDialingCode });
    const user = userEvent.setup();
    const login = await screen.findByRole("dialog", { name: "Log in" }, { timeout: 20_000 });
    // The forgot-password modal's code loads on this first press and the modal suspends meanwhile: a plain DOM click,
    // as the browser's, not user-event's synchronous act() scope (React warns when a component suspends inside one).
    within(login).getByRole("button", { name: /Forgot password/ }).click();
    const actor = await waitFor(
      () => {
        const found = (app.services.auth.getSnapshot() as { children: Record<string, unknown> }).children.passwordRecovery as RecoveryRef | undefined;
        if (!found) throw new Error("the forgot-password modal has not opened");
        return found;
      },
      { timeout: 10_000 },
    );
    return { app, user, calls, actor };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, actor, calls } = session;
    const { context } = actor.getSnapshot();
    switch (event.type) {
      case "recovery.tabSelected": {
        const tab = within(modal()).queryByRole("tab", { name: TAB_LABEL[event.tab as RecoveryTab] });
        // Without the reset by phone the modal has no tabs: the player cannot pick one (the machine refuses it). The
        // tab already shown does nothing when pressed again (the tabs send no change); after the e-mail went out the
        // machine takes it as the way back to the form, which only the other tab offers in the view.
        if (!tab || tab.getAttribute("aria-selected") === "true") return void actor.send(event as never);
        return user.click(tab);
      }
      case "recovery.fieldChanged":
        return typeInto(user, within(form()).getByLabelText(FIELD_LABEL[event.field as keyof typeof FIELD_LABEL]), String(event.value));
      case "recovery.submitted": {
        const dialog = modal();
        const tryAgain = within(dialog).queryByRole("button", { name: "Try again" });
        return user.click(tryAgain ?? within(dialog).getByRole("button", { name: "Submit" }));
      }
      case "sms.requested": {
        const send = within(modal()).queryByRole("button", { name: /Send code/ });
        // The e-mail tab has no Send code button: no player can press it there (the machine ignores the request).
        if (!send) return void actor.send(event as never);
        return user.click(send);
      }
      case "xstate.done.actor.resetByEmail": {
        const member = store.findMember(context.fields.username.trim());
        if (!member) throw new Error(`the sandbox has no member "${context.fields.username}"`);
        member.email = context.fields.email.trim();
        return calls.answer(BY_EMAIL, null);
      }
      case "xstate.error.actor.resetByEmail": {
        // The sandbox refuses an account whose e-mail is not the one typed.
        const member = store.findMember(context.fields.username.trim());
        if (member && member.email.toLowerCase() === context.fields.email.trim().toLowerCase()) member.email = `other-${member.email}`;
        return calls.answer(BY_EMAIL, null);
      }
      case "xstate.done.actor.resetByPhone": {
        const member = memberOfMobile(session);
        // The code the player typed is the one the sandbox texted to the member's mobile.
        textedCode(member.mobile!, "noLogin", context.fields.verificationCode);
        return calls.answer(BY_PHONE, null);
      }
      case "xstate.error.actor.resetByPhone": {
        // No live code for the number: the sandbox refuses the one typed.
        const member = memberOfMobile(session);
        store.state.smsCodes = store.state.smsCodes.filter((c) => !(c.purpose === "noLogin" && c.mobileNum === member.mobile!.mobileNum));
        return calls.answer(BY_PHONE, null);
      }
      case "xstate.done.actor.authenticate": {
        // The member logs in from an address they have used (no second factor).
        const member = store.findMember(context.account ?? "") ?? memberOfMobile(session);
        const ip = store.state.scenario.visitorIp;
        if (!member.registeredIps.includes(ip)) member.registeredIps.push(ip);
        return calls.answer(LOGIN, null);
      }
      case "xstate.error.actor.authenticate":
        return calls.answer(LOGIN, () => HttpResponse.error());
      default:
        throw new Error(`passwordRecoveryDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = String(value);
    await waitFor(
      () => {
        if (state === "loggedIn") {
          // The modal closes and the member is logged in.
          expect(screen.queryByRole("dialog", { name: "Forgot password" })).toBeNull();
          expect(screen.getAllByRole("button", { name: "Sign out" }).length).toBeGreaterThan(0);
          return;
        }
        const dialog = modal();
        const { context } = session.actor.getSnapshot();
        expect(busyIn(dialog)).toBe(state === "sendingEmail" || state === "resetting" || state === "loggingIn");
        const tabs = within(dialog).queryAllByRole("tab");
        expect(tabs).toHaveLength(context.phoneReset ? 2 : 0);
        if (context.phoneReset) expect(within(dialog).getByRole("tab", { name: TAB_LABEL[context.tab] })).toHaveAttribute("aria-selected", "true");
        if (state === "emailSent") {
          expect(within(dialog).getByText(/^We have sent you an e-mail with a link to reset your password\./)).toBeInTheDocument();
          // The confirmation's own Close, beside the modal's close button.
          expect(within(dialog).getAllByRole("button", { name: "Close" })).toHaveLength(2);
          return;
        }
        if (state === "loginFailed") {
          expect(dialog).toHaveTextContent("Your password has been changed, but we could not log you in.");
          expect(within(dialog).getByRole("button", { name: "Try again" })).toBeInTheDocument();
          return;
        }
        // The form of the tab: what was typed stays, each field the machine found wrong says so next to it.
        const names: (keyof typeof FIELD_LABEL)[] = context.tab === "email" ? ["username", "email"] : ["mobileNum", "verificationCode", "newPassword"];
        for (const name of names) {
          const field = within(form()).getByLabelText(FIELD_LABEL[name]);
          expect(field).toHaveValue(context.fields[name]);
          expect(field.getAttribute("aria-invalid") === "true").toBe(!!context.errors[name]);
        }
        if (state === "editing" && context.failure?.serverMessage) expect(within(dialog).getByRole("alert")).toHaveTextContent(context.failure.serverMessage);
      },
      { timeout: 10_000 },
    );
  },

  machineState(session) {
    return entry.serialize(session.actor.getSnapshot() as never);
  },

  async stop(session) {
    session.app.services.app.stop();
    session.app.unmount();
    session.calls.abandon();
  },
};
