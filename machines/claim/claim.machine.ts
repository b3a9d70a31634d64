import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { ClaimBook, ClaimDone } from "./claim.types.ts";

export interface ClaimContext {
  /** What is claimable and what was claimed (kept on screen while it is read again). */
  book: ClaimBook | null;
  failure: Failure | null;
  /** The item being claimed. */
  claimingId: string | null;
  /** The last accepted claim (said once, next to the list). */
  claimed: ClaimDone | null;
  claimFailure: { claimId: string; failure: Failure } | null;
}

export type ClaimEvent = { type: "claims.retry" } | { type: "claims.refresh" } | { type: "claim.requested"; claimId: string };

export const claimMachine = setup({
  types: { context: {} as ClaimContext, events: {} as ClaimEvent },
  actors: {
    fetchBook: fromPromise<ClaimBook>(() => Promise.reject(new Error("fetchBook is not provided"))),
    claim: fromPromise<ClaimDone, { claimId: string }>(() => Promise.reject(new Error("claim is not provided"))),
  },
  actions: {
    /** A claim was credited: the balance and the claimable-reward badge are read again. */
    announceClaimed: () => {},
  },
  guards: {
    isClaimable: described(
      "The item is in the claimable list on screen.",
      ({ context }: { context: ClaimContext }, params: { claimId: string }) => context.book?.claimable.some((c) => c.claimId === params.claimId && c.amount > 0) ?? false,
    ),
  },
}).createMachine({
  id: "claim",
  description:
    "Claiming rewards or cashback: the claimable items and the claimed history. Claim sends one request for one item (a second press while it is on its way does nothing); an accepted claim is credited to the main wallet, the balance and the badge are read again, and the list is read again. A refusal says why next to the item and keeps the list; a failed load offers Try again.",
  context: { book: null, failure: null, claimingId: null, claimed: null, claimFailure: null },
  initial: "loading",
  states: {
    loading: {
      description: "The claimable items and the history are loading (what was read before stays on screen).",
      invoke: {
        id: "fetchBook",
        src: "fetchBook",
        onDone: { target: "ready", actions: assign({ book: ({ event }) => event.output, failure: null }), meta: { spec: "RWD-06 RWD-09" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    failed: {
      description: "The list could not be loaded: the reason with Try again.",
      on: { "claims.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    ready: {
      description: "The claimable items (each with Claim) and the claimed history are shown.",
      on: {
        "claim.requested": {
          guard: { type: "isClaimable", params: ({ event }) => ({ claimId: event.claimId }) },
          target: "claiming",
          actions: assign({ claimingId: ({ event }) => event.claimId, claimed: null, claimFailure: null }),
          meta: { spec: "RWD-07 RWD-10" },
        },
        "claims.refresh": { target: "loading", actions: assign({ claimed: null, claimFailure: null }), meta: { spec: "RWD-06" } },
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
          meta: { spec: "RWD-07 RWD-08 RWD-10" },
        },
        onError: {
          target: "ready",
          actions: assign({ claimFailure: ({ context, event }) => ({ claimId: context.claimingId ?? "", failure: toFailure(event.error) }), claimingId: null }),
          meta: { spec: "RWD-07 SITE-01" },
        },
      },
    },
  },
});
