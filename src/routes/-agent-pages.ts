/**
 * The agent centre's pages (SPEC §2 "Agent centre", in the SPEC's order; the platform's page keys, research §6.5) and
 * their addresses: each page is `/agent/<slug>`. The one table of slugs. The four contract pages show only when the
 * consolidated contract info enables their feature (src/views/agent/agent-centre.tsx).
 */
import { AGENT_PATH } from "./-route-table.ts";

export const AGENT_CENTRE_PAGES = [
  "agentAnnouncement",
  "agentTeamOverview",
  "registerCenter",
  "downlineManagmentView",
  "personalHistoryCopy",
  "palStatementsAgentCopy",
  "agentRevenueReport",
  "agentDownlineTransactionDetailsCopy",
  "agentDividendRecordCopy2",
  "agentDailyWages2",
  "agentHourSalary",
  "agentRealtimeSalary",
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

export const AGENT_PAGE_SLUGS: Readonly<Record<AgentCentrePage, string>> = {
  agentAnnouncement: "announcements",
  agentTeamOverview: "overview",
  registerCenter: "register-centre",
  downlineManagmentView: "team",
  personalHistoryCopy: "team-betting",
  palStatementsAgentCopy: "profit-loss",
  agentRevenueReport: "income",
  agentDownlineTransactionDetailsCopy: "transactions",
  agentDividendRecordCopy2: "dividend",
  agentDailyWages2: "daily-salary",
  agentHourSalary: "hourly-salary",
  agentRealtimeSalary: "realtime-salary",
};

const BY_SLUG = new Map(AGENT_CENTRE_PAGES.map((page) => [AGENT_PAGE_SLUGS[page], page]));

/** The page a slug names (letter case ignored, as the router matches), or null for an unknown one. */
export function agentPageOfSlug(slug: string): AgentCentrePage | null {
  return BY_SLUG.get(slug.toLowerCase()) ?? null;
}

/** `/agent/<slug>` of a page. */
export function agentPath(page: AgentCentrePage): string {
  return `/agent/${AGENT_PAGE_SLUGS[page]}`;
}

/** The agent-centre page an address opens, or null for any other address. */
export function agentPageOf(pathname: string): AgentCentrePage | null {
  const match = AGENT_PATH.exec(pathname);
  return match?.[1] ? agentPageOfSlug(decodeURIComponent(match[1])) : null;
}

/**
 * How many agent-centre entries in a row the browser's history holds at the current one (kept in the entry's history
 * state): closing goes back that many, to the page the agent opened the centre on; absent on a direct load (closing
 * then goes home).
 */
export interface AgentHistoryState {
  agentDepth?: number;
}

/** The history state of a new agent-centre entry, from the state of the entry it follows. */
export function nextAgentDepth(from: { pathname: string; state: AgentHistoryState }): AgentHistoryState {
  if (agentPageOf(from.pathname) === null) return { agentDepth: 1 };
  return from.state.agentDepth ? { agentDepth: from.state.agentDepth + 1 } : {};
}

declare module "@tanstack/history" {
  // An agent-centre entry's history state (AgentHistoryState).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HistoryState extends AgentHistoryState {}
}
