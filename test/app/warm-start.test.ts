import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { startEarly } from "../../src/app/early.ts";
import { WARM_GLOBAL, WARM_PLACEHOLDERS, warmStart, warmed, warmedFetch, type WarmedRequest } from "../../src/app/warm-start.ts";
import { builtPlan, insertWarmStart, messageFiles, warmPlan, warmStartScript } from "../../scripts/vite/warm-start.ts";
import { SPLASH_ID } from "../../src/app/splash.ts";
import { TOKEN_KEY } from "../../src/app/session.ts";
import { initialLanguage, LANG_KEY } from "../../src/i18n/locale.ts";
import { testConfig } from "../render-app.tsx";
import { firstBanner } from "../../src/api/announcement-query.ts";
import { resolveImage } from "../../src/api/startup-calls.ts";
import type { WireAnnouncements } from "../../src/api/home-schemas.ts";
import { BANNER_GROUPS } from "../../machines/announcements/announcements.types.ts";
import type { ConfigResult } from "../../src/config/load-config.ts";

const config = testConfig();
/** As a build names each language's messages module. */
const MESSAGES = { pt: "/assets/messages-pt1.js", en: "/assets/messages-en1.js", zh: "/assets/messages-zh1.js" };
const plan = await warmPlan(config, MESSAGES);
const globalWindow = window as unknown as Record<string, unknown>;

/** Every request the page sent, as `METHOD path?query` (origin left out), in order. */
function recordRequests() {
  const sent: string[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    sent.push(`${init?.method ?? (input instanceof Request ? input.method : "GET")} ${url.pathname}${url.search}`);
    return real(input, init);
  });
  return sent;
}

