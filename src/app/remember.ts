/**
 * "Remember me" (SPEC §3 cookies, DESIGN §5): the last username under a merchant-specific cookie and the
 * `loginRemember` flag, for 24 hours; for an SMS login the number and dialing code (`<merchant>_loginTypeSms`, DEV-11),
 * which a logout forgets (a phone number is not left behind on a shared computer). Never a password: the browser's password manager keeps that (autocomplete tokens, PasswordCredential where available).
 */
import type { RememberParams } from "../../machines/login/login.machine.ts";
import { COOKIE_NAMES } from "./storage-keys.ts";

export const REMEMBER_SECONDS = 24 * 60 * 60;
export const REMEMBER_FLAG = COOKIE_NAMES.rememberFlag;
export const smsCookie = COOKIE_NAMES.sms;
export const usernameCookie = COOKIE_NAMES.username;

/** The cookies' values by name. Reading `document.cookie` asks the browser's cookie store (a round trip): once a question. */
function readCookies(doc: Document): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieText(doc).split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key && !cookies.has(key)) cookies.set(key, decodeURIComponent(rest.join("=")));
  }
  return cookies;
}

/** The document's cookies; none when the browser refuses them (a sandboxed or blocked document throws). */
function cookieText(doc: Document): string {
  try {
    return doc.cookie;
  } catch {
    return "";
  }
}

/** Writes one cookie: `Secure` whenever the site is served over https (a remembered username never travels in clear). */
function writeCookie(doc: Document, name: string, value: string, maxAge: number) {
  const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
  try {
    doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Cookies refused: remember-me is lost, the login is not.
  }
}

export interface RememberStore {
  /** The remembered username, when the player chose "remember me" within the last 24 hours. */
  username(): string | null;
  save(params: RememberParams): void;
  /** Logout: the remembered mobile number goes (the username stays for the next login, SPEC §3). */
  forgetMobile(): void;
}

export function createRememberStore(doc: Document, merchant: string): RememberStore {
  const names = [usernameCookie(merchant), REMEMBER_FLAG, smsCookie(merchant)];
  const forget = () => names.forEach((name) => writeCookie(doc, name, "", 0));
  return {
    username: () => {
      const cookies = readCookies(doc);
      return cookies.get(REMEMBER_FLAG) === "1" ? cookies.get(usernameCookie(merchant)) || null : null;
    },
    save(params) {
      if (!params.remember) {
        forget();
        return;
      }
      writeCookie(doc, REMEMBER_FLAG, "1", REMEMBER_SECONDS);
      if (params.type === "sms") {
        writeCookie(doc, smsCookie(merchant), JSON.stringify({ mobileNum: params.mobileNum, countryDialingCode: params.countryDialingCode }), REMEMBER_SECONDS);
      } else if (params.username) {
        writeCookie(doc, usernameCookie(merchant), params.username, REMEMBER_SECONDS);
      }
    },
    forgetMobile: () => writeCookie(doc, smsCookie(merchant), "", 0),
  };
}

interface CredentialWindow {
  PasswordCredential?: new (data: { id: string; password: string }) => Credential;
  navigator: { credentials?: { store(credential: Credential): Promise<unknown> } };
}

/** Offers the credential to the browser's password manager where the Credential Management API exists. */
export function storeCredential(win: Window, username: string, password: string): void {
  const w = win as unknown as CredentialWindow;
  if (!username || !password || !w.PasswordCredential || !w.navigator.credentials) return;
  w.navigator.credentials.store(new w.PasswordCredential({ id: username, password })).catch(() => undefined);
}
