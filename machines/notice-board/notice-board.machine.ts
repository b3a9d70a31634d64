import { assign, setup } from "xstate";
import { described } from "../shared/described.ts";
import type { Notice } from "../announcements/announcements.types.ts";

/** Notices per page of /noticePage (SPEC §9). */
export const NOTICE_PAGE_SIZE = 9;

export interface NoticeBoardInput {
  /** Notices read earlier in this browser session. */
  readIds: string[];
}

export interface NoticeBoardContext {
  notices: Notice[];
  /** 1-based. */
  page: number;
  openId: string | null;
  readIds: string[];
}

export type NoticeBoardEvent =
  | { type: "notices.received"; notices: Notice[] }
  | { type: "page.selected"; page: number }
  | { type: "notice.opened"; id: string }
  | { type: "notice.closed" };

const pageCount = (notices: readonly Notice[]) => Math.max(1, Math.ceil(notices.length / NOTICE_PAGE_SIZE));

export const noticeBoardMachine = setup({
  types: { context: {} as NoticeBoardContext, events: {} as NoticeBoardEvent, input: {} as NoticeBoardInput },
  actions: {
    /** Keeps the read notices for the browser session (session storage). */
    rememberRead: (_, params: { readIds: string[] }) => {
      void params;
    },
  },
  guards: {
    isPageInRange: described("The page exists (1 up to the number of pages of 9) and is not the one shown.", ({ context, event }: { context: NoticeBoardContext; event: NoticeBoardEvent }) =>
      event.type === "page.selected" && Number.isInteger(event.page) && event.page >= 1 && event.page <= pageCount(context.notices) && event.page !== context.page,
    ),
    isKnownNotice: described("The notice is one of the listed notices.", ({ context, event }: { context: NoticeBoardContext; event: NoticeBoardEvent }) =>
      event.type === "notice.opened" && context.notices.some((notice) => notice.id === event.id),
    ),
  },
}).createMachine({
  id: "noticeBoard",
  description:
    "The notice page (/noticePage): the site's notices newest first, 9 per page, each opening its detail; a notice opened is marked read for the rest of the browser session. The notices themselves come from the announcements (loaded, retried and reloaded on a login or language change there).",
  context: ({ input }) => ({ notices: [], page: 1, openId: null, readIds: input.readIds }),
  on: {
    "notices.received": {
      target: ".showing",
      description: "The announcements arrived or changed (a login, a language): the list shows them; a page past the end goes back to the last.",
      actions: assign({
        notices: ({ event }) => event.notices,
        page: ({ context, event }) => Math.min(context.page, pageCount(event.notices)),
        openId: ({ context, event }) => (event.notices.some((n) => n.id === context.openId) ? context.openId : null),
      }),
      meta: { spec: "CONST-03 CNT-05" },
    },
  },
  initial: "waiting",
  states: {
    waiting: { description: "The announcements have not arrived yet (the page shows their loading or failure)." },
    showing: {
      description: "One page of notices with the pagination.",
      on: {
        "page.selected": { guard: "isPageInRange", actions: assign({ page: ({ event }) => event.page }), meta: { spec: "CONST-03 CNT-05" } },
        "notice.opened": {
          guard: "isKnownNotice",
          actions: [
            assign({
              openId: ({ event }) => event.id,
              readIds: ({ context, event }) => (context.readIds.includes(event.id) ? context.readIds : [...context.readIds, event.id]),
            }),
            { type: "rememberRead", params: ({ context }) => ({ readIds: context.readIds }) },
          ],
          meta: { spec: "CNT-06" },
        },
        "notice.closed": { actions: assign({ openId: null }), meta: { spec: "CNT-06" } },
      },
    },
  },
});
