/**
 * The header's category tabs and vendor drop menus in the built site: hover (with its pause), keyboard (Enter,
 * Arrow Down, Escape returning focus, Tab, focus leaving), touch (first tap opens, second follows), paging in the
 * menu's game grid, DS88 launching like a sports vendor, the tab row on one line at 1280 px in every language and
 * usable at 390 px, no layout shift when the menus arrive, and axe on an open menu.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, settled, visit } from "./support/suite.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { expectAccessible } from "./support/axe.ts";

const tab = (page: Page, id: string) => page.locator(`nav [data-category="${id}"]`);
const menu = (page: Page) => page.getByTestId("category-menu");

async function menusReady(page: Page) {
  // The drop menus load when the browser is idle: the tab carries aria-expanded once they are there.
  await page.locator("nav a[aria-expanded]").first().waitFor({ state: "attached" });
}

describe("vendor drop menus", () => {
  it("hover opens after a pause, shows the vendors (hot badges) and a paged game grid; leaving closes [HDR-03] [SITE-08]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: { width: 1280, height: 900 } });
    await visit(page, "/sports");
    await menusReady(page);
    // Crossing the tab row quickly opens nothing: the pointer passes over two tabs and leaves (raw pointer moves, as
    // a hand makes them; Playwright's hover() waits for frames in between, which on a loaded machine is a pause).
    // Every state the menu machine shows on a tab (data-menu-state) is recorded, as is any menu appearing.
    await page.evaluate(() => {
      const seen = window as unknown as { menuSeen: boolean; menuStates: string[] };
      seen.menuSeen = false;
      seen.menuStates = [];
      new MutationObserver((records) => {
        if (document.querySelector('[data-testid="category-menu"]')) seen.menuSeen = true;
        for (const record of records) {
          if (record.type !== "attributes") continue;
          const item = record.target as Element;
          seen.menuStates.push(`${item.querySelector("[data-category]")?.getAttribute("data-category")}:${item.getAttribute("data-menu-state") ?? "closed"}`);
        }
      }).observe(document.body, { childList: true, subtree: true, attributeFilter: ["data-menu-state"] });
    });
    const centre = async (id: string) => {
      const box = (await tab(page, id).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const [live, pvp] = [await centre("LIVE"), await centre("PVP")];
    await page.mouse.move(live.x, live.y);
    await page.mouse.move(pvp.x, pvp.y, { steps: 4 });
    await page.mouse.move(640, 880, { steps: 2 });
    // The pass is over once the machine has waited on a tab (opening) and is closed again: nothing is pending then,
    // so no menu can open from it later.
    await page.waitForFunction(() => {
      const { menuStates } = window as unknown as { menuStates: string[] };
      return menuStates.some((s) => s.endsWith(":opening")) && document.querySelector("nav [data-menu-state]") === null;
    });
    const { menuSeen, menuStates } = await page.evaluate(() => {
      const seen = window as unknown as { menuSeen: boolean; menuStates: string[] };
      return { menuSeen: seen.menuSeen, menuStates: seen.menuStates };
    });
    expect(menuSeen).toBe(false);
    expect(menuStates.filter((s) => !/:(opening|closed)$/.test(s)), "the menu machine never went past opening").toEqual([]);
    expect(await menu(page).count()).toBe(0);
    await tab(page, "RNG").hover();
    await menu(page).waitFor();
    expect(await tab(page, "RNG").getAttribute("aria-expanded")).toBe("true");
    expect(await menu(page).getByTestId("hot-badge").count()).toBeGreaterThan(0);
    await menu(page).getByTestId("game-tile").first().waitFor();
    expect(await menu(page).getByTestId("game-tile").count()).toBe(12);
    const first = await menu(page).getByTestId("game-tile").first().getAttribute("data-node-id");
    await menu(page).getByRole("navigation").getByRole("button").filter({ hasText: /^2$/ }).click();
    await page.waitForFunction((id) => {
      const tile = document.querySelector('[data-testid="category-menu"] [data-testid="game-tile"]');
      return tile !== null && tile.getAttribute("data-node-id") !== id;
    }, first);
    // Highlighting another vendor shows its games.
    await menu(page).locator('[data-vendor="AE"]').hover();
    await menu(page).getByRole("heading", { name: "Ameba Entertainment" }).waitFor();
    await settled(page);
    await expectAccessible(page, "open drop menu");
    await saveScreenshot(page, "header-menu-hover.desktop");
    await page.mouse.move(640, 880);
    await menu(page).waitFor({ state: "detached" });
  });

  it("keyboard: Enter opens, Arrow Down moves in, Escape closes and returns focus, focus leaving closes [SITE-08]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: { width: 1280, height: 900 } });
    await visit(page, "/sports");
    await menusReady(page);
    await tab(page, "FISH").focus();
    await page.keyboard.press("Enter");
    await menu(page).waitFor();
    expect(new URL(page.url()).pathname, "Enter on a closed tab opens, not follows").toBe("/sports");
    await page.keyboard.press("Escape");
    await menu(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-category"))).toBe("FISH");
    await page.keyboard.press("ArrowDown");
    await menu(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-vendor"))).toBe("2J");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="category-menu"]') !== null)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-category"))).toBe("FISH");
    // Enter on an open tab follows its link.
    await page.keyboard.press(" ");
    await menu(page).waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/fish$/);
    await menu(page).waitFor({ state: "detached" });
    // Focus leaving the tab and its menu closes it.
    await tab(page, "PVP").focus();
    await page.keyboard.press("Enter");
    await menu(page).waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Promotions" }).focus();
    await menu(page).waitFor({ state: "detached" });
  });

  it("touch: the first tap opens the menu, the second follows the tab [SITE-08]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await visit(page, "/sports");
    await menusReady(page);
    await tab(page, "LIVE").tap();
    await menu(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/sports");
    // Every vendor has its logo: the logos are asked for just after the menu's first paint, not left out.
    await page.waitForFunction(() => {
      const logos = [...document.querySelectorAll<HTMLImageElement>('[data-testid="category-menu"] button[data-vendor] img')];
      return logos.length > 0 && logos.every((logo) => logo.complete && logo.naturalWidth > 0);
    });
    await saveScreenshot(page, "header-menu-touch.phone");
    await tab(page, "LIVE").tap();
    await page.waitForURL(/\/live$/);
  });

  it("DS88 launches like a sports vendor (its first game) instead of going to /sports [LAUNCH-04]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: { width: 1280, height: 900 } });
    await visit(page, "/fish");
    await menusReady(page);
    await tab(page, "DS88").hover();
    await menu(page).waitFor();
    await tab(page, "DS88").click();
    // A guest: the launch asks for the login first (the launch machine's rule).
    await page.getByRole("dialog", { name: "Log in" }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe("/sports");
  });
});

describe("the tab row", () => {
  it.for(["pt", "en", "ja", "zh", "id", "th", "vi"])("stays on one line at 1280 px (%s)", async (lang, { e2e }) => {
    const page = await e2e.open({ lang, viewport: { width: 1280, height: 800 } });
    await page.goto("/sports");
    await settled(page);
    const row = page.locator("nav ul").first();
    const [scrollWidth, clientWidth, height] = await row.evaluate((el) => [el.scrollWidth, el.clientWidth, el.getBoundingClientRect().height]);
    expect(height).toBeLessThan(60);
    expect(scrollWidth, "every tab fits without scrolling").toBeLessThanOrEqual(clientWidth);
  });

  it("when the menus' code cannot be downloaded, the tabs stay working links", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: { width: 1280, height: 900 } });
    let asked = 0;
    await page.route(/\/assets\/category-menu-[^/]+\.js$/, async (route) => {
      asked += 1;
      await route.abort("connectionreset");
    });
    await visit(page, "/sports");
    // The idle download fails; a pointer on the tab row then asks again (the browser may answer from its failed import).
    await expect.poll(() => asked).toBeGreaterThan(0);
    await tab(page, "RNG").hover();
    await page.waitForTimeout(600);
    expect(await menu(page).count()).toBe(0);
    expect(await page.getByRole("alert").count()).toBe(0);
    await tab(page, "FISH").click();
    await page.waitForURL(/\/fish$/);
    await settled(page);
    expect(await tab(page, "RNG").getAttribute("href")).toBe("/rng");
  });

  it("scrolls sideways at 390 px, and the menus arriving shift nothing", async ({ e2e }) => {
    const page = await e2e.open({ lang: "pt", viewport: { width: 390, height: 844 } });
    await page.goto("/sports");
    await settled(page);
    const before = await page.locator("main").evaluate((el) => el.getBoundingClientRect().top);
    await menusReady(page);
    expect(await page.locator("main").evaluate((el) => el.getBoundingClientRect().top)).toBe(before);
    const [scrollWidth, clientWidth, overflow] = await page.locator("nav ul").first().evaluate((el) => [el.scrollWidth, el.clientWidth, getComputedStyle(el).overflowX]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(overflow).toBe("auto");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
