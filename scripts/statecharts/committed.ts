/**
 * The generated paths as committed in docs/statecharts/paths.json. Tests replay these instead of generating them
 * again; `npm run statecharts:check` (before the tests in `npm test`) fails when they are stale.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { MachinePath } from "./replay.ts";

// Not `new URL("…", import.meta.url)`: Vite rewrites that pattern into an asset URL in the jsdom (web) test mode.
const file = resolve(dirname(fileURLToPath(import.meta.url)), "../../docs/statecharts/paths.json");

let cache: Record<string, MachinePath[]> | undefined;

export function committedPaths(machineId: string): MachinePath[] {
  cache ??= JSON.parse(readFileSync(file, "utf8")) as Record<string, MachinePath[]>;
  const paths = cache[machineId];
  if (!paths) throw new Error(`docs/statecharts/paths.json has no paths for ${machineId}: run npm run statecharts`);
  return paths;
}
