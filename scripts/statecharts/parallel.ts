/**
 * Path generation for the registry's machines on every core: each worker (paths-worker.ts) takes the next machine
 * when it has finished one, in the registry's order. Generation is the slow part of `npm run statecharts` and of the
 * check in `npm test` (minutes; `app` and `registration` alone are more than half), and each machine's paths depend
 * on that machine only, so the result is the same as one after the other.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { MachineEntry } from "../../machines/shared/registry-types.ts";
import type { GeneratedPaths } from "./paths.ts";

export async function generateInWorkers(entries: readonly MachineEntry[], workers = Math.min(availableParallelism(), 4, entries.length)): Promise<GeneratedPaths[]> {
  const queue = entries.map((entry) => entry.machine.id);
  const done = new Map<string, GeneratedPaths>();
  // A worker does not inherit tsx's loader: it registers it, then imports the TypeScript worker module.
  const script = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(new URL("./paths-worker.ts", import.meta.url).href)}); });`;
  const pool = Array.from({ length: Math.max(1, workers) }, () => new Worker(script, { eval: true }));
  try {
    await Promise.all(
      pool.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const id = queue.shift();
              if (id === undefined) resolve();
              else worker.postMessage(id);
            };
            worker.on("message", ({ id, generated }: { id: string; generated: GeneratedPaths }) => {
              done.set(id, generated);
              next();
            });
            worker.on("error", reject);
            worker.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`paths worker exited with ${code}`))));
            next();
          }),
      ),
    );
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
  return entries.map((entry) => done.get(entry.machine.id)!);
}
