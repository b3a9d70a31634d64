import { useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { selectUnendedLogout } from "../../../machines/platform-logout/platform-logout.selectors.ts";
import { useServices } from "../../app/services.tsx";
import * as css from "./layout.css.ts";

/**
 * Said when the platform could not be told, after every retry, that the player logged out (DEV-08; the platformLogout
 * machine's unconfirmed state): this device is signed out, but the platform's session stays open until it expires.
 */
export function LogoutNotice() {
  const { platformLogout } = useServices();
  const { t } = useLingui();
  const view = useSelector(platformLogout, selectUnendedLogout);
  if (view === "none") return null;
  const retrying = view === "retrying";
  return (
    <div role="alert" className={css.banner} data-testid="logout-notice">
      <span>{t`You are logged out on this device, but the platform could not be reached to end your session there. It stays open until it expires.`}</span>
      <button type="button" className={css.primaryButton} disabled={retrying} aria-busy={retrying} onClick={() => platformLogout.send({ type: "platformLogout.retry" })}>
        {t`Try again`}
      </button>
      <button type="button" className={css.button} onClick={() => platformLogout.send({ type: "platformLogout.dismissed" })}>
        {t`Close`}
      </button>
    </div>
  );
}
