import type { SnapshotFrom } from "xstate";
import type { Notice, NoticeData } from "../announcements/announcements.types.ts";
import { NOTICE_PAGE_SIZE, type noticeBoardMachine } from "./notice-board.machine.ts";

export type NoticeBoardSnapshot = SnapshotFrom<typeof noticeBoardMachine>;

/** The notice page lists every announcement the site received (marquee, popup, hot, promotion), each once, newest first (CNT-05). */
export function noticeList(data: NoticeData): Notice[] {
  const seen = new Set<string>();
  const all = [...data.player, ...data.popup, ...data.hot, ...data.promotion].filter((notice) => (seen.has(notice.id) ? false : (seen.add(notice.id), true)));
  return all.sort((a, b) => (b.date ?? 0) - (a.date ?? 0));
}

export interface NoticeBoardView {
  ready: boolean;
  items: (Notice & { read: boolean })[];
  page: number;
  pageCount: number;
  total: number;
  open: Notice | null;
  unread: number;
}

export function selectNoticeBoard(snapshot: NoticeBoardSnapshot): NoticeBoardView {
  const { notices, page, openId, readIds } = snapshot.context;
  const read = new Set(readIds);
  return {
    ready: snapshot.matches("showing"),
    items: notices.slice((page - 1) * NOTICE_PAGE_SIZE, page * NOTICE_PAGE_SIZE).map((notice) => ({ ...notice, read: read.has(notice.id) })),
    page,
    pageCount: Math.max(1, Math.ceil(notices.length / NOTICE_PAGE_SIZE)),
    total: notices.length,
    open: notices.find((notice) => notice.id === openId) ?? null,
    unread: notices.filter((notice) => !read.has(notice.id)).length,
  };
}
