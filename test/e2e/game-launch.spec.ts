/**
 * Game launch in the browser against the sandbox platform (issue 6, item 5): a game launched from the slots grid into
 * /game and back, the guest → login → launch continuation, a game under maintenance with recommended games, a free
 * trial without login, a reload of /game, and axe on the dialogs and /game.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, settled, visit, PHONE } from "./support/suite.ts";
import { expectAccessible, expectAccessibleDialog } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { sandbox } from "./support/sandbox.ts";
import { loginDialog, openLoginFromHeader, submitLogin, waitForMember } from "./support/auth.ts";

const tiles = (page: Page) => page.getByTestId("game-tile");

/**
 * A page in English. The language is set once on the site's origin instead of with the suite's init script, which
 * would also run inside the game's sandboxed iframe (no storage there: it would throw).
 */
async function englishPage(e2e: { open(options?: { viewport?: { width: number; height: number } }): Promise<Page> }, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await e2e.open(viewport ? { viewport } : {});
  await page.goto("/favicon.png");
  await page.evaluate(() => window.localStorage.setItem("lang", "en"));
  return page;
}

/** The slots grid of vendor PG, drawn (the grid is the catalogue's; its own spec runs axe on it). */
async function slots(page: Page) {
  await page.goto("/rng?page=PG");
  await settled(page);
  await tiles(page).first().waitFor();
}

async function logInDemo(page: Page) {
  await openLoginFromHeader(page);
  await submitLogin(page, "demo", "Demo1234");
  await waitForMember(page);
}

/** Waits for /game with the game's iframe; returns the iframe's title. */
async function inGame(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname === "/game");
  const frame = page.locator("iframe[title^='Game: ']");
  await frame.waitFor();
  const game = page.frameLocator("iframe[title^='Game: ']");
  await game.getByRole("button", { name: /Spin/ }).waitFor();
  return (await frame.getAttribute("title")) ?? "";
}

