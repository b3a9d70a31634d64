import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { InboxAction, InboxPage, MessageContent } from "./inbox.types.ts";

export interface InboxContext {
  /** The page asked for (1-based). */
  page: number;
  /** The page on screen (kept while it is read again). */
  list: InboxPage | null;
  failure: Failure | null;
  /** The message being opened or shown. */
  openId: string | null;
  open: MessageContent | null;
  /** The message the member asked to delete, waiting for the confirmation. */
  deleteId: string | null;
  actionFailure: { action: InboxAction; failure: Failure } | null;
}

export type InboxEvent =
  | { type: "inbox.retry" }
  | { type: "inbox.refresh" }
  | { type: "page.requested"; page: number }
  | { type: "message.open"; messageId: string }
  | { type: "message.closed" }
  | { type: "delete.requested"; messageId: string }
  | { type: "delete.confirmed" }
  | { type: "delete.cancelled" }
  | { type: "markAll.requested" };

const markRead = (list: InboxPage | null, messageId: string | null): InboxPage | null =>
  list && { ...list, messages: list.messages.map((m) => (m.messageId === messageId ? { ...m, read: true } : m)) };

/** The page to read after a delete: the one before when the deleted message was the last on a later page. */
const pageAfterDelete = (context: InboxContext): number =>
  context.list && context.list.messages.length === 1 && context.page > 1 ? context.page - 1 : context.page;

