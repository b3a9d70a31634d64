import { LANGUAGES, type Language } from "../config/schema.ts";
import { LOCAL_KEYS } from "../app/storage-keys.ts";

export const LANG_KEY = LOCAL_KEYS.lang;
export const HIS_LANG_KEY = LOCAL_KEYS.hisLang;

/** Display names in each language's own script, so a player can find theirs whatever is active. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  pt: "Português",
  en: "English",
  ja: "日本語",
  zh: "中文",
  id: "Bahasa Indonesia",
  th: "ไทย",
  vi: "Tiếng Việt",
};

/** BCP 47 tags for `<html lang>` and Intl. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  pt: "pt-BR",
  en: "en",
  ja: "ja",
  zh: "zh-CN",
  id: "id",
  th: "th",
  vi: "vi",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice when it is still supported, else the configured default. */
export function initialLanguage(storage: Storage, supported: readonly Language[], fallback: Language): Language {
  const stored = storage.getItem(LANG_KEY);
  return isLanguage(stored) && supported.includes(stored) ? stored : fallback;
}

/**
 * The language a page will most likely be shown in, before the configuration is in: the stored choice, else the
 * page's own language (`<html lang>` in index.html, the build's default). Only a guess, to start the catalog's
 * download early; `initialLanguage` decides once the configuration has said which languages the site offers.
 */
export function likelyLanguage(storage: Storage, pageLang: string): Language | null {
  const stored = storage.getItem(LANG_KEY);
  return isLanguage(stored) ? stored : languageOfTag(pageLang);
}

/** The product's language of a BCP 47 tag (`pt-BR` → `pt`), or null when it has none. */
export function languageOfTag(tag: string): Language | null {
  const code = tag.slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : null;
}

/** Keeps the choice as the spec's two keys: `lang` (our code) and `hisLang` (the platform's upper-case code). */
export function persistLanguage(storage: Storage, lang: Language): void {
  storage.setItem(LANG_KEY, lang);
  storage.setItem(HIS_LANG_KEY, lang.toUpperCase());
}
