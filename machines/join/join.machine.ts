import { assign, fromPromise, setup } from "xstate";
import { DEFAULT_MOBILE_RULE, EMAIL_PATTERN, matchesRule } from "../auth/fields.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { JOIN_EMAIL_PENDING, JOIN_LIMITS, type JoinField, type JoinFields, type JoinReceipt, type JoinRequest } from "./join.types.ts";

/** A field's problem as a code the view translates. */
export type JoinError =
  | { code: "field.required" }
  | { code: "field.email" }
  | { code: "field.mobile" }
  | { code: "name.format" }
  | { code: "text.tooLong"; max: number }
  | { code: "email.pending" };
export type JoinErrors = Partial<Record<JoinField, JoinError>>;

export interface JoinInput {
  /** A prefix unique to this page visit; each application adds a counter to make its `requestId`. */
  requestPrefix: string;
}

export interface JoinContext {
  requestPrefix: string;
  fields: JoinFields;
  errors: JoinErrors;
  failure: Failure | null;
  /** Applications sent so far on this visit (the counter of the `requestId`). */
  sent: number;
  /** The application on its way or refused by a failure: a retry sends the same one. */
  requestId: string | null;
  receipt: JoinReceipt | null;
}

export type JoinEvent = { type: "join.changed"; field: JoinField; value: string } | { type: "join.submitted" } | { type: "join.again" };

const EMPTY: JoinFields = { name: "", email: "", mobile: "", messenger: "", website: "", message: "" };

/** Letters (any script), spaces, dots, apostrophes and hyphens. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

const tooLong = (value: string, max: number): JoinError | null => ([...value].length > max ? { code: "text.tooLong", max } : null);

/** Each field's problem: name, e-mail and mobile required and well formed; the rest optional within their lengths. */
export function joinErrors(fields: JoinFields): JoinErrors {
  const name = fields.name.trim();
  const email = fields.email.trim();
  const mobile = fields.mobile.trim();
  const errors: JoinErrors = {};
  const set = (field: JoinField, error: JoinError | null) => {
    if (error) errors[field] = error;
  };
  set("name", name === "" ? { code: "field.required" } : (tooLong(name, JOIN_LIMITS.name) ?? ([...name].length < 2 || !NAME_PATTERN.test(name) ? { code: "name.format" } : null)));
  set("email", email === "" ? { code: "field.required" } : EMAIL_PATTERN.test(email) ? null : { code: "field.email" });
  set("mobile", mobile === "" ? { code: "field.required" } : matchesRule(DEFAULT_MOBILE_RULE, mobile) ? null : { code: "field.mobile" });
  set("messenger", tooLong(fields.messenger.trim(), JOIN_LIMITS.messenger));
  set("website", tooLong(fields.website.trim(), JOIN_LIMITS.website));
  set("message", tooLong(fields.message.trim(), JOIN_LIMITS.message));
  return errors;
}

export function joinRequest(fields: JoinFields, requestId: string): JoinRequest {
  const trimmed = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as JoinFields;
  return { ...trimmed, requestId };
}

export const joinMachine = setup({
  types: { context: {} as JoinContext, events: {} as JoinEvent, input: {} as JoinInput },
  actors: {
    submitApplication: fromPromise<JoinReceipt, JoinRequest>(() => Promise.reject(new Error("submitApplication is not provided"))),
  },
  guards: {
    isValid: described("Name, e-mail and mobile are given and well formed; the optional fields are within their lengths.", ({ context }) => Object.keys(joinErrors((context as JoinContext).fields)).length === 0),
    isEmailPending: described("The platform answered that an application from this e-mail is still being reviewed.", (_, params: { error: unknown }) => toFailure(params.error).serverMessage === JOIN_EMAIL_PENDING),
  },
}).createMachine({
  id: "join",
  description:
    "The affiliate application (/join): name, e-mail and mobile (required), a messenger, a website or channel and a message (optional). A field's problem shows next to it and everything typed stays; the application is sent once (one requestId; Try again after a failure sends the same one) and ends with the platform's reference.",
  context: ({ input }) => ({ requestPrefix: input.requestPrefix, fields: EMPTY, errors: {}, failure: null, sent: 0, requestId: null, receipt: null }),
  initial: "editing",
  states: {
    editing: {
      description: "The form as typed, with each field's problem next to it and the last failure under it.",
      on: {
        "join.changed": {
          description: "A change makes a new application: its problem is cleared and the next send gets a new requestId.",
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors[event.field];
            return { fields: { ...context.fields, [event.field]: event.value }, errors, requestId: null };
          }),
          meta: { spec: "SITE-02" },
        },
        "join.submitted": [
          {
            guard: "isValid",
            target: "submitting",
            actions: assign(({ context }) => ({
              errors: {},
              failure: null,
              requestId: context.requestId ?? `${context.requestPrefix}-${context.sent + 1}`,
              sent: context.requestId ? context.sent : context.sent + 1,
            })),
            meta: { spec: "CNT-11 CNT-12" },
          },
          { actions: assign(({ context }) => ({ errors: joinErrors(context.fields), failure: null })), meta: { spec: "SITE-02 CNT-11" } },
        ],
      },
    },
    submitting: {
      description: "The application is with the platform; the form stays as typed and further presses send nothing.",
      invoke: {
        id: "submitApplication",
        src: "submitApplication",
        input: ({ context }) => joinRequest(context.fields, context.requestId ?? `${context.requestPrefix}-${context.sent}`),
        onDone: { target: "sent", actions: assign({ receipt: ({ event }) => event.output, requestId: null }), meta: { spec: "CNT-12" } },
        onError: [
          {
            guard: { type: "isEmailPending", params: ({ event }) => ({ error: event.error }) },
            target: "editing",
            actions: assign({ errors: { email: { code: "email.pending" } }, requestId: null }),
            meta: { spec: "SITE-02 CNT-12" },
          },
          { target: "editing", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01 CNT-12" } },
        ],
      },
    },
    sent: {
      description: "The confirmation: the platform's reference and the e-mail it will write to.",
      on: {
        "join.again": { target: "editing", actions: assign({ fields: EMPTY, errors: {}, failure: null, receipt: null }), meta: { spec: "CNT-12" } },
      },
    },
  },
});
