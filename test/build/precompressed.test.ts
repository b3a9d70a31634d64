// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request, type IncomingMessage } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { compressAhead, pickEncoding, precompressedMiddleware } from "../../scripts/vite/precompressed.ts";
import { serveMiddleware, type MiddlewareServer } from "../middleware-server.ts";

describe("pickEncoding", () => {
  it("prefers Brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe("precompressedMiddleware over node:http", () => {
  const root = mkdtempSync(join(tmpdir(), "precompressed-"));
  const script = Buffer.from(`export const games = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Game ${i}`))};\n`);
  let server: MiddlewareServer;
  let base = "";
  beforeAll(async () => {
    const site = join(root, "site");
    mkdirSync(join(site, "assets"), { recursive: true });
    writeFileSync(join(site, "assets", "app-1.js"), script);
    const { br, gz } = compressAhead(script);
    writeFileSync(join(site, "assets", "app-1.js.br"), br);
    writeFileSync(join(site, "assets", "app-1.js.gz"), gz);
    writeFileSync(join(site, "assets", "small.js"), "export {};\n");
    // Beside the served folder, not in it.
    writeFileSync(join(root, "secret.txt.br"), "not for the outside");
    server = await serveMiddleware(precompressedMiddleware(site));
    base = server.base;
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Raw HTTP (fetch would decode the body itself). */
  const get = (path: string, accept: string, method = "GET") =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const call = request(`${base}${path}`, { method, headers: { "Accept-Encoding": accept } }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      call.on("error", reject);
      call.end();
    });

  it("answers the Brotli file to a browser that accepts it, the gzip one otherwise, both the same script", async () => {
    const br = await get("/assets/app-1.js", "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);
    const gz = await get("/assets/app-1.js?v=1", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(script)).toBe(true);
    const head = await get("/assets/app-1.js", "br", "HEAD");
    expect(head.headers["content-length"]).toBe(String(br.body.length));
    expect(head.body.length).toBe(0);
  });

  it("leaves everything else to the next handler: no encoding accepted, no compressed copy, other types, paths outside the root", async () => {
    expect((await get("/assets/app-1.js", "identity")).body.toString()).toBe("next");
    expect((await get("/assets/small.js", "br")).body.toString()).toBe("next");
    expect((await get("/assets/app-1.png", "br")).body.toString()).toBe("next");
    expect((await get("/%2e%2e/secret.txt", "br")).body.toString()).toBe("next");
    expect((await get("/assets/%2e%2e/%2e%2e/secret.txt", "br")).body.toString()).toBe("next");
  });
});
