import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { MenuIcon } from "../../components/icons.tsx";
import * as css from "./layout.css.ts";

/**
 * The header's less used actions (issue 31: a phone header of at most two rows). On a wide screen they stand in the
 * header's row as they are (the panel takes no box of its own); on a phone a Menu button opens them as a panel under
 * the header, closed again by Escape (focus back on the button), a tap outside it, or a choice made in it. `badge`
 * and `label` let Menu carry a count of what is behind it (unread messages).
 */
export function HeaderMore({ children, badge, label }: { children: ReactNode; badge?: ReactNode; label?: string }) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);
  return (
    <>
      <button ref={toggle} type="button" className={css.menuToggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((was) => !was)} data-testid="header-menu">
        <MenuIcon width={20} height={20} />
        <span className={css.visuallyHidden}>{label ?? t`Menu`}</span>
        {badge}
      </button>
      <div
        id={id}
        ref={panel}
        className={css.more}
        data-open={open}
        onClick={(event) => {
          // A button or link chosen in the panel has done its work: the panel closes.
          if ((event.target as Element).closest("button, a")) setOpen(false);
        }}
      >
        {children}
      </div>
    </>
  );
}
