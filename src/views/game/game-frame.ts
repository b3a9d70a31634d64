/** Rules of the game iframe on `/game` (ADR 0010). */

/**
 * The iframe's `sandbox` tokens. Games need scripts, forms (bet slips, cashier pages) and popups (vendor help,
 * cashier), and their own origin (cookies and storage of the vendor's domain). `allow-same-origin` is only given
 * to a game on another origin: a same-origin page with both scripts and same-origin could remove its own sandbox.
 * No `allow-top-navigation`: a game cannot navigate the site away.
 */
export function sandboxFor(gameUrl: string, siteOrigin: string): string {
  const tokens = ["allow-scripts", "allow-forms", "allow-popups", "allow-popups-to-escape-sandbox"];
  if (originOf(gameUrl, siteOrigin) !== siteOrigin) tokens.push("allow-same-origin");
  return tokens.join(" ");
}

export function originOf(url: string, base: string): string {
  try {
    return new URL(url, base).origin;
  } catch {
    return "null";
  }
}

/**
 * Whether a `message` event comes from the running game: its window, and its origin (a sandboxed same-origin game
 * has the opaque origin "null"). Anything else is ignored.
 */
export function isFromGame(event: Pick<MessageEvent, "origin" | "source">, frameWindow: Window | null, gameUrl: string, siteOrigin: string): boolean {
  if (!frameWindow || event.source !== frameWindow) return false;
  const expected = originOf(gameUrl, siteOrigin);
  return expected === siteOrigin ? event.origin === "null" : event.origin === expected;
}

/** Messages a game may send to be closed (vendors use different words). */
export function isCloseRequest(data: unknown): boolean {
  const kind = typeof data === "string" ? data : typeof data === "object" && data !== null ? (data as { type?: unknown; action?: unknown }).type ?? (data as { action?: unknown }).action : undefined;
  return typeof kind === "string" && /^(close|closegame|exit|game\.close|lobby)$/i.test(kind);
}
