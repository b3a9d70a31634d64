import { assign, fromPromise, setup } from "xstate";
import { checkRule, compact, hasErrors, required, withoutError, type FieldError, type FieldErrors, type FieldRule } from "../auth/fields.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";

export interface ChangePasswordInput {
  account: string;
  /** The password just used to log in (forced change): the old-password field is not asked again. */
  heldOldPassword: string | null;
  /** What was typed before the session ended in the middle of the form (CASH-06): the form opens with it again. */
  typed?: Record<ChangePasswordField, string> | null;
  /** Forced after login (default or expired password) rather than chosen by the player. */
  forced: boolean;
  /** The platform's password rule (registration settings), when known. */
  passwordRule: FieldRule | null;
  defaultPassword: string;
}

export type ChangePasswordField = "oldPassword" | "newPassword" | "confirmPassword";

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordContext {
  account: string;
  forced: boolean;
  heldOldPassword: string | null;
  passwordRule: FieldRule | null;
  defaultPassword: string;
  fields: Record<ChangePasswordField, string>;
  errors: FieldErrors;
  failure: Failure | null;
  changed: boolean;
}

export type ChangePasswordEvent =
  | { type: "changePassword.fieldChanged"; field: ChangePasswordField; value: string }
  | { type: "changePassword.submitted" }
  | { type: "changePassword.cancelled" };

export interface ChangePasswordOutput {
  changed: boolean;
}

/** Password rule when the platform sent none: 6 to 20 characters without spaces. */
const FALLBACK_RULE: FieldRule = { enabled: true, required: true, acceptedPattern: "^\\S+$", patternId: 9, minLength: 6, maxLength: 20 };

/** SPEC §5 Change password: old required (unless held), new required plus rule, confirmation equal to new. */
export function changePasswordErrors(context: Pick<ChangePasswordContext, "fields" | "heldOldPassword" | "passwordRule" | "defaultPassword">): FieldErrors {
  const { oldPassword, newPassword, confirmPassword } = context.fields;
  const old = context.heldOldPassword ?? oldPassword;
  const newError: FieldError | null =
    checkRule(context.passwordRule ?? FALLBACK_RULE, newPassword, true) ??
    (newPassword === old ? { code: "field.sameAsOld" } : null) ??
    (newPassword === context.defaultPassword ? { code: "field.defaultPassword" } : null);
  return compact({
    oldPassword: context.heldOldPassword === null ? required(oldPassword) : null,
    newPassword: newError,
    confirmPassword: required(confirmPassword) ?? (confirmPassword !== newPassword ? { code: "field.mismatch" } : null),
  });
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    output: {} as ChangePasswordOutput,
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordRequest>(() => Promise.reject(new Error("changePassword is not provided"))),
  },
  guards: {
    isFormInvalid: described(
      "A field is empty or wrong: the old password (unless held from login), the new one against the password rule (and not the old or the default one), or a confirmation that differs.",
      ({ context }) => hasErrors(changePasswordErrors(context as ChangePasswordContext)),
    ),
  },
}).createMachine({
  id: "changePassword",
  description:
    "Changing the password (forced after a login with the default or an expired password, or chosen by the player): old password unless held from login, new password under the rule, the same again; the platform checks and stores it.",
  context: ({ input }) => ({
    account: input.account,
    forced: input.forced,
    heldOldPassword: input.heldOldPassword,
    passwordRule: input.passwordRule,
    defaultPassword: input.defaultPassword,
    fields: input.typed ?? { oldPassword: "", newPassword: "", confirmPassword: "" },
    errors: {},
    failure: null,
    changed: false,
  }),
  output: ({ context }) => ({ changed: context.changed }),
  initial: "editing",
  states: {
    editing: {
      description: "The form shows the account name; the player types the passwords.",
      on: {
        "changePassword.fieldChanged": {
          actions: assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
            errors: ({ context, event }) => withoutError(context.errors, event.field),
          }),
          meta: { spec: "PWD-07" },
        },
        "changePassword.submitted": [
          {
            guard: "isFormInvalid",
            actions: assign({ errors: ({ context }) => changePasswordErrors(context) }),
            meta: { spec: "PWD-07 ERR-06" },
          },
          { target: "submitting", actions: assign({ errors: {}, failure: null }), meta: { spec: "API-07" } },
        ],
        "changePassword.cancelled": { target: "cancelled", meta: { spec: "PWD-02" } },
      },
    },
    submitting: {
      description: "The encrypted change is being sent.",
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ context }) => ({
          oldPassword: context.heldOldPassword ?? context.fields.oldPassword,
          newPassword: context.fields.newPassword,
          confirmNewPassword: context.fields.confirmPassword,
        }),
        onDone: {
          target: "changed",
          actions: assign({ fields: { oldPassword: "", newPassword: "", confirmPassword: "" }, heldOldPassword: null, changed: true }),
          meta: { spec: "PWD-05" },
        },
        onError: {
          target: "editing",
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          meta: { spec: "SITE-01" },
        },
      },
    },
    changed: { description: "The platform accepted the new password.", type: "final" },
    cancelled: { description: "The player closed the form without changing the password.", type: "final" },
  },
});
