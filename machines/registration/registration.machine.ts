import { assign, enqueueActions, fromPromise, raise, sendTo, setup } from "xstate";
import { checkCode, checkMobile, checkRule, compact, hasErrors, withoutError, type FieldError, type FieldErrors, type FieldRule, type FieldRules } from "../auth/fields.ts";
import type { LoginValue, SignedIn } from "../auth/types.ts";
import { smsCodeMachine } from "../sms-code/sms-code.machine.ts";
import { captchaImageStates } from "../auth/captcha-states.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";

export type RegistrationTab = "username" | "mobile";

/** Every field the registration form can show, in display order (SPEC §3 registration user). */
export const REGISTRATION_FIELDS = [
  "username",
  "mobileNum",
  "verificationCode",
  "password",
  "confirmPassword",
  "paymentPassword",
  "payeeName",
  "nickname",
  "email",
  "birthday",
  "address",
  "nationality",
  "occupation",
  "sourceOfIncome",
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "telegram",
  "zalo",
  "idNumber",
  "recommenderId",
  "affiliateCode",
  "captcha",
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number] | "countryDialingCode";
/** Labelled fields beyond the platform's core registration user (SPEC §3 "other labelled fields"). */
const EXTRA_FIELDS = ["nickname", "birthday", "address", "nationality", "occupation", "sourceOfIncome", "telegram", "zalo"] as const;

export interface RegistrationInput {
  /** Whitelabel USERNAMEREG3 / MOBILENUMREG3: which tabs exist (the username tab, first, is the default when on). */
  usernameReg: boolean;
  mobileReg: boolean;
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  mobilePassword: boolean;
  /** REGMOBVERF3: username registration verifies the mobile number with an SMS code. */
  smsVerification: boolean;
  /** AFFMAN3: an affiliate code is checked by the platform first. */
  affiliateCheck: boolean;
  referralCode: string | null;
  affiliateCode: string | null;
  domain: string;
  registerUrl: string;
  defaultDialingCode: string;
  /** The operator's bonus prompts shown once the account exists (config `registrationBonusPrompts`; SPEC §5 text keys). */
  bonusPrompts?: readonly BonusKind[];
}

/** A messenger whose number redeems the registration bonus (SPEC §5: Zalo number ID, WhatsApp). */
export type BonusKind = "zalo" | "whatsapp";
/** What the bonus prompt sends: the numbers the player typed, by messenger. */
export type BonusContact = Partial<Record<BonusKind, string>>;

/** A messenger number: digits (spaces and dashes ignored), an optional leading +, 6 to 15 digits. */
const BONUS_NUMBER = /^\+?[0-9]{6,15}$/;
const bonusNumber = (value: string) => value.replace(/[\s-]/g, "");

/** The bonus prompt's problems: a typed number that is not one; nothing typed at all when Send is pressed. */
export function bonusErrors(kinds: readonly BonusKind[], values: BonusContact): FieldErrors {
  const errors: Record<string, FieldError | null> = {};
  const typed = kinds.filter((kind) => (values[kind] ?? "").trim() !== "");
  for (const kind of kinds) {
    const value = bonusNumber(values[kind] ?? "");
    errors[kind] = value === "" ? (typed.length === 0 ? { code: "field.required" } : null) : BONUS_NUMBER.test(value) ? null : { code: "field.mobile" };
  }
  return compact(errors);
}

/** The numbers sent: only the typed ones, without spaces or dashes. */
export function bonusRequest(kinds: readonly BonusKind[], values: BonusContact): BonusContact {
  return Object.fromEntries(kinds.map((kind) => [kind, bonusNumber(values[kind] ?? "")]).filter(([, value]) => value !== ""));
}

/** The registration user sent to the platform (SPEC §3). */
export interface RegistrationRequest {
  kind: RegistrationTab;
  user: Record<string, string | boolean | null>;
}

export interface VisibleField {
  name: (typeof REGISTRATION_FIELDS)[number];
  required: boolean;
}

