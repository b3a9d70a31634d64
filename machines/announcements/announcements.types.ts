/** Notice data (SPEC §3 "Notice data: player, banners, popup, promotion") in the machines' own terms. */

/** One announcement. `html` is the platform's HTML exactly as sent: views sanitise it right before rendering. */
export interface Notice {
  id: string;
  title: string;
  html: string;
  /** Start date (ms since the epoch), when the platform sends one. */
  date: number | null;
  /** Promotion the notice points to (popup "go to promotion"). */
  promotionId: string | null;
}

/** Where a banner leads: a promotion, an address, or nowhere. */
export type BannerLink = { kind: "promotion"; promotionId: string } | { kind: "url"; url: string } | null;

/** A banner image of a group: `w_home` (home carousel), `w_login` (login modal), `w_register` (register screen). */
export interface Banner {
  id: string;
  title: string;
  image: string;
  group: string;
  link: BannerLink;
}

export interface NoticeData {
  /** Marquee and notice list. */
  player: Notice[];
  popup: Notice[];
  hot: Notice[];
  promotion: Notice[];
  banners: Banner[];
}

/** Which popup announcements were closed in this browser session (`USER_POPUP` / `ANONYMOUS_POPUP` = `closed`). */
export interface PopupClosed {
  user: boolean;
  anonymous: boolean;
}

/** What the announcement call needs: the login state decides the types and the execution filter. */
export interface AnnouncementsRequest {
  loggedIn: boolean;
  language: string;
}

export interface AnnouncementsInput extends AnnouncementsRequest {
  popupClosed: PopupClosed;
}

/** Popup announcements per page (SPEC §9 notice list 9 per page; research §4.14). */
export const POPUP_PAGE_SIZE = 9;

/** Banner groups the site shows. */
export const BANNER_GROUPS = { home: "w_home", login: "w_login", register: "w_register" } as const;
