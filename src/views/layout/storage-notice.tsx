import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import * as css from "./layout.css.ts";

/**
 * Shown by the root view when the browser refuses the site's storage (cookies blocked, or the site framed by another origin): the site works,
 * keeping what it needs in memory (src/app/site-storage.ts), and says what that means for the player.
 */
export function StorageNotice() {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div role="status" className={css.banner}>
      <span>{t`Your browser is blocking this site's storage. You can play, but a reload or a new tab logs you out and forgets your language. Allow cookies and site data for this site to stay logged in.`}</span>
      <button type="button" className={css.button} onClick={() => setDismissed(true)}>
        {t`Dismiss`}
      </button>
    </div>
  );
}
