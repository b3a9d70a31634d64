/**
 * The content pages' own catalogue (locales/<locale>/content.po: /join, /feedback, /winners, /news, /blog, /about),
 * loaded with those pages instead of with the first route, and merged into the active i18n instance. The first
 * catalogue per area (bench/budgets.json: the one catalogue every first route loads had outgrown its budget).
 */
import { i18n, type Messages } from "@lingui/core";
import type { CatalogLocale } from "./i18n.ts";

const catalogs: Record<CatalogLocale, () => Promise<{ messages: Messages }>> = {
  pt: () => import("../../locales/pt/content.po"),
  en: () => import("../../locales/en/content.po"),
  ja: () => import("../../locales/ja/content.po"),
  zh: () => import("../../locales/zh/content.po"),
  id: () => import("../../locales/id/content.po"),
  th: () => import("../../locales/th/content.po"),
  vi: () => import("../../locales/vi/content.po"),
  pseudo: () => import("../../locales/pseudo/content.po"),
};

const loading = new Map<string, Promise<void>>();

/** Loads the content catalogue of a locale once and adds its messages to that locale's (a failed load is asked again next time). */
export function loadContentCatalog(locale: string): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    const load = catalogs[locale as CatalogLocale] ?? catalogs.en;
    promise = load().then(({ messages }) => i18n.load(locale, messages));
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}
