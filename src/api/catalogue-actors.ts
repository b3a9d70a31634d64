/**
 * Live actors of the slots catalogue (SPEC §7 games; research §4.12): the paged game list, favourite ids, the
 * favourite list, add/remove and recent games. Loaded with the /rng page, never on the first route.
 */
import { fromCallback, fromPromise } from "xstate";
import { catalogueMachine, type CatalogueEvent, type FavouriteChange, type FavouritePageQuery } from "../../machines/catalogue/catalogue.machine.ts";
import { gameListMachine, sameQuery } from "../../machines/game-list/game-list.machine.ts";
import type { AnsweredPage, GamePage, GameQuery, GameSummary } from "../../machines/games/games.types.ts";
import type { PlatformClient } from "./client.ts";
import { fetchGamePage, toGamePage, toGameSummary, type GameListContext, type GamePageSource } from "./games-api.ts";
import { requestGamePage, type EarlyGamePage } from "./game-page-query.ts";
import type { WireGameList } from "./game-schemas.ts";

/** Slots only: the catalogue's favourites and recent games are of this game type. */
const GAME_TYPE = "RNG";

/**
 * The game-list machine's actor (any screen that pages games). No AbortSignal is passed on purpose: under React
 * StrictMode (development) `useActorRef` stops and restarts the actor, which aborts the signal of the running
 * request and the restarted machine then receives that abort as a failure. An answer nobody waits for any more is
 * ignored by XState anyway (the invoking state was left), so not aborting costs one unread response.
 */
export function liveGameListActors(client: PlatformClient, ctx: GameListContext, source?: GamePageSource) {
  return {
    fetchGamePage: fromPromise<GamePage, GameQuery>(({ input }) => fetchGamePage(client, input, ctx, { source })),
  };
}

/** `MCSFE_getFavoriteGames`: the member's favourite node ids. */
export function fetchFavouriteIds(client: PlatformClient, signal?: AbortSignal): Promise<number[]> {
  return client.request("favouriteIds", { ...(signal ? { signal } : {}) });
}

/** `MCSFE_getFavoriteGamesList` (research §4.12 request fields). */
export async function fetchFavouritePage(client: PlatformClient, query: FavouritePageQuery, ctx: GameListContext, signal?: AbortSignal): Promise<GamePage> {
  const value = await client.request("favouriteList", {
    query: { clientType: 3, platform: "flash", language: ctx.language(), pageNo: query.pageNo, pageSize: query.pageSize, gameType: GAME_TYPE },
    ...(signal ? { signal } : {}),
  });
  return {
    games: value.content.map((g) => toGameSummary(g, ctx.imageCdn)),
    pageNo: value.pageNum,
    totalPages: value.totalPages,
    totalCount: value.totalCount ?? value.content.length,
  };
}

/** `GCS_recentGame`: recently launched slot games, most recent first. */
export async function fetchRecentGames(client: PlatformClient, count: number, ctx: GameListContext, signal?: AbortSignal): Promise<GameSummary[]> {
  const value = await client.request("recentGames", {
    query: { clientType: 3, platform: "html5-desktop", language: ctx.language(), gameType: GAME_TYPE, pageSize: count },
    ...(signal ? { signal } : {}),
  });
  return value.map((g) => toGameSummary(g, ctx.imageCdn));
}

/** Add (POST) or remove (DELETE) one favourite with `{nodeId, vendor, gameType}`. */
export async function changeFavourite(client: PlatformClient, change: FavouriteChange): Promise<void> {
  await client.request(change.add ? "favouriteAdd" : "favouriteRemove", { body: { nodeId: change.nodeId, vendor: change.vendor, gameType: change.gameType } });
}

export function liveCatalogueActors(client: PlatformClient, ctx: GameListContext) {
  return {
    fetchFavouriteIds: fromPromise<number[]>(() => fetchFavouriteIds(client)),
    fetchFavourites: fromPromise<GamePage, FavouritePageQuery>(({ input }) => fetchFavouritePage(client, input, ctx)),
    fetchRecent: fromPromise<GameSummary[], { count: number }>(({ input }) => fetchRecentGames(client, input.count, ctx)),
    changeFavourite: fromCallback<CatalogueEvent, FavouriteChange>(({ input, sendBack }) => {
      let live = true;
      changeFavourite(client, input).then(
        () => live && sendBack({ type: "favourite.saved", nodeId: input.nodeId }),
        (error: unknown) => live && sendBack({ type: "favourite.failed", nodeId: input.nodeId, error }),
      );
      return () => {
        live = false;
      };
    }),
  };
}

export interface CataloguePorts {
  /** Opens the login popup (the session's `protected.requested`). */
  requestLogin(): void;
}

/**
 * The raw answer for a question: the early one when it is the same question in the same language (first question
 * only), otherwise a new call. An early call that failed is asked again: it may have failed during an outage the
 * player has since retried past (issue 28), and the page should come back with its games, not with that failure.
 */
export function gamePageSource(client: Pick<PlatformClient, "request">, merchant: string, early: EarlyGamePage | undefined) {
  let pending = early;
  return (query: GameQuery, language: string, signal?: AbortSignal): Promise<WireGameList> => {
    const taken = pending;
    pending = undefined;
    if (taken && taken.language === language && sameQuery(taken.query, query)) return taken.value.catch(() => requestGamePage(client, query, merchant, language, signal));
    return requestGamePage(client, query, merchant, language, signal);
  };
}

/** The catalogue machine with its live actors, and the game list's first page when it was answered early. */
export interface LoadedCatalogue {
  machine: typeof catalogueMachine;
  /** The answer src/app/early.ts asked for, when it is in (in the language asked) as the machine loads. */
  answered?: AnsweredPage;
}

/**
 * The catalogue machine with its live actors and the game-list child (composition root, loaded with /rng). The game
 * list's first question takes the answer src/app/early.ts asked for when it is the same question (`early`): given
 * to the list as its input when it is already in (the page draws those games at once, as the first view showed
 * them), otherwise as the answer to its first call.
 */
export function providedCatalogueMachine(client: PlatformClient, ctx: GameListContext, ports: CataloguePorts, early?: EarlyGamePage): LoadedCatalogue {
  const answer = early?.language === ctx.language() ? early.answer : undefined;
  const machine = catalogueMachine.provide({
    actors: {
      ...liveCatalogueActors(client, ctx),
      gameList: gameListMachine.provide({ actors: liveGameListActors(client, ctx, gamePageSource(client, ctx.merchant, answer ? undefined : early)) }),
    },
    actions: { requestLogin: () => ports.requestLogin() },
  });
  return answer && early ? { machine, answered: { query: early.query, page: toGamePage(answer, ctx.imageCdn) } } : { machine };
}
