import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { DepositInput } from "./deposit.machine.ts";
import type { DepositOrder, DepositSettings } from "./deposit.types.ts";

/** PIX with one channel (10.00 to 5,000.00; presets 50, 100, 500) and a bank transfer (50.00 to 20,000.00). */
export const depositSettings: DepositSettings = {
  allowed: true,
  methods: [
    { methodCode: "PIX", methodName: "PIX", channels: [{ channelId: "pix-1", channelName: "PIX instant", minimum: 1000, maximum: 500000, presets: [5000, 10000, 50000], qrCode: true }] },
    { methodCode: "BANK", methodName: "Bank transfer", channels: [{ channelId: "bank-1", channelName: "TED", minimum: 5000, maximum: 2000000, presets: [], qrCode: false }] },
  ],
};

const order = (status: DepositOrder["status"]): DepositOrder => ({
  orderId: "D-1001",
  channelId: "pix-1",
  amount: 10000,
  status,
  payee: { name: "AURORA PAGAMENTOS", bank: "Banco Sandbox", accountNumber: "12345-6", reference: "D-1001" },
  qrContent: "00020126PIXSANDBOXD-1001",
  createdAt: 1_700_000_000_000,
  expiresAt: 1_700_000_900_000,
});

export const depositInputs: SampleInput[] = [
  { label: "Portuguese player (comma decimals)", input: { decimalSeparator: ",", requestPrefix: "dep-7f3a" } satisfies DepositInput },
];

export const depositSamples: SampleEvent[] = [
  { label: "Platform answers the deposit settings", event: { type: "xstate.done.actor.fetchSettings", output: depositSettings } },
  { label: "Platform answers that deposits are closed", event: { type: "xstate.done.actor.fetchSettings", output: { ...depositSettings, allowed: false } } },
  { label: "The deposit settings fail to load", event: { type: "xstate.error.actor.fetchSettings", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "settings.retry" } },
  { label: "Player picks Bank transfer", event: { type: "deposit.methodSelected", methodCode: "BANK" } },
  { label: "Player picks the TED channel", event: { type: "deposit.channelSelected", channelId: "bank-1" } },
  { label: "Player picks the PIX instant channel", event: { type: "deposit.channelSelected", channelId: "pix-1" } },
  { label: "Player types 100", event: { type: "deposit.amountChanged", text: "100" } },
  { label: "Player types 5 (below the minimum)", event: { type: "deposit.amountChanged", text: "5" } },
  { label: "Player presses the 500,00 preset", event: { type: "deposit.presetChosen", amount: 50000 } },
  { label: "Player presses Continue", event: { type: "deposit.submitted" } },
  { label: "Player goes back from the review", event: { type: "review.back" } },
  { label: "Player confirms the deposit", event: { type: "review.confirmed" } },
  { label: "Platform opens a pending order", event: { type: "xstate.done.actor.submitOrder", output: order("pending") } },
  { label: "Platform credits the order at once (an instant channel)", event: { type: "xstate.done.actor.submitOrder", output: order("credited") } },
  { label: "Platform answers the order as failed at once", event: { type: "xstate.done.actor.submitOrder", output: order("failed") } },
  { label: "Platform answers the same order again, already expired (a late retry of the same request)", event: { type: "xstate.done.actor.submitOrder", output: order("expired") } },
  { label: "Platform refuses the order", event: { type: "xstate.error.actor.submitOrder", error: { code: "platform.message", serverMessage: "cashier.amount.aboveMaximum" } } },
  { label: "The session ends while the order is sent (401)", event: { type: "xstate.error.actor.submitOrder", error: { code: "session.ended" } } },
  { label: "Player presses Try again on the order", event: { type: "submit.retry" } },
  { label: "Player goes back to the form", event: { type: "submit.back" } },
  { label: "Player logs in again", event: { type: "session.resumed" } },
  { label: "A few seconds pass", event: { type: "xstate.after.orderPoll.deposit.order.pending" } },
  { label: "Player presses Check now", event: { type: "order.refresh" } },
  { label: "Platform says the order is still pending", event: { type: "xstate.done.actor.fetchOrder", output: order("pending") } },
  { label: "Platform says the order is credited", event: { type: "xstate.done.actor.fetchOrder", output: order("credited") } },
  { label: "Platform says the payment failed", event: { type: "xstate.done.actor.fetchOrder", output: order("failed") } },
  { label: "Platform says the order expired", event: { type: "xstate.done.actor.fetchOrder", output: order("expired") } },
  { label: "The order status fails to load", event: { type: "xstate.error.actor.fetchOrder", error: { code: "network.slow" } } },
  { label: "Player presses Try again on the status", event: { type: "order.retry" } },
  { label: "Player starts a new deposit", event: { type: "order.new" } },
];
