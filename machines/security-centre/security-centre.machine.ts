import { assign, enqueueActions, fromPromise, sendTo, setup } from "xstate";
import { CODE_PATTERN, DEFAULT_MOBILE_RULE, EMAIL_PATTERN, matchesRule } from "../auth/fields.ts";
import { described } from "../shared/described.ts";
import { bankCardErrors, bankCardRequest } from "../shared/bank-card.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { smsCodeMachine } from "../sms-code/sms-code.machine.ts";
import { PAYMENT_PASSWORD_PATTERN, WRONG_PAYMENT_PASSWORD } from "../withdraw/withdraw.types.ts";
import {
  MAX_BANK_CARDS,
  type BankCard,
  type BankCardRequest,
  type BoundValue,
  type EmailBindRequest,
  type MobileBindRequest,
  type PaymentPasswordChange,
  type SecurityOverview,
} from "./security-centre.types.ts";

export interface SecurityCentreInput {
  /** The dialing code the mobile form starts with (the site's country). */
  defaultDialingCode: string;
}

export const SECURITY_FIELDS = [
  "mobileNum",
  "countryDialingCode",
  "verificationCode",
  "email",
  "emailPassword",
  "loginPassword",
  "oldPaymentPassword",
  "newPaymentPassword",
  "confirmPaymentPassword",
  "bankCode",
  "accountNumber",
  "payeeName",
  "cardPassword",
] as const;
export type SecurityField = (typeof SECURITY_FIELDS)[number];
export type SecurityFields = Record<SecurityField, string>;

/** The sections a player can open; one form is open at a time. */
export type SecuritySection = "mobile" | "email" | "paymentPassword" | "card";

/** A field problem as a stable code; the view translates it next to the field. */
export type SecurityFieldError =
  | "field.required"
  | "field.mismatch"
  | "mobile.format"
  | "code.format"
  | "email.format"
  | "paymentPassword.format"
  | "paymentPassword.same"
  | "paymentPassword.wrong"
  | "accountNumber.format";
export type SecurityErrors = Partial<Record<SecurityField, SecurityFieldError>>;

export interface SecurityCentreContext {
  defaultDialingCode: string;
  overview: SecurityOverview | null;
  fields: SecurityFields;
  errors: SecurityErrors;
  failure: Failure | null;
  /** The section saved last: the overview says so until another form opens. */
  saved: SecuritySection | null;
  /** A bank account was asked for before a payment password existed: its form opens once the password is saved. */
  thenCard: boolean;
  /** The session ended while a form was sent: the form stays as typed and says to log in again. */
  sessionEnded: boolean;
}

export type SecurityCentreEvent =
  | { type: "security.retry" }
  | { type: "section.opened"; section: SecuritySection }
  | { type: "field.changed"; field: SecurityField; value: string }
  | { type: "sms.requested" }
  | { type: "section.submitted" }
  | { type: "section.cancelled" }
  | { type: "session.resumed" };

const emptyFields = (dialingCode: string): SecurityFields =>
  ({ ...Object.fromEntries(SECURITY_FIELDS.map((f) => [f, ""])), countryDialingCode: dialingCode }) as SecurityFields;

function compact(errors: SecurityErrors): SecurityErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as SecurityErrors;
}

const requiredOr = (value: string, problem: SecurityFieldError | undefined): SecurityFieldError | undefined => (value.trim() === "" ? "field.required" : problem);
const sixDigits = (value: string): SecurityFieldError | undefined => requiredOr(value, PAYMENT_PASSWORD_PATTERN.test(value) ? undefined : "paymentPassword.format");

/** The mobile form: a number the mobile rule accepts and the code sent to it. */
export function mobileErrors(f: SecurityFields): SecurityErrors {
  return compact({
    mobileNum: requiredOr(f.mobileNum, matchesRule(DEFAULT_MOBILE_RULE, f.mobileNum.trim()) ? undefined : "mobile.format"),
    verificationCode: requiredOr(f.verificationCode, CODE_PATTERN.test(f.verificationCode.trim()) ? undefined : "code.format"),
  });
}

