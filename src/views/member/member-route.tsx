import { pageOfSlug } from "../../routes/-member-pages.ts";
import { HomePage } from "../home/home-page.tsx";
import { NotFoundPage } from "../not-found/not-found-page.tsx";
import { useSession } from "../auth/use-auth.ts";

/**
 * `/member/<page>` loaded as an address (a direct load, a new tab, a reload of one opened that way): the home page,
 * with the member centre over it (src/views/member/member-host.tsx, drawn by the shell). An unknown page, and
 * cashback while manual rebate (MANUALREBATE3) is off, are the not-found page.
 */
export function MemberRoute({ slug }: { slug: string }) {
  const page = pageOfSlug(slug);
  const cashbackOff = useSession((s) => page === "manualRebate" && s.context.modules.MANUALREBATE3 !== true);
  return page === null || cashbackOff ? <NotFoundPage /> : <HomePage />;
}
