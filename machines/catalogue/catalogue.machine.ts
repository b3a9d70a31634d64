import { assertEvent, assign, fromCallback, fromPromise, raise, sendTo, setup, spawnChild, stopChild } from "xstate";
import { CATALOGUE_PAGE_SIZES, gameListMachine } from "../game-list/game-list.machine.ts";
import { PAGE_SIZE, type GamePage, type GameSummary, type VendorCard } from "../games/games.types.ts";
import { described } from "../shared/described.ts";
import { findCatalogueVendor, toCatalogueVendor, type CatalogueVendor } from "./catalogue-vendors.ts";
import { toFailure, type Failure } from "../shared/errors.ts";

export type CatalogueTab = "all" | "favourites" | "recent";

export type { CatalogueVendor };

export interface CatalogueInput {
  /** The RNG lane's vendor cards (boot). */
  vendors: readonly VendorCard[];
  /** `?page=` of /rng. */
  vendor?: string | undefined;
  signedIn: boolean;
}

/** What the favourite add/remove actor is asked to do. */
export interface FavouriteChange {
  nodeId: number;
  vendor: string;
  gameType: string;
  add: boolean;
}

export interface FavouritePageQuery {
  pageNo: number;
  pageSize: number;
}

export interface CatalogueContext {
  vendors: CatalogueVendor[];
  /** The vendor shown (a known code), null = every slot vendor. */
  vendor: string | null;
  /** `?page=` named a vendor the RNG lane does not have: every vendor is shown with a note. */
  unknownVendor: string | null;
  signedIn: boolean;
  favouriteIds: number[];
  /** Games with a favourite change waiting for the platform. */
  inFlight: number[];
  /** Games changed less than `favouriteThrottle` ago. */
  cooling: number[];
  favouriteFailure: Failure | null;
  favouritePage: FavouritePageQuery;
  favouriteGames: GameSummary[];
  favouriteTotalPages: number;
  recentGames: GameSummary[];
  tabFailure: Failure | null;
}

export type CatalogueEvent =
  | { type: "vendor.selected"; vendor?: string | undefined }
  | { type: "tab.selected"; tab: CatalogueTab }
  | { type: "member.changed"; signedIn: boolean }
  | { type: "favourite.toggled"; game: GameSummary }
  | { type: "favourite.saved"; nodeId: number }
  | { type: "favourite.failed"; nodeId: number; error: unknown }
  | { type: "favourite.cooled"; nodeId: number }
  | { type: "favourite.noticeDismissed" }
  | { type: "favourites.paged"; page: number }
  | { type: "retry" };

/** At most one favourite change per game in this window (ms), however fast the heart is pressed. */
export const FAVOURITE_THROTTLE_MS = 1000;
/** Recent games shown. */
export const RECENT_COUNT = PAGE_SIZE.default;

const withoutId = (ids: readonly number[], id: number) => ids.filter((x) => x !== id);
const toggledId = (ids: readonly number[], id: number) => (ids.includes(id) ? withoutId(ids, id) : [id, ...ids]);

