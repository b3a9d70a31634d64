/**
 * Issue 5: after every generated path no password, code or personal data remains in cookies, localStorage or
 * sessionStorage — only the merchant codes, the token while logged in, the language, and the remember-me cookies
 * (the username, or the SMS login's number) when the player chose "remember me".
 */
import { waitFor } from "@testing-library/react";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import type { AppServices } from "../../src/app/services.tsx";
import { REMEMBER_FLAG, smsCookie, usernameCookie } from "../../src/app/remember.ts";
import { TOKEN_KEY } from "../../src/app/session.ts";
import { LOCAL_KEYS as ALLOWED_LOCAL, SESSION_KEYS as ALLOWED_SESSION } from "../../src/app/storage-keys.ts";

/** Research §4.14: closing the popup announcements is remembered for the session as `closed`. */
const POPUP_KEYS: string[] = [ALLOWED_SESSION.userPopup, ALLOWED_SESSION.anonymousPopup];
/** The names the site may keep (src/app/storage-keys.ts, the one list). */
const SESSION_KEYS: string[] = Object.values(ALLOWED_SESSION);
const LOCAL_KEYS: string[] = Object.values(ALLOWED_LOCAL);
/** Shorter typed values ("12", a malformed number) would match by chance inside other values. */
const MIN_LENGTH = 4;

/** What the player typed (or the flow's input handed over) during a path, by how it may be kept. */
export interface TypedValues {
  /** Never stored anywhere: passwords, SMS and captcha codes, two-factor answers, e-mail, invitation codes… */
  secrets: string[];
  /** May be the remember-me username cookie, nothing else. */
  usernames: string[];
  /** May be in the SMS login's remember-me cookie, nothing else. */
  mobiles: string[];
}

/** The typed values of a path: every `*.fieldChanged` and `*.answerChanged` value, and credentials in the input. */
export function typedDuring(events: readonly EventObject[], input: unknown): TypedValues {
  const typed: TypedValues = { secrets: [], usernames: [], mobiles: [] };
  const add = (field: string, value: unknown) => {
    if (typeof value !== "string" || value.trim().length < MIN_LENGTH) return;
    const list = field === "username" ? typed.usernames : field === "mobileNum" ? typed.mobiles : field === "countryDialingCode" ? null : typed.secrets;
    list?.push(value.trim());
  };
  const given = (input ?? {}) as { prefill?: { username?: unknown; password?: unknown } | null; rememberedUsername?: unknown };
  add("username", given.prefill?.username);
  add("password", given.prefill?.password);
  add("username", given.rememberedUsername);
  for (const event of events) {
    const { field, value } = event as { field?: unknown; value?: unknown };
    if (event.type.endsWith(".fieldChanged") && typeof field === "string") add(field, value);
    else if (event.type.endsWith(".answerChanged")) add("answer", value);
  }
  return typed;
}

export function readCookies(): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of document.cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name) cookies[name] = decodeURIComponent(rest.join("="));
  }
  return cookies;
}

/** The rendered app of a driver's session (every UI driver keeps renderApp's result as `app`). */
export function servicesOf(session: unknown): AppServices {
  const services = (session as { app?: { services?: AppServices } } | null)?.app?.services;
  if (!services) throw new Error("a UI driver's session must keep renderApp's result as `app` (for the storage check)");
  return services;
}

type SessionSnapshot = ReturnType<AppServices["auth"]["getSnapshot"]>;

/** States in which a call of the session machine is still under way (the member loads, the platform logs out). */
const settling = (s: SessionSnapshot) => s.matches("restoring") || s.matches("loadingMember") || s.matches({ signedIn: "loggingOut" });

/**
 * Logged in with the platform: a member session, a member that failed to load (Try again or log out), or the forced
 * password change after a login (the platform issued the token and the change call needs it; the login actor holds
 * the sign-in until the change is done or closed, when the token is discarded).
 */
function loggedIn(s: SessionSnapshot): boolean {
  // A stored session whose check failed (restoreFailed) keeps its token for Try again, as a member that failed to load.
  if (s.matches("signedIn") || s.matches("memberFailed") || s.matches("restoreFailed")) return true;
  const login = s.children.login?.getSnapshot() as { context?: { signedIn?: unknown } } | undefined;
  return login?.context?.signedIn != null;
}

