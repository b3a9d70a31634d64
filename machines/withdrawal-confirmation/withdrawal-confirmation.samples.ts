import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { Withdrawal } from "../withdraw/withdraw.types.ts";
import type { Payout, ProofImage } from "./withdrawal-confirmation.types.ts";

/** A withdrawal of 50.00 paid out in two parts: the first 30.00 has arrived, 20.00 remain; 15 minutes to answer. */
export const waitingPayout: Payout = { id: "po-1", withdrawalId: "wd-1", amount: 3000, received: 3000, remaining: 2000, secondsLeft: 900, status: "waiting" };
export const forcedPayout: Payout = { ...waitingPayout, id: "po-0", status: "forced", secondsLeft: 0 };

const image = (name: string, type: string, size: number): ProofImage => ({ name, type, size, dataUrl: `data:${type};base64,iVBORw0KGgo=` });
export const pngProof = image("transfer.png", "image/png", 180_000);

/** The member's withdrawal of 50.00 being paid out (open), and one that has been completed. */
export const openWithdrawal: Withdrawal = {
  withdrawalId: "wd-1",
  amount: 5000,
  received: 3000,
  status: "paying",
  bankName: "Banco Sandbox",
  accountNumber: "******4321",
  createdAt: 1_700_000_000_000,
  awaitingConfirmation: true,
};
const completedWithdrawal: Withdrawal = { ...openWithdrawal, withdrawalId: "wd-0", received: 5000, status: "completed", awaitingConfirmation: false };

export const withdrawalConfirmationInputs: SampleInput[] = [{ label: "A member is logged in", input: undefined }];

export const withdrawalConfirmationSamples: SampleEvent[] = [
  { label: "The site checks for payouts (after login, on the poll, or from the withdrawals list)", event: { type: "payouts.check" } },
  { label: "Platform lists an open withdrawal", event: { type: "xstate.done.actor.fetchWithdrawals", output: [openWithdrawal, completedWithdrawal] } },
  { label: "Platform lists no open withdrawal", event: { type: "xstate.done.actor.fetchWithdrawals", output: [completedWithdrawal] } },
  { label: "The withdrawals fail to load", event: { type: "xstate.error.actor.fetchWithdrawals", error: { code: "network.abnormal" } } },
  { label: "A minute passes while a withdrawal is open", event: { type: "xstate.after.payoutPoll.withdrawalConfirmation.polling" } },
  { label: "Platform lists a payout waiting for confirmation", event: { type: "xstate.done.actor.fetchPayouts", output: [waitingPayout] } },
  { label: "Platform lists a payout it settled by force", event: { type: "xstate.done.actor.fetchPayouts", output: [forcedPayout, waitingPayout] } },
  { label: "Platform lists no payout waiting", event: { type: "xstate.done.actor.fetchPayouts", output: [] } },
  { label: "The payout list fails to load", event: { type: "xstate.error.actor.fetchPayouts", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "check.retry" } },
  { label: "Player dismisses the failure", event: { type: "check.dismissed" } },
  { label: "Player presses Received", event: { type: "payout.received" } },
  { label: "Player presses All received", event: { type: "payout.allReceived" } },
  { label: "Player presses Not received", event: { type: "payout.notReceived" } },
  { label: "Player chooses a PNG proof of 180 kB", event: { type: "proof.selected", proof: pngProof } },
  { label: "Player chooses a PDF instead of an image", event: { type: "proof.selected", proof: image("statement.pdf", "application/pdf", 90_000) } },
  { label: "Player chooses a JPG of 6 MB", event: { type: "proof.selected", proof: image("photo.jpg", "image/jpeg", 6 * 1024 * 1024) } },
  { label: "Player sends the proof", event: { type: "proof.submitted" } },
  { label: "Player goes back from the proof", event: { type: "proof.cancelled" } },
  { label: "Platform accepts the answer", event: { type: "xstate.done.actor.submitAnswer", output: "confirmed" } },
  { label: "Platform says the payout was already settled by force", event: { type: "xstate.done.actor.submitAnswer", output: "forced" } },
  { label: "The answer fails to reach the platform", event: { type: "xstate.error.actor.submitAnswer", error: { code: "network.abnormal" } } },
  { label: "Platform puts the proof under review", event: { type: "xstate.done.actor.submitProof", output: "inReview" } },
  { label: "Platform says the payout was settled by force while the proof was sent", event: { type: "xstate.done.actor.submitProof", output: "forced" } },
  { label: "The proof fails to reach the platform", event: { type: "xstate.error.actor.submitProof", error: { code: "network.abnormal" } } },
  { label: "The platform's minutes run out without an answer", event: { type: "xstate.after.autoConfirm.withdrawalConfirmation.open" } },
  { label: "Player acknowledges the outcome", event: { type: "outcome.acknowledged" } },
  { label: "Player closes the dialog", event: { type: "dialog.closed" } },
  { label: "The session ends", event: { type: "session.ended" } },
];
