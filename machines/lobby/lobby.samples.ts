import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { CardRoom, LiveTable, LobbyInput, VendorCard } from "./lobby.types.ts";

const card = (vassalage: string, gameType: string, isHot = false): VendorCard => ({
  vassalage,
  displayName: vassalage,
  icon: `/icons/${vassalage}.png`,
  isHot,
  gameType,
  isGame: gameType === "PVP" ? "VASSALAGE" : "",
  gameCode: gameType === "LIVE" ? `${vassalage}_LOBBY` : "",
  nodeId: 5000,
});

const table: LiveTable = {
  nodeId: 1,
  gameId: 1,
  gameCode: "DG_0001",
  name: "Baccarat A",
  vendor: "DG",
  gameType: "LIVE",
  icon: "/t.png",
  trial: false,
  hot: false,
  code: "BAC",
};

const room: CardRoom = {
  roomId: 11,
  name: "Teen Patti Classic · Beginner",
  nodeId: 2,
  gameCode: "KM_0001",
  gameName: "Teen Patti Classic",
  vendor: "KM",
  minBet: 1,
  maxBet: 50,
  players: 2,
  maxPlayers: 6,
  full: false,
};

const live: LobbyInput = { kind: "LIVE", vendors: [card("DG", "LIVE", true), card("SA", "LIVE")], vendor: "SA", signedIn: false };

export const lobbyInputs: SampleInput[] = [
  { label: "Live casino lobby opened with ?vendor=SA", input: live },
  { label: "Card-game lobby opened by a guest", input: { kind: "PVP", vendors: [card("KM", "PVP"), card("KP", "PVP")], signedIn: false } satisfies LobbyInput },
  { label: "Card-game lobby opened by a member", input: { kind: "PVP", vendors: [card("KM", "PVP"), card("KP", "PVP")], signedIn: true } satisfies LobbyInput },
  { label: "Fishing lobby", input: { kind: "FISH", vendors: [card("JDB", "FISH"), card("CQ9", "FISH")], signedIn: false } satisfies LobbyInput },
  { label: "A category without vendors", input: { kind: "SPORTS", vendors: [], signedIn: false } satisfies LobbyInput },
];

export const lobbySamples: SampleEvent[] = [
  { label: "Live tables arrive", event: { type: "xstate.done.actor.loadTables", output: [table] } },
  { label: "The vendor has no live tables", event: { type: "xstate.done.actor.loadTables", output: [] } },
  { label: "Loading the live tables fails", event: { type: "xstate.error.actor.loadTables", error: { code: "network.abnormal" } } },
  { label: "Rooms arrive", event: { type: "xstate.done.actor.loadRooms", output: [room] } },
  { label: "The vendor has no rooms", event: { type: "xstate.done.actor.loadRooms", output: [] } },
  { label: "Loading the rooms fails", event: { type: "xstate.error.actor.loadRooms", error: { code: "platform.malformed" } } },
  { label: "Player picks the second vendor", event: { type: "vendor.selected", vendor: "CQ9" } },
  { label: "Player picks another live vendor", event: { type: "vendor.selected", vendor: "DG" } },
  { label: "Player picks another card-game vendor", event: { type: "vendor.selected", vendor: "KP" } },
  { label: "An unknown vendor is asked for", event: { type: "vendor.selected", vendor: "NOPE" } },
  { label: "Player filters the tables by Baccarat", event: { type: "live.filtered", code: "BAC" } },
  { label: "Player shows every table again", event: { type: "live.filtered", code: null } },
  { label: "The player logs in", event: { type: "session.changed", signedIn: true } },
  { label: "The player logs out", event: { type: "session.changed", signedIn: false } },
  { label: "Player presses Try again", event: { type: "lobby.retry" } },
  { label: "The vendor lanes reload without vendors for this category", event: { type: "vendors.changed", vendors: [] } },
  { label: "The vendor lanes reload with vendors", event: { type: "vendors.changed", vendors: [card("DG", "LIVE"), card("KM", "PVP"), card("JDB", "FISH")] } },
];
