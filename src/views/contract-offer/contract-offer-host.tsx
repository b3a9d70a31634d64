import { lazy, Suspense } from "react";
import { useSelector } from "@xstate/react";
import { isOfferPopupShown } from "../../../machines/contracts/contracts.selectors.ts";
import { useServices } from "../../app/services.tsx";
import { withCatalog } from "../../i18n/i18n.ts";

// The popup's code and the agent area's texts load together (src/i18n/i18n.ts).
const ContractOfferPopup = lazy(() => withCatalog("agent", () => import("./contract-offer-popup.tsx")));

/**
 * The contract offer popup's host (OFR-08; research §4.11): the app machine (machines/app, region `contractOffers`)
 * decides when the popup's actor runs — after a member's login under the agent policy, until the popup closes or the
 * member leaves. This mounts the popup's code only while that actor has an offer (or its failure, or the last answer)
 * to show, so a player with no offer waiting never loads it.
 */
export function ContractOfferHost() {
  const { app } = useServices();
  const ref = useSelector(app, (snapshot) => snapshot.context.contractOffers);
  const shown = useSelector(ref ?? undefined, (snapshot) => (snapshot ? isOfferPopupShown(snapshot) : false));
  if (!ref || !shown) return null;
  return (
    <Suspense fallback={null}>
      <ContractOfferPopup actor={ref} />
    </Suspense>
  );
}
