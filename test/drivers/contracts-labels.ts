/**
 * What the agent and the player read on the contract screens (the offer form from a team row, the contract offer
 * popup, End contract), shared by the jsdom driver (contracts.driver.tsx) and the browser driver
 * (test/e2e/paths/drivers/contracts.ts): one place to change when a label changes.
 */

/** The agent whose team and contracts the paths use, and the downline it offers to (src/sandbox/seed/members.ts). */
export const AGENT = { username: "agent01", password: "Agent1234" };
export const DOWNLINE = "demo";
/** agent01's own daily salary from its upline: the one the termination paths end. */
export const OWN_DAILY = "DSL-2001";

export const CONTRACTS = {
  centre: "Agent centre",
  search: "Search",
  dailySalary: "Daily salary",
  continue: "Continue",
  /** The offer dialog's title and the team row's button. */
  offerTo: (downline: string) => `Offer a contract to ${downline}`,
  termsForm: "Contract terms",
  tierBet: (n: number) => `Tier ${n}: Daily valid bet`,
  tierMembers: (n: number) => `Tier ${n}: active members`,
  tierRate: (n: number) => `Tier ${n}: rate (%)`,
  addTier: "Add tier",
  removeTier: (n: number) => `Remove tier ${n}`,
  betAmount: "Daily bet amount of a member",
  offer: "Offer contract",
  checkFailed: "The offer could not be checked.",
  sessionEnded: "Your session ended. Log in again to send this offer.",
  ending: (count: number, downline: string) => `This offer ends ${count} of ${downline}'s contracts`,
  endingRow: (contractId: string, party: string, rate: string) => `Daily salary contract ${contractId} with ${party} at ${rate}`,
  confirmEnding: "Confirm and end these contracts",
  back: "Back",
  backToTerms: "Back to the terms",
  notSent: "The offer was not sent.",
  tryAgain: "Try again",
  sent: "Offer sent",
  ended: "These contracts have ended:",
  offerAnother: "Offer another contract",
  popup: "Contract offers",
  loadFailed: "Your contract offers could not be loaded.",
  offerFrom: (from: string) => `Daily salary from ${from}`,
  counter: (n: number, of: number) => `Offer ${n} of ${of}`,
  accept: "Accept",
  reject: "Reject",
  later: "Later",
  close: "Close",
  sending: "Sending…",
  answerNotSent: "Your answer was not sent.",
  accepted: "You accepted the offer.",
  rejected: "You rejected the offer.",
  endTitle: (contractId: string) => `End contract ${contractId}`,
  end: "End contract",
  cancel: "Cancel",
  notEnded: "The contract was not ended.",
  hasEnded: "The contract has ended.",
  logIn: "Log in",
} as const;

/** Typed amounts: minor units as plain major units (1000, 2.5); rates in basis points as percent (0.80). */
export const amountText = (minor: number | null): string => (minor === null ? "" : String(minor / 100));
export const rateText = (bp: number | null): string => (bp === null ? "" : (bp / 100).toFixed(2));
