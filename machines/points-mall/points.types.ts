/** The points mall's domain (SPEC §3 points; PTS-01…): what the machines hold and the views show. Points are whole numbers; money is integer minor units. */

export type RewardCategory = "goods" | "gift" | "promotion";

export interface PointReward {
  rewardId: string;
  name: string;
  category: RewardCategory;
  /** Points per unit. */
  points: number;
  /** Units left (0: sold out). */
  stock: number;
}

export interface PointRate {
  /** The game category's code (LIVE, SPORTS, FISH, RNG, PVP, ESPORTS). */
  category: string;
  /** Points per 1.00 of valid bet, as the platform writes it ("0.70"). */
  rate: string;
}

export interface PointConfig {
  /** Points worth 1.00 when converted. */
  ratio: number;
  minimumConvert: number;
  maximumQuantity: number;
  expires: boolean;
  rates: PointRate[];
}

/** SPEC §4 "Points redeem: in process, rejected, approved." */
export type RedeemStatus = "inProcess" | "approved" | "rejected";

export interface Redemption {
  redeemId: string;
  rewardName: string;
  quantity: number;
  points: number;
  status: RedeemStatus;
  remark: string;
  createdAt: number;
}

export type PointKind = "live" | "lottery" | "pvp" | "slots" | "sports" | "fishing" | "esports" | "deposit" | "redeem" | "redeemReturned" | "convert";

export interface PointEntry {
  id: string;
  at: number;
  kind: PointKind;
  /** Signed points. */
  points: number;
  balanceAfter: number;
}

/** What the member sees of their own points (absent for a guest). */
export interface MemberPoints {
  balance: number;
  redemptions: Redemption[];
  details: PointEntry[];
}

export interface PointsMall {
  rewards: PointReward[];
  config: PointConfig;
  member: MemberPoints | null;
}

export interface RedeemRequest {
  rewardId: string;
  quantity: number;
  paymentPassword: string;
  requestId: string;
}


/** Points converted to balance (`passwordCheck/MCS2_convertPoint`, the payment password checked by the platform). */
export interface ConvertRequest {
  points: number;
  paymentPassword: string;
  requestId: string;
}

/** A conversion the platform made: the points taken, the money credited (integer minor units), the points left. */
export interface Conversion {
  convertId: string;
  points: number;
  amount: number;
  balance: number;
}
