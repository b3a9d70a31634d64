/**
 * Connect/Node-style middleware serving the sandbox platform over real HTTP (Vite dev/preview servers, the
 * standalone sandbox server, e2e). Platform paths are answered by the msw handlers through `getResponse`; the
 * control page and API live under `/__sandbox`; `?sandbox=<preset>` on any request switches the scenario.
 *
 * The control API answers only its own origin (issue 28): a request with an `Origin` other than the server's is
 * refused (403), and a call that changes anything (POST) must carry {@link CONTROL_HEADER}`: 1`, which a page on
 * another origin cannot send without a CORS preflight (so a cross-origin `text/plain` form or `fetch` POST from a
 * page on the LAN cannot reset or reconfigure a developer's sandbox).
 */
import { type IncomingMessage, type ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { getResponse, type HttpHandler } from "msw";
import { controlApi } from "./control.ts";
import { controlPageHtml } from "./control-page.ts";
import { selfContainedPageCsp } from "../config/security-headers.ts";
import { createHandlers } from "./handlers/index.ts";
import { applyPreset } from "./scenarios.ts";
import { createSandboxStore, type SandboxStore } from "./store.ts";

export type NextFunction = (error?: unknown) => void;

export interface SandboxMiddleware {
  (req: IncomingMessage, res: ServerResponse, next: NextFunction): void;
  readonly store: SandboxStore;
}

export interface SandboxMiddlewareOptions {
  store?: SandboxStore;
  /** Path prefixes answered by the platform handlers (default `/wps/`, `/lgw/`, `/lotto/`, `/TCG_PROD_IMAGES/`). */
  platformPrefixes?: readonly string[];
}

export const CONTROL_PATH = "/__sandbox";
/** The request header every control API POST must carry (value `1`). */
export const CONTROL_HEADER = "X-Sandbox-Control";
/** Platform API paths, and the image CDN paths the sandbox serves same-origin (flags; `imageCdn` is "" in dev). */
const DEFAULT_PREFIXES = ["/wps/", "/lgw/", "/lotto/", "/TCG_PROD_IMAGES/", "/TCG_GAME_ICONS/", "/__sandbox/demo-game"] as const;
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length", "expect"]);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function toFetchRequest(req: IncomingMessage, url: URL, body: Buffer | undefined, signal: AbortSignal): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, req.rawHeaders[i + 1] as string);
  }
  return new Request(url, { method: req.method ?? "GET", headers, body: body?.length ? new Uint8Array(body) : undefined, signal });
}

/** Bodies at least this large are gzipped when the client accepts it, as a real platform's gateway does. */
const COMPRESS_FROM_BYTES = 1024;

