/** Home blocks' data in the machines' own terms (SPEC §7 Home; research §4.12, §4.13). */
import type { GameSummary } from "../games/games.types.ts";
import type { GameCategory } from "../boot/categories.ts";

/** One win of the winners list: who won how much in which game (clicking starts that game). */
export interface Win {
  player: string;
  amount: number;
  game: GameSummary;
}

/** A popular lottery game (`/lgw/games/popular`). */
export interface LotteryGame {
  code: string;
  name: string;
  group: string;
  icon: string;
}

/** A drawn Vietnamese lottery result (`/lgw/vn/numeros/opened/game`). */
export interface OpenedNumber {
  gameCode: string;
  gameName: string;
  /** Draw number. */
  numero: string;
  numbers: string[];
  /** Draw time (ms since the epoch) when known. */
  openedAt: number | null;
}

/** Lottery prize modes (SPEC §1). */
export type PrizeMode = "LOTT" | "ZY" | "ELOTT" | "SEA";

export interface HomeInput {
  language: string;
  prizeMode: PrizeMode;
}

/** Popular lottery games asked for (SPEC §9). */
export const POPULAR_COUNT = 20;
/** Vietnamese opened numbers asked for (SPEC §9). */
export const VN_NUMBERS_COUNT = 100;
/** Winners asked for (research §4.12 limitNum). */
export const WINNERS_LIMIT = 20;

/** Research §4.13: ELOTT when the e-lottery lane holds TCG_LOTTO_VN or LOTT cards, else LOTT. */
export function prizeModeOf(categories: readonly GameCategory[]): PrizeMode {
  const elott = categories.find((category) => category.id === "ELOTT");
  const vietnamese = elott?.vendors.some((card) => card.vassalage === "TCG_LOTTO_VN" || card.vassalage === "LOTT" || card.gameType === "LOTT") ?? false;
  return vietnamese ? "ELOTT" : "LOTT";
}

/** Biggest win first (research §4.12: sorted by winAmount descending); equal amounts keep the platform's order. */
export function sortWins(wins: readonly Win[]): Win[] {
  return wins
    .map((win, index) => ({ win, index }))
    .sort((a, b) => b.win.amount - a.win.amount || a.index - b.index)
    .map(({ win }) => win);
}
