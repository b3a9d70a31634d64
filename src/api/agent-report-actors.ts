/**
 * Live actor of the agent centre's reports (issue 29; deviation RPT-07): the one place that knows the report
 * calls' request fields and maps the validated answers (amounts already in minor units) to the machine's rows. The
 * range goes out as the agent's days (`YYYY-MM-DD`), the days the platform keeps the team's figures by.
 */
import { fromPromise } from "xstate";
import { agentReportsMachine } from "../../machines/agent-reports/agent-reports.machine.ts";
import type { ReportQuery, ReportResult } from "../../machines/agent-reports/agent-reports.types.ts";
import type { PlatformClient } from "./client.ts";
import { agentEndpoints } from "./agent-endpoints.ts";

/** Account types of agents (SPEC §6). */
const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

export async function fetchReport(client: PlatformClient, query: ReportQuery, signal?: AbortSignal): Promise<ReportResult> {
  const common: Record<string, string | number> = { startDate: query.from, endDate: query.to, pageNo: query.page, pageSize: query.pageSize };
  if (query.username !== "") common.username = query.username;
  switch (query.kind) {
    case "teamBets": {
      const answer = await client.request(agentEndpoints.teamBetHistory, { query: { ...common, gameCategory: query.choice }, signal });
      return {
        kind: "teamBets",
        rows: answer.list.map((b) => ({
          betId: b.betId,
          betTime: b.betTime,
          username: b.username,
          vendorName: b.vendorName,
          gameName: b.gameName,
          category: b.gameCategory,
          bet: b.betAmount,
          validBet: b.validBetAmount,
          winLoss: b.winLoss,
        })),
        total: answer.totalRecords,
        totals: { count: answer.totals.betCount, bet: answer.totals.betAmount, validBet: answer.totals.validBetAmount, winLoss: answer.totals.winLoss },
      };
    }
    case "memberProfit": {
      const answer = await client.request(agentEndpoints.teamProfitLoss, { query: { ...common, scope: query.choice, sortBy: query.sort }, signal });
      const figures = (f: (typeof answer.list)[number] | typeof answer.totals) => ({
        deposits: f.deposits,
        withdrawals: f.withdrawals,
        bet: f.betAmount,
        validBet: f.validBetAmount,
        bonus: f.bonus,
        winLoss: f.winLoss,
        profit: f.profit,
      });
      return {
        kind: "memberProfit",
        rows: answer.list.map((r) => ({ username: r.username, isAgent: AGENT_TYPES.includes(r.accountType), level: r.level, ...figures(r) })),
        total: answer.totalRecords,
        totals: { count: answer.totals.memberCount, ...figures(answer.totals) },
      };
    }
    case "income": {
      const answer = await client.request(agentEndpoints.agentIncome, { query: { startDate: query.from, endDate: query.to }, signal });
      const total = answer.totals.total;
      // A range that paid nothing has nothing to draw: it is an empty report, not a flat chart.
      const rows = total === 0 ? [] : answer.days.map((d) => ({ date: d.date, commission: d.commission, dividend: d.dividend, salary: d.salary, total: d.total }));
      return { kind: "income", rows, total: rows.length, totals: { commission: answer.totals.commission, dividend: answer.totals.dividend, salary: answer.totals.salary, total } };
    }
    case "transactions": {
      const answer = await client.request(agentEndpoints.teamTransactions, { query: { ...common, type: query.choice }, signal });
      return {
        kind: "transactions",
        rows: answer.list.map((x) => ({ transactionId: x.transactionId, at: x.time, username: x.username, type: x.type, detail: x.detail, amount: x.amount, reference: x.reference })),
        total: answer.totalRecords,
        totals: { count: answer.totalRecords, credit: answer.totals.credit, debit: answer.totals.debit },
      };
    }
  }
}

/** The reports machine with its live actor. */
export function providedAgentReportsMachine(client: PlatformClient) {
  return agentReportsMachine.provide({ actors: { fetchReport: fromPromise<ReportResult, ReportQuery>(({ input, signal }) => fetchReport(client, input, signal)) } });
}
