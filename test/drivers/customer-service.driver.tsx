/**
 * Model-based UI driver of Contact Us (the customer-service actor, a root actor of the app machine): the right bar's
 * Customer service button opens a 440 × 500 popup at once, the live-chat link is looked up and the popup is pointed at
 * it; when the lookup fails the popup closes and the site says so with Try again and Dismiss.
 *
 * The browser's popup is a stand-in for `window.open` (jsdom has no windows) that records what the site does with it.
 * The link lookup waits until the path says what the platform answers: the sample's link, encrypted as the platform
 * sends it (Base64 DES with its key), or a script whose list has no live-chat entry (the sample's malformed answer).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect, vi, type MockInstance } from "vitest";
import type { EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { encryptCustomerServiceLink } from "../../src/sandbox/crypto.ts";
import { renderApp } from "../render-app.tsx";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import type { FlowDriver } from "./types.ts";

const SCRIPT: string = endpoints.customerService.path;
const KEY = "drvLive3";
const UNAVAILABLE = "Customer service is unavailable right now. Please try again.";
const entry = registry.find((e) => e.machine.id === "customerService")!;

/** What the site did with the popup window. */
interface Popup {
  opened: string[];
  shown: string[];
  closed: number;
}

interface CustomerServiceSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  popup: Popup;
  open: MockInstance;
  /** The link the platform last gave (the popup must show it). */
  link: string | null;
}

const actorOf = (session: CustomerServiceSession) => session.app.services.customerService;
const notice = () => screen.queryAllByRole("alert").find((a) => a.textContent?.includes(UNAVAILABLE)) ?? null;

export const customerServiceDriver: FlowDriver<CustomerServiceSession> = {
  machineId: "customerService",
  pathTimeoutMs: 45_000,

  async start() {
    localStorage.setItem("lang", "en");
    const popup: Popup = { opened: [], shown: [], closed: 0 };
    const open = vi.spyOn(window, "open").mockImplementation((url) => {
      popup.opened.push(String(url));
      const win = { closed: false, opener: {}, location: { replace: (to: string) => void popup.shown.push(to) }, close: () => void ((win.closed = true), popup.closed++) };
      return win as unknown as Window;
    });
    const calls = holdCalls((path) => path === SCRIPT);
    const app = await renderApp("/");
    await screen.findByRole("complementary", { name: "Quick links" }, { timeout: 20_000 });
    return { app, user: userEvent.setup(), calls, popup, open, link: null };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    switch (event.type) {
      case "cs.requested": {
        // After a failure the notice's Try again asks again; otherwise the right bar's Customer service button.
        const shown = notice();
        if (shown) return session.user.click(within(shown).getByRole("button", { name: "Try again" }));
        return session.user.click(within(screen.getByRole("complementary", { name: "Quick links" })).getByRole("button", { name: "Customer service" }));
      }
      case "xstate.done.actor.resolveLink": {
        session.link = String(event.output);
        const path = encryptCustomerServiceLink(session.link, KEY);
        return session.calls.answer(SCRIPT, () => HttpResponse.json({ success: true, value: { version: { pathList: [{ csType: "LIVECHAT", type: "3", path }] } } }));
      }
      case "xstate.error.actor.resolveLink":
        // A script without the live-chat entry: the link cannot be found (platform.malformed).
        return session.calls.answer(SCRIPT, () => HttpResponse.json({ success: true, value: { version: { pathList: [{ csType: "VIP", type: "4", path: encryptCustomerServiceLink("https://chat.example/vip", KEY) }] } } }));
      case "cs.dismissed":
        return session.user.click(within(notice()!).getByRole("button", { name: "Dismiss" }));
      default:
        throw new Error(`customerServiceDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    await waitFor(
      () => {
        const { popup } = session;
        if (value === "failed") {
          // The popup closed again, and the site says why with Try again and Dismiss.
          expect(popup.closed).toBe(popup.opened.length);
          const alert = notice();
          expect(alert).not.toBeNull();
          expect(within(alert!).getByRole("button", { name: "Try again" })).toBeInTheDocument();
          expect(within(alert!).getByRole("button", { name: "Dismiss" })).toBeInTheDocument();
          return;
        }
        expect(notice()).toBeNull();
        if (value === "resolving") {
          // A blank popup opened at once (the browser allows it only during the press), 440 × 500.
          expect(popup.opened.at(-1)).toBe("about:blank");
          expect(session.open).toHaveBeenLastCalledWith("about:blank", "service", expect.stringContaining("width=440,height=500"));
          expect(popup.closed).toBe(popup.opened.length - 1);
          return;
        }
        // Idle: the popup shows the live chat if the link was found (a dismissed failure left none open).
        if (session.link !== null && popup.closed < popup.opened.length) expect(popup.shown.at(-1)).toBe(session.link);
      },
      { timeout: 10_000 },
    );
  },

  machineState: (session) => entry.serialize(actorOf(session).getSnapshot() as never),

  async stop(session) {
    session.app.services.app.stop();
    session.app.unmount();
    session.calls.abandon();
    session.open.mockRestore();
  },
};
