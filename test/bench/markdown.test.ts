// @vitest-environment node
import { describe, expect, it } from "vitest";
import { lighthouseTable, type LighthouseRow } from "../../scripts/bench/markdown.ts";
import type { LighthouseRun } from "../../scripts/bench/lighthouse.ts";
import type { Budgets } from "../../scripts/bench/budgets.ts";

const budgets: Budgets = { js: { firstRouteGzipKB: 160, lazyRouteGzipKB: 35 }, lighthouse: { mobile: { performance: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 } } };
const run = (performance: number, benchmarkIndex?: number): LighthouseRun => ({
  performance,
  fcpMs: 1500,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0,
  siMs: 1600,
  ...(benchmarkIndex === undefined ? {} : { benchmarkIndex }),
});

describe("the report's Lighthouse table", () => {
  it("lists every run's score with the host's CPU benchmark of that run, next to the median row", () => {
    const all = [run(87, 1549), run(91, 2198), run(88, 1624)];
    const row: LighthouseRow = { url: "/", preset: "mobile", runs: 3, median: all[2]!, all };
    const line = lighthouseTable([row], budgets).split("\n").find((text) => text.startsWith("| `/`"));
    expect(line?.split("|").map((cell) => cell.trim())[3]).toBe("88 ❌");
    expect(line?.trim().endsWith("| 87 (1549), 91 (2198), 88 (1624) |")).toBe(true);
  });

  it("shows the score alone when Lighthouse gave no benchmark", () => {
    const row: LighthouseRow = { url: "/rng", preset: "mobile", runs: 1, median: run(96), all: [run(96)] };
    expect(lighthouseTable([row], budgets)).toContain("| 96 |");
  });
});