const platformCalls = (sent: readonly string[]) => sent.filter((line) => /\/(wps|lgw)\//.test(line));

function earlyAt(path: string) {
  window.history.replaceState(null, "", path);
  const result: ConfigResult = { ok: true, config };
  return startEarly(window, () => Promise.resolve(result));
}

beforeEach(() => {
  document.body.innerHTML = `<div id="root"><div id="${SPLASH_ID}" role="status"><span></span></div></div>`;
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  delete globalWindow[WARM_GLOBAL];
  document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"][as="image"]').forEach((link) => link.remove());
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
  document.body.replaceChildren();
});

describe("the start-up calls sent with the HTML (index.html's inline script)", () => {
  it("are the requests the app's own early start sends for the page, each sent once: the app takes the answers on their way", async () => {
    for (const [path, first] of [
      ["/", "/wps/relay/MCSFE_getListAnnouncements"],
      ["/rng", "/wps/relay/GCSGAME_gameList"],
    ] as const) {
      window.history.replaceState(null, "", path);
      const sent = recordRequests();
      warmStart(window, plan, WARM_PLACEHOLDERS, WARM_GLOBAL);
      const ahead = platformCalls(sent);
      expect(ahead[0]).toContain(first);
      expect(ahead).toContainEqual(expect.stringContaining("/wps/system/status?url="));
      const early = earlyAt(path);
      await Promise.all([early.startup, early.firstView]);
      // Every warmed request was taken by the client, and nothing went twice over the network.
      expect(globalWindow[WARM_GLOBAL]).toEqual([]);
      const calls = platformCalls(sent);
      expect(calls.length).toBeGreaterThan(ahead.length);
      expect(new Set(calls).size).toBe(calls.length);
      delete globalWindow[WARM_GLOBAL];
      vi.restoreAllMocks();
    }
  });

  it("sends only what the page's first view waits for: the permission call, and the banners on home or the games and vendors on /rng", () => {
    const paths = (page: string) => [...(plan.pages[page] ?? []), ...plan.calls].map((call) => new URL(call.url).pathname);
    expect(paths("/")).toEqual(["/wps/relay/MCSFE_getListAnnouncements", "/wps/system/status"]);
    expect(paths("/login")).toEqual(["/wps/relay/MCSFE_getListAnnouncements", "/wps/system/status"]);
    expect(paths("/rng")).toEqual(["/wps/relay/GCSGAME_gameList", "/wps/relay/GCSGAME_newGameVendor", "/wps/system/status"]);
    expect(paths("/live")).toEqual(["/wps/system/status"]);
  });

  it("does not ask ahead for the slots page's games when its address names a vendor (?page=5G): that is another question", () => {
    window.history.replaceState(null, "", "/rng?page=5G");
    const sent = recordRequests();
    warmStart(window, plan, WARM_PLACEHOLDERS, WARM_GLOBAL);
    expect(platformCalls(sent).map((line) => line.split("?")[0])).toEqual(["GET /wps/relay/GCSGAME_newGameVendor", "GET /wps/system/status"]);
  });

  it("asks in the visitor's stored language when the site offers it, else in the site's default: the language the app picks", () => {
    window.history.replaceState(null, "", "/rng");
    const sent = recordRequests();
    const appLanguage = () => initialLanguage(localStorage, config.supportLanguages, config.defaultLang);
    localStorage.setItem(LANG_KEY, "en");
    expect(appLanguage()).toBe("en");
    warmStart(window, plan, WARM_PLACEHOLDERS, WARM_GLOBAL);
    const english = globalWindow[WARM_GLOBAL] as WarmedRequest[];
    expect(english.every((request) => request.headers.language === "EN")).toBe(true);
    expect(english[0]!.url).toContain("language=en");
    localStorage.setItem(LANG_KEY, "xx");
    expect(appLanguage()).toBe(config.defaultLang);
    warmStart(window, plan, WARM_PLACEHOLDERS, WARM_GLOBAL);
    const fallback = globalWindow[WARM_GLOBAL] as WarmedRequest[];
    expect(fallback.every((request) => request.headers.language === config.defaultLang.toUpperCase())).toBe(true);
    expect(fallback[0]!.url).toContain(`language=${config.defaultLang}`);
    expect(platformCalls(sent)).toHaveLength(english.length + fallback.length);
  });

  it("is taken whole by the app in a stored language too: the script's language decision and the app's agree", async () => {
    window.history.replaceState(null, "", "/");
    localStorage.setItem(LANG_KEY, "en");
    const sent = recordRequests();
    warmStart(window, plan, WARM_PLACEHOLDERS, WARM_GLOBAL);
    const early = earlyAt("/");
    await Promise.all([early.startup, early.firstView]);
    expect(globalWindow[WARM_GLOBAL]).toEqual([]);
    const calls = platformCalls(sent);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it("asks for a home page's first banner as soon as the announcements answer, the picture the app's first view then shows", async () => {
    window.history.replaceState(null, "", "/");
    const bannerLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    warmStart(window, plan, WARM_PLACEHOLDERS, WARM_GLOBAL);
    // No script of the app has run: the inline script read the answer itself.
    await expect.poll(() => bannerLinks().length).toBe(1);
    const [link] = bannerLinks();
    expect(link!.getAttribute("fetchpriority")).toBe("high");
    const early = earlyAt("/");
    await Promise.all([early.startup, early.firstView]);
    // The app takes the same answer, draws that picture, and does not ask for it a second time.
    expect(globalWindow[WARM_GLOBAL]).toEqual([]);
    expect(bannerLinks()).toHaveLength(1);
    expect([...document.querySelectorAll<HTMLImageElement>("#root img")].map((image) => image.src)).toContain(link!.href);
    link!.remove();
  });

  it("asks for no banner when the announcements answer is unusable (not JSON, a failure, no banner of the group)", async () => {
    window.history.replaceState(null, "", "/");
    for (const answer of [
      new Response("<html>maintenance</html>", { status: 200 }),
      Response.json({ success: false, value: null }),
      Response.json({ success: true, value: { banners: [{ groupName: "w_login", url: "/b.png", sequence: 1 }, { groupName: "w_home", url: 5 }] } }),
      new Response("{}", { status: 503 }),
    ]) {
      const answered = Promise.resolve(answer);
      vi.spyOn(globalThis, "fetch").mockImplementation(() => answered);
      warmStart(window, plan, WARM_PLACEHOLDERS, WARM_GLOBAL);
      const [announcements] = globalWindow[WARM_GLOBAL] as WarmedRequest[];
      await announcements!.response;
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(0);
      vi.restoreAllMocks();
    }
  });

  /** The build's plan for an operator whose banners come from the image CDN `cdn`. */
  const withImageCdn = (cdn: string) => ({ ...plan, pages: { "/": plan.pages["/"]!.map((call) => (call.banner ? { ...call, banner: { ...call.banner, cdn } } : call)) } });

  it("asks for the first banner of the home group by the platform's sequence, under the image CDN", async () => {
    window.history.replaceState(null, "", "/");
    const cdnPlan = withImageCdn("https://img.example.com/");
    const banners = [
      { groupName: "w_home", url: "/TCG_PROD_IMAGES/BANNER/b.png", sequence: 2 },
      { groupName: "w_login", url: "/TCG_PROD_IMAGES/BANNER/login.png", sequence: 0 },
      { groupName: "w_home", url: "TCG_PROD_IMAGES/BANNER/a.png", sequence: 1 },
      { groupName: "w_home", url: "/TCG_PROD_IMAGES/BANNER/a2.png", sequence: 1 },
    ];
    vi.spyOn(globalThis, "fetch").mockImplementation(() => Promise.resolve(Response.json({ success: true, value: { banners } })));
    warmStart(window, cdnPlan, WARM_PLACEHOLDERS, WARM_GLOBAL);
    const href = () => document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href;
    await expect.poll(href).toBe(resolveImage(firstBanner({ banners } as unknown as WireAnnouncements, BANNER_GROUPS.home)!.url, "https://img.example.com/"));
    expect(href()).toBe("https://img.example.com/TCG_PROD_IMAGES/BANNER/a.png");
    document.head.querySelector('link[rel="preload"][as="image"]')!.remove();
  });

  it("asks for the banner once when the app, reading the same answer, asked for it first (a busy machine)", async () => {
    window.history.replaceState(null, "", "/");
    const cdnPlan = withImageCdn("https://img.example.com/");
    const banners = [{ groupName: "w_home", url: "/TCG_PROD_IMAGES/BANNER/a.png", sequence: 1 }];
    vi.spyOn(globalThis, "fetch").mockImplementation(() => Promise.resolve(Response.json({ success: true, value: { banners } })));
    warmStart(window, cdnPlan, WARM_PLACEHOLDERS, WARM_GLOBAL);
    const [announcements] = globalWindow[WARM_GLOBAL] as WarmedRequest[];
    // The app's link, in before the inline script has read the answer.
    const early = document.createElement("link");
    early.rel = "preload";
    early.setAttribute("as", "image");
    early.href = "https://img.example.com/TCG_PROD_IMAGES/BANNER/a.png";
    document.head.appendChild(early);
    await announcements!.response;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href)).toEqual([early.href]);
    early.remove();
  });

  it("sends nothing for a signed-in visitor, whose calls carry the session token", () => {
    const sent = recordRequests();
    sessionStorage.setItem(TOKEN_KEY, "t-1");
    warmStart(window, plan, WARM_PLACEHOLDERS, WARM_GLOBAL);
    expect(platformCalls(sent)).toEqual([]);
    expect(warmed(window)).toBe(false);
  });

  it("treats a visitor whose browser blocks storage as a guest in the default language", () => {
    const fetch = vi.fn((..._args: Parameters<typeof globalThis.fetch>) => new Promise<Response>(() => undefined));
    const blocked = {
      location: { origin: "https://site.example", host: "site.example", pathname: "/" },
      fetch,
      get localStorage(): Storage {
        throw new DOMException("blocked", "SecurityError");
      },
      get sessionStorage(): Storage {
        throw new DOMException("blocked", "SecurityError");
      },
    } as unknown as Window;
    warmStart(blocked, plan, WARM_PLACEHOLDERS, WARM_GLOBAL);
    // (The test configuration names the platform's own origin; the shipped one uses the site's.)
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      expect.stringMatching(new RegExp(`^${config.platform.baseUrl}/wps/relay/MCSFE_getListAnnouncements\\?`)),
      `${config.platform.baseUrl}/wps/system/status?url=site.example`,
    ]);
    const sent = fetch.mock.calls as unknown as [string, { headers: Record<string, string> }][];
    expect(sent.map(([, init]) => init.headers.language)).toEqual([config.defaultLang.toUpperCase(), config.defaultLang.toUpperCase()]);
  });

  it("runs as the inline script the build writes into index.html, right after the configuration's preload", () => {
    const script = warmStartScript(plan);
    const html = insertWarmStart('<head>\n    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />\n    <title>x</title></head>', script);
    expect(html).toMatch(/config\.json"[^>]*>\n {4}<script>\(function warmStart/);
    const sent = recordRequests();
    new Function("window", script)(window);
    expect(platformCalls(sent)).toHaveLength(plan.pages["/"]!.length + plan.calls.length);
  });
});

