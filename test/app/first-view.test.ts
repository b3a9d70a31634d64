import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { catalogueView, startEarly } from "../../src/app/early.ts";
import type { WireGameList } from "../../src/api/game-schemas.ts";
import * as catalogueCss from "../../src/views/catalogue/catalogue.css.ts";
import * as gamesCss from "../../src/views/games/games.css.ts";
import { toGameSummary } from "../../src/api/games-api.ts";
import { FIRST_VIEW, paintFirstView } from "../../src/app/first-view.ts";
import { SPLASH_ID } from "../../src/app/splash.ts";
import * as layout from "../../src/views/layout/layout.css.ts";
import * as bannerCss from "../../src/views/announcements/announcements.css.ts";
import { themeClass } from "../../src/theme/themes.css.ts";
import { HEADER_MEMORY_KEY, rememberHeaderTop, rememberedHeaderTop } from "../../src/app/header-memory.ts";
import { applyPreset, patchScenario } from "../../src/sandbox/scenarios.ts";
import { nodeSandbox } from "../sandbox-server.ts";
import { BANNER_IMAGE_PATH } from "../../src/sandbox/seed/banners.ts";
import { testConfig } from "../render-app.tsx";
import { TOKEN_KEY } from "../../src/app/session.ts";
import type { ConfigResult } from "../../src/config/load-config.ts";

const { store } = nodeSandbox;

function mountSplash() {
  document.body.innerHTML = `<div id="root"><div id="${SPLASH_ID}" role="status"><span></span></div></div>`;
}

function earlyAt(path: string, overrides: Record<string, unknown> = {}) {
  window.history.replaceState(null, "", path);
  const config: ConfigResult = { ok: true, config: testConfig(overrides) };
  return startEarly(window, () => Promise.resolve(config));
}

beforeEach(() => {
  mountSplash();
  document.documentElement.className = "";
});

afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.body.replaceChildren();
});

