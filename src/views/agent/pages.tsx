/**
 * The agent centre's page registry: one line per page (SPEC §2 "Agent centre"). A page is a lazy component, so its
 * code loads when it is opened; `null` shows the "not available yet" text. To build a page, write its view and put
 * `lazy(() => import("./<page>.tsx"))` on its line (the module's default export is the page).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { AgentCentrePage } from "../../routes/-agent-pages.ts";

export type AgentPageView = LazyExoticComponent<ComponentType> | null;

export const AGENT_PAGE_VIEWS: Readonly<Record<AgentCentrePage, AgentPageView>> = {
  agentAnnouncement: lazy(() => import("./announcement-page.tsx")),
  agentTeamOverview: lazy(() => import("../agent-team/overview-page.tsx")),
  registerCenter: lazy(() => import("../agent-links/register-centre-page.tsx")),
  downlineManagmentView: lazy(() => import("../agent-team/team-page.tsx")),
  personalHistoryCopy: lazy(() => import("../agent-reports/team-betting-page.tsx")),
  palStatementsAgentCopy: lazy(() => import("../agent-reports/user-profit-page.tsx")),
  agentRevenueReport: lazy(() => import("../agent-reports/income-page.tsx")),
  agentDownlineTransactionDetailsCopy: lazy(() => import("../agent-reports/transactions-page.tsx")),
  agentDividendRecordCopy2: lazy(() => import("../contracts/dividend-page.tsx")),
  agentDailyWages2: lazy(() => import("../contracts/daily-salary-page.tsx")),
  agentHourSalary: lazy(() => import("../contracts/hourly-salary-page.tsx")),
  agentRealtimeSalary: lazy(() => import("../contracts/real-time-salary-page.tsx")),
};
