import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { AgentCentrePage } from "../../routes/-agent-pages.ts";

/** The agent centre's page names (SPEC §2), as the menu and the page's heading show them. */
export const agentCentrePageNames: Readonly<Record<AgentCentrePage, MessageDescriptor>> = {
  agentAnnouncement: msg`Announcement`,
  agentTeamOverview: msg`Overview`,
  registerCenter: msg`Account`,
  downlineManagmentView: msg`Team management`,
  personalHistoryCopy: msg`Team betting`,
  palStatementsAgentCopy: msg`User profit and loss`,
  agentRevenueReport: msg`My income`,
  agentDownlineTransactionDetailsCopy: msg`Transaction details`,
  agentDividendRecordCopy2: msg`Dividend`,
  agentDailyWages2: msg`Daily salary`,
  agentHourSalary: msg`Hourly salary`,
  agentRealtimeSalary: msg`Real-time salary`,
};
