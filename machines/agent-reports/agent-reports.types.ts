/**
 * The agent centre's team reports (issue 29): Team Betting (personalHistoryCopy) and User Profit and Loss
 * (palStatementsAgentCopy). Amounts are integer minor units (ADR 0012); days are calendar days, `YYYY-MM-DD`.
 */
import { GAME_CATEGORIES } from "../records/records.types.ts";

/** Which report a reports machine serves. */
export type ReportKind = "teamBets" | "memberProfit";

/** Whose figures User Profit and Loss lists: each direct downline with its own team under it, or every member of the team. */
export const PROFIT_SCOPES = ["DIRECT", "ALL"] as const;
export type ProfitScope = (typeof PROFIT_SCOPES)[number];

/** The choices of each report's second list (its first is the default): game category or whose figures. */
export const REPORT_CHOICES: Readonly<Record<ReportKind, readonly string[]>> = {
  teamBets: GAME_CATEGORIES,
  memberProfit: PROFIT_SCOPES,
};

/** What the agent asks for: a range of days, one choice of the report's list and (part of) a downline's username. */
export interface ReportFilter {
  from: string;
  to: string;
  choice: string;
  username: string;
}

/** One page of a report asked of the platform (the username trimmed, empty for everyone). */
export interface ReportQuery extends ReportFilter {
  kind: ReportKind;
  page: number;
  pageSize: number;
}

export interface TeamBetRow {
  betId: string;
  betTime: number;
  username: string;
  vendorName: string;
  gameName: string;
  category: string;
  bet: number;
  validBet: number;
  /** Signed: what the member won (positive) or lost (negative). */
  winLoss: number;
}

export interface TeamBetTotals {
  count: number;
  bet: number;
  validBet: number;
  winLoss: number;
}

/** One downline's figures over the range (with its whole team's when the scope is DIRECT and it is an agent). */
export interface MemberProfitRow {
  username: string;
  isAgent: boolean;
  /** 1 for the agent's direct downlines. */
  level: number;
  deposits: number;
  withdrawals: number;
  bet: number;
  validBet: number;
  bonus: number;
  /** The members' win (positive) or loss (negative) on their bets. */
  winLoss: number;
  /** Win/loss with the bonuses: what the members came out with. */
  profit: number;
}

export type MemberProfitTotals = Omit<MemberProfitRow, "username" | "isAgent" | "level"> & { count: number };

/** One page of a report as the platform answers it: the rows, how many there are in all, and the range's totals. */
export type ReportResult =
  | { kind: "teamBets"; rows: TeamBetRow[]; total: number; totals: TeamBetTotals }
  | { kind: "memberProfit"; rows: MemberProfitRow[]; total: number; totals: MemberProfitTotals };

export const REPORT_PAGE_SIZE = 20;

/** A username search: letters and digits only (every username is), at most this many. */
export const USERNAME_MAX = 20;

/** Why a typed username search cannot be asked for (shown next to the field). */
export type UsernameProblem = "username.invalid";

export function usernameProblem(typed: string): UsernameProblem | null {
  const text = typed.trim();
  return text.length <= USERNAME_MAX && /^[A-Za-z0-9]*$/.test(text) ? null : "username.invalid";
}
