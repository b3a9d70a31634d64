import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { Win } from "../home/home.types.ts";

const win = (n: number): Win => ({
  player: `pl***${String(n).padStart(2, "0")}`,
  amount: 100 + ((n * 37) % 900),
  game: { nodeId: n, gameId: n, gameCode: `G${n}`, name: `Game ${n}`, vendor: "PG", gameType: "RNG", icon: "", trial: false, hot: false },
});
const twelve = Array.from({ length: 12 }, (_, i) => win(i + 1));

export const winnersInputs: SampleInput[] = [{ label: "A player opens /winners in Portuguese", input: { language: "pt" } }];

export const winnersSamples: SampleEvent[] = [
  { label: "The winner board arrives with 12 wins (two pages)", event: { type: "xstate.done.actor.fetchWinners", output: twelve } },
  { label: "The winner board fails (network)", event: { type: "xstate.error.actor.fetchWinners", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "winners.retry" } },
  { label: "Player picks page 2", event: { type: "page.selected", page: 2 } },
  { label: "Player picks page 1", event: { type: "page.selected", page: 1 } },
  { label: "Player switches the language to English", event: { type: "winners.language", language: "en" } },
];
