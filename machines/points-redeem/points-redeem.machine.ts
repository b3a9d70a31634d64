import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { orderReviewActions, orderReviewGuards, orderReviewStates } from "../shared/order-review.ts";
import type { Failure } from "../shared/errors.ts";
import { PAYMENT_PASSWORD_PATTERN } from "../withdraw/withdraw.types.ts";
import type { PointReward, Redemption, RedeemRequest } from "../points-mall/points.types.ts";

export interface PointsRedeemInput {
  reward: PointReward;
  /** The member's point balance when the form opened. */
  balance: number;
  maximumQuantity: number;
  /** A prefix unique to this dialog; each review adds a counter to make the redemption's `requestId`. */
  requestPrefix: string;
}

export const REDEEM_FIELDS = ["quantity", "paymentPassword"] as const;
export type RedeemField = (typeof REDEEM_FIELDS)[number];
export type RedeemFieldError = "field.required" | "quantity.invalid" | "quantity.aboveStock" | "points.insufficient" | "paymentPassword.format" | "paymentPassword.wrong";
export type RedeemErrors = Partial<Record<RedeemField, RedeemFieldError>>;

export interface PointsRedeemContext extends PointsRedeemInput {
  fields: Record<RedeemField, string>;
  errors: RedeemErrors;
  reviews: number;
  requestId: string | null;
  redemption: Redemption | null;
  failure: Failure | null;
}

export type PointsRedeemEvent =
  | { type: "field.changed"; field: RedeemField; value: string }
  | { type: "redeem.submitted" }
  | { type: "review.back" }
  | { type: "review.confirmed" }
  | { type: "submit.retry" }
  | { type: "submit.back" }
  | { type: "session.resumed" };

const compact = (errors: RedeemErrors): RedeemErrors => Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as RedeemErrors;

/** The quantity as a whole number, or null. */
export const redeemQuantity = (text: string): number | null => (/^\d{1,3}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null);

/** The form's problems: a whole quantity within the stock and the most per redemption that the balance pays, and a six-digit payment password. */
export function redeemErrors(context: Pick<PointsRedeemContext, "fields" | "reward" | "balance" | "maximumQuantity">): RedeemErrors {
  const { fields, reward } = context;
  const quantity = redeemQuantity(fields.quantity);
  const quantityError: RedeemFieldError | undefined =
    fields.quantity.trim() === ""
      ? "field.required"
      : quantity === null || quantity > context.maximumQuantity
        ? "quantity.invalid"
        : quantity > reward.stock
          ? "quantity.aboveStock"
          : quantity * reward.points > context.balance
            ? "points.insufficient"
            : undefined;
  return compact({
    quantity: quantityError,
    paymentPassword: fields.paymentPassword === "" ? "field.required" : PAYMENT_PASSWORD_PATTERN.test(fields.paymentPassword) ? undefined : "paymentPassword.format",
  });
}

export function redeemRequest(context: PointsRedeemContext): RedeemRequest {
  return { rewardId: context.reward.rewardId, quantity: redeemQuantity(context.fields.quantity) ?? 0, paymentPassword: context.fields.paymentPassword, requestId: context.requestId ?? "" };
}

