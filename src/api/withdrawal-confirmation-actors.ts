/**
 * Live actors of the withdrawal-confirmation machine (ADR 0012, 0013; research §4.19): the member's withdrawals (is
 * one open? only then are payouts polled, SITE-19), the platform's list of payouts
 * waiting for the player's answer (`MCSFE_getPaymentConfirmationList`) and the answer itself
 * (`MCSFE_processC2CTransaction`). The schemas have already read every amount as integer minor units; this file only
 * maps the wire's words to the machine's.
 */
import { fromPromise } from "xstate";
import type { AnswerOutcome, AnswerRequest, Payout, PayoutAnswer } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.types.ts";
import type { C2cOutcome, PaymentConfirmationList } from "./cashier-schemas.ts";
import type { PlatformClient } from "./client.ts";
import { liveFetchWithdrawals } from "./withdrawals-actors.ts";
import { cashierEndpoints } from "./cashier-endpoints.ts";

type WirePayout = PaymentConfirmationList["list"][number];

const STATUS: Record<WirePayout["status"], Payout["status"]> = { WAITING: "waiting", FORCED: "forced" };
const ACTION: Record<PayoutAnswer, "RECEIVED" | "ALL_RECEIVED" | "NOT_RECEIVED"> = {
  received: "RECEIVED",
  allReceived: "ALL_RECEIVED",
  notReceived: "NOT_RECEIVED",
};
const OUTCOME: Record<C2cOutcome["outcome"], AnswerOutcome> = { CONFIRMED: "confirmed", IN_REVIEW: "inReview", FORCED: "forced" };

/** One payout of the platform's list as the machine reads it. */
export function toPayout(wire: WirePayout): Payout {
  return {
    id: wire.payoutId,
    withdrawalId: wire.withdrawalId,
    amount: wire.amount,
    received: wire.received,
    remaining: wire.remaining,
    secondsLeft: wire.secondsLeft,
    status: STATUS[wire.status],
  };
}

/** The body of `MCSFE_processC2CTransaction` for an answer (the proof only with "not received"). */
export function answerBody(request: AnswerRequest): { payoutId: string; action: string; proofImage?: string } {
  const body = { payoutId: request.payoutId, action: ACTION[request.answer] };
  return request.answer === "notReceived" && request.proof ? { ...body, proofImage: request.proof.dataUrl } : body;
}

export async function fetchPayouts(client: PlatformClient, signal?: AbortSignal): Promise<Payout[]> {
  const value = await client.request(cashierEndpoints.paymentConfirmations, { signal });
  return value.list.map(toPayout);
}

export async function submitAnswer(client: PlatformClient, request: AnswerRequest, signal?: AbortSignal): Promise<AnswerOutcome> {
  const value = await client.request(cashierEndpoints.processC2c, { body: answerBody(request), signal });
  return OUTCOME[value.outcome];
}

export function liveWithdrawalConfirmationActors(client: PlatformClient) {
  return {
    fetchWithdrawals: liveFetchWithdrawals(client),
    fetchPayouts: fromPromise<Payout[]>(({ signal }) => fetchPayouts(client, signal)),
    submitAnswer: fromPromise<AnswerOutcome, AnswerRequest>(({ input, signal }) => submitAnswer(client, input, signal)),
  };
}
