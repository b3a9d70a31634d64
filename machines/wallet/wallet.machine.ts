import { assign, fromPromise, setup } from "xstate";
import { amountInputText, amountProblem, parseAmount, type AmountError, type DecimalSeparator } from "../shared/amount.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { TransferDirection, WalletMove, WalletMoveDone, Wallets, WalletTransferRequest } from "./wallet.types.ts";

export interface WalletInput {
  /** The locale's decimal separator: how typed amounts are read (CASH-03). */
  decimalSeparator: DecimalSeparator;
  /** A prefix unique to this page visit; each review adds a counter to make the move's `requestId` (CASH-02). */
  requestPrefix: string;
  /** The whitelabel module `FUNDTRANS3` is on: money may be moved between wallets (CASH-08). */
  transfersEnabled: boolean;
}

export interface WalletContext extends WalletInput {
  wallets: Wallets | null;
  /** The move being typed, reviewed or sent. */
  move: WalletMove | null;
  /** Exactly what the player typed (kept through review, failures and a login). */
  amountText: string;
  amountError: AmountError | null;
  reviews: number;
  /** The `requestId` of the move under review or being sent: a retry sends the same one. */
  requestId: string | null;
  /** The last move that went through, shown until the next one starts. */
  done: WalletMoveDone | null;
  failure: Failure | null;
}

export type WalletEvent =
  | { type: "wallets.retry" }
  | { type: "wallets.refresh" }
  | { type: "transfer.started"; vendor: string; direction: TransferDirection }
  | { type: "recall.started" }
  | { type: "amount.changed"; text: string }
  | { type: "transfer.allChosen" }
  | { type: "transfer.submitted" }
  | { type: "transfer.cancelled" }
  | { type: "review.back" }
  | { type: "review.confirmed" }
  | { type: "submit.retry" }
  | { type: "submit.back" }
  | { type: "session.resumed" };

/** What the source of a move holds: the main wallet for `in`, the vendor's wallet for `out`. */
export function sourceBalance(wallets: Wallets | null, vendor: string, direction: TransferDirection): number {
  if (!wallets) return 0;
  if (direction === "in") return wallets.vendors.some((w) => w.vendor === vendor) ? wallets.main : 0;
  return wallets.vendors.find((w) => w.vendor === vendor)?.balance ?? 0;
}

/** What every vendor wallet holds together (what "recall everything" brings back). */
export function vendorTotal(wallets: Wallets | null): number {
  return wallets?.vendors.reduce((sum, w) => sum + w.balance, 0) ?? 0;
}

/** The typed amount's problem: more than nothing, at most what the source wallet holds. */
export function walletAmountProblem(context: Pick<WalletContext, "wallets" | "move" | "amountText" | "decimalSeparator">): AmountError | null {
  const move = context.move;
  if (move?.kind !== "transfer") return "amount.invalid";
  const available = sourceBalance(context.wallets, move.vendor, move.direction);
  return amountProblem(context.amountText, context.decimalSeparator, { minimum: 1, maximum: available, available });
}

/** The request the review shows and the confirmation sends. */
export function walletRequest(context: WalletContext): WalletTransferRequest | null {
  if (!context.move || !context.requestId) return null;
  if (context.move.kind === "recall") return { move: context.move, amount: null, requestId: context.requestId };
  const amount = parseAmount(context.amountText, context.decimalSeparator);
  return amount === null ? null : { move: context.move, amount, requestId: context.requestId };
}

