/**
 * The agent centre's team calls (issue 29): the downline list, the team overview and transfer to downline. Every call
 * needs a session; the cashier clock is applied first and, after a transfer, the books are checked like every
 * cashier call (a broken invariant answers HTTP 500).
 */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { checkInvariants } from "../rules/cashier-ledger.ts";
import { settleCashier } from "../rules/cashier.ts";
import { downlineList, teamOverview, transferToDownline } from "../rules/agent-team.ts";
import { decryptedBody, fail, ok, requireMember, route } from "./route.ts";

export function agentTeamHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/relay/MCSFE_getDownlineList", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      settleCashier(store);
      const answer = downlineList(store, member, context.url.searchParams);
      return answer.ok ? ok(answer.value) : fail(answer.message);
    }),
    route(store, "get", "/wps/relay/MCSFE_getTeamOverview", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      const answer = teamOverview(store, member, context.url.searchParams);
      return answer.ok ? ok(answer.value) : fail(answer.message);
    }),
    route(store, "post", "/wps/relay/passwordCheck/MCSFE_transferToDownline", async (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      settleCashier(store);
      const body = await decryptedBody(context.request);
      if (body instanceof Response) return body;
      const answer = transferToDownline(store, member, body.payload);
      const problems = checkInvariants(store);
      if (problems.length > 0) return fail(`sandbox.invariant.broken: ${problems.join("; ")}`, { status: 500 });
      return answer.ok ? ok(answer.value) : fail(answer.message);
    }),
  ];
}
