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
 * code (`withCatalog`), so a player who never opens the area never downloads its texts.
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
  const [core, ...areas] = await Promise.all([catalogs[locale](), ...[...areasInUse].map((area) => areaCatalogs[area][locale]())]);
  i18n.load(locale, core.messages);
  for (const area of areas) i18n.load(locale, area.messages);
  i18n.activate(locale);
}

/**
 * Loads an area's code (`load`, a dynamic import) together with its texts in the active language; later changes of
 * language bring the area's texts along. For `React.lazy` and the area's other entry points.
 */
export async function withCatalog<T>(area: CatalogArea, load: () => Promise<T>): Promise<T> {
  areasInUse.add(area);
  const locale = i18n.locale as CatalogLocale;
  const [loaded, catalog] = await Promise.all([load(), areaCatalogs[area][locale]()]);
  // A change of language during the download has loaded this area's texts for the new one itself.
  i18n.load(locale, catalog.messages);
  return loaded;
}

export { i18n };
