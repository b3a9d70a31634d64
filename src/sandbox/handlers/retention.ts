/**
 * The inbox (`CSP_*`), reward centre, cashback, referral and mission relays (issue 30 item 2; rules/retention.ts,
 * rules/missions.ts). Every
 * route needs a session; the inbox needs `INBOX3`, rewards `REWCEN3`, cashback `MANUALREBATE3` (refused with the
 * platform's "not available" while the module is off). Claims check the cashier books afterwards like the cashier.
 */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { type Outcome } from "../rules/auth.ts";
import { checkInvariants } from "../rules/cashier-ledger.ts";
import { MESSAGE_NOT_AVAILABLE, moduleOn } from "../rules/modules.ts";
import {
  claimRebate,
  claimReward,
  deleteMessage,
  inboxPage,
  readAllMessages,
  readMessage,
  rebateBook,
  referralDetails,
  referralFriends,
  rewardBook,
  unreadCount,
} from "../rules/retention.ts";
import { missionLeaderboard, missionSummary, syncMissionRewards } from "../rules/missions.ts";
import { fail, ok, readJson, requireMember, route, type RouteContext } from "./route.ts";

type Method = "get" | "post" | "delete";
type Answer = Outcome<unknown>;

function retentionRoute(
  store: SandboxStore,
  method: Method,
  path: string,
  modId: string | null,
  resolve: (member: SandboxMember, context: RouteContext) => Answer | Promise<Answer>,
): HttpHandler {
  return route(store, method, path, async (context) => {
    const member = requireMember(context);
    if (member instanceof Response) return member;
    if (modId !== null && !moduleOn(store, modId)) return fail(MESSAGE_NOT_AVAILABLE);
    const answer = await resolve(member, context);
    const problems = checkInvariants(store);
    if (problems.length > 0) return fail(`sandbox.invariant.broken: ${problems.join("; ")}`, { status: 500 });
    return answer.ok ? ok(answer.value) : fail(answer.message);
  });
}

const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

export function retentionHandlers(store: SandboxStore): HttpHandler[] {
  return [
    retentionRoute(store, "get", "/wps/relay/CSP_unreadCount", "INBOX3", (member) => done(unreadCount(store, member))),
    retentionRoute(store, "get", "/wps/relay/CSP_getInbox", "INBOX3", (member, { url }) => inboxPage(store, member, url.searchParams)),
    retentionRoute(store, "post", "/wps/relay/CSP_readInbox", "INBOX3", async (member, { request }) => readMessage(store, member, await readJson(request))),
    retentionRoute(store, "post", "/wps/relay/CSP_readAllInbox", "INBOX3", (member) => {
      readAllMessages(store, member);
      return done(null);
    }),
    retentionRoute(store, "delete", "/wps/relay/CSP_deleteInbox", "INBOX3", async (member, { request }) => deleteMessage(store, member, await readJson(request))),
    retentionRoute(store, "get", "/wps/relay/MCS2_getPromotionClaimList", "REWCEN3", (member) => {
      syncMissionRewards(store, member);
      return done(rewardBook(store, member));
    }),
    retentionRoute(store, "post", "/wps/relay/MCSFE_getClaimPromotion", "REWCEN3", async (member, { request }) => {
      syncMissionRewards(store, member);
      return claimReward(store, member, await readJson(request));
    }),
    retentionRoute(store, "get", "/wps/relay/MCSFE_getManualRebate", "MANUALREBATE3", (member) => done(rebateBook(store, member))),
    retentionRoute(store, "post", "/wps/relay/MCSFE_claimManualRebate", "MANUALREBATE3", async (member, { request }) => claimRebate(store, member, await readJson(request))),
    retentionRoute(store, "get", "/wps/relay/MCSFE_getMissionSummaryDetails", "REWCEN3", (member) => done(missionSummary(store, member))),
    retentionRoute(store, "get", "/wps/relay/MCSFE_getMissionLeaderboard", "REWCEN3", (member) => done(missionLeaderboard(store, member))),
    retentionRoute(store, "get", "/wps/relay/MCSFE_getReferralDetails", null, (member) => done(referralDetails(store, member))),
    retentionRoute(store, "get", "/wps/relay/MCSFE_getReferralFriends", null, (member) => done(referralFriends(store, member))),
  ];
}
