import { assign, enqueueActions, fromPromise, raise, sendTo, setup } from "xstate";
import { checkCode, checkMobile, compact, hasErrors, required, withoutError, type FieldErrors, type FieldRule } from "../auth/fields.ts";
import type { LoginAnswer, LoginRequest, LoginValue, SignedIn, SocialProvider, VerificationChallenge, VerificationMethod } from "../auth/types.ts";
import { changePasswordMachine, type ChangePasswordOutput } from "../change-password/change-password.machine.ts";
import { smsCodeMachine } from "../sms-code/sms-code.machine.ts";
import { captchaImageStates } from "../auth/captcha-states.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";

export type LoginTab = "username" | "sms";
export type LoginField = "username" | "password" | "mobileNum" | "countryDialingCode" | "smsCode" | "captcha";

export interface LoginInput {
  /** Whitelabel MOBILEVERCODELOGIN3: the mobile (SMS code) tab. */
  smsLogin: boolean;
  /** Whitelabel PWDEXPFORCECHANGE3: an expired password must be changed first. */
  forcedChange: boolean;
  /** The configured default password that always forces a change. */
  defaultPassword: string;
  /** Username kept by "remember me" (24 h cookie), if any. */
  rememberedUsername: string | null;
  defaultDialingCode: string;
  socialProviders: readonly SocialProvider[];
  passwordRule: FieldRule | null;
  mobileRule?: FieldRule;
  /** Credentials typed into the header's login form: the modal opens with them and submits at once. */
  prefill?: { username: string; password: string } | null;
}

export interface VerifyRequest {
  ticket: string;
  method: VerificationMethod;
  answer: string;
}

/** What "remember me" keeps after a successful login: never the password (DESIGN §5). */
export interface RememberParams {
  remember: boolean;
  type: LoginRequest["type"];
  username: string;
  mobileNum: string;
  countryDialingCode: string;
}

export interface LoginContext {
  smsLogin: boolean;
  forcedChange: boolean;
  defaultPassword: string;
  socialProviders: readonly SocialProvider[];
  passwordRule: FieldRule | null;
  mobileRule: FieldRule | undefined;
  tab: LoginTab;
  fields: Record<LoginField, string>;
  errors: FieldErrors;
  remember: boolean;
  captchaShown: boolean;
  captchaImage: string | null;
  captchaFailure: Failure | null;
  failure: Failure | null;
  request: LoginRequest | null;
  socialProvider: SocialProvider | null;
  challenge: VerificationChallenge | null;
  method: VerificationMethod | null;
  answer: string;
  answerError: FieldErrors;
  signedIn: SignedIn | null;
  autoSubmit: boolean;
}

export type LoginEvent =
  | { type: "login.tabSelected"; tab: LoginTab }
  | { type: "login.fieldChanged"; field: LoginField; value: string }
  | { type: "login.rememberToggled" }
  | { type: "login.submitted" }
  | { type: "login.social"; provider: SocialProvider }
  | { type: "captcha.refresh" }
  | { type: "captcha.demanded" }
  | { type: "sms.requested" }
  | { type: "verification.methodSelected"; method: VerificationMethod }
  | { type: "verification.answerChanged"; value: string }
  | { type: "verification.smsRequested" }
  | { type: "verification.submitted" }
  | { type: "verification.cancelled" };

const EMPTY_FIELDS: Record<LoginField, string> = { username: "", password: "", mobileNum: "", countryDialingCode: "", smsCode: "", captcha: "" };

/** SPEC §5 Login: username and password required, or mobile (plus rule) and SMS code; captcha when shown. */
export function loginErrors(context: Pick<LoginContext, "tab" | "fields" | "captchaShown" | "mobileRule">): FieldErrors {
  const f = context.fields;
  const captcha = context.captchaShown ? required(f.captcha) : null;
  if (context.tab === "sms") {
    return compact({ mobileNum: checkMobile(f.mobileNum, context.mobileRule), smsCode: checkCode(f.smsCode), captcha });
  }
  return compact({ username: required(f.username), password: required(f.password), captcha });
}

