/**
 * Standalone sandbox platform over real HTTP: `npm run sandbox` (port 9090, or SANDBOX_PORT; host 127.0.0.1, or
 * SANDBOX_HOST). CORS is open to any origin so a dev build can point `platform.baseUrl` at it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createSandboxMiddleware } from "../src/sandbox/middleware.ts";

const port = Number(process.env.SANDBOX_PORT ?? 9090);
const host = process.env.SANDBOX_HOST ?? "127.0.0.1";
const ALLOWED_HEADERS = [
  "Merchant", "Authorization", "Language", "Device", "Encryption", "X-Digest", "X-RSA", "Content-Type", "Cache-Control",
].join(", ");

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
  res.setHeader("Vary", "Origin");
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", ALLOWED_HEADERS);
  res.setHeader("Access-Control-Max-Age", "600");
}

const middleware = createSandboxMiddleware();
const server = createServer((req, res) => {
  cors(req, res);
  if (req.method === "OPTIONS") {
    res.statusCode = 204;
    res.end();
    return;
  }
  middleware(req, res, (error) => {
    res.statusCode = error ? 500 : 404;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify({ success: false, message: error ? "sandbox.internal.error" : "sandbox.not.implemented" }));
  });
});

server.listen(port, host, () => {
  const base = `http://${host}:${port}`;
  console.log(`Sandbox platform listening on ${base}`);
  console.log(`  control page: ${base}/__sandbox`);
  console.log(`  try:          curl -H 'Merchant: aurora01' '${base}/wps/system/status?url=localhost'`);
});

const stop = (): void => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
