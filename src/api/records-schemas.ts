/**
 * The records' wire contract (issue 30 item 1; ADR 0014): betting record, account record, personal profit and loss,
 * bonus details. The platform's record calls were not observed (research §4.18 names `ODSFE2_MemTransDet` without
 * fields), so the fields below are the contract this site and its sandbox agree on, declared as a deviation in
 * docs/requirements.md (REC-11). Every amount leaves the schema as integer minor units (src/api/money.ts).
 */
import * as v from "valibot";
import { money } from "./cashier-schemas.ts";

const stamp = v.pipe(v.number(), v.integer(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const id = v.pipe(v.string(), v.nonEmpty());

export const BET_CATEGORIES = ["LIVE", "SPORTS", "RNG", "FISH", "PVP", "ELOTT", "ESPORTS"] as const;

export const betRecordSchema = v.looseObject({
  betId: id,
  vendor: v.string(),
  vendorName: v.string(),
  gameName: v.string(),
  gameCategory: v.picklist(BET_CATEGORIES),
  betTime: stamp,
  betAmount: money,
  validBetAmount: money,
  winLoss: money,
});
export const betTotalsSchema = v.looseObject({ betAmount: money, validBetAmount: money, winLoss: money });
export const bettingRecordsSchema = v.looseObject({ list: v.array(betRecordSchema), totalRecords: count, totals: betTotalsSchema });
/** `value` of `ODSFE2_getBettingRecords`: one page of bets, newest first, with the totals of the whole range. */
export type BettingRecords = v.InferOutput<typeof bettingRecordsSchema>;

export const TRANSACTION_TYPES = ["DEPOSIT", "WITHDRAWAL", "TRANSFER", "BONUS"] as const;
export const transactionSchema = v.looseObject({
  transactionId: id,
  time: stamp,
  type: v.picklist(TRANSACTION_TYPES),
  detail: v.string(),
  amount: money,
  reference: v.string(),
});
export const transactionHistorySchema = v.looseObject({
  list: v.array(transactionSchema),
  totalRecords: count,
  totals: v.looseObject({ credit: money, debit: money }),
});
/** `value` of `ODSFE2_getTransactionHistory`: one page of the main wallet's movements, newest first. */
export type TransactionHistory = v.InferOutput<typeof transactionHistorySchema>;

export const profitDaySchema = v.looseObject({
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  betCount: count,
  betAmount: money,
  validBetAmount: money,
  winLoss: money,
});
export const personalProfitSchema = v.looseObject({
  days: v.array(profitDaySchema),
  totals: v.looseObject({ betCount: count, betAmount: money, validBetAmount: money, winLoss: money }),
});
/** `value` of `ODSFE2_getPersonalProfit`: every day of the range (in the asked time zone), oldest first, and the totals. */
export type PersonalProfit = v.InferOutput<typeof personalProfitSchema>;

export const BONUS_STATES = ["ACTIVE", "COMPLETED", "EXPIRED"] as const;
export const bonusSchema = v.looseObject({
  bonusId: id,
  bonusName: v.string(),
  amount: money,
  turnoverRequired: money,
  turnoverCompleted: money,
  status: v.picklist(BONUS_STATES),
  issuedTime: stamp,
});
export const bonusDetailsSchema = v.looseObject({ list: v.array(bonusSchema), totalRecords: count, totals: v.looseObject({ amount: money }) });
/** `value` of `MCS2_getBonusDetails`: one page of the member's bonuses, newest first. */
export type BonusDetails = v.InferOutput<typeof bonusDetailsSchema>;
