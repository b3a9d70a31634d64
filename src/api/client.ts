import { ofetch } from "ofetch";
import { endpoints, type EndpointDef, type EndpointId, type ResponseOf } from "./endpoints.ts";
import { PlatformError, isPlatformError } from "./errors.ts";
import { interpretResponse, type RawResponse } from "./response.ts";
import type { PayloadCodec } from "./codec/payload-codec.ts";
import type {
  Country,
  CustomerServiceScript,
  DomainRoute,
  HelpItem,
  LoginValue,
  MemberInfo,
  SystemStatus,
  VendorLanes,
  WhitelabelNode,
} from "./schemas.ts";

/** A query-string value; `null`/`undefined` entries are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** Per-call input: query string, body (JSON, form or encrypted per the row), cancellation. */
export interface CallInit {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/** Where the client reads the session token and how it ends the session. */
export interface SessionPort {
  getToken(): string | null;
  clear(): void;
}

/** Configuration of one platform client. */
export interface PlatformClientOptions {
  baseURL: string;
  merchant: string;
  /** `Device` header value; `web` by default. */
  device?: string;
  /** Current language code, e.g. `pt`; sent upper-case. */
  getLanguage(): string;
  session: SessionPort;
  onSessionEnded?(): void;
  /** Reads (GET) are aborted after this many ms with `network.slow`. */
  slowMs: number;
  /** Writes are aborted only after this many ms, with `network.timeout`. */
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Credentials of `POST /wps/session/login` (encrypted before sending). */
export interface LoginPayload {
  username: string;
  password: string;
  captcha: string | null;
  type: "username" | "sms" | "";
  loginDeviceId?: string;
  [field: string]: unknown;
}

/** The one platform client. */
export interface PlatformClient {
  request<K extends EndpointId>(id: K, init?: CallInit): Promise<ResponseOf<K>>;
  systemStatus(host: string): Promise<SystemStatus>;
  whitelabel(): Promise<WhitelabelNode[]>;
  countries(): Promise<Country[]>;
  memberInfo(): Promise<MemberInfo>;
  captcha(): Promise<string>;
  domainRoute(): Promise<DomainRoute>;
  helpCenter(lang: string): Promise<HelpItem[]>;
  vendorLanes(merchantCode: string): Promise<VendorLanes>;
  customerServiceLinks(): Promise<CustomerServiceScript>;
  login(payload: LoginPayload): Promise<LoginValue>;
  logout(): Promise<void>;
}

interface Prepared {
  headers: Headers;
  query: Record<string, QueryValue>;
  body?: string;
}

const JSON_TYPE = "application/json;charset=UTF-8";
const FORM_TYPE = "application/x-www-form-urlencoded;charset=UTF-8";
const NO_RSA_KEY = "NO RSA KEY";

function formBody(body: unknown): string {
  const form = new URLSearchParams();
  if (typeof body === "object" && body !== null) {
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
  }
  return form.toString();
}

function noRsaKey(cause: unknown): PlatformError {
  const status = isPlatformError(cause) ? cause.status : undefined;
  return new PlatformError("platform.message", { endpoint: "rsaKey", serverMessage: NO_RSA_KEY, status, cause });
}

export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const now = options.now ?? Date.now;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const http = ofetch.create({ baseURL: options.baseURL, retry: false, ignoreResponseError: true }, { fetch: fetchImpl });

  let modulusPromise: Promise<string> | undefined;
  let codecPromise: Promise<PayloadCodec> | undefined;

  function loadCodec(): Promise<PayloadCodec> {
    codecPromise ??= import("./codec/payload-codec.ts").then(
      (module) => module.createPayloadCodec(),
      (error: unknown) => {
        codecPromise = undefined;
        throw new PlatformError("network.abnormal", { endpoint: "payloadCodec", cause: error });
      },
    );
    return codecPromise;
  }

  function rsaModulus(): Promise<string> {
    modulusPromise ??= request("rsaKey").catch((error: unknown) => {
      modulusPromise = undefined;
      if (isPlatformError(error) && (error.code.startsWith("network.") || error.code === "session.ended")) throw error;
      throw noRsaKey(error);
    });
    return modulusPromise;
  }

