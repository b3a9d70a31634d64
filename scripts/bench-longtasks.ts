/**
 * Long tasks while paging and searching the slots catalogue (issue 6: no task over 50 ms).
 *
 *   npx tsx scripts/bench-longtasks.ts                 build into bench/dist-longtasks, serve it, measure
 *   npx tsx scripts/bench-longtasks.ts --no-build      reuse that build
 *   BENCH_URL=http://127.0.0.1:4173 npx tsx scripts/bench-longtasks.ts   measure a site already running
 *
 * Headless Chromium (playwright-core, like scripts/bench.ts) opens /rng at 1366×768, waits for the first page of
 * games, then records every PerformanceObserver 'longtask' entry while it pages 10 times (Next page) and types a
 * search letter by letter (then clears it). Paging and searching happen on the platform (sandbox) side; what is
 * measured is the site's own main-thread work. Prints each phase's longest task and exits 1 above 50 ms.
 * Env: BENCH_PORT (default 4319), CHROME_PATH, BENCH_CPU_SLOWDOWN (CPU throttling rate, default 1).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT, startPreview, vite, type Preview } from "./e2e/serve.ts";
import { NO_CHROMIUM_HELP, findChromium } from "./e2e/chromium.ts";
import { LONG_TASK_LIMIT_MS, measureLongTasks, worstLongTask } from "./bench/longtasks.ts";

const OUT_DIR = join(ROOT, "bench", "dist-longtasks");

const chromePath = findChromium();
if (!chromePath) {
  console.error(NO_CHROMIUM_HELP);
  process.exit(1);
}
let preview: Preview | undefined;
let url = process.env.BENCH_URL?.replace(/\/$/, "");
if (!url) {
  if (!process.argv.includes("--no-build") || !existsSync(join(OUT_DIR, "index.html"))) {
    const seconds = vite("long-task build", ["build", "--outDir", OUT_DIR, "--emptyOutDir", "--logLevel", "warn"]);
    console.log(`[long tasks] built in ${seconds} s`);
  }
  preview = await startPreview(OUT_DIR, Number(process.env.BENCH_PORT ?? 4319));
  url = preview.url;
}
let phases;
try {
  await fetch(`${url}/__sandbox/api/reset`, { method: "POST", headers: { "x-sandbox-control": "1" } }).catch(() => undefined);
  phases = await measureLongTasks(chromePath, url);
  for (const phase of phases) {
    const longest = Math.max(0, ...phase.tasks);
    console.log(`${phase.name}: ${phase.tasks.length} long task(s), longest ${longest} ms${phase.tasks.length ? ` [${phase.tasks.join(", ")}]` : ""}`);
  }
} finally {
  await preview?.stop();
}
const worst = worstLongTask(phases);
console.log(`longest task while paging or searching: ${worst} ms (limit ${LONG_TASK_LIMIT_MS} ms) — ${worst <= LONG_TASK_LIMIT_MS ? "OK" : "OVER"}`);
process.exit(worst <= LONG_TASK_LIMIT_MS ? 0 : 1);
