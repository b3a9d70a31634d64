/**
 * Seed data of the points mall and the VIP levels (issue 30 items 3 and 4; SPEC §3 points, §9 point rates). Fixed
 * and deterministic: the rewards catalogue, the earning rates per game category, the conversion ratio, the VIP
 * levels with their benefits, and each demo member's points history (generated from the member id, so a reset
 * gives the same rows).
 */
import { createPrng } from "../prng.ts";

/** Game categories that earn points and their rates (SPEC §3, §9): points per 1.00 of valid bet. */
export const POINT_RATES = [
  { category: "LIVE", rate: "0.70" },
  { category: "SPORTS", rate: "1.00" },
  { category: "FISH", rate: "1.20" },
  { category: "RNG", rate: "1.20" },
  { category: "PVP", rate: "1.00" },
  { category: "ESPORTS", rate: "1.00" },
] as const;

/** Points worth 1.00 of the wallet currency when converted. */
export const POINTS_PER_UNIT = 100;
/** The smallest conversion (points). */
export const MINIMUM_CONVERT = 1_000;
/** A redemption waits this long (sandbox clock) for the operator's review before it is approved. */
export const REDEEM_REVIEW_MS = 2 * 60_000;
/** Most of one reward in one redemption. */
export const MAXIMUM_QUANTITY = 10;

export type RewardCategory = "GOODS" | "GIFT" | "PROMOTION";

export interface RewardSeed {
  rewardId: string;
  rewardName: string;
  category: RewardCategory;
  points: number;
  /** Units left; 0 = sold out (refused). */
  stock: number;
  /** The operator turns every redemption of this reward down at review (shows the rejected state). */
  rejects?: string;
}

export const REWARDS: readonly RewardSeed[] = [
  { rewardId: "R100", rewardName: "Free spins x10", category: "PROMOTION", points: 800, stock: 500 },
  { rewardId: "R101", rewardName: "Deposit bonus 10%", category: "PROMOTION", points: 2_500, stock: 200 },
  { rewardId: "R102", rewardName: "Gift card 50", category: "GIFT", points: 5_500, stock: 80 },
  { rewardId: "R103", rewardName: "Wireless earbuds", category: "GOODS", points: 18_000, stock: 12 },
  { rewardId: "R104", rewardName: "Team jersey", category: "GOODS", points: 9_000, stock: 25, rejects: "Size out of stock" },
  { rewardId: "R105", rewardName: "Smart watch", category: "GOODS", points: 60_000, stock: 3 },
  { rewardId: "R106", rewardName: "Cinema tickets x2", category: "GIFT", points: 3_200, stock: 0 },
  { rewardId: "R107", rewardName: "Cashback boost 1 day", category: "PROMOTION", points: 1_500, stock: 300 },
];

/** Points each demo account starts with (generated history sums to it). */
export const OPENING_POINTS: Readonly<Record<string, number>> = {
  demo: 12_480,
  agent01: 4_350,
  newbie: 0,
  expired: 1_920,
  vipgold: 186_400,
  traveller: 640,
};

export type PointKind = "LIVE" | "LOTTERY" | "PVP" | "RNG" | "SPORTS" | "FISH" | "ESPORTS" | "DEPOSIT" | "REDEEM" | "REDEEM_RETURNED" | "CONVERT";

export interface PointRow {
  id: string;
  at: number;
  kind: PointKind;
  /** Signed points. */
  points: number;
  balanceAfter: number;
  remark: string;
}

const EARNING: readonly PointKind[] = ["LIVE", "SPORTS", "RNG", "FISH", "PVP", "ESPORTS", "LOTTERY", "DEPOSIT"];

/**
 * The earning history that leads to `total` points: 6–18 rows over the 30 days before `now`, oldest first, each a
 * category's points for a day's play (or a deposit bonus), summing exactly to `total`.
 */
export function seedPointRows(memberId: number, total: number, now: number): PointRow[] {
  if (total <= 0) return [];
  const prng = createPrng(memberId * 7919);
  const count = prng.int(6, 18);
  const weights = Array.from({ length: count }, () => prng.int(1, 20));
  const sum = weights.reduce((a, b) => a + b, 0);
  const amounts = weights.map((w) => Math.floor((w / sum) * total));
  amounts[amounts.length - 1]! += total - amounts.reduce((a, b) => a + b, 0);
  const day = 86_400_000;
  const times = amounts.map(() => now - prng.int(1, 30 * 24) * (day / 24)).sort((a, b) => a - b);
  let running = 0;
  return amounts.map((points, i) => {
    running += points;
    const kind = prng.pick(EARNING);
    return { id: `PT${memberId}-${String(i + 1).padStart(3, "0")}`, at: times[i]!, kind, points, balanceAfter: running, remark: kind === "DEPOSIT" ? "Deposit bonus" : "Daily play" };
  });
}

/** A VIP level with its benefits (amounts in minor units). */
export interface VipLevelSeed {
  rankLevel: number;
  labelName: string;
  /** Valid turnover of a month that reaches this level (minor units). */
  monthlyTurnover: number;
  upgradeBonus: number;
  monthlyBonus: number;
  birthdayBonus: number;
  /** Cashback on valid bets, percent as text ("0.50"). */
  rebatePercent: string;
  dailyWithdrawals: number;
}

export const VIP_LEVELS: readonly VipLevelSeed[] = [
  { rankLevel: 0, labelName: "VIP0", monthlyTurnover: 0, upgradeBonus: 0, monthlyBonus: 0, birthdayBonus: 0, rebatePercent: "0.30", dailyWithdrawals: 3 },
  { rankLevel: 1, labelName: "VIP1", monthlyTurnover: 100_000, upgradeBonus: 1_000, monthlyBonus: 0, birthdayBonus: 2_000, rebatePercent: "0.40", dailyWithdrawals: 3 },
  { rankLevel: 2, labelName: "VIP2", monthlyTurnover: 500_000, upgradeBonus: 5_000, monthlyBonus: 2_000, birthdayBonus: 5_000, rebatePercent: "0.50", dailyWithdrawals: 5 },
  { rankLevel: 3, labelName: "VIP3", monthlyTurnover: 2_000_000, upgradeBonus: 18_800, monthlyBonus: 8_800, birthdayBonus: 18_800, rebatePercent: "0.60", dailyWithdrawals: 5 },
  { rankLevel: 4, labelName: "VIP4", monthlyTurnover: 5_000_000, upgradeBonus: 38_800, monthlyBonus: 18_800, birthdayBonus: 38_800, rebatePercent: "0.70", dailyWithdrawals: 8 },
  { rankLevel: 5, labelName: "VIP5", monthlyTurnover: 15_000_000, upgradeBonus: 88_800, monthlyBonus: 38_800, birthdayBonus: 88_800, rebatePercent: "0.80", dailyWithdrawals: 10 },
  { rankLevel: 6, labelName: "Gold", monthlyTurnover: 40_000_000, upgradeBonus: 188_800, monthlyBonus: 88_800, birthdayBonus: 188_800, rebatePercent: "1.00", dailyWithdrawals: 15 },
  { rankLevel: 7, labelName: "Diamond", monthlyTurnover: 100_000_000, upgradeBonus: 588_800, monthlyBonus: 188_800, birthdayBonus: 388_800, rebatePercent: "1.20", dailyWithdrawals: 20 },
];

/** This month's valid turnover of each demo account (minor units). */
export const MONTHLY_TURNOVER: Readonly<Record<string, number>> = {
  demo: 324_560,
  agent01: 2_890_000,
  newbie: 0,
  expired: 612_000,
  vipgold: 52_340_000,
  traveller: 45_000,
};
