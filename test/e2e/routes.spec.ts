/**
 * Every route of the app (read from src/routes) in a desktop (1366×768) and a phone (390×844) viewport: the shell
 * parts SPEC §2 gives it (header = banner, footer = contentinfo, right bar = complementary "Quick links"), no
 * sideways scrolling, the accessibility check, and a screenshot in screenshots/<route>.<viewport>.png.
 * The sweep runs a few pages at a time (describe.concurrent): it only reads, so it shares the default scenario.
 */
import { beforeAll } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, describe, expect, it, visit } from "./support/suite.ts";
import { appRoutes, routeSlug } from "./support/routes.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { sandbox } from "./support/sandbox.ts";

/** SPEC §2, written out independently of the route table (src/routes/-route-table.ts; lower-case paths). */
const NO_HEADER = ["/helpmc", "/game"];
const NO_FOOTER = ["/helpmc", "/game"];
const NO_RIGHT_BAR = ["/rng", "/lottery", "/vnlottery", "/sealottery", "/seamless", "/game", "/pointmall", ...NO_HEADER];

function expectedParts(path: string) {
  const p = path.toLowerCase();
  return { header: !NO_HEADER.includes(p), footer: !NO_FOOTER.includes(p), rightBar: !NO_RIGHT_BAR.includes(p) };
}

async function shellParts(page: Page) {
  return {
    header: (await page.getByRole("banner").count()) === 1,
    footer: (await page.getByRole("contentinfo").count()) === 1,
    rightBar: (await page.getByRole("complementary", { name: "Quick links" }).count()) === 1,
  };
}

const ROUTES = appRoutes();
const VIEWPORTS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

beforeAll(async () => {
  await sandbox.reset();
});

it("finds the app's routes in src/routes", () => {
  expect(ROUTES).toEqual(expect.arrayContaining(["/", "/index", "/index.html", "/home", "/login", "/register", "/register.html", "/rng", "/helpmc", "/game"]));
  expect(ROUTES.length).toBeGreaterThanOrEqual(29);
});

describe.concurrent.each(VIEWPORTS)("every route, %s", (name, viewport) => {
  it.for(ROUTES)(`%s (${viewport.width}×${viewport.height})`, async (path, { e2e, expect }) => {
    const page = await e2e.open({ lang: "en", viewport });
    await visit(page, path, `${path} (${name})`);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await shellParts(page)).toEqual(expectedParts(path));
    expect(await page.getByRole("main").count()).toBe(1);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, "no sideways scrolling").toBeLessThanOrEqual(viewport.width);
    await saveScreenshot(page, `${routeSlug(path)}.${name}`);
  });
});

describe("an unknown route", () => {
  it("shows page not found inside the layout, with a way home", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/no-such-page", "unknown route");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    expect(await shellParts(page)).toEqual({ header: true, footer: true, rightBar: true });
    expect(await page.title()).toBe("Page not found");
    await saveScreenshot(page, "not-found.desktop");
    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Welcome to Aurora Play" }).waitFor();
  });

  it("on a phone (screenshot)", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: PHONE });
    await visit(page, "/no-such-page", "unknown route (phone)");
    await saveScreenshot(page, "not-found.phone");
  });
});
