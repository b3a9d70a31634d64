/** The VIP levels and the member's rank (PTS-10…). Money is integer minor units. */
export interface VipLevel {
  rankLevel: number;
  name: string;
  /** Valid turnover of a month that reaches the level (minor units). */
  monthlyTurnover: number;
  upgradeBonus: number;
  monthlyBonus: number;
  birthdayBonus: number;
  /** Cashback on valid bets, percent as the platform writes it ("0.50"). */
  rebatePercent: string;
  dailyWithdrawals: number;
  /** The level is served by the VIP customer service (SPEC §6: above rank 4). */
  vipService: boolean;
}

export interface RankProgress {
  rankLevel: number;
  rankName: string;
  nextRankName: string | null;
  /** This month's valid turnover and what the next level needs (minor units; null at the top). */
  actual: number;
  expected: number | null;
}

export interface VipOverview {
  levels: VipLevel[];
  /** The member's rank and progress; null for a guest. */
  progress: RankProgress | null;
}
