import { assign, fromPromise, setup } from "xstate";
import { amountInputText, amountProblem, parseAmount, type AmountError, type DecimalSeparator } from "../shared/amount.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { DepositChannel, DepositOrder, DepositRequest, DepositSettings } from "./deposit.types.ts";

export interface DepositInput {
  /** The locale's decimal separator: how typed amounts are read (CASH-03). */
  decimalSeparator: DecimalSeparator;
  /** A prefix unique to this page visit; each review adds a counter to make the order's `requestId` (CASH-02). */
  requestPrefix: string;
}

export interface DepositContext extends DepositInput {
  settings: DepositSettings | null;
  methodCode: string | null;
  channelId: string | null;
  /** Exactly what the player typed (kept through review, failures and a login). */
  amountText: string;
  amountError: AmountError | null;
  /** Reviews made so far on this page; the next `requestId` counts on from it. */
  reviews: number;
  /** The `requestId` of the order under review or being sent: a retry sends the same one. */
  requestId: string | null;
  order: DepositOrder | null;
  failure: Failure | null;
}

export type DepositEvent =
  | { type: "settings.retry" }
  | { type: "deposit.methodSelected"; methodCode: string }
  | { type: "deposit.channelSelected"; channelId: string }
  | { type: "deposit.amountChanged"; text: string }
  | { type: "deposit.presetChosen"; amount: number }
  | { type: "deposit.submitted" }
  | { type: "review.back" }
  | { type: "review.confirmed" }
  | { type: "submit.retry" }
  | { type: "submit.back" }
  | { type: "session.resumed" }
  | { type: "order.refresh" }
  | { type: "order.retry" }
  | { type: "order.new" };

/** How often a pending order's status is read again. */
export const ORDER_POLL_MS = 5_000;

export function currentChannel(context: Pick<DepositContext, "settings" | "methodCode" | "channelId">): DepositChannel | null {
  const method = context.settings?.methods.find((m) => m.methodCode === context.methodCode);
  return method?.channels.find((c) => c.channelId === context.channelId) ?? null;
}

/** The typed amount's problem against the chosen channel's limits. */
export function depositAmountProblem(context: DepositContext): AmountError | null {
  const channel = currentChannel(context);
  if (!channel) return "amount.invalid";
  return amountProblem(context.amountText, context.decimalSeparator, { minimum: channel.minimum, maximum: channel.maximum });
}

/** The request the review shows and the confirmation sends. */
export function depositRequest(context: DepositContext): DepositRequest | null {
  const amount = parseAmount(context.amountText, context.decimalSeparator);
  if (!context.channelId || amount === null || !context.requestId) return null;
  return { channelId: context.channelId, amount, requestId: context.requestId };
}

function firstChannelOf(settings: DepositSettings, methodCode: string | null) {
  const method = settings.methods.find((m) => m.methodCode === methodCode) ?? settings.methods.find((m) => m.channels.length > 0);
  return { methodCode: method?.methodCode ?? null, channelId: method?.channels[0]?.channelId ?? null };
}