/** The trimmed credentials of the current tab (SPEC §3 login payload). */
export function loginRequest(context: Pick<LoginContext, "tab" | "fields" | "captchaShown">): LoginRequest {
  const f = context.fields;
  const captcha = context.captchaShown ? f.captcha.trim() : null;
  if (context.tab === "sms") {
    return { username: f.mobileNum.trim(), password: f.smsCode.trim(), captcha, type: "sms", countryDialingCode: f.countryDialingCode };
  }
  return { username: f.username.trim(), password: f.password.trim(), captcha, type: "username" };
}

/** The member's login value of a login answer (null: the platform asks for a second factor first). */
function loggedInValue(answer: LoginAnswer): LoginValue | null {
  return answer.kind === "loggedIn" ? answer.value : null;
}

function viaOf(request: LoginRequest | null): SignedIn["via"] {
  if (request?.type === "sms") return "sms";
  if (request?.type === "firebase") return "social";
  return "password";
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as SignedIn,
  },
  actors: {
    authenticate: fromPromise<LoginAnswer, LoginRequest>(() => Promise.reject(new Error("authenticate is not provided"))),
    verify: fromPromise<LoginValue, VerifyRequest>(() => Promise.reject(new Error("verify is not provided"))),
    fetchCaptcha: fromPromise<string>(() => Promise.reject(new Error("fetchCaptcha is not provided"))),
    socialSignIn: fromPromise<string, { provider: SocialProvider }>(() => Promise.reject(new Error("socialSignIn is not provided"))),
    prepareSealing: fromPromise<void>(() => Promise.resolve()),
    smsCode: smsCodeMachine,
    changePassword: changePasswordMachine,
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    discardToken: () => {},
    markPasswordChange: () => {},
    clearPasswordChangeMark: () => {},
    rememberUser: (_, _params: RememberParams) => {},
    storeCredential: (_, _params: { username: string; password: string }) => {},
  },
  delays: {
    captchaThrottle: 1000,
  },
  guards: {
    isSmsTabAllowed: described(
      "The mobile tab is asked for and SMS-code login (MOBILEVERCODELOGIN3) is on; the username tab is always allowed.",
      ({ context, event }) => event.type === "login.tabSelected" && (event.tab === "username" || context.smsLogin),
    ),
    isFormInvalid: described(
      "A required field is empty or the mobile number or SMS code is malformed (captcha required once shown).",
      ({ context }) => hasErrors(loginErrors(context as LoginContext)),
    ),
    isSocialProviderOffered: described(
      "The chosen social login (Google or Facebook) is configured for this site.",
      ({ context, event }) => event.type === "login.social" && context.socialProviders.includes(event.provider),
    ),
    needsVerification: described(
      "The platform asks for a second factor: the login comes from an IP the account has not used.",
      (_, params: { answer: LoginAnswer }) => params.answer.kind === "verify",
    ),
    mustChangePassword: described(
      "A password login (not SMS or social) is the account's first (the platform says firstTimeLogin), used the configured default password, or the password has expired while forced change (PWDEXPFORCECHANGE3) is on.",
      ({ context }, params: { value: LoginValue | null }) => {
        const { value } = params;
        if (!value || context.request === null || (context.request.type !== "username" && context.request.type !== "")) return false;
        return value.firstTimeLogin || context.request.password === context.defaultPassword || (value.passwordExpired && context.forcedChange);
      },
    ),
    isCaptchaDemanded: described(
      "The failed login's value carries the captcha flag: the captcha is shown and required from now on.",
      (_, params: { error: unknown }) => {
        const value = (params.error as { value?: unknown } | null | undefined)?.value;
        return typeof value === "object" && value !== null && (value as { captcha?: unknown }).captcha === true;
      },
    ),
    isCaptchaShown: described("The captcha is part of the form.", ({ context }) => context.captchaShown),
    isPasswordChanged: described(
      "The forced change-password step ended with a new password (not closed).",
      (_, params: { result: ChangePasswordOutput }) => params.result.changed,
    ),
    isAutoSubmit: described("The modal was opened from the header's login form, whose credentials are submitted at once.", ({ context }) => context.autoSubmit),
    isPrefillValid: described(
      "The header's login form handed over a username and password that pass the required-field checks.",
      ({ context }) => context.autoSubmit && !hasErrors(loginErrors(context as LoginContext)),
    ),
    isAnswerMissing: described("The two-factor answer is empty.", ({ context }) => context.answer.trim() === ""),
    isSmsMethod: described(
      "The chosen two-factor method is a code sent to the account's mobile.",
      ({ context }) => context.method === "SMS",
    ),
  },
}).createMachine({
  id: "login",
  description:
    "The login modal: username and password, or mobile number and SMS code; the captcha once the platform asks for it; encrypted submit; a second factor for an unregistered IP; a forced password change for the default or an expired password; then the session starts.",
  context: ({ input }) => ({
    smsLogin: input.smsLogin,
    forcedChange: input.forcedChange,
    defaultPassword: input.defaultPassword,
    socialProviders: input.socialProviders,
    passwordRule: input.passwordRule,
    mobileRule: input.mobileRule,
    tab: "username",
    fields: {
      ...EMPTY_FIELDS,
      username: input.prefill?.username ?? input.rememberedUsername ?? "",
      password: input.prefill?.password ?? "",
      countryDialingCode: input.defaultDialingCode,
    },
    errors: {},
    remember: input.rememberedUsername !== null,
    captchaShown: false,
    captchaImage: null,
    captchaFailure: null,
    failure: null,
    request: null,
    socialProvider: null,
    challenge: null,
    method: null,
    answer: "",
    answerError: {},
    signedIn: null,
    autoSubmit: Boolean(input.prefill),
  }),
  output: ({ context }) => context.signedIn!,
  initial: "form",
  states: {
    form: {
      description: "The login form is shown; the platform's key for sealing the credentials is fetched meanwhile.",
      type: "parallel",
      invoke: [
        {
          id: "loginSms",
          src: "smsCode",
          input: ({ context }) => ({ purpose: "login" as const, ...(context.mobileRule ? { mobileRule: context.mobileRule } : {}) }),
        },
        // Fire and forget: the submit seals with the key when it is in, and asks for it itself when it is not.
        { id: "prepareSealing", src: "prepareSealing" },
      ],
      on: {
        "login.tabSelected": {
          guard: "isSmsTabAllowed",
          actions: assign({ tab: ({ event }) => event.tab, errors: {} }),
          meta: { spec: "LOGIN-01" },
        },
        "login.fieldChanged": {
          actions: [assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
            errors: ({ context, event }) => withoutError(context.errors, event.field),
          }), enqueueActions(({ event, enqueue }) => {
            if (event.field === "mobileNum") enqueue.sendTo("loginSms", { type: "sms.numberChanged" });
          })],
          meta: { spec: "SITE-02" },
        },
        "login.rememberToggled": {
          actions: assign({ remember: ({ context }) => !context.remember }),
          meta: { spec: "COOKIE-02 DEV-01" },
        },
        "sms.requested": {
          actions: sendTo("loginSms", ({ context }) => ({
            type: "sms.requested" as const,
            mobileNum: context.fields.mobileNum,
            countryDialingCode: context.fields.countryDialingCode,
          })),
          meta: { spec: "API-04" },
        },
      },
      states: {
        entry: {
          description: "Typing, submitting or waiting for a social provider.",
          initial: "starting",
          states: {
            starting: {
              description: "Checks whether the header's login form handed over credentials to submit at once.",
              always: [
                {
                  guard: "isPrefillValid",
                  target: "submitting",
                  actions: assign({ autoSubmit: false, request: ({ context }) => loginRequest(context) }),
                  meta: { spec: "LOGIN-06" },
                },
                {
                  guard: "isAutoSubmit",
                  target: "editing",
                  actions: assign({ autoSubmit: false, errors: ({ context }) => loginErrors(context) }),
                  meta: { spec: "LOGIN-18" },
                },
                { target: "editing", meta: { spec: "MODAL-01" } },
              ],
            },
            editing: {
              description: "The player types; field errors sit next to the fields.",
              on: {
                "login.submitted": [
                  {
                    // The last attempt's platform message goes: it would stand, stale, beside the new field errors
                    // (issue 31: "Incorrect username or password" next to the captcha's own error).
                    guard: "isFormInvalid",
                    actions: assign({ errors: ({ context }) => loginErrors(context), failure: null }),
                    meta: { spec: "LOGIN-18" },
                  },
                  {
                    target: "submitting",
                    actions: assign({ errors: {}, failure: null, request: ({ context }) => loginRequest(context) }),
                    meta: { spec: "LOGIN-10 API-02" },
                  },
                ],
                "login.social": {
                  guard: "isSocialProviderOffered",
                  target: "authorizing",
                  actions: assign({ failure: null, socialProvider: ({ event }) => event.provider }),
                  meta: { spec: "LOGIN-05" },
                },
              },
            },
            authorizing: {
              description: "The social provider (Google or Facebook) is asked for an identity token.",
              invoke: {
                id: "socialSignIn",
                src: "socialSignIn",
                input: ({ context }) => ({ provider: context.socialProvider! }),
                onDone: {
                  target: "submitting",
                  actions: assign({
                    request: ({ context, event }) => ({
                      username: "",
                      password: "",
                      captcha: null,
                      type: "firebase" as const,
                      firebaseIdToken: event.output,
                      firebaseChannel: context.socialProvider!,
                    }),
                  }),
                  meta: { spec: "REG-03 LOGIN-05" },
                },
                onError: {
                  target: "editing",
                  actions: assign({ failure: ({ event }) => toFailure(event.error) }),
                  meta: { spec: "ERR-09" },
                },
              },
            },
            submitting: {
              description: "The encrypted credentials are with the platform; the loader shows.",
              invoke: {
                id: "authenticate",
                src: "authenticate",
                input: ({ context }) => context.request!,
                onDone: [
                  {
                    guard: { type: "needsVerification", params: ({ event }) => ({ answer: event.output }) },
                    target: "#login.verifying",
                    actions: assign(({ event }) => {
                      const answer = event.output;
                      const challenge = answer.kind === "verify" ? answer.challenge : null;
                      return { challenge, method: challenge?.methods[0] ?? null, answer: "", answerError: {} };
                    }),
                    meta: { spec: "LOGIN-16 DEV-02" },
                  },
                  {
                    guard: { type: "mustChangePassword", params: ({ event }) => ({ value: loggedInValue(event.output) }) },
                    target: "#login.changingPassword",
                    actions: [
                      { type: "storeToken", params: ({ event }) => ({ token: loggedInValue(event.output)!.token }) },
                      assign({ signedIn: ({ context, event }) => ({ value: loggedInValue(event.output)!, via: viaOf(context.request) }) }),
                    ],
                    meta: { spec: "LOGIN-11 LOGIN-13 LOGIN-17" },
                  },
                  {
                    target: "#login.succeeded",
                    actions: [
                      { type: "storeToken", params: ({ event }) => ({ token: loggedInValue(event.output)!.token }) },
                      assign({ signedIn: ({ context, event }) => ({ value: loggedInValue(event.output)!, via: viaOf(context.request) }) }),
                    ],
                    meta: { spec: "LOGIN-10" },
                  },
                ],
                onError: [
                  {
                    guard: { type: "isCaptchaDemanded", params: ({ event }) => ({ error: event.error }) },
                    target: "editing",
                    actions: [
                      assign({
                        failure: ({ event }) => toFailure(event.error),
                        captchaShown: true,
                        fields: ({ context }) => ({ ...context.fields, captcha: "" }),
                      }),
                      raise({ type: "captcha.demanded" }),
                    ],
                    meta: { spec: "LOGIN-15 ERR-05" },
                  },
                  {
                    target: "editing",
                    actions: assign({ failure: ({ event }) => toFailure(event.error), fields: ({ context }) => ({ ...context.fields, captcha: "" }) }),
                    meta: { spec: "ERR-05 LOGIN-15" },
                  },
                ],
              },
            },
          },
        },
        captcha: {
          description: "The captcha image, once the platform has asked for it.",
          initial: "hidden",
          on: {
            "captcha.demanded": { target: ".loading", meta: { spec: "LOGIN-15 API-12" } },
          },
          states: {
            hidden: { description: "No captcha is needed yet." },
            ...captchaImageStates("login", "API-12 LOGIN-15"),
          },
        },
      },
    },
    verifying: {
      description: "Two-factor verification for a login from an unregistered IP: the player answers with one of the methods the platform offers.",
      invoke: {
        id: "verificationSms",
        src: "smsCode",
        input: ({ context }) => ({ purpose: "verification" as const, ticket: context.challenge!.ticket }),
      },
      on: {
        "verification.methodSelected": {
          actions: assign({ method: ({ event }) => event.method, answer: "", answerError: {} }),
          meta: { spec: "DEV-02" },
        },
        "verification.answerChanged": {
          actions: assign({ answer: ({ event }) => event.value, answerError: {} }),
          meta: { spec: "LOGIN-16 DEV-02" },
        },
        "verification.smsRequested": {
          guard: "isSmsMethod",
          actions: sendTo("verificationSms", { type: "sms.requested", mobileNum: "", countryDialingCode: "" }),
          meta: { spec: "DEV-02" },
        },
        "verification.cancelled": {
          target: "form",
          actions: assign({ challenge: null, method: null, answer: "", answerError: {}, request: null }),
          meta: { spec: "MODAL-01" },
        },
      },
      initial: "answering",
      states: {
        answering: {
          description: "The player picks a method and types the answer.",
          on: {
            "verification.submitted": [
              {
                guard: "isAnswerMissing",
                actions: assign({ answerError: { answer: { code: "field.required" } } }),
                meta: { spec: "MSG-01" },
              },
              { target: "checking", actions: assign({ failure: null }), meta: { spec: "DEV-02" } },
            ],
          },
        },
        checking: {
          description: "The answer is with the platform.",
          invoke: {
            id: "verify",
            src: "verify",
            input: ({ context }) => ({ ticket: context.challenge!.ticket, method: context.method!, answer: context.answer.trim() }),
            onDone: [
              {
                guard: { type: "mustChangePassword", params: ({ event }) => ({ value: event.output }) },
                target: "#login.changingPassword",
                actions: [
                  { type: "storeToken", params: ({ event }) => ({ token: event.output.token }) },
                  assign({ signedIn: ({ context, event }) => ({ value: event.output, via: viaOf(context.request) }) }),
                ],
                meta: { spec: "LOGIN-11 LOGIN-13 LOGIN-17" },
              },
              {
                target: "#login.succeeded",
                actions: [
                  { type: "storeToken", params: ({ event }) => ({ token: event.output.token }) },
                  assign({ signedIn: ({ context, event }) => ({ value: event.output, via: viaOf(context.request) }) }),
                ],
                meta: { spec: "LOGIN-10" },
              },
            ],
            onError: {
              target: "answering",
              actions: assign({ failure: ({ event }) => toFailure(event.error) }),
              meta: { spec: "ERR-13" },
            },
          },
        },
      },
    },
    changingPassword: {
      description: "The forced change-password step: the password used to log in is held as the old one. The session is marked (cpw) so a reload cannot skip the step.",
      entry: "markPasswordChange",
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ context }) => ({
          account: context.signedIn?.value.userName || context.request?.username || "",
          heldOldPassword: context.request?.password ?? null,
          forced: true,
          passwordRule: context.passwordRule,
          defaultPassword: context.defaultPassword,
        }),
        onDone: [
          {
            guard: { type: "isPasswordChanged", params: ({ event }) => ({ result: event.output }) },
            target: "succeeded",
            actions: ["clearPasswordChangeMark", assign({ signedIn: ({ context }) => ({ ...context.signedIn!, passwordChanged: true }) })],
            meta: { spec: "PWD-05" },
          },
          {
            target: "form",
            actions: [
              "discardToken",
              assign({ signedIn: null, request: null, fields: ({ context }) => ({ ...context.fields, password: "", smsCode: "", captcha: "" }) }),
            ],
            meta: { spec: "SITE-15" },
          },
        ],
      },
    },
    succeeded: {
      description: "The player is logged in; the modal closes and the session loads the member.",
      type: "final",
      entry: [
        {
          type: "rememberUser",
          params: ({ context }) => ({
            remember: context.remember,
            type: context.request?.type ?? "username",
            username: context.request?.type === "username" ? context.request.username : "",
            mobileNum: context.request?.type === "sms" ? context.request.username : "",
            countryDialingCode: context.request?.countryDialingCode ?? "",
          }),
        },
        {
          type: "storeCredential",
          params: ({ context }) => ({
            username: context.request?.type === "username" ? context.request.username : "",
            password: context.request?.type === "username" ? context.request.password : "",
          }),
        },
        assign({
          signedIn: ({ context }) => {
            const username = context.request?.type === "username" ? context.request.username : null;
            const remembered = !context.remember ? null : username ?? undefined;
            return remembered === undefined ? context.signedIn : { ...context.signedIn!, remembered };
          },
        }),
        assign({ fields: ({ context }) => ({ ...EMPTY_FIELDS, countryDialingCode: context.fields.countryDialingCode }), request: null, answer: "" }),
      ],
    },
  },
});
