import { assign, fromPromise, setup } from "xstate";
import { PAGE_SIZE } from "../games/games.types.ts";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { firstGameOf, isDirectLaunchCard, isLotteryCard, isPopupListCard, isSlotCard, vendorDestination } from "./destinations.ts";
import type {
  GameLaunchInput,
  GamePage,
  GameQuery,
  GameSummary,
  LaunchOutcome,
  LaunchRequest,
  LaunchTarget,
  OpenIn,
  VendorCard,
  Viewer,
} from "./game-launch.types.ts";

export interface GameLaunchContext {
  viewer: Viewer;
  /** The latest target a view handed over. */
  target: LaunchTarget | null;
  /** The game being launched (a game tile, or the first game of a sports card). */
  game: GameSummary | null;
  mode: "real" | "trial";
  /** Where the player was when they asked (the way back from `/game`). */
  returnTo: string;
  /** The vendor whose popup game list is open. */
  listVendor: VendorCard | null;
  listPageNo: number;
  listPage: GamePage | null;
  /** The address of the running game (memory only: a reload of `/game` has none). */
  url: string | null;
  openIn: OpenIn;
  recommended: GameSummary[];
  openRound: { gameName: string | null; url: string | null } | null;
  failure: Failure | null;
}

export type GameLaunchEvent =
  | { type: "launch.requested"; target: LaunchTarget; from: string }
  | { type: "session.changed"; viewer: Viewer }
  | { type: "login.closed" }
  | { type: "list.pageRequested"; pageNo: number }
  | { type: "list.retry" }
  | { type: "launch.retry" }
  | { type: "round.continue" }
  | { type: "dialog.closed" }
  | { type: "game.left" };

const targetCard = (context: GameLaunchContext): VendorCard | null => (context.target?.kind === "vendor" ? context.target.card : null);
const cardIs = (test: (card: VendorCard) => boolean) => (context: GameLaunchContext) => {
  const card = targetCard(context);
  return card !== null && test(card);
};

/** The launch call for the current game: trial calls need no account; a trial account plays real games with accountType 0. */
export function launchRequest(context: GameLaunchContext): LaunchRequest {
  if (!context.game) throw new Error("no game to launch");
  return { game: context.game, mode: context.mode, accountType: context.viewer === "trial" ? 0 : 1 };
}

