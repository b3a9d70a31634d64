import type { SnapshotFrom } from "xstate";
import type { Failure } from "../shared/errors.ts";
import type { lobbyMachine } from "./lobby.machine.ts";
import { LIVE_CODES, type CardRoom, type LiveCode, type LiveTable } from "./lobby.types.ts";

export type LobbySnapshot = SnapshotFrom<typeof lobbyMachine>;

export type LobbyStatus = "noVendors" | "cards" | "loading" | "tables" | "noTables" | "roomsNeedLogin" | "rooms" | "noRooms" | "failed";

export interface TableGroup {
  code: LiveCode | "OTHER";
  tables: LiveTable[];
}

export interface LobbyView {
  status: LobbyStatus;
  selected: string | null;
  /** Codes present among the vendor's tables, in SPEC order (the filter's choices). */
  codes: (LiveCode | "OTHER")[];
  filter: LiveCode | "OTHER" | null;
  /** Tables grouped by code (only the filtered code when a filter is on). */
  groups: TableGroup[];
  rooms: CardRoom[];
  failure: Failure | null;
}

const ORDER: readonly (LiveCode | "OTHER")[] = [...LIVE_CODES, "OTHER"];

export function selectLobby(snapshot: LobbySnapshot): LobbyView {
  const { context } = snapshot;
  const value = snapshot.value as string;
  const status: LobbyStatus =
    value === "loadingTables" || value === "loadingRooms" || value === "checking" || value === "roomsGate" ? "loading" : (value as LobbyStatus);
  const codes = ORDER.filter((code) => context.tables.some((t) => t.code === code));
  const groups = codes
    .filter((code) => context.filter === null || code === context.filter)
    .map((code) => ({ code, tables: context.tables.filter((t) => t.code === code) }));
  return { status, selected: context.selected, codes, filter: context.filter, groups, rooms: context.rooms, failure: context.failure };
}
