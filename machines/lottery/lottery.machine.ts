/**
 * A lottery screen (`/lottery`, `/vnlottery` and `/vnLottery`, `/seaLottery`): the game menu (groups of lottery
 * games), the selected game (`?gameCode=`, `?playType=`) and its lottery lobby, which the platform opens with the
 * `launchGame` lottery parameters. Playing needs a session: a guest gets the login popup and the lobby opens after
 * the login.
 *
 * API:
 * - input `LotteryInput`.
 * - events: `game.selected {gameCode, playType?}` (null = back to the menu), `session.changed {signedIn}`,
 *   `lottery.retry`.
 * - actors to provide: `loadMenu` ({kind, prizeMode} → LotteryGroup[]), `launchLottery` (LotteryLaunch → url).
 * - actions to provide: `requestLogin` ({gameCode, playType}): the session's protected.requested.
 */
import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { LotteryGroup, LotteryKind, LotteryLaunch } from "../lobby/lobby.types.ts";

export interface LotteryInput {
  kind: LotteryKind;
  /** LOTT, ELOTT or SEA (research §4.13). */
  prizeMode: string;
  gameCode?: string | undefined;
  playType?: string | undefined;
  signedIn: boolean;
}

export interface LotteryContext {
  kind: LotteryKind;
  prizeMode: string;
  groups: LotteryGroup[];
  gameCode: string | null;
  playType: string | null;
  signedIn: boolean;
  /** The lottery lobby address the platform answered. */
  url: string | null;
  failure: Failure | null;
}

export type LotteryEvent =
  | { type: "game.selected"; gameCode: string | null; playType?: string | null | undefined }
  | { type: "session.changed"; signedIn: boolean }
  | { type: "lottery.retry" };

const knownGame = (groups: readonly LotteryGroup[], code: string | null): boolean =>
  code !== null && groups.some((g) => g.games.some((game) => game.gameCode === code));

