/**
 * Screenshots of the running site in headless Chromium, for a person to look at:
 *   npx tsx scripts/screenshot.ts <url> <out.png> [width] [height]
 * Uses Debian's Chromium (/usr/bin/chromium, or CHROME_PATH); no browser download.
 */
import { chromium } from "playwright-core";

const [url = "http://localhost:4173/", out = "screenshots/page.png", width = "1366", height = "768"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  const context = await browser.newContext({ viewport: { width: Number(width), height: Number(height) } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
  console.log(`${out}: ${await page.title()}${errors.length ? `\n  errors: ${errors.join(" | ")}` : ""}`);
} finally {
  await browser.close();
}
