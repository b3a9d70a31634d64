/**
 * The one wrapper every sandbox platform handler goes through: latency, failure injection, the single-`Merchant`
 * rule, then the handler. Also the envelope helpers (ADR 0002).
 */
import { delay, http, HttpResponse, type HttpHandler, type PathParams } from "msw";
import { type SandboxStore } from "../store.ts";
import { type FailureInjection, type Scenario } from "../scenarios.ts";
import { type SandboxMember } from "../seed/members.ts";
import { decryptPayload, SandboxCryptoError } from "../crypto.ts";
import { platformMessage } from "../seed/platform-messages.ts";

export interface RouteContext {
  request: Request;
  url: URL;
  params: PathParams;
  store: SandboxStore;
  /** The one `Merchant` header value. */
  merchant: string;
}

export type RouteResolver = (context: RouteContext) => Response | Promise<Response>;

type Method = "get" | "post" | "put" | "delete";

export const ok = (value: unknown = null): Response => HttpResponse.json({ success: true, value });

interface Refusal {
  message: string;
  status?: number;
  value?: unknown;
}

/** The refusals `fail` made, so that `route` can answer them in the request's language. */
const refusals = new WeakMap<Response, Refusal>();

function refusal({ message, status, value }: Refusal): Response {
  return HttpResponse.json(value === undefined ? { success: false, message } : { success: false, message, value }, { status: status ?? 200 });
}

export const fail = (message: string, options: { status?: number; value?: unknown } = {}): Response => {
  const response = refusal({ message, ...options });
  refusals.set(response, { message, ...options });
  return response;
};

/** A refusal's sentence in the language the request asked for (the platform answers in the `Language` header's). */
function inRequestLanguage(response: Response, request: Request): Response {
  const refused = refusals.get(response);
  if (!refused) return response;
  const message = platformMessage(refused.message, request.headers.get("Language"));
  return message === refused.message ? response : refusal({ ...refused, message });
}

export const sessionEnded = (): Response => fail("login.not.session", { status: 401 });

/** The member whose session token is in `Authorization`, or the HTTP 401 answer. */
export function requireMember(context: RouteContext): SandboxMember | Response {
  return context.store.sessionMember(context.request.headers.get("Authorization")?.trim()) ?? sessionEnded();
}

/** Resolves after `duration` or when the request is aborted, whichever comes first. */
async function wait(duration: number | "infinite", signal: AbortSignal): Promise<void> {
  if (signal.aborted) return;
  await Promise.race([
    delay(duration),
    new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true })),
  ]);
}

/** The failure to inject for this request, if any; counts down `remaining` and recovers at zero. */
function takeFailure(scenario: Scenario, url: URL): FailureInjection | null {
  const failure = scenario.failure;
  if (failure.mode === "none") return null;
  if (failure.path && !url.pathname.startsWith(failure.path)) return null;
  if (failure.remaining !== undefined) {
    const left = failure.remaining - 1;
    scenario.failure = left > 0 ? { ...failure, remaining: left } : { mode: "none" };
  }
  return failure;
}

/** The first answer override for this exact path, if any; counts it down and removes it when used up. */
function takeAnswer(scenario: Scenario, url: URL): Response | null {
  const answers = scenario.answers ?? [];
  const index = answers.findIndex((answer) => answer.path === url.pathname);
  if (index < 0) return null;
  const answer = answers[index]!;
  const left = (answer.remaining ?? 1) - 1;
  const rest = left > 0 ? answers.map((a, i) => (i === index ? { ...a, remaining: left } : a)) : answers.filter((_, i) => i !== index);
  if (rest.length > 0) scenario.answers = rest;
  else delete scenario.answers;
  // 204 and 205 carry no body.
  const status = answer.status ?? 200;
  return new Response(status === 204 || status === 205 ? null : answer.body, { status, headers: { "Content-Type": "application/json" } });
}

const MALFORMED_HTML = "<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>";

async function injected(store: SandboxStore, request: Request, url: URL): Promise<Response | null> {
  const { latencyMs } = store.state.scenario;
  if (latencyMs > 0) await wait(latencyMs, request.signal);
  const answer = takeAnswer(store.state.scenario, url);
  if (answer) return answer;
  const failure = takeFailure(store.state.scenario, url);
  switch (failure?.mode) {
    case "http500":
      return fail("#500 system busy", { status: 500 });
    case "malformed":
      return failure?.body === "json" ? HttpResponse.json({ ok: 1 }) : HttpResponse.html(MALFORMED_HTML);
    case "network":
      return HttpResponse.error();
    case "timeout":
      await wait("infinite", request.signal);
      return HttpResponse.error();
    default:
      return null;
  }
}

/** Exactly one `Merchant` header (Fetch joins duplicates with ", "). */
function singleMerchant(request: Request): string | null {
  const value = request.headers.get("Merchant")?.trim();
  if (!value || value.includes(",")) return null;
  return value;
}

/** The merchant the sandbox serves when a public call names none (the platform maps the site's domain to it). */
export const DOMAIN_MERCHANT = "aurora01";

export interface RouteOptions {
  /** Public bootstrap calls: without a Merchant header the merchant comes from the domain; a duplicate still fails. */
  merchantFromDomain?: boolean;
}

/** A platform route: `path` is matched on any origin (`*${path}`). */
export function route(store: SandboxStore, method: Method, path: string, resolve: RouteResolver, options: RouteOptions = {}): HttpHandler {
  return http[method](`*${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const early = await injected(store, request, url);
    if (early) return early;
    const absent = !request.headers.has("Merchant");
    const merchant = absent && options.merchantFromDomain ? DOMAIN_MERCHANT : singleMerchant(request);
    if (!merchant) return fail("function.not.available", { status: 400 });
    return inRequestLanguage(await resolve({ request, url, params, store, merchant }), request);
  });
}

/** Reads a JSON body; `undefined` when it is absent or not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** A form (urlencoded or multipart) or JSON body as a field map; empty when absent or unreadable. */
export async function readFields(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    try {
      const form = await request.formData();
      const fields: Record<string, unknown> = {};
      form.forEach((value, key) => {
        if (typeof value === "string") fields[key] = value;
      });
      return fields;
    } catch {
      return {};
    }
  }
  const json = await readJson(request);
  return typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
}

/** The answer to an encrypted call that cannot be decrypted (ADR 0003). */
export const undecryptable = (): Response => fail("request.decrypt.failed", { status: 400 });

/**
 * The decrypted payload of an encrypted call (`Encryption` header, `{value}` body), or the HTTP 400 answer when it
 * cannot be decrypted.
 */
export async function decryptedBody(request: Request): Promise<{ payload: unknown } | Response> {
  const body = await readJson(request);
  try {
    const value = typeof body === "object" && body !== null ? (body as { value?: unknown }).value : undefined;
    return { payload: decryptPayload(request.headers.get("Encryption"), value) };
  } catch (error) {
    if (error instanceof SandboxCryptoError) return undecryptable();
    throw error;
  }
}
