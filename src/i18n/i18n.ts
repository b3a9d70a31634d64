import { i18n, type Messages } from "@lingui/core";

export type CatalogLocale = "pt" | "en" | "ja" | "zh" | "id" | "th" | "vi" | "pseudo";

const catalogs: Record<CatalogLocale, () => Promise<{ messages: Messages }>> = {
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
 * Starts downloading one compiled catalog without activating it. Importing a module twice fetches it once, so a
 * later `activateLocale` for the same locale takes this download.
 */
export function prefetchCatalog(locale: CatalogLocale): void {
  catalogs[locale]().catch(() => undefined);
}

/** Loads one compiled catalog (its own chunk) and makes it the active locale. */
export async function activateLocale(locale: CatalogLocale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
}

export { i18n };
