import { assign, fromPromise, setup } from "xstate";
import { toFailure, type Failure } from "../shared/errors.ts";

/** What the badges count: unread inbox messages, claimable rewards, open missions (neither claimed nor expired). */
export interface BadgeCounts {
  unread: number;
  claimable: number;
  missions: number;
}

export interface BadgesContext {
  counts: BadgeCounts | null;
  failure: Failure | null;
}

export type BadgesEvent = { type: "badges.refresh" };

/** How often the counts are read again while a member is signed in. */
export const BADGE_POLL_MS = 60_000;
/** After a failed read the next try waits twice as long: a platform in trouble is not asked every minute. */
export const BADGE_RETRY_MS = 2 * BADGE_POLL_MS;

export const badgesMachine = setup({
  types: { context: {} as BadgesContext, events: {} as BadgesEvent },
  actors: {
    fetchCounts: fromPromise<BadgeCounts>(() => Promise.reject(new Error("fetchCounts is not provided"))),
  },
  delays: { badgePoll: BADGE_POLL_MS, badgeRetry: BADGE_RETRY_MS },
}).createMachine({
  id: "badges",
  description:
    "The member's counts: unread messages (CSP_unreadCount) on the logged-in bar, claimable rewards on the Rewards tab and open missions (MCSFE_getMissionSummaryDetails) next to the mission activity menu entry. Read when the member signs in, every minute after, and at once when the inbox or a claim changed them (a read still on its way is dropped for the new one).",
  context: { counts: null, failure: null },
  initial: "loading",
  states: {
    loading: {
      description: "The counts are being read (the old ones stay shown).",
      invoke: {
        id: "fetchCounts",
        src: "fetchCounts",
        onDone: { target: "shown", actions: assign({ counts: ({ event }) => event.output, failure: null }), meta: { spec: "RWD-05 RWD-13 MIS-01" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
      on: { "badges.refresh": { target: "loading", reenter: true, meta: { spec: "RWD-05" } } },
    },
    shown: {
      description: "The counts are shown until the next poll.",
      after: { badgePoll: { target: "loading", meta: { spec: "RWD-05" } } },
      on: { "badges.refresh": { target: "loading", meta: { spec: "RWD-05" } } },
    },
    failed: {
      description: "The counts could not be read: the badges keep the last counts (none before the first) and they are read again after two minutes (or at once after a change in the inbox or a claim).",
      after: { badgeRetry: { target: "loading", meta: { spec: "RWD-05 SITE-01" } } },
      on: { "badges.refresh": { target: "loading", meta: { spec: "RWD-05" } } },
    },
  },
});
