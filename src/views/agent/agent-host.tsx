import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { isAgent, viewerOf } from "../../../machines/session/session.machine.ts";
import { agentPageOfSlug, agentPath, type AgentCentrePage } from "../../routes/-agent-pages.ts";
import { Dialog } from "../../components/dialog/dialog.tsx";
import { useSession, useSessionActor } from "../auth/use-auth.ts";
import { AgentCentre } from "./agent-centre.tsx";
import * as css from "../member/member.css.ts";

/**
 * The agent centre on its address, `/agent/<page>` (SPEC §2, §6). A guest is asked to log in (the session continues
 * to the page afterwards); a trial account is told "Non-member account unable to login" and a member who is not an
 * agent "Non-agents cannot log in" (SPEC §6), each closing home; an agent (types 1, 2, 41, 42) gets the centre.
 */
export function AgentCentreHost({ slug }: { slug: string }) {
  const page = agentPageOfSlug(slug);
  return page ? <Guarded page={page} /> : null;
}

type AgentViewer = "guest" | "trial" | "member" | "agent" | "waiting";

function Guarded({ page }: { page: AgentCentrePage }) {
  const session = useSessionActor();
  const viewer = useSession((s): AgentViewer => {
    if (s.matches({ guest: "idle" })) return "guest";
    const member = s.context.member;
    if (s.matches({ signedIn: "idle" })) return isAgent(member) ? "agent" : viewerOf(member);
    return s.matches("signedIn") && isAgent(member) ? "agent" : "waiting";
  });
  useEffect(() => {
    if (viewer === "guest")
      session.send({
        type: "protected.requested",
        intent: { kind: "route", to: agentPath(page), realAccountOnly: false },
      });
  }, [viewer, page, session]);
  // A session that ends while the centre is open (a 401) opens the login popup over it: the page stays underneath.
  const shown = useRef(false);
  if (viewer === "agent") shown.current = true;
  else if (viewer !== "waiting") shown.current = false;
  if (viewer === "trial" || viewer === "member") return <NotAnAgent viewer={viewer} />;
  return shown.current ? <AgentCentre page={page} /> : null;
}

/** SPEC §6's words for a signed-in player who may not open the agent centre; closing goes home. */
function NotAnAgent({ viewer }: { viewer: "trial" | "member" }) {
  const { t } = useLingui();
  const router = useRouter();
  const close = () => void router.navigate({ to: "/", replace: true });
  return (
    <Dialog open onClose={close} title={t`Agent centre`}>
      <p role="alert" className={css.muted}>
        {viewer === "trial" ? t`Non-member account unable to login` : t`Non-agents cannot log in`}
      </p>
    </Dialog>
  );
}
