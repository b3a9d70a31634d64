/**
 * The slots catalogue /rng?page=<vendor> in the browser against the sandbox's 10,000 games (issue 6 item 4): paging
 * (21 first, 18 after a page change), search by name on the platform side, vendor switch through ?page= and the
 * vendor list, an unknown vendor, favourites add/remove for the demo member, axe on every state, screenshots.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, visit, settled, PHONE } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { openLoginFromHeader, submitLogin, waitForMember } from "./support/auth.ts";

const tiles = (page: Page) => page.getByTestId("game-grid").getByTestId("game-tile");
const tileNames = (page: Page) => tiles(page).locator("p:first-of-type").allTextContents();
const tileIds = (page: Page) => tiles(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-node-id") ?? ""));
const pages = (page: Page) => page.getByRole("navigation", { name: "Slot games pages" });

async function waitForTiles(page: Page, count: number) {
  await page.waitForFunction((n) => document.querySelectorAll("[data-testid='game-grid'] [data-testid='game-tile']").length === n && !document.querySelector("[data-testid='game-grid'][aria-busy='true']"), count);
}

/** Calls the platform from the page with the member's token (as the site would). */
async function platformGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = sessionStorage.getItem("token") ?? "";
    const response = await fetch(p, { headers: { Merchant: "aurora01", Authorization: token } });
    return ((await response.json()) as { value: unknown }).value;
  }, path) as Promise<T>;
}

