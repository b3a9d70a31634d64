import { lazy, Suspense, useEffect } from "react";
import { viewerOf } from "../../../machines/session/session.machine.ts";
import { memberPath, type MemberCentrePage } from "../../routes/-route-table.ts";
import { HomePage } from "../home/home-page.tsx";
import { NotFoundPage } from "../not-found/not-found-page.tsx";
import { useSession, useSessionActor } from "../auth/use-auth.ts";

// The centre and its pages load when a member opens one: never with the first route.
const MemberCentre = lazy(() => import("./member-centre.tsx").then((m) => ({ default: m.MemberCentre })));

/**
 * `/member/<page>`: the member centre over the home page (SPEC §5 member-centre access: a session token and an
 * account type other than 4). A guest is asked to log in (the session continues to this address afterwards; closing
 * the popup goes home); a trial account gets the real-account warning at home; cashback is not-found while manual
 * rebate (MANUALREBATE3) is off.
 */
export function MemberRoute({ page }: { page: MemberCentrePage }) {
  const session = useSessionActor();
  // Who asks, once the session knows: only a guest with no sign-in modal open, or a member with nothing open, is asked.
  const viewer = useSession((s) => {
    if (s.matches({ guest: "idle" })) return "guest";
    if (s.matches({ signedIn: "idle" })) return viewerOf(s.context.member);
    return s.matches("signedIn") && viewerOf(s.context.member) === "member" ? "member" : "waiting";
  });
  const cashbackOff = useSession((s) => page === "manualRebate" && s.context.modules.MANUALREBATE3 !== true);
  useEffect(() => {
    if (viewer === "guest" || viewer === "trial") session.send({ type: "protected.requested", intent: { kind: "route", to: memberPath(page), realAccountOnly: true } });
  }, [viewer, page, session]);
  if (cashbackOff) return <NotFoundPage />;
  return (
    <>
      <HomePage />
      {viewer === "member" && (
        <Suspense fallback={null}>
          <MemberCentre page={page} />
        </Suspense>
      )}
    </>
  );
}
