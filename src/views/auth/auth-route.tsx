import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import type { sessionMachine } from "../../../machines/session/session.machine.ts";
import { HomePage } from "../home/home-page.tsx";
import { useSession, useSessionActor } from "./use-auth.ts";
import { preloadDialog } from "./auth-modals.tsx";

export interface AuthRouteProps {
  modal: "login" | "register";
  referralCode?: string;
  affiliateCode?: string;
}

/**
 * Opens the route's modal for a guest, unless it is open already. The routes call it when they are entered
 * (`onEnter`), so that the page's first render draws the modal; `AuthRoute` again once a stored session turns out
 * to have ended.
 */
export function openAuthModal(session: ActorRefFrom<typeof sessionMachine>, { modal, referralCode, affiliateCode }: AuthRouteProps): void {
  const snapshot = session.getSnapshot();
  if (!snapshot.matches("guest")) return;
  if (modal === "login" && !snapshot.matches({ guest: "loggingIn" })) session.send({ type: "login.open" });
  if (modal === "register" && !snapshot.matches({ guest: "registering" })) {
    session.send({ type: "register.open", ...(referralCode ? { referralCode } : {}), ...(affiliateCode ? { affiliateCode } : {}) });
  }
}

/**
 * `/login` and `/register`: the home page with the login or register modal open. A visitor with a session never
 * gets here: the route's guard sends them home (src/routes/__root.tsx).
 */
export function AuthRoute(props: AuthRouteProps) {
  const { modal } = props;
  const session = useSessionActor();
  const phase = useSession((s) => (s.matches("guest") ? "guest" : "other"));
  // The dialog's code travels with the sign-in flows' rather than after the session has started.
  useEffect(() => preloadDialog(modal), [modal]);
  useEffect(() => {
    if (phase === "guest") openAuthModal(session, props);
    // Opened once per visit: closing the modal leaves the route (the session navigates home).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);
  return <HomePage />;
}