async function sendFetchResponse(res: ServerResponse, response: Response, acceptsGzip: boolean): Promise<void> {
  if (response.type === "error") {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.setHeader("Vary", "Accept-Encoding");
  if (body && acceptsGzip && body.length >= COMPRESS_FROM_BYTES && !response.headers.has("content-encoding")) {
    res.setHeader("Content-Encoding", "gzip");
    res.end(gzipSync(body, { level: 6 }));
    return;
  }
  res.end(body);
}

/** Why a control API request is refused (it is not from the server's own origin), or null. */
export function controlRequestRefusal(req: IncomingMessage): string | null {
  const origin = req.headers.origin;
  const scheme = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  if (origin !== undefined && origin !== `${scheme}://${req.headers.host ?? ""}`) return "the control API answers only its own origin";
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD" && req.headers[CONTROL_HEADER.toLowerCase()] !== "1") {
    return `a control call needs the header ${CONTROL_HEADER}: 1`;
  }
  return null;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

/**
 * The handlers that can answer a method and URL. msw's `getResponse` tries handlers in turn and, for each one,
 * compiles its path pattern and parses the request's cookies again: tens of handlers per call, on the machine that
 * also runs the browser. This compiles each pattern once, as a superset of msw's match (`*` any text, `:name` one
 * segment, any letter case, an optional final slash); msw still matches the few handlers left. A pattern of another
 * form is always kept.
 */
export function handlerIndex(handlers: readonly HttpHandler[]): (method: string, url: URL) => HttpHandler[] {
  const entries = handlers.map((handler) => {
    const { method, path } = handler.info;
    const simple = typeof path === "string" && /^[\w/.*:-]*$/.test(path);
    const pattern = simple ? new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\*/g, ".*").replace(/:\w+/g, "[^/]+")}/?$`, "i") : null;
    return { handler, method: typeof method === "string" ? method.toUpperCase() : null, pattern };
  });
  return (method, url) => {
    const address = `${url.origin}${url.pathname}`;
    return entries
      .filter((entry) => (entry.method === null || entry.method === "ALL" || entry.method === method) && (entry.pattern?.test(address) ?? true))
      .map((entry) => entry.handler);
  };
}

async function handle(
  store: SandboxStore,
  candidates: (method: string, url: URL) => HttpHandler[],
  prefixes: readonly string[],
  req: IncomingMessage,
  res: ServerResponse,
  next: NextFunction,
): Promise<void> {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const preset = url.searchParams.get("sandbox");
  if (preset && !applyPreset(store, preset)) console.warn(`[sandbox] unknown preset "${preset}" ignored`);
  const method = req.method ?? "GET";
  const path = url.pathname;

  if (path === CONTROL_PATH || path === `${CONTROL_PATH}/`) {
    if (method !== "GET" && method !== "HEAD") return sendJson(res, 405, { error: "use GET" });
    const html = controlPageHtml();
    res.statusCode = 200;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    // Its own inline style and script, by hash, in place of the site's policy.
    res.setHeader("Content-Security-Policy", await selfContainedPageCsp(html));
    res.end(method === "HEAD" ? undefined : html);
    return;
  }
  if (path.startsWith(`${CONTROL_PATH}/api/`)) {
    const refusal = controlRequestRefusal(req);
    if (refusal) return sendJson(res, 403, { error: refusal });
    let body: unknown;
    if (method === "POST") {
      const raw = (await readBody(req)).toString("utf8").trim();
      try {
        body = raw === "" ? {} : (JSON.parse(raw) as unknown);
      } catch {
        return sendJson(res, 400, { error: "the body is not JSON" });
      }
    }
    const answer = controlApi(store, method, path.slice(`${CONTROL_PATH}/api/`.length), body);
    return answer ? sendJson(res, answer.status, answer.body) : sendJson(res, 404, { error: "unknown control call" });
  }
  if (!prefixes.some((prefix) => path.startsWith(prefix))) return next();

  const body = method === "GET" || method === "HEAD" ? undefined : await readBody(req);
  const aborter = new AbortController();
  // A response that was sent in full closes too: only a client that went away aborts the handler.
  res.once("close", () => res.writableFinished || aborter.abort());
  const handlers = candidates(method, url);
  const response = handlers.length > 0 ? await getResponse(handlers, toFetchRequest(req, url, body, aborter.signal)) : undefined;
  if (!response) return next();
  if (res.destroyed) return;
  await sendFetchResponse(res, response, /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")));
}

export function createSandboxMiddleware(options: SandboxMiddlewareOptions = {}): SandboxMiddleware {
  const store = options.store ?? createSandboxStore();
  const candidates = handlerIndex(createHandlers(store));
  const prefixes = options.platformPrefixes ?? DEFAULT_PREFIXES;
  const middleware = (req: IncomingMessage, res: ServerResponse, next: NextFunction): void => {
    handle(store, candidates, prefixes, req, res, next).catch((error: unknown) => {
      if (res.headersSent) res.destroy(error instanceof Error ? error : undefined);
      else sendJson(res, 500, { success: false, message: "sandbox.internal.error" });
      console.error("[sandbox]", error);
    });
  };
  return Object.assign(middleware, { store });
}
