import type { SnapshotFrom } from "xstate";
import type { Failure } from "../shared/errors.ts";
import type { withdrawalConfirmationMachine } from "./withdrawal-confirmation.machine.ts";
import type { Payout, PayoutAnswer, ProofImage } from "./withdrawal-confirmation.types.ts";

export type WithdrawalConfirmationSnapshot = SnapshotFrom<typeof withdrawalConfirmationMachine>;

export type SettledOutcome = "confirmed" | "inReview" | "autoReceived" | "forced";

/** What the withdrawal confirmation shows: nothing, the failed check, the payout's questions, its proof step, or how it ended. */
export type ConfirmationView =
  | { kind: "none" }
  | { kind: "checkFailed"; failure: Failure }
  | { kind: "asking"; payout: Payout; sending: PayoutAnswer | null; failure: Failure | null }
  | {
      kind: "proof";
      payout: Payout;
      step: "choosing" | "previewing" | "sending";
      proof: ProofImage | null;
      problem: "proof.type" | "proof.size" | null;
      failure: Failure | null;
    }
  | { kind: "settled"; payout: Payout; outcome: SettledOutcome };

const OUTCOMES: readonly SettledOutcome[] = ["confirmed", "inReview", "autoReceived", "forced"];

/** The view model of the withdrawal-confirmation dialog (none while idle or checking: the check runs unseen). */
export function selectConfirmation(snapshot: WithdrawalConfirmationSnapshot): ConfirmationView {
  const { current, answer, proof, proofProblem, failure } = snapshot.context;
  if (snapshot.matches("checkFailed")) return { kind: "checkFailed", failure: failure ?? { code: "unknown" } };
  if (!current) return { kind: "none" };
  if (snapshot.matches({ open: "asking" })) return { kind: "asking", payout: current, sending: null, failure };
  if (snapshot.matches({ open: "answering" })) return { kind: "asking", payout: current, sending: answer, failure: null };
  if (snapshot.matches({ open: "proof" })) {
    const step = snapshot.matches({ open: { proof: "sending" } }) ? "sending" : snapshot.matches({ open: { proof: "previewing" } }) ? "previewing" : "choosing";
    return { kind: "proof", payout: current, step, proof, problem: proofProblem, failure };
  }
  const outcome = OUTCOMES.find((o) => snapshot.matches({ settled: o }));
  return outcome ? { kind: "settled", payout: current, outcome } : { kind: "none" };
}

/** The states the check runs in unseen (ADR 0013): while in one of them the dialog's code is not even loaded. */
const UNSEEN = ["idle", "checkingWithdrawals", "checking", "polling"];

/** Whether the confirmation has something to show (a payout, its outcome, or a failed check). */
export function isConfirmationShown(snapshot: Pick<WithdrawalConfirmationSnapshot, "value">): boolean {
  return typeof snapshot.value !== "string" || !UNSEEN.includes(snapshot.value);
}
