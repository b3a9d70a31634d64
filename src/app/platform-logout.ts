/**
 * Logout that the platform hears (issue 28 item 7; DEV-08), the I/O half. The session machine ends the local session
 * whether or not the logout call succeeds — a player who asked to leave a shared computer must not stay logged in
 * because of a network error — but a failed call would leave the platform's session alive. So the token is read
 * before the call and, when the call fails, handed back in the outcome: the app machine's `platformLogout` region
 * then tells the platform again with that token (after 2 s, 10 s, 30 s and 2 min) and says so to the player when it
 * could not. The new session a later login opens is never touched: only the old token is sent.
 */
import type { PlatformClient } from "../api/client.ts";
import { toFailure } from "../../machines/shared/errors.ts";
import type { LogoutOutcome } from "../../machines/session/session.machine.ts";

export interface PlatformLogoutOptions {
  client: Pick<PlatformClient, "logout">;
  /** The token of the session being ended, read before the call. */
  getToken(): string | null;
}

export interface PlatformLogout {
  /** The session's logout: ended when the platform confirms (or its session is already gone), else the token it may still hold. */
  logOut(): Promise<LogoutOutcome>;
  /** The app machine's retry: ends the platform's session under an old token (a 401 means it is already gone). */
  endSession(token: string): Promise<void>;
}

export function createPlatformLogout({ client, getToken }: PlatformLogoutOptions): PlatformLogout {
  return {
    async logOut() {
      const token = getToken();
      try {
        await client.logout(token ?? undefined);
        return { ended: true };
      } catch (error) {
        if (!token || toFailure(error).code === "session.ended") return { ended: true };
        return { ended: false, token };
      }
    },
    endSession: (token) => client.logout(token),
  };
}