describe("game launch", () => {
  it("a guest's Play opens the login popup; after login the game opens in /game; Back returns to the slots [LAUNCH-08] [SITE-04] [LAUNCH-03] [SITE-16]", async ({ e2e }) => {
    const page = await englishPage(e2e);
    await slots(page);
    const first = tiles(page).first();
    const name = (await first.getByRole("button", { name: /^Play / }).getAttribute("aria-label"))!.replace(/^Play /, "");
    await first.getByRole("button", { name: /^Play / }).click();
    await loginDialog(page).waitFor();
    await submitLogin(page, "demo", "Demo1234");
    expect(await inGame(page)).toBe(`Game: ${name}`);

    const frame = page.locator("iframe[title^='Game: ']");
    const sandboxTokens = (await frame.getAttribute("sandbox"))!.split(" ").sort();
    // The sandbox's demo game is served by the site's own origin: no allow-same-origin for it.
    expect(sandboxTokens).toEqual(["allow-forms", "allow-popups", "allow-popups-to-escape-sandbox", "allow-scripts"]);
    const game = page.frameLocator("iframe[title^='Game: ']");
    expect(await game.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    const before = await game.locator("#balance").textContent();
    expect(before).toBe("1520.75");
    await game.getByRole("button", { name: /Spin/ }).click();
    await game.getByRole("status").filter({ hasText: /won|No win/ }).waitFor();
    expect(await game.locator("#balance").textContent()).not.toBe("");

    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).not.toContain("demo-game");
    await expectAccessible(page, "/game (playing)");
    await saveScreenshot(page, "game-launch.playing.desktop");

    // A message from another window (not the game) is ignored: the game stays.
    await page.evaluate(() => window.postMessage({ type: "close" }, "*"));
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe("/game");

    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL((url) => url.pathname === "/rng" && url.search === "?page=PG");
    await tiles(page).first().waitFor();
  });

  it("on a phone the game has the page: a slim bar with Back, the balance and Full screen, the game at least 85 % of the height [ROUTE-06]", async ({ e2e }) => {
    const page = await englishPage(e2e, PHONE);
    await slots(page);
    await logInDemo(page);
    await tiles(page).first().getByRole("button", { name: /^Play / }).click();
    await inGame(page);
    // No site header or footer around the game (issue 31: they took ~330 px of an 844 px phone).
    expect(await page.getByRole("banner").count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    const bar = page.getByTestId("game-bar");
    expect(await bar.getByRole("link", { name: "Back" }).isVisible()).toBe(true);
    expect(await bar.getByTestId("game-balance").textContent()).toMatch(/^P \d/);
    expect(await bar.getByRole("button", { name: "Full screen" }).isVisible()).toBe(true);
    const frame = (await page.locator("iframe[title^='Game: ']").boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(barBox.height).toBeLessThanOrEqual(48);
    expect(frame.height).toBeGreaterThanOrEqual(0.85 * PHONE.height);
    expect(frame.y + frame.height).toBeLessThanOrEqual(PHONE.height + 1);
    // The page itself does not scroll: bar and game fill the screen.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(1);
    await expectAccessible(page, "/game (phone)");
    await saveScreenshot(page, "game-launch.playing.phone");
    await bar.getByRole("link", { name: "Back" }).click();
    await page.waitForURL((url) => url.pathname === "/rng" && url.search === "?page=PG");
  });

  it("closing the login popup drops the game [SITE-04]", async ({ e2e }) => {
    const page = await englishPage(e2e);
    await slots(page);
    await tiles(page).first().getByRole("button", { name: /^Play / }).click();
    const dialog = loginDialog(page);
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    await logInDemo(page);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/rng");
  });

  it("a game under maintenance offers recommended games; one of them starts [ERR-14]", async ({ e2e }) => {
    const page = await englishPage(e2e);
    await slots(page);
    await logInDemo(page);
    // The sandbox seeds PG's second game under maintenance (src/sandbox/seed/launch.ts).
    const second = tiles(page).nth(1);
    const name = (await second.getByRole("button", { name: /^Play / }).getAttribute("aria-label"))!.replace(/^Play /, "");
    await second.getByRole("button", { name: /^Play / }).click();
    const dialog = page.getByRole("dialog", { name: "Game under maintenance" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`${name} is under maintenance`);
    const recommended = dialog.getByTestId("game-tile");
    await recommended.first().waitFor();
    expect(await recommended.count()).toBeGreaterThan(0);
    await expectAccessibleDialog(page, "game under maintenance");
    await saveScreenshot(page, "game-launch.maintenance.desktop");
    const pick = (await recommended.first().getByRole("button", { name: /^Play / }).getAttribute("aria-label"))!.replace(/^Play /, "");
    await recommended.first().getByRole("button", { name: /^Play / }).click();
    expect(await inGame(page)).toBe(`Game: ${pick}`);
  });

  it("a free trial starts without login [DEV-03]", async ({ e2e }) => {
    const page = await englishPage(e2e);
    await slots(page);
    const trialButton = page.getByRole("button", { name: /^Free trial of / }).first();
    const name = (await trialButton.getAttribute("aria-label"))!.replace(/^Free trial of /, "");
    await trialButton.click();
    expect(await inGame(page)).toBe(`Game: ${name}`);
    expect(await loginDialog(page).count()).toBe(0);
    expect(await page.frameLocator("iframe[title^='Game: ']").getByText(/Free trial/).count()).toBeGreaterThan(0);
    await saveScreenshot(page, "game-launch.trial.desktop");
  });

  it("a failed launch shows a message with Try again, which recovers [SITE-01]", async ({ e2e }) => {
    const page = await englishPage(e2e);
    await slots(page);
    await logInDemo(page);
    await sandbox.scenario({ failure: { mode: "http500", path: "/wps/game/launchGame", remaining: 1 } });
    await tiles(page).first().getByRole("button", { name: /^Play / }).click();
    const dialog = page.getByRole("dialog", { name: "The game could not start" });
    await dialog.waitFor();
    await expectAccessibleDialog(page, "launch failure");
    await saveScreenshot(page, "game-launch.failed.desktop");
    await dialog.getByRole("button", { name: "Try again" }).click();
    await inGame(page);
  });

  it("a reload of /game has no game: a clear message and the way home", async ({ e2e }) => {
    const page = await englishPage(e2e);
    await visit(page, "/game");
    await page.getByRole("heading", { level: 1, name: "No game is open" }).waitFor();
    expect(await page.getByText("The game closed or the page was reloaded.", { exact: false }).count()).toBe(1);
    await saveScreenshot(page, "game-launch.empty.desktop");
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});
