/**
 * The browser storage the site keeps its few keys in (session token and merchant codes in `sessionStorage`; language
 * and the header's remembered height in `localStorage`), read through one door.
 *
 * A browser may refuse storage altogether: cookies blocked for the site, or the site framed by another origin with
 * third-party storage blocked. Then merely reading `window.localStorage` throws ("Access is denied for this
 * document"), and a site that touches it at start-up never starts. Here each store is tried once per page; a store
 * the browser refuses is replaced by one kept in memory, so the site works for as long as the page is open and says
 * so (`persistent: false`): a reload forgets the login and the language.
 */

export interface SiteStorage {
  local: Storage;
  session: Storage;
  /** Both stores are the browser's own: what the site keeps survives a reload. */
  persistent: boolean;
}

/** A `Storage` kept in memory: what the site uses when the browser refuses its own. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(String(key));
  }
  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }
}

const PROBE = "__storage_probe__";

/** The window's store when the browser lets the site read and write it, else null. */
function usable(win: Window, name: "localStorage" | "sessionStorage"): Storage | null {
  try {
    const storage = win[name];
    storage.setItem(PROBE, "1");
    storage.removeItem(PROBE);
    return storage;
  } catch {
    // SecurityError (storage blocked) or QuotaExceededError (full, or a private mode with no quota).
    return null;
  }
}

const opened = new WeakMap<Window, SiteStorage>();

/** The site's two stores for this window, decided once per page (the same objects on every call). */
export function siteStorage(win: Window): SiteStorage {
  const known = opened.get(win);
  if (known) return known;
  const local = usable(win, "localStorage");
  const session = usable(win, "sessionStorage");
  const storage: SiteStorage = {
    local: local ?? new MemoryStorage(),
    session: session ?? new MemoryStorage(),
    persistent: local !== null && session !== null,
  };
  opened.set(win, storage);
  return storage;
}