describe("slots catalogue", () => {
  it("pages and searches the 10,000 slot games on the platform side", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const asked: URL[] = [];
    page.on("request", (r) => {
      if (r.url().includes("GCSGAME_gameList")) asked.push(new URL(r.url()));
    });
    await visit(page, "/rng");
    await waitForTiles(page, 21);
    expect(await page.getByText("10,000 games").isVisible()).toBe(true);
    expect(asked.at(-1)?.searchParams.get("pageSize")).toBe("21");
    await saveScreenshot(page, "rng.catalogue.desktop");
    const firstPage = await tileIds(page);
    expect(await pages(page).getByRole("button", { name: "Page 556" }).isVisible()).toBe(true);

    // Page 2 asks for 18 from the platform's offset 18; the three games page 1 already shows are left out (issue 31).
    await pages(page).getByRole("button", { name: "Next page" }).click();
    await waitForTiles(page, 15);
    expect(asked.at(-1)?.searchParams.get("pageNo")).toBe("2");
    expect(asked.at(-1)?.searchParams.get("pageSize")).toBe("18");
    expect(await pages(page).getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    const secondPage = await tileIds(page);
    expect(new Set([...firstPage, ...secondPage]).size).toBe(firstPage.length + secondPage.length);
    expect(await pages(page).getByRole("button", { name: "Page 556" }).isVisible()).toBe(true);
    // Back on page 1: the same 21 games, the same page count.
    await pages(page).getByRole("button", { name: "Page 1", exact: true }).click();
    await waitForTiles(page, 21);
    expect(await tileIds(page)).toEqual(firstPage);
    expect(asked.at(-1)?.searchParams.get("pageSize")).toBe("21");
    expect(await pages(page).getByRole("button", { name: "Page 556" }).isVisible()).toBe(true);
    const last = pages(page).getByRole("button", { name: "Page 556" });
    await last.click();
    await waitForTiles(page, 10000 - 555 * 18);
    expect(asked.at(-1)?.searchParams.get("pageNo")).toBe("556");

    const search = page.getByRole("searchbox", { name: "Search games by name" });
    await search.pressSequentially("DRAGON", { delay: 30 });
    await page.waitForFunction(() => document.querySelector("[data-testid='game-grid'] [data-testid='game-tile'] p")?.textContent?.toLowerCase().includes("dragon"));
    await waitForTiles(page, 21);
    // Typing is debounced: the platform is asked for what the player typed when they paused, not once per key (a
    // busy machine may see a pause inside the word, so an earlier prefix may be asked too), and from page 1.
    const searches = asked.filter((u) => u.searchParams.get("gameName"));
    expect(searches.length).toBeLessThan("DRAGON".length);
    expect(searches.at(-1)?.searchParams.get("gameName")).toBe("DRAGON");
    for (const s of searches) expect(s.searchParams.get("pageNo")).toBe("1");
    for (const name of await tileNames(page)) expect(name.toLowerCase()).toContain("dragon");
    await expectAccessible(page, "/rng (search results)");

    await search.fill("zzqx");
    await page.getByText("No games match “zzqx”.").waitFor();
    expect(await search.inputValue()).toBe("zzqx");
    await expectAccessible(page, "/rng (no match)");
  });

  it("switches vendor through ?page= and the vendor list; an unknown vendor shows every game with a note [ROUTE-04] [SITE-10]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/rng?page=5G");
    await waitForTiles(page, 21);
    const providers = page.getByRole("navigation", { name: "Providers" });
    const current = providers.locator("[aria-current='page']");
    expect((await current.textContent())?.trim()).toMatch(/5G/);
    const vendorOf = await tiles(page).locator("p:nth-of-type(2)").allTextContents();
    expect(new Set(vendorOf)).toEqual(new Set(["5G"]));

    await providers.getByRole("link", { name: /Pocket Games Soft/ }).click();
    await page.waitForURL(/\/rng\?page=PG$/);
    await page.waitForFunction(() => document.querySelector("[data-testid='game-tile'] p:nth-of-type(2)")?.textContent === "Pocket Games Soft");
    await waitForTiles(page, 21);
    expect((await current.textContent())?.trim()).toMatch(/Pocket Games Soft/);

    await visit(page, "/rng?page=NOPE");
    await page.getByText("We could not find the provider “NOPE”. Showing every slot game.").waitFor();
    await waitForTiles(page, 21);
    await saveScreenshot(page, "rng.unknown-vendor.desktop");
  });

  it("shows on a phone without sideways scrolling", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: PHONE });
    await visit(page, "/rng?page=PG");
    await waitForTiles(page, 21);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, "rng.catalogue.phone");
  });

  it("the demo member adds and removes a favourite; the favourites tab lists it [SITE-06]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/rng?page=PG");
    await waitForTiles(page, 21);
    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    await page.getByRole("tab", { name: "All games" }).waitFor();
    await waitForTiles(page, 21);

    const first = tiles(page).first();
    const nodeId = Number(await first.getAttribute("data-node-id"));
    const heart = first.getByRole("button", { name: /^Favourite:/ });
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    expect(await heart.getAttribute("aria-pressed")).toBe("true");
    await page.waitForFunction(() => !document.querySelector("[data-testid='game-tile'] button[aria-disabled='true'][aria-pressed]"));
    expect(await platformGet<number[]>(page, "/wps/relay/MCSFE_getFavoriteGames")).toEqual([nodeId]);

    await page.getByRole("tab", { name: "Favourites" }).click();
    await waitForTiles(page, 1);
    expect(Number(await tiles(page).first().getAttribute("data-node-id"))).toBe(nodeId);
    await settled(page);
    await expectAccessible(page, "/rng (favourites tab)");
    await saveScreenshot(page, "rng.favourites.desktop");

    // The throttle lets one change a second through for a game: wait it out, then remove.
    await page.waitForTimeout(1100);
    await tiles(page).first().getByRole("button", { name: /^Favourite:/ }).click();
    await page.getByText("No favourites yet. Press the heart on a game to keep it here.").waitFor();
    await page.waitForFunction(async () => {
      const r = await fetch("/wps/relay/MCSFE_getFavoriteGames", { headers: { Merchant: "aurora01", Authorization: sessionStorage.getItem("token") ?? "" } });
      return ((await r.json()) as { value: number[] }).value.length === 0;
    });

    await page.getByRole("tab", { name: "Recent" }).click();
    await page.getByText("Games you play show up here.").waitFor();
    await expectAccessible(page, "/rng (recent tab)");
  });
});