describe("the language's messages asked for with the HTML", () => {
  const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

  it("are asked for on a page whose first view has texts (the slots page, a sign-in form, any other page), not on a home page", () => {
    for (const [path, asked] of [
      ["/rng", true],
      ["/login", true],
      ["/register", true],
      ["/live", true],
      ["/member/deposit", false],
      ["/", false],
      ["/HOME/", false],
      ["/index.html", false],
    ] as const) {
      window.history.replaceState(null, "", path);
      warmStart(window, plan, WARM_PLACEHOLDERS, WARM_GLOBAL);
      expect({ path, links: preloaded() }).toEqual({ path, links: asked ? [MESSAGES[config.defaultLang as keyof typeof MESSAGES]] : [] });
      document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"][as="image"]').forEach((link) => link.remove());
    }
  });

  it("are the app's language's, the ones its first view waits for, and a member's too (nothing signed goes with them)", async () => {
    window.history.replaceState(null, "", "/rng");
    localStorage.setItem(LANG_KEY, "en");
    sessionStorage.setItem(TOKEN_KEY, "t-1");
    const sent = recordRequests();
    warmStart(window, plan, WARM_PLACEHOLDERS, WARM_GLOBAL);
    expect(initialLanguage(localStorage, config.supportLanguages, config.defaultLang)).toBe("en");
    expect(preloaded()).toEqual([MESSAGES.en]);
    expect(platformCalls(sent)).toEqual([]);
  });

  it("are found in a build's output by the module each language's messages compile from", () => {
    const chunk = (fileName: string, facadeModuleId: string | null) => ({ type: "chunk", fileName, facadeModuleId });
    const bundle = {
      a: chunk("assets/messages-Ab1.js", "/repo/locales/pt/messages.po"),
      b: chunk("assets/messages-Cd2.js", "/repo/locales/en/messages.po"),
      c: chunk("assets/agent-Ef3.js", "/repo/locales/en/agent.po"),
      d: chunk("assets/app-Gh4.js", null),
      e: { type: "asset", fileName: "assets/messages-x.css" },
    } as unknown as Parameters<typeof messageFiles>[0];
    expect(messageFiles(bundle, "/shop/")).toEqual({ pt: "/shop/assets/messages-Ab1.js", en: "/shop/assets/messages-Cd2.js" });
  });
});

