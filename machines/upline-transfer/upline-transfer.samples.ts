import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { UplineTransferInput } from "./upline-transfer.machine.ts";
import type { UplineInfo } from "./upline-transfer.types.ts";

/** 8.800,00 in the main wallet; 1,00 to 100.000,00 per transfer. */
export const uplineInfo: UplineInfo = { available: 880000, minimum: 100, maximum: 10_000_000 };

const field = (name: string, value: string, label: string): SampleEvent => ({ label, event: { type: "field.changed", field: name, value } });

export const uplineTransferInputs: SampleInput[] = [
  { label: "Agent allowed to transfer to the upline (toUpline)", input: { decimalSeparator: ",", requestPrefix: "up-8e21", allowed: true } satisfies UplineTransferInput },
  { label: "Member without toUpline", input: { decimalSeparator: ",", requestPrefix: "up-8e21", allowed: false } satisfies UplineTransferInput },
];

export const uplineTransferSamples: SampleEvent[] = [
  { label: "Platform answers: 8.800,00 available, 1,00 to 100.000,00 per transfer", event: { type: "xstate.done.actor.fetchInfo", output: uplineInfo } },
  { label: "The balance fails to load", event: { type: "xstate.error.actor.fetchInfo", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "info.retry" } },
  field("amount", "100", "Player types 100"),
  field("amount", "9.000,00", "Player types 9.000,00 (more than the balance)"),
  field("paymentPassword", "246801", "Player types the payment password"),
  { label: "Player presses Continue", event: { type: "upline.submitted" } },
  { label: "Player goes back from the review", event: { type: "review.back" } },
  { label: "Player confirms the transfer", event: { type: "review.confirmed" } },
  { label: "Platform makes the transfer", event: { type: "xstate.done.actor.submitTransfer", output: { transferId: "U-3001", amount: 10000 } } },
  { label: "Platform refuses the payment password", event: { type: "xstate.error.actor.submitTransfer", error: { code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" } } },
  { label: "The transfer does not get through (timeout)", event: { type: "xstate.error.actor.submitTransfer", error: { code: "network.timeout" } } },
  { label: "The session ends while the transfer is sent (401)", event: { type: "xstate.error.actor.submitTransfer", error: { code: "session.ended" } } },
  { label: "Player presses Try again on the transfer", event: { type: "submit.retry" } },
  { label: "Player goes back to the form", event: { type: "submit.back" } },
  { label: "Player logs in again", event: { type: "session.resumed" } },
  { label: "Player starts another transfer", event: { type: "upline.new" } },
];
