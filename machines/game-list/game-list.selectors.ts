import type { SnapshotFrom } from "xstate";
import type { GameSummary } from "../games/games.types.ts";
import type { Failure } from "../shared/errors.ts";
import type { gameListMachine } from "./game-list.machine.ts";

export type GameListSnapshot = SnapshotFrom<typeof gameListMachine>;

export interface GameListView {
  status: "loading" | "loaded" | "empty" | "failed";
  games: GameSummary[];
  /** Page shown or being fetched (1-based). */
  page: number;
  /** Page size of the request (skeleton count while loading). */
  pageSize: number;
  totalPages: number;
  totalCount: number;
  /** The search field as typed. */
  searchText: string;
  /** The name the list was asked with ("" = no search). */
  searchedName: string;
  failure: Failure | null;
}

export function selectGameList(snapshot: GameListSnapshot): GameListView {
  const { context } = snapshot;
  const status = snapshot.matches("loading") ? "loading" : snapshot.matches("empty") ? "empty" : snapshot.matches("failed") ? "failed" : "loaded";
  return {
    status,
    games: context.games,
    page: context.query.pageNo,
    pageSize: context.query.pageSize,
    totalPages: context.totalPages,
    totalCount: context.totalCount,
    searchText: context.searchText,
    searchedName: context.query.name ?? "",
    failure: context.failure,
  };
}

/** Shallow comparison for `useSelector`, so a view re-renders only when something it shows changed. */
export function sameGameListView(a: GameListView, b: GameListView): boolean {
  return (
    a.status === b.status &&
    a.games === b.games &&
    a.page === b.page &&
    a.pageSize === b.pageSize &&
    a.totalPages === b.totalPages &&
    a.totalCount === b.totalCount &&
    a.searchText === b.searchText &&
    a.searchedName === b.searchedName &&
    a.failure === b.failure
  );
}
