import { useId, useRef, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import * as buttons from "../button/button.css.ts";
import { Dialog } from "./dialog.tsx";
import * as css from "./alert-dialog.css.ts";

export interface ConfirmDialogProps {
  open: boolean;
  /** The visible title; it names the dialog. */
  title: ReactNode;
  /** The question; it describes the dialog (aria-describedby), so it is read when the dialog opens. */
  message: ReactNode;
  /** "Confirm" by default. */
  confirmLabel?: ReactNode;
  /** "Cancel" by default. */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** The cancel button, Escape and the close button. */
  onCancel: () => void;
  /** Which button has focus on open; "cancel" (the safe choice, WAI-ARIA APG) by default. */
  initialFocus?: "cancel" | "confirm";
  /** The confirmed action is on its way: the confirm button is aria-disabled with a spinner. */
  busy?: boolean;
}

/**
 * A confirmation dialog (role="alertdialog") with Cancel and Confirm, e.g. "Are you sure you want to log out?".
 * Focus goes to Cancel (or Confirm) on open and back to the opener on close.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, initialFocus = "cancel", busy = false }: ConfirmDialogProps) {
  const { t } = useLingui();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      initialFocus={initialFocus === "confirm" ? confirmRef : cancelRef}
    >
      <div id={messageId} className={css.message}>
        {message}
      </div>
      <div className={css.actions}>
        <button ref={cancelRef} type="button" className={`${buttons.button} ${css.action}`} onClick={onCancel}>
          {cancelLabel ?? t`Cancel`}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={`${buttons.primary} ${css.action}`}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {busy ? <span className={buttons.spinner} aria-hidden="true" /> : null}
          {confirmLabel ?? t`Confirm`}
        </button>
      </div>
    </Dialog>
  );
}
