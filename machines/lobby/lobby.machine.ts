/**
 * A category lobby (`/live`, `/fish`, `/pvp`, `/sports`, `/esports`, `/elott`, `/seamless`): the category's vendor
 * cards, the selected vendor (`?vendor=`), and what that vendor offers beyond a game grid — live tables grouped by
 * classification code, card-game rooms. Game grids run the game-list machine; launching is the launch machine's.
 *
 * API:
 * - input `LobbyInput`: kind, vendors (from the vendor lanes), `vendor` (`?vendor=`), `signedIn`.
 * - events: `vendor.selected {vendor}`, `vendors.changed {vendors}`, `live.filtered {code}` (null = every code),
 *   `session.changed {signedIn}`, `lobby.retry`.
 * - actors to provide: `loadTables` ({vendor} → LiveTable[]), `loadRooms` ({vendor} → CardRoom[]).
 */
import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { CardRoom, LiveCode, LiveTable, LobbyInput, LobbyKind, VendorCard } from "./lobby.types.ts";

export interface LobbyContext {
  kind: LobbyKind;
  vendors: VendorCard[];
  /** Code of the selected vendor (null when the category has none). */
  selected: string | null;
  signedIn: boolean;
  tables: LiveTable[];
  /** Live classification filter (null = every code). */
  filter: LiveCode | "OTHER" | null;
  rooms: CardRoom[];
  failure: Failure | null;
}

export type LobbyEvent =
  | { type: "vendor.selected"; vendor: string }
  | { type: "vendors.changed"; vendors: VendorCard[] }
  | { type: "live.filtered"; code: LiveCode | "OTHER" | null }
  | { type: "session.changed"; signedIn: boolean }
  | { type: "lobby.retry" };

const pick = (vendors: readonly VendorCard[], wanted: string | null | undefined): string | null => {
  const found = wanted ? vendors.find((v) => v.vassalage.toUpperCase() === wanted.toUpperCase()) : undefined;
  return found?.vassalage ?? vendors[0]?.vassalage ?? null;
};

