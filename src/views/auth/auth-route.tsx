import { useEffect } from "react";
import { HomePage } from "../home/home-page.tsx";
import { useSession, useSessionActor } from "./use-auth.ts";
import { preloadDialog } from "./auth-modals.tsx";

export interface AuthRouteProps {
  modal: "login" | "register";
  referralCode?: string;
  affiliateCode?: string;
}

/**
 * `/login` and `/register`: the home page with the login or register modal open. A visitor with a session never
 * gets here: the route's guard sends them home (src/routes/__root.tsx).
 */
export function AuthRoute({ modal, referralCode, affiliateCode }: AuthRouteProps) {
  const session = useSessionActor();
  const phase = useSession((s) => (s.matches("guest") ? "guest" : "other"));
  // The dialog's code travels with the sign-in flows' rather than after the session has started.
  useEffect(() => preloadDialog(modal), [modal]);
  useEffect(() => {
    if (phase !== "guest") return;
    const snapshot = session.getSnapshot();
    if (modal === "login" && !snapshot.matches({ guest: "loggingIn" })) session.send({ type: "login.open" });
    if (modal === "register" && !snapshot.matches({ guest: "registering" })) {
      session.send({ type: "register.open", ...(referralCode ? { referralCode } : {}), ...(affiliateCode ? { affiliateCode } : {}) });
    }
    // Opened once per visit: closing the modal leaves the route (the session navigates home).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);
  return <HomePage />;
}
