import { assign, fromPromise, setup } from "xstate";
import { amountInputText, amountProblem, parseAmount, type AmountError, type DecimalSeparator } from "../shared/amount.ts";
import { described } from "../shared/described.ts";
import { bankCardErrors, bankCardRequest, NO_BANK_CARD } from "../shared/bank-card.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { orderReviewActions, orderReviewGuards, orderReviewStates } from "../shared/order-review.ts";
import {
  PAYMENT_PASSWORD_PATTERN,
  type BankCard,
  type BankCardRequest,
  type PaymentPasswordRequest,
  type Withdrawal,
  type WithdrawInfo,
  type WithdrawRequest,
} from "./withdraw.types.ts";

export interface WithdrawInput {
  decimalSeparator: DecimalSeparator;
  /** A prefix unique to this page visit; each review adds a counter to make the order's `requestId` (CASH-02). */
  requestPrefix: string;
}

export const WITHDRAW_FIELDS = [
  "amount",
  "paymentPassword",
  "loginPassword",
  "newPaymentPassword",
  "confirmPaymentPassword",
  "bankCode",
  "accountNumber",
  "payeeName",
  "cardPassword",
] as const;
export type WithdrawField = (typeof WITHDRAW_FIELDS)[number];

/** A field problem as a stable code; the view translates it next to the field. */
export type WithdrawFieldError = AmountError | "field.required" | "field.mismatch" | "paymentPassword.format" | "paymentPassword.wrong" | "accountNumber.format";
export type WithdrawErrors = Partial<Record<WithdrawField, WithdrawFieldError>>;

export interface WithdrawContext extends WithdrawInput {
  info: WithdrawInfo | null;
  cardId: string | null;
  fields: Record<WithdrawField, string>;
  errors: WithdrawErrors;
  reviews: number;
  requestId: string | null;
  withdrawal: Withdrawal | null;
  failure: Failure | null;
}

export type WithdrawEvent =
  | { type: "info.retry" }
  | { type: "field.changed"; field: WithdrawField; value: string }
  | { type: "password.submitted" }
  | { type: "card.add" }
  | { type: "card.submitted" }
  | { type: "card.cancelled" }
  | { type: "card.selected"; cardId: string }
  | { type: "withdraw.allChosen" }
  | { type: "withdraw.submitted" }
  | { type: "review.back" }
  | { type: "review.confirmed" }
  | { type: "submit.retry" }
  | { type: "submit.back" }
  | { type: "session.resumed" }
  | { type: "withdraw.new" };

const emptyFields = (): Record<WithdrawField, string> => Object.fromEntries(WITHDRAW_FIELDS.map((f) => [f, ""])) as Record<WithdrawField, string>;

function compact(errors: WithdrawErrors): WithdrawErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== null && e !== undefined)) as WithdrawErrors;
}

const paymentPasswordError = (value: string): WithdrawFieldError | undefined =>
  value === "" ? "field.required" : PAYMENT_PASSWORD_PATTERN.test(value) ? undefined : "paymentPassword.format";

/** SPEC-free rules of the payment-password form: login password required; six digits, typed twice. */
export function passwordSetupErrors(fields: Record<WithdrawField, string>): WithdrawErrors {
  return compact({
    loginPassword: fields.loginPassword === "" ? "field.required" : undefined,
    newPaymentPassword: paymentPasswordError(fields.newPaymentPassword),
    confirmPaymentPassword:
      fields.confirmPaymentPassword === "" ? "field.required" : fields.confirmPaymentPassword !== fields.newPaymentPassword ? "field.mismatch" : undefined,
  });
}

/** The bank-card form: a bank, an account number of 6 to 20 digits, the payee name, the payment password. */
export function cardErrors(fields: Record<WithdrawField, string>): WithdrawErrors {
  return bankCardErrors(fields);
}

/** The withdraw form: an amount within the limits and the available balance, and the payment password. */
export function withdrawErrors(context: Pick<WithdrawContext, "fields" | "info" | "decimalSeparator">): WithdrawErrors {
  const info = context.info;
  return compact({
    amount: info ? (amountProblem(context.fields.amount, context.decimalSeparator, { minimum: info.minimum, maximum: info.maximum, available: info.available }) ?? undefined) : "amount.invalid",
    paymentPassword: paymentPasswordError(context.fields.paymentPassword),
  });
}

export function withdrawRequest(context: WithdrawContext): WithdrawRequest | null {
  const amount = parseAmount(context.fields.amount, context.decimalSeparator);
  if (amount === null || !context.cardId || !context.requestId) return null;
  return { amount, cardId: context.cardId, paymentPassword: context.fields.paymentPassword, requestId: context.requestId };
}

/** What "all" fills in: everything available, up to the maximum. */
export function allAmount(info: WithdrawInfo): number {
  return Math.min(info.available, info.maximum);
}

