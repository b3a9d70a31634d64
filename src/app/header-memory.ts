/**
 * The height of the header's top row as the app last drew it, for the width of the window it was drawn at. The
 * entry's first view (src/app/first-view.ts) draws the header bar before the app has run; on a phone the real top
 * row wraps the sign-in buttons and the language list under the brand, so the first view reserves the remembered
 * height and the banner below it does not move when the app takes over (from the second visit on).
 */
import { LOCAL_KEYS } from "./storage-keys.ts";
export const HEADER_MEMORY_KEY = LOCAL_KEYS.headerTop;

interface Remembered {
  width: number;
  height: number;
}

/** Keeps the top row's height for this window width; storage failures (private mode, full) are ignored. */
export function rememberHeaderTop(storage: Pick<Storage, "setItem">, width: number, height: number): void {
  if (!(width > 0 && height > 0)) return;
  try {
    storage.setItem(HEADER_MEMORY_KEY, JSON.stringify({ width: Math.round(width), height: Math.round(height) } satisfies Remembered));
  } catch {
    // Only a nicer first picture is lost.
  }
}

/** The remembered height when it was drawn at this window width, else null. */
export function rememberedHeaderTop(storage: Pick<Storage, "getItem">, width: number): number | null {
  try {
    const value = JSON.parse(storage.getItem(HEADER_MEMORY_KEY) ?? "null") as Partial<Remembered> | null;
    if (!value || typeof value.width !== "number" || typeof value.height !== "number") return null;
    if (value.width !== Math.round(width) || !(value.height > 0) || value.height > 600) return null;
    return value.height;
  } catch {
    return null;
  }
}
