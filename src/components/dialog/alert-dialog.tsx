import { useId, useRef, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import * as buttons from "../button/button.css.ts";
import { Dialog } from "./dialog.tsx";
import * as css from "./alert-dialog.css.ts";

export interface AlertDialogProps {
  open: boolean;
  /** The visible title; it names the dialog. */
  title: ReactNode;
  /** The message; it describes the dialog (aria-describedby), so it is read when the dialog opens. */
  message: ReactNode;
  /** The one button's label; "OK" by default. */
  confirmLabel?: ReactNode;
  /** The person acknowledges (the button). */
  onConfirm: () => void;
  /** Escape or the close button; onConfirm by default (dismissing a message is acknowledging it). */
  onClose?: () => void;
}

/**
 * A message dialog with one button (role="alertdialog"): warnings such as an SMS failure, the trial-account notice
 * or "invitation code error". Focus goes to the button on open and back to the opener on close.
 */
export function AlertDialog({ open, title, message, confirmLabel, onConfirm, onClose }: AlertDialogProps) {
  const { t } = useLingui();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onClose={onClose ?? onConfirm} title={title} role="alertdialog" describedBy={messageId} initialFocus={confirmRef}>
      <div id={messageId} className={css.message}>
        {message}
      </div>
      <div className={css.actions}>
        <button ref={confirmRef} type="button" className={`${buttons.primary} ${css.action}`} onClick={onConfirm}>
          {confirmLabel ?? t`OK`}
        </button>
      </div>
    </Dialog>
  );
}
