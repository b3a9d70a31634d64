/**
 * What a player feels, measured in Chromium with its own throttling (not Lighthouse's simulation), for
 * `npm run bench` and `npx tsx scripts/bench.ts --player-only`:
 *   1. LCP of `/`, `/rng`, `/login` at Slow 4G and 4× CPU on a phone viewport, empty cache, and the requests that
 *      finished before it (with their sequential waves, to count round trips);
 *   2. the Event Timing duration of five interactions at 4× CPU: login submit, opening the member centre, typing,
 *      the slots search, opening a vendor menu in the header;
 *   3. JS heap growth over 2,000 client-side route changes while logged in.
 * Pure parts (medians, waves, budgets, tables) are in ./player-report.ts.
 *
 * Selectors are roles and visible names in English: each context stores the language the way the site's language
 * switcher does (localStorage `lang`, src/i18n/locale.ts) before any page script runs, except the LCP runs, which
 * load as a first-time visitor (no storage: the site's default language).
 */
import { loadavg } from "node:os";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from "playwright-core";
import { CHROME_FLAGS } from "../e2e/chromium.ts";
import {
  interactionRow,
  interactionsByPhase,
  lcpRow,
  requestsBeforeLcp,
  worstInteraction,
  type EventEntry,
  type HeapResult,
  type InteractionRow,
  type InteractionRun,
  type LcpRow,
  type LcpRun,
  type PhaseWindow,
  type PlayerReport,
  type TimedRequest,
} from "./player-report.ts";

/**
 * Chrome DevTools' "Slow 4G" preset (formerly "Fast 3G"), which is also what Lighthouse applies with
 * `--throttling-method=devtools`: 150 ms RTT × 3.75 as request latency, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up.
 * Chromium applies it per request (each request waits the latency, then the bandwidth is shared).
 */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1e6 * 0.9) / 8, uploadThroughput: (750 * 1e3 * 0.9) / 8, connectionType: "cellular4g" } as const;
export const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (Moto G Power): 412×823 CSS px at DPR 1.75, touch. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
export const PAGES = ["/", "/rng", "/login"] as const;
export const ROUTE_CHANGES = 2000;

const DEMO = { username: "demo", password: "Demo1234" };

export interface PlayerOptions {
  chromePath: string;
  /** The site, e.g. http://127.0.0.1:4318 (vite preview with the sandbox). */
  url: string;
  runs: number;
  routeChanges?: number;
  /** Resets the sandbox (before every run). */
  reset: () => Promise<unknown>;
  log?: (line: string) => void;
}

/**
 * A new context with the phone's screen. tsx compiles with esbuild's keepNames, which wraps functions declared inside
 * the functions we hand to the page in a `__name(…)` helper that only exists in Node: the page gets a no-op one.
 */
async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE });
  await context.addInitScript({ content: "globalThis.__name ??= (target) => target;" });
  return context;
}

async function throttle(context: BrowserContext, page: Page, network: boolean): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.clearBrowserCache");
  if (network) await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return cdp;
}

/** Stores the language as the site's language switcher does, in the site's own page only (not in game frames). */
async function storeEnglish(context: BrowserContext) {
  await context.addInitScript(() => {
    if (window === window.top && window.localStorage.getItem("lang") === null) window.localStorage.setItem("lang", "en");
  });
}

/** Waits until the network is quiet (bounded: lazy chunks and pictures keep a throttled page busy a while). */
async function quiet(page: Page, timeout = 15_000) {
  await page.waitForLoadState("networkidle", { timeout }).catch(() => undefined);
  await page.waitForTimeout(300);
}

const path = (url: string, origin: string) => (url.startsWith(origin) ? url.slice(origin.length) || "/" : url);

// ---------------------------------------------------------------------------------------------------------------
// 1. LCP

