import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import * as css from "./tabs.css.ts";

export interface TabItem {
  /** Stable key, also the value passed to onChange. */
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export type TabsProps = {
  items: readonly TabItem[];
  /** Selected tab (controlled); leave out to let the component keep it. */
  value?: string;
  /** First selected tab when uncontrolled; the first item by default. */
  defaultValue?: string;
  onChange?: (id: string) => void;
} & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

/**
 * Tabs (WAI-ARIA APG "Tabs with automatic activation"): tablist/tab/tabpanel, roving tabindex (only the selected
 * tab is in the Tab order), ArrowLeft/ArrowRight move and wrap, Home/End go to the ends, and moving selects.
 */
export function Tabs({ items, value, defaultValue, onChange, label, labelledBy }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(defaultValue ?? items[0]?.id);
  const selected = items.some((item) => item.id === (value ?? own)) ? (value ?? own) : items[0]?.id;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${base}tab-${id}`;
  const panelId = (id: string) => `${base}panel-${id}`;

  const select = (id: string) => {
    if (value === undefined) setOwn(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = items[next[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} aria-labelledby={labelledBy} className={css.tablist} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) tabRefs.current.set(item.id, el);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              className={css.tab}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div key={item.id} role="tabpanel" id={panelId(item.id)} aria-labelledby={tabId(item.id)} tabIndex={0} hidden={item.id !== selected} className={css.panel}>
          {item.panel}
        </div>
      ))}
    </div>
  );
}
