/**
 * The storage audit after every browser test (issue 28): each page still open keeps only the names the site may
 * keep (src/app/storage-keys.ts, the one list), and no value holds a sandbox member's login or payment password or
 * two-factor code. The same rule runs after every generated path through the views (test/drivers/storage.ts), where
 * the typed values are known one by one.
 */
import type { BrowserContext } from "playwright-core";
import { COOKIE_NAMES, LOCAL_KEYS, SESSION_KEYS } from "../../../src/app/storage-keys.ts";
import { seedMembers } from "../../../src/sandbox/seed/members.ts";

const SESSION: readonly string[] = Object.values(SESSION_KEYS);
const LOCAL: readonly string[] = Object.values(LOCAL_KEYS);
const COOKIES = (name: string) => name === COOKIE_NAMES.rememberFlag || name.endsWith(COOKIE_NAMES.sms("")) || name.endsWith(COOKIE_NAMES.username(""));

/** What no store may hold: every seeded member's passwords and codes (the values browser tests type). */
const SECRETS = seedMembers().flatMap((m) => [m.password, m.paymentPassword, m.gaCode]).filter((s) => s.length >= 4);

interface Stored {
  url: string;
  local: [string, string][];
  session: [string, string][];
}

/** The problems found in a context's open pages and cookies (empty: all as allowed). */
export async function auditStorage(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  const secretIn = (where: string, value: string) => {
    for (const secret of SECRETS) if (value.includes(secret)) problems.push(`${where} holds a password or code ("${secret}")`);
  };
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    const stored = await page
      .evaluate((): Stored | null => {
        try {
          return { url: location.pathname, local: Object.entries(localStorage), session: Object.entries(sessionStorage) };
        } catch {
          // A page whose storage the browser refuses (test/e2e/blocked-storage.spec.ts) keeps nothing.
          return null;
        }
      })
      .catch(() => null);
    if (!stored) continue;
    for (const [key, value] of stored.session) {
      if (!SESSION.includes(key)) problems.push(`${stored.url}: sessionStorage has "${key}"`);
      else if (key !== SESSION_KEYS.token) secretIn(`${stored.url}: sessionStorage.${key}`, value);
    }
    for (const [key, value] of stored.local) {
      if (!LOCAL.includes(key)) problems.push(`${stored.url}: localStorage has "${key}"`);
      else secretIn(`${stored.url}: localStorage.${key}`, value);
    }
  }
  for (const cookie of await context.cookies().catch(() => [])) {
    if (!COOKIES(cookie.name)) problems.push(`cookie "${cookie.name}" is set`);
    secretIn(`cookie ${cookie.name}`, decodeURIComponent(cookie.value));
  }
  return problems;
}
