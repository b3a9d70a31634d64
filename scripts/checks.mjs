#!/usr/bin/env node
/**
 * The checks before the test suites (the first half of `npm test`), in two lanes side by side so a 2-core CI machine
 * keeps both cores busy: the statecharts check (the slowest, several minutes) with the size report, and lint,
 * typecheck, knip and the translation check one after the other. Each step's output is printed when it ends, with
 * its time; any failure fails the run after both lanes have finished. Every step is also its own npm script.
 */
import { spawn } from "node:child_process";

const lanes = [
  ["statecharts:check", "bench:size"],
  ["lint", "typecheck", "knip", "i18n:check"],
];

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "-s", script], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n── ${script} (${seconds} s)${code === 0 ? "" : ` FAILED (exit ${code})`} ──\n${output}`);
      resolve(code === 0);
    });
  });
}

async function lane(scripts) {
  for (const script of scripts) if (!(await run(script))) return false;
  return true;
}

const results = await Promise.all(lanes.map(lane));
if (results.includes(false)) {
  console.error("\nchecks failed: the test suites do not run");
  process.exit(1);
}
