/**
 * Category lobbies and lottery screens in the built site against the sandbox: each renders (desktop 1280 and phone
 * 390, screenshots, axe), live tables grouped and filtered by classification code, card rooms after login, the
 * empty states (lobby-empty preset), error states with Try again (failure injection), and the lottery guest → login
 * → lottery lobby continuation.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, settled, visit } from "./support/suite.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { sandbox } from "./support/sandbox.ts";
import { expectAccessible } from "./support/axe.ts";
import { loginDialog, submitLogin, waitForMember } from "./support/auth.ts";

const LOBBIES = [
  ["/live?vendor=SA", "Live Casino", "live"],
  ["/fish", "Fishing", "fish"],
  ["/pvp", "Card Games", "pvp"],
  ["/sports", "Sports", "sports"],
  ["/esports", "E-sports", "esports"],
  ["/elott", "E-Lottery", "elott"],
  ["/seamless", "Seamless Games", "seamless"],
  ["/lottery", "Lottery", "lottery"],
  ["/vnlottery", "Vietnam Lottery", "vnlottery"],
  ["/vnLottery", "Vietnam Lottery", "vnLottery"],
  ["/seaLottery", "SEA Lottery", "seaLottery"],
] as const;

const WIDTHS = [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

async function closeDialogs(page: Page) {
  for (let i = 0; i < 3 && (await page.locator("dialog[open]").count()) > 0; i += 1) await page.keyboard.press("Escape");
}

describe("every lobby renders", () => {
  for (const [name, viewport] of WIDTHS) {
    it.for(LOBBIES)(`%s (${name})`, async ([path, title, slug], { e2e }) => {
      const page = await e2e.open({ lang: "en", viewport });
      await page.goto(path);
      await settled(page);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
      expect(await page.title()).toContain(title);
      if (path.includes("ottery")) await page.getByTestId("lottery-menu").waitFor();
      else await page.getByTestId("vendor-cards").first().waitFor();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, "no sideways scrolling").toBeLessThanOrEqual(viewport.width);
      await settled(page);
      await expectAccessible(page, `${path} (${name})`);
      await saveScreenshot(page, `lobby-${slug}.${name}`);
    });
  }
});

describe("live casino", () => {
  it("groups the vendor's tables by classification code with readable names, filters, marks hot vendors [LOBBY-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/live?vendor=SA");
    await page.getByTestId("live-table").first().waitFor();
    const groups = await page.getByTestId("live-group").evaluateAll((els) => els.map((e) => e.getAttribute("data-code")));
    expect(groups.slice(0, 3)).toEqual(["BAC", "SIC", "ROU"]);
    // Readable names (existing translations or, until the lead extracts, the message ids) — never the bare code.
    expect(await page.locator("#live-BAC").textContent()).not.toMatch(/^BAC\b/);
    await page.locator('button[data-code="ROU"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="live-group"]').length === 1);
    expect(await page.getByTestId("live-group").getAttribute("data-code")).toBe("ROU");
    await page.locator('button[aria-pressed]').first().click();
    expect(await page.getByTestId("live-group").count()).toBeGreaterThan(5);
    // Another vendor card selects that vendor (address and tables).
    await page.getByTestId("vendor-cards").locator('[data-vendor="DG"]').click();
    await page.waitForURL(/vendor=DG/);
    await page.waitForFunction(() => document.querySelector('[aria-current="true"]')?.getAttribute("data-vendor") === "DG");
  });

  it("marks exactly the vendors the platform flags isHot 1 (fishing lobby) [VENDOR-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/fish");
    const lanes = (await (await page.request.get("/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop", { headers: { Merchant: "aurora01" } })).json()) as {
      value: { data: { lanes: { title: string; cards: { vassalage: string; isHot: number }[] }[] } };
    };
    const hot = lanes.value.data.lanes.find((l) => l.title === "FISH")!.cards.filter((c) => c.isHot === 1).map((c) => c.vassalage);
    expect(hot.length).toBeGreaterThan(0);
    const marked = await page.getByTestId("vendor-cards").locator("button:has([data-testid=hot-badge])").evaluateAll((els) => els.map((e) => e.getAttribute("data-vendor")));
    expect(marked).toEqual(hot);
  });

  it("a failed table list shows the error; Try again loads the tables", async ({ e2e }) => {
    await sandbox.scenario({ failure: { mode: "http500", path: "/wps/relay/GCSGAME_gameList", remaining: 1 } });
    const page = await e2e.open({ lang: "en" });
    await page.goto("/live?vendor=SA");
    await page.getByTestId("lobby-error").waitFor();
    await expectAccessible(page, "/live error");
    await saveScreenshot(page, "lobby-live-error.desktop");
    await page.getByTestId("lobby-error").getByRole("button", { name: "Try again" }).click();
    await page.getByTestId("live-table").first().waitFor();
  });
});

describe("empty states (lobby-empty preset)", () => {
  it("a category without vendors, a vendor without tables, games or rooms, an empty lottery menu [SITE-09]", async ({ e2e }) => {
    await sandbox.preset("lobby-empty");
    const page = await e2e.open({ lang: "en" });
    await page.goto("/fish");
    await page.getByTestId("lobby-empty").waitFor();
    expect(await page.locator('nav [data-category="FISH"]').count(), "no Fishing tab").toBe(0);
    await expectAccessible(page, "/fish empty");
    await saveScreenshot(page, "lobby-fish-empty.desktop");
    await page.goto("/live?vendor=DG");
    await page.getByTestId("lobby-vendor-empty").waitFor();
    await page.goto("/pvp?vendor=KM");
    await page.getByTestId("game-grid-empty").waitFor();
    await page.goto("/lottery");
    await page.getByTestId("lobby-empty").waitFor();
    await page.goto("/vnlottery");
    await page.getByTestId("lobby-empty").waitFor();
  });
});

describe("card games", () => {
  it("a guest sees the games and is asked to log in for the rooms; after login the rooms list", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/pvp?vendor=KM");
    await page.getByTestId("game-tile").first().waitFor();
    await page.getByTestId("rooms-login").getByRole("button", { name: "Log in" }).click();
    await loginDialog(page).waitFor();
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    await page.getByTestId("card-room").first().waitFor();
    expect(await page.getByTestId("card-room").count()).toBeGreaterThan(3);
    expect(await page.getByTestId("card-rooms").getByRole("columnheader").count()).toBe(4);
    expect(await page.getByTestId("card-room").first().getByRole("rowheader").textContent()).toMatch(/·/);
    await expectAccessible(page, "/pvp rooms");
    await saveScreenshot(page, "lobby-pvp-rooms.desktop");
  });

  it("a failed room list offers Try again", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await page.goto("/pvp?vendor=KP");
    await closeDialogs(page);
    await page.getByTestId("rooms-login").getByRole("button", { name: "Log in" }).click();
    await sandbox.scenario({ failure: { mode: "malformed", path: "/wps/relay/GLS2_roomList", remaining: 1, body: "json" } });
    await submitLogin(page, "demo", "Demo1234");
    await page.getByTestId("lobby-error").waitFor();
    await page.getByTestId("lobby-error").getByRole("button", { name: "Try again" }).click();
    await page.getByTestId("card-room").first().waitFor();
  });
});

describe("lottery", () => {
  it("a guest choosing a lottery game gets the login popup; after login the game's lottery lobby opens", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/lottery");
    const requests: string[] = [];
    page.on("request", (r) => r.url().includes("/wps/game/launchGame") && requests.push(r.url()));
    await page.getByTestId("lottery-menu").getByRole("link", { name: /3-minute Lottery/ }).click();
    await page.waitForURL(/gameCode=TCGSSC3M/);
    await loginDialog(page).waitFor();
    expect(requests).toEqual([]);
    await submitLogin(page, "demo", "Demo1234");
    const frame = page.getByTestId("lottery-frame");
    await frame.waitFor();
    const launch = new URL(requests[0] ?? "http://x/");
    expect(Object.fromEntries(["lottoArea", "launchMode", "lottoPrizeMode", "lottoGameCode", "lottoView", "device", "language"].map((k) => [k, launch.searchParams.get(k)]))).toEqual({
      lottoArea: "VN",
      launchMode: "LOTT",
      lottoPrizeMode: "ELOTT",
      lottoGameCode: "TCGSSC3M",
      lottoView: "betting",
      device: "WEB",
      language: "en",
    });
    expect(launch.searchParams.get("backUrl")).toMatch(/\/lottery\?gameCode=TCGSSC3M$/);
    expect(await frame.getAttribute("sandbox")).toContain("allow-scripts");
    await page.frameLocator('[data-testid="lottery-frame"]').getByText("3-minute Lottery").first().waitFor();
    await saveScreenshot(page, "lobby-lottery-playing.desktop");
  });

  it("a failed menu shows the error; Try again loads it", async ({ e2e }) => {
    await sandbox.scenario({ failure: { mode: "malformed", path: "/lgw/vn/games/game_menu", remaining: 1, body: "json" } });
    const page = await e2e.open({ lang: "en" });
    await page.goto("/vnLottery");
    await page.getByTestId("lobby-error").waitFor();
    await page.getByTestId("lobby-error").getByRole("button", { name: "Try again" }).click();
    await page.getByTestId("lottery-menu").getByRole("link", { name: /Hà Nội/ }).waitFor();
  });
});
