import { vi } from "vitest";

/**
 * The timeouts of the given lengths that the page's actors set (a machine's own waits: a poll, a pause, a retry), so
 * a path can say when the time has passed. `watch`: they still run on time, and `fire` runs the newest one now;
 * `hold`: they run only when fired (a wait shorter than a step would otherwise pass by itself). Other timeouts are
 * untouched; only the driver that asks sets timeouts of those lengths.
 */
export interface CapturedTimeouts {
  /**
   * Runs the newest (or oldest) pending timeout of `ms` — one length, several, or any captured length without it —
   * now: its time has passed.
   */
  fire(ms?: number | readonly number[], which?: "newest" | "oldest"): void;
  /** How many of `ms` are pending. */
  pending(ms: number): number;
  /** Forgets the pending ones and gives the real timers back. */
  restore(): void;
}

export function captureTimeouts(lengths: readonly number[], mode: "watch" | "hold"): CapturedTimeouts {
  const pending = new Map<unknown, { ms: number; run: () => void }>();
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const setSpy = vi.spyOn(globalThis, "setTimeout").mockImplementation(((run: () => void, ms?: number, ...args: unknown[]) => {
    if (ms === undefined || !lengths.includes(ms)) return realSetTimeout(run, ms, ...args);
    const id = mode === "hold" ? {} : realSetTimeout(run, ms, ...args);
    pending.set(id, { ms, run });
    return id;
  }) as unknown as typeof setTimeout);
  const clearSpy = vi.spyOn(globalThis, "clearTimeout").mockImplementation(((id?: Parameters<typeof clearTimeout>[0]) => {
    const held = pending.delete(id) && mode === "hold";
    if (!held) realClearTimeout(id);
  }) as typeof clearTimeout);
  return {
    fire(ms, which = "newest") {
      const wanted = ms === undefined ? lengths : typeof ms === "number" ? [ms] : ms;
      const candidates = [...pending.entries()].filter(([, t]) => wanted.includes(t.ms));
      const chosen = which === "newest" ? candidates.at(-1) : candidates[0];
      if (!chosen) throw new Error(`no ${wanted.join(" or ")} ms timeout is pending`);
      const [id, { run }] = chosen;
      pending.delete(id);
      if (mode === "watch") realClearTimeout(id as Parameters<typeof clearTimeout>[0]);
      run();
    },
    pending: (ms) => [...pending.values()].filter((t) => t.ms === ms).length,
    restore() {
      pending.clear();
      setSpy.mockRestore();
      clearSpy.mockRestore();
    },
  };
}
