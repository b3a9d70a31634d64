import type { MemberCentrePage } from "../../routes/-route-table.ts";
import { HomePage } from "../home/home-page.tsx";
import { NotFoundPage } from "../not-found/not-found-page.tsx";
import { useSession } from "../auth/use-auth.ts";

/**
 * `/member/<page>` loaded as an address (a direct load, a new tab, a reload of one opened that way): the home page,
 * with the member centre over it (src/views/member/member-host.tsx, drawn by the shell). Cashback is the not-found
 * page while manual rebate (MANUALREBATE3) is off.
 */
export function MemberRoute({ page }: { page: MemberCentrePage }) {
  const cashbackOff = useSession((s) => page === "manualRebate" && s.context.modules.MANUALREBATE3 !== true);
  return cashbackOff ? <NotFoundPage /> : <HomePage />;
}