export const depositMachine = setup({
  types: { context: {} as DepositContext, events: {} as DepositEvent, input: {} as DepositInput },
  actors: {
    fetchSettings: fromPromise<DepositSettings>(() => Promise.reject(new Error("fetchSettings is not provided"))),
    submitOrder: fromPromise<DepositOrder, DepositRequest>(() => Promise.reject(new Error("submitOrder is not provided"))),
    fetchOrder: fromPromise<DepositOrder, { orderId: string }>(() => Promise.reject(new Error("fetchOrder is not provided"))),
  },
  actions: {
    /** The order was credited: the header balance is read again (CASH-04). */
    balanceChanged: () => {},
  },
  guards: {
    isDepositAllowed: described(
      "The platform allows deposits (allowDeposit) and offers at least one channel.",
      (_, params: { settings: DepositSettings }) => params.settings.allowed && params.settings.methods.some((m) => m.channels.length > 0),
    ),
    isAmountAcceptable: described("The typed amount is a number within the chosen channel's minimum and maximum.", ({ context }) => depositAmountProblem(context as DepositContext) === null),
    isSessionEnded: described("The platform answered that the session has ended (HTTP 401).", (_, params: { error: unknown }) => toFailure(params.error).code === "session.ended"),
    isStillPending: described("The order is still waiting for the money.", (_, params: { order: DepositOrder }) => params.order.status === "pending"),
    isCredited: described("The platform credited the order to the balance.", (_, params: { order: DepositOrder }) => params.order.status === "credited"),
    isExpired: described("The order's time ran out before the money arrived.", (_, params: { order: DepositOrder }) => params.order.status === "expired"),
  },
  delays: { orderPoll: ORDER_POLL_MS },
}).createMachine({
  id: "deposit",
  description:
    "The deposit page: the platform's methods and channels with their limits, an amount in the player's number format, a review before anything is sent, then the order — where to pay and its status, followed until it is credited, failed or expired.",
  context: ({ input }) => ({
    ...input,
    settings: null,
    methodCode: null,
    channelId: null,
    amountText: "",
    amountError: null,
    reviews: 0,
    requestId: null,
    order: null,
    failure: null,
  }),
  initial: "loading",
  states: {
    loading: {
      description: "The deposit settings (allowed or not, methods, channels, limits, preset amounts) are loading.",
      invoke: {
        id: "fetchSettings",
        src: "fetchSettings",
        onDone: [
          {
            guard: { type: "isDepositAllowed", params: ({ event }) => ({ settings: event.output }) },
            target: "form",
            actions: assign(({ event, context }) => ({ settings: event.output, ...firstChannelOf(event.output, context.methodCode) })),
            meta: { spec: "CASH-07 DEV-10" },
          },
          { target: "closed", actions: assign({ settings: ({ event }) => event.output }), meta: { spec: "CASH-07" } },
        ],
        onError: { target: "loadFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loadFailed: {
      description: "The settings could not be loaded; Try again asks again.",
      on: { "settings.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    closed: {
      description: "The platform does not take deposits now: the page says so and offers nothing to send; Try again asks again later.",
      on: { "settings.retry": { target: "loading", meta: { spec: "CASH-07" } } },
    },
    form: {
      description: "The player picks a method and channel and types an amount (or presses a preset).",
      on: {
        "deposit.methodSelected": {
          actions: assign(({ context, event }) => ({ ...firstChannelOf(context.settings!, event.methodCode), amountError: null })),
          meta: { spec: "CASH-07 DEV-10" },
        },
        "deposit.channelSelected": { actions: assign({ channelId: ({ event }) => event.channelId, amountError: null }), meta: { spec: "DEV-10" } },
        "deposit.amountChanged": { actions: assign({ amountText: ({ event }) => event.text, amountError: null }), meta: { spec: "CASH-03" } },
        "deposit.presetChosen": {
          actions: assign({ amountText: ({ context, event }) => amountInputText(event.amount, context.decimalSeparator), amountError: null }),
          meta: { spec: "CASH-03 DEV-10" },
        },
        "deposit.submitted": [
          {
            guard: "isAmountAcceptable",
            target: "reviewing",
            actions: assign(({ context }) => ({ reviews: context.reviews + 1, requestId: `${context.requestPrefix}-${context.reviews + 1}`, failure: null })),
            meta: { spec: "CASH-01 CASH-02" },
          },
          { actions: assign({ amountError: ({ context }) => depositAmountProblem(context) }), meta: { spec: "CASH-03" } },
        ],
      },
    },
    reviewing: {
      description: "The review: amount, method and channel, before anything is sent; Confirm sends it, Back returns to the form as typed.",
      on: {
        "review.back": { target: "form", actions: assign({ requestId: null }), meta: { spec: "CASH-01" } },
        "review.confirmed": { target: "submitting", meta: { spec: "CASH-01 CASH-02" } },
      },
    },
    submitting: {
      description: "The order is being opened (one request, whatever is pressed meanwhile).",
      invoke: {
        id: "submitOrder",
        src: "submitOrder",
        input: ({ context }) => depositRequest(context)!,
        onDone: { target: "order", actions: assign({ order: ({ event }) => event.output }), meta: { spec: "CASH-04 CASH-02" } },
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
      description: "The order was refused or did not get through; Try again sends the same request (same requestId), Back returns to the form.",
      on: {
        "submit.retry": { target: "submitting", actions: assign({ failure: null }), meta: { spec: "SITE-01 CASH-02" } },
        "submit.back": { target: "form", actions: assign({ failure: null, requestId: null }), meta: { spec: "SITE-01 CASH-01" } },
      },
    },
    awaitingLogin: {
      description: "The session ended while the order was sent: the form waits, as typed, under the login popup.",
      on: { "session.resumed": { target: "reviewing", actions: assign({ failure: null }), meta: { spec: "CASH-06" } } },
    },
    order: {
      description: "The order: where to pay (payee, bank, account, reference, QR code) and its status, followed until it ends.",
      initial: "deciding",
      states: {
        deciding: {
          description: "The order's status decides where the page goes.",
          always: [
            { guard: { type: "isStillPending", params: ({ context }) => ({ order: context.order! }) }, target: "pending", meta: { spec: "CASH-04" } },
            {
              guard: { type: "isCredited", params: ({ context }) => ({ order: context.order! }) },
              target: "credited",
              actions: "balanceChanged",
              meta: { spec: "CASH-04 API-14" },
            },
            { guard: { type: "isExpired", params: ({ context }) => ({ order: context.order! }) }, target: "expired", meta: { spec: "CASH-04" } },
            { target: "failed", meta: { spec: "CASH-04" } },
          ],
        },
        pending: {
          description: "Waiting for the money; the status is read again every few seconds or when the player asks.",
          after: { orderPoll: { target: "checking", meta: { spec: "CASH-04" } } },
          on: { "order.refresh": { target: "checking", meta: { spec: "CASH-04" } } },
        },
        checking: {
          description: "The order's status is being read.",
          invoke: {
            id: "fetchOrder",
            src: "fetchOrder",
            input: ({ context }) => ({ orderId: context.order!.orderId }),
            onDone: { target: "deciding", actions: assign({ order: ({ event }) => event.output }), meta: { spec: "CASH-04" } },
            onError: { target: "checkFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
          },
        },
        checkFailed: {
          description: "The status could not be read; the order stays as it was, and Try again reads it again.",
          on: { "order.retry": { target: "checking", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
        },
        credited: { description: "The money arrived and the balance was read again." },
        failed: { description: "The platform says the payment failed." },
        expired: { description: "The order's time ran out before the money arrived." },
      },
      on: {
        "order.new": {
          target: "form",
          actions: assign({ order: null, amountText: "", amountError: null, requestId: null, failure: null }),
          meta: { spec: "CASH-04" },
        },
      },
    },
  },
});
