/**
 * The platform's content pages: news, blog and about us (SPEC §2 "blog, news, about us"; issue 31 item 4). Wire
 * contract: src/api/content-schemas.ts (docs/requirements.md deviation CNT-17).
 */
export const ARTICLE_KINDS = ["NEWS", "BLOG", "ABOUT"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export interface Article {
  id: string;
  title: string;
  summary: string;
  /** The platform's HTML (sanitised right before it is drawn). */
  html: string;
  /** Ms since the epoch, or null. */
  date: number | null;
}

export interface ArticlesInput {
  kind: ArticleKind;
  language: string;
}
