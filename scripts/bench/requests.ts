/** Requests on a first load of a page in headless Chromium (fresh context, empty cache), by resource type. */
import { chromium } from "playwright-core";
import { CHROME_FLAGS } from "../e2e/chromium.ts";

export interface RequestReport {
  url: string;
  total: number;
  byType: Record<string, number>;
  /** Response body bytes as served (compressed where the server compressed them). */
  bytesByType: Record<string, number>;
  platformCalls: string[];
}

export async function measureRequests(chromePath: string, url: string): Promise<RequestReport> {
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const byType: Record<string, number> = {};
    const bytesByType: Record<string, number> = {};
    const platformCalls: string[] = [];
    const pending: Promise<void>[] = [];
    page.on("requestfinished", (request) => {
      const type = request.resourceType();
      byType[type] = (byType[type] ?? 0) + 1;
      const path = new URL(request.url()).pathname;
      if (/^\/(wps|lgw)\//.test(path)) platformCalls.push(path);
      pending.push(
        request.sizes().then(
          (sizes) => void (bytesByType[type] = (bytesByType[type] ?? 0) + sizes.responseBodySize),
          () => undefined,
        ),
      );
    });
    page.on("requestfailed", (request) => {
      const type = `${request.resourceType()} (failed)`;
      byType[type] = (byType[type] ?? 0) + 1;
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.locator("h1").first().waitFor({ state: "visible", timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    const total = Object.values(byType).reduce((a, b) => a + b, 0);
    return { url, total, byType, bytesByType, platformCalls };
  } finally {
    await browser.close();
  }
}
