/**
 * Build plugin: index.html loads a small entry (src/entry.ts) that starts the configuration and start-up calls and
 * then imports the app (src/main.tsx). So that the app's chunks download in parallel with that entry rather than
 * after it, this adds `<link rel="modulepreload">` for the app chunk and its static imports, and the app's CSS as
 * stylesheets, to the built index.html.
 */
import type { Plugin } from "vite";
import { chunkOf, importedCss, staticImports } from "./bundle-graph.ts";

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
        const app = chunkOf(bundle, appModule);
        if (!app) throw new Error(`preload-app-chunk: no chunk for ${appModule}`);
        const entryFiles = ctx.chunk ? staticImports(bundle, ctx.chunk.fileName, new Set()) : new Set<string>();
        const appFiles = staticImports(bundle, app.fileName, new Set());
        const scripts = [...appFiles].filter((file) => !entryFiles.has(file));
        const entryCss = importedCss(bundle, entryFiles);
        const css = [...importedCss(bundle, appFiles)].filter((href) => !entryCss.has(href));
        return [
          ...css.map((href) => ({ tag: "link", attrs: { rel: "stylesheet", crossorigin: true, href: base + href }, injectTo: "head" as const })),
          ...scripts.map((href) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: base + href }, injectTo: "head" as const })),
        ];
      },
    },
  };
}
