/**
 * The one validator of launch addresses (DESIGN §5): every address a platform answer gives the site to frame or open
 * (a launch's `game_url`, the open round's `game_url` of a GAME_ROUND_OPEN refusal, anything a maintenance answer
 * carries, the lottery lobby's address) goes through {@link checkLaunchAddress}, through the valibot schema
 * `launchAddressSchema` (game-schemas.ts) that the answer schemas use. Platform links that go into an `href` (status
 * `resources[].url`) pass the same function before they reach the layout (startup-calls.ts).
 *
 * Accepted: `https://host…`; `http://host…` only when the site itself is served over http; a same-origin path
 * (`/path…`). Refused:
 * - `characters`: a backslash anywhere (browsers read `/\host/…` as `//host/…`), whitespace or a control character
 *   (browsers drop tabs and line breaks, so `java\tscript:` would become `javascript:`);
 * - `form`: every other scheme (`javascript:`, `data:`, `blob:`, `file:` …), a protocol-relative address (`//host`),
 *   a user name or password before the host (`https://site@evil.example`), no host;
 * - `insecure`: `http:` on an https site; `unparseable`: what the URL parser rejects; `empty`.
 * The address that passes is the parser's own serialisation (`URL.href`), so what the browser loads is exactly what
 * was checked. A path of this form cannot leave the site's origin.
 *
 * Kept small and free of valibot: it is part of the first route (the start-up calls use it).
 */

/** Why an address was refused. */
export type UnsafeAddressReason = "empty" | "characters" | "form" | "insecure" | "unparseable";

export type AddressCheck = { ok: true; url: string } | { ok: false; reason: UnsafeAddressReason };

/** Start of the valibot issue message of a refused address (response.ts turns it into `platform.unsafeAddress`). */
export const UNSAFE_ADDRESS = "unsafe launch address";

/** The origin used when there is no page (a test in node): https, so plain http is refused. */
const NO_SITE = "https://site.invalid";

// Backslash, whitespace (also the Unicode spaces `\s` knows), C0 controls and DEL.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const BAD_CHARACTERS = /[\\\s\0-\x1f\x7f]/;
/** `http(s)://` and a host without `user@`, then anything; or `/` not followed by `/`. */
const FORM = /^(https?:\/\/[^/?#@]+([/?#].*)?|\/(?!\/).*)$/i;

/** Checks one launch address against the site's origin (`location.origin`). Pure. */
export function checkLaunchAddress(raw: unknown, siteOrigin = NO_SITE): AddressCheck {
  const text = typeof raw == "string" ? raw.trim() : "";
  const reason: UnsafeAddressReason | null = !text
    ? "empty"
    : BAD_CHARACTERS.test(text)
      ? "characters"
      : !FORM.test(text)
        ? "form"
        : /^http:/i.test(text) && !/^http:/i.test(siteOrigin)
          ? "insecure"
          : null;
  if (reason) return { ok: false, reason };
  try {
    return { ok: true, url: new URL(text, siteOrigin).href };
  } catch {
    return { ok: false, reason: "unparseable" };
  }
}

/** The page's origin when there is a page; the answer schemas check against it. */
export function currentSiteOrigin(): string {
  const origin = globalThis.location?.origin;
  return origin && origin !== "null" ? origin : NO_SITE;
}

interface IssueLike {
  readonly message: string;
  readonly issues?: readonly IssueLike[] | undefined;
}

/** Whether any issue (or nested union issue) is a refused launch address. */
export function hasUnsafeAddressIssue(issues: readonly IssueLike[] = []): boolean {
  return issues.some((issue) => issue.message.startsWith(UNSAFE_ADDRESS) || hasUnsafeAddressIssue(issue.issues));
}
