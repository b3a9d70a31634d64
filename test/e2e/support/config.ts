/** Serves the page a modified /config.json: the way an operator's deployment differs, without a rebuild. */
import type { Page } from "playwright-core";

export async function overrideConfig(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.context().route(/\/config\.json(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const shipped = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...shipped, ...patch } });
  });
}
