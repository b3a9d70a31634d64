/** The agent centre's reports (rules/agent-reports.ts; deviation RPT-07): every call needs a session; the cashier clock is applied first. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { agentIncome, teamBetHistory, teamProfitLoss, teamTransactions } from "../rules/agent-reports.ts";
import { settleCashier } from "../rules/cashier.ts";
import { type SandboxMember } from "../seed/members.ts";
import { type Outcome } from "../rules/auth.ts";
import { fail, ok, requireMember, route } from "./route.ts";

function reportRoute(store: SandboxStore, path: string, rule: (store: SandboxStore, agent: SandboxMember, params: URLSearchParams) => Outcome<unknown>): HttpHandler {
  return route(store, "get", path, (context) => {
    const member = requireMember(context);
    if (member instanceof Response) return member;
    settleCashier(store);
    const answer = rule(store, member, context.url.searchParams);
    return answer.ok ? ok(answer.value) : fail(answer.message);
  });
}

export function agentReportHandlers(store: SandboxStore): HttpHandler[] {
  return [
    reportRoute(store, "/wps/relay/MCSFE_getTeamBetHistory", teamBetHistory),
    reportRoute(store, "/wps/relay/MCSFE_getTeamProfitLoss", teamProfitLoss),
    reportRoute(store, "/wps/relay/MCSFE_getAgentIncome", agentIncome),
    reportRoute(store, "/wps/relay/MCSFE_getTeamTransactions", teamTransactions),
  ];
}
