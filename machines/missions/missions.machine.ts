import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { MissionBoard, MissionClaimed } from "./missions.types.ts";

export interface MissionsContext {
  /** The missions and the leaderboard (kept on screen while they are read again). */
  board: MissionBoard | null;
  failure: Failure | null;
  /** The reward being claimed (or whose claim failed). */
  claimingId: string | null;
  /** The last credited reward (said once, above the list). */
  claimed: MissionClaimed | null;
  claimFailure: Failure | null;
}

export type MissionsEvent =
  | { type: "missions.retry" }
  | { type: "missions.refresh" }
  | { type: "mission.claim"; claimId: string }
  | { type: "mission.claimRetry" };

const isClaimable = (board: MissionBoard | null, claimId: string): boolean => board?.missions.some((m) => m.status === "completed" && m.claimId === claimId) ?? false;

export const missionsMachine = setup({
  types: { context: {} as MissionsContext, events: {} as MissionsEvent },
  actors: {
    fetchBoard: fromPromise<MissionBoard>(() => Promise.reject(new Error("fetchBoard is not provided"))),
    claim: fromPromise<MissionClaimed, { claimId: string }>(() => Promise.reject(new Error("claim is not provided"))),
  },
  actions: {
    /** A reward was credited: the balance and the badges (open missions, claimable rewards) are read again. */
    announceClaimed: () => {},
  },
  guards: {
    isClaimable: described(
      "The mission on screen is completed and its reward not yet claimed.",
      ({ context }: { context: MissionsContext }, params: { claimId: string }) => isClaimable(context.board, params.claimId),
    ),
  },
}).createMachine({
  id: "missions",
  description:
    "Mission activity (missionLeaderboard): the member's missions with their progress, reward and end, and this week's leaderboard with the member's own rank. A completed mission's reward is claimed with one request (a second press while it is on its way sends nothing); a credited reward reads the balance, the badges and the missions again. A failed claim says so next to the mission with Try again; a failed load offers Try again.",
  context: { board: null, failure: null, claimingId: null, claimed: null, claimFailure: null },
  initial: "loading",
  states: {
    loading: {
      description: "The missions and the leaderboard are loading (what was read before stays on screen).",
      invoke: {
        id: "fetchBoard",
        src: "fetchBoard",
        onDone: { target: "ready", actions: assign({ board: ({ event }) => event.output, failure: null }), meta: { spec: "MIS-02 MIS-03 MIS-05 MIS-06" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    failed: {
      description: "The missions could not be loaded: the reason with Try again.",
      on: { "missions.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    ready: {
      description: "Each mission with its progress, reward and end (Claim on a completed one), and the leaderboard.",
      on: {
        "mission.claim": {
          guard: { type: "isClaimable", params: ({ event }) => ({ claimId: event.claimId }) },
          target: "claiming",
          actions: assign({ claimingId: ({ event }) => event.claimId, claimed: null, claimFailure: null }),
          meta: { spec: "MIS-07" },
        },
        "missions.refresh": { target: "loading", actions: assign({ claimed: null }), meta: { spec: "MIS-05" } },
      },
    },
    claiming: {
      description: "One claim request is on its way; Claim presses meanwhile send nothing.",
      invoke: {
        id: "claim",
        src: "claim",
        input: ({ context }) => ({ claimId: context.claimingId ?? "" }),
        onDone: {
          target: "loading",
          actions: [assign({ claimed: ({ event }) => event.output, claimingId: null }), "announceClaimed"],
          meta: { spec: "MIS-07 MIS-08" },
        },
        onError: { target: "claimFailed", actions: assign({ claimFailure: ({ event }) => toFailure(event.error) }), meta: { spec: "MIS-07 SITE-01" } },
      },
    },
    claimFailed: {
      description: "The claim was refused or failed: the reason next to the mission with Try again; the list stays.",
      on: {
        "mission.claimRetry": { target: "claiming", actions: assign({ claimFailure: null }), meta: { spec: "MIS-07 SITE-01" } },
        "mission.claim": {
          guard: { type: "isClaimable", params: ({ event }) => ({ claimId: event.claimId }) },
          target: "claiming",
          actions: assign({ claimingId: ({ event }) => event.claimId, claimFailure: null }),
          meta: { spec: "MIS-07" },
        },
        "missions.refresh": { target: "loading", actions: assign({ claimingId: null, claimFailure: null }), meta: { spec: "MIS-05" } },
      },
    },
  },
});
