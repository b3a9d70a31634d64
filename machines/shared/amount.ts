/**
 * Amounts the player types, read as integer minor units (cents) with the locale's decimal separator (CASH-03):
 * `1.520,75` in Portuguese and `1,520.75` in English are both 152075. Grouping separators are accepted where they
 * group thousands; anything else is not an amount.
 */

export type DecimalSeparator = "," | ".";

/** Why a typed amount cannot be sent. */
export type AmountError = "amount.required" | "amount.invalid" | "amount.belowMinimum" | "amount.aboveMaximum" | "amount.aboveAvailable";

/** Minor units of a typed amount, or null when the text is not an amount with at most two decimals. */
export function parseAmount(text: string, decimal: DecimalSeparator): number | null {
  const group = decimal === "," ? "." : ",";
  const trimmed = text.replace(/[\s\u00a0\u202f]/g, "");
  if (trimmed === "") return null;
  const [whole = "", fraction, extra] = trimmed.split(decimal);
  if (extra !== undefined) return null;
  const grouped = whole.split(group);
  if (grouped.length > 1 && !(/^\d{1,3}$/.test(grouped[0] ?? "") && grouped.slice(1).every((part) => /^\d{3}$/.test(part)))) return null;
  const digits = grouped.join("");
  if (!/^\d+$/.test(digits)) return null;
  if (fraction !== undefined && !/^\d{1,2}$/.test(fraction)) return null;
  const minor = Number(digits) * 100 + Number((fraction ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The text a preset or "all" puts in the amount field: no grouping, the locale's decimal separator. */
export function amountInputText(minor: number, decimal: DecimalSeparator): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}${decimal}${String(cents).padStart(2, "0")}`;
}

export interface AmountLimits {
  minimum: number;
  maximum: number;
  /** What the member holds, when the amount leaves their balance. */
  available?: number;
}

/** The problem with a typed amount against the platform's limits, or null when it can be sent. */
export function amountProblem(text: string, decimal: DecimalSeparator, limits: AmountLimits): AmountError | null {
  if (text.trim() === "") return "amount.required";
  const minor = parseAmount(text, decimal);
  if (minor === null || minor === 0) return "amount.invalid";
  if (limits.available !== undefined && minor > limits.available) return "amount.aboveAvailable";
  if (minor < limits.minimum) return "amount.belowMinimum";
  if (minor > limits.maximum) return "amount.aboveMaximum";
  return null;
}
