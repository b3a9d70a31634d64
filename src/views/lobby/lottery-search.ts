/** `?gameCode=` and `?playType=` of the lottery screens (SPEC §2); anything malformed is ignored. */
export function lotterySearch(raw: Record<string, unknown>): { gameCode?: string; playType?: string } {
  const ok = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_.-]{1,60}$/.test(value);
  return { ...(ok(raw.gameCode) ? { gameCode: raw.gameCode } : {}), ...(ok(raw.playType) ? { playType: raw.playType } : {}) };
}
