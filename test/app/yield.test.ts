// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToMain } from "../../src/app/yield.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("yieldToMain", () => {
  it("uses scheduler.yield() where the browser has it", async () => {
    const answer = Promise.resolve();
    const schedulerYield = vi.fn(() => answer);
    vi.stubGlobal("scheduler", { yield: schedulerYield });
    const result = yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
    expect(result).toBe(answer);
    await expect(result).resolves.toBeUndefined();
  });

  it("without a scheduler, resolves in a later task: after queued microtasks and earlier timers", async () => {
    vi.stubGlobal("scheduler", undefined);
    const order: string[] = [];
    queueMicrotask(() => order.push("microtask"));
    setTimeout(() => order.push("earlier timer"), 0);
    await yieldToMain().then(() => order.push("yield"));
    expect(order).toEqual(["microtask", "earlier timer", "yield"]);
  });

  it("falls back to a timer when the scheduler has no yield()", async () => {
    vi.stubGlobal("scheduler", { postTask: vi.fn() });
    const order: string[] = [];
    setTimeout(() => order.push("earlier timer"), 0);
    await yieldToMain().then(() => order.push("yield"));
    expect(order).toEqual(["earlier timer", "yield"]);
  });

  it("does not resolve before a timer has run (checked with fake timers)", async () => {
    vi.stubGlobal("scheduler", undefined);
    vi.useFakeTimers();
    try {
      let done = false;
      void yieldToMain().then(() => (done = true));
      await Promise.resolve();
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.runAllTimersAsync();
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
