/**
 * The first load in the browser (ADR 0011): what index.html and the entry ask for before the app has run — few
 * scripts, the page's own route chunks, the start-up and announcement calls once each, the home banner picture —
 * and the loading screen showing the brand while the platform has not answered.
 */
import type { Page, Request, Response } from "playwright-core";
import { describe, expect, it, settled, DESKTOP, PHONE } from "./support/suite.ts";
import { saveScreenshot } from "./support/screenshot.ts";

/** Every request of the page, in the order the browser sent them. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

const paths = (requests: Request[]) => requests.map((request) => new URL(request.url()).pathname);

/** The route table index.html carries (scripts/vite/route-preload.ts): the files of a path. */
async function routeFiles(page: Page, path: string): Promise<string[]> {
  return page.evaluate((p) => {
    const table = JSON.parse(document.getElementById("route-preload")?.textContent ?? "null") as { files: string[]; routes: Record<string, number[]> } | null;
    return table ? (table.routes[p] ?? []).map((index) => table.files[index]!) : [];
  }, path);
}

/**
 * Holds back the app chunk until `release()`: what the page shows meanwhile is the entry's own work. `hold()` holds
 * the next download again (for a reload).
 */
async function holdApp(page: Page) {
  let release = () => {};
  let held = Promise.resolve();
  const hold = () => {
    held = new Promise<void>((resolve) => (release = resolve));
  };
  hold();
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { hold, release: () => release() };
}

/** The first view's banner once its picture has arrived, and where it is. */
async function firstViewBanner(page: Page) {
  const image = page.locator("#first-view img[fetchpriority=high]");
  await image.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>("#first-view img[fetchpriority=high]");
    return img !== null && img.complete && img.naturalWidth > 0;
  });
  return { image, box: await image.boundingBox() };
}

