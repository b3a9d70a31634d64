/**
 * Build plugin: every text file of the build (scripts, stylesheets, SVG, JSON, HTML) of 1 kB or more is written a
 * second and a third time, compressed once at build time — `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip,
 * level 9) — as a CDN or a static server with `brotli_static` / `gzip_static` serves a production site. `vite
 * preview` (npm start, the browser tests, the bench) serves those files too: a request that accepts Brotli gets the
 * `.br` file, one that accepts gzip the `.gz` one, anything else the file itself. Without this the preview server
 * compressed every script again for every request (gzip level 6) on the machine that also runs the browser.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import type { Connect, Plugin } from "vite";

/** Content types of the files compressed ahead. */
export const COMPRESSED_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};
/** Smaller files are not worth a compressed copy (one network packet either way). */
export const COMPRESS_FROM_BYTES = 1024;

/** The Brotli and gzip forms of `data`. */
export function compressAhead(data: Uint8Array): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    gz: gzipSync(data, { level: 9 }),
  };
}

/** The encoding to answer with for an `Accept-Encoding` header: Brotli first, then gzip; null for neither. */
export function pickEncoding(accept: string | undefined): "br" | "gzip" | null {
  const offered = new Map<string, number>();
  for (const part of (accept ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (offered.get(name) ?? offered.get("*") ?? 0) > 0;
  return wants("br") ? "br" : wants("gzip") ? "gzip" : null;
}

/** Serves `<file>.br` / `<file>.gz` from `root` for requests of a file that has them; `next()` for anything else. */
export function precompressedMiddleware(root: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const type = COMPRESSED_TYPES[extname(req.url?.split("?")[0] ?? "")];
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if ((req.method !== "GET" && req.method !== "HEAD") || !type || !encoding) return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    } catch {
      return next();
    }
    const file = resolve(join(root, path));
    if (!file.startsWith(`${resolve(root)}/`)) return next();
    const compressed = `${file}.${encoding === "br" ? "br" : "gz"}`;
    stat(compressed)
      .then((info) => (info.isFile() ? readFile(compressed) : null))
      .then(
        (body) => {
          if (!body) return next();
          res.statusCode = 200;
          res.setHeader("Content-Type", type);
          res.setHeader("Content-Encoding", encoding);
          res.setHeader("Content-Length", body.length);
          res.setHeader("Vary", "Accept-Encoding");
          // Hashed file names never change content; everything else is checked again.
          res.setHeader("Cache-Control", path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
          res.end(req.method === "HEAD" ? undefined : body);
        },
        // No compressed copy (or it cannot be read): the file as it is, from the next handler.
        () => next(),
      );
  };
}

export function precompressed(): Plugin {
  let outDir = "dist";
  return {
    name: "precompressed",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => COMPRESSED_TYPES[extname(name)] !== undefined)
          .map(async (name) => {
            const data = await readFile(join(dir, name));
            if (data.length < COMPRESS_FROM_BYTES) return;
            const { br, gz } = compressAhead(data);
            await Promise.all([writeFile(join(dir, `${name}.br`), br), writeFile(join(dir, `${name}.gz`), gz)]);
          }),
      );
    },
    configurePreviewServer(server) {
      server.middlewares.use(precompressedMiddleware(outDir));
    },
  };
}
