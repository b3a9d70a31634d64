/**
 * Live actors of the inbox, the reward centre, cashback, referral, missions and the header's counts (issue 30 item 2) over the
 * platform client. The one place that knows these calls' fields (src/api/reward-schemas.ts, deviation RWD-17) and
 * maps the validated answers (amounts already in minor units) to the machines' domain.
 */
import { fromPromise } from "xstate";
import { claimMachine } from "../../machines/claim/claim.machine.ts";
import type { ClaimBook, ClaimDone } from "../../machines/claim/claim.types.ts";
import { inboxMachine } from "../../machines/inbox/inbox.machine.ts";
import { INBOX_PAGE_SIZE, type InboxPage, type MessageContent } from "../../machines/inbox/inbox.types.ts";
import { missionsMachine } from "../../machines/missions/missions.machine.ts";
import type { MissionBoard, MissionClaimed, MissionKind, MissionStatus } from "../../machines/missions/missions.types.ts";
import { toMinorUnits } from "./money.ts";
import type { MISSION_STATUSES } from "./mission-schemas.ts";
import { referralMachine } from "../../machines/referral/referral.machine.ts";
import type { CopyTarget, ReferralDetails, ShareOutcome } from "../../machines/referral/referral.types.ts";
import type { PlatformClient } from "./client.ts";
import { rewardEndpoints } from "./reward-endpoints.ts";

export async function fetchInboxPage(client: PlatformClient, page: number, signal?: AbortSignal): Promise<InboxPage> {
  const answer = await client.request(rewardEndpoints.inboxList, { query: { pageNo: page, pageSize: INBOX_PAGE_SIZE }, signal });
  return {
    messages: answer.list.map((m) => ({ messageId: m.messageId, title: m.title, sentAt: m.sendTime, read: m.read })),
    page: answer.pageNo,
    totalPages: Math.max(1, answer.totalPages),
    total: answer.total,
  };
}

export function liveInboxActors(client: PlatformClient) {
  return {
    fetchInbox: fromPromise<InboxPage, { page: number }>(({ input, signal }) => fetchInboxPage(client, input.page, signal)),
    readMessage: fromPromise<MessageContent, { messageId: string }>(async ({ input }) => {
      const m = await client.request(rewardEndpoints.inboxRead, { body: { messageId: input.messageId } });
      return { messageId: m.messageId, title: m.title, sentAt: m.sendTime, html: m.content };
    }),
    deleteMessage: fromPromise<void, { messageId: string }>(async ({ input }) => {
      await client.request(rewardEndpoints.inboxDelete, { body: { messageId: input.messageId } });
    }),
    markAllRead: fromPromise<void>(async () => {
      await client.request(rewardEndpoints.inboxReadAll, { body: {} });
    }),
  };
}

export async function fetchRewardBook(client: PlatformClient, signal?: AbortSignal): Promise<ClaimBook> {
  const book = await client.request(rewardEndpoints.rewardBook, { signal });
  return {
    claimable: book.claimable.map((r) => ({ claimId: r.claimId, name: r.name, category: r.category, amount: r.amount, validBet: null, expiresAt: r.expiresAt })),
    history: book.history.map((h) => ({ ...h })),
  };
}

export async function fetchRebateBook(client: PlatformClient, signal?: AbortSignal): Promise<ClaimBook> {
  const book = await client.request(rewardEndpoints.rebateBook, { signal });
  return {
    claimable: book.categories.map((c) => ({ claimId: c.category, name: c.category, category: c.category, amount: c.amount, validBet: c.validBet, expiresAt: null })),
    history: book.history.map((h) => ({ ...h })),
  };
}

export async function fetchReferral(client: PlatformClient, origin: string, signal?: AbortSignal): Promise<ReferralDetails> {
  const [details, friends] = await Promise.all([
    client.request(rewardEndpoints.referralDetails, { query: { autoGenerate: true }, signal }),
    client.request(rewardEndpoints.referralFriends, { signal }),
  ]);
  return {
    code: details.referralCode,
    link: `${origin}/register?referralCode=${encodeURIComponent(details.referralCode)}`,
    totalInvitations: details.totalInvitations,
    totalEarned: details.totalEarned,
    friends: friends.list.map((f) => ({ account: f.account, joinedAt: f.registeredAt, earned: f.earned })),
  };
}

