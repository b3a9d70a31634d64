import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { SecurityCentreInput } from "./security-centre.machine.ts";
import type { BankCard, SecurityOverview } from "./security-centre.types.ts";

const demoCard: BankCard = { cardId: "card-1", bankName: "Banco Sandbox", accountNumber: "******4321", payeeName: "DEMO PLAYER" };
const newCard: BankCard = { cardId: "card-2", bankName: "Nubank", accountNumber: "******9876", payeeName: "DEMO PLAYER" };

/** demo: mobile and e-mail bound, payment password set, one bank account. */
export const securityOverview: SecurityOverview = {
  mobile: "+55 *******4321",
  email: "de**@sandbox.example",
  paymentPasswordSet: true,
  cards: [demoCard],
  banks: [
    { bankCode: "001", bankName: "Banco do Brasil" },
    { bankCode: "260", bankName: "Nubank" },
  ],
};

const field = (name: string, value: string, label: string): SampleEvent => ({ label, event: { type: "field.changed", field: name, value } });
const open = (section: string, label: string): SampleEvent => ({ label, event: { type: "section.opened", section } });

export const securityCentreInputs: SampleInput[] = [{ label: "Brazilian site (+55)", input: { defaultDialingCode: "+55" } satisfies SecurityCentreInput }];

export const securityCentreSamples: SampleEvent[] = [
  { label: "Platform answers: mobile and e-mail bound, payment password set, one bank account", event: { type: "xstate.done.actor.fetchOverview", output: securityOverview } },
  { label: "Platform answers: nothing bound, no payment password", event: { type: "xstate.done.actor.fetchOverview", output: { ...securityOverview, mobile: null, email: null, paymentPasswordSet: false, cards: [] } } },
  { label: "Platform answers: five bank accounts (the most)", event: { type: "xstate.done.actor.fetchOverview", output: { ...securityOverview, cards: [1, 2, 3, 4, 5].map((n) => ({ ...demoCard, cardId: `card-${n}` })) } } },
  { label: "The page's data fails to load", event: { type: "xstate.error.actor.fetchOverview", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "security.retry" } },
  open("mobile", "Player presses Change mobile number"),
  open("email", "Player presses Change e-mail"),
  open("paymentPassword", "Player presses Change payment password"),
  open("card", "Player presses Add bank account"),
  field("mobileNum", "11987654321", "Player types a new mobile number"),
  field("verificationCode", "123456", "Player types the code"),
  { label: "Player presses Send code", event: { type: "sms.requested" } },
  field("email", "demo.new@sandbox.example", "Player types a new e-mail"),
  field("emailPassword", "Demo1234", "Player confirms with the login password"),
  field("loginPassword", "Demo1234", "Player types the login password (first payment password)"),
  field("oldPaymentPassword", "135790", "Player types the old payment password"),
  field("newPaymentPassword", "246801", "Player types a new payment password"),
  field("confirmPaymentPassword", "246801", "Player repeats the new payment password"),
  field("bankCode", "260", "Player picks Nubank"),
  field("accountNumber", "9876543210", "Player types the account number"),
  field("payeeName", "DEMO PLAYER", "Player types the payee name"),
  field("cardPassword", "135790", "Player confirms with the payment password"),
  { label: "Player presses Save", event: { type: "section.submitted" } },
  { label: "Player presses Cancel", event: { type: "section.cancelled" } },
  { label: "Platform binds the mobile number", event: { type: "xstate.done.actor.bindMobile", output: { masked: "+55 *******4321" } } },
  { label: "Platform refuses the code", event: { type: "xstate.error.actor.bindMobile", error: { code: "platform.message", serverMessage: "The verification code is incorrect or has expired" } } },
  { label: "The session ends while the mobile number is sent (401)", event: { type: "xstate.error.actor.bindMobile", error: { code: "session.ended" } } },
  { label: "Platform binds the e-mail", event: { type: "xstate.done.actor.bindEmail", output: { masked: "de******@sandbox.example" } } },
  { label: "Platform refuses the login password", event: { type: "xstate.error.actor.bindEmail", error: { code: "platform.message", serverMessage: "cashier.loginPassword.wrong" } } },
  { label: "The session ends while the e-mail is sent (401)", event: { type: "xstate.error.actor.bindEmail", error: { code: "session.ended" } } },
  { label: "Platform saves the payment password", event: { type: "xstate.done.actor.savePaymentPassword" } },
  { label: "Platform refuses the old payment password", event: { type: "xstate.error.actor.savePaymentPassword", error: { code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" } } },
  { label: "Saving the payment password times out", event: { type: "xstate.error.actor.savePaymentPassword", error: { code: "network.timeout" } } },
  { label: "The session ends while the payment password is sent (401)", event: { type: "xstate.error.actor.savePaymentPassword", error: { code: "session.ended" } } },
  { label: "Platform binds the bank account", event: { type: "xstate.done.actor.addBankCard", output: newCard } },
  { label: "Platform refuses the payment password (bank account)", event: { type: "xstate.error.actor.addBankCard", error: { code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" } } },
  { label: "Binding the bank account fails", event: { type: "xstate.error.actor.addBankCard", error: { code: "network.abnormal" } } },
  { label: "The session ends while the bank account is sent (401)", event: { type: "xstate.error.actor.addBankCard", error: { code: "session.ended" } } },
  { label: "Player logs in again", event: { type: "session.resumed" } },
];
