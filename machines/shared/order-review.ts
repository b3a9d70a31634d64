import { described } from "./described.ts";
import { assign, type EventObject } from "xstate";
import { toFailure, type Failure } from "./errors.ts";

/** The platform's message when the payment password is wrong (ADR 0012). */
export const WRONG_PAYMENT_PASSWORD = "cashier.paymentPassword.wrong";

/**
 * The guards of a money order's review (CASH-01, CASH-02, CASH-06): they read only the error of the call, so every
 * cashier machine whose order is confirmed with the payment password uses them as they are.
 */
export const orderReviewGuards = {
  isSessionEnded: described("The platform answered that the session has ended (HTTP 401).", (_: unknown, params: { error: unknown }) => toFailure(params.error).code === "session.ended"),
  isWrongPaymentPassword: described("The platform refused the payment password.", (_: unknown, params: { error: unknown }) => toFailure(params.error).serverMessage === WRONG_PAYMENT_PASSWORD),
};

/** What differs between the machines that share the review: words, requirement IDs and what happens once it is made. */
export interface OrderReviewOptions<TSubmit extends string, TInput, TForm extends string, TDoneActions> {
  /** The invoked actor that sends the order (its id and src are the same). */
  submit: TSubmit;
  /** The order's request from the context: the same `requestId` on every retry (CASH-02). */
  input: TInput;
  /** Where the review goes back to, and where a refused payment password returns (the form). */
  form: TForm;
  /** The actions once the platform made the order (store it, read the balance again, tell others). */
  doneActions: TDoneActions;
  descriptions: { reviewing: string; submitting: string; submitFailed: string; awaitingLogin: string };
  /** Requirement IDs of the order being made and of a refused payment password (besides the shared ones). */
  spec: { done: string; wrongPassword: string };
}

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The states a money order goes through after its form passed the check: `reviewing` (nothing sent yet),
 * `submitting` (one request), `submitFailed` (Try again sends the same request), `awaitingLogin` (the session ended:
 * the order waits under the login popup) and then `done`. The machine provides the named actions: `forgetRequest`,
 * `clearFailure`, `forgetRequestAndFailure`, `storeFailure` (params `{ error }`) and `refusePaymentPassword`, and the
 * guards of `orderReviewGuards`.
 */
export function orderReviewStates<const TSubmit extends string, TInput, const TForm extends string, const TDoneActions>(options: OrderReviewOptions<TSubmit, TInput, TForm, TDoneActions>) {
  const { submit, form, descriptions, spec } = options;
  return {
    reviewing: {
      description: descriptions.reviewing,
      on: {
        "review.back": { target: form, actions: "forgetRequest", meta: { spec: "CASH-01" } },
        "review.confirmed": { target: "submitting", meta: { spec: "CASH-01 CASH-02" } },
      },
    },
    submitting: {
      description: descriptions.submitting,
      invoke: {
        id: submit,
        src: submit,
        input: options.input,
        onDone: { target: "done", actions: options.doneActions, meta: { spec: spec.done } },
        onError: [
          {
            guard: { type: "isSessionEnded", params: errorParams },
            target: "awaitingLogin",
            actions: { type: "storeFailure", params: errorParams },
            meta: { spec: "CASH-06 SITE-03" },
          },
          {
            guard: { type: "isWrongPaymentPassword", params: errorParams },
            target: form,
            actions: "refusePaymentPassword",
            meta: { spec: spec.wrongPassword },
          },
          { target: "submitFailed", actions: { type: "storeFailure", params: errorParams }, meta: { spec: "SITE-01" } },
        ],
      },
    },
    submitFailed: {
      description: descriptions.submitFailed,
      on: {
        "submit.retry": { target: "submitting", actions: "clearFailure", meta: { spec: "SITE-01 CASH-02" } },
        "submit.back": { target: form, actions: "forgetRequestAndFailure", meta: { spec: "SITE-01 CASH-01" } },
      },
    },
    awaitingLogin: {
      description: descriptions.awaitingLogin,
      on: { "session.resumed": { target: "reviewing", actions: "clearFailure", meta: { spec: "CASH-06" } } },
    },
  } as const;
}

/** What the shared review states need in a machine's context. */
export interface OrderReviewContext {
  requestId: string | null;
  failure: Failure | null;
  fields: { paymentPassword: string };
  errors: { paymentPassword?: string };
}

/**
 * The named actions the shared review states use, for a machine whose context has a request id, a failure and a
 * payment-password field.
 */
export function orderReviewActions<TContext extends OrderReviewContext, TEvent extends EventObject>() {
  return {
    forgetRequest: assign<TContext, TEvent, undefined, TEvent, never>(() => ({ requestId: null }) as Partial<TContext>),
    clearFailure: assign<TContext, TEvent, undefined, TEvent, never>(() => ({ failure: null }) as Partial<TContext>),
    forgetRequestAndFailure: assign<TContext, TEvent, undefined, TEvent, never>(() => ({ failure: null, requestId: null }) as Partial<TContext>),
    storeFailure: assign<TContext, TEvent, { error: unknown }, TEvent, never>((_, params) => ({ failure: toFailure(params.error) }) as Partial<TContext>),
    refusePaymentPassword: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context }) => ({ errors: { paymentPassword: "paymentPassword.wrong" }, fields: { ...context.fields, paymentPassword: "" }, requestId: null }) as Partial<TContext>,
    ),
  };
}
