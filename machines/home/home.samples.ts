import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { GameSummary } from "../games/games.types.ts";
import type { LotteryGame, OpenedNumber, Win } from "./home.types.ts";

const game: GameSummary = { nodeId: 1, gameId: 1, gameCode: "PG_1", name: "Fortune Tiger", vendor: "PG", gameType: "RNG", icon: "/tile.svg", trial: false, hot: true };
const wins: Win[] = [
  { player: "jo***88", amount: 120, game },
  { player: "ma***01", amount: 5400.5, game },
];
const popular: LotteryGame[] = [{ code: "VN_HN", name: "Hà Nội", group: "VN", icon: "" }];
const numbers: OpenedNumber[] = [{ gameCode: "VN_HN", gameName: "Hà Nội", numero: "20240101", numbers: ["12345"], openedAt: null }];
const networkDown = { code: "network.abnormal" };

export const homeInputs: SampleInput[] = [{ label: "A visitor opens the home page", input: { language: "pt", prizeMode: "ELOTT" } }];

export const homeSamples: SampleEvent[] = [
  { label: "Hot games arrive", event: { type: "xstate.done.actor.fetchHotGames", output: [game] } },
  { label: "The hot-games call fails", event: { type: "xstate.error.actor.fetchHotGames", error: networkDown } },
  { label: "Popular lottery games arrive", event: { type: "xstate.done.actor.fetchPopular", output: popular } },
  { label: "The popular-lottery call fails", event: { type: "xstate.error.actor.fetchPopular", error: networkDown } },
  { label: "Vietnamese opened numbers arrive", event: { type: "xstate.done.actor.fetchVnNumbers", output: numbers } },
  { label: "The opened-numbers call fails", event: { type: "xstate.error.actor.fetchVnNumbers", error: networkDown } },
  { label: "The winner board arrives", event: { type: "xstate.done.actor.fetchWinners", output: wins } },
  { label: "The winner-board call fails", event: { type: "xstate.error.actor.fetchWinners", error: networkDown } },
  { label: "Player presses Try again on hot games", event: { type: "hotGames.retry" } },
  { label: "Player presses Try again on popular lottery", event: { type: "popular.retry" } },
  { label: "Player presses Try again on opened numbers", event: { type: "vnNumbers.retry" } },
  { label: "Player presses Try again on winners", event: { type: "winners.retry" } },
  { label: "Player switches the language to English", event: { type: "language.changed", language: "en" } },
  { label: "Player switches the language to Portuguese", event: { type: "language.changed", language: "pt" } },
];