describe("the first view of a home page (drawn before the app runs)", () => {
  it("replaces the loading screen with the header bar and the first w_home banner, in the app's own layout classes", async () => {
    const early = earlyAt("/");
    await expect(early.firstView).resolves.toBe(true);

    expect(document.getElementById(SPLASH_ID)).toBeNull();
    const view = document.getElementById(FIRST_VIEW)!;
    expect(view).toHaveAttribute("role", "status");
    expect(view).toHaveAttribute("aria-busy", "true");
    expect(view).toHaveClass(layout.shell);
    expect(document.documentElement).toHaveClass(themeClass.aurora);

    const header = view.querySelector("header")!;
    expect(header).toHaveClass(layout.header);
    expect(header.querySelector(`.${layout.brand}`)).toHaveTextContent("Aurora Play");
    expect(header.querySelector("img")).toHaveAttribute("src", "/brands/aurora/logo.png");

    // The banner the carousel shows first (lowest sequence of the w_home group), with its title as the text.
    const image = view.querySelector(`.${bannerCss.viewport} img`)!;
    expect(image).toHaveClass(bannerCss.slideImage);
    expect(image.getAttribute("src")).toBe(`${BANNER_IMAGE_PATH}/5001-pt.svg`);
    // In the site's language (Portuguese by default): the platform answers a banner's title in the request's language.
    expect(image).toHaveAttribute("alt", "Bônus de boas-vindas 100%");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "360");
    // Home has the right bar: the page is narrowed as the app will narrow it.
    expect(view.querySelector(`.${layout.withRightBar}`)).not.toBeNull();
    // Nothing in the picture can be used: no links, no buttons, no fields.
    expect(view.querySelectorAll("a, button, input, select, [tabindex]")).toHaveLength(0);
  });

  it("sends first the call the page's largest picture waits for: the banners on home, the first games on the slots page", async () => {
    const fetched = vi.spyOn(globalThis, "fetch");
    const platformCalls = () =>
      fetched.mock.calls
        .map(([input]) => (input instanceof Request ? input.url : String(input)))
        .filter((url) => /\/(wps|lgw)\//.test(url))
        .map((url) => new URL(url, "http://site").pathname);
    const home = earlyAt("/");
    await Promise.all([home.startup, home.firstView]);
    expect(platformCalls()[0]).toBe("/wps/relay/MCSFE_getListAnnouncements");
    expect(platformCalls()).toContain("/wps/system/status");
    fetched.mockClear();
    mountSplash();
    const slots = earlyAt("/rng");
    await Promise.all([slots.startup, slots.firstView]);
    expect(platformCalls()[0]).toBe("/wps/relay/GCSGAME_gameList");
    // The announcements (popups, notices) still leave on that page, after the start-up calls.
    expect(platformCalls().at(-1)).toBe("/wps/relay/MCSFE_getListAnnouncements");
    expect(platformCalls()).toContain("/wps/system/status");
    fetched.mockRestore();
  });

  it("draws the home page's top under the sign-in modals too (/login, /register: the home page is under them)", async () => {
    for (const path of ["/login", "/register"]) {
      mountSplash();
      await expect(earlyAt(path).firstView).resolves.toBe(true);
      const image = document.getElementById(FIRST_VIEW)!.querySelector(`.${bannerCss.viewport} img`)!;
      expect(image.getAttribute("src")).toBe(`${BANNER_IMAGE_PATH}/5001-pt.svg`);
      document.getElementById(FIRST_VIEW)!.remove();
    }
  });

  it("draws nothing on a page other than home, the sign-in pages over it and the slots page", async () => {
    for (const path of ["/live", "/vip", "/member/deposit"]) {
      mountSplash();
      await expect(earlyAt(path).firstView).resolves.toBe(false);
      expect(document.getElementById(FIRST_VIEW)).toBeNull();
      expect(document.getElementById(SPLASH_ID)).not.toBeNull();
    }
  });

  it("draws nothing while the site is closed: maintenance or IP restriction (the permission call decides, SPEC §2)", async () => {
    for (const preset of ["maintenance", "restricted"]) {
      mountSplash();
      applyPreset(store, preset);
      await expect(earlyAt("/").firstView).resolves.toBe(false);
      expect(document.getElementById(FIRST_VIEW)).toBeNull();
      store.reset();
    }
  });

  it("draws nothing when a start-up call fails, so the app shows the failure with its retry", async () => {
    patchScenario(store, { failure: { mode: "http500", path: "/wps/system/status" } });
    await expect(earlyAt("/").firstView).resolves.toBe(false);
    expect(document.getElementById(FIRST_VIEW)).toBeNull();
  });

  it("draws nothing for a guest when only logged-in players reach home (loginToHome)", async () => {
    await expect(earlyAt("/", { loginToHome: true }).firstView).resolves.toBe(false);
    expect(document.getElementById(FIRST_VIEW)).toBeNull();
  });

  it("does not draw over the app once the app has replaced the loading screen", () => {
    document.body.innerHTML = '<div id="root"><div data-screen="site"></div></div>';
    const drawn = paintFirstView(document, {
      brand: { name: "Aurora Play", logo: "/logo.svg", theme: "aurora" },
      headerTopHeight: null,
      rightBar: true,
      banner: { src: "/b.png", alt: "Bonus" },
    });
    expect(drawn).toBeNull();
    expect(document.querySelector("[data-screen=site]")).not.toBeNull();
  });

  it("reserves the header row height the app drew at this window width on the last visit", async () => {
    rememberHeaderTop(localStorage, window.innerWidth, 132);
    await expect(earlyAt("/").firstView).resolves.toBe(true);
    const top = document.querySelector<HTMLElement>(`#${FIRST_VIEW} header .${layout.headerTop}`)!;
    expect(top.style.minHeight).toBe("132px");
  });

  it("reserves nothing on a first visit or when the window has another width", async () => {
    rememberHeaderTop(localStorage, window.innerWidth + 200, 132);
    await expect(earlyAt("/").firstView).resolves.toBe(true);
    const top = document.querySelector<HTMLElement>(`#${FIRST_VIEW} header .${layout.headerTop}`)!;
    expect(top.style.minHeight).toBe("");
  });
});

