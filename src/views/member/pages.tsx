/**
 * The member centre's page registry: one line per page (SPEC §2 "Member (personal) centre pages"). A page is a lazy
 * component, so its code loads when it is opened and never with the first route; `null` shows the "not available
 * yet" text. To build a page, write its view and put `lazy(() => import("./<page>.tsx"))` on its line (the module's
 * default export is the page).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { MemberCentrePage } from "../../routes/-member-pages.ts";

export type MemberPageView = LazyExoticComponent<ComponentType> | null;

export const MEMBER_PAGE_VIEWS: Readonly<Record<MemberCentrePage, MemberPageView>> = {
  securityCenter: lazy(() => import("../security-centre/security-centre-page.tsx")),
  transferFund: lazy(() => import("../cashier/wallet-page.tsx")),
  depositv2: lazy(() => import("../cashier/deposit-page.tsx")),
  withdraw: lazy(() => import("../cashier/withdraw-page.tsx")),
  transferUpline: lazy(() => import("../cashier/upline-page.tsx")),
  personalHistoryCopy: null,
  manualRebate: null,
  transactionHistory: null,
  personalProfit: null,
  bonusDetails: null,
  rewardCenter: null,
  referral: null,
  missionLeaderboard: null,
  messageV2: null,
  playerRank: lazy(() => import("../vip/player-rank-page.tsx")),
};
