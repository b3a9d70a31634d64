/**
 * Model-based UI driver of the send-code button (`smsCode`, SMS-01..04): each generated path through the login
 * modal's Mobile number tab (`/login`), whose form runs the machine as its child (`loginSms`). The same button sits
 * in registration, password recovery and the security centre; their drivers press it within their own flows.
 *
 * The code request is held until the path says what the platform answers: the sample's code life in the platform's
 * wire form, or its refusal. The mobile number is typed and Send code pressed as a player would; the warning
 * dialog's OK is pressed; "one second passes after the last request" is the real second.
 *
 * "The countdown reaches zero" is sent to the machine instead: it is the machine's own timer (the sample's code lives
 * five minutes, and a path does not wait for them).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import type { SmsCodeContext } from "../../machines/sms-code/sms-code.machine.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { fieldErrorText } from "../../src/i18n/auth-messages.ts";
import { i18n } from "../../src/i18n/i18n.ts";
import { renderApp } from "../render-app.tsx";
import { followedState, stopFollowed } from "./followed-page.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { typeInto } from "./sign-in.ts";
import type { FlowDriver } from "./types.ts";

const SEND: string = endpoints.smsLoginCode.path;
const WAIT = { timeout: 10_000 };

interface SmsSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  /** The login form's send-code actor (the newest: the form starts one each time it opens). */
  actors: AnyActorRef[];
}

type SmsSnapshot = { value: unknown; context: SmsCodeContext };
const snapshotOf = (session: SmsSession) => session.actors.at(-1)!.getSnapshot() as SmsSnapshot;

const loginDialog = () => screen.getByRole("dialog", { name: "Log in" });
const loginForm = () => within(loginDialog()).getByRole("form", { name: "Log in" });
const mobileField = () => within(loginForm()).getByLabelText(/^Mobile number/, { selector: "input" });
const sendButton = () => within(loginForm()).getByRole("button", { name: /^(Send code|Code sent)$/ });

export const smsCodeDriver: FlowDriver<SmsSession> = {
  machineId: "smsCode",
  pathTimeoutMs: 45_000,

  async start(sample) {
    if ((sample.input as { purpose: string }).purpose !== "login") throw new Error("the smsCode driver presses the login form's button only");
    localStorage.setItem("lang", "en");
    const calls = holdCalls((path) => path === SEND);
    const app = await renderApp("/login");
    const actors: AnyActorRef[] = [];
    const note = () => {
      const login = app.services.auth.getSnapshot().children.login as AnyActorRef | undefined;
      const sms = login?.getSnapshot().children.loginSms as AnyActorRef | undefined;
      if (sms && actors.at(-1) !== sms) actors.push(sms);
    };
    const user = userEvent.setup();
    await waitFor(() => {
      note();
      expect(actors).toHaveLength(1);
    }, WAIT);
    // The modal's code arrives on first use, after its machine has started.
    await user.click(within(await screen.findByRole("dialog", { name: "Log in" }, WAIT)).getByRole("tab", { name: "Mobile number" }));
    await waitFor(() => expect(mobileField()).toBeInTheDocument(), WAIT);
    return { app, user, calls, actors };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    switch (event.type) {
      case "sms.requested":
        await typeInto(user, mobileField(), event.mobileNum as string);
        return user.click(sendButton());
      case "sms.numberChanged":
        return user.type(mobileField(), "9");
      case "xstate.done.actor.requestCode":
        return calls.answer(SEND, () => HttpResponse.json({ success: true, value: event.output }));
      case "xstate.error.actor.requestCode":
        return calls.answer(SEND, () => HttpResponse.json({ success: false, message: (event.error as { serverMessage: string }).serverMessage }));
      case "sms.dismissed":
        return user.click(within(screen.getByRole("alertdialog", { name: "Verification code not sent" })).getByRole("button", { name: "OK" }));
      case "xstate.after.throttle.smsCode.cooling":
        // The real second passes.
        await waitFor(() => expect(snapshotOf(session).value).not.toBe("cooling"), { timeout: 2500 });
        return;
      case "xstate.after.countdown.smsCode.counting":
        // The machine's own five-minute timer: a path does not wait for it.
        return void session.actors.at(-1)!.send(event);
      default:
        throw new Error(`smsCodeDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    await waitFor(() => {
      const { context } = snapshotOf(session);
      expect(snapshotOf(session).value).toEqual(value);
      const button = sendButton();
      const warning = screen.queryByRole("alertdialog", { name: "Verification code not sent" });
      // A malformed number: the reason next to the field, the number kept as typed.
      const message = context.mobileError ? fieldErrorText(i18n, context.mobileError) : null;
      if (message) expect(within(loginForm()).getByText(message)).toBeInTheDocument();
      expect(mobileField().getAttribute("aria-invalid") === "true").toBe(message !== null);
      switch (value) {
        case "idle":
          expect(button).toHaveAccessibleName("Send code");
          expect(button).toHaveAttribute("aria-disabled", "false");
          expect(warning).toBeNull();
          return;
        case "requesting":
          expect(button).toHaveAttribute("aria-busy", "true");
          expect(button).toHaveAttribute("aria-disabled", "true");
          return;
        case "counting":
          // "Code sent (n)": the seconds the machine counts down.
          expect(button).toHaveAccessibleName("Code sent");
          expect(within(button).getByRole("timer")).toHaveTextContent(`Code sent (${context.secondsLeft})`);
          expect(button).toHaveAttribute("aria-disabled", "true");
          return;
        case "failed":
          // The platform's reason, as it gave it.
          expect(warning).toHaveTextContent(context.failure!.serverMessage!);
          return;
        case "cooling":
          expect(warning).toBeNull();
          expect(button).toHaveAttribute("aria-disabled", "true");
          return;
        default:
          throw new Error(`no screen check for ${JSON.stringify(value)}`);
      }
    }, WAIT);
  },

  machineState: followedState("smsCode"),
  stop: stopFollowed,
};
