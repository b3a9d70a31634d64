/**
 * A worker of `generateInWorkers` (parallel.ts): generates the paths of the registry's machines it is handed, one at
 * a time, and posts each machine's result back. What it posts is what `generatePaths` returns (sets and arrays, which
 * a worker message carries as they are).
 */
import { parentPort } from "node:worker_threads";
import { registry } from "../../machines/registry.ts";
import { buildModel } from "./model.ts";
import { generatePaths } from "./paths.ts";

parentPort!.on("message", (id: string) => {
  const entry = registry.find((e) => e.machine.id === id);
  if (!entry) throw new Error(`paths worker: no machine ${id} in the registry`);
  parentPort!.postMessage({ id, generated: generatePaths(entry, buildModel(entry.machine)) });
});
