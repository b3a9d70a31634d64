/** Game-list calls shared by the catalogue, the lobbies and the header menus: wire → {@link GameSummary}. */
import type { GamePage, GameQuery, GameSummary } from "../../machines/games/games.types.ts";
import type { PlatformClient } from "./client.ts";
import type { WireGame, WireGameList } from "./game-schemas.ts";
import { requestGamePage } from "./game-page-query.ts";
import { resolveImage } from "./startup-calls.ts";

/** Fallback tile when the platform sends no icon (research §4.12). */
export const DEFAULT_GAME_ICON = "/TCG_GAME_ICONS/default.png";

export function toGameSummary(game: WireGame, imageCdn: string): GameSummary {
  const name = game.gameName || game.nodeName || game.displayName || game.gameCode || String(game.nodeId);
  return {
    nodeId: game.nodeId,
    gameId: game.gameId ?? game.nodeId,
    gameCode: game.gameCode,
    name,
    vendor: game.vassalage,
    gameType: game.gameType,
    icon: resolveImage(game.showIcon || game.iconUrl || DEFAULT_GAME_ICON, imageCdn),
    trial: String(game.supportPlay) === "0",
    hot: String(game.isHot) === "1",
  };
}

export interface GameListContext {
  merchant: string;
  imageCdn: string;
  language(): string;
}

/** Where a game list's raw answer comes from: a new call, or (the catalogue's first question) the early one. */
export type GamePageSource = (query: GameQuery, language: string, signal?: AbortSignal) => Promise<WireGameList>;

/** `GET /wps/relay/GCSGAME_gameList` (SPEC §3 request fields; paging and search on the platform side). */
export async function fetchGamePage(
  client: PlatformClient,
  query: GameQuery,
  ctx: GameListContext,
  { signal, source }: { signal?: AbortSignal | undefined; source?: GamePageSource | undefined } = {},
): Promise<GamePage> {
  const answer = source ?? ((q, language, s) => requestGamePage(client, q, ctx.merchant, language, s));
  return toGamePage(await answer(query, ctx.language(), signal), ctx.imageCdn);
}

/** A game-list answer as a page of game summaries. */
export function toGamePage(value: WireGameList, imageCdn: string): GamePage {
  return {
    games: value.games.map((g) => toGameSummary(g, imageCdn)),
    pageNo: value.pageNum,
    totalPages: value.totalPages,
    totalCount: value.totalCount ?? value.games.length,
  };
}
