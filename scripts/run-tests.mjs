#!/usr/bin/env node
/**
 * Runs the test suites in order and closes with ONE plain summary line that CI reads:
 *   vitest: N passed, N failed
 * 1. unit: vitest.config.ts (machines, client, sandbox, the app in jsdom);
 * 2. e2e: makes sure Chromium is there (scripts/e2e/ensure-chromium.ts: finds it, or installs Debian's as root),
 *    then vitest.e2e.config.ts (production build + vite preview with the sandbox, headless Chromium).
 * Exits non-zero when anything failed, or when a suite ran no test.
 * `--suite=unit` or `--suite=e2e` runs one; other arguments go to vitest (e.g. a file filter).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith("--suite="))?.slice("--suite=".length);
const vitestArgs = args.filter((a) => !a.startsWith("--suite="));

/** Finds (or installs) Chromium; returns its path, or null after printing what to do. */
function ensureChromium() {
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/e2e/ensure-chromium.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  const path = result.stdout.trim().split("\n").pop();
  return result.status === 0 && path ? path : null;
}

const suites = [
  { name: "unit", config: [] },
  { name: "e2e", config: ["--config", "vitest.e2e.config.ts"], setup: ensureChromium },
].filter((s) => !only || s.name === only);
if (suites.length === 0) {
  console.error(`unknown suite "${only}" (use --suite=unit or --suite=e2e)`);
  process.exit(2);
}

function runSuite(suite, env) {
  const dir = mkdtempSync(join(tmpdir(), "vitest-"));
  const report = join(dir, "report.json");
  const run = spawnSync(
    process.execPath,
    ["node_modules/vitest/vitest.mjs", "run", ...suite.config, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...vitestArgs],
    { stdio: "inherit", env },
  );
  const counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    const json = JSON.parse(readFileSync(report, "utf8"));
    counts.passed = json.numPassedTests;
    counts.failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
    counts.skipped = json.numPendingTests + json.numTodoTests;
    if (!json.success && counts.failed === 0) counts.failed = 1;
  } catch {
    counts.failed = 1;
  }
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  rmSync(dir, { recursive: true, force: true });
  return counts;
}

const results = [];
for (const suite of suites) {
  console.log(`\n── ${suite.name} tests ──`);
  let env = process.env;
  if (suite.setup) {
    const chromePath = suite.setup();
    if (!chromePath) {
      console.error(`${suite.name}: set-up failed (see above); the suite did not run.`);
      results.push({ name: suite.name, passed: 0, failed: 1, skipped: 0, ran: false });
      continue;
    }
    env = { ...process.env, CHROME_PATH: chromePath };
  }
  results.push({ name: suite.name, ...runSuite(suite, env), ran: true });
}

const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log("");
for (const r of results) {
  console.log(`  ${r.name} suite: ${r.ran ? `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ""}` : "did not run"}`);
}
const emptySuite = results.some((r) => r.passed === 0);
console.log(`vitest: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(total.failed > 0 || emptySuite ? 1 : 0);
