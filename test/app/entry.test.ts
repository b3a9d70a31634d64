import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** What the entry did, in order. */
const steps: string[] = [];
let drawFirstView!: (drawn: boolean) => void;

vi.mock("../../src/app/early.ts", () => ({
  startEarly: () => ({
    config: Promise.resolve({ ok: false }),
    startup: Promise.resolve(null),
    firstView: new Promise<boolean>((resolve) => (drawFirstView = resolve)),
    warmUp: () => undefined,
  }),
}));
vi.mock("../../src/app/route-preload.ts", () => ({
  preloadRoute: () => void steps.push("page's chunks asked for"),
  preloadApp: () => void steps.push("app's code asked for"),
}));
vi.mock("../../src/main.tsx", () => ({ start: () => void steps.push("app started") }));

async function enter(path: string) {
  window.history.replaceState(null, "", path);
  await import("../../src/entry.ts");
}

/** Lets the entry go as far as it can (its tasks, frames and the 100 ms frame fallback). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

beforeEach(() => {
  steps.length = 0;
  vi.resetModules();
});

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the entry's order (src/entry.ts)", () => {
  it("under a sign-in modal asks for the page's chunks and the app's code at once, and starts the app once the first view is drawn", async () => {
    await enter("/login");
    await settle();
    expect(steps).toEqual(["page's chunks asked for", "app's code asked for"]);
    drawFirstView(true);
    await settle();
    expect(steps).toEqual(["page's chunks asked for", "app's code asked for", "app started"]);
  });

  it("on another page asks for nothing until the first view is drawn, then for the page's chunks, and starts the app", async () => {
    await enter("/");
    await settle();
    expect(steps).toEqual([]);
    drawFirstView(true);
    await settle();
    expect(steps).toEqual(["page's chunks asked for", "app started"]);
  });
});
