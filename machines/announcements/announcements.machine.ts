import { assign, fromPromise, setup } from "xstate";
import { toFailure, type Failure } from "../shared/errors.ts";
import { described } from "../shared/described.ts";
import { POPUP_PAGE_SIZE, type AnnouncementsInput, type AnnouncementsRequest, type NoticeData, type PopupClosed } from "./announcements.types.ts";

export interface AnnouncementsContext {
  loggedIn: boolean;
  language: string;
  notices: NoticeData | null;
  failure: Failure | null;
  /** 0-based page of the popup dialog. */
  popupPage: number;
  popupClosed: PopupClosed;
  /** The marquee notice whose detail is open. */
  openNoticeId: string | null;
}

export type AnnouncementsEvent =
  | { type: "announcements.retry" }
  | { type: "session.changed"; loggedIn: boolean }
  | { type: "language.changed"; language: string }
  | { type: "popup.next" }
  | { type: "popup.previous" }
  | { type: "popup.closed" }
  | { type: "notice.opened"; id: string }
  | { type: "notice.closed" };

const pageCount = (context: AnnouncementsContext): number => Math.ceil((context.notices?.popup.length ?? 0) / POPUP_PAGE_SIZE);
const audience = (loggedIn: boolean): keyof PopupClosed => (loggedIn ? "user" : "anonymous");

export const announcementsMachine = setup({
  types: {
    context: {} as AnnouncementsContext,
    events: {} as AnnouncementsEvent,
    input: {} as AnnouncementsInput,
  },
  actors: {
    fetchAnnouncements: fromPromise<NoticeData, AnnouncementsRequest>(() => Promise.reject(new Error("fetchAnnouncements is not provided"))),
  },
  actions: {
    /** Writes `USER_POPUP` or `ANONYMOUS_POPUP` = `closed` in the session storage. */
    rememberPopupClosed: (_, params: { audience: keyof PopupClosed }) => {
      void params;
    },
  },
  guards: {
    isLoginChange: described("The login state differs from the one the announcements were loaded for.", ({ context, event }) =>
      event.type === "session.changed" && event.loggedIn !== context.loggedIn,
    ),
    isNewLanguage: described("The chosen language differs from the one the announcements were loaded in.", ({ context, event }) =>
      event.type === "language.changed" && event.language !== context.language,
    ),
    shouldShowPopup: described(
      "There are popup announcements and the player has not closed them in this browser session (as a member or as a guest, whichever they are now).",
      ({ context }: { context: AnnouncementsContext }) => (context.notices?.popup.length ?? 0) > 0 && !context.popupClosed[audience(context.loggedIn)],
    ),
    hasNextPage: described("A later page of popup announcements exists (9 per page).", ({ context }: { context: AnnouncementsContext }) => context.popupPage + 1 < pageCount(context)),
    hasPreviousPage: described("The popup dialog is past its first page.", ({ context }: { context: AnnouncementsContext }) => context.popupPage > 0),
    isKnownNotice: described("The notice is one of the loaded marquee notices.", ({ context, event }: { context: AnnouncementsContext; event: AnnouncementsEvent }) =>
      event.type === "notice.opened" && (context.notices?.player.some((notice) => notice.id === event.id) ?? false),
    ),
  },
}).createMachine({
  id: "announcements",
  description:
    "The site's announcements: marquee notices, popup announcements and the banner groups (home, login modal, register screen). They load for the current login state and language and load again when either changes; the last ones stay on screen meanwhile.",
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    language: input.language,
    notices: null,
    failure: null,
    popupPage: 0,
    popupClosed: input.popupClosed,
    openNoticeId: null,
  }),
  on: {
    "session.changed": {
      guard: "isLoginChange",
      target: ".loading",
      description:
        "Ending a session clears the tab's storage, so both popup marks start over; a new login starts with the member's popups not yet closed.",
      actions: assign({
        loggedIn: ({ event }) => event.loggedIn,
        popupClosed: ({ context, event }) => (event.loggedIn ? { ...context.popupClosed, user: false } : { user: false, anonymous: false }),
        popupPage: 0,
        openNoticeId: null,
      }),
      meta: { spec: "NOTICE-02" },
    },
    "language.changed": {
      guard: "isNewLanguage",
      target: ".loading",
      actions: assign({ language: ({ event }) => event.language, popupPage: 0, openNoticeId: null }),
      meta: { spec: "NOTICE-02" },
    },
  },
  initial: "loading",
  states: {
    loading: {
      description: "The announcements are being fetched (types B, PL, PU, PR, H for a member; B, PL, PU, PR with execution B for a guest; platform W).",
      invoke: {
        id: "fetchAnnouncements",
        src: "fetchAnnouncements",
        input: ({ context }) => ({ loggedIn: context.loggedIn, language: context.language }),
        onDone: { target: "loaded", actions: assign({ notices: ({ event }) => event.output, failure: null }), meta: { spec: "API-25 CONF-02" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
      },
    },
    failed: {
      description: "The announcements could not be loaded; the player sees why and can try again (older ones, if any, stay).",
      on: { "announcements.retry": { target: "loading", meta: { spec: "ERR-10 SITE-01" } } },
    },
    loaded: {
      description: "The announcements are shown: the marquee, the banners and, unless closed, the popup dialog.",
      type: "parallel",
      states: {
        popup: {
          description: "The popup announcements dialog.",
          initial: "deciding",
          states: {
            deciding: {
              description: "Checks whether the popup dialog should open.",
              always: [
                { guard: "shouldShowPopup", target: "showing", meta: { spec: "MODAL-01 NOTICE-01" } },
                { target: "hidden", meta: { spec: "MODAL-01 NOTICE-01" } },
              ],
            },
            showing: {
              description: "The popup dialog shows one page of up to 9 announcements.",
              on: {
                "popup.next": { guard: "hasNextPage", actions: assign({ popupPage: ({ context }) => context.popupPage + 1 }), meta: { spec: "CONST-03" } },
                "popup.previous": { guard: "hasPreviousPage", actions: assign({ popupPage: ({ context }) => context.popupPage - 1 }), meta: { spec: "CONST-03" } },
                "popup.closed": {
                  target: "hidden",
                  actions: [
                    assign({ popupClosed: ({ context }) => ({ ...context.popupClosed, [audience(context.loggedIn)]: true }) }),
                    { type: "rememberPopupClosed", params: ({ context }) => ({ audience: audience(context.loggedIn) }) },
                  ],
                  meta: { spec: "SITE-11" },
                },
              },
            },
            hidden: { description: "No popup dialog: none to show, or closed for this session." },
          },
        },
        notice: {
          description: "The detail of one marquee notice.",
          initial: "closed",
          states: {
            closed: {
              description: "No notice detail is open.",
              on: {
                "notice.opened": { guard: "isKnownNotice", target: "open", actions: assign({ openNoticeId: ({ event }) => event.id }), meta: { spec: "MODAL-01 NOTICE-01" } },
              },
            },
            open: {
              description: "The notice modal shows one notice's title, date and content.",
              on: { "notice.closed": { target: "closed", actions: assign({ openNoticeId: null }), meta: { spec: "MODAL-01 NOTICE-01" } } },
            },
          },
        },
      },
    },
  },
});
