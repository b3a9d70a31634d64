import { assign, fromPromise, setup } from "xstate";
import { amountProblem, parseAmount, type AmountError, type DecimalSeparator } from "../shared/amount.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { orderReviewActions, orderReviewGuards, orderReviewStates } from "../shared/order-review.ts";
import { PAYMENT_PASSWORD_PATTERN } from "../withdraw/withdraw.types.ts";
import type { DownlineTransfer, DownlineTransferInfo, DownlineTransferRequest } from "./downline-transfer.types.ts";

export interface DownlineTransferInput {
  decimalSeparator: DecimalSeparator;
  /** A prefix unique to this dialog; each review adds a counter to make the transfer's `requestId` (CASH-02). */
  requestPrefix: string;
  /** The downline's username (the row the transfer was started from). */
  downline: string;
}

export const DOWNLINE_FIELDS = ["amount", "paymentPassword"] as const;
export type DownlineField = (typeof DOWNLINE_FIELDS)[number];
export type DownlineFieldError = AmountError | "field.required" | "paymentPassword.format" | "paymentPassword.wrong";
export type DownlineErrors = Partial<Record<DownlineField, DownlineFieldError>>;

export interface DownlineTransferContext extends DownlineTransferInput {
  info: DownlineTransferInfo | null;
  fields: Record<DownlineField, string>;
  errors: DownlineErrors;
  reviews: number;
  requestId: string | null;
  transfer: DownlineTransfer | null;
  failure: Failure | null;
}

export type DownlineTransferEvent =
  | { type: "info.retry" }
  | { type: "field.changed"; field: DownlineField; value: string }
  | { type: "transfer.submitted" }
  | { type: "review.back" }
  | { type: "review.confirmed" }
  | { type: "submit.retry" }
  | { type: "submit.back" }
  | { type: "session.resumed" };

function compact(errors: DownlineErrors): DownlineErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== null && e !== undefined)) as DownlineErrors;
}

/** The form's problems: an amount within the limits and the agent's balance, and a payment password of six digits. */
export function downlineErrors(context: Pick<DownlineTransferContext, "fields" | "info" | "decimalSeparator">): DownlineErrors {
  const { info, fields } = context;
  return compact({
    amount: info ? (amountProblem(fields.amount, context.decimalSeparator, { minimum: info.minimum, maximum: info.maximum, available: info.available }) ?? undefined) : "amount.invalid",
    paymentPassword: fields.paymentPassword === "" ? "field.required" : PAYMENT_PASSWORD_PATTERN.test(fields.paymentPassword) ? undefined : "paymentPassword.format",
  });
}

export function downlineRequest(context: DownlineTransferContext): DownlineTransferRequest | null {
  const amount = parseAmount(context.fields.amount, context.decimalSeparator);
  if (amount === null || !context.requestId) return null;
  return { downline: context.downline, amount, paymentPassword: context.fields.paymentPassword, requestId: context.requestId };
}

export const downlineTransferMachine = setup({
  types: { context: {} as DownlineTransferContext, events: {} as DownlineTransferEvent, input: {} as DownlineTransferInput },
  actors: {
    fetchInfo: fromPromise<DownlineTransferInfo>(() => Promise.reject(new Error("fetchInfo is not provided"))),
    submitTransfer: fromPromise<DownlineTransfer, DownlineTransferRequest>(() => Promise.reject(new Error("submitTransfer is not provided"))),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== "field.changed") return {};
      return { fields: { ...context.fields, [event.field]: event.value }, errors: compact({ ...context.errors, [event.field]: undefined }) };
    }),
    ...orderReviewActions<DownlineTransferContext, DownlineTransferEvent>(),
    storeTransfer: assign(({ context }, params: { transfer: DownlineTransfer }) => ({ transfer: params.transfer, fields: { ...context.fields, paymentPassword: "" } })),
    /** The transfer left the agent's main wallet: the header balance is read again (and the team page's list). */
    balanceChanged: () => {},
  },
  guards: {
    isFormValid: described(
      "The amount is within the minimum, the maximum and the agent's balance, and the payment password is six digits.",
      ({ context }) => Object.keys(downlineErrors(context as DownlineTransferContext)).length === 0,
    ),
    ...orderReviewGuards,
  },
}).createMachine({
  id: "downlineTransfer",
  description:
    "Transfer to downline, from a row of team management: an amount within the limits and the agent's balance, the payment password, a review before anything is sent, one transfer per confirmation, then the outcome.",
  context: ({ input }) => ({ ...input, info: null, fields: { amount: "", paymentPassword: "" }, errors: {}, reviews: 0, requestId: null, transfer: null, failure: null }),
  initial: "loading",
  states: {
    loading: {
      description: "The agent's balance and the transfer limits are loading.",
      invoke: {
        id: "fetchInfo",
        src: "fetchInfo",
        onDone: { target: "form", actions: assign({ info: ({ event }) => event.output }), meta: { spec: "TEAM-04 CASH-03 TEAM-06" } },
        onError: { target: "loadFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loadFailed: {
      description: "The balance could not be loaded; Try again asks again.",
      on: { "info.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    form: {
      description: "The agent types the amount and the payment password.",
      on: {
        "field.changed": { actions: "setField", meta: { spec: "SITE-02" } },
        "transfer.submitted": [
          {
            guard: "isFormValid",
            target: "reviewing",
            actions: assign(({ context }) => ({ reviews: context.reviews + 1, requestId: `${context.requestPrefix}-${context.reviews + 1}`, failure: null })),
            meta: { spec: "CASH-01 CASH-02" },
          },
          { actions: assign({ errors: ({ context }) => downlineErrors(context) }), meta: { spec: "CASH-03 SITE-02" } },
        ],
      },
    },
    ...orderReviewStates({
      submit: "submitTransfer",
      input: ({ context }: { context: DownlineTransferContext }) => downlineRequest(context)!,
      form: "form",
      doneActions: [{ type: "storeTransfer", params: ({ event }: { event: { output: DownlineTransfer } }) => ({ transfer: event.output }) }, "balanceChanged"],
      descriptions: {
        reviewing: "The review: the amount and the downline it goes to, before anything is sent.",
        submitting: "The transfer is being sent (one request, whatever is pressed meanwhile).",
        submitFailed: "The transfer was refused or did not get through; Try again sends the same request (same requestId), Back returns to the form.",
        awaitingLogin: "The session ended while the transfer was sent: the form waits, as typed, under the login popup.",
      },
      spec: { done: "TEAM-04 AGT-03 CASH-02 API-14", wrongPassword: "SITE-02 TEAM-04" },
    }),
    done: {
      type: "final",
      description: "The transfer was made; the header balance and the team list are read again.",
    },
  },
});
