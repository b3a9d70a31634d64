import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import type { Withdrawal } from "../withdraw/withdraw.types.ts";
import { isOpenWithdrawal, PAYOUT_POLL_MS, proofProblem, type AnswerOutcome, type AnswerRequest, type Payout, type PayoutAnswer, type ProofImage } from "./withdrawal-confirmation.types.ts";

export interface WithdrawalConfirmationContext {
  /** The payout the dialog is about (the first waiting one, or one the platform settled). */
  current: Payout | null;
  /** The answer being sent (received or all received; "not received" is sent from the proof step with its image). */
  answer: PayoutAnswer | null;
  /** The proof image chosen for "not received" (kept while the player retries). */
  proof: ProofImage | null;
  proofProblem: "proof.type" | "proof.size" | null;
  failure: Failure | null;
}

export type WithdrawalConfirmationEvent =
  | { type: "payouts.check" }
  | { type: "check.retry" }
  | { type: "check.dismissed" }
  | { type: "payout.received" }
  | { type: "payout.allReceived" }
  | { type: "payout.notReceived" }
  | { type: "proof.selected"; proof: ProofImage }
  | { type: "proof.submitted" }
  | { type: "proof.cancelled" }
  | { type: "outcome.acknowledged" }
  | { type: "dialog.closed" }
  | { type: "session.ended" };

const firstWaiting = (payouts: readonly Payout[]) => payouts.find((p) => p.status === "waiting") ?? null;
const firstForced = (payouts: readonly Payout[]) => payouts.find((p) => p.status === "forced") ?? null;

const cleared = { current: null, answer: null, proof: null, proofProblem: null, failure: null } as const;

