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
  // A constructed stylesheet, not a <style> element: the site's CSP refuses inline styles (style-src, issue 28).
  await page.evaluate(async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("* { content-visibility: visible !important; }");
    (window as unknown as { __shotSheet: CSSStyleSheet }).__shotSheet = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.screenshot({ path, fullPage: true, animations: "disabled", caret: "hide" });
  await page.evaluate(() => {
    const sheet = (window as unknown as { __shotSheet?: CSSStyleSheet }).__shotSheet;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  });
  return path;
}