/** The e-mail form: an address and the login password. */
export function emailErrors(f: SecurityFields): SecurityErrors {
  return compact({
    email: requiredOr(f.email, EMAIL_PATTERN.test(f.email.trim()) ? undefined : "email.format"),
    emailPassword: requiredOr(f.emailPassword, undefined),
  });
}

/** The payment-password form: the login password (first one) or the old payment password (a change), then six new digits typed twice. */
export function paymentPasswordErrors(f: SecurityFields, isSet: boolean): SecurityErrors {
  return compact({
    loginPassword: isSet ? undefined : requiredOr(f.loginPassword, undefined),
    oldPaymentPassword: isSet ? sixDigits(f.oldPaymentPassword) : undefined,
    newPaymentPassword: sixDigits(f.newPaymentPassword) ?? (isSet && f.newPaymentPassword === f.oldPaymentPassword ? "paymentPassword.same" : undefined),
    confirmPaymentPassword: requiredOr(f.confirmPaymentPassword, f.confirmPaymentPassword !== f.newPaymentPassword ? "field.mismatch" : undefined),
  });
}

/** The bank-account form (shared with the withdraw page). */
export function cardFormErrors(f: SecurityFields): SecurityErrors {
  return bankCardErrors(f);
}

/** The open form's problems, field by field. */
export function sectionErrors(section: SecuritySection, context: Pick<SecurityCentreContext, "fields" | "overview">): SecurityErrors {
  switch (section) {
    case "mobile":
      return mobileErrors(context.fields);
    case "email":
      return emailErrors(context.fields);
    case "paymentPassword":
      return paymentPasswordErrors(context.fields, context.overview?.paymentPasswordSet ?? false);
    case "card":
      return cardFormErrors(context.fields);
  }
}

/** Each section's fields: emptied when its form opens, is cancelled or is saved (passwords never outlive the form). */
const SECTION_FIELDS: Record<SecuritySection, readonly SecurityField[]> = {
  mobile: ["mobileNum", "verificationCode"],
  email: ["email", "emailPassword"],
  paymentPassword: ["loginPassword", "oldPaymentPassword", "newPaymentPassword", "confirmPaymentPassword"],
  card: ["bankCode", "accountNumber", "payeeName", "cardPassword"],
};

const cleared = (fields: SecurityFields, section: SecuritySection): SecurityFields => ({
  ...fields,
  ...Object.fromEntries(SECTION_FIELDS[section].map((f) => [f, ""])),
});

export function paymentPasswordChange(context: Pick<SecurityCentreContext, "fields" | "overview">): PaymentPasswordChange {
  const f = context.fields;
  return context.overview?.paymentPasswordSet
    ? { kind: "change", oldPaymentPassword: f.oldPaymentPassword, paymentPassword: f.newPaymentPassword }
    : { kind: "set", loginPassword: f.loginPassword, paymentPassword: f.newPaymentPassword };
}

/** Typing: the field changes and its message goes. */
const fieldChanged = { actions: "setField", meta: { spec: "SITE-02" } } as const;
/** The rule each section's form implements (docs/requirements.md). */
const SECTION_RULE: Record<SecuritySection, string> = { mobile: "SEC-01 SEC-02", email: "SEC-01 SEC-03", paymentPassword: "SEC-01 SEC-04", card: "SEC-01 SEC-04" };

/** Cancel: back to the overview; what the form held is dropped. */
const cancelled = (section: SecuritySection) =>
  ({ target: "#securityCentre.overview", actions: { type: "closeForm", params: { section } }, meta: { spec: "SEC-01" } }) as const;
