/** The agent centre's team overview (issue 29 item 2; ADR 0012: amounts are integer minor units). */

export const TEAM_PERIODS = ["today", "yesterday", "last7Days", "last30Days"] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];

export interface TeamOverviewDay {
  /** yyyy-mm-dd. */
  date: string;
  deposits: number;
  withdrawals: number;
  validBets: number;
  /** The team members' win (positive) or loss (negative). */
  profit: number;
}

/** The whole team's figures for a period: the sums of its members' own. */
export interface TeamOverview {
  teamSize: number;
  /** Members with a valid bet in the period. */
  activeMembers: number;
  newMembers: number;
  deposits: number;
  withdrawals: number;
  validBets: number;
  profit: number;
  days: TeamOverviewDay[];
}
