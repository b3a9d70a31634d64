import { assign, fromPromise, setup } from "xstate";
import { amountProblem, parseAmount, type AmountError, type DecimalSeparator } from "../shared/amount.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { orderReviewActions, orderReviewGuards, orderReviewStates } from "../shared/order-review.ts";
import { PAYMENT_PASSWORD_PATTERN } from "../withdraw/withdraw.types.ts";
import type { UplineInfo, UplineTransfer, UplineTransferRequest } from "./upline-transfer.types.ts";

export interface UplineTransferInput {
  decimalSeparator: DecimalSeparator;
  /** A prefix unique to this page visit; each review adds a counter to make the transfer's `requestId` (CASH-02). */
  requestPrefix: string;
  /** The member's info allows a transfer to the upline (`toUpline`, CASH-09). */
  allowed: boolean;
}

export const UPLINE_FIELDS = ["amount", "paymentPassword"] as const;
export type UplineField = (typeof UPLINE_FIELDS)[number];
export type UplineFieldError = AmountError | "field.required" | "paymentPassword.format" | "paymentPassword.wrong";
export type UplineErrors = Partial<Record<UplineField, UplineFieldError>>;

export interface UplineTransferContext extends UplineTransferInput {
  info: UplineInfo | null;
  fields: Record<UplineField, string>;
  errors: UplineErrors;
  reviews: number;
  requestId: string | null;
  transfer: UplineTransfer | null;
  failure: Failure | null;
}

export type UplineTransferEvent =
  | { type: "info.retry" }
  | { type: "field.changed"; field: UplineField; value: string }
  | { type: "upline.submitted" }
  | { type: "review.back" }
  | { type: "review.confirmed" }
  | { type: "submit.retry" }
  | { type: "submit.back" }
  | { type: "session.resumed" }
  | { type: "upline.new" };

const emptyFields = (): Record<UplineField, string> => ({ amount: "", paymentPassword: "" });

function compact(errors: UplineErrors): UplineErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== null && e !== undefined)) as UplineErrors;
}

/** The form's problems: an amount within the limits and the balance, and a payment password of six digits. */
export function uplineErrors(context: Pick<UplineTransferContext, "fields" | "info" | "decimalSeparator">): UplineErrors {
  const { info, fields } = context;
  return compact({
    amount: info ? (amountProblem(fields.amount, context.decimalSeparator, { minimum: info.minimum, maximum: info.maximum, available: info.available }) ?? undefined) : "amount.invalid",
    paymentPassword: fields.paymentPassword === "" ? "field.required" : PAYMENT_PASSWORD_PATTERN.test(fields.paymentPassword) ? undefined : "paymentPassword.format",
  });
}

export function uplineRequest(context: UplineTransferContext): UplineTransferRequest | null {
  const amount = parseAmount(context.fields.amount, context.decimalSeparator);
  if (amount === null || !context.requestId) return null;
  return { amount, paymentPassword: context.fields.paymentPassword, requestId: context.requestId };
}

export const uplineTransferMachine = setup({
  types: { context: {} as UplineTransferContext, events: {} as UplineTransferEvent, input: {} as UplineTransferInput },
  actors: {
    fetchInfo: fromPromise<UplineInfo>(() => Promise.reject(new Error("fetchInfo is not provided"))),
    submitTransfer: fromPromise<UplineTransfer, UplineTransferRequest>(() => Promise.reject(new Error("submitTransfer is not provided"))),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== "field.changed") return {};
      return { fields: { ...context.fields, [event.field]: event.value }, errors: compact({ ...context.errors, [event.field]: undefined }) };
    }),
    ...orderReviewActions<UplineTransferContext, UplineTransferEvent>(),
    storeTransfer: assign(({ context }, params: { transfer: UplineTransfer }) => ({ transfer: params.transfer, fields: { ...context.fields, paymentPassword: "" } })),
    /** The transfer left the main wallet: the header balance is read again. */
    balanceChanged: () => {},
  },
  guards: {
    isAllowed: described("The member's info allows a transfer to the upline (toUpline).", ({ context }) => context.allowed),
    isFormValid: described(
      "The amount is within the minimum, the maximum and the balance, and the payment password is six digits.",
      ({ context }) => Object.keys(uplineErrors(context as UplineTransferContext)).length === 0,
    ),
    ...orderReviewGuards,
  },
}).createMachine({
  id: "uplineTransfer",
  description:
    "Transfer to upline: for members whose info allows it, an amount within the limits and the balance, the payment password, a review before anything is sent, one transfer per confirmation, then the outcome.",
  context: ({ input }) => ({ ...input, info: null, fields: emptyFields(), errors: {}, reviews: 0, requestId: null, transfer: null, failure: null }),
  initial: "deciding",
  states: {
    deciding: {
      description: "The member's info decides whether the page offers the transfer.",
      always: [
        { guard: "isAllowed", target: "loading", meta: { spec: "CASH-09" } },
        { target: "notAllowed", meta: { spec: "CASH-09" } },
      ],
    },
    notAllowed: {
      type: "final",
      description: "The member's account cannot transfer to an upline: the page says so and offers nothing to send.",
    },
    loading: {
      description: "The balance and the transfer limits are loading.",
      invoke: {
        id: "fetchInfo",
        src: "fetchInfo",
        onDone: { target: "form", actions: assign({ info: ({ event }) => event.output }), meta: { spec: "CASH-09 CASH-03 DEV-10" } },
        onError: { target: "loadFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loadFailed: {
      description: "The balance could not be loaded; Try again asks again.",
      on: { "info.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    form: {
      description: "The player types the amount and the payment password.",
      on: {
        "field.changed": { actions: "setField", meta: { spec: "SITE-02" } },
        "upline.submitted": [
          {
            guard: "isFormValid",
            target: "reviewing",
            actions: assign(({ context }) => ({ reviews: context.reviews + 1, requestId: `${context.requestPrefix}-${context.reviews + 1}`, failure: null })),
            meta: { spec: "CASH-01 CASH-02" },
          },
          { actions: assign({ errors: ({ context }) => uplineErrors(context) }), meta: { spec: "CASH-03 SITE-02" } },
        ],
      },
    },
    ...orderReviewStates({
      submit: "submitTransfer",
      input: ({ context }: { context: UplineTransferContext }) => uplineRequest(context)!,
      form: "form",
      doneActions: [{ type: "storeTransfer", params: ({ event }: { event: { output: UplineTransfer } }) => ({ transfer: event.output }) }, "balanceChanged"],
      descriptions: {
        reviewing: "The review: the amount that goes to the upline, before anything is sent.",
        submitting: "The transfer is being sent (one request, whatever is pressed meanwhile).",
        submitFailed: "The transfer was refused or did not get through; Try again sends the same request (same requestId), Back returns to the form.",
        awaitingLogin: "The session ended while the transfer was sent: the form waits, as typed, under the login popup.",
      },
      spec: { done: "CASH-09 CASH-02 API-14", wrongPassword: "SITE-02 CASH-09" },
    }),
    done: {
      description: "The transfer was made and the balance was read again.",
      on: {
        "upline.new": { target: "loading", actions: assign({ transfer: null, requestId: null, fields: () => emptyFields(), errors: {} }), meta: { spec: "CASH-09" } },
      },
    },
  },
});