export const lobbyMachine = setup({
  types: { context: {} as LobbyContext, events: {} as LobbyEvent, input: {} as LobbyInput },
  actors: {
    loadTables: fromPromise<LiveTable[], { vendor: string }>(() => Promise.reject(new Error("loadTables is not provided"))),
    loadRooms: fromPromise<CardRoom[], { vendor: string }>(() => Promise.reject(new Error("loadRooms is not provided"))),
  },
  guards: {
    hasNoVendors: described("The category has no vendors.", ({ context }) => context.vendors.length === 0),
    isLiveLobby: described("This is the live-casino lobby (tables by classification code).", ({ context }) => context.kind === "LIVE"),
    isCardLobby: described("This is the card-game lobby (rooms per vendor).", ({ context }) => context.kind === "PVP"),
    isGuest: described("Nobody is logged in (rooms need a session).", ({ context }) => !context.signedIn),
    isKnownVendor: described(
      "The vendor asked for is one of the category's vendors and not the one already selected.",
      ({ context, event }) =>
        event.type === "vendor.selected" &&
        context.vendors.some((v: VendorCard) => v.vassalage.toUpperCase() === event.vendor.toUpperCase()) &&
        event.vendor.toUpperCase() !== context.selected?.toUpperCase(),
    ),
    hasNoTables: described("The vendor has no live tables.", (_, params: { tables: readonly unknown[] }) => params.tables.length === 0),
    hasNoRooms: described("The vendor has no rooms.", (_, params: { rooms: readonly unknown[] }) => params.rooms.length === 0),
    isSignedIn: described("A member is now logged in.", ({ event }) => event.type === "session.changed" && event.signedIn),
  },
}).createMachine({
  id: "lobby",
  description:
    "A category lobby: the category's vendor cards (hot ones marked), one selected vendor (the ?vendor= address, else the first), and for live casino its tables grouped by classification code, for card games its rooms. A category without vendors and a vendor without tables or rooms show an empty state; a failed call shows an error with Try again.",
  context: ({ input }) => ({
    kind: input.kind,
    vendors: input.vendors,
    selected: pick(input.vendors, input.vendor),
    signedIn: input.signedIn,
    tables: [],
    filter: null,
    rooms: [],
    failure: null,
  }),
  on: {
    "vendors.changed": {
      target: ".checking",
      actions: assign({
        vendors: ({ event }) => event.vendors,
        selected: ({ context, event }) => pick(event.vendors, context.selected),
      }),
      meta: { spec: "API-24 SITE-13" },
    },
    "session.changed": {
      actions: assign({ signedIn: ({ event }) => event.signedIn }),
      meta: { spec: "SESSION-01" },
    },
  },
  initial: "checking",
  states: {
    checking: {
      description: "Decides what the lobby shows for the selected vendor.",
      always: [
        { guard: "hasNoVendors", target: "noVendors", meta: { spec: "HDR-02 SITE-09" } },
        { guard: "isLiveLobby", target: "loadingTables", meta: { spec: "LOBBY-01" } },
        { guard: "isCardLobby", target: "roomsGate", meta: { spec: "API-21" } },
        { target: "cards", meta: { spec: "VENDOR-01" } },
      ],
    },
    noVendors: {
      description: "The category has no vendors: an empty state with a way home.",
    },
    cards: {
      description: "The vendor cards (and, for listed types, the selected vendor's game grid) are shown.",
      on: {
        "vendor.selected": {
          guard: "isKnownVendor",
          target: "cards",
          reenter: true,
          actions: assign({ selected: ({ event, context }) => pick(context.vendors, event.vendor) }),
          meta: { spec: "VENDOR-01 ROUTE-08" },
        },
      },
    },
    loadingTables: {
      description: "The selected live vendor's tables are being loaded.",
      invoke: {
        id: "loadTables",
        src: "loadTables",
        input: ({ context }) => ({ vendor: context.selected ?? "" }),
        onDone: [
          { guard: { type: "hasNoTables", params: ({ event }) => ({ tables: event.output }) }, target: "noTables", actions: assign({ tables: [], failure: null }), meta: { spec: "SITE-09" } },
          { target: "tables", actions: assign({ tables: ({ event }) => event.output, failure: null }), meta: { spec: "LOBBY-01" } },
        ],
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
      },
      on: {
        "vendor.selected": {
          guard: "isKnownVendor",
          target: "loadingTables",
          reenter: true,
          actions: assign({ selected: ({ event, context }) => pick(context.vendors, event.vendor), filter: null }),
          meta: { spec: "VENDOR-01 ROUTE-08" },
        },
      },
    },
    tables: {
      description: "The live tables are shown, grouped by classification code; a code filter narrows them.",
      on: {
        "live.filtered": { actions: assign({ filter: ({ event }) => event.code }), meta: { spec: "LOBBY-01" } },
        "vendor.selected": {
          guard: "isKnownVendor",
          target: "loadingTables",
          actions: assign({ selected: ({ event, context }) => pick(context.vendors, event.vendor), filter: null }),
          meta: { spec: "VENDOR-01 ROUTE-08" },
        },
      },
    },
    noTables: {
      description: "The live vendor has no tables open: an empty state.",
      on: {
        "vendor.selected": {
          guard: "isKnownVendor",
          target: "loadingTables",
          actions: assign({ selected: ({ event, context }) => pick(context.vendors, event.vendor) }),
          meta: { spec: "VENDOR-01 ROUTE-08" },
        },
      },
    },
    roomsGate: {
      description: "Rooms need a session: a guest is offered to log in first.",
      always: [{ guard: "isGuest", target: "roomsNeedLogin", meta: { spec: "LAUNCH-08 ROLE-02" } }, { target: "loadingRooms", meta: { spec: "API-21" } }],
    },
    roomsNeedLogin: {
      description: "A guest sees the card games but is asked to log in to see the rooms.",
      on: {
        "session.changed": { guard: "isSignedIn", target: "loadingRooms", actions: assign({ signedIn: true }), meta: { spec: "SESSION-01 API-21" } },
        "vendor.selected": {
          guard: "isKnownVendor",
          target: "roomsNeedLogin",
          reenter: true,
          actions: assign({ selected: ({ event, context }) => pick(context.vendors, event.vendor) }),
          meta: { spec: "VENDOR-01 ROUTE-08" },
        },
      },
    },
    loadingRooms: {
      description: "The selected card-game vendor's rooms are being loaded.",
      invoke: {
        id: "loadRooms",
        src: "loadRooms",
        input: ({ context }) => ({ vendor: context.selected ?? "" }),
        onDone: [
          { guard: { type: "hasNoRooms", params: ({ event }) => ({ rooms: event.output }) }, target: "noRooms", actions: assign({ rooms: [], failure: null }), meta: { spec: "API-21 SITE-09" } },
          { target: "rooms", actions: assign({ rooms: ({ event }) => event.output, failure: null }), meta: { spec: "API-21" } },
        ],
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
      },
      on: {
        "vendor.selected": {
          guard: "isKnownVendor",
          target: "loadingRooms",
          reenter: true,
          actions: assign({ selected: ({ event, context }) => pick(context.vendors, event.vendor) }),
          meta: { spec: "VENDOR-01 ROUTE-08" },
        },
      },
    },
    rooms: {
      description: "The card-game vendor's rooms are shown.",
      on: {
        "vendor.selected": {
          guard: "isKnownVendor",
          target: "loadingRooms",
          actions: assign({ selected: ({ event, context }) => pick(context.vendors, event.vendor) }),
          meta: { spec: "VENDOR-01 ROUTE-08" },
        },
      },
    },
    noRooms: {
      description: "The card-game vendor has no rooms: an empty state.",
      on: {
        "vendor.selected": {
          guard: "isKnownVendor",
          target: "loadingRooms",
          actions: assign({ selected: ({ event, context }) => pick(context.vendors, event.vendor) }),
          meta: { spec: "VENDOR-01 ROUTE-08" },
        },
      },
    },
    failed: {
      description: "Tables or rooms could not be loaded: a message with Try again.",
      on: {
        "lobby.retry": { target: "checking", meta: { spec: "SITE-01" } },
        "vendor.selected": {
          guard: "isKnownVendor",
          target: "checking",
          actions: assign({ selected: ({ event, context }) => pick(context.vendors, event.vendor) }),
          meta: { spec: "VENDOR-01 ROUTE-08" },
        },
      },
    },
  },
});
