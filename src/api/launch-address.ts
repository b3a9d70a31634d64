/**
 * The one validator of launch addresses (DESIGN §5): every address a platform answer gives the site to frame or open
 * (a launch's `game_url`, the open round's `game_url` of a GAME_ROUND_OPEN refusal, anything a maintenance answer
 * carries, the lottery lobby's address) goes through {@link checkLaunchAddress}, through the valibot schema
 * `launchAddressSchema` (game-schemas.ts) that the answer schemas use. Platform links that go into an `href` (status
 * `resources[].url`) pass the same function before they reach the layout (startup-calls.ts).
 *
 * Accepted: `https://host/…`; `http://host/…` only when the site itself is served over http; a same-origin path
 * (`/path…`). Refused: every other scheme (`javascript:`, `data:`, `blob:`, `file:` …), protocol-relative addresses
 * (`//host`), backslashes anywhere (browsers read `/\host/…` as `//host/…`), whitespace and control characters
 * (browsers drop them, so `java\tscript:` would become `javascript:`), user names or passwords in the address
 * (`https://site@evil.example`), and anything the URL parser rejects. The address that passes is the parser's own
 * serialisation (`URL.href`), so what the browser loads is exactly what was checked.
 *
 * No valibot here: the start-up calls (entry chunk) use it for the resource links.
 */
/** Why an address was refused. */
export type UnsafeAddressReason =
  | "empty"
  | "whitespace"
  | "backslash"
  | "protocol-relative"
  | "scheme"
  | "insecure"
  | "credentials"
  | "unparseable"
  | "off-origin";

export type AddressCheck = { ok: true; url: string } | { ok: false; reason: UnsafeAddressReason };

/** Start of the valibot issue message of a refused address (response.ts turns it into `platform.unsafeAddress`). */
export const UNSAFE_ADDRESS = "unsafe launch address";

/** The origin used when there is no page (a test in node): https, so plain http is refused. */
const NO_SITE = "https://site.invalid";

// Tabs, line breaks, spaces, other C0 controls and DEL; plus the Unicode spaces `\s` knows.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const WHITESPACE_OR_CONTROL = /[\u0000-\u0020\u007f\s]/;

function parse(text: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return null;
  }
}

/**
 * Checks one launch address against the site's origin (`location.origin`). Pure: the same input always gives the
 * same answer.
 */
export function checkLaunchAddress(raw: unknown, siteOrigin: string = NO_SITE): AddressCheck {
  if (typeof raw !== "string") return { ok: false, reason: "empty" };
  const text = raw.trim();
  if (text === "") return { ok: false, reason: "empty" };
  if (WHITESPACE_OR_CONTROL.test(text)) return { ok: false, reason: "whitespace" };
  if (text.includes("\\")) return { ok: false, reason: "backslash" };
  const site = parse(siteOrigin);
  if (!site) return { ok: false, reason: "unparseable" };

  if (text.startsWith("/")) {
    if (text.startsWith("//")) return { ok: false, reason: "protocol-relative" };
    const url = parse(text, site.origin);
    if (!url) return { ok: false, reason: "unparseable" };
    // Defence in depth: whatever the path, it must stay on the site.
    if (url.origin !== site.origin) return { ok: false, reason: "off-origin" };
    return { ok: true, url: url.href };
  }

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme !== "https" && scheme !== "http") return { ok: false, reason: "scheme" };
  // `https:host` and `https:/host` parse as `https://host`; only the plain form is a launch address.
  if (!/^https?:\/\/[^/]/i.test(text)) return { ok: false, reason: "unparseable" };
  if (scheme === "http" && site.protocol !== "http:") return { ok: false, reason: "insecure" };
  const url = parse(text);
  if (!url || url.hostname === "") return { ok: false, reason: "unparseable" };
  if (url.username !== "" || url.password !== "") return { ok: false, reason: "credentials" };
  return { ok: true, url: url.href };
}

/** The page's origin when there is a page; the answer schemas check against it. */
export function currentSiteOrigin(): string {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  return typeof origin === "string" && origin !== "null" && origin !== "" ? origin : NO_SITE;
}

interface IssueLike {
  readonly message: string;
  readonly issues?: readonly IssueLike[] | undefined;
}

/** Whether any issue (or nested union issue) is a refused launch address. */
export function hasUnsafeAddressIssue(issues: readonly IssueLike[]): boolean {
  return issues.some((issue) => issue.message.startsWith(UNSAFE_ADDRESS) || (issue.issues ? hasUnsafeAddressIssue(issue.issues) : false));
}
