/**
 * Model-based UI driver of the balance in the logged-in bar (machines/balance, the session machine's `balance` child
 * while a member is signed in; the app machine runs the session as a root actor): each generated path through the
 * header's balance chip (hide / show with a click) and its Refresh, for `demo` on the VIP page.
 *
 * The balance read (`/wps/v2/wallets/balance`) waits until the path says what the platform answers: the sample's
 * balance in the platform's wire form, or a network failure.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { ActorRefFrom, EventObject } from "xstate";
import type { Balance, balanceMachine } from "../../machines/balance/balance.machine.ts";
import { registry } from "../../machines/registry.ts";
import { allEndpoints } from "../../src/api/all-endpoints.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { settle } from "./settle.ts";
import type { FlowDriver } from "./types.ts";

const entry = registry.find((e) => e.machine.id === "balance")!;
const { store } = nodeSandbox;
const BALANCE: string = allEndpoints.walletBalance.path;

type BalanceRef = ActorRefFrom<typeof balanceMachine>;

interface BalanceSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
}

const balanceOf = (session: BalanceSession) => (session.app.services.auth.getSnapshot().children as Record<string, unknown>).balance as BalanceRef | undefined;

/** The balance in the platform's wire form: the sum of the member's wallets, the main wallet holding it all. */
const wireBalance = (b: Balance) => () =>
  HttpResponse.json({ success: true, value: { sumBalance: b.amount, currency: "PHP", currencySymbol: b.currencySymbol, balance: [{ accountTypeId: 2, availBalance: b.amount }] } });
const down = () => HttpResponse.error();

/** The logged-in bar's balance chip and, beside it, its Refresh. */
const chip = () => within(screen.getByTestId("member-bar")).getByTestId("balance");
const refresh = () => chip().nextElementSibling as HTMLElement;
const formatted = (amount: number) => new Intl.NumberFormat("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

export const balanceDriver: FlowDriver<BalanceSession> = {
  machineId: "balance",
  pathTimeoutMs: 45_000,

  async start() {
    localStorage.setItem("lang", "en");
    sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
    const calls = holdCalls((path) => path === BALANCE);
    const app = await renderApp("/vip");
    const session: BalanceSession = { app, user: userEvent.setup(), calls };
    await waitFor(() => expect(balanceOf(session)).toBeDefined(), { timeout: 20_000 });
    // The VIP page has drawn (its code and the loyalty texts loaded): nothing of it suspends during a later press.
    await waitFor(() => expect(document.querySelector('[data-page="vip"]')).not.toBeNull(), { timeout: 20_000 });
    return session;
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    // React finishes what it has pending first (see settle.ts): a press is then the only work in its act scope.
    await settle();
    const { user, calls } = session;
    switch (event.type) {
      case "xstate.done.actor.fetchBalance":
        return calls.answer(BALANCE, wireBalance(event.output as Balance));
      case "xstate.error.actor.fetchBalance":
        return calls.answer(BALANCE, down);
      case "balance.toggled":
        return user.click(chip());
      case "balance.refresh":
        return user.click(refresh());
      default:
        throw new Error(`balanceDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = balanceOf(session)!.getSnapshot();
        const { balance, hidden } = snapshot.context;
        // The amount (the last one read stays while it is read again; "—" before the first), or *** when hidden.
        const symbol = balance?.currencySymbol ?? session.app.services.config.currencySymbol;
        const amount = balance ? formatted(balance.amount) : "—";
        expect(chip()).toHaveTextContent(`${symbol} ${hidden ? "***" : amount}`);
        expect(chip()).toHaveAttribute("aria-pressed", String(hidden));
        expect(chip()).toHaveAccessibleName(hidden ? "Balance hidden. Show balance" : `Balance ${symbol} ${amount}. Hide balance`);
        // Refresh says it cannot be pressed while the balance is read; after a failure it says the balance is unavailable.
        const loading = snapshot.matches("loading");
        expect(refresh()).toHaveAccessibleName(loading ? "Refreshing…" : snapshot.matches("failed") ? "Balance unavailable. Refresh" : "Refresh");
        expect(refresh().getAttribute("aria-disabled") === "true").toBe(loading);
      },
      { timeout: 10_000 },
    );
  },

  machineState(session) {
    const balance = balanceOf(session);
    return balance ? entry.serialize(balance.getSnapshot() as never) : "(not running)";
  },

  async stop(session) {
    session.app.services.app.stop();
    session.app.unmount();
    session.calls.abandon();
  },
};
