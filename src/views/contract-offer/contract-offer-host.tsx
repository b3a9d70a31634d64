import { lazy, Suspense } from "react";
import { viewerOf } from "../../../machines/session/session.machine.ts";
import { useSession } from "../auth/use-auth.ts";
import { withCatalog } from "../../i18n/i18n.ts";

// The popup's code and the agent area's texts load together (src/i18n/i18n.ts).
const ContractOfferPopup = lazy(() => withCatalog("agent", () => import("./contract-offer-popup.tsx")));

/**
 * The contract offer popup's host (OFR-08; research §4.11): after a login of a member (never a guest or a trial
 * account) on a site whose agent policy (AGENTPOLICY3) is on, the popup's code loads and asks for the offers waiting
 * for the player; it shows only when there are some. A new login (another account) starts it again.
 */
export function ContractOfferHost() {
  const account = useSession((s) => (s.matches({ signedIn: "idle" }) && viewerOf(s.context.member) === "member" && s.context.modules.AGENTPOLICY3 === true ? (s.context.member?.account ?? null) : null));
  if (!account) return null;
  return (
    <Suspense fallback={null}>
      <ContractOfferPopup key={account} />
    </Suspense>
  );
}
