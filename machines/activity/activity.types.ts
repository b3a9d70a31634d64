/** Promotions and their activity states (issue 30 item 5; SPEC §4 activity states, §5 activity application). */

/** SPEC §4: "Activity states: join, claim, applying, closed, rejected, issued, claimed, in process, signed up, coming soon." */
export const ACTIVITY_STATUSES = ["join", "claim", "applying", "closed", "rejected", "issued", "claimed", "inProcess", "signedUp", "comingSoon"] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/**
 * What joining does: `signUp` takes part at once; `apply` sends an application (remark and images) for review;
 * `claim` has a reward to claim; `raffle` is a red envelope (lucky ticket) with a prize drawn by the platform.
 */
export type PromotionKind = "signUp" | "apply" | "claim" | "raffle";

export interface PromotionCategory {
  categoryId: string;
  name: string;
}

export interface Promotion {
  promotionId: string;
  categoryId: string;
  kind: PromotionKind;
  title: string;
  summary: string;
  /** HTML exactly as the platform sent it (sanitised right before it is shown). */
  content: string;
  /** The banner image's address. */
  image: string;
  startDate: number;
  endDate: number;
  status: ActivityStatus;
  /** The reward (or the red envelope's prize once opened) in minor units; null when the promotion names none. */
  reward: number | null;
}

/** A chosen image of the application form: checked before anything is sent, previewed, removable. */
export interface ApplicationImage {
  /** Unique within the form (the view makes it). */
  id: string;
  name: string;
  /** The file's media type as the browser reports it. */
  type: string;
  /** Size in bytes. */
  size: number;
  /** A data: URL the view previews and the platform receives ("" when the image was refused unread). */
  dataUrl: string;
}

/** SPEC §5 and §9: "remark at most 140 characters; images png or jpg, 5MB each, at most 3." */
export const REMARK_MAX_CHARS = 140;
export const MAX_IMAGES = 3;
export const IMAGE_TYPES = ["image/png", "image/jpeg"] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A remark's length as a reader counts it (characters, not UTF-16 units). */
export const remarkLength = (remark: string): number => [...remark].length;

export type RemarkProblem = "remark.tooLong";
export type ImagesProblem = "images.tooMany" | "image.type" | "image.size";

/** Why these chosen images cannot join the ones already in the form, or null when they can. */
export function imagesProblem(current: readonly ApplicationImage[], added: readonly ApplicationImage[]): ImagesProblem | null {
  if (current.length + added.length > MAX_IMAGES) return "images.tooMany";
  if (added.some((image) => !(IMAGE_TYPES as readonly string[]).includes(image.type))) return "image.type";
  if (added.some((image) => image.size > IMAGE_MAX_BYTES)) return "image.size";
  return null;
}

export interface ActivityWrite {
  promotionId: string;
  /** One per press of Send (kept while the form is unchanged, so a retry answers the same application). */
  requestId: string;
}

export interface ApplicationRequest extends ActivityWrite {
  remark: string;
  /** The images as data: URLs. */
  images: string[];
}

/** What the platform made of a join, an application, a claim or a red envelope. */
export interface ActivityOutcome {
  status: ActivityStatus;
  /** The amount claimed or the red envelope's prize (minor units), when the platform names one. */
  amount: number | null;
}

/** Who looks at the promotion: only a member joins; a guest logs in first, a trial account gets the real-account warning. */
export type Viewer = "guest" | "trial" | "member";
