/**
 * Live actors of the content pages (issue 31): the help centre over `GET /wps/system/helpCenter` (the start-up's call
 * and schema; CNT-01), the notice page's read marks kept in session storage (CNT-06), the affiliate application
 * (CNT-12), feedback over `PUT /wps/feedback` (CNT-14) and the winners page over the winner board (CNT-15).
 */
import { fromPromise } from "xstate";
import { helpCentreMachine } from "../../machines/help-centre/help-centre.machine.ts";
import { noticeBoardMachine } from "../../machines/notice-board/notice-board.machine.ts";
import type { HelpArticle } from "../../machines/help-centre/help-centre.types.ts";
import { joinMachine } from "../../machines/join/join.machine.ts";
import type { JoinReceipt, JoinRequest } from "../../machines/join/join.types.ts";
import { feedbackMachine } from "../../machines/feedback/feedback.machine.ts";
import type { FeedbackReceipt, FeedbackRequest } from "../../machines/feedback/feedback.types.ts";
import { winnersMachine, WINNERS_PAGE_LIMIT } from "../../machines/winners/winners.machine.ts";
import type { Win } from "../../machines/home/home.types.ts";
import { articlesMachine } from "../../machines/articles/articles.machine.ts";
import type { Article, ArticleKind } from "../../machines/articles/articles.types.ts";
import type { HelpItem } from "./schemas.ts";
import type { PlatformClient } from "./client.ts";
import { contentEndpoints } from "./content-endpoints.ts";
import { toGameSummary } from "./games-api.ts";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** An article's words for search: markup, scripts and styles dropped, entities read (never rendered). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style|template)[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

export function toHelpArticle(item: HelpItem): HelpArticle {
  return { tag: item.tag, title: item.title, category: item.category?.trim() ?? "", html: item.content, text: plainText(item.content) };
}

/** The read marks stored as JSON; anything else reads as none. */
export function parseReadIds(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export interface ContentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function providedContentMachines(client: Pick<PlatformClient, "helpCenter" | "request">, session: ContentStorage, keys: { noticesRead: string }, options: { imageCdn: string }) {
  return {
    join: joinMachine.provide({
      actors: {
        submitApplication: fromPromise<JoinReceipt, JoinRequest>(async ({ input }) => client.request(contentEndpoints.affiliateApplication, { body: input })),
      },
    }),
    feedback: feedbackMachine.provide({
      actors: {
        sendFeedback: fromPromise<FeedbackReceipt, FeedbackRequest>(async ({ input }) => client.request(contentEndpoints.feedback, { body: input })),
      },
    }),
    articles: articlesMachine.provide({
      actors: {
        fetchArticles: fromPromise<Article[], { kind: ArticleKind; language: string }>(async ({ input }) =>
          (await client.request(contentEndpoints.contentArticles, { query: { type: input.kind, lang: input.language } })).map((item) => ({
            id: item.id,
            title: item.title,
            summary: item.summary,
            html: item.content,
            date: item.date,
          })),
        ),
      },
    }),
    winners: winnersMachine.provide({
      actors: {
        fetchWinners: fromPromise<Win[], { language: string }>(async ({ input }) => {
          const value = await client.request("winnerBoard", { query: { gameCategory: "ALL", language: input.language, limitNum: WINNERS_PAGE_LIMIT } });
          return value.list.map(({ vo }) => ({ player: vo.customerName, amount: vo.winAmount, game: toGameSummary(vo, options.imageCdn) }));
        }),
      },
    }),
    helpCentre: helpCentreMachine.provide({
      actors: {
        fetchArticles: fromPromise<HelpArticle[], { language: string }>(async ({ input }) => (await client.helpCenter(input.language)).map(toHelpArticle)),
      },
    }),
    noticeBoard: noticeBoardMachine.provide({
      actions: { rememberRead: (_, params) => session.setItem(keys.noticesRead, JSON.stringify(params.readIds)) },
    }),
    /** The notices read earlier in this browser session (the notice board's input). */
    readNoticeIds: () => parseReadIds(session.getItem(keys.noticesRead)),
  };
}

export type ContentMachines = ReturnType<typeof providedContentMachines>;
