import { assign, fromPromise, setup } from "xstate";
import { checkRule, compact, required, type FieldError, type FieldRule, type FieldRules } from "../auth/fields.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { DOWNLINE_USERNAME_TAKEN, type Downline, type DownlineRequest, type LinkAccountType } from "./agent-links.types.ts";

export const DOWNLINE_FIELDS = ["username", "password", "confirmPassword", "accountType"] as const;
export type DownlineField = (typeof DOWNLINE_FIELDS)[number];
export type DownlineFields = Omit<Record<DownlineField, string>, "accountType"> & { accountType: LinkAccountType };

/** A field's problem: the registration's rule codes, or a username the platform already has. */
export type DownlineError = FieldError | { code: "username.taken" };
export type DownlineErrors = Partial<Record<DownlineField, DownlineError>>;

export interface AgentDownlineContext {
  /** The registration's field rules (username and password are checked by them). */
  rules: FieldRules | null;
  fields: DownlineFields;
  errors: DownlineErrors;
  failure: Failure | null;
  /** The account registered last (said in a status line until the form is sent again). */
  registered: Downline | null;
}

export type AgentDownlineEvent =
  | { type: "downline.retry" }
  | { type: "downline.changed"; field: DownlineField; value: string }
  | { type: "downline.submitted" };

const EMPTY: DownlineFields = { username: "", password: "", confirmPassword: "", accountType: "member" };

/** The registration's username rule when the platform sends none: a letter first, then letters or digits, 6–12. */
const USERNAME_RULE: FieldRule = { enabled: true, required: true, acceptedPattern: "^[A-Za-z][A-Za-z0-9]*$", patternId: 1, minLength: 6, maxLength: 12 };
/** The registration's password rule when the platform sends none: letters and digits, at least one of each, 6–12. */
const PASSWORD_RULE: FieldRule = { enabled: true, required: true, acceptedPattern: "^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$", patternId: 5, minLength: 6, maxLength: 12 };

/** Each field's problem: username and password by the registration's rules (always required), the repeat equal. */
export function downlineErrors(context: Pick<AgentDownlineContext, "rules" | "fields">): DownlineErrors {
  const { fields, rules } = context;
  return compact({
    username: checkRule(rules?.username ?? USERNAME_RULE, fields.username.trim(), true),
    password: checkRule(rules?.password ?? PASSWORD_RULE, fields.password, true),
    confirmPassword: required(fields.confirmPassword) ?? (fields.confirmPassword !== fields.password ? { code: "field.mismatch" } : null),
  }) as DownlineErrors;
}

export const downlineRequest = (fields: DownlineFields): DownlineRequest => ({
  username: fields.username.trim(),
  password: fields.password,
  confirmPassword: fields.confirmPassword,
  accountType: fields.accountType,
});

export const agentDownlineMachine = setup({
  types: { context: {} as AgentDownlineContext, events: {} as AgentDownlineEvent },
  actors: {
    fetchRules: fromPromise<FieldRules>(() => Promise.reject(new Error("fetchRules is not provided"))),
    registerDownline: fromPromise<Downline, DownlineRequest>(() => Promise.reject(new Error("registerDownline is not provided"))),
  },
  guards: {
    isValid: described("Username, password and its repeat pass the registration's rules.", ({ context }) => Object.keys(downlineErrors(context as AgentDownlineContext)).length === 0),
    isUsernameTaken: described("The platform answered that the username is taken.", (_, params: { error: unknown }) => toFailure(params.error).serverMessage === DOWNLINE_USERNAME_TAKEN),
  },
}).createMachine({
  id: "agentDownline",
  description:
    "Register a downline directly, on the agent centre's Account page: a username and a password by the registration's rules, typed twice, and the account type (member or agent); the new account's upline is the agent. A field's problem shows next to it and everything typed stays.",
  context: { rules: null, fields: EMPTY, errors: {}, failure: null, registered: null },
  initial: "loading",
  states: {
    loading: {
      description: "The registration's field rules are loading.",
      invoke: {
        id: "fetchRules",
        src: "fetchRules",
        onDone: { target: "editing", actions: assign({ rules: ({ event }) => event.output, failure: null }), meta: { spec: "LNK-05" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    failed: {
      description: "The rules could not be loaded: the reason with Try again.",
      on: { "downline.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    editing: {
      description: "The form as typed, with each field's problem next to it.",
      on: {
        "downline.changed": {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors[event.field];
            return { fields: { ...context.fields, [event.field]: event.value }, errors };
          }),
          meta: { spec: "SITE-02" },
        },
        "downline.submitted": [
          { guard: "isValid", target: "submitting", actions: assign({ errors: {}, failure: null, registered: null }), meta: { spec: "LNK-05" } },
          { actions: assign(({ context }) => ({ errors: downlineErrors(context), registered: null })), meta: { spec: "SITE-02 LNK-05" } },
        ],
      },
    },
    submitting: {
      description: "The new account is with the platform; the form stays as typed.",
      invoke: {
        id: "registerDownline",
        src: "registerDownline",
        input: ({ context }) => downlineRequest(context.fields),
        onDone: { target: "editing", actions: assign(({ event }) => ({ registered: event.output, fields: EMPTY })), meta: { spec: "LNK-05" } },
        onError: [
          {
            guard: { type: "isUsernameTaken", params: ({ event }) => ({ error: event.error }) },
            target: "editing",
            actions: assign(({ context }) => ({ errors: { ...context.errors, username: { code: "username.taken" as const } } })),
            meta: { spec: "SITE-02 LNK-05" },
          },
          { target: "editing", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
        ],
      },
    },
  },
});
