/** Shared helpers for the sandbox platform tests (msw/node listens in test/setup.ts). */
import { nodeSandbox, SANDBOX_ORIGIN } from "../sandbox-server.ts";
import * as v from "valibot";
import { encryptLikeClient } from "../../src/sandbox/crypto.ts";
import { envelopeSchema, type LoginValue } from "../../src/api/schemas.ts";

export const store = nodeSandbox.store;
export const MERCHANT = "aurora01";

export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  message?: string;
  errorCode?: string;
}

/** fetch against the sandbox origin with exactly one Merchant header (plus `headers`). */
export function platformFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("Merchant")) headers.set("Merchant", MERCHANT);
  return fetch(`${SANDBOX_ORIGIN}${path}`, { ...init, headers });
}

export async function getEnvelope<T = unknown>(path: string, init: RequestInit = {}): Promise<{ status: number; body: Envelope<T> }> {
  const response = await platformFetch(path, init);
  const body: unknown = await response.json();
  v.parse(envelopeSchema, body); // every answer is checked against the client's own envelope schema (ADR 0002)
  return { status: response.status, body: body as Envelope<T> };
}

/** An encrypted login exactly as a client sends it. */
export function login(payload: Record<string, unknown>): Promise<{ status: number; body: Envelope<LoginValue | { captcha: boolean }> }> {
  const encrypted = encryptLikeClient(payload);
  return getEnvelope("/wps/session/login", {
    method: "POST",
    headers: { ...encrypted.headers, "Content-Type": "application/json" },
    body: JSON.stringify(encrypted.body),
  });
}

export async function loginToken(username: string, password: string): Promise<string> {
  const { body } = await login({ username, password, type: "username" });
  if (!body.success) throw new Error(`login failed: ${body.message}`);
  return (body.value as LoginValue).token;
}
