/**
 * Live actors of the lobby flows (category lobbies, lottery screens, header drop menus): live tables, card rooms,
 * lottery menus, the lottery lobby launch, and the game-list machine for their game grids. Loaded with the lobby
 * screens (a lazy chunk), never on the first route.
 */
import { fromPromise } from "xstate";
import { lobbyMachine } from "../../machines/lobby/lobby.machine.ts";
import { lotteryMachine } from "../../machines/lottery/lottery.machine.ts";
import { gameListMachine } from "../../machines/game-list/game-list.machine.ts";
import type { GameQuery } from "../../machines/games/games.types.ts";
import { isLiveCode, type CardRoom, type LiveTable, type LotteryGroup, type LotteryKind, type LotteryLaunch } from "../../machines/lobby/lobby.types.ts";
import type { PlatformClient } from "./client.ts";
import { fetchGamePage, toGameSummary, type GameListContext } from "./games-api.ts";
import type { WireLotteryMenu, WireRoomList } from "./lobby-schemas.ts";

export interface LobbyContextPort extends GameListContext {
  /** The site's origin, for the lottery lobby's `backUrl`. */
  origin: string;
}

/** Live tables come in one page: a live vendor has a few dozen tables at most. */
export const LIVE_TABLES_PAGE = 200;

/** `GCSGAME_gameList` for one live vendor, each table with its classification code (`gameClassify`). */
export async function fetchLiveTables(client: PlatformClient, vendor: string, ctx: GameListContext, signal?: AbortSignal): Promise<LiveTable[]> {
  const value = await client.request("gameList", {
    query: {
      clientType: 3,
      platform: "flash,html5-desktop",
      merchant: ctx.merchant,
      gameType: "LIVE",
      vassalage: vendor,
      gameName: "",
      pageNo: 1,
      pageSize: LIVE_TABLES_PAGE,
      language: ctx.language(),
    },
    ...(signal ? { signal } : {}),
  });
  return value.games.map((game) => {
    const raw = (game as { gameClassify?: unknown }).gameClassify;
    const code = typeof raw === "string" ? raw.trim().toUpperCase() : "";
    return { ...toGameSummary(game, ctx.imageCdn), code: isLiveCode(code) ? code : "OTHER" };
  });
}

export function toRooms(value: WireRoomList): CardRoom[] {
  return value.rooms.map((r) => ({
    roomId: r.roomId,
    name: r.roomName,
    nodeId: r.nodeId,
    gameCode: r.gameCode,
    gameName: r.gameName,
    vendor: r.vassalage,
    minBet: r.minBet,
    maxBet: r.maxBet,
    players: r.onlinePlayers,
    maxPlayers: r.maxPlayers,
    full: r.status.toUpperCase() === "FULL",
  }));
}

/** Bare JSON object (or array) of groups → groups in the platform's order, games without a code dropped. */
export function toLotteryGroups(value: WireLotteryMenu): LotteryGroup[] {
  const groups = Array.isArray(value) ? value : Object.values(value);
  return groups.map((g) => ({
    code: g.gameGroupCode,
    label: g.labelName || g.gameGroupCode,
    games: g.gameMenus.map((m) => ({ gameCode: m.gameCode, name: m.gameName || m.gameCode, drawInterval: m.drawInterval ?? 0, playTypes: m.playTypes })),
  }));
}

export async function fetchLotteryMenu(client: PlatformClient, kind: LotteryKind, prizeMode: string, signal?: AbortSignal): Promise<LotteryGroup[]> {
  const options = signal ? { signal } : {};
  const value =
    kind === "vn"
      ? await client.request("vnLotteryMenu", { query: { prizeMode, device: "WEB" }, ...options })
      : await client.request("lotteryMenus", { query: { prizeMode }, ...options });
  return toLotteryGroups(value);
}

/** The route each lottery screen lives on (the lottery lobby's way back). */
export const LOTTERY_ROUTES: Record<LotteryKind, string> = { lottery: "/lottery", vn: "/vnlottery", sea: "/seaLottery" };

/** SPEC §7 lottery lobby address: `launchGame` with the lottery parameters (research §4.12). */
export function lotteryLaunchQuery(launch: LotteryLaunch, ctx: LobbyContextPort): Record<string, string> {
  const back = new URL(LOTTERY_ROUTES[launch.kind], ctx.origin);
  back.searchParams.set("gameCode", launch.gameCode);
  if (launch.playType) back.searchParams.set("playType", launch.playType);
  return {
    lottoArea: "VN",
    launchMode: "LOTT",
    lottoPrizeMode: launch.prizeMode,
    lottoGameCode: launch.gameCode,
    lottoView: "betting",
    device: "WEB",
    backUrl: back.toString(),
    language: ctx.language(),
  };
}

export async function launchLottery(client: PlatformClient, launch: LotteryLaunch, ctx: LobbyContextPort, signal?: AbortSignal): Promise<string> {
  const value = await client.request("launchGame", { query: lotteryLaunchQuery(launch, ctx), ...(signal ? { signal } : {}) });
  return value.url;
}

/*
 * The actors do not pass xstate's abort signal to the client: React's development double mount stops and restarts
 * an actor, and the first run's aborted request would come back as a failure. A stale answer is dropped anyway,
 * since its invocation has ended.
 */
export interface LobbyMachines {
  lobby: typeof lobbyMachine;
  lottery: typeof lotteryMachine;
  gameList: typeof gameListMachine;
}

/** The lobby machines with their live actors (the lottery's `requestLogin` is the caller's). */
export function providedLobbyMachines(client: PlatformClient, ctx: LobbyContextPort, requestLogin: (to: { kind: LotteryKind; gameCode: string; playType: string | null }) => void): LobbyMachines {
  return {
    lobby: lobbyMachine.provide({
      actors: {
        loadTables: fromPromise(({ input }) => fetchLiveTables(client, input.vendor, ctx)),
        loadRooms: fromPromise(async ({ input }) => toRooms(await client.request("cardRooms", { query: { vassalage: input.vendor, merchant: ctx.merchant, language: ctx.language() } }))),
      },
    }),
    lottery: lotteryMachine.provide({
      actors: {
        loadMenu: fromPromise(({ input }) => fetchLotteryMenu(client, input.kind, input.prizeMode)),
        launchLottery: fromPromise(({ input }) => launchLottery(client, input, ctx)),
      },
      actions: {
        // Sent after this step: another actor's transition must not run inside this machine's action.
        requestLogin: ({ context }, params) => queueMicrotask(() => requestLogin({ kind: context.kind, gameCode: params.gameCode, playType: params.playType })),
      },
    }),
    gameList: gameListMachine.provide({
      actors: { fetchGamePage: fromPromise(({ input }: { input: GameQuery }) => fetchGamePage(client, input, ctx)) },
    }),
  };
}