export interface RegistrationContext extends RegistrationInput {
  tab: RegistrationTab;
  rules: FieldRules;
  fields: Record<RegistrationField, string>;
  agreement: boolean;
  errors: FieldErrors;
  failure: Failure | null;
  settingsFailure: Failure | null;
  captchaImage: string | null;
  captchaFailure: Failure | null;
  /** A warning dialog: the platform refused the invitation (affiliate) code. */
  dialog: "affiliate.invalid" | null;
  signedIn: SignedIn | null;
  bonusPrompts: readonly BonusKind[];
  /** What the player typed in the bonus prompt. */
  bonus: BonusContact;
}

export type RegistrationEvent =
  | { type: "register.tabSelected"; tab: RegistrationTab }
  | { type: "register.fieldChanged"; field: RegistrationField; value: string }
  | { type: "register.agreementToggled" }
  | { type: "register.reset" }
  | { type: "register.submitted" }
  | { type: "register.dialogDismissed" }
  | { type: "register.retry" }
  | { type: "captcha.refresh" }
  | { type: "captcha.reload" }
  | { type: "sms.requested" }
  | { type: "bonus.changed"; kind: BonusKind; value: string }
  | { type: "bonus.sent" }
  | { type: "bonus.skipped" };

const ALWAYS_REQUIRED = new Set<string>(["username", "password", "confirmPassword", "verificationCode", "paymentPassword"]);

function emptyFields(dialing: string, affiliate: string | null): Record<RegistrationField, string> {
  const fields = Object.fromEntries(REGISTRATION_FIELDS.map((name) => [name, ""])) as Record<RegistrationField, string>;
  fields.countryDialingCode = dialing;
  fields.affiliateCode = affiliate ?? "";
  return fields;
}

const enabled = (rules: FieldRules, name: string) => rules[name]?.enabled === true;

/**
 * The fields of the current tab (SPEC §5): a field shows only if its rule is enabled; the mobile field always shows
 * in the mobile tab; username, password, verification code and payment password are required when shown.
 */
export function visibleFields(context: Pick<RegistrationContext, "tab" | "rules" | "smsVerification" | "mobilePassword">): VisibleField[] {
  const { rules, tab } = context;
  const shown = new Set<string>();
  if (tab === "mobile") {
    shown.add("mobileNum").add("verificationCode");
    if (context.mobilePassword) shown.add("password").add("confirmPassword");
    for (const name of ["affiliateCode", "captcha"]) if (enabled(rules, name)) shown.add(name);
  } else {
    shown.add("username").add("password").add("confirmPassword");
    for (const name of REGISTRATION_FIELDS) if (enabled(rules, name) && name !== "verificationCode") shown.add(name);
    if (context.smsVerification && shown.has("mobileNum")) shown.add("verificationCode");
  }
  return REGISTRATION_FIELDS.filter((name) => shown.has(name)).map((name) => ({
    name,
    required:
      ALWAYS_REQUIRED.has(name) ||
      name === "captcha" ||
      (name === "mobileNum" && (tab === "mobile" || context.smsVerification)) ||
      rules[name]?.required === true,
  }));
}

const ANY: FieldRule = { enabled: true, required: false, acceptedPattern: "*", patternId: 0, minLength: 0, maxLength: 0 };

function fieldError(context: RegistrationContext, field: VisibleField): FieldError | null {
  const value = context.fields[field.name].trim();
  const rule = context.rules[field.name] ?? ANY;
  switch (field.name) {
    case "mobileNum":
      return value === "" && !field.required ? null : checkMobile(value, context.rules.mobileNum ?? undefined);
    case "verificationCode":
      return checkCode(value);
    case "confirmPassword": {
      if (value === "") return { code: "field.required" };
      return value !== context.fields.password.trim() ? { code: "field.mismatch" } : null;
    }
    case "captcha":
      return value === "" ? { code: "field.required" } : null;
    default:
      return checkRule(rule, value, field.required);
  }
}

