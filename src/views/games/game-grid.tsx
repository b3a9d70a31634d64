import { memo, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import type { GameSummary } from "../../../machines/games/games.types.ts";
import { GameTile, GameTileSkeleton } from "./game-tile.tsx";
import * as css from "./games.css.ts";

export type GameGridStatus = "loading" | "loaded" | "empty" | "failed";

export interface GameGridProps {
  games: readonly GameSummary[];
  status: GameGridStatus;
  /** Names the list for assistive technology, e.g. "Slots". */
  label: string;
  /** Skeleton tiles shown while loading (use the requested page size). */
  skeletons: number;
  /** What the empty state says (default: "No games here yet."). */
  emptyText?: ReactNode;
  /** What the error state says (a translated failure); a Try again button calls `onRetry`. */
  failureText?: ReactNode;
  onRetry?(): void;
  vendorName?(code: string): string | undefined;
  /** Favourite node ids; leave out to hide the favourite toggles. */
  favourites?: ReadonlySet<number>;
  /** Node ids with a favourite change under way. */
  favouritesBusy?: ReadonlySet<number>;
  onToggleFavourite?(game: GameSummary): void;
  /** How many first tiles load their icons at once (the page's main grid, above the fold); default none. */
  eager?: number;
}

/**
 * A grid of game tiles with its loading (skeletons of the same size), empty and error (with retry) states. Tiles
 * are memoised; pass stable callbacks so only tiles whose game or favourite state changed re-render.
 */
export const GameGrid = memo(function GameGrid({
  games,
  status,
  label,
  skeletons,
  emptyText,
  failureText,
  onRetry,
  vendorName,
  favourites,
  favouritesBusy,
  onToggleFavourite,
  eager = 0,
}: GameGridProps) {
  const { t } = useLingui();
  if (status === "failed") {
    return (
      <div className={css.message} role="alert" data-testid="game-grid-error">
        <p className={css.messageTitle}>{failureText ?? t`The games could not be loaded.`}</p>
        {onRetry ? (
          <button type="button" className={css.retry} onClick={onRetry}>
            {t`Try again`}
          </button>
        ) : null}
      </div>
    );
  }
  if (status === "empty") {
    return (
      <div className={css.message} role="status" data-testid="game-grid-empty">
        <p className={css.messageTitle}>{emptyText ?? t`No games here yet.`}</p>
      </div>
    );
  }
  if (status === "loading") {
    return (
      <ul key="loading" className={css.skeletonGrid} aria-label={label} aria-busy="true" data-testid="game-grid">
        {Array.from({ length: Math.max(1, skeletons) }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </ul>
    );
  }
  return (
    // Its own key: a new list, not the pulsing skeleton's element with its class swapped. The swap left the
    // skeleton's opacity animation on the real tiles at times (their text then fails contrast mid-pulse).
    <ul key="loaded" className={css.grid} aria-label={label} data-testid="game-grid">
      {games.map((game, index) => (
        <GameTile
          key={`${game.vendor}:${game.nodeId}`}
          game={game}
          priority={index < eager}
          vendorName={vendorName?.(game.vendor)}
          {...(favourites && onToggleFavourite ? { favourite: favourites.has(game.nodeId), favouriteBusy: favouritesBusy?.has(game.nodeId) ?? false, onToggleFavourite } : {})}
        />
      ))}
    </ul>
  );
});
