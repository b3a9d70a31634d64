/** Serves the page a modified /config.json: the way an operator's deployment differs, without a rebuild. */
import type { Page } from "playwright-core";

export async function overrideConfig(page: Page, patch: Record<string, unknown>, platform: Record<string, unknown> = {}): Promise<void> {
  await page.context().route(/\/config\.json(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const shipped = (await response.json()) as Record<string, unknown> & { platform: Record<string, unknown> };
    await route.fulfill({ response, json: { ...shipped, ...patch, platform: { ...shipped.platform, ...platform } } });
  });
}

/** The operator's poll of a member's open withdrawal (`platform.payoutPollMs`, a minute when shipped). */
export function payoutPoll(page: Page, ms: number): Promise<void> {
  return overrideConfig(page, {}, { payoutPollMs: ms });
}

/** An hour between polls: a payout's confirmation opens only when the player asks (from My withdrawals), never in the middle of a step. */
export const PLAYER_ASKS = 3_600_000;
