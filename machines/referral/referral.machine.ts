import { assign, fromPromise, setup } from "xstate";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { CopyTarget, ReferralDetails, ShareOutcome } from "./referral.types.ts";

export interface ReferralContext {
  details: ReferralDetails | null;
  failure: Failure | null;
  /** What the last copy or share did (said once in a status line). */
  done: { kind: "copied"; target: CopyTarget } | { kind: "shared" } | null;
  /** A copy or share the browser refused. */
  shareFailed: boolean;
}

export type ReferralEvent = { type: "referral.retry" } | { type: "copy.requested"; target: CopyTarget } | { type: "share.requested" };

export const referralMachine = setup({
  types: { context: {} as ReferralContext, events: {} as ReferralEvent },
  actors: {
    fetchDetails: fromPromise<ReferralDetails>(() => Promise.reject(new Error("fetchDetails is not provided"))),
    copyText: fromPromise<CopyTarget, { text: string; target: CopyTarget }>(() => Promise.reject(new Error("copyText is not provided"))),
    shareLink: fromPromise<ShareOutcome, { link: string; code: string }>(() => Promise.reject(new Error("shareLink is not provided"))),
  },
}).createMachine({
  id: "referral",
  description:
    "Invite friends: the member's invite code, the registration link carrying it and its QR code, how many friends registered with it and what each earned the member. Copy puts the code or the link on the clipboard; Share opens the browser's share sheet where there is one and copies the link otherwise.",
  context: { details: null, failure: null, done: null, shareFailed: false },
  initial: "loading",
  states: {
    loading: {
      description: "The invitation and the invited friends are loading.",
      invoke: {
        id: "fetchDetails",
        src: "fetchDetails",
        onDone: { target: "shown", actions: assign({ details: ({ event }) => event.output, failure: null }), meta: { spec: "RWD-11" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    failed: {
      description: "The invitation could not be loaded: the reason with Try again.",
      on: { "referral.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
    shown: {
      description: "The code, link, QR code and friends are shown, with Copy and Share.",
      on: {
        "copy.requested": { target: "copying", actions: assign({ done: null, shareFailed: false }), meta: { spec: "RWD-12" } },
        "share.requested": { target: "sharing", actions: assign({ done: null, shareFailed: false }), meta: { spec: "RWD-12" } },
      },
    },
    copying: {
      description: "The code or the link is being put on the clipboard.",
      invoke: {
        id: "copyText",
        src: "copyText",
        input: ({ context, event }) => {
          const target = event.type === "copy.requested" ? event.target : "link";
          return { text: target === "code" ? (context.details?.code ?? "") : (context.details?.link ?? ""), target };
        },
        onDone: {
          target: "shown",
          actions: assign({ done: ({ event }) => ({ kind: "copied" as const, target: event.output }) }),
          meta: { spec: "RWD-12" },
        },
        onError: { target: "shown", actions: assign({ shareFailed: true }), meta: { spec: "RWD-12 SITE-01" } },
      },
    },
    sharing: {
      description: "The browser's share sheet is open (or the link is being copied where there is none).",
      invoke: {
        id: "shareLink",
        src: "shareLink",
        input: ({ context }) => ({ link: context.details?.link ?? "", code: context.details?.code ?? "" }),
        onDone: {
          target: "shown",
          actions: assign({
            done: ({ event }) => (event.output === "shared" ? { kind: "shared" as const } : event.output === "copied" ? { kind: "copied" as const, target: "link" as const } : null),
          }),
          meta: { spec: "RWD-12" },
        },
        onError: { target: "shown", actions: assign({ shareFailed: true }), meta: { spec: "RWD-12 SITE-01" } },
      },
    },
  },
});
