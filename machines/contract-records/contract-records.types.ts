/**
 * An agent's contracts of one kind and the records they paid (issue 29; SPEC §3 "Contracts", §4, §9). The four
 * contract pages of the agent centre (dividend, daily, hourly and real-time salary) show them. Amounts are integer
 * minor units (ADR 0012); rates are basis points (150 = 1.5 %); days are the platform's calendar days, `YYYY-MM-DD`.
 */
import type { ContractKind } from "../agent-centre/agent-centre.types.ts";

export type { ContractKind };

/** The periods the records are summed over (SPEC §3 "Periods: Daily, Weekly, Semimonthly, Monthly"). */
export const CONTRACT_PERIODS = ["DAILY", "WEEKLY", "SEMIMONTHLY", "MONTHLY"] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** A contract's state (SPEC §4: the downline accepts, rejects or terminates an offer). */
export type ContractState = "pending" | "active" | "rejected" | "terminated";

/** Which side of the contract the agent is on: it gave the contract to a downline, or its upline gave it to it. */
export type ContractSide = "upline" | "downline";

/**
 * One tier of a contract's terms: what the team must reach for the tier's rate (SPEC §3). A dividend tier asks for
 * a period valid bet, a period loss of the team (profit/loss) and active members; a daily-salary tier a daily bet
 * amount and active members; an hourly-salary tier an hourly bet amount and active members.
 */
export interface ContractTier {
  /** Valid bets of the period (dividend), of the day (daily salary) or of an hour (hourly salary) the tier asks for. */
  betAmount: number;
  /** The team's loss over the period the tier asks for (dividend only; 0 otherwise). */
  profitLoss: number;
  activeMembers: number;
  /** Basis points. */
  rate: number;
}

/** The terms of a real-time salary contract (SPEC §3: profit rate, loss rate, single-bet amount). */
export interface RealTimeTerms {
  /** Basis points of a settlement's valid bets paid when the team won in it. */
  profitRate: number;
  /** Basis points of a settlement's valid bets paid when the team lost in it. */
  lossRate: number;
  /** The smallest single bet that counts. */
  singleBetAmount: number;
}

export interface Contract {
  contractId: string;
  kind: ContractKind;
  side: ContractSide;
  /** The other party: the downline the agent gave the contract to, or the agent's upline. */
  counterpart: string;
  state: ContractState;
  /** When it was offered, and when it was last answered (accepted, rejected, terminated) or null (ms since the epoch). */
  offeredAt: number;
  decidedAt: number | null;
  /** The tiers, lowest first (empty for real-time salary). */
  tiers: ContractTier[];
  realTime: RealTimeTerms | null;
}

/** What one contract paid over one period. */
export interface ContractRecord {
  recordId: string;
  contractId: string;
  side: ContractSide;
  counterpart: string;
  /** The period's first and last day. */
  from: string;
  to: string;
  validBet: number;
  /** Signed: the team's win (positive) or loss (negative). */
  profitLoss: number;
  activeMembers: number;
  /** Basis points: what was paid over the valid bets (dividend: over the loss). */
  rate: number;
  amount: number;
}

/** One real-time salary settlement (every 5 minutes, SPEC §9). */
export interface Settlement {
  settledAt: number;
  contractId: string;
  side: ContractSide;
  counterpart: string;
  validBet: number;
  profitLoss: number;
  rate: number;
  amount: number;
}

/** The records asked of the platform: one page of one kind's records over one period. */
export interface ContractRecordsQuery {
  kind: ContractKind;
  period: ContractPeriod;
  page: number;
  pageSize: number;
}

/** The platform's answer: the agent's contracts of the kind, one page of records with their count and totals. */
export interface ContractRecordsResult {
  contracts: Contract[];
  records: ContractRecord[];
  total: number;
  /** Sums over every record of the period kind, not just the page: what the agent received and what it paid. */
  totals: { received: number; paid: number };
  /** The platform's clock when it answered (ms since the epoch). */
  serverTime: number;
  /** Real-time salary only: the next settlement, and the last settlements, newest first. */
  nextSettlementAt: number | null;
  settlements: Settlement[];
}

/** Records per page. */
export const CONTRACT_PAGE_SIZE = 20;

/** Real-time salary settles every 5 minutes (SPEC §9). */
export const SETTLEMENT_INTERVAL_MS = 5 * 60 * 1000;
