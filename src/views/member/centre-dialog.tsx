import { Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { Dialog } from "../../components/dialog/dialog.tsx";
import * as css from "./member.css.ts";

/** A left-pointing arrow (the phone's way back). */
function BackArrow() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </svg>
  );
}

/**
 * The frame of the member and agent centres (SPEC §2: a modal with a close button): wide on a desktop, the whole
 * screen with a back arrow instead of the close button on a phone.
 */
export function CentreDialog({ title, onClose, backTestId, children }: { title: string; onClose: () => void; backTestId: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      className={css.centre}
      closeClassName={css.close}
      start={
        <button type="button" className={css.back} aria-label={t`Back`} onClick={onClose} data-testid={backTestId}>
          <BackArrow />
        </button>
      }
    >
      {children}
    </Dialog>
  );
}

/**
 * A centre's page beside its menu: the page's name as its heading, then `instead` when the page cannot show (e.g. a
 * contract the account does not have), else the page's lazy view, or `unavailable` for a page not built yet.
 */
export function CentrePage({
  id,
  title,
  View,
  unavailable,
  instead,
}: {
  id: string;
  title: string;
  View: LazyExoticComponent<ComponentType> | null;
  unavailable: string;
  instead?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={css.pageTitle}>
        {title}
      </h3>
      {instead ??
        (View ? (
          <Suspense fallback={<p className={css.muted}>{t`Loading…`}</p>}>
            <View />
          </Suspense>
        ) : (
          <p className={css.muted}>{unavailable}</p>
        ))}
    </section>
  );
}
