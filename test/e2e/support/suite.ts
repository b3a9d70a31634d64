/**
 * Browser fixtures for the e2e specs: one headless Chromium per spec file; every test gets fresh browser contexts
 * (no shared cookies or storage) through `e2e.open()`, closed after it, and a reset sandbox unless the test runs
 * concurrently (concurrent tests must leave the scenario alone: see docs/decisions/0006-browser-tests.md).
 * An uncaught error in any page fails the test that caused it.
 */
import { auditStorage } from "./storage-audit.ts";
import { test as base } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { launchChromium } from "./browser.ts";
import { sandbox } from "./sandbox.ts";
import { BASE_URL } from "./env.ts";
import { expectAccessible } from "./axe.ts";

export const DESKTOP = { width: 1366, height: 768 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface OpenOptions extends BrowserContextOptions {
  /** The language a first-time visitor has stored (localStorage `lang`), set before any page script runs. */
  lang?: string;
}

export interface E2E {
  /** A page in a new browser context (desktop 1366×768 unless told otherwise), closed after the test. */
  open(options?: OpenOptions): Promise<Page>;
}

export const test = base.extend<{ browser: Browser; sandboxReset: true; e2e: E2E }>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      const browser = await launchChromium();
      await provide(browser);
      await browser.close();
    },
    { scope: "file" },
  ],
  /** The sandbox reset once at the start of each file (for concurrent tests, which must not reset it midway). */
  sandboxReset: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      await sandbox.reset();
      await provide(true);
    },
    { scope: "file" },
  ],
  e2e: async ({ browser, sandboxReset, task }, provide) => {
    if (sandboxReset && !task.concurrent) await sandbox.reset();
    const contexts: BrowserContext[] = [];
    const pageErrors: string[] = [];
    await provide({
      async open({ lang, ...options } = {}) {
        const context = await browser.newContext({ viewport: DESKTOP, baseURL: BASE_URL, ...options });
        contexts.push(context);
        context.setDefaultTimeout(10_000);
        context.setDefaultNavigationTimeout(15_000);
        if (lang) {
          await context.addInitScript((l) => {
            // Only the site's own page: a sandboxed game iframe has no storage to set.
            if (window !== window.top) return;
            if (window.localStorage.getItem("lang") === null) window.localStorage.setItem("lang", l);
          }, lang);
        }
        const page = await context.newPage();
        page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));
        return page;
      },
    });
    const storage: string[] = [];
    for (const context of contexts) {
      storage.push(...(await auditStorage(context)));
      await context.unrouteAll({ behavior: "ignoreErrors" });
      await context.close();
    }
    if (pageErrors.length > 0) throw new Error(`uncaught error in the page:\n${pageErrors.join("\n")}`);
    if (storage.length > 0) throw new Error(`the site kept what it may not (src/app/storage-keys.ts):\n${storage.join("\n")}`);
  },
});

export const it = test;
export { describe, expect } from "vitest";

/**
 * Waits until a screen is drawn: a first-level heading, the app in place of the entry's first view (a loading
 * picture, src/app/first-view.ts), web fonts, on-screen images decoded, two frames.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator("h1").first().waitFor({ state: "visible" });
  await page.locator("#first-view").waitFor({ state: "detached" });
  // The footer's code arrives after the page's first render (src/views/layout/root-view.tsx).
  const layout = await page.evaluate(() => document.querySelector("main[data-layout]")?.getAttribute("data-layout") ?? null);
  if (layout?.includes("footer:true")) await page.locator("footer").first().waitFor({ state: "attached" });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Visible images on screen (a lazy image that is hidden, e.g. in a closed popover, never loads: leave it out).
    const onScreen = Array.from(document.images).filter(
      (img) => !img.complete && img.checkVisibility() && img.getBoundingClientRect().top < window.innerHeight,
    );
    const decoded = Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 3000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Opens `path` on the e2e server, waits until it is drawn and runs the accessibility check on it. */
export async function visit(page: Page, path: string, where = path): Promise<void> {
  await page.goto(path);
  await settled(page);
  await expectAccessible(page, where);
}
