/**
 * The first moments of a page load, before React and the rest of the app have arrived: read the runtime
 * configuration, pick the language, and send the start-up calls and fetch the language's catalog, so that they
 * travel while the app's JavaScript downloads (on a phone that download is most of a first load). The boot
 * machine's first calls then take these answers instead of asking again. Small on purpose: it is the whole entry
 * chunk (see vite.config.ts, which also preloads the app chunk from index.html).
 */
import { loadConfig, type ConfigResult } from "../config/load-config.ts";
import { createPlatformClient } from "../api/client.ts";
import { resolveImage, startStartupCalls, type StartupCalls } from "../api/live-actors.ts";
import { initialLanguage } from "../i18n/locale.ts";
import { activateLocale } from "../i18n/i18n.ts";
import { createSessionStore } from "./session.ts";
import { firstBanner, requestAnnouncements } from "../api/announcement-query.ts";
import { firstCatalogueQuery, requestGamePage, type EarlyGamePage } from "../api/game-page-query.ts";
import { toGameSummary } from "../api/games-api.ts";
import { EAGER_TILES } from "../../machines/games/games.types.ts";

import { BANNER_GROUPS } from "../../machines/announcements/announcements.types.ts";
import { paintSplash } from "./splash.ts";
import { drawsHomeTop, firstPage } from "./first-page.ts";
import { imageReady, paintFirstView } from "./first-view.ts";
import { layoutFor } from "./layout-rules.ts";
import { rememberedHeaderTop } from "./header-memory.ts";

/** Asks for a picture now, at high priority; the `<img>` drawn later with the same address takes this response. */
function preloadImage(doc: Document, href: string) {
  const link = doc.createElement("link");
  link.rel = "preload";
  link.setAttribute("as", "image");
  link.href = href;
  link.setAttribute("fetchpriority", "high");
  doc.head.appendChild(link);
}

export interface EarlyStart {
  config: Promise<ConfigResult>;
  /** The start-up calls on their way; null when the configuration is unusable. */
  startup: Promise<StartupCalls | null>;
  /**
   * Settles once the first view of a home page has been drawn and its banner has arrived (src/app/first-view.ts),
   * or at once when there is none to draw (another page, the site closed, no banner, a call failed), so the app's
   * long first run comes after the picture rather than before it. True when it drew; never rejects.
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

export function startEarly(win: Window, load: typeof loadConfig = loadConfig): EarlyStart {
  const config = load();
  let chosen: string | null = null;
  let signedIn = false;
  const startup = config.then((result) => {
    if (!result.ok) return null;
    const { config: app } = result;
    paintSplash(win.document, app.brand);
    const language = initialLanguage(win.localStorage, app.supportLanguages, app.defaultLang);
    chosen = language;
    void activateLocale(language).catch(() => undefined);
    const session = createSessionStore(win.sessionStorage, app.platform.merchant);
    const client = createPlatformClient({
      baseURL: app.platform.baseUrl || win.location.origin,
      merchant: app.platform.merchant,
      getLanguage: () => language,
      session,
      slowMs: app.platform.slowMs,
      timeoutMs: app.platform.timeoutMs,
    });
    const calls = startStartupCalls(client, { merchant: app.platform.merchant, imageCdn: app.imageCdn, host: win.location.host, language });
    // The banners: on a first page the `w_home` banner is usually the largest picture, so its data leaves now too.
    const loggedIn = session.getToken() !== null;
    signedIn = loggedIn;
    const announcements = { loggedIn, language, value: requestAnnouncements(client, loggedIn) };
    announcements.value.catch(() => undefined);
    // Pages that draw the home page show its first banner at the top: fetch that picture as soon as its address is known.
    if (firstPage(win.location.pathname) === "home") {
      void announcements.value.then(
        (value) => {
          const banner = firstBanner(value, BANNER_GROUPS.home);
          if (banner) preloadImage(win.document, resolveImage(banner.url, app.imageCdn));
        },
        () => undefined,
      );
    }
    // The slots page: its first page of games leaves now too, and the first tiles' pictures as soon as it answers.
    let gamePage: EarlyGamePage | undefined;
    if (firstPage(win.location.pathname) === "catalogue") {
      const query = firstCatalogueQuery(win.location.search);
      gamePage = { query, language, value: requestGamePage(client, query, app.platform.merchant, language) };
      void gamePage.value.then(
        (list) => {
          for (const game of list.games.slice(0, EAGER_TILES)) preloadImage(win.document, toGameSummary(game, app.imageCdn).icon);
        },
        () => undefined,
      );
    }
    return { ...calls, announcements, ...(gamePage ? { gamePage } : {}) };
  });
  const firstView = Promise.all([config, startup]).then(async ([result, calls]) => {
    if (!result.ok || !calls) return false;
    const { config: app } = result;
    const path = win.location.pathname;
    if (!drawsHomeTop(path) || (app.loginToHome && !calls.announcements.loggedIn)) return false;
    // Nothing of the site shows before the permission call has said it is open (SPEC §2); the shell's lists are in
    // too, so the app's first render draws the site rather than its checking screen.
    const [status, value] = await Promise.all([calls.status, calls.announcements.value, calls.countries, calls.lanes, calls.help]);
    if (status.maintenance || status.regionRestriction) return false;
    const banner = firstBanner(value, BANNER_GROUPS.home);
    if (!banner) return false;
    const image = paintFirstView(win.document, {
      brand: app.brand,
      headerTopHeight: rememberedHeaderTop(win.localStorage, win.innerWidth),
      rightBar: layoutFor(path).rightBar,
      banner: { src: resolveImage(banner.url, app.imageCdn), alt: banner.title ?? "" },
    });
    if (!image) return false;
    await imageReady(image);
    return true;
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
