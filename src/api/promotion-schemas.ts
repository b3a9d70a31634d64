/**
 * The promotions' wire contract (issue 30 item 5): categories, the promotion lists for guests and members, join,
 * application, claim and red envelope. Research §4.20 names the list and sign-up calls but not their fields; the
 * fields below are the contract this site and its sandbox agree on (deviation ACT-05). Amounts leave the schema as
 * integer minor units (ADR 0012).
 */
import * as v from "valibot";
import { money } from "./cashier-schemas.ts";

export const WIRE_STATUSES = ["JOIN", "CLAIM", "APPLYING", "CLOSED", "REJECTED", "ISSUED", "CLAIMED", "IN_PROCESS", "SIGNED_UP", "COMING_SOON"] as const;
const status = v.picklist(WIRE_STATUSES);
const stamp = v.pipe(v.number(), v.integer(), v.minValue(0));

export const promotionCategoriesSchema = v.array(v.looseObject({ categoryId: v.pipe(v.string(), v.nonEmpty()), name: v.string() }));

export const promotionSchema = v.looseObject({
  promotionId: v.pipe(v.string(), v.nonEmpty()),
  categoryId: v.string(),
  type: v.picklist(["SIGNUP", "APPLY", "CLAIM", "RAFFLE"]),
  title: v.string(),
  summary: v.optional(v.string(), ""),
  content: v.optional(v.string(), ""),
  imageUrl: v.optional(v.string(), ""),
  startDate: stamp,
  endDate: stamp,
  status,
  rewardAmount: v.optional(v.nullable(money), null),
});
export type WirePromotion = v.InferOutput<typeof promotionSchema>;
export const promotionListSchema = v.array(promotionSchema);

/** `value` of a join, an application or a claim: the promotion's new state (and what a claim paid). */
export const activityOutcomeSchema = v.looseObject({ status, rewardAmount: v.optional(v.nullable(money), null) });
/** `value` of `MCS2_claimRafflePromotion`: the state and the prize drawn. */
export const raffleOutcomeSchema = v.looseObject({ status, prizeAmount: money });
