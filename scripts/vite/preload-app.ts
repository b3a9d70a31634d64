/**
 * Build plugin: index.html loads a small entry (src/entry.ts) that starts the configuration and start-up calls and
 * then imports the app (src/main.tsx). So that the app's chunks download in parallel with that entry rather than
 * after it, this adds `<link rel="modulepreload">` for the app chunk and its static imports, and the app's CSS as
 * stylesheets, to the built index.html.
 */
import type { Plugin, Rolldown } from "vite";

type OutputChunk = Rolldown.OutputChunk;
const isChunk = (item: Rolldown.OutputChunk | Rolldown.OutputAsset | undefined): item is OutputChunk => item?.type === "chunk";

export function preloadAppChunk(appModule = "/src/main.tsx"): Plugin {
  let base = "/";
  return {
    name: "preload-app-chunk",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const app = Object.values(bundle).find((item): item is OutputChunk => isChunk(item) && item.moduleIds.some((id) => id.endsWith(appModule)));
        if (!app) throw new Error(`preload-app-chunk: no chunk for ${appModule}`);
        const entryFiles = new Set<string>();
        const collect = (file: string, into: Set<string>) => {
          const chunk = bundle[file];
          if (into.has(file) || !isChunk(chunk)) return;
          into.add(file);
          for (const next of chunk.imports) collect(next, into);
        };
        if (ctx.chunk) collect(ctx.chunk.fileName, entryFiles);
        const appFiles = new Set<string>();
        collect(app.fileName, appFiles);
        const scripts = [...appFiles].filter((file) => !entryFiles.has(file));
        const css = new Set<string>();
        for (const file of appFiles) {
          const chunk = bundle[file];
          if (isChunk(chunk)) for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
        }
        return [
          ...[...css].map((href) => ({ tag: "link", attrs: { rel: "stylesheet", crossorigin: true, href: base + href }, injectTo: "head" as const })),
          ...scripts.map((href) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: base + href }, injectTo: "head" as const })),
        ];
      },
    },
  };
}
