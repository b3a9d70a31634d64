import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import { categoryNames } from "../../i18n/messages.ts";
import { HomeIcon } from "../../components/icons.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { HeaderMore } from "./header-more.tsx";
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from "react";
import { HeaderLogin } from "../auth/header-login.tsx";
import { useSession, useSessionActor } from "../auth/use-auth.ts";
import type { SiteView } from "../../../machines/boot/boot.selectors.ts";
import * as css from "./layout.css.ts";
import { CountBadge, useBadgeCounts } from "../rewards/badge.tsx";
import type * as CategoryMenuModule from "./category-menu.tsx";

// The logged-in bar loads when a member is known: a guest's first page does not need it.
const MemberBar = lazy(() => import("../auth/member-bar.tsx").then((m) => ({ default: m.MemberBar })));
// The vendor drop menus load when the browser is idle (or at the first pointer or focus on the tab row); until then
// the tabs are plain links with the same look, so nothing shifts when the menus arrive.
let menusChunk: Promise<typeof CategoryMenuModule> | undefined;
const loadMenus = () => (menusChunk ??= import("./category-menu.tsx"));
const CategoryMenuTabs = lazy(() => loadMenus().then((m) => ({ default: m.CategoryMenuTabs })));

/**
 * Swaps the plain tabs for the menus once their chunk is in: the download starts in a task of its own, and the swap
 * is a transition, which React renders in slices while the plain tabs stay on screen. As an urgent update it was one
 * 30-40 ms task (render, the chunk's preload links, a fallback commit) after the first page had loaded.
 */
function showMenus(setMenus: (on: boolean) => void) {
  void loadMenus().then(
    () => startTransition(() => setMenus(true)),
    () => {
      // The plain tabs are working links: keep them, and let the next pointer or focus ask again.
      menusChunk = undefined;
    },
  );
}

function StaticTabs({ site }: { site: SiteView }) {
  const { i18n } = useLingui();
  return (
    <>
      {site.categories.map((category) => (
        <li key={category.id}>
          <Link to={category.route} search={category.id === "DS88" ? { vendor: "DS88" } : {}} className={css.navLink} data-category={category.id}>
            {i18n._(categoryNames[category.id])}
          </Link>
        </li>
      ))}
    </>
  );
}

export function Header({ site, besideRightBar = false }: { site: SiteView; besideRightBar?: boolean }) {
  const { config, rememberHeaderTop } = useServices();
  const { t } = useLingui();
  const session = useSessionActor();
  const member = useSession((s) => (s.matches("signedIn") ? s.context.member : null));
  const restoring = useSession((s) => s.matches("starting") || s.matches("restoring") || s.matches("loadingMember"));
  const [menus, setMenus] = useState(false);
  const counts = useBadgeCounts();
  const top = useRef<HTMLDivElement>(null);
  // The top row's height for the entry's first view of the next visit (src/app/header-memory.ts); a ResizeObserver
  // reads it after layout, so this forces no layout of its own.
  useEffect(() => {
    const row = top.current;
    if (!row || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => rememberHeaderTop(row.offsetHeight));
    observer.observe(row);
    return () => observer.disconnect();
  }, [rememberHeaderTop]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => showMenus(setMenus), { timeout: 4000 });
    return () => cancel(handle);
  }, []);
  return (
    // Beside the right bar the header's row lines up with the page's content (issue 31), which leaves the bar its room.
    <header className={besideRightBar ? `${css.header} ${css.headerBesideRightBar}` : css.header}>
      <div className={`${css.container} ${css.headerTop}`} ref={top}>
        <Link to="/" className={css.brand}>
          <img src={config.brand.logo} alt="" className={css.brandLogo} width={36} height={36} />
          {/* A member's row is full (balance, Deposit, the centre's buttons): on a laptop the logo stands alone. */}
          <span className={member ? `${css.brandName} ${css.brandNameBeside}` : css.brandName}>{config.brand.name}</span>
        </Link>
        <div className={css.headerActions} data-testid="login-area">
          {member ? (
            <Suspense fallback={<span className={css.vipDashes}>{t`Loading…`}</span>}>
              <MemberBar more={<LanguageSwitcher />} />
            </Suspense>
          ) : (
            <>
              {restoring ? (
                <span className={css.vipDashes} role="status">
                  {t`Loading…`}
                </span>
              ) : (
                <HeaderLogin buttonClass={css.button} primaryClass={css.primaryButton} />
              )}
              <HeaderMore>
                <LanguageSwitcher />
              </HeaderMore>
            </>
          )}
        </div>
      </div>
      <nav className={css.nav} aria-label={t`Main`}>
        <div className={css.container}>
        <ul className={css.navList} onPointerEnter={() => showMenus(setMenus)} onFocus={() => showMenus(setMenus)}>
          <li>
            <Link to="/" className={css.navLink} activeOptions={{ exact: true }}>
              <HomeIcon width={18} height={18} />
              {t`Home`}
            </Link>
          </li>
          {/* One boundary around both: in a transition React keeps the plain tabs until the menus can show. */}
          <Suspense fallback={<StaticTabs site={site} />}>
            {menus ? <CategoryMenuTabs categories={site.categories} /> : <StaticTabs site={site} />}
          </Suspense>
          <li>
            <Link to="/promotions" className={css.navLink}>
              {t`Promotions`}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={css.navLink}
              onClick={() =>
                // The member centre's addresses load with its code, not with the first page.
                void import("../../routes/-member-pages.ts").then(({ memberPath }) =>
                  session.send({ type: "protected.requested", intent: { kind: "route", to: memberPath("rewardCenter"), realAccountOnly: true } }),
                )
              }
            >
              {t`Rewards`}
              {member && counts ? <CountBadge count={counts.claimable} label={t`${counts.claimable} rewards to claim`} /> : null}
            </button>
          </li>
          <li>
            <Link to="/vip" className={css.navLink}>
              {member?.vipLabel ? (
                // The platform's rank names usually say VIP already ("VIP1"): said once, not "VIP VIP1".
                /vip/i.test(member.vipLabel) ? member.vipLabel : t`VIP ${member.vipLabel}`
              ) : (
                <>
                  {t`VIP`}{" "}
                  <span className={css.vipDashes} aria-label={t`no rank`}>
                    ---
                  </span>
                </>
              )}
            </Link>
          </li>
        </ul>
        </div>
      </nav>
    </header>
  );
}