  async function seal(init: CallInit, headers: Headers): Promise<string> {
    const [modulus, codec] = await Promise.all([rsaModulus(), loadCodec()]);
    let sealed;
    try {
      sealed = codec.encrypt(init.body, modulus);
    } catch (error) {
      modulusPromise = undefined;
      throw noRsaKey(error);
    }
    headers.set("Encryption", sealed.encryption);
    headers.set("X-Digest", sealed.digest);
    headers.set("X-RSA", modulus);
    return JSON.stringify(sealed.body);
  }

  async function prepare(row: EndpointDef, init: CallInit): Promise<Prepared> {
    const headers = new Headers();
    headers.set("Merchant", options.merchant);
    headers.set("Language", options.getLanguage().toUpperCase());
    headers.set("Device", options.device ?? "web");
    const token = row.token ? options.session.getToken() : null;
    if (token) headers.set("Authorization", token);
    const query: Record<string, QueryValue> = { ...init.query };
    if (row.noCache) {
      headers.set("Cache-Control", "no-cache");
      query.t = now();
    }
    if (row.encrypt) {
      headers.set("Content-Type", JSON_TYPE);
      return { headers, query, body: await seal(init, headers) };
    }
    if (row.body === "json") {
      headers.set("Content-Type", JSON_TYPE);
      return { headers, query, body: JSON.stringify(init.body ?? {}) };
    }
    if (row.body === "form") {
      headers.set("Content-Type", FORM_TYPE);
      return { headers, query, body: formBody(init.body) };
    }
    return { headers, query };
  }

  async function exchange(row: EndpointDef, prepared: Prepared, signal?: AbortSignal): Promise<RawResponse> {
    const isRead = row.method === "GET";
    const limitMs = isRead ? Math.min(options.slowMs, options.timeoutMs) : options.timeoutMs;
    const controller = new AbortController();
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      controller.abort();
    }, limitMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener("abort", forwardAbort, { once: true });
    try {
      signal?.throwIfAborted();
      const response = await http.raw<string, "text">(row.path, {
        method: row.method,
        headers: prepared.headers,
        query: prepared.query,
        body: prepared.body,
        responseType: "text",
        signal: controller.signal,
      });
      return { status: response.status, text: response._data ?? "" };
    } catch (error) {
      if (expired) {
        throw new PlatformError(isRead ? "network.slow" : "network.timeout", { endpoint: row.id, cause: error });
      }
      if (signal?.aborted) throw signal.reason;
      throw new PlatformError("network.abnormal", { endpoint: row.id, cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", forwardAbort);
    }
  }

  function endSession(row: EndpointDef, raw: RawResponse): PlatformError {
    options.session.clear();
    options.onSessionEnded?.();
    let serverMessage: string | undefined;
    try {
      const body: unknown = JSON.parse(raw.text);
      if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string") {
        serverMessage = body.message;
      }
    } catch {
      serverMessage = undefined;
    }
    return new PlatformError("session.ended", { endpoint: row.id, status: 401, serverMessage });
  }

  async function request<K extends EndpointId>(id: K, init: CallInit = {}): Promise<ResponseOf<K>> {
    const row: EndpointDef = endpoints[id];
    const prepared = await prepare(row, init);
    const raw = await exchange(row, prepared, init.signal);
    if (raw.status === 401) throw endSession(row, raw);
    return interpretResponse(row, raw) as ResponseOf<K>;
  }

  return {
    request,
    systemStatus: (host) => request("systemStatus", { query: { url: host } }),
    whitelabel: () => request("whitelabel"),
    countries: () => request("countries"),
    memberInfo: () => request("memberInfo"),
    captcha: () => request("captcha"),
    domainRoute: () => request("domainRoute"),
    helpCenter: (lang) => request("helpCenter", { query: { lang, device: "WEB" } }),
    vendorLanes: (merchantCode) => request("vendorLanes", { query: { platform: "html5-desktop", merchantCode } }),
    customerServiceLinks: () => request("customerService"),
    login: (payload) => request("login", { body: payload }),
    logout: async () => {
      await request("logout");
    },
  };
}
