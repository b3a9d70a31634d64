/**
 * Withdrawal confirmation (SPEC §4; research §4.19): a withdrawal may be paid out in parts by other players'
 * deposits (C2C). For each part the player confirms what arrived. Amounts are integer minor units (cents).
 */

import type { Withdrawal } from "../withdraw/withdraw.types.ts";

/** One part of a withdrawal paid out to the player, waiting for their answer (or settled by the platform). */
export interface Payout {
  id: string;
  withdrawalId: string;
  /** What this part pays, in minor units. */
  amount: number;
  /** What the withdrawal has paid so far, including this part, in minor units. */
  received: number;
  /** What the withdrawal still has to pay after this part, in minor units. */
  remaining: number;
  /** Seconds until an unanswered part counts as received (the platform's minutes, counted down). */
  secondsLeft: number;
  /** `waiting` for the player's answer; `forced` when the platform settled it as received (the deposit is not refunded). */
  status: "waiting" | "forced";
}

/** How often the payouts are read again while a withdrawal is open (ADR 0013); the site takes the operator's `platform.payoutPollMs`. */
export const PAYOUT_POLL_MS = 60_000;

/** A withdrawal is open while it waits for its payout, is being paid out, or has a proof in review (SITE-19). */
export function isOpenWithdrawal(withdrawal: Pick<Withdrawal, "status">): boolean {
  return withdrawal.status === "pending" || withdrawal.status === "paying" || withdrawal.status === "inReview";
}

/** The player's answer to a payout. */
export type PayoutAnswer = "received" | "allReceived" | "notReceived";

/** A proof image chosen to show a payout did not arrive (checked before it is sent). */
export interface ProofImage {
  name: string;
  /** MIME type as the browser reports it. */
  type: string;
  /** Size in bytes. */
  size: number;
  /** A data: URL the view previews and the platform receives. */
  dataUrl: string;
}

export interface AnswerRequest {
  payoutId: string;
  answer: PayoutAnswer;
  proof: ProofImage | null;
}

/** What the platform made of an answer. */
export type AnswerOutcome = "confirmed" | "inReview" | "forced";

/** Proof images: png or jpg, at most 5 MB (SITE-18). */
export const PROOF_TYPES = ["image/png", "image/jpeg"] as const;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen proof image cannot be sent, or null when it can. */
export function proofProblem(proof: ProofImage): "proof.type" | "proof.size" | null {
  if (!(PROOF_TYPES as readonly string[]).includes(proof.type)) return "proof.type";
  if (proof.size > PROOF_MAX_BYTES) return "proof.size";
  return null;
}
