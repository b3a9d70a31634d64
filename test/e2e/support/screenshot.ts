import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { SCREENSHOT_DIR } from "./env.ts";

/**
 * Saves a full-page PNG as screenshots/<name>.png (git-ignored) for people to look at. Sections the site lets the
 * browser skip while they are off screen (`content-visibility: auto`) are drawn for the picture, as a player
 * scrolling down would see them.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  const shown = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path, fullPage: true, animations: "disabled", caret: "hide" });
  await shown.evaluate((element) => (element as Element).remove());
  return path;
}
