/**
 * Lobby data of the sandbox platform: card-game rooms (`GLS2_roomList`), lottery game menus
 * (`/lgw/games/game_menus`) and the Vietnamese lottery menu (`/lgw/vn/games/game_menu`). Fixed, deterministic.
 */
import { createPrng, hashString } from "../prng.ts";
import { getGameCatalogue } from "./games.ts";
import { findVendor } from "./vendors.ts";

export interface SandboxRoom {
  roomId: number;
  roomName: string;
  nodeId: number;
  gameCode: string;
  gameName: string;
  vassalage: string;
  minBet: number;
  maxBet: number;
  onlinePlayers: number;
  maxPlayers: number;
  /** `OPEN` or `FULL`. */
  status: "OPEN" | "FULL";
}

const ROOM_TIERS = [
  ["Beginner", 1, 50],
  ["Standard", 5, 250],
  ["Advanced", 20, 1000],
  ["VIP", 100, 5000],
] as const;

/** Rooms of a card-game (PVP) vendor, optionally of one game (`gameCode` or `nodeId`). Unknown vendor: none. */
export function roomsOf(vendorCode: string, filter: { gameCode?: string; nodeId?: number } = {}): SandboxRoom[] {
  const vendor = findVendor(vendorCode);
  if (!vendor || vendor.type !== "PVP") return [];
  const games = getGameCatalogue()
    .gamesOf(vendor.code)
    .filter((g) => (!filter.gameCode || g.gameCode === filter.gameCode) && (filter.nodeId === undefined || g.nodeId === filter.nodeId));
  const rooms: SandboxRoom[] = [];
  for (const game of games.slice(0, filter.gameCode || filter.nodeId !== undefined ? games.length : 8)) {
    const prng = createPrng(hashString(`rooms:${game.gameCode}`));
    ROOM_TIERS.forEach(([tier, minBet, maxBet], index) => {
      const maxPlayers = prng.pick([4, 6, 9] as const);
      const onlinePlayers = prng.int(0, maxPlayers);
      rooms.push({
        roomId: game.nodeId * 10 + index + 1,
        roomName: `${game.gameName} · ${tier}`,
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        gameName: game.gameName,
        vassalage: game.vassalage,
        minBet,
        maxBet,
        onlinePlayers,
        maxPlayers,
        status: onlinePlayers >= maxPlayers ? "FULL" : "OPEN",
      });
    });
  }
  return rooms;
}

export interface SandboxLotteryGame {
  gameCode: string;
  gameName: string;
  /** Seconds between draws. */
  drawInterval: number;
  playTypes: string[];
}

export interface SandboxLotteryGroup {
  gameGroupCode: string;
  labelName: string;
  gameMenus: SandboxLotteryGame[];
}

const LOTTERY_GROUPS: readonly SandboxLotteryGroup[] = [
  {
    gameGroupCode: "SSC",
    labelName: "Time-time Lottery",
    gameMenus: [
      { gameCode: "TCGSSC1M", gameName: "1-minute Lottery", drawInterval: 60, playTypes: ["5STAR", "4STAR", "BIGSMALL"] },
      { gameCode: "TCGSSC3M", gameName: "3-minute Lottery", drawInterval: 180, playTypes: ["5STAR", "4STAR", "BIGSMALL"] },
      { gameCode: "TCGSSC5M", gameName: "5-minute Lottery", drawInterval: 300, playTypes: ["5STAR", "BIGSMALL"] },
    ],
  },
  {
    gameGroupCode: "PK10",
    labelName: "PK10 Racing",
    gameMenus: [
      { gameCode: "TCGPK101M", gameName: "1-minute Racing", drawInterval: 60, playTypes: ["CHAMPION", "TOP2", "BIGSMALL"] },
      { gameCode: "TCGPK105M", gameName: "5-minute Racing", drawInterval: 300, playTypes: ["CHAMPION", "TOP2"] },
    ],
  },
  {
    gameGroupCode: "K3",
    labelName: "Fast 3 Dice",
    gameMenus: [
      { gameCode: "TCGK31M", gameName: "1-minute Dice", drawInterval: 60, playTypes: ["SUM", "TRIPLE", "BIGSMALL"] },
      { gameCode: "TCGK33M", gameName: "3-minute Dice", drawInterval: 180, playTypes: ["SUM", "TRIPLE"] },
    ],
  },
  {
    gameGroupCode: "11X5",
    labelName: "11 Choose 5",
    gameMenus: [{ gameCode: "TCG11X51M", gameName: "1-minute 11x5", drawInterval: 60, playTypes: ["ANY2", "ANY3", "FRONT3"] }],
  },
];

