/**
 * Live actors of the agent centre's team pages (issue 29) over the platform client: the downline list, transfer to
 * downline and the team overview. The one place that knows these calls' request fields (TEAM-06) and maps the
 * validated answers (amounts in minor units) to the machines' domain.
 */
import { fromPromise } from "xstate";
import type { DownlinePage, DownlineQuery } from "../../machines/agent-team/agent-team.types.ts";
import type { TeamOverview, TeamPeriod } from "../../machines/agent-overview/agent-overview.types.ts";
import type { DownlineTransfer, DownlineTransferInfo, DownlineTransferRequest } from "../../machines/downline-transfer/downline-transfer.types.ts";
import type { PlatformClient } from "./client.ts";
import type { DownlineList } from "./team-schemas.ts";
import { toMajorUnits } from "./money.ts";
import { mainBalanceOf } from "./wallet-actors.ts";
import { agentEndpoints } from "./agent-endpoints.ts";

const CONTRACT_KINDS_BY_TYPE = { DIVIDEND: "dividend", DAILY_SALARY: "dailySalary", HOUR_SALARY: "hourlySalary", REALTIME_SALARY: "realTimeSalary" } as const;

/** Account types of agents (SPEC §6). */
const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/**
 * Transfer to downline has no settings call: its limits are the contract's (the sandbox's `DOWNLINE_LIMITS`), kept
 * here beside the request fields; the agent's balance is the other maximum. The platform checks them again.
 */
export const DOWNLINE_LIMITS = { minimum: 1_00, maximum: 100_000_00 } as const;

export function toDownlinePage(answer: DownlineList): DownlinePage {
  return {
    rows: answer.list.map((r) => ({
      userId: r.userId,
      username: r.username,
      isAgent: AGENT_TYPES.includes(r.accountType),
      balance: r.balance,
      registeredAt: r.registerTime,
      lastLoginAt: r.lastLoginTime,
      frozen: r.status === "FROZEN",
      level: r.level,
      upline: r.parentUsername,
      downlineCount: r.downlineCount,
      contracts: r.contracts.map((c) => ({ contractId: c.contractId, kind: CONTRACT_KINDS_BY_TYPE[c.contractType], topRateBp: c.topRate, waiting: c.status === "PENDING" })),
    })),
    total: answer.total,
    pageNo: answer.pageNo,
    pageSize: answer.pageSize,
  };
}

export function liveTeamActors(client: PlatformClient) {
  return {
    fetchDownlines: fromPromise<DownlinePage, DownlineQuery>(async ({ input, signal }) => {
      const query: Record<string, string | number> = { pageNo: input.pageNo, pageSize: input.pageSize };
      if (input.search !== null) query.username = input.search;
      else if (input.parent !== null) query.parentUsername = input.parent;
      return toDownlinePage(await client.request(agentEndpoints.downlineList, { query, signal }));
    }),
  };
}

export function liveDownlineTransferActors(client: PlatformClient) {
  return {
    fetchInfo: fromPromise<DownlineTransferInfo>(async ({ signal }) => ({
      available: mainBalanceOf(await client.request("walletBalance", { query: { typeId: 0 }, signal })),
      minimum: DOWNLINE_LIMITS.minimum,
      maximum: DOWNLINE_LIMITS.maximum,
    })),
    submitTransfer: fromPromise<DownlineTransfer, DownlineTransferRequest>(async ({ input }) => {
      const answer = await client.request(agentEndpoints.downlineTransfer, {
        body: { downline: input.downline, amount: toMajorUnits(input.amount), paymentPassword: input.paymentPassword, requestId: input.requestId },
      });
      return { transferId: answer.transferId, amount: answer.amount, downline: answer.downline };
    }),
  };
}

export function liveOverviewActors(client: PlatformClient) {
  return {
    fetchOverview: fromPromise<TeamOverview, TeamPeriod>(async ({ input, signal }) => {
      const answer = await client.request(agentEndpoints.teamOverview, { query: { period: input }, signal });
      return {
        teamSize: answer.teamSize,
        activeMembers: answer.activeMembers,
        newMembers: answer.newMembers,
        deposits: answer.deposits,
        withdrawals: answer.withdrawals,
        validBets: answer.validBets,
        profit: answer.profit,
        days: answer.days.map((d) => ({ date: d.date, deposits: d.deposits, withdrawals: d.withdrawals, validBets: d.validBets, profit: d.profit })),
      };
    }),
  };
}
