/**
 * The game catalogue: exactly 10,000 slot (RNG) games over the 45 RNG vendors plus a few dozen games for each
 * FISH, PVP and LIVE vendor. Generated lazily per vendor from a fixed seed (same games in every process and after
 * every reset); icons are SVG data URLs computed only for the games of the page being answered.
 */
import { createPrng, hashString, type Prng } from "../prng.ts";
import { gameIconUrl } from "../game-icons.ts";
import { VENDORS, type Vendor, type VendorType } from "./vendors.ts";

export const RNG_GAME_TOTAL = 10_000;
const CATALOGUE_SEED = 20240617;

export interface SandboxGame {
  nodeId: number;
  gameId: number;
  gameCode: string;
  gameName: string;
  nodeName: string;
  vassalage: string;
  vendorName: string;
  gameType: VendorType;
  /** 0 = a free trial is available. */
  supportPlay: 0 | 1;
  isHot: 0 | 1;
  minBet: number;
  lines: number;
  /** LIVE tables only: the live classification code (SPEC §3: BAC, SIC, ROU …). */
  gameClassify?: string;
}

/** A game as answered by `GCSGAME_gameList`: the record plus its tile image. */
export interface GameListItem extends SandboxGame {
  showIcon: string;
}

export interface GameQuery {
  vendor?: string;
  gameType?: string;
  /** Case-insensitive substring of the game name. */
  name?: string;
  /** 1-based. */
  pageNo?: number;
  pageSize?: number;
}

