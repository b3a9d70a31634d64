/**
 * Model-based UI driver of the logout the platform hears (`platformLogout`, DEV-08): each generated path through the
 * whole app for demo, who signs out from the member bar.
 *
 * Every logout call is held until the path says what the platform answers: it confirms (the sandbox ends the
 * session), it cannot be reached (a network failure), or the old session is already gone (the sandbox has closed it,
 * so the call answers 401). "The session's logout call failed" is the player signing out while the platform cannot
 * be reached; when it happens again, demo has logged in again through the header's login popup first. The notice
 * after the last retry is read and its Try again and Close are pressed.
 *
 * "The wait before telling the platform again is over" is the machine's own timer (2 s, then 10 s, 30 s and 2 minutes):
 * the driver holds the timeouts the actor system sets for those waits (nothing else on these pages waits so long)
 * and lets the newest run when the path says the wait is over, so a login that takes longer than 2 s does not start
 * the retry before the path does.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import { LOGOUT_RETRY_MS, type PlatformLogoutContext } from "../../machines/platform-logout/platform-logout.machine.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { logInInPopup } from "./sign-in.ts";
import { stopFollowed } from "./followed-page.ts";
import { registry } from "../../machines/registry.ts";
import { captureTimeouts, type CapturedTimeouts } from "./timeouts.ts";
import type { FlowDriver } from "./types.ts";

const { store } = nodeSandbox;
const LOGOUT: string = endpoints.logout.path;
const WAIT = { timeout: 10_000 };
const entry = registry.find((e) => e.machine.id === "platformLogout")!;

interface LogoutSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  /** demo has signed out (every sign-out of a path is followed by no login). */
  signedOut: boolean;
  /** The retry waits, held until the path says a wait is over. */
  waits: CapturedTimeouts;
}

type LogoutSnapshot = { value: unknown; context: PlatformLogoutContext };
const snapshotOf = (session: LogoutSession) => session.app.services.platformLogout.getSnapshot() as unknown as LogoutSnapshot;
const down = () => HttpResponse.error();
const notice = () => screen.queryByTestId("logout-notice");

/** demo signs out from the member bar while the platform cannot be reached; this device is signed out all the same. */
async function signOutUnheard(session: LogoutSession) {
  const { user, app } = session;
  if (app.services.auth.getSnapshot().matches("guest")) {
    // Signed out already (the first logout): demo logs in again through the header.
    await user.click(within(screen.getByRole("banner")).getAllByRole("button", { name: "Log in" })[0]!);
    await logInInPopup(user);
    await waitFor(() => expect(app.services.auth.getSnapshot().matches({ signedIn: "idle" })).toBe(true), WAIT);
  }
  await user.click(within(await screen.findByTestId("member-bar", undefined, WAIT)).getByRole("button", { name: "Sign out" }));
  await user.click(within(await screen.findByRole("alertdialog", { name: "Sign out" }, WAIT)).getByRole("button", { name: "Confirm" }));
  await session.calls.answer(LOGOUT, down);
  await waitFor(() => expect(app.services.auth.getSnapshot().matches("guest")).toBe(true), WAIT);
  session.signedOut = true;
}

/** The oldest token the platform was not told about has ended there already: its logout answers 401. */
function closeOldestSession(session: LogoutSession) {
  const token = snapshotOf(session).context.unended[0]!;
  store.closeSession(token);
}

export const platformLogoutDriver: FlowDriver<LogoutSession> = {
  machineId: "platformLogout",
  pathTimeoutMs: 45_000,

  async start() {
    localStorage.setItem("lang", "en");
    sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
    const calls = holdCalls((path) => path === LOGOUT);
    const waits = captureTimeouts(LOGOUT_RETRY_MS, "hold");
    const app = await renderApp("/");
    await screen.findByTestId("member-bar", undefined, { timeout: 20_000 });
    return { app, user: userEvent.setup(), calls, signedOut: false, waits };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { calls, user } = session;
    switch (event.type) {
      case "logout.unconfirmed":
        return signOutUnheard(session);
      case "xstate.after.retryDelay.platformLogout.waiting":
        return session.waits.fire();
      case "xstate.done.actor.endPlatformSession":
      case "xstate.done.actor.endPlatformSessionAgain":
        // The sandbox ends the old session: the platform confirms.
        return calls.answer(LOGOUT, null);
      case "xstate.error.actor.endPlatformSession":
      case "xstate.error.actor.endPlatformSessionAgain":
        if ((event.error as { code: string }).code === "session.ended") {
          closeOldestSession(session);
          return calls.answer(LOGOUT, null);
        }
        return calls.answer(LOGOUT, down);
      case "platformLogout.retry":
        return user.click(within(notice()!).getByRole("button", { name: "Try again" }));
      case "platformLogout.dismissed":
        return user.click(within(notice()!).getByRole("button", { name: "Close" }));
      default:
        throw new Error(`platformLogoutDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    await waitFor(() => {
      expect(snapshotOf(session).value).toEqual(value);
      const shown = notice();
      switch (value) {
        case "idle":
        case "waiting":
        case "telling":
          // The retries are silent: nothing is said while the platform may still hear of the logout.
          expect(shown).toBeNull();
          return;
        case "unconfirmed":
        case "retrying": {
          const retrying = value === "retrying";
          expect(shown).toHaveTextContent("You are logged out on this device, but the platform could not be reached to end your session there.");
          const again = within(shown!).getByRole("button", { name: "Try again" });
          expect(again).toHaveProperty("disabled", retrying);
          expect(again.getAttribute("aria-busy") === "true").toBe(retrying);
          return;
        }
        default:
          throw new Error(`no screen check for ${JSON.stringify(value)}`);
      }
    }, WAIT);
    // Whatever the platform heard, this device is signed out once a logout was asked for.
    expect(session.app.services.auth.getSnapshot().matches("guest")).toBe(session.signedOut);
  },

  machineState: (session) => entry.serialize(session.app.services.platformLogout.getSnapshot() as never),
  async stop(session) {
    await stopFollowed(session);
    session.waits.restore();
  },
};
