/**
 * Logout that the platform hears (issue 28 item 7; DEV-08). The session machine ends the local session whether or not
 * the logout call succeeds — a player who asked to leave a shared computer must not stay logged in because of a
 * network error — but a failed call would leave the platform's session alive. So the token is taken before the call
 * and, when the call fails, the platform is told again in the background with that token (after 2 s, 10 s, 30 s and
 * 2 min) until it confirms, or answers 401 (the session is already gone). The new session a later login opens is
 * never touched: only the old token is sent.
 */
import type { PlatformClient } from "../api/client.ts";
import { toFailure } from "../../machines/shared/errors.ts";

export const REVOKE_RETRY_MS: readonly number[] = [2_000, 10_000, 30_000, 120_000];

export interface LogoutRevokerOptions {
  client: Pick<PlatformClient, "logout">;
  /** The token of the session being ended, read before the call. */
  getToken(): string | null;
  /** `setTimeout` in the page; a test's fake timers. */
  schedule(run: () => void, ms: number): void;
  retryMs?: readonly number[];
}

/** The session's logout actor body: tells the platform, and keeps telling it in the background when the call fails. */
export function createLogoutRevoker({ client, getToken, schedule, retryMs = REVOKE_RETRY_MS }: LogoutRevokerOptions): () => Promise<void> {
  const retry = (token: string, attempt: number) => {
    const delay = retryMs[attempt];
    if (delay === undefined) return;
    schedule(() => {
      client.logout(token).catch((error: unknown) => {
        if (toFailure(error).code !== "session.ended") retry(token, attempt + 1);
      });
    }, delay);
  };
  return async () => {
    const token = getToken();
    try {
      await client.logout(token ?? undefined);
    } catch (error) {
      if (token && toFailure(error).code !== "session.ended") retry(token, 0);
      throw error;
    }
  };
}
