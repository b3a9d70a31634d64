/**
 * What the player reads in My withdrawals (the list under the withdraw page), shared by its jsdom driver
 * (withdrawals.driver.tsx) and its browser driver (test/e2e/paths/drivers/withdrawals.ts), in English.
 */
import type { WithdrawalStatus } from "../../machines/withdraw/withdraw.types.ts";

export const WITHDRAWALS_LABEL = {
  section: "My withdrawals",
  loading: "Loading…",
  failed: "Your withdrawals could not be loaded.",
  tryAgain: "Try again",
  refresh: "Refresh",
  empty: "No withdrawals yet.",
  confirm: "Confirm receipt",
} as const;

/** Each withdrawal's status as its row writes it. */
export const WITHDRAWAL_STATUS: Record<WithdrawalStatus, string> = {
  pending: "Waiting for payout",
  paying: "Being paid out",
  inReview: "Proof in review",
  completed: "Completed",
  rejected: "Rejected",
};
