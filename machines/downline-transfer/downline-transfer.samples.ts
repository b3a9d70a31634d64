import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { DownlineTransferInput } from "./downline-transfer.machine.ts";
import type { DownlineTransferInfo } from "./downline-transfer.types.ts";

/** 8.800,00 in the agent's main wallet; 1,00 to 100.000,00 per transfer. */
export const downlineInfo: DownlineTransferInfo = { available: 880000, minimum: 100, maximum: 10_000_000 };

const field = (name: string, value: string, label: string): SampleEvent => ({ label, event: { type: "field.changed", field: name, value } });

export const downlineTransferInputs: SampleInput[] = [
  { label: "Agent transfers to the downline demo", input: { decimalSeparator: ",", requestPrefix: "dl-8e21", downline: "demo" } satisfies DownlineTransferInput },
];

export const downlineTransferSamples: SampleEvent[] = [
  { label: "Platform answers: 8.800,00 available, 1,00 to 100.000,00 per transfer", event: { type: "xstate.done.actor.fetchInfo", output: downlineInfo } },
  { label: "The balance fails to load", event: { type: "xstate.error.actor.fetchInfo", error: { code: "network.abnormal" } } },
  { label: "Agent presses Try again", event: { type: "info.retry" } },
  field("amount", "10", "Agent types 10"),
  field("amount", "9.000,00", "Agent types 9.000,00 (more than the balance)"),
  field("paymentPassword", "246801", "Agent types the payment password"),
  { label: "Agent presses Continue", event: { type: "transfer.submitted" } },
  { label: "Agent goes back from the review", event: { type: "review.back" } },
  { label: "Agent confirms the transfer", event: { type: "review.confirmed" } },
  { label: "Platform makes the transfer", event: { type: "xstate.done.actor.submitTransfer", output: { transferId: "T-3001", amount: 1000, downline: "demo" } } },
  { label: "Platform refuses the payment password", event: { type: "xstate.error.actor.submitTransfer", error: { code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" } } },
  { label: "The transfer does not get through (timeout)", event: { type: "xstate.error.actor.submitTransfer", error: { code: "network.timeout" } } },
  { label: "The session ends while the transfer is sent (401)", event: { type: "xstate.error.actor.submitTransfer", error: { code: "session.ended" } } },
  { label: "Agent presses Try again on the transfer", event: { type: "submit.retry" } },
  { label: "Agent goes back to the form", event: { type: "submit.back" } },
  { label: "Agent logs in again", event: { type: "session.resumed" } },
];
