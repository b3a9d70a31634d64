import { useCallback, useEffect, useState } from "react";

/**
 * How far below (and above) the screen a deferred part starts drawing: one screen's height, so it is drawn well before
 * scrolling brings it into view and its final height never moves anything on the screen.
 */
export const NEAR_MARGIN = "100% 0px 100% 0px";

let keyboardUsed = false;
const keyboardWaiters = new Set<() => void>();

/** Inputs whose keys type text rather than move through the page. */
const TYPED = /^(text|search|email|tel|url|password|number|date|datetime-local|month|time|week)$/;

/**
 * Whether a key press can take the visitor through the page: not one inside a modal dialog (the page behind it is
 * inert, so drawing it then is work nobody sees: typing an amount in the member centre drew the whole home page), and
 * not a character typed into a text field. Tab, Page Down, End and the find shortcut anywhere else do.
 */
export function movesThroughPage(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest("dialog[open], [aria-modal='true']")) return false;
  const typing =
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && TYPED.test(target.type)) ||
    (target instanceof HTMLElement && target.isContentEditable);
  return !typing || event.key === "Tab" || event.ctrlKey || event.metaKey;
}

function onFirstKey(event: KeyboardEvent) {
  if (!movesThroughPage(event)) return;
  keyboardUsed = true;
  document.removeEventListener("keydown", onFirstKey, true);
  for (const draw of keyboardWaiters) draw();
  keyboardWaiters.clear();
}

/** Calls `draw` at the first key press in the page (at once if there has been one); returns the unsubscribe. */
function onKeyboard(draw: () => void): () => void {
  if (keyboardUsed) {
    draw();
    return () => {};
  }
  if (keyboardWaiters.size === 0) document.addEventListener("keydown", onFirstKey, true);
  keyboardWaiters.add(draw);
  return () => {
    keyboardWaiters.delete(draw);
    if (keyboardWaiters.size === 0) document.removeEventListener("keydown", onFirstKey, true);
  };
}

/** Forgets an earlier key press (tests). */
export function resetKeyboardUse(): void {
  keyboardUsed = false;
}

/**
 * Whether a part of a long page should be drawn yet: once its place (the element the returned ref is put on) comes
 * within NEAR_MARGIN of the screen, or once the visitor uses the keyboard on the page (Tab, Page Down, End, find in
 * page all press keys first: `movesThroughPage`), so keyboard and screen-reader users reach everything. Once true it
 * stays true. Without IntersectionObserver it is true at once.
 */
export function useNearScreen<T extends Element>(): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(() => keyboardUsed || typeof IntersectionObserver === "undefined");
  const [element, setElement] = useState<T | null>(null);
  const ref = useCallback((node: T | null) => setElement(node), []);
  useEffect(() => {
    if (near) return;
    const draw = () => setNear(true);
    const stopKeyboard = onKeyboard(draw);
    if (!element) return stopKeyboard;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) draw();
    }, { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => {
      stopKeyboard();
      observer.disconnect();
    };
  }, [near, element]);
  return [ref, near];
}
