import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { GameLaunchInput, GameSummary, LaunchOutcome, VendorCard } from "./game-launch.types.ts";

const card = (vassalage: string, gameType: string, extra: Partial<VendorCard> = {}): VendorCard => ({
  vassalage,
  displayName: vassalage,
  icon: `/icons/${vassalage}.svg`,
  isHot: false,
  gameType,
  isGame: "",
  gameCode: `${vassalage}_LOBBY`,
  nodeId: 5000,
  ...extra,
});

export const sampleGame: GameSummary = {
  nodeId: 100001,
  gameId: 100001,
  gameCode: "PG_FORTUNE",
  name: "Fortune Tiger",
  vendor: "PG",
  gameType: "RNG",
  icon: "/icons/fortune.svg",
  trial: false,
  hot: false,
};
export const sampleTrialGame: GameSummary = { ...sampleGame, nodeId: 100002, gameId: 100002, name: "Lucky Panda", trial: true };

const from = "/rng?page=PG";
const opened: LaunchOutcome = { kind: "opened", url: "https://games.example/play?t=1", openIn: "route" };

export const gameLaunchInputs: SampleInput[] = [
  { label: "A guest", input: { viewer: "guest" } satisfies GameLaunchInput },
  { label: "A logged-in member", input: { viewer: "member" } satisfies GameLaunchInput },
  { label: "A trial (free-play) account", input: { viewer: "trial" } satisfies GameLaunchInput },
];

export const gameLaunchSamples: SampleEvent[] = [
  { label: "Player clicks a slot game", event: { type: "launch.requested", target: { kind: "game", game: sampleGame }, from } },
  { label: "Player clicks Free trial on a game", event: { type: "launch.requested", target: { kind: "game", game: sampleTrialGame, trial: true }, from } },
  { label: "Player clicks a game that has free play (real money)", event: { type: "launch.requested", target: { kind: "game", game: sampleTrialGame }, from } },
  { label: "Player clicks the TCG_SEA lottery card", event: { type: "launch.requested", target: { kind: "vendor", card: card("TCG_SEA", "ELOTT") }, from: "/" } },
  { label: "Player clicks a card-games (VASSALAGE) vendor", event: { type: "launch.requested", target: { kind: "vendor", card: card("KM", "PVP", { isGame: "VASSALAGE", gameCode: "" }) }, from: "/" } },
  { label: "Player clicks a sports vendor", event: { type: "launch.requested", target: { kind: "vendor", card: card("SB", "SPORTS") }, from: "/" } },
  { label: "Player clicks a slots vendor", event: { type: "launch.requested", target: { kind: "vendor", card: card("PG", "RNG", { gameCode: "" }) }, from: "/" } },
  { label: "Player clicks a live-casino vendor", event: { type: "launch.requested", target: { kind: "vendor", card: card("EVO", "LIVE", { gameCode: "" }) }, from: "/" } },
  { label: "The player logs in (member)", event: { type: "session.changed", viewer: "member" } },
  { label: "The player starts free play (trial account)", event: { type: "session.changed", viewer: "trial" } },
  { label: "The session ends (guest)", event: { type: "session.changed", viewer: "guest" } },
  { label: "Player closes the login popup", event: { type: "login.closed" } },
  { label: "Player goes to page 2 of the list", event: { type: "list.pageRequested", pageNo: 2 } },
  { label: "Player presses Try again (list)", event: { type: "list.retry" } },
  { label: "Player presses Try again (launch)", event: { type: "launch.retry" } },
  { label: "Player continues the open round", event: { type: "round.continue" } },
  { label: "Player closes the dialog", event: { type: "dialog.closed" } },
  { label: "Player leaves /game", event: { type: "game.left" } },
  { label: "Platform answers the game address", event: { type: "xstate.done.actor.launchGame", output: opened } },
  {
    label: "Platform answers: under maintenance (with recommended games)",
    event: { type: "xstate.done.actor.launchGame", output: { kind: "maintenance", recommended: [sampleTrialGame] } satisfies LaunchOutcome },
  },
  {
    label: "Platform answers: another round is open (with its address)",
    event: { type: "xstate.done.actor.launchGame", output: { kind: "roundOpen", gameName: "Crazy Time", url: "https://games.example/round" } satisfies LaunchOutcome },
  },
  {
    label: "Platform answers: another round is open (no address)",
    event: { type: "xstate.done.actor.launchGame", output: { kind: "roundOpen", gameName: null, url: null } satisfies LaunchOutcome },
  },
  { label: "The launch fails (network)", event: { type: "xstate.error.actor.launchGame", error: { code: "network.abnormal" } } },
  { label: "The launch answers 401 (session ended)", event: { type: "xstate.error.actor.launchGame", error: { code: "session.ended" } } },
  {
    label: "The vendor's games arrive",
    event: { type: "xstate.done.actor.fetchGamePage", output: { games: [sampleGame], pageNo: 1, totalPages: 3, totalCount: 50 } },
  },
  { label: "The vendor's games fail to load", event: { type: "xstate.error.actor.fetchGamePage", error: { code: "network.slow" } } },
];
