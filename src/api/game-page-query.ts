/**
 * The game-list call (SPEC §3 request fields) and its answer sent early: on a first load of the slots page
 * (`/rng?page=<vendor>`) src/app/early.ts asks for the catalogue's first page of games before the app's JavaScript
 * has arrived (the first tiles' pictures are that page's largest), and the catalogue's game list takes that answer
 * for its first question when it is the same question. Small on purpose: it is part of the entry chunk.
 */
import { PAGE_SIZE, type GameQuery } from "../../machines/games/games.types.ts";
import type { PlatformClient, QueryValue } from "./client.ts";
import type { WireGameList } from "./game-schemas.ts";

/** The query string of `GCSGAME_gameList` for a question (paging and search happen on the platform). */
export function gameListQuery(query: GameQuery, merchant: string, language: string): Record<string, QueryValue> {
  return {
    clientType: 3,
    platform: "flash,html5-desktop",
    merchant,
    gameType: query.gameType,
    vassalage: query.vendor ?? "",
    gameName: query.name ?? "",
    gameClassify: query.gameClassify,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    language,
  };
}

export function requestGamePage(client: Pick<PlatformClient, "request">, query: GameQuery, merchant: string, language: string, signal?: AbortSignal): Promise<WireGameList> {
  return client.request("gameList", { query: gameListQuery(query, merchant, language), ...(signal ? { signal } : {}) });
}

/** A game-list call already on its way, with the question it asks. */
export interface EarlyGamePage {
  query: GameQuery;
  language: string;
  value: Promise<WireGameList>;
  /** The answer, once it is in. */
  answer?: WireGameList;
}

/**
 * The slots catalogue's first question for an address: the `?page=` vendor as written (the catalogue asks for the
 * vendor lane's own spelling, so a link in other letter case is asked again), the first-load page size (SPEC §9).
 */
export function firstCatalogueQuery(search: string): GameQuery {
  const vendor = new URLSearchParams(search).get("page");
  return { gameType: "RNG", ...(vendor ? { vendor } : {}), pageNo: 1, pageSize: PAGE_SIZE.firstLoad };
}
