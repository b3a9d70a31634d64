import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { WalletInput } from "./wallet.machine.ts";
import type { Wallets } from "./wallet.types.ts";

/** A transfer-wallet merchant: 1.520,75 in the main wallet, 200,00 in PG Soft, nothing in SABA Sports. */
export const transferWallets: Wallets = {
  isSingle: false,
  main: 152075,
  vendors: [
    { vendor: "PG", vendorName: "PG Soft", balance: 20000 },
    { vendor: "SABA", vendorName: "SABA Sports", balance: 0 },
  ],
};

/** A single-wallet merchant: one balance of 1.520,75. */
export const singleWallet: Wallets = { isSingle: true, main: 152075, vendors: [] };

const afterTransferIn: Wallets = { ...transferWallets, main: 147075, vendors: [{ vendor: "PG", vendorName: "PG Soft", balance: 25000 }, transferWallets.vendors[1]!] };
const afterRecall: Wallets = { ...transferWallets, main: 172075, vendors: transferWallets.vendors.map((w) => ({ ...w, balance: 0 })) };

export const walletInputs: SampleInput[] = [
  { label: "Portuguese player, transfers on (FUNDTRANS3)", input: { decimalSeparator: ",", requestPrefix: "wal-3b9d", transfersEnabled: true } satisfies WalletInput },
  { label: "Portuguese player, transfers off", input: { decimalSeparator: ",", requestPrefix: "wal-3b9d", transfersEnabled: false } satisfies WalletInput },
];

export const walletSamples: SampleEvent[] = [
  { label: "Platform answers: transfer wallets (main 1.520,75; PG Soft 200,00; SABA Sports empty)", event: { type: "xstate.done.actor.fetchWallets", output: transferWallets } },
  { label: "Platform answers: a single wallet of 1.520,75", event: { type: "xstate.done.actor.fetchWallets", output: singleWallet } },
  { label: "The wallets fail to load", event: { type: "xstate.error.actor.fetchWallets", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "wallets.retry" } },
  { label: "Player presses Refresh", event: { type: "wallets.refresh" } },
  { label: "Player presses Transfer in on PG Soft", event: { type: "transfer.started", vendor: "PG", direction: "in" } },
  { label: "Player presses Transfer out on PG Soft", event: { type: "transfer.started", vendor: "PG", direction: "out" } },
  { label: "Player presses Transfer out on the empty SABA Sports wallet", event: { type: "transfer.started", vendor: "SABA", direction: "out" } },
  { label: "Player presses Recall everything to the main wallet", event: { type: "recall.started" } },
  { label: "Player types 50", event: { type: "amount.changed", text: "50" } },
  { label: "Player types 5.000,00 (more than the wallet holds)", event: { type: "amount.changed", text: "5.000,00" } },
  { label: "Player presses All", event: { type: "transfer.allChosen" } },
  { label: "Player presses Continue", event: { type: "transfer.submitted" } },
  { label: "Player cancels the transfer", event: { type: "transfer.cancelled" } },
  { label: "Player goes back from the review", event: { type: "review.back" } },
  { label: "Player confirms the move", event: { type: "review.confirmed" } },
  { label: "Platform moves 50,00 into PG Soft and answers the balances", event: { type: "xstate.done.actor.transferFunds", output: afterTransferIn } },
  { label: "Platform brings everything back to the main wallet", event: { type: "xstate.done.actor.transferFunds", output: afterRecall } },
  { label: "Platform refuses: the balance is not enough", event: { type: "xstate.error.actor.transferFunds", error: { code: "platform.message", serverMessage: "cashier.balance.insufficient" } } },
  { label: "The session ends while the move is sent (401)", event: { type: "xstate.error.actor.transferFunds", error: { code: "session.ended" } } },
  { label: "Player presses Try again on the move", event: { type: "submit.retry" } },
  { label: "Player goes back after the failure", event: { type: "submit.back" } },
  { label: "Player logs in again", event: { type: "session.resumed" } },
];
