import { memo } from "react";
import { useLingui } from "@lingui/react/macro";
import type { GameSummary } from "../../../machines/games/games.types.ts";
import { LazyImage } from "../../components/lazy-image/lazy-image.tsx";
import { useLaunchGame } from "../game-launch/use-launch-game.ts";
import * as css from "./games.css.ts";
import { TILE_ICON } from "./tile-size.ts";


export interface GameTileProps {
  game: GameSummary;
  /** Vendor display name (falls back to the vendor code). */
  vendorName?: string;
  /** Leave out to hide the favourite toggle (guests see it too: the machine asks them to log in). */
  favourite?: boolean;
  /** A favourite change for this game is under way (the toggle waits). */
  favouriteBusy?: boolean;
  onToggleFavourite?(game: GameSummary): void;
  /** The icon is above the fold when the page arrives: load it at once (see LazyImage `priority`). */
  priority?: boolean;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/**
 * One game: icon (lazy), name, vendor, hot badge, Play, Free trial when the game allows it (`supportPlay` 0), and
 * an optional favourite toggle. Starting a game goes through {@link useLaunchGame}. Memoised: a tile re-renders only
 * when its own game or favourite state changes.
 */
export const GameTile = memo(function GameTile({ game, vendorName, favourite, favouriteBusy = false, onToggleFavourite, priority = false }: GameTileProps) {
  const { t } = useLingui();
  const launch = useLaunchGame();
  const name = game.name;
  return (
    <li className={css.tile} data-testid="game-tile" data-node-id={game.nodeId}>
      <div className={css.media}>
        <LazyImage src={game.icon} alt={name} width={TILE_ICON.width} height={TILE_ICON.height} fluid priority={priority} />
        {game.hot ? <span className={css.hot}>{t`Hot`}</span> : null}
        {favourite !== undefined && onToggleFavourite ? (
          <button
            type="button"
            className={css.favourite}
            aria-pressed={favourite}
            aria-disabled={favouriteBusy ? "true" : undefined}
            aria-label={t`Favourite: ${name}`}
            onClick={() => {
              if (!favouriteBusy) onToggleFavourite(game);
            }}
          >
            <HeartIcon filled={favourite} />
          </button>
        ) : null}
      </div>
      <p className={css.name} title={name}>
        {name}
      </p>
      <p className={css.vendor}>{vendorName || game.vendor}</p>
      <div className={css.actions}>
        <button type="button" className={css.play} aria-label={t`Play ${name}`} onClick={() => launch({ kind: "game", game })}>
          {t`Play`}
        </button>
        {game.trial ? (
          <button type="button" className={css.trial} aria-label={t`Free trial of ${name}`} onClick={() => launch({ kind: "game", game, trial: true })}>
            {t`Free trial`}
          </button>
        ) : null}
      </div>
    </li>
  );
});

/** A tile-sized placeholder while a page loads. */
export function GameTileSkeleton() {
  return (
    <li className={css.tile} aria-hidden="true" data-testid="game-tile-skeleton">
      <span className={css.skeletonImage} />
      <span className={css.skeletonName} />
      <span className={css.skeletonVendor} />
      <span className={css.skeletonAction} />
    </li>
  );
}
