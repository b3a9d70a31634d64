/**
 * A paged game list (catalogue grid, live and fish lobbies, header drop menus). The platform pages and searches;
 * this machine only decides which page to ask for, and ignores answers to questions nobody asks any more.
 *
 * API (keep it small):
 * - input `GameListInput`: `gameType` (RNG, FISH, LIVE …), optional `vendor` (code or comma list), `gameClassify`,
 *   `name` (initial search) and `pageSizes` — the page-size policy `{ first, afterPageChange }`. Without it every
 *   request asks for PAGE_SIZE.default (24); the slots catalogue passes `{ first: 21, afterPageChange: 18 }`.
 * - events: `page.changed {page}` (1-based; ignored when out of range or already shown), `search.changed {text}`
 *   (as typed; the request waits for the named delay `searchDebounce` after the last keystroke), `search.submitted`
 *   (Enter: search now), `vendor.changed {vendor?}` (undefined = every vendor), `retry`.
 * - states: `loading` → `loaded` | `empty` | `failed`. A new
 *   question while loading restarts the request (the old answer is dropped). Selectors in `game-list.selectors.ts`
 *   give the view model.
 * - actor to provide: `fetchGamePage` (GameQuery → GamePage; invoked as `FETCH_GAME_PAGE`).
 */
import { assign, cancel, fromPromise, raise, setup } from "xstate";
import { PAGE_SIZE, type GamePage, type GameQuery, type GameSummary } from "../games/games.types.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";

export interface PageSizePolicy {
  /** Size of the first page of a new list (new vendor, new search). */
  first: number;
  /** Size of every later page asked for with `page.changed` (page 1 keeps the first size). */
  afterPageChange: number;
}

export interface GameListInput {
  gameType: string;
  vendor?: string;
  gameClassify?: string;
  name?: string;
  pageSizes?: PageSizePolicy;
}

export interface GameListContext {
  pageSizes: PageSizePolicy;
  /** The question of the page shown (or being fetched). */
  query: GameQuery;
  /** The search field as typed (may differ from `query.name` while the debounce runs). */
  searchText: string;
  games: GameSummary[];
  totalPages: number;
  totalCount: number;
  failure: Failure | null;
}

export type GameListEvent =
  | { type: "page.changed"; page: number }
  | { type: "search.changed"; text: string }
  | { type: "search.submitted" }
  | { type: "search.settled" }
  | { type: "vendor.changed"; vendor?: string | undefined }
  | { type: "retry" };

/** Whether two questions ask for the same page (vendor as written, name, classification, page and size). */
export const sameQuery = (a: GameQuery, b: GameQuery): boolean =>
  a.gameType === b.gameType &&
  (a.vendor ?? "") === (b.vendor ?? "") &&
  (a.name ?? "") === (b.name ?? "") &&
  (a.gameClassify ?? "") === (b.gameClassify ?? "") &&
  a.pageNo === b.pageNo &&
  a.pageSize === b.pageSize;

/** The id of the page call the list invokes (its answer is `xstate.done.actor.<id>`). */
export const FETCH_GAME_PAGE = "fetchGamePage";

/** Search waits this long after the last keystroke (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

export const DEFAULT_PAGE_SIZES: PageSizePolicy = { first: PAGE_SIZE.default, afterPageChange: PAGE_SIZE.default };
/** SPEC §9 / §7: 21 on the first load, 18 after a page change (the slots catalogue). */
export const CATALOGUE_PAGE_SIZES: PageSizePolicy = { first: PAGE_SIZE.firstLoad, afterPageChange: PAGE_SIZE.afterPageChange };

/**
 * The platform's page for a page of this list: page 1 at the first size, every other page at the size after a page
 * change. Page 1 always asks for the first size, so going back to it shows what it showed first.
 */
const pageQuery = (context: GameListContext, page: number): GameQuery => ({
  ...context.query,
  pageNo: page,
  pageSize: page === 1 ? context.pageSizes.first : context.pageSizes.afterPageChange,
});

/**
 * The games of an answer that this list shows: with a larger first page (21 then 18), the platform's page 2 at 18
 * starts inside page 1 (games 19–21 again), so the games page 1 already showed are left out; a game is never shown
 * twice within a page either.
 */
