/**
 * The site's one connection to the platform, made once per page: the language decision, the session store and the
 * platform client that reads both. The entry builds it with the configuration (src/app/early.ts) so that the
 * start-up calls leave early; the composition root (src/app/compose.ts) takes the same one over.
 */
import { createPlatformClient, type PlatformClient } from "../api/client.ts";
import type { AppConfig, Language } from "../config/schema.ts";
import { initialLanguage } from "../i18n/locale.ts";
import { createSessionStore, type SessionStore } from "./session.ts";
import { siteStorage } from "./site-storage.ts";
import { warmed, warmedFetch } from "./warm-start.ts";

export interface SitePlatform {
  client: PlatformClient;
  session: SessionStore;
  /** The language the site shows; the client sends it with every call. */
  language(): Language;
  setLanguage(language: Language): void;
  /** Who hears that the platform ended the session (an HTTP 401 on any call): the root app actor. */
  onSessionEnded(listener: () => void): void;
}

export function createSitePlatform(config: AppConfig, win: Window, fetchImpl?: typeof fetch): SitePlatform {
  let language = initialLanguage(siteStorage(win).local, config.supportLanguages, config.defaultLang);
  let sessionEnded: () => void = () => {};
  const session = createSessionStore(siteStorage(win).session, config.platform.merchant);
  // The start-up calls the HTML already sent are taken from there (src/app/warm-start.ts).
  const transport = warmed(win) ? warmedFetch(win, fetchImpl ?? ((input, init) => globalThis.fetch(input, init))) : fetchImpl;
  const client = createPlatformClient({
    baseURL: config.platform.baseUrl || win.location.origin,
    merchant: config.platform.merchant,
    getLanguage: () => language,
    session,
    onSessionEnded: () => sessionEnded(),
    slowMs: config.platform.slowMs,
    timeoutMs: config.platform.timeoutMs,
    ...(transport ? { fetch: transport } : {}),
  });
  return {
    client,
    session,
    language: () => language,
    setLanguage: (next) => {
      language = next;
    },
    onSessionEnded: (listener) => {
      sessionEnded = listener;
    },
  };
}
