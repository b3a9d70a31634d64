import { memo } from "react";
import { useLingui } from "@lingui/react/macro";
import type { VendorCard } from "../../../machines/games/games.types.ts";
import * as css from "./lobby.css.ts";

export interface VendorCardsProps {
  vendors: readonly VendorCard[];
  /** Names the list, e.g. "Live Casino vendors". */
  label: string;
  /** The selected vendor's code (marked `aria-current`). */
  selected?: string | null;
  onChoose(card: VendorCard): void;
}

/** The vendor cards of a category: icon (space reserved), name, hot badge when `isHot` is 1. */
export const VendorCards = memo(function VendorCards({ vendors, label, selected, onChoose }: VendorCardsProps) {
  const { t } = useLingui();
  return (
    <ul className={css.vendorList} aria-label={label} data-testid="vendor-cards">
      {vendors.map((card) => (
        <li key={card.vassalage}>
          <button
            type="button"
            className={css.vendorCard}
            aria-current={selected === card.vassalage ? "true" : undefined}
            data-vendor={card.vassalage}
            onClick={() => onChoose(card)}
          >
            <img className={css.vendorIcon} src={card.icon} alt="" width={48} height={48} loading="lazy" decoding="async" />
            <span className={css.vendorName}>{card.displayName || card.vassalage}</span>
            {card.isHot ? <span className={css.hotBadge} data-testid="hot-badge">{t`Hot`}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
});