export const pointsRedeemMachine = setup({
  types: { context: {} as PointsRedeemContext, events: {} as PointsRedeemEvent, input: {} as PointsRedeemInput },
  actors: {
    submitRedeem: fromPromise<Redemption, RedeemRequest>(() => Promise.reject(new Error("submitRedeem is not provided"))),
    fetchRedemption: fromPromise<Redemption | null, { redeemId: string }>(() => Promise.reject(new Error("fetchRedemption is not provided"))),
  },
  delays: { statusPoll: 15_000 },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== "field.changed") return {};
      return { fields: { ...context.fields, [event.field]: event.value }, errors: compact({ ...context.errors, [event.field]: undefined }) };
    }),
    ...orderReviewActions<PointsRedeemContext, PointsRedeemEvent>(),
    storeRedemption: assign(({ context }, params: { redemption: Redemption }) => ({ redemption: params.redemption, fields: { ...context.fields, paymentPassword: "" } })),
    /** The points were taken (or the redemption's state changed): the mall reads the balance and the history again. */
    redeemed: () => {},
  },
  guards: {
    isFormValid: described(
      "The quantity is a whole number within the stock and the most per redemption, the balance pays for it, and the payment password is six digits.",
      ({ context }) => Object.keys(redeemErrors(context as PointsRedeemContext)).length === 0,
    ),
    isDecided: described(
      "The platform's answer says the redemption has left “in process” (approved or rejected).",
      (_, params: { redemption: Redemption | null }) => params.redemption !== null && params.redemption.status !== "inProcess",
    ),
    isApproved: described("The redemption was approved.", ({ context }) => (context as PointsRedeemContext).redemption?.status === "approved"),
    ...orderReviewGuards,
  },
}).createMachine({
  id: "pointsRedeem",
  description:
    "Redeeming a points reward: the quantity and the payment password, a review of the points it costs, one redemption per confirmation (checked by the platform), then the redemption's state as SPEC §4 lists it — in process until the operator's review, then approved or rejected (the points come back).",
  context: ({ input }) => ({ ...input, fields: { quantity: "1", paymentPassword: "" }, errors: {}, reviews: 0, requestId: null, redemption: null, failure: null }),
  initial: "form",
  states: {
    form: {
      description: "The player chooses the quantity and types the payment password.",
      on: {
        "field.changed": { actions: "setField", meta: { spec: "SITE-02" } },
        "redeem.submitted": [
          {
            guard: "isFormValid",
            target: "reviewing",
            actions: assign(({ context }) => ({ reviews: context.reviews + 1, requestId: `${context.requestPrefix}-${context.reviews + 1}`, failure: null })),
            meta: { spec: "PTS-06 CASH-02" },
          },
          { actions: assign({ errors: ({ context }) => redeemErrors(context) }), meta: { spec: "PTS-06 SITE-02" } },
        ],
      },
    },
    ...orderReviewStates({
      submit: "submitRedeem",
      input: ({ context }: { context: PointsRedeemContext }) => redeemRequest(context),
      form: "form",
      doneActions: [{ type: "storeRedemption", params: ({ event }: { event: { output: Redemption } }) => ({ redemption: event.output }) }, "redeemed"],
      descriptions: {
        reviewing: "The review: the reward, the quantity and the points it costs, before anything is sent.",
        submitting: "The redemption is being sent with the payment password (one request, whatever is pressed meanwhile).",
        submitFailed: "The redemption was refused (too few points, sold out) or did not get through; Try again sends the same request, Back returns to the form.",
        awaitingLogin: "The session ended while the redemption was sent: the form waits under the login popup.",
      },
      spec: { done: "PTS-06 PTS-07", wrongPassword: "PTS-06 SITE-02" },
    }),
    done: {
      description: "The redemption was made; its state follows the operator's review.",
      initial: "inProcess",
      states: {
        inProcess: {
          description: "In process: the points are taken and the operator reviews the redemption; the state is read again every 15 seconds.",
          after: { statusPoll: { target: "checking", meta: { spec: "PTS-07" } } },
        },
        checking: {
          description: "The redemption's state is being read again.",
          invoke: {
            id: "fetchRedemption",
            src: "fetchRedemption",
            input: ({ context }) => ({ redeemId: context.redemption?.redeemId ?? "" }),
            onDone: [
              {
                guard: { type: "isDecided", params: ({ event }) => ({ redemption: event.output }) },
                target: "decided",
                actions: [assign({ redemption: ({ event }) => event.output }), "redeemed"],
                meta: { spec: "PTS-07" },
              },
              { target: "inProcess", meta: { spec: "PTS-07" } },
            ],
            onError: { target: "inProcess", meta: { spec: "PTS-07 SITE-01" } },
          },
        },
        decided: {
          description: "The operator decided.",
          always: [
            { guard: "isApproved", target: "#pointsRedeem.approved", meta: { spec: "PTS-07" } },
            { target: "#pointsRedeem.rejected", meta: { spec: "PTS-07" } },
          ],
        },
      },
    },
    // The redemption's end: nothing more happens to it.
    approved: { type: "final", description: "Approved: the reward is on its way." },
    rejected: { type: "final", description: "Rejected (with the operator's remark): the points were returned." },
  },
});