describe("the remembered header row height", () => {
  it("is kept per window width and read back only for that width", () => {
    rememberHeaderTop(localStorage, 390, 132.4);
    expect(rememberedHeaderTop(localStorage, 390)).toBe(132);
    expect(rememberedHeaderTop(localStorage, 1366)).toBeNull();
  });

  it("ignores missing, malformed and implausible values", () => {
    expect(rememberedHeaderTop(localStorage, 390)).toBeNull();
    localStorage.setItem(HEADER_MEMORY_KEY, "{not json");
    expect(rememberedHeaderTop(localStorage, 390)).toBeNull();
    localStorage.setItem(HEADER_MEMORY_KEY, JSON.stringify({ width: 390, height: 5000 }));
    expect(rememberedHeaderTop(localStorage, 390)).toBeNull();
    rememberHeaderTop(localStorage, 390, 0);
    expect(rememberedHeaderTop(localStorage, 390)).toBeNull();
  });

  it("survives a storage that refuses to write", () => {
    const full = { setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(() => rememberHeaderTop(full, 390, 132)).not.toThrow();
  });
});

describe("the formatting warm-up while the app's code downloads", () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  async function warmedFormatters(signedIn: boolean) {
    if (signedIn) sessionStorage.setItem(TOKEN_KEY, "token-of-a-member");
    const plural = vi.spyOn(Intl.PluralRules.prototype, "select");
    const early = earlyAt("/rng");
    await early.startup;
    early.warmUp();
    const calls = plural.mock.calls.length;
    plural.mockRestore();
    await early.firstView;
    return calls;
  }

  it("runs for a signed-in visitor, whose header shows the balance as soon as it arrives", async () => {
    expect(await warmedFormatters(true)).toBe(1);
  });

  it("is skipped for a guest, whose first screen formats no number or date", async () => {
    expect(await warmedFormatters(false)).toBe(0);
  });
});

describe("the slots page's first games, asked for before the app runs", () => {
  beforeEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it("asks for the ?page= vendor's first 21 games with the start-up calls and preloads the first tiles' pictures", async () => {
    const early = earlyAt("/rng?page=5G");
    const startup = await early.startup;
    expect(startup?.gamePage?.query).toEqual({ gameType: "RNG", vendor: "5G", pageNo: 1, pageSize: 21 });
    const list = await startup!.gamePage!.value;
    expect(list.games).toHaveLength(21);
    expect(list.games.every((game) => game.vassalage === "5G")).toBe(true);
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]').length).toBeGreaterThan(0));
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    // The tiles that load their pictures at once (EAGER_TILES), in the grid's order, at high priority.
    const icons = list.games.slice(0, 6).map((game) => toGameSummary(game, testConfig().imageCdn).icon);
    // (Earlier tests' entries on /rng may still be adding the same links: compare the distinct addresses.)
    expect([...new Set(preloads.map((link) => link.getAttribute("href")))]).toEqual(icons);
    await early.firstView;
    expect(preloads.every((link) => link.getAttribute("fetchpriority") === "high")).toBe(true);
  });

  it("asks for no games on other pages", async () => {
    for (const path of ["/", "/live", "/vip"]) {
      mountSplash();
      const early = earlyAt(path);
      expect((await early.startup)?.gamePage).toBeUndefined();
      await early.firstView;
    }
  });
});

/** A selector for an element with all of a (composed) style's classes. */
const classes = (className: string) => `.${className.split(" ").join(".")}`;

