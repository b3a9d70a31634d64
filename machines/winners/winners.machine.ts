import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { sortWins, type Win } from "../home/home.types.ts";

/** Wins asked of the winner board for the winners page (the most the platform lists). */
export const WINNERS_PAGE_LIMIT = 100;
/** Wins per page of the winners page. */
export const WINS_PER_PAGE = 10;

export interface WinnersInput {
  language: string;
}

export interface WinnersContext {
  language: string;
  wins: Win[];
  /** 1-based. */
  page: number;
  failure: Failure | null;
}

export type WinnersEvent = { type: "winners.retry" } | { type: "winners.language"; language: string } | { type: "page.selected"; page: number };

export const winnerPageCount = (wins: readonly Win[]): number => Math.max(1, Math.ceil(wins.length / WINS_PER_PAGE));

export const winnersMachine = setup({
  types: { context: {} as WinnersContext, events: {} as WinnersEvent, input: {} as WinnersInput },
  actors: {
    fetchWinners: fromPromise<Win[], { language: string }>(() => Promise.reject(new Error("fetchWinners is not provided"))),
  },
  guards: {
    isPageInRange: described("The page exists and is not the one shown.", ({ context, event }) =>
      event.type === "page.selected" && Number.isInteger(event.page) && event.page >= 1 && event.page <= winnerPageCount(context.wins) && event.page !== context.page,
    ),
    isNewLanguage: described("The chosen language differs from the one the wins were loaded in.", ({ context, event }) => event.type === "winners.language" && event.language !== context.language),
  },
}).createMachine({
  id: "winners",
  description:
    "The winners page (/winners): the winner board's wins, biggest first, 10 per page (a click starts that game). A failed load offers Try again; a language change loads the board again in it (game names are translated).",
  context: ({ input }) => ({ language: input.language, wins: [], page: 1, failure: null }),
  on: {
    "winners.language": {
      guard: "isNewLanguage",
      target: ".loading",
      actions: assign({ language: ({ event }) => event.language }),
      meta: { spec: "CNT-15" },
    },
  },
  initial: "loading",
  states: {
    loading: {
      description: "The winner board is being fetched (the wins shown stay while it loads).",
      invoke: {
        id: "fetchWinners",
        src: "fetchWinners",
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: "loaded", actions: assign({ wins: ({ event }) => sortWins(event.output), page: 1, failure: null }), meta: { spec: "CNT-15 SITE-12" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    failed: {
      description: "The winner board could not be loaded: the reason with Try again.",
      on: { "winners.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    loaded: {
      description: "A page of wins with the pagination (or a line saying there are none).",
      on: { "page.selected": { guard: "isPageInRange", actions: assign({ page: ({ event }) => event.page }), meta: { spec: "CNT-15" } } },
    },
  },
});

/** The page shown: its wins with their rank on the whole board. */
export function winnersPage(context: Pick<WinnersContext, "wins" | "page">): { rank: number; win: Win }[] {
  const start = (context.page - 1) * WINS_PER_PAGE;
  return context.wins.slice(start, start + WINS_PER_PAGE).map((win, index) => ({ rank: start + index + 1, win }));
}
