/**
 * Bundle sizes from Vite's build manifest (`<outDir>/.vite/manifest.json`): the entry with its static imports and
 * CSS, the first route `/` (entry + the route's lazy chunk and what it imports + the default language's catalog),
 * each lazy route chunk (with the chunks it needs beyond the entry), and the other lazy chunks.
 * gzip is level 9; 1 kB = 1000 bytes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { routeOfKey } from "../vite/route-of-file.ts";
import { compressAhead } from "../vite/precompressed.ts";

export { routeOfKey };

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Bytes {
  raw: number;
  gzip: number;
}
export interface Bundle {
  name: string;
  files: string[];
  js: Bytes;
  css: Bytes;
}
/** A script the page's HTML loads: the entry chunk and its static imports, which run before the first view. */
export interface FirstScript {
  file: string;
  raw: number;
  gzip: number;
  /** Brotli, as the build's precompressed copy that is served (scripts/vite/precompressed.ts). */
  brotli: number;
}
export interface SizeReport {
  /** The scripts of the first moments, each on its own connection over HTTP/1.1. */
  firstScripts: FirstScript[];
  entry: Bundle;
  firstRoute: Bundle;
  routes: Bundle[];
  otherLazy: Bundle[];
  totalJs: Bytes;
}

function fileBytes(outDir: string, file: string, cache: Map<string, Bytes>): Bytes {
  let bytes = cache.get(file);
  if (!bytes) {
    const content = readFileSync(join(outDir, file));
    bytes = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    cache.set(file, bytes);
  }
  return bytes;
}

/** Keys reachable through static imports from `start` (including it). */
function staticClosure(manifest: Manifest, start: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(start);
  return [...seen];
}

export function measureSizes(outDir: string, defaultLang: string): SizeReport {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const cache = new Map<string, Bytes>();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("the manifest has no entry chunk");
  // The small entry imports the app chunk once the first view is on screen (src/entry.ts): part of every load.
  // The app is `src/main.tsx`'s own chunk, or the `app` chunk that holds it (scripts/vite/first-load-chunks.ts).
  const appKey = Object.keys(manifest).find((key) => key === "src/main.tsx") ?? manifest[entryKey]!.dynamicImports?.find((key) => /^_app-/.test(key));
  // The app's services (`src/app/compose.ts`), which the app imports once it has run: part of every load too.
  const servicesKey = appKey
    ? (Object.keys(manifest).find((key) => key === "src/app/compose.ts") ?? manifest[appKey]!.dynamicImports?.find((key) => /^_services-/.test(key)))
    : undefined;
  const entryKeys = [
    ...new Set([...staticClosure(manifest, entryKey), ...[appKey, servicesKey].flatMap((key) => (key ? staticClosure(manifest, key) : []))]),
  ];
  const loaded = new Set(entryKeys);

  const bundle = (name: string, keys: string[], exclude: Set<string> = new Set()): Bundle => {
    const chunkKeys = keys.filter((key) => !exclude.has(key));
    const js = chunkKeys.map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
    const excludedCss = new Set([...exclude].flatMap((key) => manifest[key]?.css ?? []));
    const css = [...new Set(chunkKeys.flatMap((key) => manifest[key]!.css ?? []))].filter((file) => !excludedCss.has(file));
    const sum = (files: string[]) =>
      files.reduce((total, file) => {
        const bytes = fileBytes(outDir, file, cache);
        return { raw: total.raw + bytes.raw, gzip: total.gzip + bytes.gzip };
      }, { raw: 0, gzip: 0 });
    return { name, files: [...js, ...css], js: sum(js), css: sum(css) };
  };

  const firstScripts = staticClosure(manifest, entryKey)
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const brotli = compressAhead(readFileSync(join(outDir, file))).br.length;
      return { file, ...fileBytes(outDir, file, cache), brotli };
    });
  const entry = bundle("entry (the entry, the app and services chunks it imports, their static imports, CSS)", entryKeys);
  const routes: Bundle[] = [];
  const other: Bundle[] = [];
  let firstRouteKeys: string[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || key === appKey || key === servicesKey) continue;
    const route = routeOfKey(key);
    const closure = staticClosure(manifest, key);
    if (route) {
      routes.push(bundle(route, closure, loaded));
      if (route === "/") firstRouteKeys = closure;
    } else {
      other.push(bundle(key.replace(/\?.*$/, ""), closure, loaded));
    }
  }
  const catalogKey = Object.keys(manifest).find((key) => key === `locales/${defaultLang}/messages.po`);
  const firstRoute = bundle(
    `first route / (entry + route chunk + ${defaultLang} catalog)`,
    [...new Set([...entryKeys, ...firstRouteKeys, ...(catalogKey ? [catalogKey] : [])])],
  );
  routes.sort((a, b) => a.name.localeCompare(b.name));
  other.sort((a, b) => a.name.localeCompare(b.name));
  const allJs = [...new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith(".js")))];
  const totalJs = allJs.reduce((t, f) => {
    const b = fileBytes(outDir, f, cache);
    return { raw: t.raw + b.raw, gzip: t.gzip + b.gzip };
  }, { raw: 0, gzip: 0 });
  return { firstScripts, entry, firstRoute, routes, otherLazy: other, totalJs };
}
