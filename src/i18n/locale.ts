import { LANGUAGES, type Language } from "../config/schema.ts";

export const LANG_KEY = "lang";
export const HIS_LANG_KEY = "hisLang";

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

/** Keeps the choice as the spec's two keys: `lang` (our code) and `hisLang` (the platform's upper-case code). */
export function persistLanguage(storage: Storage, lang: Language): void {
  storage.setItem(LANG_KEY, lang);
  storage.setItem(HIS_LANG_KEY, lang.toUpperCase());
}
