/**
 * Lighthouse 12.8.2 through a pinned `npx` (kept out of devDependencies: ~176 MB and a lockfile that goes stale,
 * see docs/performance.md), performance category only, mobile (default) or desktop preset, simulated throttling.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROME_FLAGS } from "../e2e/chromium.ts";

export const LIGHTHOUSE = "lighthouse@12.8.2";
export type Preset = "mobile" | "desktop";

export interface LighthouseRun {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  lcpElement?: string;
  /** LCP phases: time to first byte, and the delay between the resource and the paint (client-side chain). */
  lcpPhases?: Record<string, number>;
  /**
   * Lighthouse's CPU benchmark of the host for this run (higher is faster). Simulated throttling slows the observed
   * main-thread work down 4×, so a run on a slower moment of a shared machine scores lower; the report shows it.
   */
  benchmarkIndex?: number;
}

interface LhJson {
  lighthouseVersion: string;
  environment?: { benchmarkIndex?: number };
  runWarnings?: string[];
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } }>;
}

export function runLighthouse(chromePath: string, url: string, preset: Preset): LighthouseRun {
  const dir = mkdtempSync(join(tmpdir(), "lh-"));
  const out = join(dir, "report.json");
  try {
    const args = [
      "-y",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--only-categories=performance",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=${["--headless=new", ...CHROME_FLAGS].join(" ")}`,
      ...(preset === "desktop" ? ["--preset=desktop"] : []),
    ];
    const result = spawnSync("npx", args, { env: { ...process.env, CHROME_PATH: chromePath }, encoding: "utf8", timeout: 180_000 });
    if (result.status !== 0) throw new Error(`lighthouse ${preset} ${url} failed (exit ${result.status})\n${result.stderr.slice(-2000)}`);
    const json = JSON.parse(readFileSync(out, "utf8")) as LhJson;
    if (json.runtimeError) throw new Error(`lighthouse ${preset} ${url}: ${json.runtimeError.code} ${json.runtimeError.message}`);
    const score = json.categories.performance.score;
    if (score === null) throw new Error(`lighthouse ${preset} ${url}: no performance score (${(json.runWarnings ?? []).join("; ")})`);
    const value = (id: string) => json.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round(score * 100),
      fcpMs: Math.round(value("first-contentful-paint")),
      lcpMs: Math.round(value("largest-contentful-paint")),
      tbtMs: Math.round(value("total-blocking-time")),
      cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
      siMs: Math.round(value("speed-index")),
      ...(typeof json.environment?.benchmarkIndex === "number" ? { benchmarkIndex: Math.round(json.environment.benchmarkIndex) } : {}),
      lcpElement: json.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      lcpPhases: Object.fromEntries(
        (json.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items ?? [])
          .filter((item) => item.phase && typeof item.timing === "number")
          .map((item) => [item.phase, Math.round(item.timing!)]),
      ),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The run with the median performance score (ties: median LCP), so each row is one real, consistent run. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
