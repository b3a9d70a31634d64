/** What the category lobbies, the lottery screens and the header drop menus see (wire shapes live in src/api). */
import type { GameSummary, VendorCard } from "../games/games.types.ts";

/** The live classification codes (SPEC §3), in the order the live lobby lists them. */
export const LIVE_CODES = ["BAC", "SIC", "ROU", "DAT", "BJ", "HE", "MT", "TCP", "WZPJ", "SD", "FT", "NN", "YSX", "ZJH", "MJ"] as const;
export type LiveCode = (typeof LIVE_CODES)[number];

export const isLiveCode = (code: string): code is LiveCode => (LIVE_CODES as readonly string[]).includes(code);

/** One live-casino table: a game with its classification code (`OTHER` when the platform sends none we know). */
export interface LiveTable extends GameSummary {
  code: LiveCode | "OTHER";
}

/** One card-game room (`GLS2_roomList`). */
export interface CardRoom {
  roomId: number;
  name: string;
  nodeId: number;
  gameCode: string;
  gameName: string;
  vendor: string;
  minBet: number;
  maxBet: number;
  players: number;
  maxPlayers: number;
  full: boolean;
}

/** The lobbies (category pages) that list vendor cards. */
export type LobbyKind = "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "ELOTT" | "SEAMLESS";

export interface LobbyInput {
  kind: LobbyKind;
  vendors: VendorCard[];
  /** `?vendor=`: the vendor to select (ignored when the category has no such vendor). */
  vendor?: string | undefined;
  signedIn: boolean;
}

/** One lottery game of a menu (`gameMenus[]`). */
export interface LotteryGame {
  gameCode: string;
  name: string;
  /** Seconds between draws (0 = unknown). */
  drawInterval: number;
  playTypes: string[];
}

/** One group of a lottery menu (`gameGroupCode`, `labelName`, `gameMenus`). */
export interface LotteryGroup {
  code: string;
  label: string;
  games: LotteryGame[];
}

/** Which lottery screen: `/lottery` (game menus), `/vnlottery` (VN menu), `/seaLottery` (TCG_SEA menus). */
export type LotteryKind = "lottery" | "vn" | "sea";

/** The lottery lobby the platform opens (`launchGame` lottery params, SPEC §7). */
export interface LotteryLaunch {
  kind: LotteryKind;
  prizeMode: string;
  gameCode: string;
  playType?: string | undefined;
}

export type { GameSummary, VendorCard };
