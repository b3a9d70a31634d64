/**
 * The member centre's pages (SPEC §2 "Member (personal) centre pages", in the SPEC's order) and their addresses:
 * each page is `/member/<slug>` (DESIGN §5: deep links; reload and the back button keep the page). The one table of
 * slugs. Only the member centre's own (lazy) code imports it: the first route knows only that `/member/<anything>`
 * is the member centre's route (src/routes/-route-table.ts).
 */
import type { createAppRouter } from "../app/router.ts";
import { MEMBER_PATH, MEMBER_ROUTE } from "./-route-table.ts";


/** The pages in the SPEC's order: the menu lists them so. */
export const MEMBER_CENTRE_PAGES = [
  "securityCenter",
  "transferFund",
  "depositv2",
  "withdraw",
  "transferUpline",
  "personalHistoryCopy",
  "manualRebate",
  "transactionHistory",
  "personalProfit",
  "bonusDetails",
  "rewardCenter",
  "referral",
  "missionLeaderboard",
  "messageV2",
  "playerRank",
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** The address of each page: `/member/<slug>`. */
export const MEMBER_PAGE_SLUGS: Readonly<Record<MemberCentrePage, string>> = {
  securityCenter: "account",
  transferFund: "wallet",
  depositv2: "deposit",
  withdraw: "withdraw",
  transferUpline: "transfer-upline",
  personalHistoryCopy: "betting-record",
  manualRebate: "cashback",
  transactionHistory: "account-record",
  personalProfit: "profit-loss",
  bonusDetails: "bonus",
  rewardCenter: "rewards",
  referral: "referral",
  missionLeaderboard: "missions",
  messageV2: "messages",
  playerRank: "rank",
};


const BY_SLUG = new Map(MEMBER_CENTRE_PAGES.map((page) => [MEMBER_PAGE_SLUGS[page], page]));

/** The page a slug names (letter case ignored, as the router matches), or null for an unknown one. */
export function pageOfSlug(slug: string): MemberCentrePage | null {
  return BY_SLUG.get(slug.toLowerCase()) ?? null;
}

/** `/member/<slug>` of a page. */
export function memberPath(page: MemberCentrePage): string {
  return `/member/${MEMBER_PAGE_SLUGS[page]}`;
}

/** The page an address opens (`/member/deposit` → depositv2; a trailing slash is ignored), or null for any other. */
export function memberPageOf(pathname: string): MemberCentrePage | null {
  const match = MEMBER_PATH.exec(pathname);
  return match?.[1] ? pageOfSlug(decodeURIComponent(match[1])) : null;
}

/**
 * How many member-centre entries in a row the browser's history holds at the current one, counted from the page the
 * player opened the centre on (kept in the entry's history state): closing goes back that many. Absent on an entry
 * the player reached from outside the site (a direct load, a link from elsewhere); closing then goes home.
 */
export interface MemberHistoryState {
  memberDepth?: number;
}

/** The history state of a new member-centre entry, from the state of the entry it follows. */
export function nextMemberDepth(from: { pathname: string; state: MemberHistoryState }): MemberHistoryState {
  if (memberPageOf(from.pathname) === null) return { memberDepth: 1 };
  return from.state.memberDepth ? { memberDepth: from.state.memberDepth + 1 } : {};
}

/**
 * Goes to a member-centre page (`to` is `/member/<slug>`): over the page the player is on when the centre is not
 * open — that page with the centre's page in its search (`?member=<slug>`), shown, and kept by a reload, as the
 * page's own address (route masking); from one centre page to another, to the address itself.
 */
export function openMemberPage(router: ReturnType<typeof createAppRouter>, to: string, replace: boolean): void {
  const here = router.state.location;
  const shown = (here.maskedLocation ?? here).pathname;
  const slug = MEMBER_PATH.exec(to)?.[1];
  if (shown === to || !slug) return;
  const state = nextMemberDepth({ pathname: shown, state: here.state });
  void router.navigate(
    memberPageOf(shown) === null
      ? { to: ".", search: (prev: object) => ({ ...prev, member: slug }), mask: { to: MEMBER_ROUTE, params: { page: slug } }, state, replace, resetScroll: false }
      : { to: MEMBER_ROUTE, params: { page: slug }, state, replace },
  );
}

declare module "@tanstack/history" {
  // A member-centre entry's history state (MemberHistoryState).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HistoryState extends MemberHistoryState {}
}