export function shownGames(sizes: PageSizePolicy, query: GameQuery, games: readonly GameSummary[]): GameSummary[] {
  const alreadyShown = query.pageNo > 1 ? Math.max(0, sizes.first - query.pageSize * (query.pageNo - 1)) : 0;
  const seen = new Set<string>();
  return games.slice(alreadyShown).filter((game) => {
    const key = `${game.vendor}:${game.gameId}:${game.gameCode}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The list's page count, the same whichever page is shown: with one size it is the platform's; with a larger first
 * page it is worked out from the game count (page 1 holds the first size, every later page the size after a page
 * change, the few games of page 2 that page 1 holds left out), so it does not jump when the page size changes.
 */
export function shownPageCount(sizes: PageSizePolicy, query: GameQuery, page: GamePage): number {
  if (sizes.first === sizes.afterPageChange) return page.totalPages;
  const count = page.totalCount > page.games.length || page.totalPages <= 1 ? page.totalCount : page.totalPages * query.pageSize;
  return count <= sizes.first ? 1 : Math.ceil(count / sizes.afterPageChange);
}

const firstPage = (context: GameListContext, change: Partial<GameQuery>): GameQuery => {
  const query: GameQuery = { ...context.query, ...change, pageNo: 1, pageSize: context.pageSizes.first };
  if (!query.name) delete query.name;
  if (!query.vendor) delete query.vendor;
  return query;
};

export const gameListMachine = setup({
  types: {
    context: {} as GameListContext,
    events: {} as GameListEvent,
    input: {} as GameListInput,
  },
  actors: {
    fetchGamePage: fromPromise<GamePage, GameQuery>(() => Promise.reject(new Error("fetchGamePage is not provided"))),
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  guards: {
    isOtherPage: described(
      "The page asked for exists (1 … total pages) and is not the one already asked for.",
      ({ context, event }) =>
        event.type === "page.changed" && Number.isInteger(event.page) && event.page >= 1 && event.page <= Math.max(1, context.totalPages) && event.page !== context.query.pageNo,
    ),
    isNewSearch: described(
      "The search text (trimmed) differs from the name the list was asked with.",
      ({ context }) => context.searchText.trim() !== (context.query.name ?? ""),
    ),
    isEmptyAnswer: described("The platform answered a page without games.", (_, params: { page: GamePage }) => params.page.games.length === 0),
  },
}).createMachine({
  id: "gameList",
  description:
    "A paged game list: the platform pages and searches (game name), this list asks for one page at a time with the page-size policy of its screen (21 for page 1 and 18 for the others on the slots page, 24 elsewhere); a game page 1 showed is not shown again on page 2 and the page count does not change with the page size. Typing in the search waits for a pause before asking; a newer question drops the answer to an older one.",
  context: ({ input }) => {
    const pageSizes = input.pageSizes ?? DEFAULT_PAGE_SIZES;
    const name = input.name?.trim() ?? "";
    const query: GameQuery = {
      gameType: input.gameType,
      ...(input.vendor ? { vendor: input.vendor } : {}),
      ...(input.gameClassify ? { gameClassify: input.gameClassify } : {}),
      ...(name ? { name } : {}),
      pageNo: 1,
      pageSize: pageSizes.first,
    };
    return { pageSizes, query, searchText: input.name ?? "", games: [], totalPages: 0, totalCount: 0, failure: null };
  },
  on: {
    "page.changed": {
      guard: "isOtherPage",
      target: ".loading",
      actions: assign({ query: ({ context, event }) => pageQuery(context, event.page) }),
      meta: { spec: "API-32" },
    },
    "search.changed": {
      actions: [
        assign({ searchText: ({ event }) => event.text }),
        cancel("searchDebounce"),
        raise({ type: "search.settled" }, { delay: "searchDebounce", id: "searchDebounce" }),
      ],
      meta: { spec: "GAMES-01 SITE-07" },
    },
    "search.submitted": {
      actions: [cancel("searchDebounce"), raise({ type: "search.settled" })],
      meta: { spec: "SITE-07" },
    },
    "search.settled": {
      guard: "isNewSearch",
      target: ".loading",
      actions: assign({ query: ({ context }) => firstPage(context, { name: context.searchText.trim() }) }),
      meta: { spec: "GAMES-01 API-32" },
    },
    "vendor.changed": {
      target: ".loading",
      actions: assign({ query: ({ context, event }) => firstPage(context, { vendor: event.vendor ?? "" }) }),
      meta: { spec: "GAMES-01 SITE-07" },
    },
  },
  initial: "loading",
  states: {
    loading: {
      description: "A page is being asked for; skeleton tiles of the page size hold the grid's place.",
      invoke: {
        id: FETCH_GAME_PAGE,
        src: "fetchGamePage",
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: { type: "isEmptyAnswer", params: ({ event }) => ({ page: event.output }) },
            target: "empty",
            actions: assign({ games: [], totalPages: 0, totalCount: 0, failure: null }),
            meta: { spec: "GAMES-02 SITE-09" },
          },
          {
            target: "loaded",
            actions: assign({
              games: ({ context, event }) => shownGames(context.pageSizes, context.query, event.output.games),
              totalPages: ({ context, event }) => shownPageCount(context.pageSizes, context.query, event.output),
              totalCount: ({ event }) => event.output.totalCount,
              failure: null,
            }),
            meta: { spec: "GAMES-02" },
          },
        ],
        onError: {
          target: "failed",
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          meta: { spec: "ERR-10 SITE-01" },
        },
      },
    },
    loaded: {
      description: "A page of games is shown with its paging.",
    },
    empty: {
      description: "The platform has no games for this question (\"no games match\" when searching).",
    },
    failed: {
      description: "The page could not be loaded (network, platform message or malformed data); Try again asks again.",
      on: { retry: { target: "loading", meta: { spec: "SITE-01" } } },
    },
  },
});