export function listQuery(context: GameLaunchContext): GameQuery {
  const card = context.listVendor;
  return { gameType: card?.gameType ?? "", vendor: card?.vassalage ?? "", pageNo: context.listPageNo, pageSize: PAGE_SIZE.default };
}

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    input: {} as GameLaunchInput,
  },
  actors: {
    launchGame: fromPromise<LaunchOutcome, LaunchRequest>(() => Promise.reject(new Error("launchGame is not provided"))),
    fetchGamePage: fromPromise<GamePage, GameQuery>(() => Promise.reject(new Error("fetchGamePage is not provided"))),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    openGame: (_, _params: { url: string; openIn: OpenIn }) => {},
    requestLogin: () => {},
  },
  guards: {
    isLotteryVendor: described(
      "The card is a lottery (TCG_SEA, TCG_LOTTO_VN, or a LOTT / ELOTT vendor): it opens a lottery screen.",
      ({ context }) => cardIs(isLotteryCard)(context as GameLaunchContext),
    ),
    isPopupListVendor: described("The card's isGame is VASSALAGE: its games open in a popup list.", ({ context }) => cardIs(isPopupListCard)(context as GameLaunchContext)),
    isDirectLaunchVendor: described(
      "The card is a sports vendor (DS88 included) or an e-sports vendor (IMES, SV3, AV, TF): it launches its first game.",
      ({ context }) => cardIs(isDirectLaunchCard)(context as GameLaunchContext),
    ),
    isSlotVendor: described("The card is a slots (RNG) vendor.", ({ context }) => cardIs(isSlotCard)(context as GameLaunchContext)),
    isVendor: described("The target is a vendor card (live, fish, card games ...): it opens its category page.", ({ context }) => targetCard(context as GameLaunchContext) !== null),
    isFreeTrial: described(
      "The player asked for the free trial of a game whose supportPlay is 0 (no login needed); a game without free play needs the usual login.",
      ({ context }) => context.mode === "trial" && context.game?.trial === true,
    ),
    isGuest: described("Nobody is logged in.", ({ context }) => context.viewer === "guest"),
    isSignedIn: described("The session now has a member (the login, registration or free play worked).", ({ event }) =>
      event.type === "session.changed" ? event.viewer !== "guest" : false,
    ),
    needsRealAccount: described(
      "A trial account (type 4) asked for real money on a game without free play (supportPlay is not 0).",
      ({ context }) => context.viewer === "trial" && context.game?.trial !== true,
    ),
    isOpened: described("The platform answered the game's address.", (_, params: { outcome: LaunchOutcome }) => params.outcome.kind === "opened"),
    isUnderMaintenance: described("The platform answered that the game is under maintenance (with recommended games).", (_, params: { outcome: LaunchOutcome }) => params.outcome.kind === "maintenance"),
    isSessionEnded: described(
      "The platform answered HTTP 401: the session ended (the session machine opens the login popup).",
      (_, params: { error: unknown }) => toFailure(params.error).code === "session.ended",
    ),
    hasRoundAddress: described("The platform gave the address of the round still open.", ({ context }) => !!context.openRound?.url),
  },
}).createMachine({
  id: "gameLaunch",
  description:
    "Starting a game from a vendor card or a game tile: where a vendor card leads (lottery screens, slots, category pages, a popup game list, or its first game), login before real money, trial-account rules, the launch call, and what can go wrong (maintenance with recommended games, a round still open, failures with retry). The game's address goes to /game.",
  context: ({ input }) => ({
    viewer: input.viewer,
    target: null,
    game: null,
    mode: "real",
    returnTo: "/",
    listVendor: null,
    listPageNo: 1,
    listPage: null,
    url: null,
    openIn: "route",
    recommended: [],
    openRound: null,
    failure: null,
  }),
  on: {
    "launch.requested": {
      target: ".routing",
      actions: assign({
        target: ({ event }) => event.target,
        returnTo: ({ event }) => event.from,
        game: ({ event }) => (event.target.kind === "game" ? event.target.game : null),
        mode: ({ event }) => (event.target.kind === "game" && event.target.trial === true ? "trial" : "real"),
        failure: null,
      }),
      meta: { spec: "LAUNCH-03" },
    },
    "session.changed": {
      actions: assign({ viewer: ({ event }) => event.viewer }),
      meta: { spec: "SESSION-01" },
    },
  },
  initial: "idle",
  states: {
    idle: {
      description: "No game is being started.",
    },
    routing: {
      description: "Decides where the player's choice leads.",
      always: [
        {
          guard: "isLotteryVendor",
          target: "idle",
          actions: { type: "navigate", params: ({ context }) => ({ to: vendorDestination(targetCard(context)!) }) },
          meta: { spec: "LAUNCH-07 LAUNCH-02 VENDOR-02" },
        },
        {
          guard: "isPopupListVendor",
          target: "gameList",
          actions: assign({ listVendor: ({ context }) => targetCard(context), listPageNo: 1, listPage: null }),
          meta: { spec: "LAUNCH-02" },
        },
        {
          guard: "isDirectLaunchVendor",
          target: "authorising",
          actions: assign({ game: ({ context }) => firstGameOf(targetCard(context)!), mode: "real" }),
          meta: { spec: "LAUNCH-04 CONF-03" },
        },
        {
          guard: "isSlotVendor",
          target: "idle",
          actions: { type: "navigate", params: ({ context }) => ({ to: vendorDestination(targetCard(context)!) }) },
          meta: { spec: "LAUNCH-05" },
        },
        {
          guard: "isVendor",
          target: "idle",
          actions: { type: "navigate", params: ({ context }) => ({ to: vendorDestination(targetCard(context)!) }) },
          meta: { spec: "LAUNCH-06" },
        },
        { guard: "isFreeTrial", target: "launching", meta: { spec: "CONST-04 DEV-03" } },
        { target: "authorising", meta: { spec: "LAUNCH-08 ROLE-02" } },
      ],
    },
    gameList: {
      description: "The popup game list of one vendor is open.",
      initial: "loading",
      on: {
        "dialog.closed": { target: "idle", actions: assign({ listVendor: null, listPage: null }), meta: { spec: "LAUNCH-02 MODAL-01" } },
      },
      states: {
        loading: {
          description: "A page of the vendor's games is loading.",
          invoke: {
            id: "fetchGamePage",
            src: "fetchGamePage",
            input: ({ context }) => listQuery(context),
            onDone: { target: "ready", actions: assign({ listPage: ({ event }) => event.output }), meta: { spec: "GAMES-02" } },
            onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
          },
        },
        ready: {
          description: "The games are shown; the player picks one or changes page.",
          on: {
            "list.pageRequested": {
              target: "loading",
              actions: assign({ listPageNo: ({ event }) => event.pageNo }),
              meta: { spec: "CONST-05" },
            },
          },
        },
        failed: {
          description: "The page could not be loaded; the player can try again.",
          on: { "list.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
        },
      },
    },
    authorising: {
      description: "Checks that the player may play this game for real money.",
      always: [
        { guard: "isGuest", target: "awaitingLogin", actions: "requestLogin", meta: { spec: "LAUNCH-08 SESSION-02 ERR-02" } },
        { guard: "needsRealAccount", target: "needRealAccount", meta: { spec: "ROLE-03 TRIAL-01 DEV-04" } },
        { target: "launching", meta: { spec: "LAUNCH-03" } },
      ],
    },
    awaitingLogin: {
      description: "The login popup is open; the game starts once the player is logged in.",
      on: {
        "session.changed": {
          guard: "isSignedIn",
          target: "authorising",
          actions: assign({ viewer: ({ event }) => event.viewer }),
          meta: { spec: "SITE-04" },
        },
        "login.closed": { target: "idle", meta: { spec: "SITE-04" } },
      },
    },
    needRealAccount: {
      description: "The trial-account warning: register a real account first.",
      on: { "dialog.closed": { target: "idle", meta: { spec: "ERR-01" } } },
    },
    launching: {
      description: "The platform is asked for the game's address.",
      invoke: {
        id: "launchGame",
        src: "launchGame",
        input: ({ context }) => launchRequest(context),
        onDone: [
          {
            guard: { type: "isOpened", params: ({ event }) => ({ outcome: event.output }) },
            target: "playing",
            actions: [
              assign(({ event }) => (event.output.kind === "opened" ? { url: event.output.url, openIn: event.output.openIn } : {})),
              { type: "openGame", params: ({ context }) => ({ url: context.url!, openIn: context.openIn }) },
            ],
            meta: { spec: "LAUNCH-03" },
          },
          {
            guard: { type: "isUnderMaintenance", params: ({ event }) => ({ outcome: event.output }) },
            target: "maintenance",
            actions: assign({ recommended: ({ event }) => (event.output.kind === "maintenance" ? event.output.recommended : []) }),
            meta: { spec: "ERR-14" },
          },
          {
            target: "roundOpen",
            actions: assign({
              openRound: ({ event }) => (event.output.kind === "roundOpen" ? { gameName: event.output.gameName, url: event.output.url } : null),
            }),
            meta: { spec: "SITE-05" },
          },
        ],
        onError: [
          {
            guard: { type: "isSessionEnded", params: ({ event }) => ({ error: event.error }) },
            target: "awaitingLogin",
            actions: [assign({ viewer: "guest" }), "requestLogin"],
            meta: { spec: "SITE-03" },
          },
          { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
        ],
      },
    },
    playing: {
      description: "The game runs (in /game or its own window).",
      on: { "game.left": { target: "idle", actions: assign({ url: null }), meta: { spec: "ROUTE-06 SITE-16" } } },
    },
    maintenance: {
      description: "The game is under maintenance; recommended games are offered.",
      on: { "dialog.closed": { target: "idle", actions: assign({ recommended: [] }), meta: { spec: "ERR-14" } } },
    },
    roundOpen: {
      description: "Another round is still open; the player can go back to it when the platform gives its address.",
      on: {
        "round.continue": {
          guard: "hasRoundAddress",
          target: "playing",
          actions: [
            assign({ url: ({ context }) => context.openRound!.url, openIn: "route" }),
            { type: "openGame", params: ({ context }) => ({ url: context.openRound!.url!, openIn: "route" as OpenIn }) },
          ],
          meta: { spec: "SITE-05" },
        },
        "dialog.closed": { target: "idle", actions: assign({ openRound: null }), meta: { spec: "SITE-01" } },
      },
    },
    failed: {
      description: "The launch failed (network, slow answer, platform message); the player can try again.",
      on: {
        "launch.retry": { target: "launching", actions: assign({ failure: null }), meta: { spec: "SITE-01" } },
        "dialog.closed": { target: "idle", actions: assign({ failure: null }), meta: { spec: "SITE-01" } },
      },
    },
  },
});
