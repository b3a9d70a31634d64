/**
 * The affiliate application (`/join`, SPEC §2 "affiliate application"; issue 31 item 4). Wire contract: the site's
 * and its sandbox's agreement (src/api/content-endpoints.ts, docs/requirements.md CNT-12).
 */

export const JOIN_FIELDS = ["name", "email", "mobile", "messenger", "website", "message"] as const;
export type JoinField = (typeof JOIN_FIELDS)[number];
export type JoinFields = Record<JoinField, string>;

/** What the application sends: the fields trimmed, and one `requestId` per application (a retry sends the same). */
export interface JoinRequest extends JoinFields {
  requestId: string;
}

/** The platform's receipt of an application. */
export interface JoinReceipt {
  reference: string;
  email: string;
  /** Ms since the epoch. */
  receivedAt: number;
}

/** The most characters of the free-text fields. */
export const JOIN_LIMITS = { name: 40, messenger: 60, website: 120, message: 500 } as const;

/** The platform's refusal when an application from the same e-mail is still being reviewed. */
export const JOIN_EMAIL_PENDING = "affiliate.application.pending";