export const lotteryMachine = setup({
  types: { context: {} as LotteryContext, events: {} as LotteryEvent, input: {} as LotteryInput },
  actors: {
    loadMenu: fromPromise<LotteryGroup[], { kind: LotteryKind; prizeMode: string }>(() => Promise.reject(new Error("loadMenu is not provided"))),
    launchLottery: fromPromise<string, LotteryLaunch>(() => Promise.reject(new Error("launchLottery is not provided"))),
  },
  actions: {
    requestLogin: (_, _params: { gameCode: string; playType: string | null }) => {},
  },
  guards: {
    isEmptyMenu: described(
      "The menu has no lottery games.",
      (_, params: { groups: readonly LotteryGroup[] }) => params.groups.every((g) => g.games.length === 0),
    ),
    hasKnownGame: described("A game of the menu is selected.", ({ context }) => knownGame(context.groups, context.gameCode)),
    isSignedIn: described("A member is logged in.", ({ context }) => context.signedIn),
    choseKnownGame: described(
      "The game chosen is on the menu and not the one already open.",
      ({ context, event }) => event.type === "game.selected" && event.gameCode !== context.gameCode && knownGame(context.groups, event.gameCode),
    ),
    choseUnknownGame: described(
      "The game code asked for is not on the menu.",
      ({ context, event }) => event.type === "game.selected" && event.gameCode !== null && !knownGame(context.groups, event.gameCode),
    ),
    choseMenu: described("The player went back to the menu (no game).", ({ event }) => event.type === "game.selected" && event.gameCode === null),
    loggedIn: described("A member has just logged in.", ({ event }) => event.type === "session.changed" && event.signedIn),
    loggedOut: described("The member has logged out.", ({ event }) => event.type === "session.changed" && !event.signedIn),
  },
}).createMachine({
  id: "lottery",
  description:
    "A lottery screen: the platform's game menu in groups; choosing a game (or arriving with ?gameCode=) opens that game's lottery lobby, which the platform launches with lottoArea, launchMode LOTT, the prize mode, the game code, lottoView betting, device, backUrl and language. Playing needs a session: a guest gets the login popup and the lobby opens once logged in. Failed calls show an error with Try again; an empty menu says so.",
  context: ({ input }) => ({
    kind: input.kind,
    prizeMode: input.prizeMode,
    groups: [],
    gameCode: input.gameCode ?? null,
    playType: input.playType ?? null,
    signedIn: input.signedIn,
    url: null,
    failure: null,
  }),
  on: {
    "session.changed": { actions: assign({ signedIn: ({ event }) => event.signedIn }), meta: { spec: "SESSION-01" } },
  },
  initial: "loading",
  states: {
    loading: {
      description: "The lottery game menu is being loaded.",
      invoke: {
        id: "loadMenu",
        src: "loadMenu",
        input: ({ context }) => ({ kind: context.kind, prizeMode: context.prizeMode }),
        onDone: [
          { guard: { type: "isEmptyMenu", params: ({ event }) => ({ groups: event.output }) }, target: "empty", actions: assign({ groups: [], failure: null }), meta: { spec: "LOTT-01 SITE-09" } },
          { target: "menu", actions: assign({ groups: ({ event }) => event.output, failure: null }), meta: { spec: "LOTT-01" } },
        ],
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
      },
    },
    failed: {
      description: "The menu could not be loaded: a message with Try again.",
      on: { "lottery.retry": { target: "loading", meta: { spec: "SITE-01" } } },
    },
    empty: {
      description: "The platform lists no lottery games here.",
    },
    menu: {
      description: "The game menu is shown; a selected game is being opened.",
      initial: "deciding",
      on: {
        "game.selected": [
          {
            guard: "choseMenu",
            target: ".browsing",
            actions: assign({ gameCode: null, playType: null, url: null }),
            meta: { spec: "ROUTE-05" },
          },
          {
            guard: "choseKnownGame",
            target: ".deciding",
            actions: assign({ gameCode: ({ event }) => event.gameCode, playType: ({ event }) => event.playType ?? null, url: null }),
            meta: { spec: "ROUTE-05" },
          },
          {
            guard: "choseUnknownGame",
            target: ".browsing",
            actions: assign({ gameCode: null, playType: null, url: null }),
            meta: { spec: "ROUTE-05 SITE-10" },
          },
        ],
      },
      states: {
        deciding: {
          description: "Is a game selected, and may its lobby open?",
          always: [
            { guard: { type: "hasKnownGame" }, target: "gate", meta: { spec: "ROUTE-05" } },
            { target: "browsing", actions: assign({ gameCode: null }), meta: { spec: "ROUTE-05" } },
          ],
        },
        gate: {
          description: "Playing needs a session.",
          always: [
            { guard: "isSignedIn", target: "launching", meta: { spec: "API-22 API-28" } },
            {
              target: "awaitingLogin",
              actions: { type: "requestLogin", params: ({ context }) => ({ gameCode: context.gameCode ?? "", playType: context.playType }) },
              meta: { spec: "SESSION-02" },
            },
          ],
        },
        browsing: {
          description: "The menu is shown; no game is open.",
        },
        awaitingLogin: {
          description: "A guest chose a game; the login popup is open and the lobby opens after the login.",
          on: {
            "session.changed": {
              guard: "loggedIn",
              target: "launching",
              actions: assign({ signedIn: true }),
              meta: { spec: "SITE-04" },
            },
            "lottery.retry": { target: "gate", meta: { spec: "SESSION-02" } },
          },
        },
        launching: {
          description: "The platform is asked for the game's lottery lobby address.",
          invoke: {
            id: "launchLottery",
            src: "launchLottery",
            input: ({ context }) => ({ kind: context.kind, prizeMode: context.prizeMode, gameCode: context.gameCode ?? "", playType: context.playType ?? undefined }),
            onDone: { target: "playing", actions: assign({ url: ({ event }) => event.output, failure: null }), meta: { spec: "API-28" } },
            onError: { target: "launchFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
          },
        },
        playing: {
          description: "The game's lottery lobby is shown in a frame.",
          on: {
            "session.changed": {
              guard: "loggedOut",
              target: "browsing",
              actions: assign({ signedIn: false, url: null }),
              meta: { spec: "SITE-16" },
            },
          },
        },
        launchFailed: {
          description: "The lottery lobby could not be opened: a message with Try again.",
          on: { "lottery.retry": { target: "gate", meta: { spec: "SITE-01" } } },
        },
      },
    },
  },
});
