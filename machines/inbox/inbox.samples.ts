import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { InboxPage, MessageContent } from "./inbox.types.ts";

const at = 1_764_000_000_000;
/** Page 1 of 2: one unread message, one read. */
export const inboxPage: InboxPage = {
  messages: [
    { messageId: "M-3", title: "Your weekly cashback is ready", sentAt: at, read: false },
    { messageId: "M-2", title: "Welcome to the site", sentAt: at - 86_400_000, read: true },
  ],
  page: 1,
  totalPages: 2,
  total: 12,
};
const allRead: InboxPage = { ...inboxPage, messages: inboxPage.messages.map((m) => ({ ...m, read: true })) };
const lastOnPage2: InboxPage = { messages: [{ messageId: "M-1", title: "Old notice", sentAt: at - 9 * 86_400_000, read: true }], page: 2, totalPages: 2, total: 11 };
export const openedMessage: MessageContent = { messageId: "M-3", title: "Your weekly cashback is ready", sentAt: at, html: "<p>Claim it in the <b>Cashback</b> page.</p>" };

export const inboxInputs: SampleInput[] = [{ label: "A member opens Platform information", input: undefined }];

export const inboxSamples: SampleEvent[] = [
  { label: "Platform answers page 1 of 2: one unread message and one read", event: { type: "xstate.done.actor.fetchInbox", output: inboxPage } },
  { label: "Platform answers page 1: every message read", event: { type: "xstate.done.actor.fetchInbox", output: allRead } },
  { label: "Platform answers page 2: one message", event: { type: "xstate.done.actor.fetchInbox", output: lastOnPage2 } },
  { label: "The inbox fails to load", event: { type: "xstate.error.actor.fetchInbox", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "inbox.retry" } },
  { label: "Player presses Refresh", event: { type: "inbox.refresh" } },
  { label: "Player goes to page 2", event: { type: "page.requested", page: 2 } },
  { label: "Player asks for page 9 (there is none)", event: { type: "page.requested", page: 9 } },
  { label: "Player opens message M-3", event: { type: "message.open", messageId: "M-3" } },
  { label: "Player opens message M-1", event: { type: "message.open", messageId: "M-1" } },
  { label: "Player opens an unknown message", event: { type: "message.open", messageId: "M-404" } },
  { label: "Platform answers the message's content (it is now read)", event: { type: "xstate.done.actor.readMessage", output: openedMessage } },
  { label: "The message fails to open", event: { type: "xstate.error.actor.readMessage", error: { code: "network.timeout" } } },
  { label: "Player closes the message", event: { type: "message.closed" } },
  { label: "Player presses Delete on M-3", event: { type: "delete.requested", messageId: "M-3" } },
  { label: "Player presses Delete on M-1", event: { type: "delete.requested", messageId: "M-1" } },
  { label: "Player presses Delete on an unknown message", event: { type: "delete.requested", messageId: "M-404" } },
  { label: "Player confirms the delete", event: { type: "delete.confirmed" } },
  { label: "Player cancels the delete", event: { type: "delete.cancelled" } },
  { label: "Platform deleted the message", event: { type: "xstate.done.actor.deleteMessage", output: undefined } },
  { label: "The delete fails", event: { type: "xstate.error.actor.deleteMessage", error: { code: "platform.message", serverMessage: "Message not found" } } },
  { label: "Player presses Mark all as read", event: { type: "markAll.requested" } },
  { label: "Platform marked every message read", event: { type: "xstate.done.actor.markAllRead", output: undefined } },
  { label: "Mark all as read fails", event: { type: "xstate.error.actor.markAllRead", error: { code: "network.abnormal" } } },
];
