import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { Withdrawal } from "../withdraw/withdraw.types.ts";

const paying: Withdrawal = {
  withdrawalId: "W-2001",
  amount: 5000,
  received: 3000,
  status: "paying",
  bankName: "Banco Sandbox",
  accountNumber: "******4321",
  createdAt: 1_700_000_000_000,
  awaitingConfirmation: true,
};
const completed: Withdrawal = { ...paying, withdrawalId: "W-1999", received: 5000, status: "completed", awaitingConfirmation: false };

export const withdrawalsInputs: SampleInput[] = [{ label: "A member opens the withdraw page", input: undefined }];

export const withdrawalsSamples: SampleEvent[] = [
  { label: "Platform lists a withdrawal being paid out (a payout waiting) and a completed one", event: { type: "xstate.done.actor.fetchWithdrawals", output: [paying, completed] } },
  { label: "Platform lists no withdrawal", event: { type: "xstate.done.actor.fetchWithdrawals", output: [] } },
  { label: "The withdrawals fail to load", event: { type: "xstate.error.actor.fetchWithdrawals", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "withdrawals.retry" } },
  { label: "Player presses Refresh (or a withdrawal was made)", event: { type: "withdrawals.refresh" } },
  { label: "Player presses Confirm receipt on W-2001", event: { type: "withdrawal.confirm", withdrawalId: "W-2001" } },
  { label: "Confirm receipt on W-1999 (nothing waits)", event: { type: "withdrawal.confirm", withdrawalId: "W-1999" } },
];
