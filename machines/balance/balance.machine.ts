import { assign, fromPromise, setup } from "xstate";
import { toFailure, type Failure } from "../shared/errors.ts";

export interface Balance {
  amount: number;
  currencySymbol: string;
}

export interface BalanceContext {
  balance: Balance | null;
  hidden: boolean;
  failure: Failure | null;
}

export type BalanceEvent = { type: "balance.refresh" } | { type: "balance.toggled" };

export const balanceMachine = setup({
  types: { context: {} as BalanceContext, events: {} as BalanceEvent },
  actors: {
    fetchBalance: fromPromise<Balance>(() => Promise.reject(new Error("fetchBalance is not provided"))),
  },
}).createMachine({
  id: "balance",
  description: "The balance in the logged-in bar: loaded on login, refreshed on request, hidden as *** with a click.",
  context: { balance: null, hidden: false, failure: null },
  on: {
    "balance.toggled": { actions: assign({ hidden: ({ context }) => !context.hidden }), meta: { spec: "BAR-01" } },
  },
  initial: "loading",
  states: {
    loading: {
      description: "The wallet balance is being fetched (the old amount stays visible).",
      invoke: {
        id: "fetchBalance",
        src: "fetchBalance",
        onDone: { target: "shown", actions: assign({ balance: ({ event }) => event.output, failure: null }), meta: { spec: "API-14" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
      },
    },
    shown: {
      description: "The balance is shown.",
      on: { "balance.refresh": { target: "loading", meta: { spec: "BAR-01" } } },
    },
    failed: {
      description: "The balance could not be loaded; the refresh link tries again.",
      on: { "balance.refresh": { target: "loading", meta: { spec: "ERR-10 SITE-01" } } },
    },
  },
});
