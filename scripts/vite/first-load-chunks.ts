/**
 * Build plugin: fewer, larger chunks on the first load (ADR 0011).
 *
 * Left alone, the bundler cuts every module shared between the entry, the app and the lazy screens into its own
 * small chunk: a first load then asked for about twenty scripts before the first paint. Over HTTP/1.1 (six
 * connections) on a phone's round trip each extra wave of requests costs as much as the download itself. This puts
 *   - everything the entry (`src/entry.ts`) needs statically, outside the entry itself, into one `early` chunk;
 *   - everything the app (`src/main.tsx`) needs statically, and the entry does not, into one `app` chunk;
 *   - everything the app's services (`src/app/compose.ts`: the machines, the router, the page's frame) need, and
 *     neither of those has, into one `services` chunk. The app imports it once it has run, so the two chunks run
 *     as two tasks rather than one long one; it downloads with the page's route chunks (scripts/vite/route-preload.ts);
 * so the first load is the entry, `early`, `app`, `services` and the route's own chunk. Lazy screens keep their own
 * chunks; code they share with the app comes from the `app` and `services` chunks that are already loaded.
 */
import type { Plugin } from "vite";

interface Graph {
  importedIds(id: string): readonly string[];
}

/** Every module reachable from `root` through static imports (the root included). */
export function staticClosure(root: string, graph: Graph): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...graph.importedIds(id));
  }
  return seen;
}

export function firstLoadChunks(entryModule = "/src/entry.ts", appModule = "/src/main.tsx", servicesModule = "/src/app/compose.ts"): Plugin {
  let entryClosure = new Set<string>();
  let appClosure = new Set<string>();
  let servicesClosure = new Set<string>();
  let entryId: string | undefined;
  return {
    name: "first-load-chunks",
    apply: "build",
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "early", test: (id: string) => id !== entryId && entryClosure.has(id), priority: 2 },
                  { name: "app", test: (id: string) => appClosure.has(id) && !entryClosure.has(id), priority: 1 },
                  { name: "services", test: (id: string) => servicesClosure.has(id) && !appClosure.has(id) && !entryClosure.has(id), priority: 0 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = ids.find((candidate) => candidate.endsWith(suffix));
        if (!id) throw new Error(`first-load-chunks: no module ${suffix}`);
        return id;
      };
      const graph: Graph = { importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [] };
      entryId = find(entryModule);
      entryClosure = staticClosure(entryId, graph);
      appClosure = staticClosure(find(appModule), graph);
      servicesClosure = staticClosure(find(servicesModule), graph);
    },
  };
}
