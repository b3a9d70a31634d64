import { useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import * as css from "../layout/layout.css.ts";

/** Tells the player when the customer-service popup had to close, with a retry (SPEC §8). */
export function CustomerServiceNotice() {
  const { customerService } = useServices();
  const { t } = useLingui();
  const failed = useSelector(customerService, (s) => s.matches("failed"));
  if (!failed) return null;
  return (
    <div role="alert" className={css.banner}>
      <span>{t`Customer service is unavailable right now. Please try again.`}</span>
      <button type="button" className={css.primaryButton} onClick={() => customerService.send({ type: "cs.requested" })}>
        {t`Try again`}
      </button>
      <button type="button" className={css.button} onClick={() => customerService.send({ type: "cs.dismissed" })}>
        {t`Dismiss`}
      </button>
    </div>
  );
}
