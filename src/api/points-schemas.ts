/**
 * The points mall's and the VIP rank's wire contract (issue 30 items 3 and 4; SPEC §3 points, §7 "Points"; research
 * §4.18, §4.19). Research names the calls and a few fields (`playerRankName`, `nextRankName`,
 * `monthlyTurnover{actual, expected}`); the other fields are the contract this site and its sandbox agree on (PTS-21).
 * Points are whole numbers; money leaves the schema as integer minor units (src/api/money.ts).
 */
import * as v from "valibot";
import { money } from "./cashier-schemas.ts";

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const signed = v.pipe(v.number(), v.integer());
const stamp = v.pipe(v.number(), v.integer(), v.minValue(0));
const paged = <T extends v.GenericSchema>(item: T) => v.looseObject({ list: v.array(item), total: count });

/** `value` of `MCS2_getPointBalance`. */
export const pointBalanceSchema = v.looseObject({ points: count });

/** `value` of `MCS2_getPointConfig`: points per 1.00 when converted, the smallest conversion, the earning rates. */
export const pointConfigSchema = v.looseObject({
  ratio: v.pipe(count, v.minValue(1)),
  minimumConvert: count,
  maximumQuantity: v.pipe(count, v.minValue(1)),
  expires: v.boolean(),
  rates: v.array(v.looseObject({ category: v.string(), rate: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d+(\.\d+)?$/)) })),
});
export type PointConfigWire = v.InferOutput<typeof pointConfigSchema>;

export const REWARD_CATEGORIES = ["GOODS", "GIFT", "PROMOTION"] as const;
export const pointRewardSchema = v.looseObject({
  rewardId: v.pipe(v.string(), v.nonEmpty()),
  rewardName: v.string(),
  category: v.picklist(REWARD_CATEGORIES),
  points: v.pipe(count, v.minValue(1)),
  stock: count,
});
/** `value` of `MCS2_getPointReward`. */
export const pointRewardsSchema = v.looseObject({ list: v.array(pointRewardSchema) });

export const REDEEM_STATUSES = ["IN_PROCESS", "APPROVED", "REJECTED"] as const;
export const redemptionSchema = v.looseObject({
  redeemId: v.pipe(v.string(), v.nonEmpty()),
  rewardId: v.string(),
  rewardName: v.string(),
  quantity: v.pipe(count, v.minValue(1)),
  points: count,
  status: v.picklist(REDEEM_STATUSES),
  remark: v.string(),
  createdAt: stamp,
});
export type RedemptionWire = v.InferOutput<typeof redemptionSchema>;
/** `value` of `MCS2_getRedeemPointList` (newest first). */
export const redeemListSchema = paged(redemptionSchema);

export const POINT_KINDS = ["LIVE", "LOTTERY", "PVP", "RNG", "SPORTS", "FISH", "ESPORTS", "DEPOSIT", "REDEEM", "REDEEM_RETURNED", "CONVERT"] as const;
/** `value` of `ODSFE2_MemTransDet` (points details, newest first). */
export const pointDetailsSchema = paged(
  v.looseObject({ id: v.string(), at: stamp, type: v.picklist(POINT_KINDS), changedPoints: signed, balanceAfter: count, remark: v.string() }),
);

/** `value` of `passwordCheck/MCS2_convertPoint`: the points taken, the money credited, the points left. */
export const convertAnswerSchema = v.looseObject({ convertId: v.string(), points: count, amount: money, balance: count });

/** `value` of `MCSFE_getPlayerRankList` (PTS-21): the levels and their benefits. */
export const vipLevelsSchema = v.looseObject({
  list: v.array(
    v.looseObject({
      rankLevel: count,
      labelName: v.string(),
      monthlyTurnover: money,
      upgradeBonus: money,
      monthlyBonus: money,
      birthdayBonus: money,
      rebatePercent: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d+(\.\d+)?$/)),
      dailyWithdrawals: count,
      vipService: v.boolean(),
    }),
  ),
});

/** `value` of `MCSFE_getPlayerRankProgress` (research §4.19). */
export const rankProgressSchema = v.looseObject({
  rankLevel: count,
  playerRankName: v.string(),
  nextRankName: v.nullable(v.string()),
  monthlyTurnover: v.looseObject({ actual: money, expected: v.nullable(money) }),
});
