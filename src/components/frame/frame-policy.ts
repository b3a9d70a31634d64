/**
 * The one iframe policy for every third-party frame (DESIGN §5; the game on `/game`, the lottery lobby): from the
 * frame's address and the site's origin, the `sandbox`, `allow` and `referrerpolicy` attributes and the origin its
 * messages must come from. Pure.
 *
 * - Another origin (a vendor): scripts, forms, popups and its own origin (`allow-same-origin`: vendors need their
 *   cookies and storage). It stays on its own origin, so it cannot read the site's storage.
 * - The site's own origin (a same-origin page the platform or a proxy answers): scripts, forms and popups, but
 *   **never** `allow-same-origin` — with both, the page would run as the site (reading `sessionStorage`, the token)
 *   and could remove its own sandbox. It runs on an opaque origin: its messages come from `"null"`.
 * - Another origin the operator did not list, when the operator lists the game origins (`security.frameOrigins` in
 *   config.json, the same list the content policy's `frame-src` is built from): refused, like anything else below.
 * - Anything else (not http(s), unparseable): every sandbox restriction, no permissions, no referrer, and no
 *   message is accepted. The launch-address validator refuses such addresses before they get here; this is the
 *   second line.
 *
 * Never `allow-top-navigation` (a frame cannot take the site away) nor `allow-modals`.
 */

export type FrameKind = "cross-origin" | "same-origin" | "refused";

export interface FramePolicy {
  kind: FrameKind;
  /** The `sandbox` attribute. */
  sandbox: string;
  /** The `allow` attribute (Permissions Policy). */
  allow: string;
  /** The `referrerpolicy` attribute. */
  referrerPolicy: "strict-origin-when-cross-origin" | "no-referrer";
  /** The `origin` of the frame's `message` events; `null`: none is accepted. */
  messageOrigin: string | null;
}

const BASE_TOKENS = ["allow-scripts", "allow-forms", "allow-popups", "allow-popups-to-escape-sandbox"] as const;

function parse(address: string, siteOrigin: string): URL | null {
  try {
    return new URL(address, siteOrigin);
  } catch {
    return null;
  }
}

/**
 * The frame attributes for one address on a site served from `siteOrigin`. `allowedOrigins`: the game origins the
 * operator lists (any address on another origin is refused when the list is not empty); empty: any https(s) origin.
 */
export function framePolicy(address: string, siteOrigin: string, allowedOrigins: readonly string[] = []): FramePolicy {
  const url = parse(address, siteOrigin);
  const sameOrigin = url?.origin === siteOrigin;
  const listed = sameOrigin || allowedOrigins.length === 0 || allowedOrigins.some((allowed) => parse(allowed, siteOrigin)?.origin === url?.origin);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || address.trim() === "" || !listed) {
    return { kind: "refused", sandbox: "", allow: "", referrerPolicy: "no-referrer", messageOrigin: null };
  }
  return {
    kind: sameOrigin ? "same-origin" : "cross-origin",
    sandbox: (sameOrigin ? [...BASE_TOKENS] : [...BASE_TOKENS, "allow-same-origin"]).join(" "),
    allow: "autoplay; fullscreen",
    // The frame sees only the site's origin as referrer, never the page's path and query.
    referrerPolicy: "strict-origin-when-cross-origin",
    messageOrigin: sameOrigin ? "null" : url.origin,
  };
}

/**
 * Whether a `message` event comes from the frame: its window (`event.source` is the frame's `contentWindow`) and the
 * origin the policy expects. Anything else is ignored.
 */
export function isFrameMessage(event: Pick<MessageEvent, "origin" | "source">, frameWindow: Window | null | undefined, policy: FramePolicy): boolean {
  if (!frameWindow || policy.messageOrigin === null) return false;
  return event.source === frameWindow && event.origin === policy.messageOrigin;
}

/** Messages a frame may send to be closed (vendors use different words). */
export function isCloseRequest(data: unknown): boolean {
  const kind = typeof data === "string" ? data : typeof data === "object" && data !== null ? (data as { type?: unknown; action?: unknown }).type ?? (data as { action?: unknown }).action : undefined;
  return typeof kind === "string" && /^(close|closegame|exit|game\.close|lobby)$/i.test(kind);
}
