import { lazy, Suspense, useDeferredValue, type ComponentType } from "react";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useServices } from "../../app/services.tsx";
import { NOT_FOUND } from "../../routes/-route-table.ts";
import { errorMessages } from "../../i18n/messages.ts";
import { withCatalog } from "../../i18n/i18n.ts";
import { BOOT_TITLES, CheckingScreen, MaintenanceScreen, RestrictedScreen, StatusFailedScreen } from "../boot/boot-screens.tsx";
import { documentTitle, useDocumentTitle, useRouteData } from "./page-title.ts";
import { CustomerServiceNotice } from "../customer-service/customer-service-notice.tsx";
import { LogoutNotice } from "./logout-notice.tsx";
import { AuthModals } from "../auth/auth-modals.tsx";
import { GameLaunchHost } from "../game-launch/game-launch-host.tsx";
import { WithdrawalConfirmationHost } from "../withdrawal-confirmation/withdrawal-confirmation-host.tsx";
import { ContractOfferHost } from "../contract-offer/contract-offer-host.tsx";
import { useBootScreen, useSite } from "./use-site.ts";
import { Header } from "./header.tsx";
import type { FooterProps } from "./footer.tsx";
import { RightBar } from "./right-bar.tsx";
import * as css from "./layout.css.ts";

// The footer is below the fold on every page, so its code is not part of the first load's scripts: it leaves as
// the app's services run and shows under the page once it is in. A footer that cannot load is left out.
const footerChunk = import("./footer.tsx");
const Footer = lazy(
  (): Promise<{ default: ComponentType<FooterProps> }> =>
    footerChunk.then(
      (m) => ({ default: m.Footer }),
      () => ({ default: () => null }),
    ),
);

// Said only when the browser refuses the site's storage (rare): its code loads only then.
const StorageNotice = lazy(() => import("./storage-notice.tsx").then((m) => ({ default: m.StorageNotice })));

// The member centre loads when its page is in the address (src/views/member/member-host.tsx).
const MemberCentreHost = lazy(() => import("../member/member-host.tsx").then((m) => ({ default: m.MemberCentreHost })));
// The agent centre loads when its page is in the address (src/views/agent/agent-host.tsx), with its texts.
const AgentCentreHost = lazy(() => withCatalog("agent", () => import("../agent/agent-host.tsx")).then((m) => ({ default: m.AgentCentreHost })));

/** The whole page: a boot screen (maintenance, restriction, failure) or the site shell around the route. */
export function RootView() {
  const { app, config } = useServices();
  // Deferred: the switch from the checking screen to the whole site is rendered in slices (see SiteShell).
  const screen = useDeferredValue(useBootScreen());
  const route = useRouteData();
  const { i18n } = useLingui();
  const titled = screen.kind === "site" || screen.kind === "checking" ? route : { title: BOOT_TITLES[screen.kind] };
  useDocumentTitle(titled ? documentTitle(i18n, titled, config.brand.name) : null);
  // The app machine passes Try again to every start-up load that failed (the start-up's calls, the announcements).
  const retry = () => app.send({ type: "site.retry" });
  switch (screen.kind) {
    case "checking":
      return <CheckingScreen />;
    case "statusFailed":
      return <StatusFailedScreen failure={screen.failure} onRetry={screen.canRetry ? retry : undefined} />;
    case "maintenance":
      return <MaintenanceScreen onRetry={screen.canRetry ? retry : undefined} />;
    case "restricted":
      return <RestrictedScreen location={screen.location} onRetry={screen.canRetry ? retry : undefined} />;
    case "site":
      return <SiteShell />;
  }
}

function SiteShell() {
  // The whole shell (header, page, footer) is drawn when the start-up lists arrive: as a deferred render, which
  // React does in slices rather than one long task.
  const site = useDeferredValue(useSite());
  // The shell's parts are the matched route's (SPEC §2 route table); an unknown address shows them all.
  const parts = useRouteData()?.layout ?? NOT_FOUND.layout;
  // A member-centre page: `/member/<page>`, or over another page (`?member=<page>`, only under its masked address).
  const memberPage = useRouterState({
    select: (s) =>
      (s.location.maskedLocation && s.location.search.member) ||
      (s.matches.at(-1)?.routeId === "/member/$page" ? (s.matches.at(-1)?.params as { page?: string }).page : undefined),
  });
  const agentPage = useRouterState({ select: (s) => (s.matches.at(-1)?.routeId === "/agent/$page" ? (s.matches.at(-1)?.params as { page?: string }).page : undefined) });
  const { t, i18n } = useLingui();
  const { storagePersistent } = useServices();
  if (site.loading && !site.failure) return <CheckingScreen />;
  return (
    <div className={css.shell} data-screen="site">
      <a href="#main" className={css.skipLink}>
        {t`Skip to content`}
      </a>
      {parts.header && <Header site={site} besideRightBar={parts.rightBar} />}
      <div className={parts.rightBar ? `${css.body} ${css.withRightBar}` : css.body}>
        <main id="main" className={parts.header ? css.main : `${css.main} ${css.mainBare}`} tabIndex={-1} data-layout={`header:${parts.header} footer:${parts.footer} rightbar:${parts.rightBar}`}>
          <div className={css.container}>
            {site.failure && (
              <div role="alert" className={css.banner}>
                <span>{i18n._(errorMessages[site.failure.code])}</span>
                <button type="button" className={css.primaryButton} onClick={site.retry}>
                  {t`Try again`}
                </button>
              </div>
            )}
            <CustomerServiceNotice />
            <LogoutNotice />
            {!storagePersistent && (
              <Suspense fallback={null}>
                <StorageNotice />
              </Suspense>
            )}
          </div>
          <Outlet />
        </main>
        {parts.rightBar && <RightBar resources={site.resources} />}
      </div>
      {parts.footer && (
        <Suspense fallback={null}>
          <Footer help={site.help} besideRightBar={parts.rightBar} />
        </Suspense>
      )}
      <AuthModals />
      {memberPage && (
        <Suspense fallback={null}>
          <MemberCentreHost slug={memberPage} />
        </Suspense>
      )}
      {agentPage && (
        <Suspense fallback={null}>
          <AgentCentreHost slug={agentPage} />
        </Suspense>
      )}
      <GameLaunchHost />
      <WithdrawalConfirmationHost />
      <ContractOfferHost />
    </div>
  );
}
