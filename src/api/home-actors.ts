/** Ports of the home blocks (SPEC §7 Home; research §4.12, §4.13), over the platform client. Loaded with the home blocks. */
import { fromPromise } from "xstate";
import { homeMachine } from "../../machines/home/home.machine.ts";
import type { LotteryGame, OpenedNumber, PrizeMode, Win } from "../../machines/home/home.types.ts";
import { POPULAR_COUNT, VN_NUMBERS_COUNT, WINNERS_LIMIT } from "../../machines/home/home.types.ts";
import type { GameSummary } from "../../machines/games/games.types.ts";
import type { PlatformClient } from "./client.ts";
import { toGameSummary } from "./games-api.ts";
import { resolveImage } from "./startup-calls.ts";

export interface HomeActorOptions {
  merchant: string;
  imageCdn: string;
  /** `device` of the lottery gateway calls (SPEC §1 device WEB). */
  device: string;
}

type BlockInput = { language: string; prizeMode: PrizeMode };

/** Winning numbers as the gateway writes them ("12345,678" or "12345 678") → list. */
export function splitNumbers(text: string): string[] {
  return text.split(/[\s,;|]+/).filter((part) => part.length > 0);
}

/**
 * No AbortSignal is passed on purpose (as in catalogue-actors.ts): under React StrictMode `useActorRef` stops and
 * restarts the actor, and the restarted machine would receive the aborted request as a failure.
 */
export function liveHomeActors(client: PlatformClient, options: HomeActorOptions) {
  return {
    fetchHotGames: fromPromise<GameSummary[], BlockInput>(async ({ input }) => {
      const value = await client.request("hotGames", {
        query: { merchantCode: options.merchant, isPlatform: 2, vassalage: "", platform: "flash,html5-desktop", language: input.language }
      });
      return value.list.map((game) => toGameSummary(game, options.imageCdn));
    }),
    fetchPopular: fromPromise<LotteryGame[], BlockInput>(async ({ input }) => {
      const list = await client.request("lotteryPopular", {
        query: { count: POPULAR_COUNT, prizeMode: input.prizeMode, device: options.device, language: input.language }
      });
      return list.map((game) => ({
        code: game.gameCode,
        name: game.gameName || game.gameCode,
        group: game.gameGroupCode ?? "",
        icon: game.icon ? resolveImage(game.icon, options.imageCdn) : "",
      }));
    }),
    fetchVnNumbers: fromPromise<OpenedNumber[], BlockInput>(async () => {
      const list = await client.request("vnOpenedNumbers", { query: { count: VN_NUMBERS_COUNT } });
      return list.map((item) => ({
        gameCode: item.gameCode,
        gameName: item.gameName || item.gameCode,
        numero: item.numero,
        numbers: splitNumbers(item.winningNumber),
        openedAt: item.openTime ?? null,
      }));
    }),
    fetchWinners: fromPromise<Win[], BlockInput>(async ({ input }) => {
      const value = await client.request("winnerBoard", { query: { gameCategory: "ALL", language: input.language, limitNum: WINNERS_LIMIT } });
      return value.list.map(({ vo }) => ({ player: vo.customerName, amount: vo.winAmount, game: toGameSummary(vo, options.imageCdn) }));
    }),
  };
}

/** The home machine with its live actors (this module loads with the home blocks). */
export function providedHomeMachine(client: PlatformClient, options: HomeActorOptions) {
  return homeMachine.provide({ actors: liveHomeActors(client, options) });
}
