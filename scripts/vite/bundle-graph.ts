/** Helpers over a Rolldown output bundle, shared by the index.html plugins (body-stylesheets.ts, route-preload.ts). */
import type { Rolldown } from "vite";

export type OutputChunk = Rolldown.OutputChunk;
export type OutputBundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

export const isChunk = (item: Rolldown.OutputChunk | Rolldown.OutputAsset | undefined): item is OutputChunk => item?.type === "chunk";

/** Adds `file` and every chunk it imports statically (transitively) to `into`. */
export function staticImports(bundle: OutputBundle, file: string, into: Set<string>): Set<string> {
  const chunk = bundle[file];
  if (into.has(file) || !isChunk(chunk)) return into;
  into.add(file);
  for (const next of chunk.imports) staticImports(bundle, next, into);
  return into;
}

/** The chunk holding `moduleSuffix` (e.g. "/src/main.tsx"), whether as its facade or grouped into it. */
export function chunkOf(bundle: OutputBundle, moduleSuffix: string): OutputChunk | undefined {
  return Object.values(bundle).find((item): item is OutputChunk => isChunk(item) && item.moduleIds.some((id) => id.endsWith(moduleSuffix)));
}

/** The CSS files the given chunks import. */
export function importedCss(bundle: OutputBundle, files: Iterable<string>): Set<string> {
  const css = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file];
    if (isChunk(chunk)) for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
  }
  return css;
}
