/**
 * Shared game vocabulary of the game flows (catalogue, lobbies, home blocks, header drop menus, game launch).
 * Wire shapes live in src/api; these are what machines and views see.
 */
import type { VendorCard } from "../boot/boot.types.ts";

export type { VendorCard };

/** One game tile (SPEC §3 "Game"). */
export interface GameSummary {
  nodeId: number;
  gameId: number;
  gameCode: string;
  /** Display name (`gameName`, else `nodeName`). */
  name: string;
  /** Vendor code (`vassalage`). */
  vendor: string;
  /** Platform game type: RNG, FISH, LIVE, PVP, SPORTS, ELOTT, LOTT … */
  gameType: string;
  /** Tile image (absolute, CDN resolved). */
  icon: string;
  /** `supportPlay` is 0: a free trial is available. */
  trial: boolean;
  hot: boolean;
  /** A card-game room of this game (`GLS2_roomList`): the launch sends `roomId` instead of `gameId` (SPEC §3). */
  roomId?: number;
}

/**
 * Tiles of a game grid whose pictures load at once, at high priority: the first row on a wide screen, the first two
 * on a phone. The rest load lazily as they come into view (SPEC §9).
 */
export const EAGER_TILES = 6;

/** A request for one page of games (SPEC §3 game list request; the platform pages and searches). */
export interface GameQuery {
  gameType: string;
  /** Vendor code; comma list allowed. Absent = every vendor of the type. */
  vendor?: string;
  /** Game-name search, as typed (trimmed). */
  name?: string;
  gameClassify?: string;
  /** 1-based. */
  pageNo: number;
  pageSize: number;
}

/** One answered page. */
export interface GamePage {
  games: GameSummary[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
}

/** SPEC §9 / §7 page sizes of game lists. */
export const PAGE_SIZE = { firstLoad: 21, afterPageChange: 18, default: 24 } as const;

/** What a player asked to play: a vendor card (lobby, header menu) or one game (grid, hot games, winners). */
export type LaunchTarget =
  | { kind: "vendor"; card: VendorCard }
  | { kind: "game"; game: GameSummary; /** Free trial (`supportPlay` 0) instead of real money. */ trial?: boolean };
