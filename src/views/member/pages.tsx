/**
 * The member centre's page registry: one line per page (SPEC §2 "Member (personal) centre pages"). A page is a lazy
 * component, so its code loads when it is opened and never with the first route; `null` shows the "not available
 * yet" text. To build a page, write its view and put `lazy(() => import("./<page>.tsx"))` on its line (the module's
 * default export is the page).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { MemberCentrePage } from "../../routes/-member-pages.ts";
import { withCatalog } from "../../i18n/i18n.ts";

export type MemberPageView = LazyExoticComponent<ComponentType> | null;

export const MEMBER_PAGE_VIEWS: Readonly<Record<MemberCentrePage, MemberPageView>> = {
  securityCenter: lazy(() => import("../security-centre/security-centre-page.tsx")),
  transferFund: lazy(() => import("../cashier/wallet-page.tsx")),
  depositv2: lazy(() => import("../cashier/deposit-page.tsx")),
  withdraw: lazy(() => import("../cashier/withdraw-page.tsx")),
  transferUpline: lazy(() => import("../cashier/upline-page.tsx")),
  personalHistoryCopy: lazy(() => import("../records/records-page.tsx").then((m) => ({ default: m.BettingRecordPage }))),
  manualRebate: lazy(() => import("../rewards/cashback-page.tsx")),
  transactionHistory: lazy(() => import("../records/records-page.tsx").then((m) => ({ default: m.AccountRecordPage }))),
  personalProfit: lazy(() => import("../records/records-page.tsx").then((m) => ({ default: m.ProfitPage }))),
  bonusDetails: lazy(() => import("../records/records-page.tsx").then((m) => ({ default: m.BonusPage }))),
  rewardCenter: lazy(() => import("../rewards/reward-centre-page.tsx")),
  referral: lazy(() => import("../rewards/referral-page.tsx")),
  missionLeaderboard: lazy(() => withCatalog("loyalty", () => import("../missions/missions-page.tsx"))),
  messageV2: lazy(() => import("../rewards/inbox-page.tsx")),
  playerRank: lazy(() => withCatalog("loyalty", () => import("../vip/player-rank-page.tsx"))),
};
