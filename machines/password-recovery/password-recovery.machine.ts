import { assign, enqueueActions, fromPromise, sendTo, setup } from "xstate";
import { checkCode, checkEmail, checkMobile, checkRule, compact, hasErrors, required, withoutError, type FieldErrors, type FieldRule } from "../auth/fields.ts";
import type { LoginRequest, LoginValue, SignedIn } from "../auth/types.ts";
import { smsCodeMachine } from "../sms-code/sms-code.machine.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";

export type RecoveryTab = "email" | "mobile";
export type RecoveryField = "username" | "email" | "mobileNum" | "countryDialingCode" | "verificationCode" | "newPassword";

export interface PasswordRecoveryInput {
  /** Whitelabel CHNGPASSVERIF3: the mobile tab (the e-mail tab, first, stays the default). */
  phoneReset: boolean;
  defaultDialingCode: string;
  usernameRule: FieldRule | null;
  passwordRule: FieldRule | null;
  mobileRule?: FieldRule;
}

export interface PhoneResetRequest {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

export interface PasswordRecoveryContext {
  phoneReset: boolean;
  usernameRule: FieldRule | null;
  passwordRule: FieldRule | null;
  mobileRule: FieldRule | undefined;
  tab: RecoveryTab;
  fields: Record<RecoveryField, string>;
  errors: FieldErrors;
  failure: Failure | null;
  /** The account name the platform returned after a reset by phone (used to log in). */
  account: string | null;
  signedIn: SignedIn | null;
}

export type PasswordRecoveryEvent =
  | { type: "recovery.tabSelected"; tab: RecoveryTab }
  | { type: "recovery.fieldChanged"; field: RecoveryField; value: string }
  | { type: "recovery.submitted" }
  | { type: "sms.requested" };

const ANY_PASSWORD: FieldRule = { enabled: true, required: true, acceptedPattern: "^\\S+$", patternId: 9, minLength: 6, maxLength: 20 };

/** SPEC §5 Forgot password: by e-mail (username + rule, e-mail + rule) or by phone (mobile + rule, code, new password + rule). */
export function recoveryErrors(context: Pick<PasswordRecoveryContext, "tab" | "fields" | "usernameRule" | "passwordRule" | "mobileRule">): FieldErrors {
  const f = context.fields;
  if (context.tab === "email") {
    return compact({
      username: context.usernameRule ? checkRule(context.usernameRule, f.username.trim(), true) : required(f.username),
      email: checkEmail(f.email),
    });
  }
  return compact({
    mobileNum: checkMobile(f.mobileNum, context.mobileRule),
    verificationCode: checkCode(f.verificationCode),
    newPassword: checkRule(context.passwordRule ?? ANY_PASSWORD, f.newPassword, true),
  });
}

export const passwordRecoveryMachine = setup({
  types: {
    context: {} as PasswordRecoveryContext,
    events: {} as PasswordRecoveryEvent,
    input: {} as PasswordRecoveryInput,
    output: {} as SignedIn,
  },
  actors: {
    resetByEmail: fromPromise<void, { username: string; email: string }>(() => Promise.reject(new Error("resetByEmail is not provided"))),
    resetByPhone: fromPromise<{ username: string }, PhoneResetRequest>(() => Promise.reject(new Error("resetByPhone is not provided"))),
    authenticate: fromPromise<LoginValue, LoginRequest>(() => Promise.reject(new Error("authenticate is not provided"))),
    smsCode: smsCodeMachine,
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
  },
  guards: {
    isMobileTabAllowed: described(
      "The e-mail tab is always allowed; the mobile tab only when phone reset (CHNGPASSVERIF3) is on.",
      ({ context, event }) => event.type === "recovery.tabSelected" && (event.tab === "email" || context.phoneReset),
    ),
    isOtherTabAllowed: described(
      "The player picks the other tab (the tab already shown is no change): the e-mail tab, or the mobile tab when phone reset (CHNGPASSVERIF3) is on.",
      ({ context, event }) => event.type === "recovery.tabSelected" && event.tab !== context.tab && (event.tab === "email" || context.phoneReset),
    ),
    isFormInvalid: described(
      "A field of the current tab is empty or breaks its rule.",
      ({ context }) => hasErrors(recoveryErrors(context as PasswordRecoveryContext)),
    ),
    isEmailTab: described("The player is on the e-mail tab.", ({ context }) => context.tab === "email"),
  },
}).createMachine({
  id: "passwordRecovery",
  description:
    "Forgot password: by e-mail (username and e-mail → the platform mails a link → confirmation, then the player closes the modal) or, when CHNGPASSVERIF3 is on, by mobile (SMS code and a new password → the player is logged in and goes home).",
  context: ({ input }) => ({
    phoneReset: input.phoneReset,
    usernameRule: input.usernameRule,
    passwordRule: input.passwordRule,
    mobileRule: input.mobileRule,
    tab: "email",
    fields: { username: "", email: "", mobileNum: "", countryDialingCode: input.defaultDialingCode, verificationCode: "", newPassword: "" },
    errors: {},
    failure: null,
    account: null,
    signedIn: null,
  }),
  output: ({ context }) => context.signedIn!,
  invoke: {
    id: "recoverySms",
    src: "smsCode",
    input: ({ context }) => ({ purpose: "recovery" as const, ...(context.mobileRule ? { mobileRule: context.mobileRule } : {}) }),
  },
  initial: "editing",
  states: {
    editing: {
      description: "The player fills in the tab's fields.",
      on: {
        "recovery.tabSelected": {
          guard: "isOtherTabAllowed",
          actions: assign({ tab: ({ event }) => event.tab, errors: {}, failure: null }),
          meta: { spec: "PWD-01" },
        },
        "recovery.fieldChanged": {
          actions: [assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
            errors: ({ context, event }) => withoutError(context.errors, event.field),
          }), enqueueActions(({ event, enqueue }) => {
            if (event.field === "mobileNum") enqueue.sendTo("recoverySms", { type: "sms.numberChanged" });
          })],
          meta: { spec: "PWD-06" },
        },
        "sms.requested": {
          actions: sendTo("recoverySms", ({ context }) => ({
            type: "sms.requested" as const,
            mobileNum: context.fields.mobileNum,
            countryDialingCode: context.fields.countryDialingCode,
          })),
          meta: { spec: "PWD-04" },
        },
        "recovery.submitted": [
          {
            guard: "isFormInvalid",
            actions: assign({ errors: ({ context }) => recoveryErrors(context) }),
            meta: { spec: "PWD-06" },
          },
          { guard: "isEmailTab", target: "sendingEmail", actions: assign({ errors: {}, failure: null }), meta: { spec: "API-09" } },
          { target: "resetting", actions: assign({ errors: {}, failure: null }), meta: { spec: "API-08" } },
        ],
      },
    },
    sendingEmail: {
      description: "The platform is asked to mail a reset link.",
      invoke: {
        id: "resetByEmail",
        src: "resetByEmail",
        input: ({ context }) => ({ username: context.fields.username.trim(), email: context.fields.email.trim() }),
        onDone: { target: "emailSent", meta: { spec: "PWD-03" } },
        onError: {
          target: "editing",
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          meta: { spec: "ERR-12" },
        },
      },
    },
    emailSent: {
      description: "The confirmation message is shown; the player closes the modal (the session machine closes it).",
      on: {
        "recovery.tabSelected": {
          guard: "isMobileTabAllowed",
          target: "editing",
          actions: assign({ tab: ({ event }) => event.tab, errors: {}, failure: null }),
          meta: { spec: "PWD-01" },
        },
      },
    },
    resetting: {
      description: "The new password and SMS code are with the platform.",
      invoke: {
        id: "resetByPhone",
        src: "resetByPhone",
        input: ({ context }) => ({
          newPassword: context.fields.newPassword.trim(),
          mobileNum: context.fields.mobileNum.trim(),
          countryDialingCode: context.fields.countryDialingCode,
          verificationCode: context.fields.verificationCode.trim(),
        }),
        onDone: {
          target: "loggingIn",
          actions: assign({ account: ({ event }) => event.output.username }),
          meta: { spec: "PWD-04 API-08" },
        },
        onError: {
          target: "editing",
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          meta: { spec: "MSG-01" },
        },
      },
    },
    loggingIn: {
      description: "The player is logged in with the new password.",
      invoke: {
        id: "authenticate",
        src: "authenticate",
        input: ({ context }) => ({ username: context.account ?? "", password: context.fields.newPassword.trim(), captcha: null, type: "" as const }),
        onDone: {
          target: "loggedIn",
          actions: [
            { type: "storeToken", params: ({ event }) => ({ token: event.output.token }) },
            assign({
              signedIn: ({ event }) => ({ value: event.output, via: "recovery" as const }),
              fields: ({ context }) => ({ ...context.fields, newPassword: "", verificationCode: "" }),
            }),
          ],
          meta: { spec: "PWD-04" },
        },
        onError: {
          target: "loginFailed",
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          meta: { spec: "SITE-01" },
        },
      },
    },
    loginFailed: {
      description: "The password was changed but logging in with it failed; the player can try again.",
      on: { "recovery.submitted": { target: "loggingIn", actions: assign({ failure: null }), meta: { spec: "ERR-10 SITE-01" } } },
    },
    loggedIn: { description: "Logged in with the new password.", type: "final" },
  },
});
