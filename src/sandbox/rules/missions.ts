/**
 * Mission activity of the sandbox (issue 30 item 2, member-centre page `missionLeaderboard`; wire contract: deviation
 * MIS-04), per member, seeded and deterministic:
 *
 * - Five missions of this week (valid bets today, valid bets this week, deposits this week, login days this week,
 *   games played this week) and two of last week (one claimed, one expired). The progress of the bet and game missions
 *   is read from the member's generated bets (rules/records.ts), the deposit mission's from the cashier ledger's
 *   `DEPOSIT` rows since Monday (a credited deposit moves it); login days are seeded (3 for a member with history).
 * - A mission is completed once its progress reaches its goal; its reward then appears in the reward centre's book
 *   (rules/retention.ts) as a claimable reward of category `MISSION` with its own claimId, expiring with the mission,
 *   and is claimed through `MCSFE_getClaimPromotion` like every reward: credited once through the cashier ledger (a
 *   `REWARD` row), so the balance and the account record follow. A claimed reward makes the mission claimed; a
 *   mission whose end passed before it was claimed is expired.
 * - The leaderboard ranks this week's valid bets: seeded players (masked accounts) and the member's own score.
 *
 * Weeks start on Monday 00:00 UTC of the sandbox clock.
 */
import { type SandboxState, type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { createPrng, hashString } from "../prng.ts";
import { accountOf } from "./cashier-ledger.ts";
import { recordsOf } from "./records.ts";
import { booksOf, type RewardRecord } from "./retention.ts";

export const MISSION_KINDS = ["VALID_BET_TODAY", "VALID_BET_WEEK", "DEPOSIT_WEEK", "LOGIN_DAYS", "GAMES_PLAYED"] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export type MissionStatus = "IN_PROGRESS" | "COMPLETED" | "CLAIMED" | "EXPIRED";

const DAY = 86_400_000;
const AMOUNT_KINDS: ReadonlySet<MissionKind> = new Set(["VALID_BET_TODAY", "VALID_BET_WEEK", "DEPOSIT_WEEK"]);

interface MissionRecord {
  missionId: string;
  kind: MissionKind;
  /** Minor units for the amount kinds, a count for the others. */
  goal: number;
  rewardMinor: number;
  startsAt: number;
  endsAt: number;
  /** Progress frozen at the seed (last week's missions and login days), or null when it is counted live. */
  fixedProgress: number | null;
  /** The reward centre's id of the mission's reward. */
  claimId: string;
}

const seeded = new WeakMap<SandboxState, Map<number, MissionRecord[]>>();

/** Monday 00:00 UTC of the week holding `at`. */
export function weekStart(at: number): number {
  const day = Math.floor(at / DAY) * DAY;
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY;
}

function seedMissions(store: SandboxStore, member: SandboxMember): MissionRecord[] {
  const now = store.now();
  const prng = createPrng(hashString(`missions:${member.account}`));
  const today = Math.floor(now / DAY) * DAY;
  const week = weekStart(now);
  const tag = String(member.id);
  const hasHistory = recordsOf(store, member).bets.length > 0;
  const mission = (n: number, kind: MissionKind, goal: number, rewardMinor: number, startsAt: number, endsAt: number, fixedProgress: number | null): MissionRecord => ({
    missionId: `MS${tag}-${n}`,
    kind,
    goal,
    rewardMinor,
    startsAt,
    endsAt,
    fixedProgress,
    claimId: `MR${tag}-${n}`,
  });
  return [
    mission(1, "VALID_BET_TODAY", prng.int(20, 60) * 10_000, prng.int(5, 15) * 100, today, today + DAY, null),
    mission(2, "LOGIN_DAYS", 3, 800, week, week + 7 * DAY, hasHistory ? 3 : 1),
    mission(3, "VALID_BET_WEEK", prng.int(10, 30) * 100_000, prng.int(30, 80) * 100, week, week + 7 * DAY, null),
    mission(4, "DEPOSIT_WEEK", 100_000, 2000, week, week + 7 * DAY, null),
    mission(5, "GAMES_PLAYED", prng.int(8, 14), 1000, week, week + 7 * DAY, null),
    mission(6, "DEPOSIT_WEEK", 50_000, 1500, week - 7 * DAY, week, 50_000),
    mission(7, "GAMES_PLAYED", 30, 1200, week - 7 * DAY, week, prng.int(10, 25)),
  ];
}

function missionsOf(store: SandboxStore, member: SandboxMember): MissionRecord[] {
  let byMember = seeded.get(store.state);
  if (!byMember) seeded.set(store.state, (byMember = new Map()));
  let own = byMember.get(member.id);
  if (!own) {
    own = seedMissions(store, member);
    byMember.set(member.id, own);
    // Last week's deposit mission was claimed before the sandbox opened (no ledger row: history, like the seeded rewards).
    const claimed = own[5]!;
    booksOf(store, member).rewards.push(rewardOf(claimed, claimed.endsAt - DAY));
  }
  return own;
}

/** The reward's name in the reward centre (the platform's text, in its language). */
const REWARD_NAMES: Readonly<Record<MissionKind, string>> = {
  VALID_BET_TODAY: "Mission: valid bets today",
  VALID_BET_WEEK: "Mission: valid bets this week",
  DEPOSIT_WEEK: "Mission: deposits this week",
  LOGIN_DAYS: "Mission: login days this week",
  GAMES_PLAYED: "Mission: games played this week",
};

const rewardOf = (m: MissionRecord, claimedAt: number | null): RewardRecord => ({
  claimId: m.claimId,
  name: REWARD_NAMES[m.kind],
  category: "MISSION",
  amountMinor: m.rewardMinor,
  expiresAt: m.endsAt,
  claimedAt,
  recordId: claimedAt === null ? null : m.claimId,
});

function progressOf(store: SandboxStore, member: SandboxMember, m: MissionRecord): number {
  if (m.fixedProgress !== null) return m.fixedProgress;
  const end = Math.min(m.endsAt, store.now() + 1);
  const bets = () => recordsOf(store, member).bets.filter((b) => b.betTime >= m.startsAt && b.betTime < end);
  switch (m.kind) {
    case "VALID_BET_TODAY":
    case "VALID_BET_WEEK":
      return bets().reduce((sum, b) => sum + b.validMinor, 0);
    case "GAMES_PLAYED":
      return new Set(bets().map((b) => `${b.vendor}:${b.gameName}`)).size;
    case "DEPOSIT_WEEK":
      return accountOf(store, member)
        .ledger.filter((row) => row.kind === "DEPOSIT" && row.at >= m.startsAt && row.at < end)
        .reduce((sum, row) => sum + row.amount, 0);
    default:
      return 0;
  }
}

/**
 * Puts the reward of every completed mission into the member's reward-centre book (once). Called before the reward
 * book is read or a reward claimed, so a mission completed by a deposit or a bet is claimable at once.
 */
export function syncMissionRewards(store: SandboxStore, member: SandboxMember): void {
  const book = booksOf(store, member).rewards;
  for (const m of missionsOf(store, member)) {
    if (book.some((r) => r.claimId === m.claimId)) continue;
    if (progressOf(store, member, m) >= m.goal && m.endsAt > store.now()) book.push(rewardOf(m, null));
  }
}

const major = (minor: number): number => Number((minor / 100).toFixed(2));

function statusOf(store: SandboxStore, member: SandboxMember, m: MissionRecord, progress: number): MissionStatus {
  const reward = booksOf(store, member).rewards.find((r) => r.claimId === m.claimId);
  if (reward?.claimedAt != null) return "CLAIMED";
  if (m.endsAt <= store.now()) return "EXPIRED";
  return progress >= m.goal ? "COMPLETED" : "IN_PROGRESS";
}

/** `GET MCSFE_getMissionSummaryDetails`: the member's missions, open ones first and each group ending soonest first. */
export function missionSummary(store: SandboxStore, member: SandboxMember) {
  syncMissionRewards(store, member);
  const missions = missionsOf(store, member).map((m) => {
    const progress = Math.min(progressOf(store, member, m), m.goal);
    const status = statusOf(store, member, m, progress);
    const amount = AMOUNT_KINDS.has(m.kind);
    return {
      missionId: m.missionId,
      kind: m.kind,
      goal: amount ? major(m.goal) : m.goal,
      progress: amount ? major(progress) : progress,
      reward: major(m.rewardMinor),
      status,
      endTime: m.endsAt,
      claimId: status === "COMPLETED" || status === "CLAIMED" ? m.claimId : null,
    };
  });
  const open = (s: MissionStatus) => s === "IN_PROGRESS" || s === "COMPLETED";
  missions.sort((a, b) => Number(open(b.status)) - Number(open(a.status)) || a.endTime - b.endTime);
  return { missions, openCount: missions.filter((m) => open(m.status)).length };
}

/** A masked account as the platform shows it on a leaderboard: the first two characters and the last one. */
export function maskAccount(account: string): string {
  return account.length <= 3 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-1)}`;
}

const LEADER_NAMES = ["lucky88", "tigerking", "moonrise", "jadefox", "goldwin", "nightowl", "riverstone", "silverbay", "dragon77", "sunflower", "bluewave", "redlotus"];
export const LEADERBOARD_SIZE = 10;

/** `GET MCSFE_getMissionLeaderboard`: this week's valid bets, best first (top 10), and the member's own row. */
export function missionLeaderboard(store: SandboxStore, member: SandboxMember) {
  const start = weekStart(store.now());
  const prng = createPrng(hashString(`leaderboard:${start}`));
  const others = LEADER_NAMES.map((name) => ({ account: name, score: prng.int(10, 150) * 10_000 + prng.int(0, 99) * 100, self: false }));
  const ownScore = recordsOf(store, member).bets.filter((b) => b.betTime >= start && b.betTime <= store.now()).reduce((sum, b) => sum + b.validMinor, 0);
  const everyone = [...others, { account: member.account, score: ownScore, self: true }].sort((a, b) => b.score - a.score || Number(b.self) - Number(a.self));
  const ranked = everyone.map((p, i) => ({ rank: i + 1, account: maskAccount(p.account), score: major(p.score), self: p.self }));
  const own = ranked.find((p) => p.self)!;
  return {
    periodStart: start,
    periodEnd: start + 7 * DAY,
    list: ranked.slice(0, LEADERBOARD_SIZE).map(({ rank, account, score }) => ({ rank, account, score })),
    own: { rank: own.rank, account: own.account, score: own.score },
  };
}
