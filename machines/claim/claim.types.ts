/**
 * What a member can claim and has claimed: rewards in the reward centre, cashback per game category. Amounts are
 * integer minor units (ADR 0012).
 */
export interface Claimable {
  claimId: string;
  /** The reward's name as the platform sends it; for cashback the game category code. */
  name: string;
  /** Game category code (cashback) or the reward's kind as the platform names it. */
  category: string;
  amount: number;
  /** Cashback: the valid bets it was earned on (minor units); null for rewards. */
  validBet: number | null;
  /** When it can no longer be claimed (ms since the epoch), or null. */
  expiresAt: number | null;
}

export interface ClaimRecord {
  recordId: string;
  name: string;
  category: string;
  amount: number;
  claimedAt: number;
}

/** The claimable items and the claimed history, newest first. */
export interface ClaimBook {
  claimable: Claimable[];
  history: ClaimRecord[];
}

/** A claim the platform accepted: what was credited. */
export interface ClaimDone {
  claimId: string;
  amount: number;
}
