/**
 * Model-based UI driver of My withdrawals (the list under the withdraw page, `/member/withdraw`, for `demo`): each
 * generated path through the list — its load and Try again after a failure, Refresh, and Confirm receipt on a row
 * whose payout waits.
 *
 * The list's own read (`MCSFE_getWithdrawalList`, the first while the list loads) is held: it is answered with the
 * sample's withdrawals in the platform's wire form, or a network failure. The withdrawal confirmation reads the same
 * list after the login and on Confirm receipt (pressed on the list on screen, or on the one kept while it reloads):
 * its reads go on to the sandbox. Confirm receipt asks the withdrawal confirmation to
 * check now: the driver sees its read of the withdrawals go out (its dialog is that flow's, driven by its own driver;
 * demo has no payout waiting in the sandbox).
 *
 * Two samples have no control on the screen: Confirm receipt on a row that waits for nothing (only a row whose payout
 * waits shows the button) and Refresh after a failed load (the failure offers Try again; the sample's other cause, a
 * withdrawal made on the page, is the withdraw flow's). Both are sent to the list's actor, as the machine's guards
 * against a stale press and the page's new-withdrawal signal.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import type { Withdrawal, WithdrawalStatus } from "../../machines/withdraw/withdraw.types.ts";
import { cashierEndpoints } from "../../src/api/cashier-endpoints.ts";
import type { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { followedState, openFollowed, stopFollowed } from "./followed-page.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { settle } from "./settle.ts";
import { WITHDRAWAL_STATUS as STATUS, WITHDRAWALS_LABEL as L } from "./withdrawals-labels.ts";
import type { FlowDriver } from "./types.ts";

const LIST: string = cashierEndpoints.withdrawals.path;

interface WithdrawalsSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  actors: AnyActorRef[];
  /** How many reads of the withdrawals the app has sent (the list's and the withdrawal confirmation's). */
  reads: { count: number };
}

type WithdrawalsSnapshot = { value: unknown; matches(state: string): boolean; context: { list: Withdrawal[] | null } };
const snapshotOf = (session: WithdrawalsSession) => session.actors.at(-1)!.getSnapshot() as WithdrawalsSnapshot;

const major = (minor: number) => (minor / 100).toFixed(2);
const WIRE_STATUS: Record<WithdrawalStatus, string> = { pending: "PENDING", paying: "PAYING", inReview: "IN_REVIEW", completed: "COMPLETED", rejected: "REJECTED" };
const wireWithdrawal = (w: Withdrawal) => ({ ...w, amount: major(w.amount), received: major(w.received), status: WIRE_STATUS[w.status] });
const listed = (list: readonly Withdrawal[]) => () => HttpResponse.json({ success: true, value: { list: list.map(wireWithdrawal) } });
const down = () => HttpResponse.error();

/** The section "My withdrawals" under the withdraw form. */
const section = () => screen.getByRole("region", { name: L.section });
const rowOf = (withdrawalId: string) => {
  const found = section().querySelector<HTMLElement>(`[data-withdrawal="${withdrawalId}"]`);
  if (!found) throw new Error(`the list shows no withdrawal ${withdrawalId}`);
  return found;
};
/** An amount as the row shows it (the site's currency symbol before it, whatever space). */
const amount = (minor: number) => new RegExp(major(minor).replace(".", "\\."));

