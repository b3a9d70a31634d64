#!/usr/bin/env node
/**
 * Runs the vitest suite and closes with one plain summary line ("N passed, N failed") that CI reads.
 * Exits non-zero when anything failed or when no test ran.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "vitest-"));
const report = join(dir, "report.json");
const run = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: "inherit" },
);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const json = JSON.parse(readFileSync(report, "utf8"));
  passed = json.numPassedTests;
  failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  skipped = json.numPendingTests + json.numTodoTests;
  if (!json.success && failed === 0) failed = 1;
} catch {
  failed = Math.max(failed, 1);
}
rmSync(dir, { recursive: true, force: true });

console.log(`\nvitest: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(run.status !== 0 || failed > 0 || passed === 0 ? 1 : 0);