export const walletMachine = setup({
  types: { context: {} as WalletContext, events: {} as WalletEvent, input: {} as WalletInput },
  actors: {
    fetchWallets: fromPromise<Wallets>(() => Promise.reject(new Error("fetchWallets is not provided"))),
    transferFunds: fromPromise<Wallets, WalletTransferRequest>(() => Promise.reject(new Error("transferFunds is not provided"))),
  },
  actions: {
    /** A review starts: the move gets its `requestId`, made once for this review (CASH-02). */
    nextRequest: assign(({ context }) => ({ reviews: context.reviews + 1, requestId: `${context.requestPrefix}-${context.reviews + 1}`, failure: null })),
    /** Money moved between wallets: the header balance is read again (CASH-08). */
    balanceChanged: () => {},
  },
  guards: {
    isSingleWallet: described("The merchant has one wallet for every game (isSingle).", (_, params: { wallets: Wallets }) => params.wallets.isSingle),
    canTransfer: described(
      "Transfers are on (FUNDTRANS3) and the wallet the money would leave holds some.",
      ({ context, event }) =>
        event.type === "transfer.started" && context.transfersEnabled && sourceBalance(context.wallets, event.vendor, event.direction) > 0,
    ),
    canRecall: described("Transfers are on (FUNDTRANS3) and at least one vendor wallet holds money.", ({ context }) => context.transfersEnabled && vendorTotal(context.wallets) > 0),
    isAmountAcceptable: described("The typed amount is more than nothing and at most what the source wallet holds.", ({ context }) => walletAmountProblem(context as WalletContext) === null),
    isRecall: described("The move is the recall of everything to the main wallet (it has no amount to type).", ({ context }) => context.move?.kind === "recall"),
    isSessionEnded: described("The platform answered that the session has ended (HTTP 401).", (_, params: { error: unknown }) => toFailure(params.error).code === "session.ended"),
  },
}).createMachine({
  id: "wallet",
  description:
    "My wallet: the merchant's wallet mode decides the page — one balance for a single-wallet merchant; the main wallet and each vendor wallet otherwise, with transfers in and out of a vendor wallet and a recall of everything to the main wallet where FUNDTRANS3 is on, each reviewed before it is sent and sent once.",
  context: ({ input }) => ({
    ...input,
    wallets: null,
    move: null,
    amountText: "",
    amountError: null,
    reviews: 0,
    requestId: null,
    done: null,
    failure: null,
  }),
  initial: "loading",
  states: {
    loading: {
      description: "The wallet mode and the balances are loading (the balance alone for a single wallet; the main and vendor wallets otherwise).",
      invoke: {
        id: "fetchWallets",
        src: "fetchWallets",
        onDone: [
          {
            guard: { type: "isSingleWallet", params: ({ event }) => ({ wallets: event.output }) },
            target: "single",
            actions: assign({ wallets: ({ event }) => event.output }),
            meta: { spec: "CASH-08" },
          },
          { target: "wallets", actions: assign({ wallets: ({ event }) => event.output }), meta: { spec: "CASH-08 DEV-10" } },
        ],
        onError: { target: "loadFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loadFailed: {
      description: "The wallets could not be loaded; Try again asks again.",
      on: { "wallets.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    single: {
      description: "A single-wallet merchant: every game plays from one balance, so the page shows it and offers nothing to move.",
      on: { "wallets.refresh": { target: "loading", meta: { spec: "CASH-08 API-14" } } },
    },
    wallets: {
      description: "A transfer-wallet merchant: the main wallet and each vendor wallet with its balance.",
      initial: "idle",
      states: {
        idle: {
          description: "The wallets as the platform last answered them; Transfer in, Transfer out and Recall everything where transfers are on.",
          on: {
            "wallets.refresh": { target: "#wallet.loading", actions: assign({ done: null }), meta: { spec: "CASH-08" } },
            "transfer.started": {
              guard: "canTransfer",
              target: "editing",
              actions: assign({ move: ({ event }) => ({ kind: "transfer" as const, vendor: event.vendor, direction: event.direction }), amountText: "", amountError: null, done: null }),
              meta: { spec: "CASH-08" },
            },
            "recall.started": {
              guard: "canRecall",
              target: "reviewing",
              actions: [assign({ move: { kind: "recall" as const }, done: null }), "nextRequest"],
              meta: { spec: "CASH-08 CASH-01 CASH-02" },
            },
          },
        },
        editing: {
          description: "The player types the amount to move (or presses All for the whole source balance).",
          on: {
            "amount.changed": { actions: assign({ amountText: ({ event }) => event.text, amountError: null }), meta: { spec: "CASH-03 SITE-02" } },
            "transfer.allChosen": {
              actions: assign(({ context }) => {
                const move = context.move?.kind === "transfer" ? context.move : null;
                const all = move ? sourceBalance(context.wallets, move.vendor, move.direction) : 0;
                return { amountText: amountInputText(all, context.decimalSeparator), amountError: null };
              }),
              meta: { spec: "CASH-08 CASH-03" },
            },
            "transfer.submitted": [
              { guard: "isAmountAcceptable", target: "reviewing", actions: "nextRequest", meta: { spec: "CASH-01 CASH-02" } },
              { actions: assign({ amountError: ({ context }) => walletAmountProblem(context) }), meta: { spec: "CASH-03 SITE-02" } },
            ],
            "transfer.cancelled": { target: "idle", actions: assign({ move: null, amountText: "", amountError: null }), meta: { spec: "CASH-08" } },
          },
        },
        reviewing: {
          description: "The review: from which wallet to which, and how much, before anything is sent; Confirm sends it, Back returns as typed.",
          on: {
            "review.back": [
              { guard: "isRecall", target: "idle", actions: assign({ move: null, requestId: null }), meta: { spec: "CASH-01" } },
              { target: "editing", actions: assign({ requestId: null }), meta: { spec: "CASH-01" } },
            ],
            "review.confirmed": { target: "submitting", meta: { spec: "CASH-01 CASH-02" } },
          },
        },
        submitting: {
          description: "The move is being sent (one request, whatever is pressed meanwhile).",
          invoke: {
            id: "transferFunds",
            src: "transferFunds",
            input: ({ context }) => walletRequest(context)!,
            onDone: {
              target: "idle",
              actions: [
                assign(({ context, event }) => ({
                  done: { move: context.move!, amount: context.move?.kind === "recall" ? vendorTotal(context.wallets) : (walletRequest(context)?.amount ?? 0) },
                  wallets: event.output,
                  move: null,
                  amountText: "",
                  requestId: null,
                })),
                "balanceChanged",
              ],
              meta: { spec: "CASH-08 CASH-02 API-14" },
            },
            onError: [
              {
                guard: { type: "isSessionEnded", params: ({ event }) => ({ error: event.error }) },
                target: "awaitingLogin",
                actions: assign({ failure: ({ event }) => toFailure(event.error) }),
                meta: { spec: "CASH-06 SITE-03" },
              },
              { target: "submitFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
            ],
          },
        },
        submitFailed: {
          description: "The move was refused or did not get through; Try again sends the same request (same requestId), Back returns as typed.",
          on: {
            "submit.retry": { target: "submitting", actions: assign({ failure: null }), meta: { spec: "SITE-01 CASH-02" } },
            "submit.back": [
              { guard: "isRecall", target: "idle", actions: assign({ failure: null, move: null, requestId: null }), meta: { spec: "SITE-01 CASH-01" } },
              { target: "editing", actions: assign({ failure: null, requestId: null }), meta: { spec: "SITE-01 SITE-02" } },
            ],
          },
        },
        awaitingLogin: {
          description: "The session ended while the move was sent: the review waits, as typed, under the login popup.",
          on: { "session.resumed": { target: "reviewing", actions: assign({ failure: null }), meta: { spec: "CASH-06" } } },
        },
      },
    },
  },
});
