import type { SnapshotFrom } from "xstate";
import type { announcementsMachine } from "./announcements.machine.ts";
import type { Failure } from "../shared/errors.ts";
import { POPUP_PAGE_SIZE, type Banner, type Notice } from "./announcements.types.ts";

export type AnnouncementsSnapshot = SnapshotFrom<typeof announcementsMachine>;

/** The banners of one group (`w_home`, `w_login`, `w_register`), in the platform's order. */
export function selectBanners(snapshot: AnnouncementsSnapshot, group: string): Banner[] {
  return snapshot.context.notices?.banners.filter((banner) => banner.group === group) ?? [];
}

export interface MarqueeView {
  notices: Notice[];
  loading: boolean;
  failure: Failure | null;
  canRetry: boolean;
}

/** The marquee / notice list: the player notices, a first load in progress, or a failure to retry. */
export function selectMarquee(snapshot: AnnouncementsSnapshot): MarqueeView {
  const canRetry = snapshot.can({ type: "announcements.retry" });
  return {
    notices: snapshot.context.notices?.player ?? [],
    loading: snapshot.matches("loading") && snapshot.context.notices === null,
    failure: canRetry ? snapshot.context.failure : null,
    canRetry,
  };
}

export interface PopupView {
  open: boolean;
  items: Notice[];
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
  canNext: boolean;
  canPrevious: boolean;
}

/** The popup announcements dialog: whether it shows, and the 9 announcements of the current page. */
export function selectPopup(snapshot: AnnouncementsSnapshot): PopupView {
  const all = snapshot.context.notices?.popup ?? [];
  const page = snapshot.context.popupPage;
  return {
    open: snapshot.matches({ loaded: { popup: "showing" } }),
    items: all.slice(page * POPUP_PAGE_SIZE, (page + 1) * POPUP_PAGE_SIZE),
    page: page + 1,
    pageCount: Math.max(1, Math.ceil(all.length / POPUP_PAGE_SIZE)),
    total: all.length,
    canNext: snapshot.can({ type: "popup.next" }),
    canPrevious: snapshot.can({ type: "popup.previous" }),
  };
}

/** The marquee notice whose detail is open, if any. */
export function selectOpenNotice(snapshot: AnnouncementsSnapshot): Notice | null {
  if (!snapshot.matches({ loaded: { notice: "open" } })) return null;
  return snapshot.context.notices?.player.find((notice) => notice.id === snapshot.context.openNoticeId) ?? null;
}
