/**
 * The first moments of a page load, before React and the rest of the app have arrived: read the runtime
 * configuration, pick the language, and send the start-up calls and fetch the language's catalog, so that they
 * travel while the app's JavaScript downloads (on a phone that download is most of a first load). The boot
 * machine's first calls then take these answers instead of asking again. Small on purpose: it is the whole entry
 * chunk (see vite.config.ts, which also preloads the app chunk from index.html).
 */
import { loadConfig, type ConfigResult } from "../config/load-config.ts";
import { createPlatformClient } from "../api/client.ts";
import { startStartupCalls, type StartupCalls } from "../api/live-actors.ts";
import { initialLanguage } from "../i18n/locale.ts";
import { activateLocale } from "../i18n/i18n.ts";
import { createSessionStore } from "./session.ts";

export interface EarlyStart {
  config: Promise<ConfigResult>;
  /** The start-up calls on their way; null when the configuration is unusable. */
  startup: Promise<StartupCalls | null>;
}

export function startEarly(win: Window, load: typeof loadConfig = loadConfig): EarlyStart {
  const config = load();
  const startup = config.then((result) => {
    if (!result.ok) return null;
    const { config: app } = result;
    const language = initialLanguage(win.localStorage, app.supportLanguages, app.defaultLang);
    void activateLocale(language).catch(() => undefined);
    const client = createPlatformClient({
      baseURL: app.platform.baseUrl || win.location.origin,
      merchant: app.platform.merchant,
      getLanguage: () => language,
      session: createSessionStore(win.sessionStorage, app.platform.merchant),
      slowMs: app.platform.slowMs,
      timeoutMs: app.platform.timeoutMs,
    });
    return startStartupCalls(client, { merchant: app.platform.merchant, imageCdn: app.imageCdn, host: win.location.host, language });
  });
  return { config, startup };
}
