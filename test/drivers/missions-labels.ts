/**
 * What the player reads on mission activity (`/member/missions`, in English, the language of the missions paths),
 * shared by its jsdom driver (missions.driver.tsx) and its browser driver (test/e2e/paths/drivers/missions.ts), and the
 * platform's wire form of the missions samples' boards.
 */
import type { LeaderRow, Mission, MissionBoard, MissionStatus } from "../../machines/missions/missions.types.ts";
import { formatMoney } from "../../src/views/cashier/money.ts";

/** An amount as the page writes it for its English player (the shipped currency symbol). */
export const missionsMoney = (minor: number): string => formatMoney(minor, "en", "P");

export const MISSIONS_LABEL = {
  loading: "Loading…",
  loadFailed: "Your missions could not be loaded.",
  tryAgain: "Try again",
  refresh: "Refresh",
  claim: "Claim",
  claiming: "Claiming…",
  claimFailed: "The reward could not be claimed.",
  noMissions: "You have no missions right now.",
  noLeaders: "No one is on the leaderboard yet this week.",
  /** The line above the list once a reward was credited. */
  credited: (minor: number) => `${missionsMoney(minor)} was added to your balance.`,
  ownRank: (rank: number) => `Your rank: ${rank.toLocaleString("en")}`,
  status: { inProgress: "In progress", completed: "Completed", claimed: "Claimed", expired: "Expired" } satisfies Record<MissionStatus, string>,
} as const;

const major = (minor: number) => (minor / 100).toFixed(2);
const WIRE_STATUS: Record<MissionStatus, string> = { inProgress: "IN_PROGRESS", completed: "COMPLETED", claimed: "CLAIMED", expired: "EXPIRED" };

/** A mission in the platform's wire form (`MCSFE_getMissionSummaryDetails`): amount goals and progress are decimals, counts whole numbers. */
const wireMission = (m: Mission) => ({
  missionId: m.missionId,
  kind: m.kind,
  goal: m.unit === "amount" ? Number(major(m.goal)) : m.goal,
  progress: m.unit === "amount" ? Number(major(m.progress)) : m.progress,
  reward: major(m.reward),
  status: WIRE_STATUS[m.status],
  endTime: m.endsAt,
  claimId: m.claimId,
});
const wireLeader = (row: LeaderRow) => ({ rank: row.rank, account: row.account, score: major(row.score) });

/** The two reads of a board in the platform's wire form: the missions and the week's leaderboard. */
export function wireBoard(board: MissionBoard): { summary: unknown; leaderboard: unknown } {
  const { periodEnd, list, own } = board.leaderboard;
  return {
    summary: { missions: board.missions.map(wireMission), openCount: board.openCount },
    leaderboard: { periodStart: periodEnd - 7 * 86_400_000, periodEnd, list: list.map(wireLeader), own: own ? wireLeader(own) : null },
  };
}

/** A credited reward in the platform's wire form (`MCSFE_getClaimPromotion`). */
export const wireClaimed = (credit: { claimId: string; amount: number }) => ({ claimId: credit.claimId, amount: major(credit.amount) });
