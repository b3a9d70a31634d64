import type { DecimalSeparator } from "../../../machines/shared/amount.ts";

/** An amount in minor units as the player reads it: the currency symbol and the locale's digits (`P 1.520,75`). */
export function formatMoney(minor: number, locale: string, symbol: string): string {
  const sign = minor < 0 ? "-" : "";
  const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(minor) / 100);
  return `${sign}${symbol}\u00a0${digits}`;
}

/** The locale's decimal separator, which typed amounts use (CASH-03). */
export function decimalSeparatorOf(locale: string): DecimalSeparator {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal");
  return part?.value === "," ? "," : ".";
}

/** A prefix for this page visit's order request ids (CASH-02): random, so two tabs never share one. */
export function newRequestPrefix(page: string): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return `${page}-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