describe("first load", () => {
  it("index.html loads only the entry; once the first view is up, the entry asks for the app and the page's own chunks", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const requests = recordRequests(page);
    await page.goto("/rng");
    await settled(page);
    const html = await (await page.request.get("/rng")).text();
    const fromHtml = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
    // index.html itself: the entry and its early chunk; the app chunk is not among them.
    expect(fromHtml.length).toBeLessThanOrEqual(2);
    expect(fromHtml.some((file) => /\/assets\/app-[^/]+\.js$/.test(file!))).toBe(false);
    const files = await routeFiles(page, "/rng");
    expect(files.length).toBeGreaterThan(0);
    expect(files.some((file) => /\/assets\/rng-[^/]+\.js$/.test(file))).toBe(true);
    // The app's services (machines, router, the page's frame), which the app runs in a task of its own, travel with them.
    expect(files.some((file) => /\/assets\/services-[^/]+\.js$/.test(file))).toBe(true);
    // So do the sign-in flows, which the app loads before its root machine starts (any page may open the login form).
    expect(files.some((file) => /\/assets\/sign-in-flows-[^/]+\.js$/.test(file))).toBe(true);
    // Each of the route's files was preloaded by the entry (a link in the head) and fetched once.
    const links = await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"][as="style"]')].map((l) => new URL(l.href).pathname));
    for (const file of files) {
      expect(links).toContain(file);
      expect(paths(requests).filter((p) => p === file)).toHaveLength(1);
    }
    // The first view's pictures (the first tiles) went first; then the page's chunks, with the app right after them.
    const firstTileAt = requests.findIndex((request) => request.resourceType() === "image" && request.url().includes("/TCG_GAME_ICONS/"));
    const routeAt = paths(requests).findIndex((p) => p === files[0]);
    const appAt = paths(requests).findIndex((p) => /\/assets\/app-[^/]+\.js$/.test(p));
    expect(firstTileAt).toBeGreaterThanOrEqual(0);
    expect(firstTileAt).toBeLessThan(routeAt);
    expect(routeAt).toBeLessThan(appAt);
  });

  // (The order — the code asked for at once, run after the first view — is test/app/entry.test.ts's.)
  it("under a sign-in modal (/login) the app's code, preloaded by the entry and again by its import, and the page's chunks are each fetched once", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const requests = recordRequests(page);
    await page.goto("/login");
    await page.getByRole("dialog", { name: "Log in" }).waitFor();
    const preloaded = await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname));
    const app = preloaded.filter((p) => /\/assets\/app-[^/]+\.js$/.test(p));
    expect(app).toHaveLength(1);
    expect(paths(requests).filter((p) => p === app[0])).toHaveLength(1);
    for (const file of await routeFiles(page, "/login")) expect(paths(requests).filter((p) => p === file)).toHaveLength(1);
  });

  it("serves the scripts every first load runs with V8's compile hint on their first line, and the lazily loaded ones without", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    // The responses, read only while the page is open (a body read after it closed fails).
    const scripts = new Map<string, Response>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.set(new URL(response.url()).pathname, response);
    });
    await page.goto("/rng");
    await settled(page);
    const firstLoad = [...scripts.keys()].filter((p) => /\/assets\/(index|early|app|services)-[^/]+\.js$/.test(p));
    // The entry, `early`, `app` and `services`: all four, each once.
    expect(new Set(firstLoad.map((p) => /\/assets\/([a-z]+)-/.exec(p)![1]))).toEqual(new Set(["index", "early", "app", "services"]));
    for (const path of firstLoad) expect((await scripts.get(path)!.text()).split("\n", 1)[0]).toBe("//# allFunctionsCalledOnLoad");
    // The page's own chunk also comes on every load of this page, but not on others: no hint.
    const route = [...scripts.keys()].find((p) => /\/assets\/rng-[^/]+\.js$/.test(p));
    expect(route).toBeDefined();
    expect(await scripts.get(route!)!.text()).not.toContain("allFunctionsCalledOnLoad");
  });

  it("puts the stylesheets of chunks loaded later after index.html's own, so their rules win as in development", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: DESKTOP });
    await page.goto("/");
    await settled(page);
    const html = await (await page.request.get("/")).text();
    const own = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    const sheets = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])));
    expect(own.length).toBeGreaterThan(0);
    // More stylesheets came with the app's services and the page's chunks; every one of them follows index.html's.
    expect(sheets.length).toBeGreaterThan(own.length);
    expect(sheets.slice(0, own.length)).toEqual(own);
    // What that order decides: the services' auth styles hide the phone's Log in button next to the header's form.
    const visibleLogIns = page.getByTestId("login-area").getByRole("button", { name: "Log in", exact: true }).filter({ visible: true });
    await expect.poll(() => visibleLogIns.count()).toBe(1);
    await page.setViewportSize(PHONE);
    await expect.poll(() => visibleLogIns.count()).toBe(1);
    await expect.poll(() => page.getByTestId("login-area").getByRole("textbox", { name: "Username" }).filter({ visible: true }).count()).toBe(0);
  });

  it("asks for the announcements once and the home banner picture once, early, at high priority", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: PHONE });
    const requests = recordRequests(page);
    await page.goto("/");
    await settled(page);
    await page.getByTestId("home-banners").locator("img").first().waitFor();
    const announcementCalls = paths(requests).filter((p) => p.endsWith("MCSFE_getListAnnouncements"));
    expect(announcementCalls).toHaveLength(1);
    const firstBanner = await page.getByTestId("home-banners").locator("img").first().getAttribute("src");
    expect(firstBanner).toBeTruthy();
    const preload = page.locator(`link[rel="preload"][as="image"][href="${firstBanner}"]`);
    expect(await preload.count()).toBe(1);
    expect(await preload.getAttribute("fetchpriority")).toBe("high");
    expect(paths(requests).filter((p) => p === new URL(firstBanner!, "http://x").pathname)).toHaveLength(1);
  });

  it("sends a first page's start-up calls with the HTML, before any script has arrived, and each call once", async ({ e2e }) => {
    // The language's messages go with them where the first view has texts (the slots page), not on home's.
    for (const [path, first, texts] of [
      ["/", "/wps/relay/MCSFE_getListAnnouncements", false],
      ["/rng", "/wps/relay/GCSGAME_gameList", true],
    ] as const) {
      const page = await e2e.open({ lang: "en", viewport: PHONE });
      const requests = recordRequests(page);
      // Every script of the site is held back until the calls the first view waits for are on their way.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "commit" });
      const platformPaths = () => paths(requests).filter((p) => p.startsWith("/wps/"));
      const messages = () => paths(requests).filter((p) => /^\/assets\/messages-[^/]+\.js$/.test(p));
      await expect.poll(platformPaths).toEqual(expect.arrayContaining([first, "/wps/system/status"]));
      expect(platformPaths()[0]).toBe(first);
      if (texts) await expect.poll(messages).toHaveLength(1);
      else expect(messages()).toEqual([]);
      release();
      await settled(page);
      await page.getByRole("navigation", { name: "Main" }).waitFor();
      // The app took those answers instead of asking again: no call went twice, and the messages came once.
      expect(new Set(platformPaths()).size).toBe(platformPaths().length);
      expect(messages()).toHaveLength(1);
      await page.close();
    }
  });

  it("does not fetch the home banner on a page that does not show it", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const requests = recordRequests(page);
    await page.goto("/vip");
    await settled(page);
    expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(0);
    expect(paths(requests).filter((p) => p.includes("/TCG_PROD_IMAGES/BANNER/"))).toHaveLength(0);
  });

  it("paints the loading screen while the stylesheets are still on their way, and runs the entry only once they are in", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: PHONE });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let cssAsked = 0;
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      cssAsked += 1;
      await held;
      await route.continue();
    });
    const requests = recordRequests(page);
    const platformCalls = () => requests.filter((request) => new URL(request.url()).pathname.startsWith("/wps/")).length;
    await page.goto("/", { waitUntil: "commit" });
    // index.html's stylesheets sit at the end of its body, after the loading screen, and none in the head.
    await page.waitForFunction(() => document.querySelector('body > link[rel="stylesheet"]') !== null);
    const where = await page.evaluate(() => ({
      head: document.head.querySelectorAll('link[rel="stylesheet"]').length,
      body: [...document.body.children].filter((el) => el.matches('link[rel="stylesheet"]')).length,
      afterRoot: document.getElementById("root")!.compareDocumentPosition(document.body.querySelector('link[rel="stylesheet"]')!) & Node.DOCUMENT_POSITION_FOLLOWING,
    }));
    expect(where.head).toBe(0);
    expect(where.body).toBeGreaterThan(0);
    expect(where.afterRoot).toBeTruthy();
    // The loading screen is painted although no stylesheet has arrived: they do not block rendering.
    await page.waitForFunction(() => performance.getEntriesByName("first-paint").length > 0);
    expect(cssAsked).toBeGreaterThan(0);
    // The entry waits for them (a module script does not run while a stylesheet before it loads): nothing is drawn
    // unstyled, and the app has sent nothing — the start-up calls that left are the HTML's own (src/app/warm-start.ts),
    // every one still waiting for the client to take it.
    const waiting = () => page.evaluate(() => (window as unknown as { __warmStart?: unknown[] }).__warmStart?.length ?? 0);
    expect(await waiting()).toBeGreaterThan(0);
    await expect.poll(platformCalls).toBe(await waiting());
    expect(await page.getByRole("status").filter({ hasText: "Aurora" }).count()).toBe(0);
    release();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await settled(page);
    expect(await page.getByTestId("home-banners").count()).toBe(1);
  });

  it("shows the brand on the loading screen while the platform has not answered", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: PHONE });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/wps/system/status**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const loading = page.getByRole("status").filter({ hasText: "Aurora" });
    await loading.waitFor();
    expect(await loading.locator('img[src="/brands/aurora/logo.png"]').count()).toBe(1);
    // Nothing of the site before the permission call has answered: no first view, no banner.
    expect(await page.locator("#first-view").count()).toBe(0);
    await saveScreenshot(page, "first-load.loading-brand.phone");
    release();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await settled(page);
    expect(await page.getByTestId("home-banners").count()).toBe(1);
  });

  it("draws the top of the home page before the app has run, where the app then draws it (desktop)", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: DESKTOP });
    const app = await holdApp(page);
    await page.goto("/");
    const view = page.locator("#first-view");
    await view.waitFor();
    expect(await view.getAttribute("role")).toBe("status");
    expect(await view.locator("header").textContent()).toContain("Aurora Play");
    const { image, box: before } = await firstViewBanner(page);
    expect(await image.getAttribute("alt")).toBe("Welcome bonus 100%");
    // Nothing in it can be used before the app is there.
    expect(await view.locator("a, button, input, select").count()).toBe(0);
    await saveScreenshot(page, "first-load.first-view.desktop");

    app.release();
    const banner = page.getByTestId("home-banners").locator("img").first();
    await banner.waitFor();
    await settled(page);
    expect(await page.locator("#first-view").count()).toBe(0);
    expect(await banner.getAttribute("alt")).toBe("Welcome bonus 100%");
    const after = await banner.boundingBox();
    expect(before && after).toBeTruthy();
    // The same picture in the same place: the app's first render does not move it.
    for (const key of ["x", "y", "width", "height"] as const) expect(Math.abs(after![key] - before![key])).toBeLessThanOrEqual(1);
    await saveScreenshot(page, "first-load.first-view-replaced.desktop");
  });

  it("on /login the app's code is asked for at once (the form is what the visitor came for) while the home page's top is drawn under it", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: PHONE });
    const requests = recordRequests(page);
    const app = await holdApp(page);
    await page.goto("/login");
    // With the app's code still on its way, the page already shows the home page's top with its banner.
    const { image } = await firstViewBanner(page);
    expect(await image.getAttribute("alt")).toBe("Welcome bonus 100%");
    // The app's code was asked for before that picture had even been drawn: not held back for the first view.
    expect(paths(requests).some((p) => /\/assets\/app-[^/]+\.js$/.test(p))).toBe(true);
    await saveScreenshot(page, "first-load.first-view-login.phone");

    app.release();
    const username = page.getByRole("dialog").getByRole("textbox", { name: "Username" });
    await username.waitFor();
    await settled(page);
    expect(await page.locator("#first-view").count()).toBe(0);
    expect(await page.getByTestId("home-banners").count()).toBe(1);
    await saveScreenshot(page, "first-load.login-form.phone");
  });

  it("on a phone, the next visit's first view keeps the header rows the app drew, so the banner stays put", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: PHONE });
    const app = await holdApp(page);
    // First visit: the first view knows only the brand row; the app's header wraps its buttons and languages below it.
    await page.goto("/");
    await firstViewBanner(page);
    expect(await page.locator("#first-view header").textContent()).toContain("Aurora Play");
    await saveScreenshot(page, "first-load.first-view.phone");
    app.release();
    const banner = page.getByTestId("home-banners").locator("img").first();
    await banner.waitFor();
    await settled(page);
    const drawn = await banner.boundingBox();

    // Next visit: the first view reserves the header rows the app drew at this width.
    app.hold();
    await page.reload();
    const { box: before } = await firstViewBanner(page);
    await saveScreenshot(page, "first-load.first-view-again.phone");
    app.release();
    await banner.waitFor();
    await settled(page);
    expect(drawn && before).toBeTruthy();
    expect(Math.abs(before!.y - drawn!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(before!.height - drawn!.height)).toBeLessThanOrEqual(1);
  });

  it("prepares every font of the type scale before the first contentful paint", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: PHONE });
    // The warm-up's hidden lines (src/app/font-warmup.ts) as size/weight, and when its box left the page again.
    await page.addInitScript(() => {
      const seen = { lines: [] as string[], removedAt: -1 };
      (window as unknown as { warmup: typeof seen }).warmup = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement && node.hasAttribute("data-font-warmup"))
              for (const line of node.children) seen.lines.push(`${(line as HTMLElement).style.fontSize}/${(line as HTMLElement).style.fontWeight}`);
          for (const node of record.removedNodes) if (node instanceof HTMLElement && node.hasAttribute("data-font-warmup")) seen.removedAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/rng");
    await settled(page);
    const { lines, removedAt, fcp } = await page.evaluate(() => ({
      ...(window as unknown as { warmup: { lines: string[]; removedAt: number } }).warmup,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
    }));
    // Every size and weight of the scale, laid out in one go and gone again before anything with text was drawn.
    expect(new Set(lines).size).toBe(10);
    expect(removedAt).toBeGreaterThan(0);
    expect(fcp).toBeGreaterThan(removedAt);
  });

  it("draws the slots page's first tiles before the app has run, where the app then draws them, asking for the games once (desktop)", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: DESKTOP });
    const requests = recordRequests(page);
    const app = await holdApp(page);
    await page.goto("/rng?page=5G");
    const view = page.locator("#first-view");
    await view.waitFor();
    await page.waitForFunction(() => {
      const images = [...document.querySelectorAll<HTMLImageElement>("#first-view li img[fetchpriority=high]")];
      return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
    });
    expect(await view.getAttribute("role")).toBe("status");
    expect(await view.locator("h1").textContent()).toBe("Slots");
    expect(await view.locator("[aria-current=page]").textContent()).toBe("5G");
    // The tiles whose pictures load at once (the provider list's icons load lazily).
    expect(await view.locator("li img[fetchpriority=high]").count()).toBe(6);
    // Nothing in it can be used before the app is there.
    expect(await view.locator("a, button, input, select").count()).toBe(0);
    // The first page of games came back while the app's code was still held back.
    const gameListCalls = () => paths(requests).filter((p) => p.endsWith("/GCSGAME_gameList"));
    expect(gameListCalls()).toHaveLength(1);
    const first = view.locator("li img[fetchpriority=high]").first();
    const name = await first.getAttribute("alt");
    const icon = await first.getAttribute("src");
    const before = await first.boundingBox();
    await saveScreenshot(page, "first-load.rng-first-view.desktop");

    app.release();
    const tile = page.getByTestId("game-tile").first().locator("img");
    await tile.waitFor();
    await settled(page);
    expect(await page.locator("#first-view").count()).toBe(0);
    expect(await tile.getAttribute("alt")).toBe(name);
    const after = await tile.boundingBox();
    expect(before && after).toBeTruthy();
    // The same picture in the same place: the app's first render does not move it.
    for (const key of ["x", "y", "width", "height"] as const) expect(Math.abs(after![key] - before![key])).toBeLessThanOrEqual(1);
    // The catalogue took the early answer rather than asking again, and the picture was fetched once.
    expect(gameListCalls()).toHaveLength(1);
    expect(paths(requests).filter((p) => p === new URL(icon!, "http://x").pathname)).toHaveLength(1);
    await saveScreenshot(page, "first-load.rng-first-view-replaced.desktop");
  });

  it("hands the slots page's first view over to the app with the games and pictures in place, never skeletons (phone)", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: PHONE });
    // What the page showed at the end of every task that changed it (a mutation observer's callback runs before the
    // browser paints): the first view, a skeleton grid, or app tiles whose picture is not shown yet.
    await page.addInitScript(() => {
      const seen = { firstView: false, skeletons: 0, blankTiles: 0 };
      (window as unknown as { handover: typeof seen }).handover = seen;
      new MutationObserver(() => {
        if (document.getElementById("first-view")) seen.firstView = true;
        seen.skeletons += document.querySelectorAll("[data-testid=game-tile-skeleton]").length;
        // A picture is shown when it is fully opaque (it fades in once its load event came; one the browser already
        // had is opaque from the first frame).
        const eager = [...document.querySelectorAll("[data-testid=game-tile]")].slice(0, 6);
        seen.blankTiles += eager.filter((tile) => {
          const image = tile.querySelector("img");
          return image === null || getComputedStyle(image).opacity !== "1";
        }).length;
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-image", "class"] });
    });
    await page.goto("/rng");
    await page.getByTestId("game-tile").first().locator("[data-image=loaded]").waitFor();
    await settled(page);
    // The catalogue's machines download with the route's own chunks, so they are in before the app's first render.
    expect((await routeFiles(page, "/rng")).some((file) => /\/assets\/catalogue-actors-[^/]+\.js$/.test(file))).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { handover: { firstView: boolean; skeletons: number; blankTiles: number } }).handover);
    expect(seen.firstView).toBe(true);
    expect(seen.skeletons).toBe(0);
    expect(seen.blankTiles).toBe(0);
    await saveScreenshot(page, "first-load.rng-handover.phone");
  });
});
