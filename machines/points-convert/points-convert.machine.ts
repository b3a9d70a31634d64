import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { orderReviewActions, orderReviewGuards, orderReviewStates } from "../shared/order-review.ts";
import type { Failure } from "../shared/errors.ts";
import { PAYMENT_PASSWORD_PATTERN } from "../withdraw/withdraw.types.ts";
import type { Conversion, ConvertRequest } from "../points-mall/points.types.ts";

export interface PointsConvertInput {
  /** The member's point balance when the form opened. */
  balance: number;
  /** Points worth 1.00 of balance: a conversion is a whole multiple of it. */
  ratio: number;
  /** The fewest points converted at once. */
  minimumConvert: number;
  /** A prefix unique to this dialog; each review adds a counter to make the conversion's `requestId`. */
  requestPrefix: string;
}

export const CONVERT_FIELDS = ["points", "paymentPassword"] as const;
export type ConvertField = (typeof CONVERT_FIELDS)[number];
export type ConvertFieldError = "field.required" | "points.invalid" | "points.notMultiple" | "points.belowMinimum" | "points.insufficient" | "paymentPassword.format" | "paymentPassword.wrong";
export type ConvertErrors = Partial<Record<ConvertField, ConvertFieldError>>;

export interface PointsConvertContext extends PointsConvertInput {
  fields: Record<ConvertField, string>;
  errors: ConvertErrors;
  reviews: number;
  requestId: string | null;
  conversion: Conversion | null;
  failure: Failure | null;
}

export type PointsConvertEvent =
  | { type: "field.changed"; field: ConvertField; value: string }
  | { type: "convert.all" }
  | { type: "convert.submitted" }
  | { type: "review.back" }
  | { type: "review.confirmed" }
  | { type: "submit.retry" }
  | { type: "submit.back" }
  | { type: "session.resumed" };

const compact = (errors: ConvertErrors): ConvertErrors => Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as ConvertErrors;

/** The points typed as a whole number (digits only, up to 9), or null. */
export const convertPoints = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null);

/** The most points one conversion can take: the balance rounded down to a whole multiple of the ratio. */
export const convertibleMost = (context: Pick<PointsConvertInput, "balance" | "ratio">): number => (context.ratio > 0 ? Math.floor(context.balance / context.ratio) * context.ratio : 0);

/** The form's problems: whole points, a multiple of the ratio, at least the minimum, at most the balance; a six-digit payment password. */
export function convertErrors(context: Pick<PointsConvertContext, "fields" | "balance" | "ratio" | "minimumConvert">): ConvertErrors {
  const { fields } = context;
  const points = convertPoints(fields.points);
  const pointsError: ConvertFieldError | undefined =
    fields.points.trim() === ""
      ? "field.required"
      : points === null
        ? "points.invalid"
        : points % context.ratio !== 0
          ? "points.notMultiple"
          : points < context.minimumConvert
            ? "points.belowMinimum"
            : points > context.balance
              ? "points.insufficient"
              : undefined;
  return compact({
    points: pointsError,
    paymentPassword: fields.paymentPassword === "" ? "field.required" : PAYMENT_PASSWORD_PATTERN.test(fields.paymentPassword) ? undefined : "paymentPassword.format",
  });
}

export function convertRequest(context: PointsConvertContext): ConvertRequest {
  return { points: convertPoints(context.fields.points) ?? 0, paymentPassword: context.fields.paymentPassword, requestId: context.requestId ?? "" };
}

export const pointsConvertMachine = setup({
  types: { context: {} as PointsConvertContext, events: {} as PointsConvertEvent, input: {} as PointsConvertInput },
  actors: {
    submitConvert: fromPromise<Conversion, ConvertRequest>(() => Promise.reject(new Error("submitConvert is not provided"))),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== "field.changed") return {};
      return { fields: { ...context.fields, [event.field]: event.value }, errors: compact({ ...context.errors, [event.field]: undefined }) };
    }),
    ...orderReviewActions<PointsConvertContext, PointsConvertEvent>(),
    storeConversion: assign(({ context }, params: { conversion: Conversion }) => ({ conversion: params.conversion, fields: { ...context.fields, paymentPassword: "" } })),
    /** The points became balance: the mall reads the points again and the header its balance. */
    converted: () => {},
  },
  guards: {
    isFormValid: described(
      "The points are a whole multiple of the ratio, at least the minimum and at most the balance, and the payment password is six digits.",
      ({ context }) => Object.keys(convertErrors(context as PointsConvertContext)).length === 0,
    ),
    ...orderReviewGuards,
  },
}).createMachine({
  id: "pointsConvert",
  description:
    "Converting points to balance (SPEC §7 passwordCheck/MCS2_convertPoint): the points (a whole multiple of the ratio, from the minimum up to the balance; 'All' fills in the most) and the payment password, a review of the money it gives, one conversion per confirmation (checked by the platform), then the points taken and the balance credited.",
  context: ({ input }) => ({ ...input, fields: { points: "", paymentPassword: "" }, errors: {}, reviews: 0, requestId: null, conversion: null, failure: null }),
  initial: "form",
  states: {
    form: {
      description: "The player types the points to convert and the payment password.",
      on: {
        "field.changed": { actions: "setField", meta: { spec: "SITE-02" } },
        "convert.all": {
          actions: assign(({ context }) => ({ fields: { ...context.fields, points: String(convertibleMost(context)) }, errors: compact({ ...context.errors, points: undefined }) })),
          meta: { spec: "PTS-22" },
        },
        "convert.submitted": [
          {
            guard: "isFormValid",
            target: "reviewing",
            actions: assign(({ context }) => ({ reviews: context.reviews + 1, requestId: `${context.requestPrefix}-${context.reviews + 1}`, failure: null })),
            meta: { spec: "PTS-22 CASH-02" },
          },
          { actions: assign({ errors: ({ context }) => convertErrors(context) }), meta: { spec: "PTS-22 SITE-02" } },
        ],
      },
    },
    ...orderReviewStates({
      submit: "submitConvert",
      input: ({ context }: { context: PointsConvertContext }) => convertRequest(context),
      form: "form",
      doneActions: [{ type: "storeConversion", params: ({ event }: { event: { output: Conversion } }) => ({ conversion: event.output }) }, "converted"],
      descriptions: {
        reviewing: "The review: the points and the money they become, before anything is sent.",
        submitting: "The conversion is being sent with the payment password (one request, whatever is pressed meanwhile).",
        submitFailed: "The conversion was refused (too few points, below the minimum) or did not get through; Try again sends the same request, Back returns to the form.",
        awaitingLogin: "The session ended while the conversion was sent: the form waits under the login popup.",
      },
      spec: { done: "PTS-22", wrongPassword: "PTS-22 SITE-02" },
    }),
    done: { type: "final", description: "The points were taken and the money credited to the balance." },
  },
});
