import { Link, useRouter, useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { CentreDialog, CentrePage } from "./centre-dialog.tsx";
import { MEMBER_ROUTE } from "../../routes/-route-table.ts";
import { MEMBER_CENTRE_PAGES, MEMBER_PAGE_SLUGS, nextMemberDepth, type MemberCentrePage } from "../../routes/-member-pages.ts";
import { useSession } from "../auth/use-auth.ts";
import { memberCentrePageNames } from "./page-names.ts";
import { MEMBER_PAGE_VIEWS } from "./pages.tsx";
import { CountBadge, useBadgeCounts } from "../rewards/badge.tsx";
import * as css from "./member.css.ts";

/**
 * The member centre (SPEC §2) on its page's address, `/member/<page>`: a modal with a left menu in the SPEC's order
 * that highlights the active page, the page, and a close button; on a phone a full-screen page with a back arrow.
 * Menu items are links (each page is an address; over another page, the same address masked over that page). Closing goes back past the centre's entries to the page the
 * player opened it on, or home when they came from outside the site (src/routes/-route-table.ts).
 */
export function MemberCentre({ page }: { page: MemberCentrePage }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const location = useRouterState({ select: (s) => s.location });
  const manualRebate = useSession((s) => s.context.modules.MANUALREBATE3 === true);
  const pages = MEMBER_CENTRE_PAGES.filter((p) => p !== "manualRebate" || manualRebate);
  const depth = location.state.memberDepth;
  // Open over another page (its address masked as the centre's): the links keep that page under the centre.
  const over = location.search.member !== undefined;
  const close = () => {
    if (depth) router.history.go(-depth);
    else void router.navigate({ to: "/", replace: true });
  };
  const next = nextMemberDepth({ pathname: (location.maskedLocation ?? location).pathname, state: location.state });
  const View = MEMBER_PAGE_VIEWS[page];
  const counts = useBadgeCounts();
  return (
    <CentreDialog title={t`Member centre`} onClose={close} backTestId="member-centre-back">
      <div className={css.layout}>
        <nav aria-label={t`Member centre`}>
          <ul className={css.menu}>
            {pages.map((p) => (
              <li key={p}>
                <Link
                  {...(over
                    ? { to: ".", search: (prev: object) => ({ ...prev, member: MEMBER_PAGE_SLUGS[p] }), mask: { to: MEMBER_ROUTE, params: { page: MEMBER_PAGE_SLUGS[p] } } }
                    : { to: MEMBER_ROUTE, params: { page: MEMBER_PAGE_SLUGS[p] } })}
                  state={next}
                  className={css.item}
                  aria-current={p === page ? "page" : undefined}
                  activeOptions={{ exact: true, includeSearch: true }}
                  resetScroll={false}
                >
                  {i18n._(memberCentrePageNames[p])}
                  {p === "rewardCenter" && counts ? <CountBadge count={counts.claimable} label={t`${counts.claimable} rewards to claim`} /> : null}
                  {p === "missionLeaderboard" && counts ? <CountBadge count={counts.missions} label={t`${counts.missions} open missions`} /> : null}
                  {p === "messageV2" && counts ? <CountBadge count={counts.unread} label={t`${counts.unread} unread messages`} /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <CentrePage
          id="member-centre-page"
          title={i18n._(memberCentrePageNames[page])}
          View={View}
          unavailable={t`This page of the member centre is not available yet. It is coming in a future release.`}
        />
      </div>
    </CentreDialog>
  );
}
