/**
 * Model-based UI driver of the notice page (`/noticePage`): the site's notices newest first, 9 a page with the pager,
 * each opening its detail in place and marked read for the browser session.
 *
 * The notices are the site's announcements: the announcements call waits until the path says the platform answers
 * (the sample's notices as the platform's marquee notices, in its wire form), and the page hands them to its board.
 * A notice the page does not show (no longer listed, or on another page) has no button: that press is sent to the
 * page's actor, as the machine's guard against a stale press.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import type { Notice } from "../../machines/announcements/announcements.types.ts";
import type { NoticeBoardContext } from "../../machines/notice-board/notice-board.machine.ts";
import { NOTICE_PAGE_SIZE } from "../../machines/notice-board/notice-board.machine.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { followedState, openFollowed, stopFollowed, type FollowedPage } from "./followed-page.ts";
import { holdCalls } from "./held-calls.ts";
import type { FlowDriver } from "./types.ts";

const ANNOUNCEMENTS: string = endpoints.announcements.path;

interface NoticeSession extends FollowedPage {
  user: ReturnType<typeof userEvent.setup>;
}

type NoticeSnapshot = { value: unknown; matches(state: string): boolean; context: NoticeBoardContext };
const snapshotOf = (session: NoticeSession) => session.actors.at(-1)!.getSnapshot() as NoticeSnapshot;
const sendToPage = (session: NoticeSession, event: EventObject) => void session.actors.at(-1)!.send(event);

const wireNotice = (n: Notice, i: number) => ({ id: n.id, title: n.title, content: n.html, startDate: n.date, redirectPromotionId: n.promotionId, sequence: i });
const pageOf = (context: NoticeBoardContext) => context.notices.slice((context.page - 1) * NOTICE_PAGE_SIZE, context.page * NOTICE_PAGE_SIZE);

export const noticeBoardDriver: FlowDriver<NoticeSession> = {
  machineId: "noticeBoard",
  pathTimeoutMs: 45_000,

  async start() {
    // The announcements actor asks as soon as the app starts: its call is held from the first.
    const calls = holdCalls((path) => path === ANNOUNCEMENTS);
    const page = await openFollowed({ url: "/noticePage", member: null, loader: "loadContentMachines", machine: "noticeBoard", calls });
    return { ...page, user: userEvent.setup() };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { context } = snapshotOf(session);
    switch (event.type) {
      case "notices.received": {
        // The platform's marquee notices; the page lists them newest first.
        const notices = event.notices as Notice[];
        return session.calls.answer(ANNOUNCEMENTS, () => HttpResponse.json({ success: true, value: { player: notices.map(wireNotice), popup: [], hot: [], promotion: [], banners: [] } }), "all");
      }
      case "page.selected": {
        const pager = screen.getByRole("navigation", { name: "Notice pages" });
        const button = within(pager).queryByRole("button", { name: `Page ${String(event.page)}` });
        // The pager offers the pages there are; the page on screen is no change (the machine ignores it).
        if (!button || Number(event.page) === context.page) return sendToPage(session, event);
        return session.user.click(button);
      }
      case "notice.opened": {
        const notice = pageOf(context).find((n) => n.id === event.id);
        // The notice is not on this page (or no longer listed): no button to press.
        if (!notice) return sendToPage(session, event);
        const item = within(screen.getByTestId("notice-list")).getAllByRole("listitem").find((li) => li.getAttribute("data-notice") === notice.id)!;
        return session.user.click(within(item).getByRole("button", { name: new RegExp(`^${notice.title}`) }));
      }
      case "notice.closed": {
        const open = context.notices.find((n) => n.id === context.openId);
        // No notice is open: there is nothing to close.
        if (!open) return sendToPage(session, event);
        return session.user.click(within(screen.getByRole("dialog", { name: open.title })).getByRole("button", { name: "Close" }));
      }
      default:
        throw new Error(`noticeBoardDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = snapshotOf(session);
        const { context } = snapshot;
        if (snapshot.matches("waiting")) {
          const page = document.querySelector<HTMLElement>('[data-page="noticePage"]')!;
          expect(within(page).getByRole("status")).toHaveTextContent("Loading…");
          expect(within(page).queryByRole("list")).toBeNull();
          return;
        }
        const read = new Set(context.readIds);
        const unread = context.notices.filter((n) => !read.has(n.id)).length;
        expect(screen.getByText(`Notices: ${context.notices.length} · unread: ${unread}`)).toBeInTheDocument();
        const pageCount = Math.max(1, Math.ceil(context.notices.length / NOTICE_PAGE_SIZE));
        const list = screen.getByRole("list", { name: `Notices, page ${context.page} of ${pageCount}` });
        // This page's notices, newest first, each marked New or Read.
        const items = within(list).getAllByRole("listitem");
        expect(items.map((li) => li.getAttribute("data-notice"))).toEqual(pageOf(context).map((n) => n.id));
        for (const li of items) expect(li).toHaveTextContent(read.has(li.getAttribute("data-notice")!) ? "Read" : "New");
        const open = context.notices.find((n) => n.id === context.openId);
        if (open) {
          const dialog = screen.getByRole("dialog", { name: open.title });
          expect(within(dialog).getByTestId("notice-html")).toHaveTextContent(new DOMParser().parseFromString(open.html, "text/html").body.textContent!);
        } else expect(screen.queryByTestId("notice-detail")).toBeNull();
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("noticeBoard"),
  stop: stopFollowed,
};
