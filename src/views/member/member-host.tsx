import { useEffect, useRef } from "react";
import { viewerOf } from "../../../machines/session/session.machine.ts";
import { memberPath, pageOfSlug, type MemberCentrePage } from "../../routes/-member-pages.ts";
import { useSession, useSessionActor } from "../auth/use-auth.ts";
import { MemberCentre } from "./member-centre.tsx";

/**
 * The member centre wherever its page is in the address: `/member/<page>` (over the home page), or over another page
 * (`?member=<page>`, shown as `/member/<page>`). Only a member sees it (SPEC §5: a session token and an account type
 * other than 4): a guest is asked to log in (the session continues to the page afterwards; closing the popup goes
 * home), a trial account gets the real-account warning at home. Cashback only while manual rebate (MANUALREBATE3) is
 * on (the route shows the not-found page).
 */
export function MemberCentreHost({ slug }: { slug: string }) {
  const page = pageOfSlug(slug);
  return page ? <Guarded page={page} /> : null;
}

function Guarded({ page }: { page: MemberCentrePage }) {
  const session = useSessionActor();
  // Asked only when the session can answer: a guest with no sign-in modal open, a trial account with nothing open.
  const viewer = useSession((s) => {
    if (s.matches({ guest: "idle" })) return "guest";
    if (s.matches({ signedIn: "idle" })) return viewerOf(s.context.member);
    return s.matches("signedIn") && viewerOf(s.context.member) === "member" ? "member" : "waiting";
  });
  const cashbackOff = useSession((s) => page === "manualRebate" && s.context.modules.MANUALREBATE3 !== true);
  useEffect(() => {
    if (viewer === "guest" || viewer === "trial") session.send({ type: "protected.requested", intent: { kind: "route", to: memberPath(page), realAccountOnly: true } });
  }, [viewer, page, session]);
  // A session that ends while the centre is open (a 401) opens the login popup over it: the page stays mounted
  // underneath with what was typed, and continues after the login (CASH-06). A guest who closes the popup leaves.
  const shown = useRef(false);
  if (viewer === "member") shown.current = true;
  else if (viewer !== "waiting") shown.current = false;
  return shown.current && !cashbackOff ? <MemberCentre page={page} /> : null;
}
