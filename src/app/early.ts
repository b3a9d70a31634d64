/**
 * The first moments of a page load, before React and the rest of the app have arrived: read the runtime
 * configuration, pick the language, and send the start-up calls and fetch the language's catalog, so that their
 * answers are in before the app's JavaScript (on a phone its download is most of a first load) has run. The boot
 * machine's first calls then take these answers instead of asking again; so do the announcements (home banners) and,
 * on the slots page, the catalogue's first game list. On home and slots pages it then draws the page's first view
 * (src/app/first-view.ts). Small on purpose: it is the whole entry chunk (see vite.config.ts); the app chunk is
 * asked for once the first view is on screen (src/entry.ts).
 */
import { loadConfig, type ConfigResult } from "../config/load-config.ts";
import { resolveImage, startStartupCalls, type StartupCalls } from "../api/startup-calls.ts";
import { likelyLanguage } from "../i18n/locale.ts";
import { msg } from "@lingui/core/macro";
import { activateLocale, i18n, prefetchCatalog } from "../i18n/i18n.ts";
import { createSitePlatform, type SitePlatform } from "./platform.ts";
import { firstBanner, requestAnnouncements } from "../api/announcement-query.ts";
import { firstCatalogueQuery, requestGamePage, type EarlyGamePage } from "../api/game-page-query.ts";
import { toGameSummary } from "../api/games-api.ts";
import { EAGER_TILES } from "../../machines/games/games.types.ts";
import { BANNER_GROUPS } from "../../machines/announcements/announcements.types.ts";
import { paintSplash } from "./splash.ts";
import { appWaitsForFirstView, drawsHomeTop, firstPage } from "./first-page.ts";
import { imageReady, paintCatalogueView, paintFirstView, type CatalogueViewContent } from "./first-view.ts";
import { toCategories } from "../../machines/boot/categories.ts";
import { findCatalogueVendor, toCatalogueVendor } from "../../machines/catalogue/catalogue-vendors.ts";
import type { VendorLane } from "../../machines/boot/boot.types.ts";
import type { WireGameList } from "../api/game-schemas.ts";
import { layoutFor } from "./layout-rules.ts";
import { rememberedHeaderTop } from "./header-memory.ts";
import { yieldToMain } from "./yield.ts";
import { warmFonts } from "./font-warmup.ts";
import { themeClass } from "../theme/themes.css.ts";
import { siteStorage } from "./site-storage.ts";
import { warmed } from "./warm-start.ts";

/** How long the loading screen's logo and the messages wait for the answer the page's largest picture needs. */
const PICTURE_WAIT_MS = 300;

/**
 * Asks for a picture now, at high priority; the `<img>` drawn later with the same address takes this response. Once:
 * the HTML's inline script may have asked for it already (a home page's banner, src/app/warm-start.ts), and it, reading
 * the same answer, skips the picture when this asked first.
 */