/** Every problem of the form: each visible field under its rule, the mismatch of the passwords, the agreement. */
export function registrationErrors(context: RegistrationContext): FieldErrors {
  const errors: Record<string, FieldError | null> = {};
  for (const field of visibleFields(context)) errors[field.name] = fieldError(context, field);
  errors.agreement = context.agreement ? null : { code: "field.agreement" };
  return compact(errors);
}

/** The platform's registration user: password copied to confirmPassword; in mobile registration username = mobile. */
export function registrationRequest(context: RegistrationContext): RegistrationRequest {
  const shown = new Set(visibleFields(context).map((f) => f.name));
  const value = (name: RegistrationField) => (shown.has(name as never) ? context.fields[name].trim() : "");
  const mobile = value("mobileNum");
  const password = value("password");
  return {
    kind: context.tab,
    user: {
      username: context.tab === "mobile" ? mobile : value("username"),
      password,
      confirmPassword: password,
      payeeName: value("payeeName"),
      email: value("email"),
      qqNum: value("qqNum"),
      mobileNum: mobile,
      recommenderId: value("recommenderId"),
      captcha: shown.has("captcha") ? value("captcha") : null,
      verificationCode: value("verificationCode"),
      affiliateCode: value("affiliateCode"),
      paymentPassword: value("paymentPassword"),
      line: value("line"),
      whatsapp: value("whatsapp"),
      facebook: value("facebook"),
      wechat: value("wechat"),
      idNumber: value("idNumber"),
      ...Object.fromEntries(EXTRA_FIELDS.filter((name) => shown.has(name)).map((name) => [name, value(name)])),
      referralCode: context.referralCode ?? "",
      domain: context.domain,
      countryDialingCode: context.fields.countryDialingCode,
      registerUrl: context.registerUrl,
      registerMethod: "WEB",
      login: true,
    },
  };
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as SignedIn,
  },
  actors: {
    fetchSettings: fromPromise<FieldRules>(() => Promise.reject(new Error("fetchSettings is not provided"))),
    fetchCaptcha: fromPromise<string>(() => Promise.reject(new Error("fetchCaptcha is not provided"))),
    checkAffiliate: fromPromise<void, { code: string; domain: string }>(() => Promise.reject(new Error("checkAffiliate is not provided"))),
    register: fromPromise<LoginValue, RegistrationRequest>(() => Promise.reject(new Error("register is not provided"))),
    sendBonusContact: fromPromise<void, BonusContact>(() => Promise.reject(new Error("sendBonusContact is not provided"))),
    smsCode: smsCodeMachine,
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
  },
  delays: {
    captchaThrottle: 1000,
  },
  guards: {
    isTabOffered: described(
      "The chosen tab exists: username registration (USERNAMEREG3) or mobile registration (MOBILENUMREG3).",
      ({ context, event }) => event.type === "register.tabSelected" && (event.tab === "username" ? context.usernameReg : context.mobileReg),
    ),
    isFormInvalid: described(
      "A shown field is empty while required, breaks its rule (pattern and length), the passwords differ, or the 18+ and terms agreement is unchecked.",
      ({ context }) => hasErrors(registrationErrors(context as RegistrationContext)),
    ),
    needsAffiliateCheck: described(
      "An affiliate (invitation) code was typed and the affiliate check (AFFMAN3) is on.",
      ({ context }) => context.affiliateCheck && visibleFields(context as RegistrationContext).some((f) => f.name === "affiliateCode") && context.fields.affiliateCode.trim() !== "",
    ),
    hasBonusPrompts: described(
      "The operator switches a Zalo or WhatsApp bonus prompt on (config registrationBonusPrompts).",
      ({ context }) => context.bonusPrompts.length > 0,
    ),
    isBonusInvalid: described(
      "No number was typed, or a typed number is not 6 to 15 digits (an optional leading +).",
      ({ context }) => hasErrors(bonusErrors(context.bonusPrompts, context.bonus)),
    ),
    isCaptchaEnabled: described("The registration rules switch the captcha on.", ({ context }) => context.rules.captcha?.enabled === true),
  },
}).createMachine({
  id: "registration",
  description:
    "Opening an account: the rules come from the platform; username or mobile tab; each shown field checked against its rule; an affiliate code checked by the platform first; encrypted submit under a loading overlay; then the player is logged in.",
  context: ({ input }) => ({
    ...input,
    tab: input.usernameReg || !input.mobileReg ? "username" : "mobile",
    rules: {},
    fields: emptyFields(input.defaultDialingCode, input.affiliateCode),
    agreement: true,
    errors: {},
    failure: null,
    settingsFailure: null,
    captchaImage: null,
    captchaFailure: null,
    dialog: null,
    signedIn: null,
    bonusPrompts: input.bonusPrompts ?? [],
    bonus: {},
  }),
  output: ({ context }) => context.signedIn!,
  initial: "loadingSettings",
  states: {
    loadingSettings: {
      description: "The registration settings and field rules are being fetched.",
      invoke: {
        id: "fetchSettings",
        src: "fetchSettings",
        onDone: {
          target: "form",
          actions: assign({ rules: ({ event }) => event.output, settingsFailure: null }),
          meta: { spec: "API-11" },
        },
        onError: {
          target: "settingsFailed",
          actions: assign({ settingsFailure: ({ event }) => toFailure(event.error) }),
          meta: { spec: "ERR-10 SITE-01" },
        },
      },
    },
    settingsFailed: {
      description: "The settings could not be loaded; the player can try again.",
      on: { "register.retry": { target: "loadingSettings", meta: { spec: "ERR-10 SITE-01" } } },
    },
    form: {
      description: "The registration form is shown.",
      type: "parallel",
      invoke: {
        id: "registerSms",
        src: "smsCode",
        input: ({ context }) => ({ purpose: "register" as const, ...(context.rules.mobileNum ? { mobileRule: context.rules.mobileNum } : {}) }),
      },
      on: {
        "register.fieldChanged": {
          actions: [assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
            errors: ({ context, event }) => withoutError(withoutError(context.errors, event.field), event.field === "password" ? "confirmPassword" : ""),
          }), enqueueActions(({ event, enqueue }) => {
            if (event.field === "mobileNum") enqueue.sendTo("registerSms", { type: "sms.numberChanged" });
          })],
          meta: { spec: "SITE-02" },
        },
        "register.agreementToggled": {
          actions: assign({ agreement: ({ context }) => !context.agreement, errors: ({ context }) => withoutError(context.errors, "agreement") }),
          meta: { spec: "REG-12" },
        },
        "register.reset": {
          actions: assign({
            fields: ({ context }) => emptyFields(context.fields.countryDialingCode, null),
            errors: {},
            failure: null,
            agreement: true,
          }),
          meta: { spec: "REG-13" },
        },
        "sms.requested": {
          actions: sendTo("registerSms", ({ context }) => ({
            type: "sms.requested" as const,
            mobileNum: context.fields.mobileNum,
            countryDialingCode: context.fields.countryDialingCode,
          })),
          meta: { spec: "API-29 SMS-03 DEV-05" },
        },
      },
      states: {
        entry: {
          description: "Typing, checking the affiliate code or submitting.",
          initial: "editing",
          states: {
            editing: {
              description: "The player fills in the fields of the current tab.",
              on: {
                "register.tabSelected": {
                  guard: "isTabOffered",
                  actions: [assign({ tab: ({ event }) => event.tab, errors: {}, failure: null }), raise({ type: "captcha.reload" })],
                  meta: { spec: "REG-05" },
                },
                "register.submitted": [
                  {
                    guard: "isFormInvalid",
                    actions: assign({ errors: ({ context }) => registrationErrors(context) }),
                    meta: { spec: "REG-08 REG-09" },
                  },
                  {
                    guard: "needsAffiliateCheck",
                    target: "checkingAffiliate",
                    actions: assign({ errors: {}, failure: null }),
                    meta: { spec: "REG-10 DEV-07" },
                  },
                  { target: "submitting", actions: assign({ errors: {}, failure: null }), meta: { spec: "REG-06 API-06" } },
                ],
                "register.dialogDismissed": { actions: assign({ dialog: null }), meta: { spec: "ERR-03" } },
              },
            },
            checkingAffiliate: {
              description: "The platform checks the invitation code.",
              invoke: {
                id: "checkAffiliate",
                src: "checkAffiliate",
                input: ({ context }) => ({ code: context.fields.affiliateCode.trim(), domain: context.domain }),
                onDone: { target: "submitting", meta: { spec: "REG-10 DEV-07" } },
                onError: {
                  target: "editing",
                  actions: assign({ dialog: "affiliate.invalid" }),
                  meta: { spec: "ERR-03 REG-10" },
                },
              },
            },
            submitting: {
              description: "The encrypted registration is with the platform; a loading overlay covers the form.",
              invoke: {
                id: "register",
                src: "register",
                input: ({ context }) => registrationRequest(context),
                onDone: [
                  {
                    guard: "hasBonusPrompts",
                    target: "#registration.bonusPrompt",
                    actions: [
                      { type: "storeToken", params: ({ event }) => ({ token: event.output.token }) },
                      assign({ signedIn: ({ event }) => ({ value: event.output, via: "register" as const }) }),
                    ],
                    meta: { spec: "REG-06 REG-15" },
                  },
                  {
                    target: "#registration.registered",
                    actions: [
                      { type: "storeToken", params: ({ event }) => ({ token: event.output.token }) },
                      assign({ signedIn: ({ event }) => ({ value: event.output, via: "register" as const }) }),
                    ],
                    meta: { spec: "REG-06" },
                  },
                ],
                onError: {
                  target: "editing",
                  actions: [
                    assign({ failure: ({ event }) => toFailure(event.error), fields: ({ context }) => ({ ...context.fields, captcha: "" }) }),
                    raise({ type: "captcha.reload" }),
                  ],
                  meta: { spec: "SITE-01" },
                },
              },
            },
          },
        },
        captcha: {
          description: "The registration captcha, when the rules switch it on.",
          initial: "deciding",
          on: {
            "captcha.reload": [
              { guard: "isCaptchaEnabled", target: ".loading", meta: { spec: "REG-05" } },
              { target: ".off", meta: { spec: "REG-11" } },
            ],
          },
          states: {
            deciding: {
              description: "Checks whether the captcha is enabled.",
              always: [
                { guard: "isCaptchaEnabled", target: "loading", meta: { spec: "REG-11" } },
                { target: "off", meta: { spec: "REG-11" } },
              ],
            },
            off: { description: "The captcha is not part of this form." },
            ...captchaImageStates("registration", "API-12 REG-11"),
          },
        },
      },
    },
    bonusPrompt: {
      description: "The account exists; the operator's prompt asks for a Zalo number ID or WhatsApp number to redeem the registration bonus.",
      initial: "editing",
      on: {
        "bonus.skipped": { target: "registered", meta: { spec: "REG-15" } },
      },
      states: {
        editing: {
          description: "The player types a number, sends it or skips.",
          on: {
            "bonus.changed": {
              actions: assign({
                bonus: ({ context, event }) => ({ ...context.bonus, [event.kind]: event.value }),
                errors: ({ context, event }) => withoutError(context.errors, event.kind),
              }),
              meta: { spec: "SITE-02" },
            },
            "bonus.sent": [
              { guard: "isBonusInvalid", actions: assign({ errors: ({ context }) => bonusErrors(context.bonusPrompts, context.bonus) }), meta: { spec: "REG-15" } },
              { target: "sending", actions: assign({ errors: {}, failure: null }), meta: { spec: "REG-15 REG-16" } },
            ],
          },
        },
        sending: {
          description: "The number is with the platform.",
          invoke: {
            id: "sendBonusContact",
            src: "sendBonusContact",
            input: ({ context }) => bonusRequest(context.bonusPrompts, context.bonus),
            onDone: { target: "#registration.registered", meta: { spec: "REG-16" } },
            onError: { target: "editing", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
          },
        },
      },
    },
    registered: { description: "The account exists and the player is logged in.", type: "final" },
  },
});
