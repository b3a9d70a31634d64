/**
 * Calendar arithmetic on `YYYY-MM-DD` days (pure: the player's today comes in from outside, in their time zone).
 */
import { RECORD_DAYS } from "./records.types.ts";

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid `YYYY-MM-DD`, else null. */
export function dayNumber(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

/** The `YYYY-MM-DD` of a day number. */
export function dayOf(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** `day` moved by `delta` days. */
export function addDays(day: string, delta: number): string {
  const n = dayNumber(day);
  if (n === null) throw new Error(`not a day: ${day}`);
  return dayOf(n + delta);
}

/** The quick picks (SPEC-less site rule REC-04): today, yesterday, the last 7 and the last 30 days. */
export const QUICK_RANGES = ["today", "yesterday", "7d", "30d"] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export function quickRange(range: QuickRange, today: string): { from: string; to: string } {
  switch (range) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "30d":
      return { from: addDays(today, -29), to: today };
  }
}

/** Why a range cannot be asked for, as a code the view translates; null when it can. */
export type RangeProblem = "range.missing" | "range.reversed" | "range.future" | "range.tooOld";

export function rangeProblem(from: string, to: string, today: string): RangeProblem | null {
  const start = dayNumber(from);
  const end = dayNumber(to);
  const now = dayNumber(today);
  if (start === null || end === null || now === null) return "range.missing";
  if (start > end) return "range.reversed";
  if (end > now) return "range.future";
  if (start < now - (RECORD_DAYS - 1)) return "range.tooOld";
  return null;
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null || end === null) return [];
  const days: string[] = [];
  for (let n = start; n <= end; n += 1) days.push(dayOf(n));
  return days;
}
