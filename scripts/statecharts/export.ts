/**
 * `npm run paths:export -- <machineId> <pathId> [--out file]`: one generated statechart path as a standalone browser
 * script (playwright-core), for a tester to read, run against `npm start` and adapt. Without --out it is printed.
 * The steps come from docs/statecharts/paths.json and the flow's browser driver (test/e2e/paths/drivers/), the
 * same plan the browser specs run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pathScript } from "../../test/e2e/paths/drivers/code.ts";
import { browserDrivers, planNamed } from "../../test/e2e/paths/drivers/plan.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const RUNTIME = resolve(ROOT, "test/e2e/paths/drivers/runtime.ts");

/** The import specifier of the runtime from a script written to `out` (from the repository root when printed). */
export function runtimeImportFrom(out: string | null): string {
  const from = out ? dirname(resolve(out)) : ROOT;
  const path = relative(from, RUNTIME).split("\\").join("/");
  return path.startsWith(".") ? path : `./${path}`;
}

export function exportPath(machineId: string, pathId: string, out: string | null = null): string {
  return pathScript(planNamed(machineId, pathId), runtimeImportFrom(out));
}

function main(args: string[]): number {
  const outAt = args.indexOf("--out");
  const out = outAt >= 0 ? args[outAt + 1] ?? null : null;
  const [machineId, pathId] = args.filter((_, i) => outAt < 0 || (i !== outAt && i !== outAt + 1));
  if (!machineId || !pathId || (outAt >= 0 && !out)) {
    console.error(`usage: npm run paths:export -- <machineId> <pathId> [--out file]\nmachines with a browser driver: ${browserDrivers.map((d) => d.machineId).join(", ")}`);
    return 2;
  }
  const script = exportPath(machineId, pathId, out);
  if (!out) {
    process.stdout.write(script);
    return 0;
  }
  mkdirSync(dirname(resolve(out)), { recursive: true });
  writeFileSync(out, script);
  console.error(`wrote ${out}: run it with \`npx tsx ${out}\` while \`npm start\` serves the site`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
