import { useLingui } from "@lingui/react/macro";
import * as buttons from "../../components/button/button.css.ts";
import * as css from "./cashier.css.ts";

export type ReviewEvent = { type: "review.confirmed" } | { type: "review.back" } | { type: "submit.retry" } | { type: "submit.back" };

/**
 * The buttons under a cashier review (CASH-01, CASH-02): Confirm and Back, or Try again and Back after a failure.
 * Whether each may act comes from the machine (`snapshot.can`), so a press while sending is visibly refused.
 */
export function ReviewActions({ failed, sending, canConfirm, canBack, confirmLabel, send }: {
  failed: boolean;
  sending: boolean;
  canConfirm: boolean;
  canBack: boolean;
  confirmLabel: string;
  send: (event: ReviewEvent) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={css.actions}>
      {failed ? (
        <>
          <button type="button" className={buttons.primary} onClick={() => send({ type: "submit.retry" })}>
            {t`Try again`}
          </button>
          <button type="button" className={buttons.button} onClick={() => send({ type: "submit.back" })}>
            {t`Back`}
          </button>
        </>
      ) : (
        <>
          <button type="button" className={buttons.primary} aria-disabled={!canConfirm} onClick={() => send({ type: "review.confirmed" })}>
            {sending ? <span className={buttons.spinner} aria-hidden="true" /> : null}
            {sending ? t`Sending…` : confirmLabel}
          </button>
          <button type="button" className={buttons.button} aria-disabled={!canBack} onClick={() => send({ type: "review.back" })}>
            {t`Back`}
          </button>
        </>
      )}
    </div>
  );
}
