/**
 * Deterministic pseudo-random numbers for the sandbox platform (mulberry32).
 * Everything the sandbox generates (tokens, captcha codes, seed data) comes from a seeded generator, so a reset
 * or a fresh process reproduces the same sequence.
 */

export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `length` lower-case hexadecimal characters. */
  hex(length: number): string;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)] as T;
    },
    hex: (length) => {
      let out = "";
      while (out.length < length) out += int(0, 15).toString(16);
      return out;
    },
  };
}

/** A stable 32-bit hash of a string (FNV-1a), used to derive per-item seeds and flags from codes. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
