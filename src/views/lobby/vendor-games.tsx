import { useCallback, useEffect } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { LobbyMachines } from "../../app/services.tsx";
import { sameGameListView, selectGameList } from "../../../machines/game-list/game-list.selectors.ts";
import { GameGrid } from "../games/game-grid.tsx";
import { Pagination } from "../../components/pagination/pagination.tsx";
import { errorMessages } from "../../i18n/messages.ts";
import * as css from "./lobby.css.ts";

export interface VendorGamesProps {
  machine: LobbyMachines["gameList"];
  gameType: string;
  vendor: string;
  vendorName: string;
  /** Page size of the grid (24 by default, SPEC §9). */
  pageSize?: number;
  /** Names the grid and its paging. */
  label: string;
}

/** One vendor's games: a paged grid through the game-list machine, with its empty and error (retry) states. */
export function VendorGames({ machine, gameType, vendor, vendorName, pageSize, label }: VendorGamesProps) {
  const { t, i18n } = useLingui();
  const ref = useActorRef(machine, {
    input: { gameType, vendor, ...(pageSize ? { pageSizes: { first: pageSize, afterPageChange: pageSize } } : {}) },
  });
  const view = useSelector(ref, selectGameList, sameGameListView);
  useEffect(() => {
    if (ref.getSnapshot().context.query.vendor !== vendor) ref.send({ type: "vendor.changed", vendor });
  }, [ref, vendor]);
  const onPage = useCallback((page: number) => ref.send({ type: "page.changed", page }), [ref]);
  const onRetry = useCallback(() => ref.send({ type: "retry" }), [ref]);
  const name = useCallback(() => vendorName, [vendorName]);
  return (
    <div>
      <GameGrid
        games={view.games}
        status={view.status}
        label={label}
        skeletons={view.pageSize}
        emptyText={t`${vendorName} has no games here yet.`}
        failureText={view.failure ? i18n._(errorMessages[view.failure.code]) : undefined}
        onRetry={onRetry}
        vendorName={name}
      />
      <div className={css.pager}>
        <Pagination page={view.page} totalPages={view.totalPages} onChange={onPage} label={t`${label}: pages`} busy={view.status === "loading"} />
      </div>
    </div>
  );
}
