import type { SnapshotFrom } from "xstate";
import type { Failure } from "../shared/errors.ts";
import type { helpCentreMachine } from "./help-centre.machine.ts";
import type { HelpArticle } from "./help-centre.types.ts";

export type HelpCentreSnapshot = SnapshotFrom<typeof helpCentreMachine>;

export interface HelpCategory {
  /** "" = the platform named none. */
  name: string;
  articles: HelpArticle[];
}

export interface HelpCentreView {
  /** First load in progress (nothing to show yet). */
  loading: boolean;
  failure: Failure | null;
  categories: HelpCategory[];
  query: string;
  /** Articles matching the search, in the platform's order; null when there is no search. */
  results: HelpArticle[] | null;
  /** The article the address names, once loaded. */
  open: HelpArticle | null;
  /** The address names an article the platform does not have. */
  missing: string | null;
}

/** Lower case without accents, so "deposito" finds "Depósito". */
export function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Articles whose title or text holds every word of the query (CNT-04). */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const haystack = fold(`${article.title} ${article.text}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Categories in the order their first article comes. */
export function groupByCategory(articles: readonly HelpArticle[]): HelpCategory[] {
  const groups = new Map<string, HelpArticle[]>();
  for (const article of articles) {
    const list = groups.get(article.category) ?? [];
    list.push(article);
    groups.set(article.category, list);
  }
  return [...groups].map(([name, list]) => ({ name, articles: list }));
}

export function selectHelpCentre(snapshot: HelpCentreSnapshot): HelpCentreView {
  const { articles, query, tag, failure } = snapshot.context;
  const list = articles ?? [];
  const open = tag === null ? null : (list.find((article) => article.tag === tag) ?? null);
  return {
    loading: articles === null && snapshot.matches("loading"),
    failure: snapshot.matches("failed") ? failure : null,
    categories: groupByCategory(list),
    query,
    results: query.trim() === "" ? null : searchArticles(list, query),
    open,
    missing: tag !== null && articles !== null && open === null ? tag : null,
  };
}
