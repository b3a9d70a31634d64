import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { Withdrawal } from "../withdraw/withdraw.types.ts";

export interface WithdrawalsContext {
  /** The member's withdrawals, newest first (kept on screen while they are read again). */
  list: Withdrawal[] | null;
  failure: Failure | null;
}

export type WithdrawalsEvent = { type: "withdrawals.refresh" } | { type: "withdrawals.retry" } | { type: "withdrawal.confirm"; withdrawalId: string };

const awaitingConfirmation = (list: readonly Withdrawal[] | null, withdrawalId: string) =>
  list?.some((w) => w.withdrawalId === withdrawalId && w.awaitingConfirmation) ?? false;

const withdrawalsSetup = setup({
  types: { context: {} as WithdrawalsContext, events: {} as WithdrawalsEvent },
  actors: {
    fetchWithdrawals: fromPromise<Withdrawal[]>(() => Promise.reject(new Error("fetchWithdrawals is not provided"))),
  },
  actions: {
    /** A row's payout waits for the member: the withdrawal confirmation checks now and opens it (SITE-19). */
    openConfirmation: (_, _params: { withdrawalId: string }) => {},
  },
  guards: {
    isAwaitingConfirmation: described(
      "The row's withdrawal has a payout waiting for the member's answer.",
      ({ context }, params: { withdrawalId: string }) => awaitingConfirmation(context.list, params.withdrawalId),
    ),
  },
});

/** Confirm receipt on a row whose payout waits: the same in the list on screen and in the one kept while it reloads. */
const confirmReceipt = {
  guard: { type: "isAwaitingConfirmation", params: ({ event }: { event: { withdrawalId: string } }) => ({ withdrawalId: event.withdrawalId }) },
  actions: { type: "openConfirmation", params: ({ event }: { event: { withdrawalId: string } }) => ({ withdrawalId: event.withdrawalId }) },
  meta: { spec: "SITE-19" },
} as const;

export const withdrawalsMachine = withdrawalsSetup.createMachine({
  id: "withdrawals",
  description:
    "My withdrawals: the member's withdrawal orders, newest first, with what each has received and its status. A failed load offers Try again; Refresh (and a new withdrawal) reads them again while the list stays on screen; a row whose payout waits for the member opens the withdrawal confirmation.",
  context: { list: null, failure: null },
  initial: "loading",
  states: {
    loading: {
      description:
        "The member's withdrawals are loading (the list read before stays on screen, and its Confirm receipt still opens the withdrawal confirmation, which asks the platform itself).",
      on: { "withdrawal.confirm": confirmReceipt },
      invoke: {
        id: "fetchWithdrawals",
        src: "fetchWithdrawals",
        onDone: { target: "loaded", actions: assign({ list: ({ event }) => event.output, failure: null }), meta: { spec: "SITE-22" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loaded: {
      description: "The list is shown, with Refresh and, on a row whose payout waits, Confirm receipt.",
      on: {
        "withdrawals.refresh": { target: "loading", meta: { spec: "SITE-22" } },
          "withdrawal.confirm": confirmReceipt,
      },
    },
    failed: {
      description: "The withdrawals could not be loaded: the reason with Try again.",
      on: {
        "withdrawals.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } },
        "withdrawals.refresh": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-22" } },
      },
    },
  },
});