const SEA_GROUPS: readonly SandboxLotteryGroup[] = [
  {
    gameGroupCode: "SEA4D",
    labelName: "4D Lottery",
    gameMenus: [
      { gameCode: "SEA_MAGNUM", gameName: "Magnum 4D", drawInterval: 86_400, playTypes: ["BIG", "SMALL", "4A"] },
      { gameCode: "SEA_TOTO", gameName: "Toto 4D", drawInterval: 86_400, playTypes: ["BIG", "SMALL"] },
    ],
  },
  {
    gameGroupCode: "SEAFAST",
    labelName: "Fast Draws",
    gameMenus: [{ gameCode: "SEA_FAST5", gameName: "Fast 5-minute 4D", drawInterval: 300, playTypes: ["BIG", "SMALL"] }],
  },
];

const VN_GROUPS: readonly SandboxLotteryGroup[] = [
  {
    gameGroupCode: "NORTH",
    labelName: "Northern Lottery",
    gameMenus: [
      { gameCode: "VNHANOI", gameName: "Hà Nội", drawInterval: 86_400, playTypes: ["LO2", "DE", "XIEN2"] },
      { gameCode: "VNFAST45", gameName: "Northern 45-second", drawInterval: 45, playTypes: ["LO2", "DE"] },
    ],
  },
  {
    gameGroupCode: "CENTRAL",
    labelName: "Central Lottery",
    gameMenus: [
      { gameCode: "VNDANANG", gameName: "Đà Nẵng", drawInterval: 86_400, playTypes: ["LO2", "DE"] },
      { gameCode: "VNHUE", gameName: "Thừa Thiên Huế", drawInterval: 86_400, playTypes: ["LO2", "DE"] },
    ],
  },
  {
    gameGroupCode: "SOUTH",
    labelName: "Southern Lottery",
    gameMenus: [
      { gameCode: "VNHCM", gameName: "TP. Hồ Chí Minh", drawInterval: 86_400, playTypes: ["LO2", "DE", "XIEN2"] },
      { gameCode: "VNCANTHO", gameName: "Cần Thơ", drawInterval: 86_400, playTypes: ["LO2", "DE"] },
    ],
  },
];

const keyed = (groups: readonly SandboxLotteryGroup[]): Record<string, SandboxLotteryGroup> =>
  Object.fromEntries(groups.map((g) => [g.gameGroupCode, structuredClone(g)]));

/** `/lgw/games/game_menus?prizeMode=`: `SEA` answers the SEA lottery, any other mode the lottery groups (bare JSON, keyed by group). */
export function lotteryMenus(prizeMode: string | undefined): Record<string, SandboxLotteryGroup> {
  return keyed(prizeMode?.toUpperCase() === "SEA" ? SEA_GROUPS : LOTTERY_GROUPS);
}

/** `/lgw/vn/games/game_menu` (bare JSON, keyed by region). */
export function vnLotteryMenu(): Record<string, SandboxLotteryGroup> {
  return keyed(VN_GROUPS);
}

/** Whether the scenario answers this lane type, vendor code or lottery menu empty (`empty`, case-insensitive). */
export function answeredEmpty(empty: readonly string[] | undefined, ...keys: (string | undefined)[]): boolean {
  if (!empty || empty.length === 0) return false;
  const set = new Set(empty.map((k) => k.toUpperCase()));
  return keys.some((k) => k !== undefined && k.split(",").some((part) => set.has(part.trim().toUpperCase())));
}
