/**
 * Vite plugin: every response of the dev server (`npm run dev`) and of `vite preview` (`npm start`, the browser
 * tests, the bench) carries the site's security headers (src/config/security-headers.ts), built from the served
 * site's own `config.json` and index.html (the hashes of the loading screen's inline `<style>` and of the inline
 * script that sends the start-up calls: scripts/vite/warm-start.ts).
 *
 * It must come before the sandbox plugin: its middleware sets the headers first, and the sandbox's own HTML pages
 * (control page, demo game) replace the CSP with theirs.
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin, ViteDevServer } from "vite";
import { inlineHashes, securityHeaders, securityOptionsFromConfig } from "../../src/config/security-headers.ts";

export type HeaderSet = Record<string, string>;

/** The headers for a built site in `dir` (its config.json and index.html). */
export async function builtSiteHeaders(dir: string, { https = false }: { https?: boolean } = {}): Promise<HeaderSet> {
  const [config, html] = await Promise.all([readFile(join(dir, "config.json"), "utf8"), readFile(join(dir, "index.html"), "utf8")]);
  const { style, script } = await inlineHashes(html);
  return securityHeaders({ ...securityOptionsFromConfig(JSON.parse(config)), styleHashes: style, scriptHashes: script, https });
}

/** The headers for the dev server: public/config.json, and the hashes of the inline scripts Vite adds to index.html. */
async function devHeaders(server: ViteDevServer): Promise<HeaderSet> {
  const { root, publicDir } = server.config;
  const [config, raw] = await Promise.all([readFile(join(publicDir, "config.json"), "utf8"), readFile(join(root, "index.html"), "utf8")]);
  const { script } = await inlineHashes(await server.transformIndexHtml("/", raw));
  return securityHeaders({ ...securityOptionsFromConfig(JSON.parse(config)), styleHashes: [], scriptHashes: script, dev: true });
}

/** Connect middleware setting `headers()` on every response before passing it on. */
export function headersMiddleware(headers: () => Promise<HeaderSet>) {
  return (_req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    headers().then((set) => {
      for (const [name, value] of Object.entries(set)) res.setHeader(name, value);
      next();
    }, next);
  };
}

export function securityHeadersPlugin(): Plugin {
  return {
    name: "security-headers",
    // vitest runs Vite without serving pages.
    apply: () => !process.env.VITEST,
    configureServer(server) {
      let cached: Promise<HeaderSet> | undefined;
      // index.html or config.json may change while the dev server runs: read them again then.
      server.watcher.on("change", (file) => {
        if (/(^|[/\\])(index\.html|config\.json)$/.test(file)) cached = undefined;
      });
      server.middlewares.use(headersMiddleware(() => (cached ??= devHeaders(server))));
    },
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      const headers = builtSiteHeaders(dir);
      headers.catch(() => undefined); // reported by the first request
      server.middlewares.use(headersMiddleware(() => headers));
    },
  };
}
