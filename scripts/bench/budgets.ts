/** bench/budgets.json: limits the bench compares against (1 kB = 1000 bytes, gzip level 9). */
import { readFileSync } from "node:fs";
import type { SizeReport } from "./sizes.ts";
import type { LighthouseRun, Preset } from "./lighthouse.ts";
import type { PlayerBudget } from "./player-report.ts";

export interface MetricBudget {
  performance?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}
export interface Budgets {
  /**
   * `firstScriptBrotliKB`: each script the HTML loads before the first view, brotli. A new connection's first round
   * trip carries 10 packets (about 14.6 kB with the response's headers); a script over it waits a round trip more.
   */
  js: { firstRouteGzipKB: number; lazyRouteGzipKB: number; firstScriptBrotliKB?: number };
  lighthouse: Partial<Record<Preset, MetricBudget>>;
  /** What a player feels on a phone, under Chromium's own throttling (scripts/bench/player.ts). */
  player?: PlayerBudget;
}

export function readBudgets(path: string): Budgets {
  const json = JSON.parse(readFileSync(path, "utf8")) as Budgets;
  if (typeof json.js?.firstRouteGzipKB !== "number" || typeof json.js.lazyRouteGzipKB !== "number") {
    throw new Error(`${path}: js.firstRouteGzipKB and js.lazyRouteGzipKB must be numbers`);
  }
  return json;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function sizeBreaches(sizes: SizeReport, budgets: Budgets): string[] {
  const breaches: string[] = [];
  const first = budgets.js.firstRouteGzipKB * 1000;
  if (sizes.firstRoute.js.gzip > first) breaches.push(`first route JS ${kB(sizes.firstRoute.js.gzip)} gzip > ${budgets.js.firstRouteGzipKB} kB`);
  const firstScript = budgets.js.firstScriptBrotliKB;
  if (firstScript !== undefined) {
    for (const script of sizes.firstScripts) {
      if (script.brotli > firstScript * 1000) breaches.push(`first script ${script.file} ${kB(script.brotli)} brotli > ${firstScript} kB`);
    }
  }
  const lazy = budgets.js.lazyRouteGzipKB * 1000;
  for (const route of sizes.routes) {
    if (route.js.gzip > lazy) breaches.push(`route ${route.name} JS ${kB(route.js.gzip)} gzip > ${budgets.js.lazyRouteGzipKB} kB`);
  }
  return breaches;
}

export function lighthouseBreaches(url: string, preset: Preset, run: LighthouseRun, budgets: Budgets): string[] {
  const budget = budgets.lighthouse[preset];
  if (!budget) return [];
  const breaches: string[] = [];
  const where = `Lighthouse ${preset} ${url}`;
  if (budget.performance !== undefined && run.performance < budget.performance) breaches.push(`${where}: performance ${run.performance} < ${budget.performance}`);
  if (budget.lcpMs !== undefined && run.lcpMs > budget.lcpMs) breaches.push(`${where}: LCP ${run.lcpMs} ms > ${budget.lcpMs} ms`);
  if (budget.tbtMs !== undefined && run.tbtMs > budget.tbtMs) breaches.push(`${where}: TBT ${run.tbtMs} ms > ${budget.tbtMs} ms`);
  if (budget.cls !== undefined && run.cls > budget.cls) breaches.push(`${where}: CLS ${run.cls} > ${budget.cls}`);
  return breaches;
}
