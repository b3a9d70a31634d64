/**
 * Build plugin: fewer, larger chunks on the first load (ADR 0011).
 *
 * Left alone, the bundler cuts every module shared between the entry, the app and the lazy screens into its own
 * small chunk: a first load then asked for about twenty scripts before the first paint. Over HTTP/1.1 (six
 * connections) on a phone's round trip each extra wave of requests costs as much as the download itself. This puts
 *   - what the entry (`src/entry.ts`) needs statically in two scripts that download side by side: the entry chunk
 *     keeps the code that runs the first moments (`src/app/early.ts`, the platform client, the first view), and one
 *     `early` chunk takes the libraries under it and the platform's data contracts (`earlyChunkHolds`). Each is
 *     small enough to arrive in the first round trip of a new connection (10 packets, about 14 kB: the bench's
 *     `firstScriptBrotliKB` budget); one script of both would take two;
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

/**
 * Of the modules the entry imports statically, those the `early` chunk takes: libraries, the bundler's helpers
 * (virtual modules), the response schemas and the endpoint table, the configuration's schema, and the names the
 * site keeps in the browser (`src/app/storage-keys.ts`, which lazy chunks share). They import only libraries and one
 * another, so `early` never imports from the entry chunk.
 */
export function earlyChunkHolds(id: string): boolean {
  return id.includes("/node_modules/") || id.startsWith("\0") || /\/src\/(api\/(endpoints|[a-z-]*schemas)|config\/schema|app\/storage-keys)\.ts$/.test(id);
}

/** The chunks besides the entry chunk that every first load runs, whatever the page (the groups below). */
const GROUP = { early: "early", app: "app", services: "services" } as const;
export const FIRST_LOAD_GROUPS: readonly string[] = Object.values(GROUP);

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function of a script that
 * starts with it is compiled while the script downloads, off the main thread, instead of the first time it is
 * called, on the main thread, in the middle of the task that calls it. The first-load chunks are the code that runs
 * on every first load (the libraries' start-up paths, the machines, the first render), so most of their functions
 * are called at once.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** `code` with the compile hint as its first line. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
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
                  { name: GROUP.early, test: (id: string) => id !== entryId && entryClosure.has(id) && earlyChunkHolds(id), priority: 2 },
                  // Without their dependencies: those the entry has stay in the entry chunk (or `early`), where the
                  // bundler puts a module the entry imports statically, instead of being pulled into these.
                  { name: GROUP.app, test: (id: string) => appClosure.has(id) && !entryClosure.has(id), priority: 1, includeDependenciesRecursively: false },
                  { name: GROUP.services, test: (id: string) => servicesClosure.has(id) && !appClosure.has(id) && !entryClosure.has(id), priority: 0, includeDependenciesRecursively: false },
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
    generateBundle: {
      // After Vite's own steps: the minifier drops comments, and Vite's import helper goes on the first line.
      order: "post",
      handler(_options, bundle) {
        // The two first scripts must not wait for each other: `early` importing the entry chunk would be a cycle,
        // and the entry importing any chunk but `early` a third script before the first view.
        const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
        const entry = chunks.find((chunk) => chunk.isEntry);
        const early = chunks.find((chunk) => chunk.name === GROUP.early);
        if (!entry || !early) return;
        if (early.imports.includes(entry.fileName)) this.error(`first-load-chunks: ${early.fileName} imports the entry chunk ${entry.fileName}`);
        const others = entry.imports.filter((file) => file !== early.fileName);
        if (others.length > 0) this.error(`first-load-chunks: the entry chunk imports ${others.join(", ")} besides ${early.fileName}`);
        for (const chunk of chunks) {
          if (chunk === entry || FIRST_LOAD_GROUPS.includes(chunk.name)) chunk.code = withCompileHint(chunk.code);
        }
      },
    },
  };
}
