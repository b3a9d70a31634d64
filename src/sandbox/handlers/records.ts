/** The records calls of ADR 0014 (rules/records.ts): every call needs a session; the cashier's clock is applied first so a just-credited deposit is listed. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { type Outcome } from "../rules/auth.ts";
import { settleCashier } from "../rules/cashier.ts";
import { bettingRecords, bonusDetails, personalProfit, transactionHistory } from "../rules/records.ts";
import { fail, ok, requireMember, route } from "./route.ts";

function recordsRoute(store: SandboxStore, path: string, rule: (store: SandboxStore, member: SandboxMember, params: URLSearchParams) => Outcome<unknown>): HttpHandler {
  return route(store, "get", path, (context) => {
    const member = requireMember(context);
    if (member instanceof Response) return member;
    settleCashier(store);
    const answer = rule(store, member, context.url.searchParams);
    return answer.ok ? ok(answer.value) : fail(answer.message);
  });
}

export function recordsHandlers(store: SandboxStore): HttpHandler[] {
  return [
    recordsRoute(store, "/wps/relay/ODSFE2_getBettingRecords", bettingRecords),
    recordsRoute(store, "/wps/relay/ODSFE2_getTransactionHistory", transactionHistory),
    recordsRoute(store, "/wps/relay/ODSFE2_getPersonalProfit", personalProfit),
    recordsRoute(store, "/wps/relay/MCS2_getBonusDetails", bonusDetails),
  ];
}