export interface GamePage {
  games: GameListItem[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 200;

const SLOT_FIRST = [
  "Fortune", "Golden", "Lucky", "Mystic", "Wild", "Royal", "Crazy", "Super", "Mega", "Ancient", "Sacred", "Blazing",
  "Frozen", "Electric", "Magic", "Jade", "Crystal", "Thunder", "Diamond", "Emerald", "Ruby", "Cosmic", "Sweet",
  "Happy", "Hidden", "Lost", "Burning", "Silver", "Midnight", "Neon", "Savage", "Mighty", "Eternal", "Dancing",
  "Flaming", "Twin", "Little", "Grand", "Secret", "Shining",
] as const;
const SLOT_SECOND = [
  "Dragon", "Tiger", "Phoenix", "Panda", "Pharaoh", "Koi", "Buffalo", "Wolf", "Lion", "Monkey", "Samurai", "Ninja",
  "Viking", "Pirate", "Mermaid", "Genie", "Wizard", "Cowboy", "Queen", "King", "Goddess", "Fruits", "Candy", "Gems",
  "Stars", "Moon", "Sun", "Temple", "Jungle", "Ocean", "Volcano", "Aztec", "Maya", "Olympus", "Carnival", "Fiesta",
  "Safari", "Rooster", "Lotus", "Bamboo",
] as const;
const SLOT_THIRD = [
  "", "", "", "Deluxe", "Megaways", "Riches", "Treasures", "Gold", "Quest", "Rush", "Bonanza", "Link", "Legends",
  "Hold and Win", "Jackpot", "Blitz", "Party", "Power", "Reels", "Dream", "Xtreme", "Empire",
] as const;
const FISH_FIRST = ["Ocean", "Deep Sea", "Golden", "Mega", "Lucky", "Royal", "Dragon", "Jackpot", "Crazy", "Happy", "Thunder", "Ice"] as const;
const FISH_SECOND = ["Fishing", "Hunter", "King", "Shark Hunt", "Fish Party", "Catch", "Reef", "Kraken", "Treasure Hunt", "Battle"] as const;
const LIVE_TABLES = [
  ["BAC", "Baccarat"], ["BAC", "Speed Baccarat"], ["BAC", "Squeeze Baccarat"], ["SIC", "Sic Bo"], ["ROU", "Roulette"],
  ["ROU", "Lightning Roulette"], ["DAT", "Dragon Tiger"], ["BJ", "Blackjack"], ["HE", "Casino Hold'em"],
  ["FT", "Fan Tan"], ["NN", "Niu Niu"], ["YSX", "Fish Prawn Crab"], ["TCP", "Three Card Poker"],
] as const;
const PVP_GAMES = [
  "Teen Patti", "Rummy", "Ludo", "Mahjong", "Texas Hold'em", "Blackjack", "Niu Niu", "Dragon Tiger", "Andar Bahar",
  "Tongits", "Pusoy", "Sabong Cards", "Big Two", "Zha Jin Hua", "Poker Dice", "Domino QQ",
] as const;
const PVP_VARIANTS = ["Classic", "Blitz", "Pro", "Royale", "Lite", "Tournament"] as const;

const RNG_MIN_BETS = [0.1, 0.2, 0.3, 0.5, 1, 2] as const;
const RNG_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024] as const;

function countsForType(type: VendorType, vendors: readonly Vendor[], prng: Prng): Map<string, number> {
  const counts = new Map<string, number>();
  if (type === "RNG") {
    const weights = vendors.map(() => 0.5 + prng.next());
    const sum = weights.reduce((a, b) => a + b, 0);
    let assigned = 0;
    vendors.forEach((v, i) => {
      const n = Math.floor((RNG_GAME_TOTAL * (weights[i] as number)) / sum);
      counts.set(v.code, n);
      assigned += n;
    });
    for (let i = 0; assigned < RNG_GAME_TOTAL; i = (i + 1) % vendors.length, assigned += 1) {
      const code = (vendors[i] as Vendor).code;
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
  } else {
    for (const v of vendors) counts.set(v.code, prng.int(24, 48));
  }
  return counts;
}

function nameFor(type: VendorType, prng: Prng, index: number): string {
  switch (type) {
    case "FISH":
      return `${prng.pick(FISH_FIRST)} ${prng.pick(FISH_SECOND)}`;
    case "LIVE": {
      const [, table] = LIVE_TABLES[index % LIVE_TABLES.length] as (typeof LIVE_TABLES)[number];
      return `${table} ${String.fromCharCode(65 + Math.floor(index / LIVE_TABLES.length))}`;
    }
    case "PVP":
      return `${prng.pick(PVP_GAMES)} ${prng.pick(PVP_VARIANTS)}`;
    default: {
      const third = prng.pick(SLOT_THIRD);
      return `${prng.pick(SLOT_FIRST)} ${prng.pick(SLOT_SECOND)}${third ? ` ${third}` : ""}`;
    }
  }
}

function generateVendorGames(vendor: Vendor, vendorIndex: number, count: number): SandboxGame[] {
  const prng = createPrng(CATALOGUE_SEED ^ hashString(vendor.code));
  const seen = new Set<string>();
  const games: SandboxGame[] = [];
  for (let n = 0; n < count; n += 1) {
    let name = nameFor(vendor.type, prng, n);
    for (let attempt = 2; seen.has(name); attempt += 1) name = attempt < 6 ? nameFor(vendor.type, prng, n) : `${name} ${attempt}`;
    seen.add(name);
    const nodeId = 100_000 + vendorIndex * 1000 + n;
    const live = vendor.type === "LIVE";
    games.push({
      nodeId,
      gameId: 700_000 + vendorIndex * 1000 + n,
      gameCode: `${vendor.code}_${String(n + 1).padStart(4, "0")}`,
      gameName: name,
      nodeName: name,
      vassalage: vendor.code,
      vendorName: vendor.name,
      gameType: vendor.type,
      supportPlay: prng.next() < 0.3 && !live ? 0 : 1,
      isHot: prng.next() < 0.08 ? 1 : 0,
      minBet: live ? prng.pick([1, 5, 10, 20] as const) : prng.pick(RNG_MIN_BETS),
      lines: vendor.type === "RNG" ? prng.pick(RNG_LINES) : 1,
      ...(live ? { gameClassify: (LIVE_TABLES[n % LIVE_TABLES.length] as (typeof LIVE_TABLES)[number])[0] } : {}),
    });
  }
  return games;
}

export interface GameCatalogue {
  /** Number of games per vendor code (known without generating the games). */
  readonly counts: ReadonlyMap<string, number>;
  /** The games of one vendor (generated on first use). */
  gamesOf(vendorCode: string): readonly SandboxGame[];
  /** Every game, vendor by vendor (generates everything on first use). */
  all(): readonly SandboxGame[];
  query(query: GameQuery): GamePage;
}

function createCatalogue(): GameCatalogue {
  const prng = createPrng(CATALOGUE_SEED);
  const counts = new Map<string, number>();
  for (const type of ["RNG", "FISH", "PVP", "LIVE"] as const) {
    for (const [code, n] of countsForType(type, VENDORS.filter((v) => v.type === type), prng)) counts.set(code, n);
  }
  const cache = new Map<string, SandboxGame[]>();
  let everything: SandboxGame[] | undefined;

  const gamesOf = (vendorCode: string): readonly SandboxGame[] => {
    const index = VENDORS.findIndex((v) => v.code.toUpperCase() === vendorCode.toUpperCase());
    const vendor = VENDORS[index];
    if (!vendor) return [];
    let games = cache.get(vendor.code);
    if (!games) {
      games = generateVendorGames(vendor, index, counts.get(vendor.code) ?? 0);
      cache.set(vendor.code, games);
    }
    return games;
  };
  const all = (): readonly SandboxGame[] => {
    everything ??= VENDORS.flatMap((v) => [...gamesOf(v.code)]);
    return everything;
  };

  return {
    counts,
    gamesOf,
    all,
    query(query) {
      const source = query.vendor ? gamesOf(query.vendor) : all();
      const type = query.gameType?.toUpperCase();
      const needle = query.name?.trim().toLowerCase();
      const matches = source.filter(
        (g) => (!type || g.gameType === type) && (!needle || g.gameName.toLowerCase().includes(needle)),
      );
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.pageSize ?? DEFAULT_PAGE_SIZE)));
      const pageNum = Math.max(1, Math.floor(query.pageNo ?? 1));
      const start = (pageNum - 1) * pageSize;
      return {
        games: matches.slice(start, start + pageSize).map((g) => ({ ...g, showIcon: gameIconUrl(g) })),
        pageNum,
        totalPages: Math.ceil(matches.length / pageSize),
        totalCount: matches.length,
      };
    },
  };
}

let shared: GameCatalogue | undefined;

/** The catalogue (immutable, so shared by every store; built on first use). */
export function getGameCatalogue(): GameCatalogue {
  shared ??= createCatalogue();
  return shared;
}

/** Convenience: query the shared catalogue. */
export function queryGames(query: GameQuery): GamePage {
  return getGameCatalogue().query(query);
}
