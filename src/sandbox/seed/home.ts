/**
 * Home data of the sandbox: hot games (from the catalogue), popular lottery games, Vietnamese opened numbers and the
 * winner board. Deterministic (fixed seed); the wins are answered in the platform's order, not sorted.
 */
import { createPrng } from "../prng.ts";
import { gameIconUrl } from "../game-icons.ts";
import { getGameCatalogue, type SandboxGame } from "./games.ts";
import { VENDORS } from "./vendors.ts";

const SEED = 0x40e1;

export const HOT_GAME_COUNT = 12;

/** Hot games: the catalogue's games marked hot, a few from each slot and fishing vendor in turn. */
export function hotGames(): SandboxGame[] {
  const catalogue = getGameCatalogue();
  const pools = VENDORS.filter((v) => v.type === "RNG" || v.type === "FISH")
    .slice(0, 8)
    .map((v) => catalogue.gamesOf(v.code).filter((g) => g.isHot === 1));
  const out: SandboxGame[] = [];
  for (let round = 0; out.length < HOT_GAME_COUNT && round < 20; round += 1) {
    for (const pool of pools) {
      const game = pool[round];
      if (game && out.length < HOT_GAME_COUNT) out.push(game);
    }
  }
  return out;
}

export const asListedGame = (game: SandboxGame) => ({ ...game, showIcon: gameIconUrl(game) });

const VN_GAMES = [
  ["VN_HN", "Hà Nội"],
  ["VN_HCM", "Hồ Chí Minh"],
  ["VN_DN", "Đà Nẵng"],
  ["VN_HP", "Hải Phòng"],
  ["VN_CT", "Cần Thơ"],
  ["VN_KH", "Khánh Hòa"],
  ["VN_DL", "Đà Lạt"],
  ["VN_VT", "Vũng Tàu"],
  ["VN_BD", "Bình Dương"],
  ["VN_LA", "Long An"],
] as const;
const VN_FAST = [
  ["VN_FAST1", "Siêu tốc 1 phút"],
  ["VN_FAST3", "Siêu tốc 3 phút"],
  ["VN_FAST5", "Siêu tốc 5 phút"],
] as const;
const LOTT_GAMES = [
  "Lucky 5D", "Fast 3", "Pick 3", "Keno 20", "PK10", "Lucky Ball", "Happy 8", "Super 6", "Dice Lotto", "Color Wheel",
  "Mega 7", "Quick Pick", "Daily 4", "Star 5", "Golden 3D", "Twin Lotto", "Rapid 10", "Lotto 36", "Jackpot 6", "Fortune 8",
] as const;

export interface SandboxLotteryGame {
  gameCode: string;
  gameName: string;
  gameGroupCode: string;
  prizeMode: string;
  icon: string;
}

/** Popular lottery games of a prize mode (ELOTT: Vietnamese provinces and fast games; else the LOTT games). */
export function popularLottery(prizeMode: string, count: number): SandboxLotteryGame[] {
  const elott = prizeMode.toUpperCase() === "ELOTT";
  const games = elott
    ? [...VN_FAST, ...VN_GAMES, ...VN_GAMES.map(([code, name]) => [`${code}_N`, `${name} (đêm)`] as const)].map(([code, name]) => ({
        gameCode: code,
        gameName: name,
        gameGroupCode: code.startsWith("VN_FAST") ? "VN_FAST" : "VN",
        prizeMode: "ELOTT",
        icon: "",
      }))
    : LOTT_GAMES.map((name, i) => ({ gameCode: `LOTT_${String(i + 1).padStart(2, "0")}`, gameName: name, gameGroupCode: "LOTT", prizeMode: "LOTT", icon: "" }));
  return games.slice(0, Math.max(0, count));
}

export interface SandboxOpenedNumber {
  gameCode: string;
  gameName: string;
  numero: string;
  winningNumber: string;
  openTime: number;
}

const DRAW_EPOCH = Date.UTC(2026, 0, 5, 11, 15, 0);

/** The last `count` Vietnamese draws, newest first (5-digit special prize, 4-digit first prize, 2-digit tail). */
export function openedNumbers(count: number): SandboxOpenedNumber[] {
  const prng = createPrng(SEED + 1);
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const [code, name] = VN_GAMES[i % VN_GAMES.length] ?? VN_GAMES[0];
    const day = Math.floor(i / VN_GAMES.length);
    const openTime = DRAW_EPOCH - day * 86_400_000 - (i % VN_GAMES.length) * 60_000;
    const date = new Date(openTime).toISOString().slice(0, 10).replaceAll("-", "");
    return {
      gameCode: code,
      gameName: name,
      numero: `${date}-${pad((i % VN_GAMES.length) + 1, 3)}`,
      winningNumber: [pad(prng.int(0, 99_999), 5), pad(prng.int(0, 9_999), 4), pad(prng.int(0, 99), 2)].join(","),
      openTime,
    };
  });
}

const NAMES = ["joao", "maria", "lucas", "ana", "pedro", "yuki", "hiro", "linh", "minh", "somchai", "budi", "sari", "wei", "mei", "tom"];

export interface SandboxWin {
  vo: SandboxGame & { showIcon: string; customerName: string; winAmount: number };
}

/** `limit` wins over the catalogue's games, in the platform's (unsorted) order; player names masked. */
export function winnerBoard(limit: number, gameCategory = "ALL"): SandboxWin[] {
  const prng = createPrng(SEED + 2);
  const catalogue = getGameCatalogue();
  const vendors = VENDORS.filter((v) => (gameCategory === "ALL" ? ["RNG", "FISH", "LIVE"].includes(v.type) : v.type === gameCategory.toUpperCase()));
  const wins: SandboxWin[] = [];
  for (let i = 0; i < Math.max(0, limit) && vendors.length > 0; i += 1) {
    const vendor = vendors[prng.int(0, vendors.length - 1)] ?? vendors[0];
    const games = vendor ? catalogue.gamesOf(vendor.code) : [];
    const game = games[prng.int(0, Math.max(0, games.length - 1))];
    if (!game) continue;
    const name = NAMES[prng.int(0, NAMES.length - 1)] ?? "player";
    const amount = Math.round(prng.next() ** 3 * 95_000 * 100) / 100 + 50;
    wins.push({ vo: { ...asListedGame(game), customerName: `${name.slice(0, 2)}***${pad2(prng.int(0, 99))}`, winAmount: Math.round(amount * 100) / 100 } });
  }
  return wins;
}

const pad2 = (n: number) => String(n).padStart(2, "0");
