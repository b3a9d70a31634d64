import { memo } from "react";
import { useLingui } from "@lingui/react/macro";
import { pageItems, PAGINATION } from "./pages.ts";
import * as css from "./pagination.css.ts";

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onChange(page: number): void;
  /** Names the navigation landmark, e.g. "Slots pages". */
  label: string;
  /** While a page loads the buttons stay focusable but do nothing. */
  busy?: boolean;
  range?: number;
  margin?: number;
}

/**
 * Accessible pagination: a labelled `nav` landmark, previous / numbered / next buttons (the current one has
 * `aria-current="page"`), gaps for pages left out (SPEC §9 range 3, margin 1). Buttons that cannot act keep their
 * focus and say so with `aria-disabled`. Nothing renders for a single page.
 */
export const Pagination = memo(function Pagination({ page, totalPages, onChange, label, busy = false, range = PAGINATION.range, margin = PAGINATION.margin }: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (busy || target === page || target < 1 || target > totalPages) return;
    onChange(target);
  };
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav className={css.nav} aria-label={label}>
      <ul className={css.list}>
        <li>
          <button type="button" className={css.page} aria-disabled={atStart || busy ? "true" : undefined} onClick={() => go(page - 1)} aria-label={t`Previous page`}>
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageItems(page, totalPages, range, margin).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className={css.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={css.page}
                aria-current={item === page ? "page" : undefined}
                aria-disabled={busy && item !== page ? "true" : undefined}
                aria-label={t`Page ${item}`}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={css.page} aria-disabled={atEnd || busy ? "true" : undefined} onClick={() => go(page + 1)} aria-label={t`Next page`}>
            <span aria-hidden="true">›</span>
          </button>
        </li>
        <li className={css.status}>{t`Page ${page} of ${totalPages}`}</li>
      </ul>
    </nav>
  );
});
