/**
 * The site's security headers, in one place (issue 28, DESIGN §5): what `npm start`, `npm run dev` and the browser
 * tests send (scripts/vite/security-headers.ts), and what the README gives operators for nginx and a CDN.
 *
 * - A strict Content-Security-Policy: scripts only from the site's origin, no plugins, no `<base>`, frames only of
 *   the site itself and the configured game and lottery origins, only the site (and the configured platform origin)
 *   to talk to, and **Trusted Types** enforced with one policy, {@link TRUSTED_TYPES_POLICY} (the sanitiser's:
 *   src/components/safe-html/sanitize.ts). The loading screen's inline `<style>` in index.html is allowed by its hash.
 * - `frame-ancestors` (and `X-Frame-Options` where it can say the same): who may frame the site; `'self'` by default
 *   (the site frames its own origin: the sandbox's demo game on `/game`).
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, and a Permissions-Policy
 *   that denies every powerful feature the site does not use (autoplay and fullscreen only for itself and the game
 *   origins, clipboard writes for the cashier's copy buttons).
 *
 * The options come from the same `config.json` the site reads ({@link securityOptionsFromConfig}): `platform.baseUrl`
 * and `imageCdn` as the site uses them, and an optional `security` section that only the server reads:
 * `{"frameOrigins": ["https://games.vendor.example"], "frameAncestors": ["'self'"], "imageOrigins": [...]}`.
 * Pure and free of Node: the Vite plugin, the test servers and the sandbox's own pages use it.
 */

import { TRUSTED_TYPES_POLICY } from "./trusted-types.ts";

export { TRUSTED_TYPES_POLICY };

export interface SecurityOptions {
  /** Origins (scheme://host[:port]) the site may frame besides its own: game and lottery vendors. */
  frameOrigins: readonly string[];
  /** Who may frame the site: `'self'`, `'none'` or origins. */
  frameAncestors: readonly string[];
  /** Origins the site calls besides its own (the platform when `platform.baseUrl` is another origin). */
  connectOrigins: readonly string[];
  /** Origins of pictures besides the site's own (the image CDN, a platform's picture hosts). */
  imageOrigins: readonly string[];
  /** `'sha256-…'` sources of the inline `<style>` elements of index.html (the loading screen). */
  styleHashes: readonly string[];
  /** The Vite dev server: its client injects `<style>` elements and an inline preamble script. */
  dev?: boolean;
  /** `'sha256-…'` sources of inline scripts (only the dev server's preamble). */
  scriptHashes?: readonly string[];
  /** The site is served over https: add HSTS. */
  https?: boolean;
}

export const DEFAULT_SECURITY_OPTIONS: SecurityOptions = {
  frameOrigins: [],
  frameAncestors: ["'self'"],
  connectOrigins: [],
  imageOrigins: [],
  styleHashes: [],
};

const KEYWORDS = new Set(["'self'", "'none'"]);

/** `scheme://host[:port]` of an http(s) address, or throws naming the field. */
function originOf(value: unknown, field: string): string {
  if (typeof value === "string") {
    try {
      const url = new URL(value);
      if ((url.protocol === "https:" || url.protocol === "http:") && url.username === "" && url.password === "") return url.origin;
    } catch {
      // reported below
    }
  }
  throw new Error(`config.json: ${field} must be an http(s) origin such as https://games.vendor.example (got ${JSON.stringify(value)})`);
}

function origins(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`config.json: ${field} must be a list of origins`);
  return value.map((item, i) => originOf(item, `${field}[${i}]`));
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {});

/**
 * The header options from the site's `config.json` (already parsed JSON). Throws on a malformed `security` section,
 * so a server never starts with a policy the operator did not mean.
 */
export function securityOptionsFromConfig(raw: unknown): Omit<SecurityOptions, "styleHashes"> {
  const config = record(raw);
  const security = record(config.security);
  const platformBase = record(config.platform).baseUrl;
  const imageCdn = config.imageCdn;
  const ancestors = security.frameAncestors;
  let frameAncestors: string[] = [...DEFAULT_SECURITY_OPTIONS.frameAncestors];
  if (ancestors !== undefined) {
    if (!Array.isArray(ancestors) || ancestors.length === 0) throw new Error("config.json: security.frameAncestors must be a non-empty list");
    frameAncestors = ancestors.map((item, i) => (typeof item === "string" && KEYWORDS.has(item) ? item : originOf(item, `security.frameAncestors[${i}]`)));
    if (frameAncestors.includes("'none'") && frameAncestors.length > 1) throw new Error("config.json: security.frameAncestors: 'none' stands alone");
  }
  return {
    frameOrigins: origins(security.frameOrigins, "security.frameOrigins"),
    frameAncestors,
    connectOrigins: [
      ...(typeof platformBase === "string" && platformBase !== "" ? [originOf(platformBase, "platform.baseUrl")] : []),
      // Where a page that fails to draw is reported (src/app/error-report.ts).
      ...(typeof config.errorReportUrl === "string" && config.errorReportUrl !== "" ? [originOf(config.errorReportUrl, "errorReportUrl")] : []),
    ],
    imageOrigins: [
      ...(typeof imageCdn === "string" && imageCdn !== "" ? [originOf(imageCdn, "imageCdn")] : []),
      ...origins(security.imageOrigins, "security.imageOrigins"),
    ],
  };
}

