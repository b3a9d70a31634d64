import { pageOfSlug } from "../../routes/-member-pages.ts";
import { HomePage } from "../home/home-page.tsx";
import { NotFoundPage } from "../not-found/not-found-page.tsx";
import { CashbackNotOfferedPage } from "../rewards/not-offered-page.tsx";
import { useSession } from "../auth/use-auth.ts";

/**
 * `/member/<page>` loaded as an address (a direct load, a new tab, a reload of one opened that way): the home page,
 * with the member centre over it (src/views/member/member-host.tsx, drawn by the shell). An unknown page is the
 * not-found page; cashback while manual rebate (MANUALREBATE3) is off says the site does not offer it (RWD-15).
 */
export function MemberRoute({ slug }: { slug: string }) {
  const page = pageOfSlug(slug);
  const cashbackOff = useSession((s) => page === "manualRebate" && s.context.modules.MANUALREBATE3 !== true);
  if (page === null) return <NotFoundPage />;
  return cashbackOff ? <CashbackNotOfferedPage /> : <HomePage />;
}
