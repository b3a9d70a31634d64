/** The agent centre's team reports (rules/agent-reports.ts; deviation RPT-07): every call needs a session. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { teamBetHistory, teamProfitLoss } from "../rules/agent-reports.ts";
import { fail, ok, requireMember, route } from "./route.ts";

export function agentReportHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/relay/MCSFE_getTeamBetHistory", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      const answer = teamBetHistory(store, member, context.url.searchParams);
      return answer.ok ? ok(answer.value) : fail(answer.message);
    }),
    route(store, "get", "/wps/relay/MCSFE_getTeamProfitLoss", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      const answer = teamProfitLoss(store, member, context.url.searchParams);
      return answer.ok ? ok(answer.value) : fail(answer.message);
    }),
  ];
}
