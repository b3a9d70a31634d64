import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { useLingui } from "@lingui/react/macro";
import { CloseIcon } from "../icons.tsx";
import * as css from "./dialog.css.ts";

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[contenteditable]:not([contenteditable='false'])",
  "[tabindex]",
].join(",");

/** Elements of `root` reachable with Tab, in document order (visible, enabled, tabindex ≥ 0). */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest("[inert]") && el.getClientRects().length > 0,
  );
}

export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called when the person asks to close: Escape, the close button. The owner sets `open` to false. */
  onClose: () => void;
  /** The visible title; it also names the dialog (aria-labelledby). */
  title: ReactNode;
  children: ReactNode;
  /** Receives focus on open; by default the first focusable element of the content, else the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** "alertdialog" for a message that needs the person's response (WAI-ARIA APG "Alert and Message Dialogs"). */
  role?: "dialog" | "alertdialog";
  /** Id of the element that describes the dialog (aria-describedby), e.g. an alert dialog's message. */
  describedBy?: string;
  /** An extra class of the dialog (its size), of the close button, and what goes before the title (a back arrow). */
  className?: string;
  closeClassName?: string;
  start?: ReactNode;
}

/**
 * A modal dialog (WAI-ARIA APG "Dialog (Modal)") on the native <dialog> element opened with showModal(), so the
 * page underneath is inert and the dialog sits in the top layer. On open focus moves in; Tab and Shift+Tab wrap
 * inside; Escape closes; on close focus returns to the element that had it before.
 */
export function Dialog({ open, onClose, title, children, initialFocus, role, describedBy, className, closeClassName, start }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { t } = useLingui();
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  const closedByEffect = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target = initialFocus?.current ?? (bodyRef.current && tabbableIn(bodyRef.current)[0]) ?? tabbableIn(dialog)[0] ?? dialog;
    target.focus();
    return () => {
      // A close the component makes itself (unmount, re-open) is not the person asking to close.
      if (dialog.open) {
        closedByEffect.current = true;
        dialog.close();
      }
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog) return;
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== "Tab") return;
    const items = tabbableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={className ? `${css.dialog} ${className}` : css.dialog}
      role={role === "alertdialog" ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // A nested dialog's events reach this one through React's tree: only this dialog's own count.
        if (event.target !== event.currentTarget) return;
        // Escape (or the browser's close request): the owner decides, through onClose.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        // Closed by the browser itself (e.g. a form with method="dialog") while still open for the owner.
        const byEffect = closedByEffect.current;
        closedByEffect.current = false;
        if (!byEffect && openRef.current) onCloseRef.current();
      }}
    >
      <div className={css.header}>
        {start}
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        <button type="button" className={closeClassName ? `${css.close} ${closeClassName}` : css.close} aria-label={t`Close`} onClick={() => onCloseRef.current()}>
          <CloseIcon width={20} height={20} />
        </button>
      </div>
      <div ref={bodyRef} className={css.body}>
        {children}
      </div>
    </dialog>
  );
}