export const catalogueMachine = setup({
  types: {
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    input: {} as CatalogueInput,
  },
  actors: {
    gameList: gameListMachine,
    fetchFavouriteIds: fromPromise<number[]>(() => Promise.reject(new Error("fetchFavouriteIds is not provided"))),
    fetchFavourites: fromPromise<GamePage, FavouritePageQuery>(() => Promise.reject(new Error("fetchFavourites is not provided"))),
    fetchRecent: fromPromise<GameSummary[], { count: number }>(() => Promise.reject(new Error("fetchRecent is not provided"))),
    /** Sends back `favourite.saved` or `favourite.failed` for its game. */
    changeFavourite: fromCallback<CatalogueEvent, FavouriteChange>(({ sendBack, input }) => {
      sendBack({ type: "favourite.failed", nodeId: input.nodeId, error: new Error("changeFavourite is not provided") });
    }),
  },
  actions: {
    /** Opens the login popup through the session (`protected.requested`). */
    requestLogin: () => {},
  },
  delays: { favouriteThrottle: FAVOURITE_THROTTLE_MS },
  guards: {
    isKnownVendor: described(
      "The vendor asked for is one of the slot vendors (matched without regard to case).",
      ({ context, event }) => event.type === "vendor.selected" && findCatalogueVendor(context.vendors, event.vendor) !== undefined,
    ),
    isAllVendors: described("No vendor is asked for (/rng without ?page=).", ({ event }) => event.type === "vendor.selected" && !event.vendor),
    isSignedIn: described("A member is logged in.", ({ context }) => context.signedIn),
    isSigningIn: described("The player has just logged in.", ({ event }) => event.type === "member.changed" && event.signedIn),
    isSigningOut: described("The player has just logged out (or the session ended).", ({ event }) => event.type === "member.changed" && !event.signedIn),
    isThrottled: described(
      "A change for this game is still waiting for the platform, or the last one was less than a second ago.",
      ({ context, event }) => event.type === "favourite.toggled" && (context.inFlight.includes(event.game.nodeId) || context.cooling.includes(event.game.nodeId)),
    ),
    canOpenFavourites: described(
      "The favourites tab is asked for and a member is logged in.",
      ({ context, event }) => event.type === "tab.selected" && event.tab === "favourites" && context.signedIn,
    ),
    canOpenRecent: described(
      "The recent games tab is asked for and a member is logged in.",
      ({ context, event }) => event.type === "tab.selected" && event.tab === "recent" && context.signedIn,
    ),
    isAllTab: described("The all-games tab is asked for.", ({ event }) => event.type === "tab.selected" && event.tab === "all"),
    isOtherFavouritePage: described(
      "The favourites page asked for exists and is not the one shown.",
      ({ context, event }) => event.type === "favourites.paged" && event.page >= 1 && event.page <= context.favouriteTotalPages && event.page !== context.favouritePage.pageNo,
    ),
    hasNoFavouriteGames: described("The platform answered a favourites page without games.", (_, params: { page: GamePage }) => params.page.games.length === 0),
    hasNoRecentGames: described("The member has not played any slot game yet.", (_, params: { games: readonly GameSummary[] }) => params.games.length === 0),
  },
}).createMachine({
  id: "catalogue",
  description:
    "The slots page (/rng?page=<vendor>): the slot vendors, the selected vendor's games (paged and searched by the platform through the game-list machine), and for members the favourites and recent-games tabs and the favourite toggle on every tile.",
  context: ({ input }) => {
    const vendors = input.vendors.map(toCatalogueVendor);
    const known = findCatalogueVendor(vendors, input.vendor);
    return {
      vendors,
      vendor: known?.code ?? null,
      unknownVendor: input.vendor && !known ? input.vendor : null,
      signedIn: input.signedIn,
      favouriteIds: [],
      inFlight: [],
      cooling: [],
      favouriteFailure: null,
      favouritePage: { pageNo: 1, pageSize: PAGE_SIZE.default },
      favouriteGames: [],
      favouriteTotalPages: 0,
      recentGames: [],
      tabFailure: null,
    };
  },
  invoke: {
    id: "gameList",
    src: "gameList",
    input: ({ context }) => ({
      gameType: "RNG",
      ...(context.vendor ? { vendor: context.vendor } : {}),
      pageSizes: CATALOGUE_PAGE_SIZES,
    }),
  },
  type: "parallel",
  on: {
    "vendor.selected": [
      {
        guard: "isKnownVendor",
        target: ".tab.all",
        actions: [
          assign({ vendor: ({ context, event }) => findCatalogueVendor(context.vendors, event.vendor)!.code, unknownVendor: null }),
          sendTo("gameList", ({ context }) => ({ type: "vendor.changed" as const, vendor: context.vendor ?? undefined })),
        ],
        meta: { spec: "ROUTE-04" },
      },
      {
        guard: "isAllVendors",
        target: ".tab.all",
        actions: [assign({ vendor: null, unknownVendor: null }), sendTo("gameList", { type: "vendor.changed" as const, vendor: undefined })],
        meta: { spec: "ROUTE-04 SITE-10" },
      },
      {
        target: ".tab.all",
        actions: [
          assign({ vendor: null, unknownVendor: ({ event }) => event.vendor ?? null }),
          sendTo("gameList", { type: "vendor.changed" as const, vendor: undefined }),
        ],
        meta: { spec: "SITE-10" },
      },
    ],
    "favourite.noticeDismissed": { actions: assign({ favouriteFailure: null }), meta: { spec: "SITE-01" } },
  },
  states: {
    tab: {
      description: "Which list the page shows: every game of the vendor, the member's favourites, or the member's recent games.",
      initial: "all",
      on: {
        "tab.selected": [
          { guard: "isAllTab", target: ".all", meta: { spec: "ROUTE-04" } },
          { guard: "canOpenFavourites", target: ".favourites", meta: { spec: "API-20" } },
          { guard: "canOpenRecent", target: ".recent", meta: { spec: "API-20" } },
        ],
        "member.changed": { guard: "isSigningOut", target: ".all", meta: { spec: "ROLE-02 SESSION-02" } },
      },
      states: {
        all: {
          description: "Every game of the selected vendor (or of every slot vendor), paged and searched by the platform.",
        },
        favourites: {
          description: "The member's favourite slot games.",
          initial: "loading",
          entry: assign({ favouritePage: { pageNo: 1, pageSize: PAGE_SIZE.default }, tabFailure: null }),
          on: {
            "favourites.paged": {
              guard: "isOtherFavouritePage",
              target: ".loading",
              actions: assign({ favouritePage: ({ context, event }) => ({ ...context.favouritePage, pageNo: event.page }) }),
              meta: { spec: "API-20" },
            },
          },
          states: {
            loading: {
              description: "A page of favourite games is being fetched.",
              invoke: {
                id: "fetchFavourites",
                src: "fetchFavourites",
                input: ({ context }) => context.favouritePage,
                onDone: [
                  {
                    guard: { type: "hasNoFavouriteGames", params: ({ event }) => ({ page: event.output }) },
                    target: "empty",
                    actions: assign({ favouriteGames: [], favouriteTotalPages: 0 }),
                    meta: { spec: "API-20 SITE-09" },
                  },
                  {
                    target: "loaded",
                    actions: assign({ favouriteGames: ({ event }) => event.output.games, favouriteTotalPages: ({ event }) => event.output.totalPages }),
                    meta: { spec: "API-20" },
                  },
                ],
                onError: { target: "failed", actions: assign({ tabFailure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
              },
            },
            loaded: { description: "Favourite games are shown (a game un-favourited here leaves the list at once)." },
            empty: { description: "The member has no favourite slot games yet." },
            failed: {
              description: "The favourites could not be loaded; Try again asks again.",
              on: { retry: { target: "loading", meta: { spec: "SITE-01" } } },
            },
          },
        },
        recent: {
          description: "The slot games the member launched last, most recent first.",
          initial: "loading",
          entry: assign({ tabFailure: null }),
          states: {
            loading: {
              description: "The recent games are being fetched.",
              invoke: {
                id: "fetchRecent",
                src: "fetchRecent",
                input: { count: RECENT_COUNT },
                onDone: [
                  { guard: { type: "hasNoRecentGames", params: ({ event }) => ({ games: event.output }) }, target: "empty", actions: assign({ recentGames: [] }), meta: { spec: "API-20 SITE-09" } },
                  { target: "loaded", actions: assign({ recentGames: ({ event }) => event.output }), meta: { spec: "API-20" } },
                ],
                onError: { target: "failed", actions: assign({ tabFailure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
              },
            },
            loaded: { description: "Recent games are shown." },
            empty: { description: "The member has not played a slot game yet." },
            failed: {
              description: "The recent games could not be loaded; Try again asks again.",
              on: { retry: { target: "loading", meta: { spec: "SITE-01" } } },
            },
          },
        },
      },
    },
    favourites: {
      description: "The member's favourite game ids, which every tile's heart shows, and the changes under way.",
      initial: "checking",
      states: {
        checking: {
          description: "Guest or member? (decided at once from the session)",
          always: [
            { guard: "isSignedIn", target: "member", meta: { spec: "SESSION-01" } },
            { target: "guest", meta: { spec: "ROLE-02 SESSION-02" } },
          ],
        },
        guest: {
          description: "A guest: pressing a heart opens the login popup.",
          on: {
            "favourite.toggled": { actions: "requestLogin", meta: { spec: "SESSION-02" } },
            "member.changed": {
              guard: "isSigningIn",
              target: "member",
              actions: assign({ signedIn: true }),
              meta: { spec: "SESSION-01" },
            },
          },
        },
        member: {
          description: "A member: favourites are loaded and can be added or removed.",
          initial: "loading",
          on: {
            "member.changed": {
              guard: "isSigningOut",
              target: "guest",
              actions: assign({ signedIn: false, favouriteIds: [], inFlight: [], cooling: [], favouriteFailure: null }),
              meta: { spec: "LOGOUT-01" },
            },
            "favourite.saved": {
              actions: [assign({ inFlight: ({ context, event }) => withoutId(context.inFlight, event.nodeId) }), stopChild(({ event }) => `favourite-${event.nodeId}`)],
              meta: { spec: "SITE-06" },
            },
            "favourite.failed": {
              actions: [
                assign({
                  inFlight: ({ context, event }) => withoutId(context.inFlight, event.nodeId),
                  favouriteIds: ({ context, event }) => toggledId(context.favouriteIds, event.nodeId),
                  favouriteFailure: ({ event }) => toFailure(event.error),
                }),
                stopChild(({ event }) => `favourite-${event.nodeId}`),
              ],
              meta: { spec: "SITE-06 SITE-01" },
            },
            "favourite.cooled": {
              actions: assign({ cooling: ({ context, event }) => withoutId(context.cooling, event.nodeId) }),
              meta: { spec: "SITE-06" },
            },
          },
          states: {
            loading: {
              description: "The favourite ids are being fetched (again after another vendor was picked): a notice from before goes, as the ids come fresh from the platform.",
              entry: assign({ favouriteFailure: null }),
              invoke: {
                id: "fetchFavouriteIds",
                src: "fetchFavouriteIds",
                onDone: { target: "ready", actions: assign({ favouriteIds: ({ event }) => event.output }), meta: { spec: "API-20" } },
                onError: { target: "failed", actions: assign({ favouriteFailure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
              },
            },
            ready: {
              description: "Hearts show the favourites; pressing one adds or removes the game at once and tells the platform.",
              on: {
                "favourite.toggled": [
                  { guard: "isThrottled", meta: { spec: "SITE-06" } },
                  {
                    actions: [
                      assign({
                        favouriteIds: ({ context, event }) => toggledId(context.favouriteIds, event.game.nodeId),
                        inFlight: ({ context, event }) => [...context.inFlight, event.game.nodeId],
                        cooling: ({ context, event }) => [...context.cooling, event.game.nodeId],
                        favouriteFailure: null,
                      }),
                      spawnChild("changeFavourite", {
                        id: ({ event }) => {
                          assertEvent(event, "favourite.toggled");
                          return `favourite-${event.game.nodeId}`;
                        },
                        input: ({ context, event }) => {
                          assertEvent(event, "favourite.toggled");
                          const { game } = event;
                          return { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType || "RNG", add: context.favouriteIds.includes(game.nodeId) };
                        },
                      }),
                      raise(
                        ({ event }) => {
                          assertEvent(event, "favourite.toggled");
                          return { type: "favourite.cooled" as const, nodeId: event.game.nodeId };
                        },
                        { delay: "favouriteThrottle" },
                      ),
                    ],
                    meta: { spec: "SITE-06" },
                  },
                ],
              },
            },
            failed: {
              description: "The favourites could not be loaded; hearts are hidden until Try again succeeds.",
              on: { retry: { target: "loading", actions: assign({ favouriteFailure: null }), meta: { spec: "SITE-01" } } },
            },
          },
        },
      },
    },
  },
});
