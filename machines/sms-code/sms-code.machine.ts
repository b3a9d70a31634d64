import { assign, cancel, fromPromise, raise, setup } from "xstate";
import { checkMobile, DEFAULT_MOBILE_RULE, type FieldError, type FieldRule } from "../auth/fields.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";

/** Which platform call sends the code. */
export type SmsPurpose = "login" | "register" | "recovery" | "verification" | "bind";

export interface SmsCodeInput {
  purpose: SmsPurpose;
  /** The platform's mobile rule (registration settings); a default rule otherwise. */
  mobileRule?: FieldRule;
  /** Two-factor ticket: the code goes to the account's own number, so no number is asked. */
  ticket?: string;
}

export interface SmsRequest {
  purpose: SmsPurpose;
  mobileNum: string;
  countryDialingCode: string;
  ticket?: string;
}

/** `expiredMinutes` from the platform; null when a third-party route sent the code (60 s, SPEC §4). */
export interface SmsSent {
  expiredMinutes: number | null;
}

export interface SmsCodeContext {
  purpose: SmsPurpose;
  mobileRule: FieldRule;
  ticket: string | null;
  request: SmsRequest | null;
  /** Seconds shown on the button. */
  secondsLeft: number;
  /** Length of the current countdown, fixed when the code was sent. */
  countdownFrom: number;
  mobileError: FieldError | null;
  failure: Failure | null;
}

export type SmsCodeEvent =
  | { type: "sms.requested"; mobileNum: string; countryDialingCode: string }
  | { type: "sms.tick" }
  | { type: "sms.numberChanged" }
  | { type: "sms.dismissed" };

/** Seconds until the code may be requested again: 60 × expiredMinutes, 60 s for the third-party route. */
export function countdownSeconds(sent: SmsSent): number {
  return sent.expiredMinutes === null ? 60 : Math.max(1, Math.round(sent.expiredMinutes * 60));
}

const THROTTLE_MS = 1000;

export const smsCodeMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    input: {} as SmsCodeInput,
  },
  actors: {
    requestCode: fromPromise<SmsSent, SmsRequest>(() => Promise.reject(new Error("requestCode is not provided"))),
  },
  delays: {
    throttle: THROTTLE_MS,
    countdown: ({ context }) => context.countdownFrom * 1000,
  },
  guards: {
    isMobileInvalid: described(
      "The mobile number is empty or breaks the mobile rule (checked before anything is sent; not asked for two-factor codes).",
      ({ context, event }) => event.type === "sms.requested" && context.ticket === null && checkMobile(event.mobileNum, context.mobileRule) !== null,
    ),
  },
}).createMachine({
  id: "smsCode",
  description:
    "An SMS verification code: the mobile number is checked first, then the code is requested (at most one request per second); the button counts down 60 × expiredMinutes seconds and no new code can be asked until it reaches zero. A failure shows the platform's message in a warning dialog.",
  context: ({ input }) => ({
    purpose: input.purpose,
    mobileRule: input.mobileRule ?? DEFAULT_MOBILE_RULE,
    ticket: input.ticket ?? null,
    request: null,
    secondsLeft: 0,
    countdownFrom: 0,
    mobileError: null,
    failure: null,
  }),
  on: {
    "sms.numberChanged": {
      actions: assign({ mobileError: null }),
      meta: { spec: "SITE-02" },
    },
  },
  initial: "idle",
  states: {
    idle: {
      description: "The send-code button is available.",
      on: {
        "sms.requested": [
          {
            guard: "isMobileInvalid",
            actions: assign({
              mobileError: ({ context, event }) => checkMobile(event.mobileNum, context.mobileRule),
            }),
            meta: { spec: "SMS-03" },
          },
          {
            target: "requesting",
            actions: assign({
              mobileError: null,
              failure: null,
              request: ({ context, event }) => ({
                purpose: context.purpose,
                mobileNum: event.mobileNum.trim(),
                countryDialingCode: event.countryDialingCode,
                ...(context.ticket ? { ticket: context.ticket } : {}),
              }),
            }),
            meta: { spec: "API-16 API-29" },
          },
        ],
      },
    },
    requesting: {
      description: "The code is being requested; the button is busy.",
      invoke: {
        id: "requestCode",
        src: "requestCode",
        input: ({ context }) => context.request!,
        onDone: {
          target: "counting",
          actions: assign(({ event }) => {
            const seconds = countdownSeconds(event.output);
            return { secondsLeft: seconds, countdownFrom: seconds };
          }),
          meta: { spec: "SMS-01 CONST-01" },
        },
        onError: {
          target: "failed",
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          meta: { spec: "ERR-04" },
        },
      },
    },
    counting: {
      description: "The code was sent; the button shows \"code sent (n)\" and stays disabled until the count reaches zero.",
      entry: raise({ type: "sms.tick" }, { delay: 1000, id: "smsTick" }),
      exit: cancel("smsTick"),
      on: {
        "sms.tick": {
          actions: [
            assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
            cancel("smsTick"),
            raise({ type: "sms.tick" }, { delay: 1000, id: "smsTick" }),
          ],
          meta: { spec: "SMS-01" },
        },
      },
      after: {
        countdown: {
          target: "idle",
          actions: assign({ secondsLeft: 0 }),
          meta: { spec: "SMS-01" },
        },
      },
    },
    failed: {
      description: "The platform refused to send a code; its message is shown in a warning dialog.",
      on: {
        "sms.dismissed": { target: "cooling", actions: assign({ failure: null }), meta: { spec: "ERR-04" } },
      },
    },
    cooling: {
      description: "A request ended less than a second ago; the next one waits (one request per 1000 ms).",
      after: {
        throttle: { target: "idle", meta: { spec: "SMS-04 CONST-01" } },
      },
    },
  },
});
