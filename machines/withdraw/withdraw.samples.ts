import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { WithdrawInput } from "./withdraw.machine.ts";
import type { BankCard, Withdrawal, WithdrawInfo } from "./withdraw.types.ts";

export const demoCard: BankCard = { cardId: "card-1", bankName: "Banco Sandbox", accountNumber: "******4321", payeeName: "DEMO PLAYER" };
const newCard: BankCard = { cardId: "card-2", bankName: "Nubank", accountNumber: "******9876", payeeName: "DEMO PLAYER" };

/** 10.00 to 50,000.00; 1,520.75 available; one bank account; payment password set. */
export const withdrawInfo: WithdrawInfo = {
  minimum: 1000,
  maximum: 5_000_000,
  available: 152075,
  cards: [demoCard],
  banks: [
    { bankCode: "001", bankName: "Banco do Brasil" },
    { bankCode: "260", bankName: "Nubank" },
  ],
  paymentPasswordSet: true,
};

const withdrawal: Withdrawal = {
  withdrawalId: "W-2001",
  amount: 5000,
  received: 0,
  status: "pending",
  bankName: "Banco Sandbox",
  accountNumber: "******4321",
  createdAt: 1_700_000_000_000,
  awaitingConfirmation: false,
};

const field = (name: string, value: string, label: string): SampleEvent => ({ label, event: { type: "field.changed", field: name, value } });

export const withdrawInputs: SampleInput[] = [
  { label: "Portuguese player (comma decimals)", input: { decimalSeparator: ",", requestPrefix: "wd-5c1e" } satisfies WithdrawInput },
];

export const withdrawSamples: SampleEvent[] = [
  { label: "Platform answers: limits, 1.520,75 available, one bank account, payment password set", event: { type: "xstate.done.actor.fetchInfo", output: withdrawInfo } },
  { label: "Platform answers: no payment password yet", event: { type: "xstate.done.actor.fetchInfo", output: { ...withdrawInfo, paymentPasswordSet: false, cards: [] } } },
  { label: "Platform answers: payment password set, no bank account", event: { type: "xstate.done.actor.fetchInfo", output: { ...withdrawInfo, cards: [] } } },
  { label: "The page's data fails to load", event: { type: "xstate.error.actor.fetchInfo", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "info.retry" } },
  field("loginPassword", "Demo1234", "Player types the login password"),
  field("newPaymentPassword", "135790", "Player types a payment password of six digits"),
  field("confirmPaymentPassword", "135790", "Player repeats the payment password"),
  { label: "Player saves the payment password", event: { type: "password.submitted" } },
  { label: "Platform saves the payment password", event: { type: "xstate.done.actor.setPaymentPassword" } },
  { label: "Platform refuses the login password", event: { type: "xstate.error.actor.setPaymentPassword", error: { code: "platform.message", serverMessage: "cashier.loginPassword.wrong" } } },
  { label: "Player presses Add bank account", event: { type: "card.add" } },
  field("bankCode", "260", "Player picks Nubank"),
  field("accountNumber", "9876543210", "Player types the account number"),
  field("payeeName", "DEMO PLAYER", "Player types the payee name"),
  field("cardPassword", "135790", "Player confirms with the payment password"),
  { label: "Player saves the bank account", event: { type: "card.submitted" } },
  { label: "Player cancels adding a bank account", event: { type: "card.cancelled" } },
  { label: "Platform binds the bank account", event: { type: "xstate.done.actor.addBankCard", output: newCard } },
  { label: "Platform refuses the payment password (bank account)", event: { type: "xstate.error.actor.addBankCard", error: { code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" } } },
  { label: "Binding the bank account fails", event: { type: "xstate.error.actor.addBankCard", error: { code: "network.timeout" } } },
  { label: "Player picks the first bank account", event: { type: "card.selected", cardId: "card-1" } },
  field("amount", "50", "Player types 50"),
  field("amount", "2.000,00", "Player types 2.000,00 (more than available)"),
  { label: "Player presses All", event: { type: "withdraw.allChosen" } },
  field("paymentPassword", "135790", "Player types the payment password"),
  { label: "Player presses Withdraw", event: { type: "withdraw.submitted" } },
  { label: "Player goes back from the review", event: { type: "review.back" } },
  { label: "Player confirms the withdrawal", event: { type: "review.confirmed" } },
  { label: "Platform makes the withdrawal", event: { type: "xstate.done.actor.submitWithdrawal", output: withdrawal } },
  { label: "Platform refuses the payment password", event: { type: "xstate.error.actor.submitWithdrawal", error: { code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" } } },
  { label: "The withdrawal does not get through (timeout)", event: { type: "xstate.error.actor.submitWithdrawal", error: { code: "network.timeout" } } },
  { label: "The session ends while the withdrawal is sent (401)", event: { type: "xstate.error.actor.submitWithdrawal", error: { code: "session.ended" } } },
  { label: "Player presses Try again on the withdrawal", event: { type: "submit.retry" } },
  { label: "Player goes back to the form", event: { type: "submit.back" } },
  { label: "Player logs in again", event: { type: "session.resumed" } },
  { label: "Player starts another withdrawal", event: { type: "withdraw.new" } },
];