export const withdrawalConfirmationMachine = setup({
  types: { context: {} as WithdrawalConfirmationContext, events: {} as WithdrawalConfirmationEvent },
  actors: {
    fetchWithdrawals: fromPromise<Withdrawal[]>(() => Promise.reject(new Error("fetchWithdrawals is not provided"))),
    fetchPayouts: fromPromise<Payout[]>(() => Promise.reject(new Error("fetchPayouts is not provided"))),
    submitAnswer: fromPromise<AnswerOutcome, AnswerRequest>(() => Promise.reject(new Error("submitAnswer is not provided"))),
  },
  guards: {
    hasOpenWithdrawal: described(
      "The member has a withdrawal that is still open: waiting for its payout, being paid out, or with a proof in review.",
      (_, params: { withdrawals: readonly Withdrawal[] }) => params.withdrawals.some(isOpenWithdrawal),
    ),
    hasForcedPayout: described(
      "The platform's list holds a payout it settled as received by force (the player is told first).",
      (_, params: { payouts: readonly Payout[] }) => firstForced(params.payouts) !== null,
    ),
    hasWaitingPayout: described("The platform's list holds a payout waiting for the player's answer.", (_, params: { payouts: readonly Payout[] }) => firstWaiting(params.payouts) !== null),
    isProofAcceptable: described("The chosen image is a png or jpg of at most 5 MB.", (_, params: { proof: ProofImage }) => proofProblem(params.proof) === null),
    isForcedOutcome: described("The platform answered that the payout had already been settled by force.", (_, params: { outcome: AnswerOutcome }) => params.outcome === "forced"),
  },
  delays: {
    /** How often the payouts are read again while a withdrawal is open (ADR 0013). */
    payoutPoll: PAYOUT_POLL_MS,
    /** The platform's minutes before an unanswered payout counts as received (counted down from the list's answer). */
    autoConfirm: ({ context }) => (context.current?.secondsLeft ?? 0) * 1000,
  },
}).createMachine({
  id: "withdrawalConfirmation",
  description:
    "Confirming a withdrawal paid out in parts by other players' deposits. A check first reads the member's withdrawals: only while one is open are the payouts read, and read again every minute. For each part the player answers received, all received, or not received with a proof image; an unanswered part counts as received when the platform's minutes run out; a part the platform settled by force is shown as such.",
  context: { ...cleared },
  on: {
    "session.ended": { target: ".idle", actions: assign({ ...cleared }), meta: { spec: "SESSION-01 SITE-19" } },
  },
  initial: "idle",
  states: {
    idle: {
      description: "No withdrawal of the member is open: nothing is polled until the next check (after login, a new withdrawal, or from the withdrawals list).",
      on: { "payouts.check": { target: "checkingWithdrawals", meta: { spec: "SITE-19" } } },
    },
    checkingWithdrawals: {
      description: "The member's withdrawals are loading, to know whether one is still open (pending, being paid out, or in review).",
      invoke: {
        id: "fetchWithdrawals",
        src: "fetchWithdrawals",
        onDone: [
          { guard: { type: "hasOpenWithdrawal", params: ({ event }) => ({ withdrawals: event.output }) }, target: "checking", meta: { spec: "SITE-19" } },
          { target: "idle", actions: assign({ ...cleared }), meta: { spec: "SITE-19" } },
        ],
        onError: { target: "checkFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
      },
    },
    polling: {
      description: "A withdrawal is open and no payout is waiting (or the player closed the dialog): a minute later the check runs again.",
      after: { payoutPoll: { target: "checkingWithdrawals", meta: { spec: "SITE-19" } } },
      on: { "payouts.check": { target: "checkingWithdrawals", meta: { spec: "SITE-19" } } },
    },
    checking: {
      description: "The platform's list of payouts waiting for confirmation is loading.",
      invoke: {
        id: "fetchPayouts",
        src: "fetchPayouts",
        onDone: [
          {
            guard: { type: "hasForcedPayout", params: ({ event }) => ({ payouts: event.output }) },
            target: "settled.forced",
            actions: assign({ ...cleared, current: ({ event }) => firstForced(event.output) }),
            meta: { spec: "WDC-01 WDC-04 SITE-20" },
          },
          {
            guard: { type: "hasWaitingPayout", params: ({ event }) => ({ payouts: event.output }) },
            target: "open",
            actions: assign({ ...cleared, current: ({ event }) => firstWaiting(event.output) }),
            meta: { spec: "WDC-01 SITE-19 SITE-20" },
          },
          { target: "polling", actions: assign({ ...cleared }), meta: { spec: "SITE-19 SITE-20" } },
        ],
        onError: { target: "checkFailed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
      },
    },
    checkFailed: {
      description: "The withdrawals or the payouts could not be loaded; the player can try again (a later check also tries again).",
      on: {
        "check.retry": { target: "checkingWithdrawals", actions: assign({ failure: null }), meta: { spec: "SITE-01" } },
        "payouts.check": { target: "checkingWithdrawals", actions: assign({ failure: null }), meta: { spec: "SITE-19 SITE-01" } },
        "check.dismissed": { target: "idle", actions: assign({ failure: null }), meta: { spec: "SITE-01" } },
      },
    },
    open: {
      description: "The dialog shows the payout: the amount received, the amount remaining and the minutes left before it counts as received.",
      after: {
        autoConfirm: { target: "settled.autoReceived", actions: assign({ failure: null }), meta: { spec: "WDC-02" } },
      },
      on: {
        "dialog.closed": { target: "polling", actions: assign({ ...cleared }), meta: { spec: "SITE-19" } },
      },
      initial: "asking",
      states: {
        asking: {
          description: "Waiting for the player's answer: received, all received, or not received.",
          on: {
            "payout.received": { target: "answering", actions: assign({ answer: "received", failure: null }), meta: { spec: "WDC-01" } },
            "payout.allReceived": { target: "answering", actions: assign({ answer: "allReceived", failure: null }), meta: { spec: "WDC-01" } },
            "payout.notReceived": { target: "proof", actions: assign({ failure: null }), meta: { spec: "WDC-01 WDC-03" } },
          },
        },
        answering: {
          description: "The answer is with the platform.",
          invoke: {
            id: "submitAnswer",
            src: "submitAnswer",
            input: ({ context }) => ({ payoutId: context.current!.id, answer: context.answer!, proof: null }),
            onDone: [
              { guard: { type: "isForcedOutcome", params: ({ event }) => ({ outcome: event.output }) }, target: "#withdrawalConfirmation.settled.forced", meta: { spec: "WDC-04 SITE-20" } },
              { target: "#withdrawalConfirmation.settled.confirmed", meta: { spec: "WDC-01 SITE-20" } },
            ],
            onError: { target: "asking", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01" } },
          },
        },
        proof: {
          description: "Not received: the player chooses a proof image (png or jpg, at most 5 MB) and sees it before sending.",
          on: {
            "proof.cancelled": { target: "asking", actions: assign({ proof: null, proofProblem: null, failure: null }), meta: { spec: "WDC-03" } },
          },
          initial: "choosing",
          states: {
            choosing: {
              description: "No acceptable image is chosen yet (a refused one says why next to the field).",
              on: {
                "proof.selected": [
                  { guard: { type: "isProofAcceptable", params: ({ event }) => ({ proof: event.proof }) }, target: "previewing", actions: assign({ proof: ({ event }) => event.proof, proofProblem: null }), meta: { spec: "WDC-03 SITE-18" } },
                  { actions: assign({ proofProblem: ({ event }) => proofProblem(event.proof) }), meta: { spec: "SITE-18 SITE-02" } },
                ],
              },
            },
            previewing: {
              description: "The chosen image is previewed; the player sends it or picks another.",
              on: {
                "proof.selected": [
                  { guard: { type: "isProofAcceptable", params: ({ event }) => ({ proof: event.proof }) }, actions: assign({ proof: ({ event }) => event.proof, proofProblem: null }), meta: { spec: "WDC-03 SITE-18" } },
                  { target: "choosing", actions: assign({ proof: null, proofProblem: ({ event }) => proofProblem(event.proof) }), meta: { spec: "SITE-18 SITE-02" } },
                ],
                "proof.submitted": { target: "sending", actions: assign({ failure: null }), meta: { spec: "WDC-03" } },
              },
            },
            sending: {
              description: "The proof is with the platform.",
              invoke: {
                id: "submitProof",
                src: "submitAnswer",
                input: ({ context }) => ({ payoutId: context.current!.id, answer: "notReceived" as const, proof: context.proof }),
                onDone: [
                  { guard: { type: "isForcedOutcome", params: ({ event }) => ({ outcome: event.output }) }, target: "#withdrawalConfirmation.settled.forced", meta: { spec: "WDC-04 SITE-20" } },
                  { target: "#withdrawalConfirmation.settled.inReview", meta: { spec: "WDC-03 SITE-20" } },
                ],
                onError: { target: "previewing", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "ERR-10 SITE-01 SITE-02" } },
              },
            },
          },
        },
      },
    },
    settled: {
      description: "The dialog shows how the payout ended; acknowledging it checks for the next one.",
      on: {
        "outcome.acknowledged": { target: "checkingWithdrawals", actions: assign({ ...cleared }), meta: { spec: "SITE-19" } },
      },
      states: {
        confirmed: { description: "The player confirmed the payout (or all of the withdrawal) as received." },
        inReview: { description: "The payout was reported as not received; the proof is under review." },
        autoReceived: { description: "The platform's minutes ran out: the payout counts as received." },
        forced: { description: "The platform settled the payout as received by force; the deposit is not refunded." },
      },
      initial: "confirmed",
    },
  },
});
