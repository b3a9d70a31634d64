import { vi } from "vitest";
import { createPlatformClient, type PlatformClientOptions } from "../../src/api/client.ts";
import { SANDBOX_ORIGIN } from "../sandbox-server.ts";

export const MERCHANT = "wic11f3";
export const TOKEN = "tok-7f3a9c";

/** A client against the test origin with a fake session; `token: null` starts logged out. */
export function makeClient(overrides: Partial<PlatformClientOptions> & { token?: string | null } = {}) {
  const { token: initialToken = TOKEN, ...options } = overrides;
  let token = initialToken;
  const session = {
    getToken: vi.fn(() => token),
    clear: vi.fn(() => {
      token = null;
    }),
  };
  const onSessionEnded = vi.fn();
  const client = createPlatformClient({
    baseURL: SANDBOX_ORIGIN,
    merchant: MERCHANT,
    getLanguage: () => "pt",
    session,
    onSessionEnded,
    slowMs: 2000,
    timeoutMs: 5000,
    ...options,
  });
  return { client, session, onSessionEnded, setToken: (next: string | null) => (token = next) };
}

/** Resolves with the rejection of `promise` (fails when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

export const url = (path: string): string => `${SANDBOX_ORIGIN}${path}`;
