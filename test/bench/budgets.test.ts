// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sizeBreaches, type Budgets } from "../../scripts/bench/budgets.ts";
import type { Bundle, FirstScript, SizeReport } from "../../scripts/bench/sizes.ts";

const bundle = (name: string, gzip: number): Bundle => ({ name, files: [], js: { raw: gzip * 3, gzip }, css: { raw: 0, gzip: 0 } });
const script = (file: string, brotli: number): FirstScript => ({ file, raw: brotli * 3, gzip: brotli + 1000, brotli });
const report = (firstScripts: FirstScript[]): SizeReport => ({
  firstScripts,
  entry: bundle("entry", 120_000),
  firstRoute: bundle("first route", 150_000),
  routes: [bundle("/rng", 20_000)],
  otherLazy: [],
  totalJs: { raw: 900_000, gzip: 300_000 },
});
const budgets = (firstScriptBrotliKB?: number): Budgets => ({
  js: { firstRouteGzipKB: 160, lazyRouteGzipKB: 35, ...(firstScriptBrotliKB === undefined ? {} : { firstScriptBrotliKB }) },
  lighthouse: {},
});

describe("the first scripts' budget", () => {
  it("names each first script over one round trip, and only those", () => {
    const sizes = report([script("assets/index-a.js", 9_000), script("assets/early-b.js", 13_400)]);
    expect(sizeBreaches(sizes, budgets(13))).toEqual(["first script assets/early-b.js 13.4 kB brotli > 13 kB"]);
  });

  it("lets a script of exactly the budget through", () => {
    expect(sizeBreaches(report([script("assets/index-a.js", 13_000)]), budgets(13))).toEqual([]);
  });

  it("checks nothing per script when the budgets file has no such budget", () => {
    expect(sizeBreaches(report([script("assets/index-a.js", 40_000)]), budgets())).toEqual([]);
  });
});
