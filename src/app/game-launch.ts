/** How the composition root feeds the session into the game-launch machine (ADR 0010). */
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { Viewer } from "../../machines/game-launch/game-launch.types.ts";
import { TRIAL_TYPE, type sessionMachine } from "../../machines/session/session.machine.ts";

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Guest until the member has loaded; a type-4 member is a trial account. */
export function gameLaunchViewer(snapshot: SessionSnapshot): Viewer {
  if (!snapshot.matches("signedIn") || !snapshot.context.member) return "guest";
  return snapshot.context.member.type === TRIAL_TYPE ? "trial" : "member";
}

/**
 * Calls `onClosed` when the session is back to a plain guest after a sign-in modal was open (the player closed the
 * login, register or forgot-password modal without signing in).
 */
export function watchLoginClosed(session: ActorRefFrom<typeof sessionMachine>, onClosed: () => void): void {
  let modalOpen = false;
  session.subscribe((snapshot) => {
    const inModal = snapshot.matches({ guest: "loggingIn" }) || snapshot.matches({ guest: "registering" }) || snapshot.matches({ guest: "recovering" });
    if (modalOpen && snapshot.matches({ guest: "idle" })) onClosed();
    modalOpen = inModal || (modalOpen && !snapshot.matches({ guest: "idle" }) && !snapshot.matches("signedIn"));
  });
}
