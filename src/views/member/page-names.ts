import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { MemberCentrePage } from "../../routes/-member-pages.ts";

/** The member centre's page names (SPEC §2), as the menu and the page's heading show them. */
export const memberCentrePageNames: Readonly<Record<MemberCentrePage, MessageDescriptor>> = {
  securityCenter: msg`My account`,
  transferFund: msg`My wallet`,
  depositv2: msg`Deposit`,
  withdraw: msg`Withdraw`,
  transferUpline: msg`Transfer to upline`,
  personalHistoryCopy: msg`Betting record`,
  manualRebate: msg`Cashback`,
  transactionHistory: msg`Account record`,
  personalProfit: msg`Profit and loss`,
  bonusDetails: msg`Bonus details`,
  rewardCenter: msg`Reward centre`,
  referral: msg`Invite friends`,
  missionLeaderboard: msg`Mission activity`,
  messageV2: msg`Platform information`,
  playerRank: msg`Player rank`,
};
