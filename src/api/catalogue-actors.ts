/**
 * Live actors of the slots catalogue (SPEC §7 games; research §4.12): the paged game list, favourite ids, the
 * favourite list, add/remove and recent games. Loaded with the /rng page, never on the first route.
 */
import { fromCallback, fromPromise, initialTransition, transition, type AnyStateMachine } from "xstate";
import { catalogueMachine, type CatalogueEvent, type FavouriteChange, type FavouritePageQuery } from "../../machines/catalogue/catalogue.machine.ts";
import { FETCH_GAME_PAGE, gameListMachine, sameQuery } from "../../machines/game-list/game-list.machine.ts";
import type { GamePage, GameQuery, GameSummary } from "../../machines/games/games.types.ts";
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
 * The early game-list call of a first load of /rng (src/app/early.ts), handed over once: to the first game list that
 * starts, as its first snapshot when the answer is in for that list's first question (`answerNow`), otherwise to the
 * list's first call (`take`). Either way a later list (a later visit of the page) asks the platform itself.
 */
export interface EarlyHandover {
  /** The answer, when it is in for this question in this language; taken (no one else gets it). */
  answerNow(query: GameQuery, language: string): WireGameList | undefined;
  /** The early call, whatever its question; taken. */
  take(): EarlyGamePage | undefined;
}

export function earlyHandover(early: EarlyGamePage | undefined): EarlyHandover {
  let pending = early;
  return {
    answerNow(query, language) {
      const answer = pending?.answer;
      if (!answer || pending?.language !== language || !sameQuery(pending.query, query)) return undefined;
      pending = undefined;
      return answer;
    },
    take() {
      const taken = pending;
      pending = undefined;
      return taken;
    },
  };
}

/**
 * The raw answer for a question: the early one when it is the same question in the same language (first question
 * only), otherwise a new call. An early call that failed is asked again: it may have failed during an outage the
 * player has since retried past (issue 28), and the page should come back with its games, not with that failure.
 */
export function gamePageSource(client: Pick<PlatformClient, "request">, merchant: string, early: EarlyHandover) {
  return (query: GameQuery, language: string, signal?: AbortSignal): Promise<WireGameList> => {
    const taken = early.take();
    if (taken && taken.language === language && sameQuery(taken.query, query)) return taken.value.catch(() => requestGamePage(client, query, merchant, language, signal));
    return requestGamePage(client, query, merchant, language, signal);
  };
}

type GameListLogic = typeof gameListMachine;

/**
 * The game list whose first snapshot is the early answer when it is in for the list's first question: the list
 * starts in `loaded` (or `empty`) as if its first call had just answered, so the page draws those games at once (as
 * the first view showed them) and asks nothing. The machine knows nothing of this: its snapshot is computed with
 * XState's pure transition functions from its own first state and the answer its first call would have received.
 */
export function gameListFromEarly(list: GameListLogic, early: EarlyHandover, ctx: GameListContext): GameListLogic {
  const logic: GameListLogic = Object.create(list);
  logic.getInitialSnapshot = (scope, input) => {
    if (!input) return list.getInitialSnapshot(scope, input);
    const [first] = initialTransition(list, input);
    const answer = first.matches("loading") ? early.answerNow(first.context.query, ctx.language()) : undefined;
    if (!answer) return list.getInitialSnapshot(scope, input);
    const machine: AnyStateMachine = list;
    const [answered] = transition(machine, first, { type: `xstate.done.actor.${FETCH_GAME_PAGE}`, output: toGamePage(answer, ctx.imageCdn) });
    return answered;
  };
  return logic;
}

/** The catalogue machine with its live actors. */
export interface LoadedCatalogue {
  machine: typeof catalogueMachine;
}

/**
 * The catalogue machine with its live actors and the game-list child (composition root, loaded with /rng). The
 * first game list to start takes the answer src/app/early.ts asked for when it is the same question (`early`): as
 * its first snapshot when the answer is already in, otherwise as the answer to its first call.
 */
export function providedCatalogueMachine(client: PlatformClient, ctx: GameListContext, ports: CataloguePorts, early?: EarlyGamePage): LoadedCatalogue {
  const handover = earlyHandover(early);
  const gameList = gameListMachine.provide({ actors: liveGameListActors(client, ctx, gamePageSource(client, ctx.merchant, handover)) });
  const machine = catalogueMachine.provide({
    actors: {
      ...liveCatalogueActors(client, ctx),
      gameList: gameListFromEarly(gameList, handover, ctx),
    },
    // Sent after this step: another actor's transition must not run inside this machine's action.
    actions: { requestLogin: () => queueMicrotask(() => ports.requestLogin()) },
  });
  return { machine };
}
