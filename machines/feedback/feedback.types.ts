/**
 * Feedback and complaints (SPEC §1 "feedback to customer service", §5 "Feedback bounded between two word counts",
 * §7 `PUT /wps/feedback`; issue 31 item 4). Wire contract: src/api/content-schemas.ts (docs/requirements.md CNT-14).
 */

/** The question types a member picks (the platform's codes). */
export const FEEDBACK_TYPES = ["DEPOSIT", "WITHDRAWAL", "GAME", "PROMOTION", "ACCOUNT", "SUGGESTION", "COMPLAINT", "OTHER"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The word-count bounds of the text (SPEC §5: "bounded between two word counts (not shown)"; deviation CNT-14). */
export const FEEDBACK_MIN_WORDS = 10;
export const FEEDBACK_MAX_WORDS = 300;

export interface FeedbackRequest {
  type: FeedbackType;
  content: string;
  requestId: string;
}

/** The platform's receipt of a feedback. */
export interface FeedbackReceipt {
  id: string;
  /** Ms since the epoch. */
  createdAt: number;
}

type Segmenter = { segment(text: string): Iterable<{ isWordLike?: boolean }> };
type SegmenterConstructor = new (locale: string | undefined, options: { granularity: "word" }) => Segmenter;

/**
 * The words of a text: by the language's word boundaries where the runtime knows them (Chinese, Japanese and Thai
 * are written without spaces), else the runs between spaces. The site and the sandbox count alike.
 */
export function countWords(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  const Segmenter = (Intl as unknown as { Segmenter?: SegmenterConstructor }).Segmenter;
  if (Segmenter) {
    let words = 0;
    for (const part of new Segmenter(undefined, { granularity: "word" }).segment(trimmed)) if (part.isWordLike) words += 1;
    return words;
  }
  return trimmed.split(/\s+/u).length;
}