export const inboxMachine = setup({
  types: { context: {} as InboxContext, events: {} as InboxEvent },
  actors: {
    fetchInbox: fromPromise<InboxPage, { page: number }>(() => Promise.reject(new Error("fetchInbox is not provided"))),
    readMessage: fromPromise<MessageContent, { messageId: string }>(() => Promise.reject(new Error("readMessage is not provided"))),
    deleteMessage: fromPromise<void, { messageId: string }>(() => Promise.reject(new Error("deleteMessage is not provided"))),
    markAllRead: fromPromise<void>(() => Promise.reject(new Error("markAllRead is not provided"))),
  },
  actions: {
    /** The unread count changed on the platform: the badge in the logged-in bar is read again. */
    announceUnreadChanged: () => {},
  },
  guards: {
    isOtherPage: described(
      "The page asked for exists and is not the one on screen.",
      ({ context }: { context: InboxContext }, params: { page: number }) =>
        context.list !== null && Number.isInteger(params.page) && params.page >= 1 && params.page <= context.list.totalPages && params.page !== context.page,
    ),
    isListed: described(
      "The message is on the page on screen.",
      ({ context }: { context: InboxContext }, params: { messageId: string }) => context.list?.messages.some((m) => m.messageId === params.messageId) ?? false,
    ),
    hasUnread: described("A message on the page on screen is unread.", ({ context }: { context: InboxContext }) => context.list?.messages.some((m) => !m.read) ?? false),
  },
}).createMachine({
  id: "inbox",
  description:
    "Platform information (the member's inbox): a page of messages, newest first, unread ones marked. Opening a message reads its content (the platform marks it read) and the unread badge is read again; Mark all as read and Delete (after a confirmation) do the same. A failed load offers Try again; a failed action says so and keeps the list.",
  context: { page: 1, list: null, failure: null, openId: null, open: null, deleteId: null, actionFailure: null },
  initial: "loading",
  states: {
    loading: {
      description: "A page of the inbox is loading (the page read before stays on screen).",
      invoke: {
        id: "fetchInbox",
        src: "fetchInbox",
        input: ({ context }) => ({ page: context.page }),
        onDone: { target: "ready", actions: assign({ list: ({ event }) => event.output, failure: null }), meta: { spec: "RWD-01" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    failed: {
      description: "The inbox could not be loaded: the reason with Try again.",
      on: { "inbox.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    ready: {
      description: "The page of messages is shown.",
      initial: "idle",
      states: {
        idle: {
          description: "The list waits for the member: open a message, delete one, mark all as read, another page, refresh.",
          on: {
            "message.open": {
              guard: { type: "isListed", params: ({ event }) => ({ messageId: event.messageId }) },
              target: "reading",
              actions: assign({ openId: ({ event }) => event.messageId, actionFailure: null }),
              meta: { spec: "RWD-02" },
            },
            "delete.requested": {
              guard: { type: "isListed", params: ({ event }) => ({ messageId: event.messageId }) },
              target: "confirmingDelete",
              actions: assign({ deleteId: ({ event }) => event.messageId, actionFailure: null }),
              meta: { spec: "RWD-03" },
            },
            "markAll.requested": { guard: "hasUnread", target: "markingAll", actions: assign({ actionFailure: null }), meta: { spec: "RWD-04" } },
            "page.requested": {
              guard: { type: "isOtherPage", params: ({ event }) => ({ page: event.page }) },
              target: "#inbox.loading",
              actions: assign({ page: ({ event }) => event.page, actionFailure: null }),
              meta: { spec: "RWD-01" },
            },
            "inbox.refresh": { target: "#inbox.loading", actions: assign({ actionFailure: null }), meta: { spec: "RWD-01" } },
          },
        },
        reading: {
          description: "The message's content is being read (the platform marks it read).",
          invoke: {
            id: "readMessage",
            src: "readMessage",
            input: ({ context }) => ({ messageId: context.openId ?? "" }),
            onDone: {
              target: "viewing",
              actions: [assign({ open: ({ event }) => event.output, list: ({ context }) => markRead(context.list, context.openId) }), "announceUnreadChanged"],
              meta: { spec: "RWD-02 RWD-05" },
            },
            onError: {
              target: "idle",
              actions: assign({ openId: null, actionFailure: ({ event }) => ({ action: "read" as const, failure: toFailure(event.error) }) }),
              meta: { spec: "SITE-01" },
            },
          },
        },
        viewing: {
          description: "The message is open: its title, date and sanitised content, with Close and Delete.",
          on: {
            "message.closed": { target: "idle", actions: assign({ openId: null, open: null }), meta: { spec: "RWD-02" } },
            "delete.requested": {
              guard: { type: "isListed", params: ({ event }) => ({ messageId: event.messageId }) },
              target: "confirmingDelete",
              actions: assign({ deleteId: ({ event }) => event.messageId, openId: null, open: null }),
              meta: { spec: "RWD-03" },
            },
          },
        },
        confirmingDelete: {
          description: "The member is asked to confirm deleting the message.",
          on: {
            "delete.confirmed": { target: "deleting", meta: { spec: "RWD-03" } },
            "delete.cancelled": { target: "idle", actions: assign({ deleteId: null }), meta: { spec: "RWD-03" } },
          },
        },
        deleting: {
          description: "The message is being deleted.",
          invoke: {
            id: "deleteMessage",
            src: "deleteMessage",
            input: ({ context }) => ({ messageId: context.deleteId ?? "" }),
            onDone: {
              target: "#inbox.loading",
              actions: [assign({ deleteId: null, page: ({ context }) => pageAfterDelete(context) }), "announceUnreadChanged"],
              meta: { spec: "RWD-03 RWD-05" },
            },
            onError: {
              target: "idle",
              actions: assign({ deleteId: null, actionFailure: ({ event }) => ({ action: "delete" as const, failure: toFailure(event.error) }) }),
              meta: { spec: "SITE-01" },
            },
          },
        },
        markingAll: {
          description: "Every message is being marked as read.",
          invoke: {
            id: "markAllRead",
            src: "markAllRead",
            onDone: {
              target: "#inbox.loading",
              actions: "announceUnreadChanged",
              meta: { spec: "RWD-04 RWD-05" },
            },
            onError: {
              target: "idle",
              actions: assign({ actionFailure: ({ event }) => ({ action: "markAll" as const, failure: toFailure(event.error) }) }),
              meta: { spec: "SITE-01" },
            },
          },
        },
      },
    },
  },
});
