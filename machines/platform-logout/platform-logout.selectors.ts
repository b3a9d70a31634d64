import type { SnapshotFrom } from "xstate";
import type { platformLogoutMachine } from "./platform-logout.machine.ts";

/**
 * What the player is told about a logout the platform has not confirmed (DEV-08): nothing while the retries run,
 * then that the platform's session stays open until it expires, with Try again (busy while it asks) and Close.
 */
export type UnendedLogoutView = "none" | "unconfirmed" | "retrying";

export function selectUnendedLogout(snapshot: SnapshotFrom<typeof platformLogoutMachine>): UnendedLogoutView {
  if (snapshot.matches("unconfirmed")) return "unconfirmed";
  return snapshot.matches("retrying") ? "retrying" : "none";
}
