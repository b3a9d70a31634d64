/**
 * The agent centre's team reports' wire contract (issue 29): Team Betting (`MCSFE_getTeamBetHistory`) and User Profit
 * and Loss (`MCSFE_getTeamProfitLoss`). The platform's own calls and fields for these pages are not in the SPEC or
 * the research (only their page keys are): the names below are the contract this site and its sandbox agree on
 * (deviation RPT-07). Every amount leaves the schema as integer minor units (ADR 0012).
 */
import * as v from "valibot";
import { money } from "./cashier-schemas.ts";
import { BET_CATEGORIES } from "./records-schemas.ts";

const stamp = v.pipe(v.number(), v.integer(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const teamBetSchema = v.looseObject({
  betId: v.pipe(v.string(), v.nonEmpty()),
  betTime: stamp,
  username: v.pipe(v.string(), v.nonEmpty()),
  vendorName: v.string(),
  gameName: v.string(),
  gameCategory: v.picklist(BET_CATEGORIES),
  betAmount: money,
  validBetAmount: money,
  winLoss: money,
});

/** `value` of `MCSFE_getTeamBetHistory`: one page of the team's bets, newest first, with the totals of the whole filter. */
export const teamBetHistorySchema = v.looseObject({
  list: v.array(teamBetSchema),
  totalRecords: count,
  totals: v.looseObject({ betCount: count, betAmount: money, validBetAmount: money, winLoss: money }),
});

const figures = { deposits: money, withdrawals: money, betAmount: money, validBetAmount: money, bonus: money, winLoss: money, profit: money };

export const teamProfitRowSchema = v.looseObject({
  username: v.pipe(v.string(), v.nonEmpty()),
  /** 0 member; 1, 2, 41, 42 agent. */
  accountType: v.pipe(v.number(), v.integer()),
  /** 1 for the agent's direct downlines. */
  level: v.pipe(v.number(), v.integer(), v.minValue(1)),
  ...figures,
});

/** `value` of `MCSFE_getTeamProfitLoss`: one page of downlines' figures with the totals of the whole filter. */
export const teamProfitLossSchema = v.looseObject({
  list: v.array(teamProfitRowSchema),
  totalRecords: count,
  totals: v.looseObject({ memberCount: count, ...figures }),
});

const incomeFigures = { commission: money, dividend: money, salary: money, total: money };

/** `value` of `MCSFE_getAgentIncome`: every day of the range, oldest first, with the totals. */
export const agentIncomeSchema = v.looseObject({
  days: v.array(v.looseObject({ date: v.pipe(v.string(), v.isoDate()), ...incomeFigures })),
  totals: v.looseObject(incomeFigures),
});

export const TEAM_TRANSACTION_TYPES = ["DEPOSIT", "WITHDRAWAL", "TRANSFER", "BONUS"] as const;

/** `value` of `MCSFE_getTeamTransactions`: one page of the team's money movements, newest first, with the filter's sums. */
export const teamTransactionsSchema = v.looseObject({
  list: v.array(
    v.looseObject({
      transactionId: v.pipe(v.string(), v.nonEmpty()),
      time: stamp,
      username: v.pipe(v.string(), v.nonEmpty()),
      type: v.picklist(TEAM_TRANSACTION_TYPES),
      detail: v.string(),
      amount: money,
      reference: v.string(),
    }),
  ),
  totalRecords: count,
  totals: v.looseObject({ credit: money, debit: money }),
});
