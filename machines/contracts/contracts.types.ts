/**
 * Contracts between an agent and a downline (SPEC §3 "Contracts: period valid bet, period profit/loss, active
 * members, rate, daily bet amount, hourly bet amount; real-time salary has profit rate, loss rate, single-bet amount.
 * Periods: Daily, Weekly, Semimonthly, Monthly"). Money in integer minor units (ADR 0012); rates in basis points
 * (1 bp = 0.01 %), so 0.35 % is 35.
 */
import type { ContractKind } from "../agent-centre/agent-centre.types.ts";

export type { ContractKind };

export const CONTRACT_PERIODS = ["daily", "weekly", "semimonthly", "monthly"] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** A rate tier: the rate applies once the period's figures reach all three thresholds. `null` = not typed or not a number. */
export interface RateTier {
  validBet: number | null;
  profitLoss: number | null;
  activeMembers: number | null;
  rateBp: number | null;
}

/** The real-time salary's terms (settled every 5 minutes, SPEC §9). */
export interface RealTimeTerms {
  profitRateBp: number | null;
  lossRateBp: number | null;
  singleBet: number | null;
}

export interface ContractTerms {
  kind: ContractKind;
  period: ContractPeriod;
  /** Dividend and salaries: the rate tiers, lowest first. Real-time salary has none. */
  tiers: readonly RateTier[];
  /** Daily and hourly salary: the bet amount a member must reach in the day or hour. */
  betAmount: number | null;
  realTime: RealTimeTerms | null;
}

/** A contract as the lists show it: its other party, its highest rate and its state. */
export interface ContractSummary {
  contractId: string;
  kind: ContractKind;
  /** The downline's (or, for a contract the player received, the upline's) account. */
  party: string;
  topRateBp: number;
  state: "pending" | "active" | "rejected" | "terminated";
}

/** A contract offer waiting for the player's answer (the contract offer popup). */
export interface ContractOffer {
  contractId: string;
  kind: ContractKind;
  /** The upline who offers it. */
  from: string;
  terms: ContractTerms;
  offeredAt: number;
}

export type TermsField = "tiers" | "betAmount" | "profitRate" | "lossRate" | "singleBet";
export type TermsProblem =
  | "terms.tierMissing"
  | "terms.tierIncomplete"
  | "terms.tierOrder"
  | "terms.rateAboveOwn"
  | "terms.rateInvalid"
  | "field.required"
  | "amount.invalid";
export type TermsErrors = Partial<Record<TermsField, TermsProblem>>;

/** At most this many tiers in one contract. */
export const MAX_TIERS = 10;

const rateProblem = (rate: number | null, ownRateBp: number): TermsProblem | null => {
  if (rate === null) return "field.required";
  if (!Number.isInteger(rate) || rate <= 0) return "terms.rateInvalid";
  return rate > ownRateBp ? "terms.rateAboveOwn" : null;
};

/**
 * What is wrong with an offer's terms (AGT-07): at least one tier and at most ten, every threshold and rate given,
 * thresholds rising from tier to tier (each tier asks more valid bet than the one before) and rates rising with them,
 * no rate above the agent's own (an agent cannot give more than it receives), and for daily and hourly salary a bet
 * amount; real-time salary needs its profit rate, loss rate and single-bet amount.
 */
export function termsProblems(terms: ContractTerms, ownRateBp: number): TermsErrors {
  const errors: TermsErrors = {};
  if (terms.kind === "realTimeSalary") {
    const rt = terms.realTime ?? { profitRateBp: null, lossRateBp: null, singleBet: null };
    const profit = rateProblem(rt.profitRateBp, ownRateBp);
    const loss = rateProblem(rt.lossRateBp, ownRateBp);
    if (profit) errors.profitRate = profit;
    if (loss) errors.lossRate = loss;
    if (rt.singleBet === null) errors.singleBet = "field.required";
    else if (!Number.isInteger(rt.singleBet) || rt.singleBet <= 0) errors.singleBet = "amount.invalid";
    return errors;
  }
  if (terms.tiers.length === 0 || terms.tiers.length > MAX_TIERS) errors.tiers = "terms.tierMissing";
  else if (terms.tiers.some((t) => t.validBet === null || t.profitLoss === null || t.activeMembers === null || t.rateBp === null)) errors.tiers = "terms.tierIncomplete";
  else {
    const rates = terms.tiers.map((t) => rateProblem(t.rateBp, ownRateBp)).find((p) => p !== null);
    const rising = terms.tiers.every((t, i) => i === 0 || (t.validBet! > terms.tiers[i - 1]!.validBet! && t.rateBp! >= terms.tiers[i - 1]!.rateBp!));
    if (rates) errors.tiers = rates;
    else if (!rising) errors.tiers = "terms.tierOrder";
  }
  if (terms.kind === "dailySalary" || terms.kind === "hourlySalary") {
    if (terms.betAmount === null) errors.betAmount = "field.required";
    else if (!Number.isInteger(terms.betAmount) || terms.betAmount <= 0) errors.betAmount = "amount.invalid";
  }
  return errors;
}

/** The highest rate the terms give (the rate compared with a downline's existing contract, AGT-04). */
export function topRate(terms: ContractTerms): number {
  if (terms.kind === "realTimeSalary") return Math.max(terms.realTime?.profitRateBp ?? 0, terms.realTime?.lossRateBp ?? 0);
  return Math.max(0, ...terms.tiers.map((t) => t.rateBp ?? 0));
}

/** Empty terms of a kind: one empty tier (none for real-time salary). */
export function emptyTerms(kind: ContractKind): ContractTerms {
  const tier: RateTier = { validBet: null, profitLoss: null, activeMembers: null, rateBp: null };
  return {
    kind,
    period: kind === "dividend" ? "monthly" : "daily",
    tiers: kind === "realTimeSalary" ? [] : [tier],
    betAmount: null,
    realTime: kind === "realTimeSalary" ? { profitRateBp: null, lossRateBp: null, singleBet: null } : null,
  };
}
