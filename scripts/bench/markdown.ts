/** The Markdown tables of the bench (printed, and written to docs/performance.md by the full run). */
import type { Bundle, SizeReport } from "./sizes.ts";
import type { RequestReport } from "./requests.ts";
import type { LighthouseRun, Preset } from "./lighthouse.ts";
import type { Budgets } from "./budgets.ts";

export interface Machine {
  date: string;
  node: string;
  cpus: number;
  cpuModel: string;
  memoryGB: number;
  os: string;
  chromium: string;
  lighthouse: string;
}

export interface LighthouseRow {
  url: string;
  preset: Preset;
  runs: number;
  median: LighthouseRun;
  /** Every run, in order (the report keeps them; the tables show the median). */
  all: LighthouseRun[];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const mark = (ok: boolean) => (ok ? "✅" : "❌");

function bundleRow(b: Bundle, limit?: number): string {
  const status = limit === undefined ? "" : ` ${mark(b.js.gzip <= limit * 1000)}`;
  return `| ${b.name} | ${kB(b.js.raw)} | ${kB(b.js.gzip)}${status} | ${kB(b.css.raw)} | ${kB(b.css.gzip)} |`;
}

export function sizeTables(sizes: SizeReport, budgets: Budgets): string {
  const head = "| bundle | JS raw kB | JS gzip kB | CSS raw kB | CSS gzip kB |\n|---|---:|---:|---:|---:|";
  return [
    `**Critical path** (budget: first route ≤ ${budgets.js.firstRouteGzipKB} kB gzip JS)`,
    "",
    head,
    bundleRow(sizes.entry),
    bundleRow(sizes.firstRoute, budgets.js.firstRouteGzipKB),
    "",
    `**First scripts**, the ones the HTML loads before the first view, each on its own connection${
      budgets.js.firstScriptBrotliKB === undefined ? "" : ` (budget: ≤ ${budgets.js.firstScriptBrotliKB} kB brotli each, one round trip)`
    }`,
    "",
    "| script | raw kB | gzip kB | brotli kB |",
    "|---|---:|---:|---:|",
    ...sizes.firstScripts.map((script) => {
      const status = budgets.js.firstScriptBrotliKB === undefined ? "" : ` ${mark(script.brotli <= budgets.js.firstScriptBrotliKB * 1000)}`;
      return `| \`${script.file}\` | ${kB(script.raw)} | ${kB(script.gzip)} | ${kB(script.brotli)}${status} |`;
    }),
    "",
    `**Lazy route chunks**, each with the chunks it needs beyond the entry (budget: ≤ ${budgets.js.lazyRouteGzipKB} kB gzip JS each)`,
    "",
    head,
    ...sizes.routes.map((r) => bundleRow(r, budgets.js.lazyRouteGzipKB)),
    "",
    "**Other lazy chunks** (loaded on demand: catalogs per language, QR codes, payload crypto)",
    "",
    head,
    ...sizes.otherLazy.map((r) => bundleRow(r)),
    "",
    `All JavaScript in the build: ${kB(sizes.totalJs.raw)} kB raw, ${kB(sizes.totalJs.gzip)} kB gzip.`,
  ].join("\n");
}

export function requestTable(report: RequestReport): string {
  const types = Object.keys(report.byType).sort();
  return [
    `**Requests on a first load of \`/\`** (fresh browser context, empty cache, until the network is idle): **${report.total}**`,
    "",
    "| type | requests | kB on the wire (response bodies) |",
    "|---|---:|---:|",
    ...types.map((t) => `| ${t} | ${report.byType[t]} | ${kB(report.bytesByType[t] ?? 0)} |`),
    "",
    `Platform calls: ${report.platformCalls.map((p) => `\`${p}\``).join(", ") || "none"}.`,
    "Scripts and stylesheets go out as the build's Brotli copies (scripts/vite/precompressed.ts), and the sandbox gzips its JSON answers of 1 kB or more, as a platform gateway does.",
  ].join("\n");
}

/** Each run's score with the host's CPU benchmark for that run, e.g. `87 (1549), 91 (2198)`. */
function runList(runs: readonly LighthouseRun[]): string {
  return runs.map((run) => `${run.performance}${run.benchmarkIndex !== undefined ? ` (${run.benchmarkIndex})` : ""}`).join(", ");
}

export function lighthouseTable(rows: LighthouseRow[], budgets: Budgets): string {
  const check = (preset: Preset, key: "performance" | "lcpMs" | "tbtMs" | "cls", value: number) => {
    const limit = budgets.lighthouse[preset]?.[key];
    if (limit === undefined) return "";
    return ` ${mark(key === "performance" ? value >= limit : value <= limit)}`;
  };
  const runs = rows[0]?.runs ?? 1;
  return [
    `**Lighthouse ${"12.8.2"}** (performance only; simulated throttling; ${runs === 1 ? "one run" : `median of ${runs} runs`} per row)`,
    "",
    "| page | preset | score | FCP | LCP | TBT | CLS | Speed Index | LCP element | LCP render delay | every run: score (host CPU index) |",
    "|---|---|---:|---:|---:|---:|---:|---:|---|---:|---|",
    ...rows.map(({ url, preset, median: m, all }) =>
      `| \`${url}\` | ${preset} | ${m.performance}${check(preset, "performance", m.performance)} | ${(m.fcpMs / 1000).toFixed(2)} s | ${(m.lcpMs / 1000).toFixed(2)} s${check(preset, "lcpMs", m.lcpMs)} | ${m.tbtMs} ms${check(preset, "tbtMs", m.tbtMs)} | ${m.cls}${check(preset, "cls", m.cls)} | ${(m.siMs / 1000).toFixed(2)} s | ${m.lcpElement ? `\`${m.lcpElement.replace(/\|/g, "\\|").slice(0, 60)}\`` : ""} | ${m.lcpPhases?.["Render Delay"] !== undefined ? `${(m.lcpPhases["Render Delay"] / 1000).toFixed(2)} s` : ""} | ${runList(all)} |`,
    ),
  ].join("\n");
}

export function budgetLines(budgets: Budgets): string {
  const lh = Object.entries(budgets.lighthouse)
    .map(([preset, b]) => {
      const parts = [
        b.performance !== undefined ? `score ≥ ${b.performance}` : null,
        b.lcpMs !== undefined ? `LCP ≤ ${b.lcpMs / 1000} s` : null,
        b.tbtMs !== undefined ? `TBT ≤ ${b.tbtMs} ms` : null,
        b.cls !== undefined ? `CLS ≤ ${b.cls}` : null,
      ].filter(Boolean);
      return `Lighthouse ${preset}: ${parts.join(", ")}`;
    })
    .join("; ");
  const p = budgets.player;
  const player = p
    ? [
        p.lcpMs !== undefined ? `LCP ≤ ${p.lcpMs / 1000} s at Slow 4G and 4× CPU` : null,
        p.inpMs !== undefined ? `each interaction ≤ ${p.inpMs} ms at 4× CPU` : null,
        p.heapGrowthMB !== undefined ? `JS heap growth ≤ ${p.heapGrowthMB} MB over the route changes` : null,
      ].filter(Boolean)
    : [];
  return `First route ≤ ${budgets.js.firstRouteGzipKB} kB gzip JS; each lazy route ≤ ${budgets.js.lazyRouteGzipKB} kB gzip JS; ${lh}${player.length ? `; player (Chromium's throttling): ${player.join(", ")}` : ""}.`;
}