export interface StorageCheck {
  typed: TypedValues;
  /** Cookies as they were when the path started (the driver sets remember-me cookies for a remembered username). */
  cookiesAtStart: Record<string, string>;
  /** The flow's remember-me choice at the end of the path, when it has one (the login machine's `remember`). */
  rememberChosen: boolean | undefined;
}

/** Asserts issue 5's storage rule for the app of `session`, once the session machine has settled. */
export async function expectOnlyAllowedStorage(driverSession: unknown, check: StorageCheck): Promise<void> {
  const { auth, config } = servicesOf(driverSession);
  await waitFor(() => expect(settling(auth.getSnapshot())).toBe(false), { timeout: 3000 });
  const merchant = config.platform.merchant;
  const { secrets, usernames, mobiles } = check.typed;
  const problems: string[] = [];
  const leaks = (where: string, value: string, allowed: readonly string[] = []) => {
    for (const secret of [...secrets, ...usernames, ...mobiles]) {
      if (!allowed.includes(secret) && value.includes(secret)) problems.push(`${where} holds the typed value "${secret}"`);
    }
  };

  const stored = Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ""]));
  for (const [key, value] of Object.entries(stored)) {
    if (!SESSION_KEYS.includes(key)) problems.push(`sessionStorage has "${key}"`);
    else if (POPUP_KEYS.includes(key) && value !== "closed") problems.push(`sessionStorage.${key} is "${value}", not "closed"`);
    else if (key !== TOKEN_KEY) leaks(`sessionStorage.${key}`, value);
  }
  if (stored.merchant !== merchant || stored.merchantCode !== merchant) problems.push(`sessionStorage lost the merchant codes: ${JSON.stringify(stored)}`);
  const isLoggedIn = loggedIn(auth.getSnapshot());
  if (isLoggedIn && !stored[TOKEN_KEY]) problems.push("logged in, but sessionStorage has no token");
  const changing = (auth.getSnapshot().children.login?.getSnapshot() as { value?: unknown } | undefined)?.value === "changingPassword" || auth.getSnapshot().matches({ signedIn: "changingPassword" });
  if ("cpw" in stored && (stored.cpw !== "1" || !changing)) problems.push(`sessionStorage keeps the password-change mark (cpw=${stored.cpw}) outside a forced change`);
  // The account exists while the registration's bonus prompt asks for a number (REG-15): its token is stored then.
  const registeredAwaitingBonus = (auth.getSnapshot().children.registration?.getSnapshot() as { matches?(value: string): boolean } | undefined)?.matches?.("bonusPrompt") === true;
  if (!isLoggedIn && !registeredAwaitingBonus && TOKEN_KEY in stored) problems.push(`not logged in (session ${JSON.stringify(auth.getSnapshot().value)}), but sessionStorage keeps the token`);

  for (const key of Object.keys(localStorage)) {
    if (!LOCAL_KEYS.includes(key)) problems.push(`localStorage has "${key}"`);
    else leaks(`localStorage.${key}`, localStorage.getItem(key) ?? "");
  }

  const usernameKey = usernameCookie(merchant);
  const smsKey = smsCookie(merchant);
  const cookies = readCookies();
  for (const [name, value] of Object.entries(cookies)) {
    if (name === REMEMBER_FLAG) {
      if (value !== "1") problems.push(`cookie ${name} is "${value}", not the flag "1"`);
    } else if (name === usernameKey) {
      leaks(`cookie ${name}`, value, usernames);
      if (!usernames.includes(value)) problems.push(`cookie ${name} is "${value}", not a username the player gave`);
    } else if (name === smsKey) {
      leaks(`cookie ${name}`, value, mobiles);
      const parsed = JSON.parse(value) as Record<string, unknown>;
      if (Object.keys(parsed).sort().join() !== "countryDialingCode,mobileNum") problems.push(`cookie ${name} holds more than the number: ${value}`);
    } else {
      problems.push(`cookie "${name}" is set`);
      leaks(`cookie ${name}`, value);
    }
  }
  const remember = [REMEMBER_FLAG, usernameKey, smsKey];
  const changed = remember.some((name) => cookies[name] !== check.cookiesAtStart[name]);
  const present = remember.some((name) => name in cookies);
  if (changed && present && check.rememberChosen !== true) problems.push(`remember-me cookies were written though the player did not choose it: ${document.cookie}`);

  expect(problems).toEqual([]);
}