async function lcpOnce(browser: Browser, url: string, page: string): Promise<LcpRun> {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript(() => {
      if (window !== window.top) return;
      const w = window as unknown as { __lcp: unknown };
      w.__lcp = null;
      const describe = (el: Element | null) => {
        if (!el) return "(removed)";
        const img = el instanceof HTMLImageElement ? ` src=${el.getAttribute("src") ?? ""}` : "";
        const alt = el.getAttribute("alt") ? ` alt="${el.getAttribute("alt")}"` : "";
        const text = img ? "" : ` "${(el.textContent ?? "").trim().slice(0, 40)}"`;
        return `${el.tagName.toLowerCase()}${img}${alt}${text}`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[]) {
          w.__lcp = { time: entry.startTime, url: entry.url, element: describe(entry.element) };
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const tab = await context.newPage();
    const cdp = await throttle(context, tab, true);
    const initiators = new Map<string, string>();
    const origin = new URL(url).origin;
    cdp.on("Network.requestWillBeSent", (event) => {
      if (initiators.has(event.request.url)) return;
      const init = event.initiator;
      let stack = init.stack;
      let frame = stack?.callFrames.find((f) => f.url);
      while (!frame && stack?.parent) {
        stack = stack.parent;
        frame = stack.callFrames.find((f) => f.url);
      }
      const from = init.type === "script" ? frame?.url : (init.url ?? frame?.url);
      initiators.set(event.request.url, `${init.type}${from ? ` ${path(from, origin)}` : ""}`);
    });
    await tab.goto(`${url}${page}`, { waitUntil: "load", timeout: 120_000 });
    await quiet(tab, 30_000);
    await tab.waitForTimeout(1000);
    const seen = await tab.evaluate(() => {
      const lcp = (window as unknown as { __lcp: { time: number; url: string; element: string } | null }).__lcp;
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const resources = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((r) => ({
        url: r.name,
        type: r.initiatorType,
        startMs: r.startTime,
        endMs: r.responseEnd,
        bytes: r.transferSize,
      }));
      return { lcp, nav: nav ? { url: nav.name, startMs: 0, endMs: nav.responseEnd, bytes: nav.transferSize } : null, resources };
    });
    await cdp.detach().catch(() => undefined);
    if (!seen.lcp) throw new Error(`no largest-contentful-paint entry on ${page}`);
    const requests: TimedRequest[] = [
      ...(seen.nav ? [{ ...seen.nav, type: "navigation" }] : []),
      ...seen.resources,
    ].map((r) => ({ ...r, url: path(r.url, origin), initiator: initiators.get(r.url) }));
    return {
      lcpMs: Math.round(seen.lcp.time),
      element: seen.lcp.element,
      ...(seen.lcp.url ? { resource: path(seen.lcp.url, origin) } : {}),
      before: requestsBeforeLcp(requests, seen.lcp.time),
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Interactions

type Watch = "member-bar" | "dialog" | "menu" | "search-results";

/** In the page: every Event Timing entry with an interactionId, and a frame-by-frame watcher for a result. */
async function recordEvents(context: BrowserContext) {
  await context.addInitScript(() => {
    if (window !== window.top) return;
    const w = window as unknown as { __events: unknown[]; __watch: (what: string, text?: string) => void; __seen: Promise<number> | null };
    w.__events = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return undefined;
      const name = node.getAttribute("aria-label") ?? node.getAttribute("name") ?? node.getAttribute("data-testid") ?? (node.textContent ?? "").trim().slice(0, 30);
      return `${node.tagName.toLowerCase()}${name ? ` "${name}"` : ""}`;
    };
    new PerformanceObserver((list) => {
      // interactionId: in Chromium since 96, not yet in TypeScript's DOM types.
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (!e.interactionId) continue;
        w.__events.push({
          name: e.name,
          interactionId: e.interactionId,
          startTime: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
          target: describe(e.target),
        });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    w.__seen = null;
    // Checks once per animation frame (before it is painted) whether the interaction's result is in the page.
    w.__watch = (what, text) => {
      const grid = () => document.querySelector("[data-testid='game-grid']");
      const done: Record<string, () => boolean> = {
        "member-bar": () => !!document.querySelector("[data-testid='member-bar']") && !document.querySelector("dialog[open]"),
        dialog: () => !!document.querySelector("dialog[open]"),
        menu: () => !!document.querySelector("[data-testid='category-menu']"),
        "search-results": () => {
          const g = grid();
          if (!g || g.getAttribute("aria-busy") === "true") return false;
          const tiles = [...g.querySelectorAll("[data-testid='game-tile']")];
          return tiles.length > 0 ? tiles.every((t) => (t.textContent ?? "").toLowerCase().includes(text ?? "")) : !!document.querySelector("[data-testid='game-grid-empty']");
        },
      };
      w.__seen = new Promise((resolve) => {
        const tick = () => (done[what]!() ? resolve(performance.now()) : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      });
    };
  });
}

const now = (page: Page) => page.evaluate(() => performance.now());
const watch = (page: Page, what: Watch, text?: string) => page.evaluate(([w, t]) => (window as unknown as { __watch: (what: string, text?: string) => void }).__watch(w!, t), [what, text]);
const seenAt = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Promise<number> | null }).__seen);

/**
 * A tap on the element's centre as the browser's own touch events, with the element found and its box read before
 * the measured window: Playwright's locator actions resolve roles and check the hit target inside the page, which at
 * 4× CPU on a big page is tens of milliseconds of main-thread work the player's tap would not have.
 */
async function tapper(target: Locator): Promise<() => Promise<void>> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${target.toString()}`);
  return () => target.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function waitForGrid(page: Page) {
  await page.waitForFunction(
    () => document.querySelectorAll("[data-testid='game-grid'] [data-testid='game-tile']").length > 0 && !document.querySelector("[data-testid='game-grid'][aria-busy='true']"),
    undefined,
    { timeout: 60_000 },
  );
}

/** Personal centre, which a phone keeps behind the logged-in bar's Menu: the menu is opened (not measured). */
async function personalCentre(page: Page) {
  const personal = page.getByRole("button", { name: "Personal centre" });
  if (!(await personal.isVisible())) await page.getByTestId("member-bar").getByTestId("header-menu").click();
  await personal.waitFor();
  return personal;
}

/** The login modal's form: fill demo's name and password (not measured). */
async function fillLogin(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.waitFor({ timeout: 60_000 });
  await dialog.getByRole("textbox", { name: "Username" }).fill(DEMO.username);
  // A password input has no role; its label ends with the required asterisk (hidden from assistive technology).
  await dialog.getByLabel(/^Password\*?$/).fill(DEMO.password);
  return dialog;
}

interface Step {
  name: string;
  /** performance.timeOrigin of the document the step happened in. */
  origin: number;
  window: PhaseWindow;
  watched: boolean;
  onScreenAt?: number;
}

export const INTERACTIONS = {
  login: "login submit (`/login`, demo)",
  centre: "open the member centre (logged in)",
  typing: "typing an amount (deposit, digit by digit)",
  search: "slots search on `/rng` (Enter)",
  menu: "open a vendor menu in the header (tap)",
} as const;

const TYPING_NOTE = "each keystroke in the deposit page's Amount field is an interaction, and the worst one counts.";

async function interactionsOnce(browser: Browser, url: string): Promise<Record<keyof typeof INTERACTIONS, InteractionRun>> {
  const context = await phoneContext(browser);
  context.setDefaultTimeout(60_000);
  try {
    await storeEnglish(context);
    await recordEvents(context);
    const page = await context.newPage();
    const cdp = await throttle(context, page, false);
    const out = {} as Record<keyof typeof INTERACTIONS, InteractionRun>;
    // Event Timing entries and performance.now() belong to one document: steps are settled before each navigation.
    let steps: Step[] = [];
    const origin = () => page.evaluate(() => performance.timeOrigin);
    const settle = async () => {
      await page.waitForTimeout(500);
      if (steps.some((s) => s.origin !== steps[0]!.origin) || (steps[0] && steps[0].origin !== (await origin()))) {
        throw new Error(`the page was reloaded during ${steps.map((s) => s.name).join(", ")}: its Event Timing entries are gone`);
      }
      const entries = await page.evaluate(() => (window as unknown as { __events: EventEntry[] }).__events);
      const byPhase = interactionsByPhase(entries, steps.map((s) => s.window));
      for (const s of steps) {
        const list = byPhase[s.name] ?? [];
        const startedAt = Math.min(s.window.startMs, ...entries.filter((e) => list.some((i) => i.id === e.interactionId)).map((e) => e.startTime));
        out[s.name as keyof typeof INTERACTIONS] = {
          worst: worstInteraction(list),
          count: list.length,
          ...(s.onScreenAt !== undefined ? { onScreenMs: Math.round(s.onScreenAt - startedAt) } : {}),
        };
      }
      steps = [];
    };
    const step = async (name: string, watchFor: Watch | null, act: () => Promise<unknown>, done: () => Promise<unknown>, text?: string) => {
      if (watchFor) await watch(page, watchFor, text);
      const documentOrigin = await origin();
      const startMs = await now(page);
      await act();
      await done();
      const onScreenAt = watchFor ? await seenAt(page) : undefined;
      await page.waitForTimeout(150);
      steps.push({ name, window: { name, startMs, endMs: await now(page) }, watched: !!watchFor, origin: documentOrigin, ...(onScreenAt ? { onScreenAt } : {}) });
    };

    // Login submit on /login.
    await page.goto(`${url}/login`);
    const dialog = await fillLogin(page);
    await quiet(page);
    const memberBar = page.getByTestId("member-bar");
    // Each step waits for its result with the page's own frame-by-frame watcher (a CSS check per frame), not with a
    // locator: Playwright's role queries run on the page's main thread and would delay the interaction measured.
    const submit = await tapper(dialog.getByRole("button", { name: "Log in", exact: true }));
    await step("login", "member-bar", submit, () => seenAt(page));
    await quiet(page);

    // The member centre: on a phone, Personal centre is behind the bar's Menu (opened first, not measured).
    const centre = page.getByRole("dialog", { name: "Member centre" });
    const personal = await personalCentre(page);
    await step("centre", "dialog", await tapper(personal), () => seenAt(page));
    await page.keyboard.press("Escape");
    await centre.waitFor({ state: "detached" });

    await settle();

    // Typing an amount on the deposit page (the session comes back from the tab's storage), digit by digit.
    await page.goto(`${url}/member/deposit`);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN }); // again, in case the renderer changed
    const amount = centre.getByLabel(/^Amount\*?$/);
    await amount.waitFor({ timeout: 60_000 });
    await quiet(page);
    await amount.tap();
    await page.waitForTimeout(300);
    await step("typing", null, () => amount.pressSequentially("1500", { delay: 150 }), () => page.waitForTimeout(100));
    await settle();

    // The slots page, then the search with Enter.
    await page.goto(`${url}/rng`);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await memberBar.waitFor();
    await waitForGrid(page);
    await quiet(page);
    const search = page.getByRole("searchbox", { name: "Search games by name" });
    await search.tap();
    await page.waitForTimeout(300);
    await quiet(page);
    // Typed quicker than the search's 300 ms pause, so it is Enter that asks the platform.
    await search.pressSequentially("dragon", { delay: 40 });
    await step("search", "search-results", () => search.press("Enter"), () => seenAt(page), "dragon");
    await quiet(page);

    // A vendor menu: on a touch screen the first tap on a header tab opens its menu (src/views/layout/category-menu.tsx).
    const main = page.getByRole("navigation", { name: "Main" });
    const live = main.getByRole("link", { name: "Live Casino" });
    await page.locator("nav a[aria-expanded]").first().waitFor({ state: "attached" }); // the menus' code is in
    await step("menu", "menu", await tapper(live), () => seenAt(page));
    await page.getByRole("region", { name: "Live Casino vendors" }).waitFor(); // the menu that opened is this tab's

    await settle();
    await cdp.detach().catch(() => undefined);
    return out;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Heap over route changes

async function heapOnce(browser: Browser, url: string, routeChanges: number, log: (line: string) => void): Promise<HeapResult> {
  const context = await phoneContext(browser);
  context.setDefaultTimeout(30_000);
  try {
    await storeEnglish(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${url}/login`);
    const dialog = await fillLogin(page);
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByTestId("member-bar").waitFor();
    await quiet(page);

    // The Main navigation's links that stay in the app (not the member-only buttons), by their addresses.
    const wanted = ["/", "/rng", "/live", "/fish", "/promotions", "/sports", "/pvp"];
    const paths = await page.getByRole("navigation", { name: "Main" }).evaluate(
      (nav, want) => want.filter((p) => nav.querySelector(`a[href="${p}"]`)),
      wanted,
    );
    if (paths.length < 3) throw new Error(`the header's Main navigation has too few links to walk: ${paths.join(", ")}`);

    const centre = page.getByRole("dialog", { name: "Member centre" });
    const dialogOnce = async () => {
      await (await personalCentre(page)).click();
      await centre.waitFor();
      await page.keyboard.press("Escape");
      await centre.waitFor({ state: "detached" });
    };
    /** `count` route changes in the page: a click on the next header link, every tenth the browser's back button. */
    const walk = (from: number, count: number) =>
      page.getByRole("navigation", { name: "Main" }).evaluate(
        async (nav, { from, count, paths }) => {
          const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const until = async (ok: () => boolean) => {
            const deadline = performance.now() + 15_000;
            while (!ok()) {
              if (performance.now() > deadline) throw new Error(`route change stuck at ${location.pathname}`);
              await new Promise((r) => setTimeout(r, 5));
            }
          };
          for (let i = from; i < from + count; i++) {
            const before = location.pathname;
            if (i % 10 === 9) history.back();
            else {
              let next = paths[i % paths.length]!;
              if (next === before) next = paths[(i + 1) % paths.length]!;
              const link = nav.querySelector<HTMLAnchorElement>(`a[href="${next}"]`);
              if (!link) throw new Error(`no header link to ${next}`);
              link.click();
            }
            await until(() => location.pathname !== before && !!document.querySelector("main h1, h1"));
            await frames();
          }
        },
        { from, count, paths },
      );
    const measure = async () => {
      await cdp.send("HeapProfiler.collectGarbage");
      await page.waitForTimeout(200);
      await cdp.send("HeapProfiler.collectGarbage");
      const heap = await cdp.send("Runtime.getHeapUsage");
      const dom = await cdp.send("Memory.getDOMCounters");
      return { used: heap.usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners };
    };

    // Warm-up: every path once and the dialog once, so code and data loaded on first use are not counted as growth.
    await walk(0, paths.length + 1);
    await dialogOnce();
    await quiet(page);
    const before = await measure();
    const started = Date.now();
    const batch = 100;
    let dialogs = 0;
    for (let done = 0; done < routeChanges; done += batch) {
      await walk(done, Math.min(batch, routeChanges - done));
      await dialogOnce();
      dialogs += 1;
      if ((done + batch) % 500 === 0) log(`[bench] player: ${done + batch} route changes…`);
    }
    const seconds = (Date.now() - started) / 1000;
    await quiet(page);
    const after = await measure();
    await cdp.detach().catch(() => undefined);
    return {
      routeChanges,
      dialogs,
      beforeBytes: before.used,
      afterBytes: after.used,
      domNodesBefore: before.nodes,
      domNodesAfter: after.nodes,
      listenersBefore: before.listeners,
      listenersAfter: after.listeners,
      seconds,
      paths,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------

export async function measurePlayer(options: PlayerOptions): Promise<PlayerReport> {
  const { chromePath, url, runs, reset } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const loadStart = loadavg();
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROME_FLAGS });
  try {
    const lcp: LcpRow[] = [];
    for (const page of PAGES) {
      const all: LcpRun[] = [];
      for (let i = 0; i < runs; i++) {
        await reset();
        const run = await lcpOnce(browser, url, page);
        log(`[bench] player LCP ${page} run ${i + 1}/${runs}: ${run.lcpMs} ms (${run.element.slice(0, 60)}), ${run.before.length} requests before it (load ${loadavg()[0]!.toFixed(2)})`);
        all.push(run);
      }
      lcp.push(lcpRow(page, all));
    }

    const perKind: Record<keyof typeof INTERACTIONS, InteractionRun[]> = { login: [], centre: [], typing: [], search: [], menu: [] };
    for (let i = 0; i < runs; i++) {
      await reset();
      const once = await interactionsOnce(browser, url);
      for (const key of Object.keys(perKind) as (keyof typeof INTERACTIONS)[]) perKind[key].push(once[key]);
      log(
        `[bench] player interactions run ${i + 1}/${runs}: ${(Object.keys(once) as (keyof typeof INTERACTIONS)[])
          .map((k) => `${k} ${once[k].worst ? `${once[k].worst!.durationMs} ms` : "<16 ms"}${once[k].onScreenMs !== undefined ? ` (on screen ${once[k].onScreenMs} ms)` : ""}`)
          .join(", ")} (load ${loadavg()[0]!.toFixed(2)})`,
      );
    }
    const interactions: InteractionRow[] = (Object.keys(INTERACTIONS) as (keyof typeof INTERACTIONS)[]).map((key) =>
      interactionRow(INTERACTIONS[key], perKind[key], key === "typing" ? TYPING_NOTE : undefined),
    );

    await reset();
    const heap = await heapOnce(browser, url, options.routeChanges ?? ROUTE_CHANGES, log);
    log(`[bench] player heap: ${(heap.beforeBytes / 1e6).toFixed(1)} MB → ${(heap.afterBytes / 1e6).toFixed(1)} MB over ${heap.routeChanges} route changes (${Math.round(heap.seconds)} s)`);

    return {
      setup: {
        network: `Slow 4G (${SLOW_4G.latency} ms request latency, ${((SLOW_4G.downloadThroughput * 8) / 1e6).toFixed(2)} Mbps down, ${((SLOW_4G.uploadThroughput * 8) / 1e3).toFixed(0)} kbps up)`,
        cpuSlowdown: CPU_SLOWDOWN,
        viewport: `${PHONE.viewport.width}×${PHONE.viewport.height} at DPR ${PHONE.deviceScaleFactor}`,
        runs,
        loadStart,
        loadEnd: loadavg(),
        date: new Date().toISOString(),
      },
      lcp,
      interactions,
      heap,
    };
  } finally {
    await browser.close();
  }
}
