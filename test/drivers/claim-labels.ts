/**
 * What the player reads in the reward centre's claim list, shared by its jsdom driver (claim.driver.tsx) and its
 * browser driver (test/e2e/paths/drivers/claim.ts), in English.
 */
export const CLAIM_LABEL = {
  page: "Reward centre",
  claimable: "Ready to claim",
  history: "Claimed",
  loading: "Loading…",
  failed: "Your rewards could not be loaded.",
  tryAgain: "Try again",
  refresh: "Refresh",
  nothingToClaim: "You have no rewards to claim right now.",
  nothingClaimed: "Nothing claimed yet.",
  claim: "Claim",
  claiming: "Claiming…",
  /** A Claim button's name: the item and its amount as the list writes it. */
  claimButton: (name: string, amount: string) => `Claim ${name} (${amount})`,
  /** Said next to the list after a credited claim. */
  credited: (amount: string) => `${amount} was added to your balance.`,
} as const;
