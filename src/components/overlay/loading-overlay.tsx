import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import * as buttons from "../button/button.css.ts";
import * as css from "./loading-overlay.css.ts";

export interface LoadingOverlayProps {
  /** True while the content is being submitted/loaded: the overlay covers it and it is aria-busy. */
  busy: boolean;
  children: ReactNode;
  /** The status text for assistive technology; "Loading…" by default. */
  label?: string;
  className?: string;
}

/**
 * A container whose content, while `busy`, is aria-busy and covered by a translucent layer with a spinner that
 * takes the pointer (no second click lands on the form). A visually hidden role="status" (always in the DOM) says
 * "Loading…" when busy starts; it sits outside the aria-busy element, since assistive technology holds back changes
 * inside a busy region. Keyboard focus is left where it is (the machine ignores a second submit); nothing is made
 * inert, so focus is never thrown to the page.
 */
export function LoadingOverlay({ busy, children, label, className }: LoadingOverlayProps) {
  const { t } = useLingui();
  return (
    <div className={className ? `${css.container} ${className}` : css.container}>
      <div aria-busy={busy}>{children}</div>
      {busy ? (
        <div className={css.overlay} aria-hidden="true" data-testid="loading-overlay">
          <span className={`${buttons.spinner} ${css.spinner}`} />
        </div>
      ) : null}
      <span role="status" className="visually-hidden">
        {busy ? (label ?? t`Loading…`) : null}
      </span>
    </div>
  );
}
