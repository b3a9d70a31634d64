import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { countWords, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS, FEEDBACK_TYPES, type FeedbackReceipt, type FeedbackRequest, type FeedbackType } from "./feedback.types.ts";

export type FeedbackField = "type" | "content";

export type FeedbackError = { code: "type.required" } | { code: "content.required" } | { code: "content.tooShort"; min: number; words: number } | { code: "content.tooLong"; max: number; words: number };
export type FeedbackErrors = Partial<Record<FeedbackField, FeedbackError>>;

export interface FeedbackInput {
  /** A prefix unique to this page visit; each feedback adds a counter to make its `requestId`. */
  requestPrefix: string;
}

export interface FeedbackContext {
  requestPrefix: string;
  type: FeedbackType | null;
  content: string;
  errors: FeedbackErrors;
  failure: Failure | null;
  sent: number;
  /** The feedback on its way or refused by a failure: a retry sends the same one. */
  requestId: string | null;
  receipt: FeedbackReceipt | null;
}

export type FeedbackEvent =
  | { type: "feedback.typePicked"; value: string }
  | { type: "feedback.contentChanged"; value: string }
  | { type: "feedback.submitted" }
  | { type: "feedback.again" };

const isFeedbackType = (value: string): value is FeedbackType => (FEEDBACK_TYPES as readonly string[]).includes(value);

/** A question type picked; the text between the word bounds. */
export function feedbackErrors(context: Pick<FeedbackContext, "type" | "content">): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (context.type === null) errors.type = { code: "type.required" };
  const words = countWords(context.content);
  if (words === 0) errors.content = { code: "content.required" };
  else if (words < FEEDBACK_MIN_WORDS) errors.content = { code: "content.tooShort", min: FEEDBACK_MIN_WORDS, words };
  else if (words > FEEDBACK_MAX_WORDS) errors.content = { code: "content.tooLong", max: FEEDBACK_MAX_WORDS, words };
  return errors;
}

export const feedbackMachine = setup({
  types: { context: {} as FeedbackContext, events: {} as FeedbackEvent, input: {} as FeedbackInput },
  actors: {
    sendFeedback: fromPromise<FeedbackReceipt, FeedbackRequest>(() => Promise.reject(new Error("sendFeedback is not provided"))),
  },
  guards: {
    isValid: described(`A question type is picked and the text has ${FEEDBACK_MIN_WORDS} to ${FEEDBACK_MAX_WORDS} words.`, ({ context }) => Object.keys(feedbackErrors(context as FeedbackContext)).length === 0),
  },
}).createMachine({
  id: "feedback",
  description:
    "Feedback and complaints (/feedback, a member's): a question type and the text, between the word bounds. A problem shows next to its field and the text stays; the feedback is sent once (one requestId; Try again after a failure sends the same one) and ends with a confirmation.",
  context: ({ input }) => ({ requestPrefix: input.requestPrefix, type: null, content: "", errors: {}, failure: null, sent: 0, requestId: null, receipt: null }),
  initial: "editing",
  states: {
    editing: {
      description: "The form as typed, with each field's problem next to it and the last failure under it.",
      on: {
        "feedback.typePicked": {
          description: "A type is picked (an unknown one leaves none picked); the next send is a new feedback.",
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors.type;
            return { type: isFeedbackType(event.value) ? event.value : null, errors, requestId: null };
          }),
          meta: { spec: "SITE-02 CNT-13" },
        },
        "feedback.contentChanged": {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors.content;
            return { content: event.value, errors, requestId: null };
          }),
          meta: { spec: "SITE-02 CNT-13" },
        },
        "feedback.submitted": [
          {
            guard: "isValid",
            target: "sending",
            actions: assign(({ context }) => ({
              errors: {},
              failure: null,
              requestId: context.requestId ?? `${context.requestPrefix}-${context.sent + 1}`,
              sent: context.requestId ? context.sent : context.sent + 1,
            })),
            meta: { spec: "CNT-13 CNT-14" },
          },
          { actions: assign(({ context }) => ({ errors: feedbackErrors(context), failure: null })), meta: { spec: "SITE-02 CNT-13" } },
        ],
      },
    },
    sending: {
      description: "The feedback is with the platform; the form stays as typed and further presses send nothing.",
      invoke: {
        id: "sendFeedback",
        src: "sendFeedback",
        input: ({ context }) => ({ type: context.type ?? "OTHER", content: context.content.trim(), requestId: context.requestId ?? `${context.requestPrefix}-${context.sent}` }),
        onDone: { target: "sent", actions: assign({ receipt: ({ event }) => event.output, requestId: null }), meta: { spec: "CNT-14" } },
        onError: { target: "editing", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01 CNT-14" } },
      },
    },
    sent: {
      description: "The confirmation: the feedback's number; customer service answers in the member's messages.",
      on: {
        "feedback.again": { target: "editing", actions: assign({ type: null, content: "", errors: {}, failure: null, receipt: null }), meta: { spec: "CNT-14" } },
      },
    },
  },
});
