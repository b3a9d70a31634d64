/**
 * Build plugin: each route's own chunks start downloading with the app, not after it (ADR 0011).
 *
 * Routes are split per page (TanStack Router's automatic code splitting), so a first load used to ask for the
 * page's chunk only once the app had run and the router had matched the address: one more round trip before the
 * first paint. This writes a small table into the built index.html — for each route path, the files of its chunk
 * and their static imports and CSS that index.html does not load already — and src/app/route-preload.ts (run by
 * the entry) adds `modulepreload` / stylesheet-preload links for the current address. Every route's list also has
 * the app's services chunk (`src/app/compose.ts`, which the app imports once it has run: scripts/vite/first-load-chunks.ts),
 * and the chunk of the page's machines with their live actors (`PAGE_MACHINES`: the composition root loads it on a
 * first load of such a page), so that the page's first render draws its content rather than skeletons while that
 * chunk is still asked for; and the sign-in flows, which the composition root loads before it starts the app machine
 * (`FIRST_LOAD_MODULES`). The sign-in modals' own code is not in the table: on a phone over HTTP/1.1 (six connections
 * a host) its two dozen small files held the banner and the app's code back (LCP and the form both came later, on /login).
 */
import type { Plugin } from "vite";
import { relative } from "node:path";
import { routeOfKey } from "./route-of-file.ts";
import { chunkOf, importedCss, isChunk, staticImports } from "./bundle-graph.ts";
import { ROUTES, routePath, type FirstPage } from "../../src/routes/-route-table.ts";

/** The module of each kind of page's machines and live actors, as src/app/compose.ts imports it on first use. */
export const PAGE_MACHINES: Partial<Record<FirstPage, string>> = {
  catalogue: "/src/api/catalogue-actors.ts",
  lobby: "/src/api/lobby-actors.ts",
};

/** What the composition root (src/app/compose.ts) loads on every first load before it starts the app machine. */
export const FIRST_LOAD_MODULES = ["/src/app/sign-in-flows.ts"];

/**
 * The table read by src/app/route-preload.ts: file names, per route path the indexes of its files, and the app's
 * own files (the chunk the entry imports, `src/main.tsx`'s, with its imports) that index.html does not load.
 */
interface RoutePreloadTable {
  files: string[];
  routes: Record<string, number[]>;
  app: number[];
}

export { ROUTE_PRELOAD_ID } from "../../src/app/route-preload.ts";
import { ROUTE_PRELOAD_ID } from "../../src/app/route-preload.ts";

export function routePreload(
  appModule = "/src/main.tsx",
  servicesModule = "/src/app/compose.ts",
  pageMachines = PAGE_MACHINES,
  firstLoadModules = FIRST_LOAD_MODULES,
): Plugin {
  let base = "/";
  let root = process.cwd();
  return {
    name: "route-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        // What index.html links already.
        const loaded = new Set<string>();
        for (const match of html.matchAll(/(?:src|href)="([^"]+)"/g)) loaded.add(match[1]!.slice(base.length));
        // The entry and the app chunk (which the entry imports), with their static imports.
        const entryFiles = ctx.chunk ? staticImports(bundle, ctx.chunk.fileName, new Set()) : new Set<string>();
        const firstScripts = new Set(entryFiles);
        const app = chunkOf(bundle, appModule);
        if (app) staticImports(bundle, app.fileName, entryFiles);
        const table: RoutePreloadTable = { files: [], routes: {}, app: [] };
        const indexOf = (file: string) => {
          const at = table.files.indexOf(file);
          return at >= 0 ? at : table.files.push(file) - 1;
        };
        const appFiles = [...entryFiles].filter((file) => !firstScripts.has(file));
        table.app = [...new Set([...appFiles, ...importedCss(bundle, appFiles)])].filter((file) => !loaded.has(file)).map(indexOf);
        const services = chunkOf(bundle, servicesModule);
        const servicesFiles = services ? [...staticImports(bundle, services.fileName, new Set())] : [];
        /** A module's chunk with its static imports; a module no chunk holds is a build error (the table would lie). */
        const withImports = (module: string, into: Set<string>) => {
          const chunk = chunkOf(bundle, module);
          if (!chunk) throw new Error(`route-preload: no chunk holds ${module}`);
          staticImports(bundle, chunk.fileName, into);
        };
        for (const item of Object.values(bundle)) {
          if (!isChunk(item) || !item.isDynamicEntry || !item.facadeModuleId) continue;
          const routeFile = routeOfKey(relative(root, item.facadeModuleId).replaceAll("\\", "/"));
          if (!routeFile) continue;
          const route = routePath(routeFile);
          if (!route) throw new Error(`route-preload: ${routeFile} has no row in src/routes/-route-table.ts`);
          const facts = ROUTES[route];
          const files = staticImports(bundle, item.fileName, new Set());
          for (const file of servicesFiles) files.add(file);
          for (const module of firstLoadModules) withImports(module, files);
          const machines = pageMachines[facts.firstPage];
          if (machines) withImports(machines, files);
          const needed = [...files, ...importedCss(bundle, files)].filter((file) => !entryFiles.has(file) && !loaded.has(file));
          const all = [...new Set(needed)];
          if (all.length > 0) table.routes[route] = all.map(indexOf);
        }
        table.files = table.files.map((file) => base + file);
        // `<` cannot end the script element early: file names and paths never contain it, but be safe.
        const json = JSON.stringify(table).replaceAll("<", "\\u003c");
        return [{ tag: "script", attrs: { type: "application/json", id: ROUTE_PRELOAD_ID }, children: json, injectTo: "head" as const }];
      },
    },
  };
}