describe("the first view of the slots page (drawn before the app runs)", () => {
  afterEach(() => {
    sessionStorage.clear();
    store.reset();
  });

  it("draws the title, the providers with the one asked for marked, the search row and the first six tiles, in the page's own classes", async () => {
    const early = earlyAt("/rng?page=5G");
    await expect(early.firstView).resolves.toBe(true);
    const view = document.getElementById(FIRST_VIEW)!;
    expect(view).toHaveAttribute("role", "status");
    expect(view).toHaveAttribute("aria-busy", "true");
    expect(view.querySelector("header")).toHaveTextContent("Aurora Play");
    const page = view.querySelector(`.${catalogueCss.page}`)!;
    expect(page.querySelector(`h1.${catalogueCss.title}`)).toHaveTextContent("Slots");
    expect(page.querySelector(`h2.${catalogueCss.vendorHeading}`)).toHaveTextContent("Provedores");

    // The provider list: every slot vendor of the RNG lane after "every provider", the one asked for marked.
    const lanes = await (await early.startup)!.lanes;
    const rng = lanes.find((lane) => lane.title === "RNG")!.cards;
    const vendors = [...page.querySelectorAll(`.${catalogueCss.vendorList} > li`)];
    expect(vendors).toHaveLength(rng.length + 1);
    expect(vendors[0]).toHaveTextContent("Todos os provedores");
    expect(page.querySelectorAll("[aria-current=page]")).toHaveLength(1);
    expect(page.querySelector("[aria-current=page]")).toHaveTextContent("5G");

    expect(page.querySelector(`.${catalogueCss.searchLabel}`)).toHaveTextContent("Buscar jogos pelo nome");

    // The first tiles, as the page's grid draws them: picture (high priority), name, vendor, Play (and Free trial).
    const list = await (await early.startup)!.gamePage!.value;
    const tiles = [...page.querySelectorAll(`ul.${gamesCss.grid} > li.${gamesCss.tile}`)];
    expect(tiles).toHaveLength(6);
    tiles.forEach((tile, index) => {
      const game = toGameSummary(list.games[index]!, testConfig().imageCdn);
      const image = tile.querySelector("img")!;
      expect(image.getAttribute("src")).toBe(game.icon);
      expect(image).toHaveAttribute("alt", game.name);
      expect(image).toHaveAttribute("fetchpriority", "high");
      expect(tile.querySelector(`.${gamesCss.name}`)).toHaveTextContent(game.name);
      expect(tile.querySelector(`.${gamesCss.vendor}`)).toHaveTextContent("5G");
      expect(tile.querySelector(classes(gamesCss.play))).toHaveTextContent("Jogue");
      expect(tile.querySelector(classes(gamesCss.trial)) !== null).toBe(game.trial);
    });
    // Nothing in the picture can be used: no links, no buttons, no fields; assistive technology hears a busy region.
    expect(view.querySelectorAll("a, button, input, select, [tabindex]")).toHaveLength(0);
    expect([...view.children].every((child) => child.getAttribute("aria-hidden") === "true")).toBe(true);
  });

  it("marks every provider when no vendor is asked for", async () => {
    await expect(earlyAt("/rng").firstView).resolves.toBe(true);
    expect(document.querySelector(`#${FIRST_VIEW} [aria-current=page]`)).toHaveTextContent("Todos os provedores");
  });

  it("draws nothing where the page shows something else first: a member's tabs, an unknown vendor, the site closed, a failed game list, loginToHome", async () => {
    const cases: [string, () => void, Record<string, unknown>?][] = [
      ["/rng?page=5G", () => sessionStorage.setItem(TOKEN_KEY, "token-of-a-member")],
      ["/rng?page=NOPE", () => {}],
      ["/rng?page=5G", () => applyPreset(store, "maintenance")],
      ["/rng?page=5G", () => patchScenario(store, { failure: { mode: "http500", path: "/wps/relay/GCSGAME_gameList" } })],
      ["/rng?page=5G", () => {}, { loginToHome: true }],
    ];
    for (const [path, arrange, overrides] of cases) {
      mountSplash();
      arrange();
      await expect(earlyAt(path, overrides).firstView).resolves.toBe(false);
      expect(document.getElementById(FIRST_VIEW)).toBeNull();
      sessionStorage.clear();
      store.reset();
    }
  });
});

describe("what the slots page's first view shows", () => {
  const card = (vassalage: string, displayName: string) => ({ vassalage, displayName, icon: `/v/${vassalage}.png`, isHot: false, gameType: "RNG", isGame: "", gameCode: "", nodeId: 1 });
  const lanes = [
    { title: "RNG", gameClassify: "RNG", cards: [card("PG", "Pocket Games Soft"), card("5G", "Five G")] },
    { title: "LIVE", gameClassify: "LIVE", cards: [card("EVO", "Evolution")] },
  ];
  const wire = (vassalage: string, nodeId: number) => ({ nodeId, gameCode: `g${nodeId}`, gameName: `Game ${nodeId}`, vassalage, gameType: "RNG", showIcon: `/i/${nodeId}.png`, supportPlay: 0, isHot: 1 });
  const list = (games: ReturnType<typeof wire>[]) => ({ games, pageNum: 1, totalPages: 1, totalCount: games.length }) as unknown as WireGameList;

  it("lists the slot vendors only, matches the vendor asked for in any letter case, and names each tile's vendor", () => {
    const content = catalogueView(lanes, "pg", list([wire("PG", 1), wire("5G", 2)]), "");
    expect(content?.vendors.map((v) => v.code)).toEqual(["PG", "5G"]);
    expect(content?.current).toBe("PG");
    expect(content?.games.map((g) => [g.name, g.vendor, g.trial, g.hot])).toEqual([
      ["Game 1", "Pocket Games Soft", true, true],
      ["Game 2", "Five G", true, true],
    ]);
  });

  it("keeps to the tiles whose pictures load at once", () => {
    const content = catalogueView(lanes, undefined, list(Array.from({ length: 21 }, (_, i) => wire("PG", i + 1))), "");
    expect(content?.current).toBeNull();
    expect(content?.games).toHaveLength(6);
  });

  it("is nothing for a vendor the lane does not have or a page without games", () => {
    expect(catalogueView(lanes, "EVO", list([wire("EVO", 1)]), "")).toBeNull();
    expect(catalogueView(lanes, "PG", list([]), "")).toBeNull();
  });
});
