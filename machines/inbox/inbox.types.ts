/** One message of the member's inbox ("platform information"), as the list shows it. */
export interface InboxMessage {
  messageId: string;
  title: string;
  /** When the platform sent it (ms since the epoch). */
  sentAt: number;
  read: boolean;
}

/** One page of the inbox, newest first. */
export interface InboxPage {
  messages: InboxMessage[];
  /** 1-based. */
  page: number;
  totalPages: number;
  /** Messages in the whole inbox. */
  total: number;
}

/** An opened message: its content is the platform's HTML, sanitised by the view right before it is drawn. */
export interface MessageContent {
  messageId: string;
  title: string;
  sentAt: number;
  html: string;
}

/** Messages per page of the inbox. */
export const INBOX_PAGE_SIZE = 10;

/** Which action on the inbox failed (the list stays; the failure is said next to it). */
export type InboxAction = "read" | "delete" | "markAll";
