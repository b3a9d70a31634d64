// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { settled } from "../../src/app/settled.ts";

type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/** Lets pending microtasks and one macrotask run (the time Node takes to report an unhandled rejection). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const listeners: ((reason: unknown) => void)[] = [];
afterEach(() => {
  for (const listener of listeners.splice(0)) process.off("unhandledRejection", listener);
});

describe("settled", () => {
  it("returns the same promise object", () => {
    const promise = Promise.resolve(1);
    expect(settled(promise)).toBe(promise);
  });

  it("marks the promise pending at once, even one that has already resolved", () => {
    const tracked: Tracked<number> = settled(Promise.resolve(1));
    expect(tracked.status).toBe("pending");
    expect(tracked.value).toBeUndefined();
  });

  it("records the value once the promise fulfils", async () => {
    let resolve!: (value: { id: string }) => void;
    const answer = { id: "a-1" };
    const tracked: Tracked<{ id: string }> = settled(new Promise((r) => (resolve = r)));
    await nextTask();
    expect(tracked.status).toBe("pending");
    resolve(answer);
    await expect(tracked).resolves.toBe(answer);
    expect(tracked.status).toBe("fulfilled");
    expect(tracked.value).toBe(answer);
    expect(tracked.reason).toBeUndefined();
  });

  it("records the reason once the promise rejects", async () => {
    const failure = new Error("down");
    const tracked: Tracked<never> = settled(Promise.reject(failure));
    expect(tracked.status).toBe("pending");
    await expect(tracked).rejects.toBe(failure);
    expect(tracked.status).toBe("rejected");
    expect(tracked.reason).toBe(failure);
    expect(tracked.value).toBeUndefined();
  });

  it("does not leave a rejection unhandled when nobody else waits on the promise", async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    listeners.push(listener);
    process.on("unhandledRejection", listener);

    const tracked: Tracked<never> = settled(Promise.reject(new Error("nobody listens")));
    await nextTask();
    await nextTask();

    expect(tracked.status).toBe("rejected");
    expect(unhandled).toEqual([]);
  });
});
