/**
 * Model-based UI driver of changing the password: the change-password modal, forced after a login with the default
 * (or an expired) password — the password just typed is held as the old one — or chosen by a logged-in member from
 * "My account". Its fields, the messages next to them, Confirm, the modal's Close and the platform's refusal.
 *
 * The forced change starts as a player meets it: `newbie` logs in through the login modal with the sandbox's
 * default password (a first login, from a known address), and the sandbox answers the login. The change itself
 * (`POST /wps/member/password`) waits until the path says what the platform answers: the sandbox's own rules when
 * it accepts, a scripted refusal otherwise.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { ActorRefFrom, EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { ChangePasswordField, ChangePasswordInput, changePasswordMachine } from "../../machines/change-password/change-password.machine.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { busyIn, typeInto } from "./sign-in.ts";
import { CHANGE_PASSWORD_FIELD_LABEL } from "./labels.ts";
import type { FlowDriver } from "./types.ts";

type ChangePasswordRef = ActorRefFrom<typeof changePasswordMachine>;
type AuthSnapshot = { children: Record<string, { getSnapshot(): { children: Record<string, unknown> } } | undefined> };

const entry = registry.find((e) => e.machine.id === "changePassword")!;
const { store } = nodeSandbox;
const CHANGE: string = endpoints.passwordChange.path;

interface ChangePasswordSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  forced: boolean;
  actor: ChangePasswordRef;
}

const dialog = () => screen.queryByRole("dialog", { name: "Change password" });

/** The running change: the login's child when forced, the session's otherwise. */
function findChange(auth: { getSnapshot(): unknown }): ChangePasswordRef | undefined {
  const { children } = auth.getSnapshot() as AuthSnapshot;
  const own = children.changePassword as unknown as ChangePasswordRef | undefined;
  return own ?? (children.login?.getSnapshot().children.changePassword as ChangePasswordRef | undefined);
}

export const changePasswordDriver: FlowDriver<ChangePasswordSession> = {
  machineId: "changePassword",
  // The login modal and the change-password modal open on their first use (lazy code).
  pathTimeoutMs: 45_000,

  async start(sample) {
    const input = sample.input as ChangePasswordInput;
    localStorage.setItem("lang", "en");
    const member = store.findMember(input.account);
    if (!member) throw new Error(`the sandbox has no member "${input.account}"`);
    const forced = input.forced && input.heldOldPassword !== null;
    if (forced) {
      // A first login with the password the path holds, from an address the member has used (no second factor).
      member.password = input.heldOldPassword!;
      member.firstTimeLogin = true;
      const ip = store.state.scenario.visitorIp;
      if (!member.registeredIps.includes(ip)) member.registeredIps.push(ip);
    } else {
      sessionStorage.setItem("token", store.openSession(member.id));
    }
    const calls = holdCalls((path) => path === CHANGE);
    const app = await renderApp(forced ? "/login" : "/member/account", { defaultPassword: input.defaultPassword });
    const user = userEvent.setup();
    if (forced) {
      const form = within(await screen.findByRole("dialog", { name: "Log in" }, { timeout: 20_000 })).getByRole("form", { name: "Log in" });
      await typeInto(user, within(form).getByLabelText(/^Username/), input.account);
      await typeInto(user, within(form).getByLabelText(/^Password/), input.heldOldPassword!);
      await user.click(within(form).getByRole("button", { name: "Log in" }));
    } else {
      await user.click(await screen.findByRole("button", { name: "Change password" }, { timeout: 10_000 }));
    }
    const actor = await waitFor(
      () => {
        const found = findChange(app.services.auth);
        if (!found) throw new Error("the change-password modal has not opened");
        return found;
      },
      { timeout: 10_000 },
    );
    return { app, user, calls, forced, actor };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user } = session;
    const modal = () => {
      const found = dialog();
      if (!found) throw new Error("the change-password modal is not open");
      return found;
    };
    switch (event.type) {
      case "changePassword.fieldChanged":
        return typeInto(user, within(modal()).getByLabelText(CHANGE_PASSWORD_FIELD_LABEL[event.field as ChangePasswordField]), String(event.value));
      case "changePassword.submitted":
        return user.click(within(modal()).getByRole("button", { name: "Confirm" }));
      case "changePassword.cancelled":
        return user.click(within(modal()).getByRole("button", { name: "Close" }));
      case "xstate.done.actor.changePassword":
        // The sandbox's rules accept it: the old password is the member's, the new one keeps the rule.
        return session.calls.answer(CHANGE, null);
      case "xstate.error.actor.changePassword":
        return session.calls.answer(CHANGE, () => HttpResponse.json({ success: false, message: String((event.error as { serverMessage?: string }).serverMessage) }));
      default:
        throw new Error(`changePasswordDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = String(value);
    await waitFor(
      () => {
        if (state === "changed" || state === "cancelled") {
          expect(dialog()).toBeNull();
          // A forced change that is not made leaves the player logged out, back at the login form; a made one logs in.
          const login = screen.queryByRole("dialog", { name: "Log in" });
          if (session.forced && state === "cancelled") expect(login).not.toBeNull();
          else expect(login).toBeNull();
          if (state === "changed") expect(screen.getAllByRole("button", { name: "Sign out" }).length).toBeGreaterThan(0);
          return;
        }
        const modal = dialog();
        expect(modal).not.toBeNull();
        const { context } = session.actor.getSnapshot();
        expect(busyIn(modal!)).toBe(state === "submitting");
        if (session.forced) expect(modal).toHaveTextContent("Your password must be changed before you continue.");
        expect(within(modal!).queryByLabelText(CHANGE_PASSWORD_FIELD_LABEL.oldPassword) !== null).toBe(context.heldOldPassword === null);
        // What was typed stays in the fields; each field the machine found wrong says so next to it.
        for (const name of Object.keys(CHANGE_PASSWORD_FIELD_LABEL) as ChangePasswordField[]) {
          const field = within(modal!).queryByLabelText(CHANGE_PASSWORD_FIELD_LABEL[name]);
          if (!field) continue;
          expect(field).toHaveValue(context.fields[name]);
          expect(field.getAttribute("aria-invalid") === "true").toBe(!!context.errors[name]);
        }
        if (state === "editing" && context.failure) expect(within(modal!).getByRole("alert")).toHaveTextContent(String(context.failure.serverMessage ?? ""));
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