export const withdrawalsDriver: FlowDriver<WithdrawalsSession> = {
  machineId: "withdrawals",
  /** The cashier chunk loads on the first path. */
  pathTimeoutMs: 60_000,

  async start() {
    const actors: AnyActorRef[] = [];
    const loading = () => actors.at(-1)?.getSnapshot().value === "loading";
    // The list sends its read as it starts loading, before any press could: a second read while it loads is the
    // withdrawal confirmation's.
    const calls: HeldCalls = holdCalls((path) => path === LIST && loading() && calls.waiting(LIST) === 0);
    // Tried before the held calls' handler: counts the reads, then lets each be held or go on to the sandbox.
    const reads = { count: 0 };
    nodeSandbox.server.use(
      http.get(`*${LIST}`, () => {
        reads.count += 1;
        return undefined;
      }),
    );
    const page = await openFollowed({ url: "/member/withdraw", member: "demo", loader: "loadCashierMachines", machine: "withdrawals", calls, actors });
    return { ...page, user: userEvent.setup(), reads };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    // React finishes what it has pending first (see settle.ts): a press is then the only work in its act scope.
    await settle();
    const { user, calls } = session;
    const snapshot = snapshotOf(session);
    /** Sends a sample the page offers no control for right now (the reason is the comment at each call). */
    const direct = () => void session.actors.at(-1)!.send(event);
    switch (event.type) {
      case "xstate.done.actor.fetchWithdrawals":
        return calls.answer(LIST, listed(event.output as Withdrawal[]), "all");
      case "xstate.error.actor.fetchWithdrawals":
        return calls.answer(LIST, down, "all");
      case "withdrawals.retry":
        return user.click(within(within(section()).getByRole("alert")).getByRole("button", { name: L.tryAgain }));
      case "withdrawals.refresh":
        // A failed load offers Try again, not Refresh: the refresh comes from a withdrawal made on the page.
        if (snapshot.matches("failed")) return direct();
        return user.click(within(section()).getByRole("button", { name: L.refresh }));
      case "withdrawal.confirm": {
        const waiting = snapshot.context.list?.some((w) => w.withdrawalId === event.withdrawalId && w.awaitingConfirmation);
        // Only a row whose payout waits offers Confirm receipt: no player can press it on another.
        if (!waiting) return direct();
        const before = session.reads.count;
        await user.click(within(rowOf(String(event.withdrawalId))).getByRole("button", { name: L.confirm }));
        // The withdrawal confirmation checks now: it reads the withdrawals (then the payouts waiting; demo has none).
        await waitFor(() => expect(session.reads.count).toBeGreaterThan(before));
        return;
      }
      default:
        throw new Error(`withdrawalsDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = snapshotOf(session);
        const { list } = snapshot.context;
        const part = section();
        if (snapshot.matches("failed")) {
          const alert = within(part).getByRole("alert");
          expect(alert).toHaveTextContent(L.failed);
          expect(within(alert).getByRole("button", { name: L.tryAgain })).toBeInTheDocument();
          expect(within(part).queryByRole("table")).toBeNull();
          expect(within(part).queryByRole("button", { name: L.refresh })).toBeNull();
          return;
        }
        expect(within(part).queryByRole("alert")).toBeNull();
        if (list === null) {
          expect(within(part).getByRole("status")).toHaveTextContent(L.loading);
          return;
        }
        // The list (kept on screen while it is read again): one row per withdrawal, newest first, with what it
        // received, its status and, on a row whose payout waits, Confirm receipt.
        expect(within(part).getByRole("button", { name: L.refresh })).toBeInTheDocument();
        if (list.length === 0) {
          expect(part).toHaveTextContent(L.empty);
          return;
        }
        const rows = within(within(part).getByRole("table")).getAllByRole("row").slice(1);
        expect(rows.map((r) => r.getAttribute("data-withdrawal"))).toEqual(list.map((w) => w.withdrawalId));
        for (const w of list) {
          const cells = within(rowOf(w.withdrawalId)).getAllByRole("cell");
          expect(cells[1]).toHaveTextContent(w.withdrawalId);
          expect(cells[2]!.textContent).toMatch(amount(w.amount));
          expect(cells[3]!.textContent).toMatch(amount(w.received));
          expect(cells[4]).toHaveTextContent(STATUS[w.status]);
          const confirm = within(cells[4]!).queryByRole("button", { name: L.confirm });
          if (w.awaitingConfirmation) expect(confirm).toBeInTheDocument();
          else expect(confirm).toBeNull();
        }
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("withdrawals"),
  stop: stopFollowed,
};
