/**
 * Money on the wire and in the site. The platform writes amounts as decimal numbers or strings of the currency's
 * major unit (`1520.75`); everything inside the site — machines, views, the sandbox — counts **integer minor units**
 * (cents: `152075`), so no sum ever drifts. These are the only two conversions.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Minor units of a platform amount (`1520.75`, `"1520.75"`, `"100"`), or null when it is not a decimal amount with
 * at most two fractional digits. A number is read through its shortest decimal spelling, so `0.1 + 0.2` style
 * representation noise never reaches a sum.
 */
export function toMinorUnits(amount: number | string): number | null {
  if (typeof amount === "number" && !Number.isFinite(amount)) return null;
  const text = typeof amount === "number" ? String(Number(amount.toFixed(2))) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = "0", fraction = ""] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(minor)) return null;
  return sign ? -minor : minor;
}

/** The platform's decimal amount (major units, two decimals at most) for minor units: `152075` → `1520.75`. */
export function toMajorUnits(minor: number): number {
  return Number((minor / 100).toFixed(2));
}
