/** The session keys the platform requires (SPEC §3); the token is the only secret the site keeps. */
import { SESSION_KEYS } from "./storage-keys.ts";
export const TOKEN_KEY = SESSION_KEYS.token;
const KEPT_ON_CLEAR = [SESSION_KEYS.merchant, SESSION_KEYS.merchantCode];

export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  /** Logout or session end: clears everything but the merchant codes (SPEC §4 Logout). */
  clear(): void;
}

export function createSessionStore(storage: Storage, merchant: string): SessionStore {
  storage.setItem(SESSION_KEYS.merchant, merchant);
  storage.setItem(SESSION_KEYS.merchantCode, merchant);
  return {
    getToken: () => {
      const token = storage.getItem(TOKEN_KEY);
      return token && token.length > 0 ? token : null;
    },
    setToken: (token) => storage.setItem(TOKEN_KEY, token),
    clear: () => {
      const kept = KEPT_ON_CLEAR.map((key) => [key, storage.getItem(key)] as const);
      storage.clear();
      for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
    },
  };
}