function preloadImage(doc: Document, href: string) {
  const absolute = new URL(href, doc.baseURI).href;
  for (const asked of doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')) if (asked.href === absolute) return;
  const link = doc.createElement("link");
  link.rel = "preload";
  link.setAttribute("as", "image");
  link.href = href;
  link.setAttribute("fetchpriority", "high");
  doc.head.appendChild(link);
}

/** The start-up calls and the one platform connection (src/app/platform.ts) that sent them, which the app takes over. */
export interface EarlyCalls extends StartupCalls {
  platform: SitePlatform;
}

export interface EarlyStart {
  config: Promise<ConfigResult>;
  /** The start-up calls on their way, with the platform they went through; null when the configuration is unusable. */
  startup: Promise<EarlyCalls | null>;
  /**
   * Settles once the first view of a home or slots page has been drawn, its pictures have arrived and the shell's
   * lists (countries, vendor lanes, help) are in (src/app/first-view.ts), or at once when there is none to draw
   * (another page, the site closed, no banner, the permission call failed), so the app's long first run comes after
   * the picture rather than before it. True when it drew; never rejects.
   */
  firstView: Promise<boolean>;
  /**
   * For a signed-in visitor, whose header shows the balance as soon as it arrives: loads the language's number and
   * date formatting data now (the first formatter of a page costs tens of milliseconds on a phone), in the wait
   * while the app's JavaScript downloads, instead of in the middle of drawing the header. A guest's first screen
   * formats nothing (home draws its dates and amounts only when scrolled near), so a guest does not pay for it.
   * Does nothing before the configuration is in.
   */
  warmUp(): void;
}

/** Creates one number, date and plural formatter for the language, as Lingui will (its locales, then "en"). */
export function warmFormatters(language: string): void {
  const locales = [language, "en"];
  new Intl.NumberFormat(locales).format(1);
  new Intl.DateTimeFormat(locales, { dateStyle: "short" }).format(0);
  new Intl.PluralRules(locales).select(1);
}

/**
 * What the slots page's first view shows, as the page will (src/views/catalogue/catalogue-page.tsx): the RNG lane's
 * vendors, the one asked for, and the first tiles. Null when the page will show something else first: a vendor the
 * lane does not have (the page shows every vendor with a note), or no games (its empty state).
 */
export function catalogueView(
  lanes: readonly VendorLane[],
  asked: string | undefined,
  list: WireGameList,
  imageCdn: string,
): Pick<CatalogueViewContent, "texts" | "vendors" | "current" | "games"> | null {
  const vendors = (toCategories(lanes).find((category) => category.id === "RNG")?.vendors ?? []).map(toCatalogueVendor);
  const current = findCatalogueVendor(vendors, asked);
  if ((asked && !current) || list.games.length === 0) return null;
  const names = new Map(vendors.map((v) => [v.code, v.name]));
  return {
    texts: {
      title: i18n._(msg`Slots`),
      providers: i18n._(msg`Providers`),
      allProviders: i18n._(msg`All providers`),
      search: i18n._(msg`Search games by name`),
      play: i18n._(msg`Play`),
      trial: i18n._(msg`Free trial`),
      hot: i18n._(msg`Hot`),
    },
    vendors,
    current: current?.code ?? null,
    games: list.games.slice(0, EAGER_TILES).map((wire) => {
      const game = toGameSummary(wire, imageCdn);
      return { icon: game.icon, name: game.name, vendor: names.get(game.vendor) || game.vendor, trial: game.trial, hot: game.hot };
    }),
  };
}

export function startEarly(win: Window, load: typeof loadConfig = loadConfig): EarlyStart {
  const config = load();
  // The language's messages leave with the configuration rather than after it: on a phone's connection that is a
  // round trip sooner, and the slots page's first view and a sign-in form wait for them (ADR 0011). A home page's
  // first view has no texts: there they would only hold one of the browser's six connections while the banner's
  // picture waits for one (ADR 0015), so they leave with the app's own start.
  const likely = likelyLanguage(siteStorage(win).local, win.document.documentElement.lang);
  const homeFirst = firstPage(win.location.pathname) === "home" && appWaitsForFirstView(win.location.pathname);
  if (likely && !homeFirst) prefetchCatalog(likely);
  let chosen: string | null = null;
  /** The language's messages (the slots page's first view has texts). */
  let catalog: Promise<void> = Promise.resolve();
  let signedIn = false;
  // In a few short tasks rather than one: on a phone, reading the configuration and preparing each call costs tens
  // of milliseconds, and nothing here needs to happen in one go.
  const startup = config.then(async (result) => {
    if (!result.ok) return null;
    const { config: app } = result;
    const platform = createSitePlatform(app, win);
    const { client, session } = platform;
    const language = platform.language();
    // The call the page's largest picture waits for leaves first (the banners on a home page, the first games on the
    // slots page), then the start-up calls: over HTTP/1.1 a browser opens six connections to a host, and on a phone's
    // connection a call queued behind the others waited half a second for one (ADR 0011).
    const page = firstPage(win.location.pathname);
    const loggedIn = session.getToken() !== null;
    signedIn = loggedIn;
    const askAnnouncements = () => {
      const asked = { loggedIn, language, value: requestAnnouncements(client, loggedIn) };
      asked.value.catch(() => undefined);
      return asked;
    };
    let announcements: ReturnType<typeof askAnnouncements> | undefined;
    /** Settles once the page's largest pictures have been asked for (or their call failed). */
    let picturesAsked: Promise<void> | undefined;
    if (page === "home") {
      const asked = (announcements = askAnnouncements());
      // Pages that draw the home page show its first banner at the top: fetch that picture as soon as its address is known.
      picturesAsked = asked.value.then(
        (value) => {
          const banner = firstBanner(value, BANNER_GROUPS.home);
          if (banner) preloadImage(win.document, resolveImage(banner.url, app.imageCdn));
        },
        () => undefined,
      );
    }
    // The slots page: its first page of games, and the first tiles' pictures as soon as it answers.
    let gamePage: EarlyGamePage | undefined;
    if (page === "catalogue") {
      const query = firstCatalogueQuery(win.location.search);
      const asked: EarlyGamePage = (gamePage = { query, language, value: requestGamePage(client, query, app.platform.merchant, language) });
      picturesAsked = asked.value.then(
        (list) => {
          asked.answer = list;
          for (const game of list.games.slice(0, EAGER_TILES)) preloadImage(win.document, toGameSummary(game, app.imageCdn).icon);
        },
        () => undefined,
      );
    }
    // When the HTML sent these calls (src/app/warm-start.ts), their answers are usually in by now: the pictures are
    // asked for before the brand's logo and the messages, which would otherwise hold the connections they wait for
    // (ADR 0015). A slow answer holds the loading screen's logo back for PICTURE_WAIT_MS at most.
    if (picturesAsked && warmed(win)) await Promise.race([picturesAsked, new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))]);
    paintSplash(win.document, app.brand);
    // The fonts the pages are drawn in, prepared in the same layout as the brand's name: before the first contentful
    // paint, while the page has nothing else in flight (src/app/font-warmup.ts).
    warmFonts(win.document, themeClass[app.brand.theme], language);
    await yieldToMain();
    chosen = language;
    catalog = activateLocale(language);
    catalog.catch(() => undefined);
    await yieldToMain();
    const calls = await startStartupCalls(client, { merchant: app.platform.merchant, imageCdn: app.imageCdn, host: win.location.host, language }, yieldToMain);
    // Other pages' announcements (their popups and notices) leave after the start-up calls.
    if (!announcements) {
      await yieldToMain();
      announcements = askAnnouncements();
    }
    return { ...calls, platform, announcements, ...(gamePage ? { gamePage } : {}) };
  });
  const firstView = Promise.all([config, startup]).then(async ([result, calls]) => {
    if (!result.ok || !calls) return false;
    const { config: app } = result;
    const path = win.location.pathname;
    const shell = () => ({ brand: app.brand, headerTopHeight: rememberedHeaderTop(siteStorage(win).local, win.innerWidth), rightBar: layoutFor(path).rightBar });
    // Nothing of the site shows before the permission call has said it is open (SPEC §2).
    const siteOpen = async () => {
      const status = await calls.status;
      return !status.maintenance && !status.regionRestriction;
    };
    // The first view is drawn without the shell's lists, but the app waits for them so that its first render draws
    // the site rather than its checking screen.
    const listsIn = () => Promise.allSettled([calls.countries, calls.lanes, calls.help]).then(() => true);
    if (calls.gamePage) {
      // The slots page, for a guest (a member's page has the favourites and recent tabs): its first tiles.
      if (app.loginToHome || calls.announcements.loggedIn) return false;
      const [open, lanes, list] = await Promise.all([siteOpen(), calls.lanes, calls.gamePage.value, catalog]);
      if (!open) return false;
      await yieldToMain(); // (the list's answer has just added the tiles' preloads: drawing is a task of its own)
      const content = catalogueView(lanes, calls.gamePage.query.vendor, list, app.imageCdn);
      if (!content) return false;
      const images = paintCatalogueView(win.document, { ...shell(), ...content });
      if (!images) return false;
      await Promise.all(images.map(imageReady));
      return listsIn();
    }
    if (!drawsHomeTop(path) || (app.loginToHome && !calls.announcements.loggedIn)) return false;
    const [open, value] = await Promise.all([siteOpen(), calls.announcements.value]);
    if (!open) return false;
    const banner = firstBanner(value, BANNER_GROUPS.home);
    if (!banner) return false;
    const image = paintFirstView(win.document, { ...shell(), banner: { src: resolveImage(banner.url, app.imageCdn), alt: banner.title ?? "" } });
    if (!image) return false;
    await imageReady(image);
    return listsIn();
  });
  return {
    config,
    startup,
    firstView: firstView.catch(() => false),
    warmUp() {
      if (chosen && signedIn) warmFormatters(chosen);
    },
  };
}
