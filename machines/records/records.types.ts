/**
 * The member's records (issue 30 item 1; ADR 0014): betting record, account record, profit and loss, bonus details.
 * Amounts are integer minor units (ADR 0012); days are calendar days in the player's time zone, `YYYY-MM-DD`.
 */

/** Which of the four record pages a records machine serves. */
export type RecordKind = "betting" | "account" | "profit" | "bonus";

/** The game categories a betting record and a profit and loss can be narrowed to (`ALL`: every category). */
export const GAME_CATEGORIES = ["ALL", "LIVE", "SPORTS", "RNG", "FISH", "PVP", "ELOTT", "ESPORTS"] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** The kinds of account-record rows a player can narrow to. */
export const ACCOUNT_TYPES = ["ALL", "DEPOSIT", "WITHDRAWAL", "TRANSFER", "BONUS"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The bonus states a player can narrow to. */
export const BONUS_STATUSES = ["ALL", "ACTIVE", "COMPLETED", "EXPIRED"] as const;
export type BonusStatusFilter = (typeof BONUS_STATUSES)[number];

/** The category choices of each page (its first is the default). */
export const CATEGORY_CHOICES: Readonly<Record<RecordKind, readonly string[]>> = {
  betting: GAME_CATEGORIES,
  profit: GAME_CATEGORIES,
  account: ACCOUNT_TYPES,
  bonus: BONUS_STATUSES,
};

/** What the player asks for: a range of days and one category (or type, or status) of the page. */
export interface RecordFilter {
  from: string;
  to: string;
  category: string;
}

/** One page of records asked of the platform. */
export interface RecordQuery extends RecordFilter {
  kind: RecordKind;
  page: number;
  pageSize: number;
}

export interface BetRow {
  betId: string;
  vendorName: string;
  gameName: string;
  category: Exclude<GameCategory, "ALL">;
  /** When the bet was placed (ms since the epoch). */
  betTime: number;
  bet: number;
  validBet: number;
  /** Signed: what the player won (positive) or lost (negative). */
  winLoss: number;
}

/** Sums over the whole filtered range (not just the page), computed by the platform. */
export interface BetTotals {
  count: number;
  bet: number;
  validBet: number;
  winLoss: number;
}

export type AccountRowType = Exclude<AccountType, "ALL">;

export interface AccountRow {
  transactionId: string;
  at: number;
  type: AccountRowType;
  /** The platform's finer kind, e.g. `TRANSFER_OUT`, `WITHDRAWAL_RETURNED`, `DEPOSIT_BONUS`. */
  detail: string;
  /** Signed: into the main wallet (positive) or out of it (negative). */
  amount: number;
  reference: string;
}

export interface AccountTotals {
  count: number;
  credit: number;
  debit: number;
}

export interface ProfitDay {
  date: string;
  bet: number;
  validBet: number;
  winLoss: number;
  count: number;
}

export type BonusStatus = Exclude<BonusStatusFilter, "ALL">;

export interface BonusRow {
  bonusId: string;
  name: string;
  amount: number;
  /** Valid bets the bonus asks for before it can be withdrawn, and how much of it is done. */
  turnoverRequired: number;
  turnoverDone: number;
  status: BonusStatus;
  issuedAt: number;
}

export interface BonusTotals {
  count: number;
  amount: number;
}

/** One page of records as the platform answers it: the rows, how many there are in all, and the range's totals. */
export type RecordsResult =
  | { kind: "betting"; rows: BetRow[]; total: number; totals: BetTotals }
  | { kind: "account"; rows: AccountRow[]; total: number; totals: AccountTotals }
  | { kind: "profit"; rows: ProfitDay[]; total: number; totals: BetTotals }
  | { kind: "bonus"; rows: BonusRow[]; total: number; totals: BonusTotals };

/** How far back the platform keeps records: today and the 89 days before it. */
export const RECORD_DAYS = 90;

/** Rows per page: a day per row on the profit page (the longest range fits one page). */
export const PAGE_SIZES: Readonly<Record<RecordKind, number>> = { betting: 20, account: 20, profit: RECORD_DAYS, bonus: 20 };