/** Typing in a form: the field changes and its message goes (the forms only; a review is not editable). */
const fieldChanged = { actions: "setField", meta: { spec: "SITE-02" } } as const;

export const withdrawMachine = setup({
  types: { context: {} as WithdrawContext, events: {} as WithdrawEvent, input: {} as WithdrawInput },
  actors: {
    fetchInfo: fromPromise<WithdrawInfo>(() => Promise.reject(new Error("fetchInfo is not provided"))),
    setPaymentPassword: fromPromise<void, PaymentPasswordRequest>(() => Promise.reject(new Error("setPaymentPassword is not provided"))),
    addBankCard: fromPromise<BankCard, BankCardRequest>(() => Promise.reject(new Error("addBankCard is not provided"))),
    submitWithdrawal: fromPromise<Withdrawal, WithdrawRequest>(() => Promise.reject(new Error("submitWithdrawal is not provided"))),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== "field.changed") return {};
      return { fields: { ...context.fields, [event.field]: event.value }, errors: compact({ ...context.errors, [event.field]: undefined }) };
    }),
    ...orderReviewActions<WithdrawContext, WithdrawEvent>(),
    storeWithdrawal: assign(({ context }, params: { withdrawal: Withdrawal }) => ({ withdrawal: params.withdrawal, fields: { ...context.fields, paymentPassword: "" } })),
    /** The withdrawal holds the amount: the header balance is read again (CASH-04). */
    balanceChanged: () => {},
    /** A withdrawal was made: the withdrawals list and the payout check read again (SITE-19). */
    withdrawalMade: (_, _params: { withdrawal: Withdrawal }) => {},
  },
  guards: {
    needsPaymentPassword: described("The member has no payment password yet.", (_, params: { info: WithdrawInfo }) => !params.info.paymentPasswordSet),
    needsBankCard: described("The member has no bank account bound yet.", (_, params: { info: WithdrawInfo }) => params.info.cards.length === 0),
    isPasswordSetupValid: described("The login password is typed and the payment password is six digits, typed twice alike.", ({ context }) => Object.keys(passwordSetupErrors(context.fields)).length === 0),
    isCardValid: described("A bank is chosen, the account number has 6 to 20 digits, the payee name and the payment password are typed.", ({ context }) => Object.keys(cardErrors(context.fields)).length === 0),
    hasCards: described("The member has at least one bank account bound.", ({ context }) => (context.info?.cards.length ?? 0) > 0),
    isWithdrawValid: described(
      "The amount is within the minimum, the maximum and what is available, and the payment password is six digits.",
      ({ context }) => Object.keys(withdrawErrors(context as WithdrawContext)).length === 0,
    ),
    ...orderReviewGuards,
  },
}).createMachine({
  id: "withdraw",
  description:
    "The withdraw page: the available amount and the platform's limits, a bound bank account and a payment password (set up from the page when missing), a review before anything is sent, one withdrawal per confirmation, then the order.",
  context: ({ input }) => ({ ...input, info: null, cardId: null, fields: emptyFields(), errors: {}, reviews: 0, requestId: null, withdrawal: null, failure: null }),
  initial: "loading",
  states: {
    loading: {
      description: "The limits, the available amount, the bank accounts, the banks and whether a payment password is set are loading.",
      invoke: {
        id: "fetchInfo",
        src: "fetchInfo",
        onDone: [
          {
            guard: { type: "needsPaymentPassword", params: ({ event }) => ({ info: event.output }) },
            target: "settingPassword",
            actions: assign({ info: ({ event }) => event.output }),
            meta: { spec: "CASH-05" },
          },
          {
            guard: { type: "needsBankCard", params: ({ event }) => ({ info: event.output }) },
            target: "addingCard",
            actions: assign({ info: ({ event }) => event.output }),
            meta: { spec: "CASH-05" },
          },
          {
            target: "form",
            actions: assign({ info: ({ event }) => event.output, cardId: ({ event }) => event.output.cards[0]!.cardId }),
            meta: { spec: "CASH-03 DEV-10" },
          },
        ],
        onError: { target: "loadFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loadFailed: {
      description: "The page's data could not be loaded; Try again asks again.",
      on: { "info.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    settingPassword: {
      description: "No payment password yet: the player sets one (six digits, typed twice) with their login password.",
      initial: "editing",
      states: {
        editing: {
          description: "The payment-password form, as typed; a refusal shows above the button.",
          on: {
            "field.changed": fieldChanged,
            "password.submitted": [
              { guard: "isPasswordSetupValid", target: "saving", actions: assign({ failure: null }), meta: { spec: "CASH-05" } },
              { actions: assign({ errors: ({ context }) => passwordSetupErrors(context.fields) }), meta: { spec: "SITE-02" } },
            ],
          },
        },
        saving: {
          description: "The payment password is being saved.",
          invoke: {
            id: "setPaymentPassword",
            src: "setPaymentPassword",
            input: ({ context }) => ({ loginPassword: context.fields.loginPassword, paymentPassword: context.fields.newPaymentPassword }),
            onDone: {
              target: "#withdraw.loading",
              actions: assign(({ context }) => ({ fields: { ...context.fields, loginPassword: "", newPaymentPassword: "", confirmPaymentPassword: "" } })),
              meta: { spec: "CASH-05" },
            },
            onError: { target: "editing", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
          },
        },
      },
    },
    addingCard: {
      description: "The player binds a bank account: bank, account number, payee name, confirmed with the payment password.",
      initial: "editing",
      states: {
        editing: {
          description: "The bank-account form, as typed; Cancel returns to the withdraw form when an account is already bound.",
          on: {
            "field.changed": fieldChanged,
            "card.submitted": [
              { guard: "isCardValid", target: "saving", actions: assign({ failure: null }), meta: { spec: "CASH-05" } },
              { actions: assign({ errors: ({ context }) => cardErrors(context.fields) }), meta: { spec: "SITE-02" } },
            ],
            "card.cancelled": { guard: "hasCards", target: "#withdraw.form", actions: assign({ errors: {}, failure: null }), meta: { spec: "CASH-05" } },
          },
        },
        saving: {
          description: "The bank account is being bound.",
          invoke: {
            id: "addBankCard",
            src: "addBankCard",
            input: ({ context }) => bankCardRequest(context.fields),
            onDone: {
              target: "#withdraw.form",
              actions: assign(({ context, event }) => ({
                info: { ...context.info!, cards: [...context.info!.cards, event.output] },
                cardId: event.output.cardId,
                fields: { ...context.fields, ...NO_BANK_CARD },
              })),
              meta: { spec: "CASH-05" },
            },
            onError: [
              {
                guard: { type: "isWrongPaymentPassword", params: ({ event }) => ({ error: event.error }) },
                target: "editing",
                actions: assign(({ context }) => ({ errors: { cardPassword: "paymentPassword.wrong" }, fields: { ...context.fields, cardPassword: "" } })),
                meta: { spec: "SITE-02" },
              },
              { target: "editing", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
            ],
          },
        },
      },
    },
    form: {
      description: "The player picks a bank account, types an amount (or presses All) and the payment password.",
      on: {
        "field.changed": fieldChanged,
        "card.selected": { actions: assign({ cardId: ({ event }) => event.cardId }), meta: { spec: "CASH-05" } },
        "card.add": { target: "addingCard", actions: assign({ errors: {} }), meta: { spec: "CASH-05" } },
        "withdraw.allChosen": {
          actions: assign(({ context }) => ({
            fields: { ...context.fields, amount: amountInputText(allAmount(context.info!), context.decimalSeparator) },
            errors: compact({ ...context.errors, amount: undefined }),
          })),
          meta: { spec: "CASH-03" },
        },
        "withdraw.submitted": [
          {
            guard: "isWithdrawValid",
            target: "reviewing",
            actions: assign(({ context }) => ({ reviews: context.reviews + 1, requestId: `${context.requestPrefix}-${context.reviews + 1}`, failure: null })),
            meta: { spec: "CASH-01 CASH-02" },
          },
          { actions: assign({ errors: ({ context }) => withdrawErrors(context) }), meta: { spec: "CASH-03 SITE-02" } },
        ],
      },
    },
    ...orderReviewStates({
      submit: "submitWithdrawal",
      input: ({ context }: { context: WithdrawContext }) => withdrawRequest(context)!,
      form: "form",
      doneActions: [
        { type: "storeWithdrawal", params: ({ event }: { event: { output: Withdrawal } }) => ({ withdrawal: event.output }) },
        "balanceChanged",
        { type: "withdrawalMade", params: ({ event }: { event: { output: Withdrawal } }) => ({ withdrawal: event.output }) },
      ],
      descriptions: {
        reviewing: "The review: amount and bank account, before anything is sent.",
        submitting: "The withdrawal is being sent (one request, whatever is pressed meanwhile).",
        submitFailed: "The withdrawal was refused or did not get through; Try again sends the same request (same requestId).",
        awaitingLogin: "The session ended while the withdrawal was sent: the form waits, as typed, under the login popup.",
      },
      spec: { done: "CASH-02 API-14", wrongPassword: "SITE-02 CASH-05" },
    }),
    done: {
      description: "The withdrawal was made; it appears in the withdrawals list with its status.",
      on: {
        "withdraw.new": {
          target: "loading",
          actions: assign({ withdrawal: null, requestId: null, fields: () => emptyFields(), errors: {} }),
          meta: { spec: "CASH-04" },
        },
      },
    },
  },
});