const MISSION_STATUS: Readonly<Record<(typeof MISSION_STATUSES)[number], MissionStatus>> = { IN_PROGRESS: "inProgress", COMPLETED: "completed", CLAIMED: "claimed", EXPIRED: "expired" };
const AMOUNT_KINDS: ReadonlySet<MissionKind> = new Set(["VALID_BET_TODAY", "VALID_BET_WEEK", "DEPOSIT_WEEK"]);

/** The missions (`MCSFE_getMissionSummaryDetails`) and the leaderboard (`MCSFE_getMissionLeaderboard`), read side by side. */
export async function fetchMissionBoard(client: PlatformClient, signal?: AbortSignal): Promise<MissionBoard> {
  const [summary, board] = await Promise.all([client.request(rewardEndpoints.missionSummary, { signal }), client.request(rewardEndpoints.missionLeaderboard, { signal })]);
  return {
    missions: summary.missions.map((m) => {
      const amount = AMOUNT_KINDS.has(m.kind);
      // Amount goals and progress are the platform's decimals, read as minor units like every amount (ADR 0012).
      const units = (x: number) => (amount ? (toMinorUnits(x) ?? 0) : Math.floor(x));
      return {
        missionId: m.missionId,
        kind: m.kind,
        unit: amount ? "amount" : "count",
        goal: units(m.goal),
        progress: units(m.progress),
        reward: m.reward,
        status: MISSION_STATUS[m.status],
        endsAt: m.endTime,
        claimId: m.claimId,
      };
    }),
    openCount: summary.openCount,
    leaderboard: { periodEnd: board.periodEnd, list: board.list.map((r) => ({ ...r })), own: board.own ? { ...board.own } : null },
  };
}

/** The browser's clipboard and share sheet (navigator.share where there is one). */
export interface ShareWindow {
  origin: string;
  copy(text: string): Promise<void>;
  /** Absent where the browser has no share sheet. */
  share?: (data: { title: string; text: string; url: string }) => Promise<void>;
  shareTitle(): string;
}

export function liveReferralActors(client: PlatformClient, win: ShareWindow) {
  return {
    fetchDetails: fromPromise<ReferralDetails>(({ signal }) => fetchReferral(client, win.origin, signal)),
    copyText: fromPromise<CopyTarget, { text: string; target: CopyTarget }>(async ({ input }) => {
      await win.copy(input.text);
      return input.target;
    }),
    shareLink: fromPromise<ShareOutcome, { link: string; code: string }>(async ({ input }) => {
      if (!win.share) {
        await win.copy(input.link);
        return "copied";
      }
      try {
        await win.share({ title: win.shareTitle(), text: input.code, url: input.link });
        return "shared";
      } catch (error) {
        if (error instanceof Error && error.name === "AbortError") return "cancelled";
        throw error;
      }
    }),
  };
}

/** The machines of the inbox, reward centre, cashback and referral with their live actors (loaded with the first of these pages). */
export function providedRewardMachines(client: PlatformClient, win: ShareWindow) {
  return {
    inbox: inboxMachine.provide({ actors: liveInboxActors(client) }),
    rewards: claimMachine.provide({
      actors: {
        fetchBook: fromPromise<ClaimBook>(({ signal }) => fetchRewardBook(client, signal)),
        claim: fromPromise<ClaimDone, { claimId: string }>(({ input }) => client.request(rewardEndpoints.rewardClaim, { body: { claimId: input.claimId } })),
      },
    }),
    cashback: claimMachine.provide({
      actors: {
        fetchBook: fromPromise<ClaimBook>(({ signal }) => fetchRebateBook(client, signal)),
        claim: fromPromise<ClaimDone, { claimId: string }>(({ input }) => client.request(rewardEndpoints.rebateClaim, { body: { category: input.claimId } })),
      },
    }),
    referral: referralMachine.provide({ actors: liveReferralActors(client, win) }),
    missions: missionsMachine.provide({
      actors: {
        fetchBoard: fromPromise<MissionBoard>(({ signal }) => fetchMissionBoard(client, signal)),
        // A mission's reward is a reward of the reward centre: claimed by its claimId (deviation MIS-04).
        claim: fromPromise<MissionClaimed, { claimId: string }>(({ input }) => client.request(rewardEndpoints.rewardClaim, { body: { claimId: input.claimId } })),
      },
    }),
  };
}

export type RewardMachines = ReturnType<typeof providedRewardMachines>;
