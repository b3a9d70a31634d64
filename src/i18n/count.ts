import type { Language } from "../config/schema.ts";

/**
 * The thousands separator of each language for whole counts ("10.000 jogos", "10,000 games"), as CLDR has it: every
 * one of ours groups by three from four digits on. Intl.NumberFormat writes the same, but the first formatter of a
 * page loads the browser's number data (tens of milliseconds on a phone, in one piece), and the catalogue shows its
 * count on its first screen; this keeps that load off the first screen. A test compares it with Intl.
 */
const THOUSANDS: Record<Language, string> = { pt: ".", en: ",", ja: ",", zh: ",", id: ".", th: ",", vi: "." };

/** `count` (a whole number) written as the language writes it; any other locale or number goes through Intl. */
export function formatCount(count: number, locale: string): string {
  const separator = THOUSANDS[locale as Language] as string | undefined;
  if (separator === undefined || !Number.isSafeInteger(count) || count < 0) return new Intl.NumberFormat([locale, "en"]).format(count);
  return String(count).replace(/\B(?=(\d{3})+$)/g, separator);
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The language's plural form of `count` ("one", "other", ...): Intl's plural rules, which need no number data. */
export function pluralForm(count: number, locale: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules([locale, "en"]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}
