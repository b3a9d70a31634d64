/** Serves the page a modified /config.json: the way an operator's deployment differs, without a rebuild. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";

/**
 * The config.json the build ships (public/ is copied as it is). Read from disk rather than fetched again through the
 * route: a second request to the preview server could meet a keep-alive socket it had just closed (ECONNRESET), and
 * the page then never got its configuration.
 */
const shipped = JSON.parse(readFileSync(resolve(process.cwd(), "public/config.json"), "utf8")) as Record<string, unknown> & { platform: Record<string, unknown> };

export async function overrideConfig(page: Page, patch: Record<string, unknown>, platform: Record<string, unknown> = {}): Promise<void> {
  await page.context().route(/\/config\.json(\?.*)?$/, (route) => route.fulfill({ json: { ...shipped, ...patch, platform: { ...shipped.platform, ...platform } } }));
}

/** The operator's poll of a member's open withdrawal (`platform.payoutPollMs`, a minute when shipped). */
export function payoutPoll(page: Page, ms: number): Promise<void> {
  return overrideConfig(page, {}, { payoutPollMs: ms });
}

/** An hour between polls: a payout's confirmation opens only when the player asks (from My withdrawals), never in the middle of a step. */
export const PLAYER_ASKS = 3_600_000;
