/** Shared helpers for the sandbox platform tests (msw/node listens in test/setup.ts). */
import { expect } from "vitest";
import { crc32, inflateSync } from "node:zlib";
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

/** An encrypted call (any method) exactly as a client sends it; `token` adds `Authorization`. */
export function encryptedCall<T = unknown>(
  path: string,
  payload: unknown,
  options: { method?: "POST" | "PUT"; token?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const encrypted = encryptLikeClient(payload);
  const headers: Record<string, string> = { ...encrypted.headers, "Content-Type": "application/json" };
  if (options.token) headers.Authorization = options.token;
  return getEnvelope<T>(path, { method: options.method ?? "POST", headers, body: JSON.stringify(encrypted.body) });
}

/** A plain JSON POST. */
export function postJson<T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Envelope<T> }> {
  return getEnvelope<T>(path, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
}

/** Fetches a captcha image and returns the code the sandbox now accepts. */
export async function freshCaptcha(): Promise<string> {
  const { body } = await getEnvelope<string>("/wps/captcha?t=1");
  if (!body.success || !store.state.captcha) throw new Error("no captcha issued");
  return store.state.captcha.code;
}

/** The unused, live SMS code the sandbox "sent" to `mobileNum` for `purpose` (what a tester reads on the control page). */
export function smsCode(mobileNum: string, purpose: "noLogin" | "register" | "verification"): string {
  const found = store.state.smsCodes.find((c) => c.mobileNum === mobileNum && c.purpose === purpose && !c.used && c.expiresAt > store.now());
  if (!found) throw new Error(`no live ${purpose} code for ${mobileNum}`);
  return found.code;
}

export const DEMO_MOBILE = { countryDialingCode: "+55", mobileNum: "11987654321" } as const;
export const TRAVELLER_MOBILE = { countryDialingCode: "+55", mobileNum: "41977776666" } as const;

/** The chunks of a PNG, after checking its signature and every chunk's CRC. */
function pngChunks(bytes: Buffer): { type: string; data: Buffer }[] {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("ascii", offset + 4, offset + 8);
    expect(bytes.readUInt32BE(offset + 8 + length)).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data: bytes.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

/**
 * Checks a PNG's structure (signature, every chunk CRC, IHDR first, IEND last, the inflated size) and decodes it:
 * the size, the palette (RGB triples), the tRNS opacities if any, and the palette index of every pixel (8-bit indexed
 * images with filter 0, as the sandbox writes them).
 */
export function assertValidPng(image: string | Uint8Array): { width: number; height: number; palette: number[][]; alpha: number[]; pixels: Uint8Array } {
  const chunks = pngChunks(typeof image === "string" ? Buffer.from(image, "base64") : Buffer.from(image));
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  const palette: number[][] = [];
  const alpha: number[] = [];
  for (const { type, data } of chunks) {
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    }
    if (type === "IDAT") idat.push(data);
    if (type === "PLTE") for (let i = 0; i + 2 < data.length; i += 3) palette.push([data[i]!, data[i + 1]!, data[i + 2]!]);
    if (type === "tRNS") alpha.push(...data);
  }
  const types = chunks.map((c) => c.type);
  expect(types[0]).toBe("IHDR");
  expect(types.at(-1)).toBe("IEND");
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe(height * (width + 1));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) pixels.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  return { width, height, palette, alpha, pixels };
}

/** Decodes a truecolour PNG (RGB or RGBA, 8 bits, any row filter) into RGBA pixels, checking its chunks' CRCs. */
export function decodeTruecolorPng(image: Uint8Array): { width: number; height: number; rgba(x: number, y: number): [number, number, number, number] } {
  let width = 0;
  let height = 0;
  let colourType = 0;
  const idat: Buffer[] = [];
  for (const { type, data } of pngChunks(Buffer.from(image))) {
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      colourType = data[9]!;
    }
    if (type === "IDAT") idat.push(data);
  }
  expect([2, 6]).toContain(colourType);
  const channels = colourType === 6 ? 4 : 3;
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe(height * (stride + 1));
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i += 1) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= channels ? out[y * stride + i - channels]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + i]! : 0;
      const c = y > 0 && i >= channels ? out[(y - 1) * stride + i - channels]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter]!;
      out[y * stride + i] = (x + predicted) & 0xff;
    }
  }
  return {
    width,
    height,
    rgba: (x, y) => {
      const i = y * stride + x * channels;
      return [out[i]!, out[i + 1]!, out[i + 2]!, channels === 4 ? out[i + 3]! : 255];
    },
  };
}
