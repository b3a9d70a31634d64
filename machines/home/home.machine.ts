import { assign, fromPromise, setup } from "xstate";
import { toFailure, type Failure } from "../shared/errors.ts";
import { described } from "../shared/described.ts";
import type { GameSummary } from "../games/games.types.ts";
import { sortWins, type HomeInput, type LotteryGame, type OpenedNumber, type PrizeMode, type Win } from "./home.types.ts";

export type HomeBlock = "hotGames" | "popular" | "vnNumbers" | "winners";

export interface HomeContext {
  language: string;
  prizeMode: PrizeMode;
  hotGames: GameSummary[];
  popular: LotteryGame[];
  vnNumbers: OpenedNumber[];
  winners: Win[];
  failures: Record<HomeBlock, Failure | null>;
}

export type HomeEvent =
  | { type: "hotGames.retry" }
  | { type: "popular.retry" }
  | { type: "vnNumbers.retry" }
  | { type: "winners.retry" }
  | { type: "language.changed"; language: string };

const ACTOR = { hotGames: "fetchHotGames", popular: "fetchPopular", vnNumbers: "fetchVnNumbers", winners: "fetchWinners" } as const;

interface BlockTexts {
  region: string;
  loading: string;
  failed: string;
  loaded: string;
  spec: string;
}

/** One home block as a region: loading → loaded, or failed until the player retries (old data stays meanwhile). */
function block<B extends HomeBlock>(key: B, text: BlockTexts, store: (output: never) => unknown = (output) => output, byLanguage = true) {
  return {
    description: text.region,
    initial: "loading",
    ...(byLanguage
      ? {
          on: {
            "language.changed": {
              guard: "isNewLanguage" as const,
              target: ".loading",
              actions: assign({ language: ({ event }: { event: { language: string } }) => event.language } as never) as never,
              meta: { spec: "SITE-13" },
            },
          },
        }
      : {}),
    states: {
      loading: {
        description: text.loading,
        invoke: {
          id: ACTOR[key],
          src: ACTOR[key],
          input: ({ context }: { context: HomeContext }) => ({ language: context.language, prizeMode: context.prizeMode }),
          onDone: {
            target: "loaded",
            actions: assign((({ context, event }: { context: HomeContext; event: { output: never } }) => ({
              [key]: store(event.output),
              failures: { ...context.failures, [key]: null },
            })) as never) as never,
            meta: { spec: text.spec },
          },
          onError: {
            target: "failed",
            actions: assign((({ context, event }: { context: HomeContext; event: { error: unknown } }) => ({
              failures: { ...context.failures, [key]: toFailure(event.error) },
            })) as never) as never,
            meta: { spec: "ERR-10 SITE-01" },
          },
        },
      },
      failed: {
        description: text.failed,
        on: { [`${key}.retry`]: { target: "loading", meta: { spec: "ERR-10 SITE-01" } } },
      },
      loaded: { description: text.loaded },
    },
  } as const;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));
type BlockInput = { language: string; prizeMode: PrizeMode };

export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
    input: {} as HomeInput,
  },
  actors: {
    fetchHotGames: fromPromise<GameSummary[], BlockInput>(notProvided("fetchHotGames")),
    fetchPopular: fromPromise<LotteryGame[], BlockInput>(notProvided("fetchPopular")),
    fetchVnNumbers: fromPromise<OpenedNumber[], BlockInput>(notProvided("fetchVnNumbers")),
    fetchWinners: fromPromise<Win[], BlockInput>(notProvided("fetchWinners")),
  },
  guards: {
    isNewLanguage: described("The chosen language differs from the one the blocks were loaded in.", ({ context, event }) =>
      event.type === "language.changed" && event.language !== context.language,
    ),
  },
}).createMachine({
  id: "home",
  description:
    "The home page's game blocks, each loading on its own: hot games, popular lottery games, Vietnamese opened numbers and the winners list. A failed block shows why with Try again while the others stay; a language change reloads the blocks whose names depend on it.",
  context: ({ input }) => ({
    language: input.language,
    prizeMode: input.prizeMode,
    hotGames: [],
    popular: [],
    vnNumbers: [],
    winners: [],
    failures: { hotGames: null, popular: null, vnNumbers: null, winners: null },
  }),
  type: "parallel",
  states: {
    hotGames: block("hotGames", {
      region: "Hot games (GCSGAME_hotGamesV2).",
      loading: "The hot games are being fetched.",
      failed: "The hot games could not be loaded; the player can try again.",
      loaded: "The hot games are shown.",
      spec: "API-18",
    }),
    popular: block("popular", {
      region: "Popular lottery games (20, in the site's prize mode).",
      loading: "The popular lottery games are being fetched.",
      failed: "The popular lottery games could not be loaded; the player can try again.",
      loaded: "The popular lottery games are shown.",
      spec: "API-26 CONST-03",
    }),
    vnNumbers: block("vnNumbers", {
      region: "Vietnamese lottery results (the last 100 opened numbers).",
      loading: "The Vietnamese opened numbers are being fetched.",
      failed: "The Vietnamese opened numbers could not be loaded; the player can try again.",
      loaded: "The Vietnamese opened numbers are shown.",
      spec: "API-26 CONST-03",
    }, undefined, false),
    winners: block(
      "winners",
      {
        region: "The winners list, biggest win first.",
        loading: "The winner board is being fetched.",
        failed: "The winners list could not be loaded; the player can try again.",
        loaded: "The winners are shown, sorted by win amount (a click starts that game).",
        spec: "API-27 SITE-12",
      },
      (output: Win[]) => sortWins(output),
    ),
  },
});