describe("a built site's config.json edited after the build (scripts/warm-start.ts)", () => {
  it("gets the inline script written again for it: the new merchant's requests replace the old, index.html's compressed copies too", () => {
    const dir = mkdtempSync(join(tmpdir(), "warm-"));
    const html = insertWarmStart('<head>\n    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />\n  </head>', warmStartScript(plan));
    writeFileSync(join(dir, "index.html"), html);
    writeFileSync(join(dir, "index.html.br"), "stale");
    const shipped = JSON.parse(readFileSync("public/config.json", "utf8")) as { platform: Record<string, unknown> };
    writeFileSync(join(dir, "config.json"), JSON.stringify({ ...shipped, platform: { ...shipped.platform, merchant: "other01" } }));
    execFileSync(process.execPath, ["--import", "tsx", "scripts/warm-start.ts", dir], { stdio: "pipe" });
    const written = readFileSync(join(dir, "index.html"), "utf8");
    expect(written.match(/function warmStart/g)).toHaveLength(1);
    expect(written).toContain('"merchant":"other01"');
    expect(written).not.toContain(`"merchant":"${config.platform.merchant}"`);
    // The build's messages modules stay named: the configuration does not change them.
    expect(builtPlan(written)?.messages.files).toEqual(MESSAGES);
    expect(brotliDecompressSync(readFileSync(join(dir, "index.html.br"))).toString()).toBe(written);
  });
});

describe("the client's fetch over the warmed requests", () => {
  const answer = () => Promise.resolve(new Response("warm"));
  const setWarmed = (requests: WarmedRequest[]) => (globalWindow[WARM_GLOBAL] = requests);

  it("takes a warmed answer once, for the same address and headers; anything else goes over the network", async () => {
    setWarmed([{ url: `${location.origin}/a?x=1`, headers: { merchant: "m1" }, response: answer() }]);
    const network = vi.fn((..._args: Parameters<typeof fetch>) => Promise.resolve(new Response("network")));
    const fetch = warmedFetch(window, network);
    await expect(fetch(`${location.origin}/a?x=1`, { headers: new Headers({ Merchant: "m2" }) }).then((r) => r.text())).resolves.toBe("network");
    await expect(fetch(`${location.origin}/a?x=1`, { method: "POST", headers: { Merchant: "m1" }, body: "{}" }).then((r) => r.text())).resolves.toBe("network");
    await expect(fetch(`${location.origin}/a?x=1`, { headers: new Headers({ Merchant: "m1" }) }).then((r) => r.text())).resolves.toBe("warm");
    await expect(fetch(`${location.origin}/a?x=1`, { headers: new Headers({ Merchant: "m1" }) }).then((r) => r.text())).resolves.toBe("network");
    expect(network).toHaveBeenCalledTimes(3);
  });

  it("keeps the client's time limit: a cancelled call does not wait for the warmed answer", async () => {
    setWarmed([{ url: `${location.origin}/a`, headers: {}, response: new Promise<Response>(() => undefined) }]);
    const controller = new AbortController();
    const pending = warmedFetch(window, vi.fn())(`${location.origin}/a`, { signal: controller.signal });
    controller.abort(new Error("slow"));
    await expect(pending).rejects.toThrow("slow");
  });

  it("passes a warmed request's network failure on to the client, which reports it as for its own request", async () => {
    setWarmed([{ url: `${location.origin}/a`, headers: {}, response: Promise.reject(new TypeError("Failed to fetch")) }]);
    await expect(warmedFetch(window, vi.fn())(`${location.origin}/a`, {})).rejects.toThrow("Failed to fetch");
  });
});
