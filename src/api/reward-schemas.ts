/**
 * The wire contract of the inbox, the reward centre, cashback and referral (issue 30 item 2). SPEC §7 names only
 * `CSP_unreadCount`; research §4 names the other calls without their fields, so the fields below are the contract
 * this site and its sandbox agree on (deviation RWD-17). Every amount leaves the schema as integer minor units.
 */
import * as v from "valibot";
import { money } from "./cashier-schemas.ts";

const stamp = v.pipe(v.number(), v.integer(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const id = v.pipe(v.string(), v.nonEmpty());

// ── Inbox (CSP_*) ───────────────────────────────────────────────────────────────────────────────────────────────

/** `value` of `CSP_unreadCount`: a bare number (research §1.1). */
export const unreadCountSchema = count;

export const inboxItemSchema = v.looseObject({ messageId: id, title: v.string(), sendTime: stamp, read: v.boolean() });
export const inboxPageSchema = v.looseObject({ list: v.array(inboxItemSchema), pageNo: v.pipe(count, v.minValue(1)), totalPages: count, total: count });
export const inboxMessageSchema = v.looseObject({ messageId: id, title: v.string(), sendTime: stamp, content: v.string() });

// ── Reward centre and cashback ──────────────────────────────────────────────────────────────────────────────────

const claimHistorySchema = v.looseObject({ recordId: id, name: v.string(), category: v.string(), amount: money, claimedAt: stamp });

export const rewardSchema = v.looseObject({ claimId: id, name: v.string(), category: v.string(), amount: money, expiresAt: v.nullable(stamp) });
/** `value` of `MCS2_getPromotionClaimList`: what the member can claim now, and what they claimed (newest first). */
export const rewardBookSchema = v.looseObject({ claimable: v.array(rewardSchema), history: v.array(claimHistorySchema) });
/** `value` of a claim (`MCSFE_getClaimPromotion`, `MCSFE_claimManualRebate`): what was credited. */
export const claimResultSchema = v.looseObject({ claimId: id, amount: money });

export const rebateCategorySchema = v.looseObject({ category: id, amount: money, validBet: money });
/** `value` of `MCSFE_getManualRebate`: the claimable cashback per game category and the claimed history. */
export const rebateBookSchema = v.looseObject({ categories: v.array(rebateCategorySchema), history: v.array(claimHistorySchema) });

// ── Referral ────────────────────────────────────────────────────────────────────────────────────────────────────

/** `value` of `MCSFE_getReferralDetails?autoGenerate=true` (research §4: `referralCode`, `totalInvitations`). */
export const referralDetailsSchema = v.looseObject({ referralCode: id, totalInvitations: count, totalEarned: money });
export const referralFriendsSchema = v.looseObject({ list: v.array(v.looseObject({ account: v.string(), registeredAt: stamp, earned: money })) });
