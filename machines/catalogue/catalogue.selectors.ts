import type { SnapshotFrom } from "xstate";
import type { GameSummary } from "../games/games.types.ts";
import type { Failure } from "../shared/errors.ts";
import type { CatalogueTab, CatalogueVendor, catalogueMachine } from "./catalogue.machine.ts";

export type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;

export type ListStatus = "loading" | "loaded" | "empty" | "failed";

export interface CatalogueView {
  vendors: CatalogueVendor[];
  vendor: string | null;
  unknownVendor: string | null;
  signedIn: boolean;
  tab: CatalogueTab;
  /** Status of the favourites or recent tab (the all tab reads the game-list child). */
  tabStatus: ListStatus;
  tabGames: GameSummary[];
  favouritePage: number;
  favouriteTotalPages: number;
  tabFailure: Failure | null;
  /** Hearts: null while they cannot be shown (favourites loading or failed for a member). Guests get an empty list. */
  favouriteIds: number[] | null;
  busyIds: number[];
  favouriteFailure: Failure | null;
  /** The favourite ids could not be loaded (Try again). */
  favouritesFailed: boolean;
}

function status(snapshot: CatalogueSnapshot, tab: "favourites" | "recent"): ListStatus {
  for (const s of ["loading", "empty", "failed"] as const) if (snapshot.matches({ tab: { [tab]: s } } as never)) return s;
  return "loaded";
}

export function selectCatalogue(snapshot: CatalogueSnapshot): CatalogueView {
  const { context } = snapshot;
  const tab: CatalogueTab = snapshot.matches({ tab: "favourites" }) ? "favourites" : snapshot.matches({ tab: "recent" }) ? "recent" : "all";
  const member = snapshot.matches({ favourites: "member" });
  const ready = snapshot.matches({ favourites: { member: "ready" } });
  const favourites = new Set(context.favouriteIds);
  return {
    vendors: context.vendors,
    vendor: context.vendor,
    unknownVendor: context.unknownVendor,
    signedIn: context.signedIn,
    tab,
    tabStatus: tab === "all" ? "loaded" : status(snapshot, tab),
    // A game un-favourited on the favourites tab leaves the list at once; until the favourite ids are in (or when
    // they failed) the page shows the platform's favourites as they came.
    tabGames: tab === "favourites" ? (ready ? context.favouriteGames.filter((g) => favourites.has(g.nodeId)) : context.favouriteGames) : tab === "recent" ? context.recentGames : [],
    favouritePage: context.favouritePage.pageNo,
    favouriteTotalPages: context.favouriteTotalPages,
    tabFailure: context.tabFailure,
    favouriteIds: member ? (ready ? context.favouriteIds : null) : [],
    busyIds: context.inFlight,
    favouriteFailure: context.favouriteFailure,
    favouritesFailed: snapshot.matches({ favourites: { member: "failed" } }),
  };
}
