/**
 * The agent centre's team reports (issue 29): Team Betting (personalHistoryCopy), User Profit and Loss
 * (palStatementsAgentCopy), My Income (agentRevenueReport) and Transaction Details
 * (agentDownlineTransactionDetailsCopy). Amounts are integer minor units (ADR 0012); days are calendar days,
 * `YYYY-MM-DD`.
 */
import { ACCOUNT_TYPES, GAME_CATEGORIES, RECORD_DAYS } from "../records/records.types.ts";

/** Which report a reports machine serves. */
export type ReportKind = "teamBets" | "memberProfit" | "income" | "transactions";

/** Whose figures User Profit and Loss lists: each direct downline with its own team under it, or every member of the team. */
export const PROFIT_SCOPES = ["DIRECT", "ALL"] as const;

/** The choices of each report's list (its first is the default): game category, whose figures, or transaction type; My Income has none. */
export const REPORT_CHOICES: Readonly<Record<ReportKind, readonly string[]>> = {
  teamBets: GAME_CATEGORIES,
  memberProfit: PROFIT_SCOPES,
  income: [],
  transactions: ACCOUNT_TYPES,
};

/** Which reports narrow to a downline's username (My Income is the agent's own). */
export const HAS_USERNAME: Readonly<Record<ReportKind, boolean>> = {
  teamBets: true,
  memberProfit: true,
  income: false,
  transactions: true,
};

/** The orders User Profit and Loss can list its rows in (its first is the default). */
export const PROFIT_SORTS = ["VALID_BET_DESC", "PROFIT_DESC", "PROFIT_ASC", "DEPOSITS_DESC"] as const;

/** The orders of each report (none: the platform's own, newest first or by day). */
export const REPORT_SORTS: Readonly<Record<ReportKind, readonly string[]>> = {
  teamBets: [],
  memberProfit: PROFIT_SORTS,
  income: [],
  transactions: [],
};

/** What the agent asks for: a range of days, one choice of the report's list, (part of) a downline's username and an order. */
export interface ReportFilter {
  from: string;
  to: string;
  choice: string;
  username: string;
  /** One of the report's {@link REPORT_SORTS}, empty when it has none. */
  sort: string;
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

/** One day of the agent's own income. */
export interface IncomeDay {
  date: string;
  /** The agent's commission on the team's valid bets of the day. */
  commission: number;
  /** Dividends and salaries the agent's contracts with its upline paid for the day. */
  dividend: number;
  salary: number;
  total: number;
}

export type IncomeTotals = Omit<IncomeDay, "date">;

export type TransactionType = "DEPOSIT" | "WITHDRAWAL" | "TRANSFER" | "BONUS";

/** One money movement of a downline's main wallet. */
export interface TransactionRow {
  transactionId: string;
  at: number;
  username: string;
  type: TransactionType;
  /** The platform's finer kind, e.g. `UPLINE_TRANSFER_IN`, `DEPOSIT_BONUS`. */
  detail: string;
  /** Signed: into the downline's wallet (positive) or out of it (negative). */
  amount: number;
  reference: string;
}

export interface TransactionTotals {
  count: number;
  credit: number;
  debit: number;
}

/** One page of a report as the platform answers it: the rows, how many there are in all, and the range's totals. */
export type ReportResult =
  | {
      kind: "teamBets";
      rows: TeamBetRow[];
      total: number;
      totals: TeamBetTotals;
    }
  | {
      kind: "memberProfit";
      rows: MemberProfitRow[];
      total: number;
      totals: MemberProfitTotals;
    }
  | { kind: "income"; rows: IncomeDay[]; total: number; totals: IncomeTotals }
  | {
      kind: "transactions";
      rows: TransactionRow[];
      total: number;
      totals: TransactionTotals;
    };

/** Rows per page: a day per row on My Income (the longest range fits one page). */
export const REPORT_PAGE_SIZES: Readonly<Record<ReportKind, number>> = {
  teamBets: 20,
  memberProfit: 20,
  income: RECORD_DAYS,
  transactions: 20,
};

/** A username search: letters and digits only (every username is), at most this many. */
export const USERNAME_MAX = 20;

/** Why a typed username search cannot be asked for (shown next to the field). */
export type UsernameProblem = "username.invalid";

export function usernameProblem(typed: string): UsernameProblem | null {
  const text = typed.trim();
  return text.length <= USERNAME_MAX && /^[A-Za-z0-9]*$/.test(text) ? null : "username.invalid";
}
