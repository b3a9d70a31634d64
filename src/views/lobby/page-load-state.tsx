import { useLingui } from "@lingui/react/macro";
import * as css from "./lobby.css.ts";

/** While a lobby page's code loads: a status line, or — when it failed — the reason with Try again. */
export function PageLoadState({ failed, retry }: { failed: boolean; retry(): void }) {
  const { t } = useLingui();
  return failed ? (
    <div className={css.message} role="alert">
      <p className={css.messageTitle}>{t`This page could not be loaded. Check your connection and try again.`}</p>
      <button type="button" className={css.action} onClick={retry}>
        {t`Try again`}
      </button>
    </div>
  ) : (
    <p className={css.muted} role="status">
      {t`Loading…`}
    </p>
  );
}
