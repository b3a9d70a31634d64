/**
 * Mission activity (member-centre page `missionLeaderboard`): the member's missions with their progress and reward,
 * and this week's leaderboard. Amounts are integer minor units (ADR 0012).
 */
export type MissionKind = "VALID_BET_TODAY" | "VALID_BET_WEEK" | "DEPOSIT_WEEK" | "LOGIN_DAYS" | "GAMES_PLAYED";
/** In progress, completed (its reward claimable), claimed, or expired before it was claimed. */
export type MissionStatus = "inProgress" | "completed" | "claimed" | "expired";

export interface Mission {
  missionId: string;
  kind: MissionKind;
  /** What the goal and progress count: an amount in minor units, or a number of days or games. */
  unit: "amount" | "count";
  goal: number;
  progress: number;
  reward: number;
  status: MissionStatus;
  /** When the mission ends (ms since the epoch). */
  endsAt: number;
  /** The reward centre's id of the reward while the mission is completed or claimed, else null. */
  claimId: string | null;
}

export interface LeaderRow {
  rank: number;
  /** Masked by the platform ("de***o"). */
  account: string;
  /** Valid bets of the period (minor units). */
  score: number;
}

export interface MissionBoard {
  missions: Mission[];
  /** Missions neither claimed nor expired (the menu's badge). */
  openCount: number;
  leaderboard: { periodEnd: number; list: LeaderRow[]; own: LeaderRow | null };
}

/** A mission reward the platform credited. */
export interface MissionClaimed {
  claimId: string;
  amount: number;
}

/** A mission is open while it is in progress or completed and not yet claimed. */
export const isOpen = (m: Mission): boolean => m.status === "inProgress" || m.status === "completed";
