import { useState } from "react";

/** Whether the player prefers reduced motion (the banner carousel starts paused, the notice strip stands still). */
export function reducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * Holds a rotating block (the banner carousel, the notice strip) while the pointer is over it or focus is inside it
 * (WAI-ARIA APG "Carousel"): whether it is held, and the handlers to spread on the block's element. Focus moving
 * from one control of the block to another blurs and focuses at once, so the block stays held.
 */
export function useHold() {
  const [held, setHeld] = useState(false);
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return [held, { onMouseEnter: hold, onFocus: hold, onMouseLeave: release, onBlur: release }] as const;
}
