/**
 * Build plugin: index.html loads a small entry (src/entry.ts) that starts the configuration and start-up calls and
 * then imports the app (src/main.tsx). So that the app's chunks download in parallel with that entry rather than
 * after it, this adds `<link rel="modulepreload">` for the app chunk and its static imports, and the app's CSS as
 * stylesheets, to the built index.html.
 */
import type { Plugin } from "vite";
import { chunkOf, importedCss, staticImports } from "./bundle-graph.ts";

/**
 * Moves the entry's `<script type="module">` and the module preloads Vite put in the head to the end of the body.
 * Module scripts never block the parser, so this changes no order of execution; but with script downloads started
 * from the head, Chromium presented nothing for about a second after the loading screen was ready (seen in
 * Lighthouse's traces: first paint at ~1.2 s with them in the head, ~0.2 s at the end of the body; ADR 0011).
 */
export function scriptsAfterContent(html: string): string {
  const moved: string[] = [];
  const head = html.replace(/<head>[\s\S]*<\/head>/, (part) =>
    part.replace(/\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g, (_match, tag: string) => {
      moved.push(tag);
      return "";
    }),
  );
  return moved.length === 0 ? html : head.replace("</body>", `  ${moved.join("\n    ")}\n  </body>`);
}

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
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const app = chunkOf(bundle, appModule);
        if (!app) throw new Error(`preload-app-chunk: no chunk for ${appModule}`);
        const entryFiles = ctx.chunk ? staticImports(bundle, ctx.chunk.fileName, new Set()) : new Set<string>();
        const appFiles = staticImports(bundle, app.fileName, new Set());
        const scripts = [...appFiles].filter((file) => !entryFiles.has(file));
        const entryCss = importedCss(bundle, entryFiles);
        const css = [...importedCss(bundle, appFiles)].filter((href) => !entryCss.has(href));
        return {
          html: scriptsAfterContent(html),
          tags: [
            ...css.map((href) => ({ tag: "link", attrs: { rel: "stylesheet", crossorigin: true, href: base + href }, injectTo: "head" as const })),
            ...scripts.map((href) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, fetchpriority: "low", href: base + href }, injectTo: "body" as const })),
          ],
        };
      },
    },
  };
}