const unique = (items: readonly string[]): string[] => [...new Set(items)];
const directive = (name: string, sources: readonly string[]): string => [name, ...unique(sources)].join(" ");

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(options: SecurityOptions): string {
  const dev = options.dev === true;
  return [
    directive("default-src", ["'self'"]),
    directive("script-src", ["'self'", ...(options.scriptHashes ?? [])]),
    // The dev server's client adds each stylesheet as a <style> element; a hash list would switch 'unsafe-inline' off.
    directive("style-src", dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...options.styleHashes]),
    // data: the captcha picture (the platform sends it as Base64).
    directive("img-src", ["'self'", "data:", ...options.imageOrigins]),
    directive("font-src", ["'self'"]),
    directive("connect-src", ["'self'", ...options.connectOrigins]),
    directive("frame-src", ["'self'", ...options.frameOrigins]),
    directive("worker-src", ["'none'"]),
    directive("manifest-src", ["'self'"]),
    directive("media-src", ["'self'"]),
    directive("object-src", ["'none'"]),
    directive("base-uri", ["'none'"]),
    directive("form-action", ["'self'"]),
    directive("frame-ancestors", options.frameAncestors),
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICY}`,
  ].join("; ");
}

/**
 * Powerful features: `()` denies, `(self …)` allows the site (and, for the game's needs, the game origins). Only
 * features Chromium knows: an unknown one is a console warning on every page (`bluetooth` is one).
 */
export function permissionsPolicy(options: Pick<SecurityOptions, "frameOrigins">): string {
  const games = ["self", ...options.frameOrigins.map((origin) => `"${origin}"`)].join(" ");
  const denied = [
    "accelerometer", "camera", "display-capture", "geolocation", "gyroscope", "hid", "idle-detection",
    "magnetometer", "microphone", "midi", "payment", "publickey-credentials-get", "screen-wake-lock", "serial", "usb",
    "xr-spatial-tracking", "browsing-topics", "clipboard-read",
  ];
  return [...denied.map((feature) => `${feature}=()`), `autoplay=(${games})`, `fullscreen=(${games})`, "clipboard-write=(self)"].join(", ");
}

/** Every security header of the site's responses (names as sent). */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy(options),
  };
  // For browsers without frame-ancestors: the same rule where the old header can say it.
  const ancestors = options.frameAncestors;
  if (ancestors.length === 1 && ancestors[0] === "'none'") headers["X-Frame-Options"] = "DENY";
  else if (ancestors.length === 1 && ancestors[0] === "'self'") headers["X-Frame-Options"] = "SAMEORIGIN";
  if (options.https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains; preload";
  return headers;
}

/** `'sha256-…'` of a text, as CSP hash sources are written. */
export async function cspHash(text: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/**
 * The hash sources of a page's inline `<style>` and (classic or module) `<script>` elements without `src`; a data
 * block (`<script type="application/json">`, index.html's route table) runs nothing and needs none.
 */
export async function inlineHashes(html: string): Promise<{ style: string[]; script: string[] }> {
  const runs = (attributes: string) => !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*["']?application\/json/i.test(attributes);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? "");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => runs(m[1] ?? "")).map((m) => m[2] ?? "");
  return { style: await Promise.all(styles.map(cspHash)), script: await Promise.all(scripts.map(cspHash)) };
}

/**
 * The CSP of a self-contained page of the sandbox (its control page, its demo game): nothing from anywhere but its
 * own inline style and script (by hash) and its own origin; framed only by the site.
 */
export async function selfContainedPageCsp(html: string): Promise<string> {
  const { style, script } = await inlineHashes(html);
  return [
    "default-src 'self'",
    directive("script-src", script.length ? script : ["'none'"]),
    directive("style-src", style.length ? style : ["'none'"]),
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join("; ");
}
