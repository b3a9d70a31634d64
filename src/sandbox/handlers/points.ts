/**
 * The points mall and VIP rank calls (issue 30 items 3 and 4; SPEC §7 "Points"). The catalogue, the rules and the
 * VIP levels answer guests too (PTS-20); everything of the member's needs a session. Before each call the sandbox
 * clock is applied (reviews due are decided), after it the points books and the cashier ledger are checked.
 */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { type Outcome } from "../rules/auth.ts";
import { checkInvariants } from "../rules/cashier-ledger.ts";
import { settleCashier } from "../rules/cashier.ts";
import {
  checkPointInvariants,
  convertPoints,
  pointBalanceValue,
  pointConfigValue,
  pointDetailsValue,
  pointRewardsValue,
  rankProgressValue,
  redeemListValue,
  redeemReward,
  settlePoints,
  vipLevelsValue,
} from "../rules/points.ts";
import { decryptedBody, fail, ok, requireMember, route, type RouteContext } from "./route.ts";

type Answer = Outcome<unknown> | Response;

const positiveInt = (text: string | null, fallback: number, max: number): number => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

function answer(store: SandboxStore, outcome: Answer): Response {
  const problems = [...checkPointInvariants(store), ...checkInvariants(store)];
  if (problems.length > 0) return fail(`sandbox.invariant.broken: ${problems.join("; ")}`, { status: 500 });
  if (outcome instanceof Response) return outcome;
  return outcome.ok ? ok(outcome.value) : fail(outcome.message);
}

function memberRoute(store: SandboxStore, method: "get" | "post", path: string, resolve: (member: SandboxMember, context: RouteContext) => Answer | Promise<Answer>): HttpHandler {
  return route(store, method, path, async (context) => {
    const member = requireMember(context);
    if (member instanceof Response) return member;
    settleCashier(store);
    settlePoints(store);
    return answer(store, await resolve(member, context));
  });
}

const value = <T>(v: T): Outcome<T> => ({ ok: true, value: v });

async function encrypted(context: RouteContext, rule: (payload: unknown) => Outcome<unknown>): Promise<Answer> {
  const body = await decryptedBody(context.request);
  return body instanceof Response ? body : rule(body.payload);
}

const paging = (url: URL) => [positiveInt(url.searchParams.get("pageNo"), 1, 10_000), positiveInt(url.searchParams.get("pageSize"), 10, 100)] as const;

export function pointsHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/relay/MCS2_getPointReward", () => {
      settlePoints(store);
      return ok(pointRewardsValue(store));
    }),
    route(store, "get", "/wps/relay/MCS2_getPointConfig", () => ok(pointConfigValue())),
    route(store, "get", "/wps/relay/MCSFE_getPlayerRankList", () => ok(vipLevelsValue())),
    memberRoute(store, "get", "/wps/relay/MCSFE_getPlayerRankProgress", (member) => value(rankProgressValue(member))),
    memberRoute(store, "get", "/wps/relay/MCS2_getPointBalance", (member) => value(pointBalanceValue(store, member))),
    memberRoute(store, "get", "/wps/relay/MCS2_getRedeemPointList", (member, { url }) => value(redeemListValue(store, member, ...paging(url)))),
    memberRoute(store, "get", "/wps/relay/ODSFE2_MemTransDet", (member, { url }) => value(pointDetailsValue(store, member, ...paging(url)))),
    memberRoute(store, "post", "/wps/relay/passwordCheck/MCS2_redeemPointReward", (member, context) => encrypted(context, (payload) => redeemReward(store, member, payload))),
    memberRoute(store, "post", "/wps/relay/passwordCheck/MCS2_convertPoint", (member, context) => encrypted(context, (payload) => convertPoints(store, member, payload))),
  ];
}
