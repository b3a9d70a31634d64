import type { GamePage, GameSummary, VendorCard } from "../games/games.types.ts";
import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

const card = (vassalage: string, displayName: string): VendorCard => ({
  vassalage,
  displayName,
  icon: `/icons/${vassalage}.png`,
  isHot: false,
  gameType: "RNG",
  isGame: "",
  gameCode: "",
  nodeId: 0,
});

const vendors = [card("PG", "PG Soft"), card("JDB", "JDB")];

export const catalogueInputs: SampleInput[] = [
  { label: "A guest opens /rng", input: { vendors, signedIn: false } },
  { label: "A member opens /rng?page=PG", input: { vendors, vendor: "PG", signedIn: true } },
  { label: "A guest opens /rng?page=NOPE (unknown vendor)", input: { vendors, vendor: "NOPE", signedIn: false } },
];

const game: GameSummary = { nodeId: 1, gameId: 1, gameCode: "PG_0001", name: "Fortune Ox", vendor: "PG", gameType: "RNG", icon: "/i.svg", trial: true, hot: true };
const page: GamePage = { games: [game], pageNo: 1, totalPages: 2, totalCount: 30 };
const empty: GamePage = { games: [], pageNo: 1, totalPages: 0, totalCount: 0 };

export const catalogueSamples: SampleEvent[] = [
  { label: "Player picks vendor JDB (?page=JDB)", event: { type: "vendor.selected", vendor: "jdb" } },
  { label: "Player opens /rng without a vendor", event: { type: "vendor.selected" } },
  { label: "The address names an unknown vendor (?page=NOPE)", event: { type: "vendor.selected", vendor: "NOPE" } },
  { label: "Player opens the All games tab", event: { type: "tab.selected", tab: "all" } },
  { label: "Player opens the Favourites tab", event: { type: "tab.selected", tab: "favourites" } },
  { label: "Player opens the Recent tab", event: { type: "tab.selected", tab: "recent" } },
  { label: "The player logs in", event: { type: "member.changed", signedIn: true } },
  { label: "The player logs out", event: { type: "member.changed", signedIn: false } },
  { label: "Player presses the heart of Fortune Ox", event: { type: "favourite.toggled", game } },
  { label: "The platform saves the favourite change", event: { type: "favourite.saved", nodeId: 1 } },
  { label: "The platform refuses the favourite change", event: { type: "favourite.failed", nodeId: 1, error: { code: "platform.message", serverMessage: "Game not found" } } },
  { label: "A second passes since the heart was pressed", event: { type: "favourite.cooled", nodeId: 1 } },
  { label: "Player closes the favourite error", event: { type: "favourite.noticeDismissed" } },
  { label: "Player opens favourites page 2", event: { type: "favourites.paged", page: 2 } },
  { label: "Player presses Try again", event: { type: "retry" } },
  { label: "The favourite ids arrive (Fortune Ox)", event: { type: "xstate.done.actor.fetchFavouriteIds", output: [1] } },
  { label: "The favourite ids fail to load", event: { type: "xstate.error.actor.fetchFavouriteIds", error: { code: "network.abnormal" } } },
  { label: "A page of favourite games arrives (2 pages)", event: { type: "xstate.done.actor.fetchFavourites", output: page } },
  { label: "No favourite games", event: { type: "xstate.done.actor.fetchFavourites", output: empty } },
  { label: "The favourite games fail to load", event: { type: "xstate.error.actor.fetchFavourites", error: { code: "network.slow" } } },
  { label: "The recent games arrive", event: { type: "xstate.done.actor.fetchRecent", output: [game] } },
  { label: "No recent games", event: { type: "xstate.done.actor.fetchRecent", output: [] } },
  { label: "The recent games fail to load", event: { type: "xstate.error.actor.fetchRecent", error: { code: "network.abnormal" } } },
];
