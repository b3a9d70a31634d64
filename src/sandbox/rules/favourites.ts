/**
 * Favourite and recent games per member. Favourites: add and remove are idempotent (adding a favourite twice or
 * removing one that is not there changes nothing and succeeds); an unknown game is refused. Lists are most recent
 * first. Recent games are written by the launch handler through `store.recordRecent`.
 */
import type { SandboxStore } from "../store.ts";
import { getGameCatalogue, type GameListItem, type SandboxGame } from "../seed/games.ts";
import { VENDORS } from "../seed/vendors.ts";
import { gameIconUrl } from "../game-icons.ts";

export const UNKNOWN_GAME = "Game not found";
export const FAVOURITE_LIST_MAX_PAGE_SIZE = 999;

/** A catalogue game by node id (node ids are 100000 + vendor index × 1000 + position). */
export function findGame(nodeId: number): SandboxGame | undefined {
  if (!Number.isInteger(nodeId) || nodeId < 100_000) return undefined;
  const vendor = VENDORS[Math.floor((nodeId - 100_000) / 1000)];
  if (!vendor) return undefined;
  const game = getGameCatalogue().gamesOf(vendor.code)[(nodeId - 100_000) % 1000];
  return game?.nodeId === nodeId ? game : undefined;
}

export const withIcon = (game: SandboxGame): GameListItem => ({ ...game, showIcon: gameIconUrl(game) });

export function favouriteIds(store: SandboxStore, memberId: number): number[] {
  return [...(store.state.favourites.get(memberId) ?? [])];
}

export type FavouriteOutcome = { ok: true; ids: number[] } | { ok: false; message: string };

/** `{nodeId, vendor, gameType}` → the member's favourites after the change. */
export function changeFavourite(store: SandboxStore, memberId: number, body: Record<string, unknown>, add: boolean): FavouriteOutcome {
  const nodeId = Number(body.nodeId);
  const game = findGame(nodeId);
  if (!game) return { ok: false, message: UNKNOWN_GAME };
  const vendor = typeof body.vendor === "string" ? body.vendor.trim() : "";
  if (vendor !== "" && vendor.toUpperCase() !== game.vassalage.toUpperCase()) return { ok: false, message: UNKNOWN_GAME };
  const current = store.state.favourites.get(memberId) ?? [];
  const without = current.filter((id) => id !== nodeId);
  const next = add ? (current.includes(nodeId) ? current : [nodeId, ...current]) : without;
  store.state.favourites.set(memberId, next);
  return { ok: true, ids: [...next] };
}

/** `MCSFE_getFavoriteGamesList`: one page of favourite games, optionally of one game type. */
export function favouritePage(store: SandboxStore, memberId: number, query: { gameType?: string | undefined; pageNo?: number | undefined; pageSize?: number | undefined }) {
  const type = query.gameType?.toUpperCase();
  const games = favouriteIds(store, memberId)
    .map(findGame)
    .filter((g): g is SandboxGame => g !== undefined && (!type || g.gameType === type));
  const pageSize = Math.min(FAVOURITE_LIST_MAX_PAGE_SIZE, Math.max(1, Math.floor(query.pageSize ?? 24)));
  const pageNum = Math.max(1, Math.floor(query.pageNo ?? 1));
  const start = (pageNum - 1) * pageSize;
  return {
    content: games.slice(start, start + pageSize).map(withIcon),
    pageNum,
    totalPages: Math.ceil(games.length / pageSize),
    totalCount: games.length,
  };
}

/** `GCS_recentGame`: the member's recently launched games, most recent first. */
export function recentGames(store: SandboxStore, memberId: number, query: { gameType?: string | undefined; pageSize?: number | undefined }): GameListItem[] {
  const type = query.gameType?.toUpperCase();
  const limit = Math.max(1, Math.floor(query.pageSize ?? 24));
  return (store.state.recent.get(memberId) ?? [])
    .map(findGame)
    .filter((g): g is SandboxGame => g !== undefined && (!type || g.gameType === type))
    .slice(0, limit)
    .map(withIcon);
}