/** Save: the open form's check, then the call. */
const submitted = (section: SecuritySection) =>
  [
    { guard: { type: "isSectionValid", params: { section } }, target: "saving", actions: "startSaving", meta: { spec: SECTION_RULE[section] } },
    { actions: { type: "showErrors", params: { section } }, meta: { spec: "SITE-02" } },
  ] as const;
/** A failed save returns the form as typed: the session's end says to log in again; anything else shows the message. */
const saveFailed = [
  {
    guard: { type: "isSessionEnded", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: "editing",
    actions: [{ type: "keepFailure", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, "markSessionEnded"],
    meta: { spec: "CASH-06 SITE-03" },
  },
  { target: "editing", actions: { type: "keepFailure", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, meta: { spec: "SITE-01" } },
] as const;

export const securityCentreMachine = setup({
  types: { context: {} as SecurityCentreContext, events: {} as SecurityCentreEvent, input: {} as SecurityCentreInput },
  actors: {
    fetchOverview: fromPromise<SecurityOverview>(() => Promise.reject(new Error("fetchOverview is not provided"))),
    bindMobile: fromPromise<BoundValue, MobileBindRequest>(() => Promise.reject(new Error("bindMobile is not provided"))),
    bindEmail: fromPromise<BoundValue, EmailBindRequest>(() => Promise.reject(new Error("bindEmail is not provided"))),
    savePaymentPassword: fromPromise<void, PaymentPasswordChange>(() => Promise.reject(new Error("savePaymentPassword is not provided"))),
    addBankCard: fromPromise<BankCard, BankCardRequest>(() => Promise.reject(new Error("addBankCard is not provided"))),
    smsCode: smsCodeMachine,
  },
  actions: {
    closeForm: assign(({ context }, params: { section: SecuritySection }) => ({ fields: cleared(context.fields, params.section), errors: {}, failure: null, thenCard: false })),
    showErrors: assign(({ context }, params: { section: SecuritySection }) => ({ errors: sectionErrors(params.section, context) })),
    startSaving: assign({ failure: null, sessionEnded: false }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    markSessionEnded: assign({ sessionEnded: true }),
    setField: assign(({ context, event }) => {
      if (event.type !== "field.changed") return {};
      return { fields: { ...context.fields, [event.field]: event.value }, errors: compact({ ...context.errors, [event.field]: undefined }) };
    }),
  },
  guards: {
    isSectionValid: described("The open form passes its check (every field typed and well formed).", ({ context }, params: { section: SecuritySection }) =>
      Object.keys(sectionErrors(params.section, context as SecurityCentreContext)).length === 0,
    ),
    needsPaymentPassword: described(
      "A bank account is asked for but no payment password is set yet (the account is confirmed with it).",
      ({ context }, params: { section: SecuritySection }) => params.section === "card" && !(context.overview?.paymentPasswordSet ?? false),
    ),
    isCardLimitReached: described(
      `A bank account is asked for but ${MAX_BANK_CARDS} are already bound.`,
      ({ context }, params: { section: SecuritySection }) => params.section === "card" && (context.overview?.cards.length ?? 0) >= MAX_BANK_CARDS,
    ),
    isSection: described("The section asked for is this one.", (_, params: { section: SecuritySection; is: SecuritySection }) => params.section === params.is),
    cardNext: described("The payment password was set on the way to adding a bank account.", ({ context }) => context.thenCard),
    isSessionEnded: described("The platform answered that the session has ended (HTTP 401).", (_, params: { error: unknown }) => toFailure(params.error).code === "session.ended"),
    isWrongPaymentPassword: described("The platform refused the payment password.", (_, params: { error: unknown }) => toFailure(params.error).serverMessage === WRONG_PAYMENT_PASSWORD),
  },
}).createMachine({
  id: "securityCentre",
  description:
    "My account (securityCenter): the mobile number, e-mail, payment password and bank accounts bound to the account, each changed in its own form; one form is open at a time.",
  context: ({ input }) => ({
    defaultDialingCode: input.defaultDialingCode,
    overview: null,
    fields: emptyFields(input.defaultDialingCode),
    errors: {},
    failure: null,
    saved: null,
    thenCard: false,
    sessionEnded: false,
  }),
  on: {
    // The login popup is closed with a member again: a form the session's end interrupted can be saved now.
    "session.resumed": { actions: assign({ sessionEnded: false, failure: null }), meta: { spec: "CASH-06" } },
  },
  initial: "loading",
  states: {
    loading: {
      description: "The bound mobile, e-mail, payment password, bank accounts and the banks are loading.",
      invoke: {
        id: "fetchOverview",
        src: "fetchOverview",
        onDone: { target: "overview", actions: assign({ overview: ({ event }) => event.output }), meta: { spec: "SEC-01" } },
        onError: { target: "loadFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    loadFailed: {
      description: "The page's data could not be loaded; Try again asks again.",
      on: { "security.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    overview: {
      description: "What is bound, each with its button (bind, change, add); a note says what was saved last.",
      on: {
        "section.opened": [
          { guard: { type: "isCardLimitReached", params: ({ event }) => ({ section: event.section }) }, meta: { spec: "SEC-01" } },
          {
            guard: { type: "needsPaymentPassword", params: ({ event }) => ({ section: event.section }) },
            target: "paymentPassword",
            actions: assign({ saved: null, errors: {}, thenCard: true }),
            meta: { spec: "CASH-05 SEC-04" },
          },
          { guard: { type: "isSection", params: ({ event }) => ({ section: event.section, is: "mobile" }) }, target: "mobile", actions: assign({ saved: null, errors: {} }), meta: { spec: "SEC-01" } },
          { guard: { type: "isSection", params: ({ event }) => ({ section: event.section, is: "email" }) }, target: "email", actions: assign({ saved: null, errors: {} }), meta: { spec: "SEC-01" } },
          {
            guard: { type: "isSection", params: ({ event }) => ({ section: event.section, is: "paymentPassword" }) },
            target: "paymentPassword",
            actions: assign({ saved: null, errors: {} }),
            meta: { spec: "SEC-01" },
          },
          { target: "card", actions: assign({ saved: null, errors: {} }), meta: { spec: "CASH-05 SEC-04" } },
        ],
      },
    },
    mobile: {
      description: "Bind or change the mobile number: a code is sent to the new number and typed back.",
      invoke: { id: "bindSms", src: "smsCode", input: { purpose: "bind" as const } },
      initial: "editing",
      states: {
        editing: {
          description: "The mobile form, as typed.",
          on: {
            "field.changed": {
              actions: [
                "setField",
                enqueueActions(({ event, enqueue }) => {
                  if (event.field === "mobileNum" || event.field === "countryDialingCode") enqueue.sendTo("bindSms", { type: "sms.numberChanged" });
                }),
              ],
              meta: { spec: "SITE-02" },
            },
            "sms.requested": {
              actions: sendTo("bindSms", ({ context }) => ({ type: "sms.requested" as const, mobileNum: context.fields.mobileNum, countryDialingCode: context.fields.countryDialingCode })),
              meta: { spec: "SMS-03 SEC-02" },
            },
            "section.submitted": submitted("mobile"),
            "section.cancelled": cancelled("mobile"),
          },
        },
        saving: {
          description: "The new number and its code are with the platform.",
          invoke: {
            id: "bindMobile",
            src: "bindMobile",
            input: ({ context }) => ({ mobileNum: context.fields.mobileNum.trim(), countryDialingCode: context.fields.countryDialingCode, verificationCode: context.fields.verificationCode.trim() }),
            onDone: {
              target: "#securityCentre.overview",
              actions: assign(({ context, event }) => ({ overview: { ...context.overview!, mobile: event.output.masked }, fields: cleared(context.fields, "mobile"), saved: "mobile" as const })),
              meta: { spec: "SEC-01 SEC-02" },
            },
            onError: saveFailed,
          },
        },
      },
    },
    email: {
      description: "Bind or change the e-mail address (where password resets are mailed), confirmed with the login password.",
      initial: "editing",
      states: {
        editing: {
          description: "The e-mail form, as typed.",
          on: { "field.changed": fieldChanged, "section.submitted": submitted("email"), "section.cancelled": cancelled("email") },
        },
        saving: {
          description: "The new address is with the platform.",
          invoke: {
            id: "bindEmail",
            src: "bindEmail",
            input: ({ context }) => ({ email: context.fields.email.trim(), loginPassword: context.fields.emailPassword }),
            onDone: {
              target: "#securityCentre.overview",
              actions: assign(({ context, event }) => ({ overview: { ...context.overview!, email: event.output.masked }, fields: cleared(context.fields, "email"), saved: "email" as const })),
              meta: { spec: "SEC-01 SEC-03" },
            },
            onError: saveFailed,
          },
        },
      },
    },
    paymentPassword: {
      description: "Set a payment password with the login password, or change it with the old one: six digits, typed twice.",
      initial: "editing",
      states: {
        editing: {
          description: "The payment-password form, as typed.",
          on: { "field.changed": fieldChanged, "section.submitted": submitted("paymentPassword"), "section.cancelled": cancelled("paymentPassword") },
        },
        saving: {
          description: "The payment password is being saved.",
          invoke: {
            id: "savePaymentPassword",
            src: "savePaymentPassword",
            input: ({ context }) => paymentPasswordChange(context),
            onDone: [
              {
                guard: "cardNext",
                target: "#securityCentre.card",
                actions: assign(({ context }) => ({ overview: { ...context.overview!, paymentPasswordSet: true }, fields: cleared(context.fields, "paymentPassword"), thenCard: false })),
                meta: { spec: "CASH-05 SEC-04" },
              },
              {
                target: "#securityCentre.overview",
                actions: assign(({ context }) => ({ overview: { ...context.overview!, paymentPasswordSet: true }, fields: cleared(context.fields, "paymentPassword"), saved: "paymentPassword" as const })),
                meta: { spec: "SEC-04" },
              },
            ],
            onError: [
              {
                guard: { type: "isWrongPaymentPassword", params: ({ event }) => ({ error: event.error }) },
                target: "editing",
                actions: assign(({ context }) => ({ errors: { oldPaymentPassword: "paymentPassword.wrong" as const }, fields: { ...context.fields, oldPaymentPassword: "" } })),
                meta: { spec: "SITE-02" },
              },
              ...saveFailed,
            ],
          },
        },
      },
    },
    card: {
      description: "Add a bank account: bank, account number, payee name (the member's own), confirmed with the payment password.",
      initial: "editing",
      states: {
        editing: {
          description: "The bank-account form, as typed.",
          on: { "field.changed": fieldChanged, "section.submitted": submitted("card"), "section.cancelled": cancelled("card") },
        },
        saving: {
          description: "The bank account is being bound.",
          invoke: {
            id: "addBankCard",
            src: "addBankCard",
            input: ({ context }) => bankCardRequest(context.fields),
            onDone: {
              target: "#securityCentre.overview",
              actions: assign(({ context, event }) => ({ overview: { ...context.overview!, cards: [...context.overview!.cards, event.output] }, fields: cleared(context.fields, "card"), saved: "card" as const })),
              meta: { spec: "CASH-05 SEC-04" },
            },
            onError: [
              {
                guard: { type: "isWrongPaymentPassword", params: ({ event }) => ({ error: event.error }) },
                target: "editing",
                actions: assign(({ context }) => ({ errors: { cardPassword: "paymentPassword.wrong" as const }, fields: { ...context.fields, cardPassword: "" } })),
                meta: { spec: "SITE-02" },
              },
              ...saveFailed,
            ],
          },
        },
      },
    },
  },
});
