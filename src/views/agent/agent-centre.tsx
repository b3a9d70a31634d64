import { Link, useRouter, useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { CentreDialog, CentrePage } from "../member/centre-dialog.tsx";
import { AGENT_ROUTE } from "../../routes/-route-table.ts";
import { AGENT_CENTRE_PAGES, AGENT_PAGE_SLUGS, nextAgentDepth, type AgentCentrePage } from "../../routes/-agent-pages.ts";
import { useServices, type AgentMachines } from "../../app/services.tsx";
import type { ContractKind } from "../../../machines/agent-centre/agent-centre.types.ts";
import { errorMessages } from "../../i18n/messages.ts";
import { useSession } from "../auth/use-auth.ts";
import { agentCentrePageNames } from "./page-names.ts";
import { AGENT_PAGE_VIEWS } from "./pages.tsx";
import { useAgentMachines } from "./use-agent-machines.ts";
import { AgentCentreContext } from "./agent-centre-context.ts";
import * as buttons from "../../components/button/button.css.ts";
import * as css from "../member/member.css.ts";

/** The contract pages and the feature each needs (SPEC §2: shown only when enabled). */
const CONTRACT_PAGE: Partial<Record<AgentCentrePage, ContractKind>> = {
  agentDividendRecordCopy2: "dividend",
  agentDailyWages2: "dailySalary",
  agentHourSalary: "hourlySalary",
  agentRealtimeSalary: "realTimeSalary",
};

/**
 * The agent centre (SPEC §2) on its page's address, `/agent/<page>`: a modal with the left menu in the SPEC's order
 * (the active page highlighted), the page and a close button; on a phone a full-screen page with a back arrow.
 * Closing goes back past the centre's entries to the page the agent opened it on, or home after a direct load.
 */
export function AgentCentre({ page }: { page: AgentCentrePage }) {
  const { t } = useLingui();
  const router = useRouter();
  const location = useRouterState({ select: (s) => s.location });
  const depth = location.state.agentDepth;
  const close = () => {
    if (depth) router.history.go(-depth);
    else void router.navigate({ to: "/", replace: true });
  };
  const { machines, failed, retry } = useAgentMachines();
  return (
    <CentreDialog title={t`Agent centre`} onClose={close} backTestId="agent-centre-back">
      {machines ? (
        <Centre page={page} machines={machines} />
      ) : failed ? (
        <div role="alert" className={css.details}>
          <p className={css.muted}>{t`The agent centre could not be loaded. Check your connection and try again.`}</p>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={retry}>
            {t`Try again`}
          </button>
        </div>
      ) : (
        <p className={css.muted}>{t`Loading…`}</p>
      )}
    </CentreDialog>
  );
}

function Centre({ page, machines }: { page: AgentCentrePage; machines: AgentMachines }) {
  const { t, i18n } = useLingui();
  const location = useRouterState({ select: (s) => s.location });
  const agentPolicy = useSession((s) => s.context.modules.AGENTPOLICY3 === true);
  const menu = useActorRef(machines.agentCentre, { input: { agentPolicy } });
  // An answer in the contract offer popup (the app machine runs it) may add or end a contract: the menu reads it again (OFR-07).
  const { app } = useServices();
  useEffect(() => {
    const subscription = app.on("contracts.changed", () => menu.send({ type: "contracts.changed" }));
    return () => subscription.unsubscribe();
  }, [app, menu]);
  const { ready, features, failure } = useSelector(
    menu,
    (s) => ({
      ready: s.matches("ready") || s.matches("withoutPolicy"),
      features: s.context.consolidated.features,
      failure: s.context.failure,
    }),
    sameMenu,
  );
  const pages = AGENT_CENTRE_PAGES.filter((p) => {
    const kind = CONTRACT_PAGE[p];
    return kind === undefined || features[kind];
  });
  const next = nextAgentDepth({
    pathname: location.pathname,
    state: location.state,
  });
  const kind = CONTRACT_PAGE[page];
  const View = AGENT_PAGE_VIEWS[page];
  // The pages learn the contract kinds the menu has, and re-read the consolidated info after a contract changed (OFR-07).
  const info = useMemo(() => ({ features, contractsChanged: () => menu.send({ type: "contracts.changed" }) }), [features, menu]);
  return (
    <div className={css.layout}>
      <nav aria-label={t`Agent centre`}>
        <ul className={css.menu}>
          {pages.map((p) => (
            <li key={p}>
              <Link
                to={AGENT_ROUTE}
                params={{ page: AGENT_PAGE_SLUGS[p] }}
                state={next}
                className={css.item}
                aria-current={p === page ? "page" : undefined}
                resetScroll={false}
              >
                {i18n._(agentCentrePageNames[p])}
              </Link>
            </li>
          ))}
        </ul>
        {failure ? (
          <div role="alert" className={css.details}>
            <p className={css.muted}>{t`The contract pages could not be loaded. ${i18n._(errorMessages[failure.code])}`}</p>
            <button type="button" className={buttons.button} onClick={() => menu.send({ type: "contracts.retry" })}>
              {t`Try again`}
            </button>
          </div>
        ) : null}
      </nav>
      <AgentCentreContext.Provider value={info}>
        <CentrePage
          id="agent-centre-page"
          title={i18n._(agentCentrePageNames[page])}
          View={View}
          unavailable={t`This page of the agent centre is not available yet. It is coming in a future release.`}
          instead={kind !== undefined && !features[kind] ? <p className={css.muted}>{ready || failure ? t`This contract is not offered on your account.` : t`Loading…`}</p> : undefined}
        />
      </AgentCentreContext.Provider>
    </div>
  );
}

type Menu = {
  ready: boolean;
  features: Readonly<Record<ContractKind, boolean>>;
  failure: unknown;
};
const sameMenu = (a: Menu, b: Menu) => a.ready === b.ready && a.features === b.features && a.failure === b.failure;
