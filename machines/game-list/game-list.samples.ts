import type { GamePage, GameSummary } from "../games/games.types.ts";
import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import { CATALOGUE_PAGE_SIZES } from "./game-list.machine.ts";

const game = (nodeId: number, name: string): GameSummary => ({
  nodeId,
  gameId: nodeId,
  gameCode: `G${nodeId}`,
  name,
  vendor: "PG",
  gameType: "RNG",
  icon: "/icons/game.svg",
  trial: nodeId % 2 === 0,
  hot: false,
});

const page: GamePage = { games: [game(1, "Dragon Gold"), game(2, "Fortune Ox")], pageNo: 1, totalPages: 3, totalCount: 60 };
const empty: GamePage = { games: [], pageNo: 1, totalPages: 0, totalCount: 0 };

export const gameListInputs: SampleInput[] = [
  { label: "The slots catalogue (21 first, 18 after a page change)", input: { gameType: "RNG", pageSizes: CATALOGUE_PAGE_SIZES } },
  { label: "A lobby list of one vendor (24 a page)", input: { gameType: "FISH", vendor: "JDB" } },
];

export const gameListSamples: SampleEvent[] = [
  { label: "The platform answers a page of games (3 pages)", event: { type: "xstate.done.actor.fetchGamePage", output: page } },
  { label: "The platform answers no games", event: { type: "xstate.done.actor.fetchGamePage", output: empty } },
  { label: "The game list call fails", event: { type: "xstate.error.actor.fetchGamePage", error: { code: "network.abnormal" } } },
  { label: "Player opens page 2", event: { type: "page.changed", page: 2 } },
  { label: "Player types \"dragon\" in the search", event: { type: "search.changed", text: "dragon" } },
  { label: "Player clears the search", event: { type: "search.changed", text: "" } },
  { label: "Player presses Enter in the search", event: { type: "search.submitted" } },
  { label: "The typing pause passes", event: { type: "search.settled" } },
  { label: "Player picks vendor PG", event: { type: "vendor.changed", vendor: "PG" } },
  { label: "Player presses Try again", event: { type: "retry" } },
];
