import { i18n, type Messages } from "@lingui/core";

export type CatalogLocale = "pt" | "en" | "ja" | "zh" | "id" | "th" | "vi" | "pseudo";
type Catalogs = Record<CatalogLocale, () => Promise<{ messages: Messages }>>;

/** The core catalogue: every text outside the areas below (lingui.config.ts), loaded before the first view. */
const catalogs: Catalogs = {
  pt: () => import("../../locales/pt/messages.po"),
  en: () => import("../../locales/en/messages.po"),
  ja: () => import("../../locales/ja/messages.po"),
  zh: () => import("../../locales/zh/messages.po"),
  id: () => import("../../locales/id/messages.po"),
  th: () => import("../../locales/th/messages.po"),
  vi: () => import("../../locales/vi/messages.po"),
  pseudo: () => import("../../locales/pseudo/messages.po"),
};

/**
 * The catalogues of areas no first route needs (lingui.config.ts lists their folders): each loads with its area's
 * code (`withCatalog`) or before its pages draw (`loadAreaCatalog`), so a player who never opens the area never
 * downloads its texts.
 */
const areaCatalogs = {
  agent: {
    pt: () => import("../../locales/pt/agent.po"),
    en: () => import("../../locales/en/agent.po"),
    ja: () => import("../../locales/ja/agent.po"),
    zh: () => import("../../locales/zh/agent.po"),
    id: () => import("../../locales/id/agent.po"),
    th: () => import("../../locales/th/agent.po"),
    vi: () => import("../../locales/vi/agent.po"),
    pseudo: () => import("../../locales/pseudo/agent.po"),
  },
  content: {
    pt: () => import("../../locales/pt/content.po"),
    en: () => import("../../locales/en/content.po"),
    ja: () => import("../../locales/ja/content.po"),
    zh: () => import("../../locales/zh/content.po"),
    id: () => import("../../locales/id/content.po"),
    th: () => import("../../locales/th/content.po"),
    vi: () => import("../../locales/vi/content.po"),
    pseudo: () => import("../../locales/pseudo/content.po"),
  },
  loyalty: {
    pt: () => import("../../locales/pt/loyalty.po"),
    en: () => import("../../locales/en/loyalty.po"),
    ja: () => import("../../locales/ja/loyalty.po"),
    zh: () => import("../../locales/zh/loyalty.po"),
    id: () => import("../../locales/id/loyalty.po"),
    th: () => import("../../locales/th/loyalty.po"),
    vi: () => import("../../locales/vi/loyalty.po"),
    pseudo: () => import("../../locales/pseudo/loyalty.po"),
  },
} satisfies Record<string, Catalogs>;

export type CatalogArea = keyof typeof areaCatalogs;

/** The areas whose texts are in use: a change of language loads theirs too. */
const areasInUse = new Set<CatalogArea>();

/**
 * Starts downloading one compiled catalog without activating it. Importing a module twice fetches it once, so a
 * later `activateLocale` for the same locale takes this download.
 */
export function prefetchCatalog(locale: CatalogLocale): void {
  catalogs[locale]().catch(() => undefined);
}

/** Loads one compiled catalog (its own chunk), with those of the areas in use, and makes it the active locale. */
export async function activateLocale(locale: CatalogLocale): Promise<void> {
  const [core] = await Promise.all([catalogs[locale](), ...[...areasInUse].map((area) => loadAreaCatalog(area, locale))]);
  i18n.load(locale, core.messages);
  i18n.activate(locale);
}

/** Each area's texts per language, once loaded or on their way (a failed load is forgotten, so it is asked again). */
const areaLoads = new Map<string, Promise<void>>();

/**
 * Loads an area's texts for a language (the active one unless told) into it, once; from then on a change of language
 * loads them for the new language before it is shown.
 */
export function loadAreaCatalog(area: CatalogArea, locale: CatalogLocale = i18n.locale as CatalogLocale): Promise<void> {
  areasInUse.add(area);
  const key = `${area}:${locale}`;
  let loading = areaLoads.get(key);
  if (!loading) {
    loading = (areaCatalogs[area][locale] ?? areaCatalogs[area].en)().then(({ messages }) => i18n.load(locale, messages));
    loading.catch(() => areaLoads.delete(key));
    areaLoads.set(key, loading);
  }
  return loading;
}

/** Loads an area's code (`load`, a dynamic import) together with its texts: for `React.lazy` and the area's entry points. */
export async function withCatalog<T>(area: CatalogArea, load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadAreaCatalog(area)]);
  return loaded;
}

export { i18n };
