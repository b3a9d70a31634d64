/**
 * What the withdraw page shows and what its drivers (jsdom: withdraw.driver.tsx; browser: e2e/paths/drivers/withdraw.ts)
 * press, in the words of the sample input's player: the input's decimal separator is the page's language's (a
 * Portuguese player types 2.000,00), so the paths run in Portuguese and every label is read from the pt catalogue.
 * Also the platform's wire form of the samples' data (src/api/cashier-schemas.ts: major units, upper-case states).
 */
import type { WithdrawField, WithdrawFieldError, WithdrawInput } from "../../machines/withdraw/withdraw.machine.ts";
import type { BankCard, Withdrawal, WithdrawInfo } from "../../machines/withdraw/withdraw.types.ts";
import { cashierEndpoints } from "../../src/api/cashier-endpoints.ts";
import { formatMoney } from "../../src/views/cashier/money.ts";
import { translated } from "./catalogue.ts";

/** The language whose number format the input's player types. */
export const languageOf = (input: WithdrawInput): string => (input.decimalSeparator === "," ? "pt" : "en");

/** The language of the committed paths' one input (a Portuguese player). */
export const LANG = "pt";
const tr = (english: string, ...values: string[]) => translated(LANG, english, values);

/** The currency symbol of the shipped public/config.json. */
const SYMBOL = "P";
export const money = (minor: number): string => formatMoney(minor, LANG, SYMBOL);

export const WD = {
  withdrawForm: tr("Withdraw"),
  passwordTitle: tr("Set a payment password"),
  cardTitle: tr("Add a bank account"),
  reviewTitle: tr("Check your withdrawal"),
  doneTitle: tr("Withdrawal requested"),
  available: tr("Available to withdraw"),
  addCard: tr("Add bank account"),
  all: tr("All"),
  continue: tr("Continue"),
  savePassword: tr("Save payment password"),
  saveCard: tr("Save bank account"),
  saving: tr("Saving…"),
  cancel: tr("Cancel"),
  confirm: tr("Confirm withdrawal"),
  sending: tr("Sending…"),
  back: tr("Back"),
  tryAgain: tr("Try again"),
  newWithdrawal: tr("New withdrawal"),
  loading: tr("Loading…"),
  sessionEnded: tr("Your session ended. Log in again to continue with this withdrawal."),
  logIn: tr("Log in"),
  username: tr("Username"),
  password: tr("Password"),
} as const;

/** Each typed field's label (the bank is the bank-account form's one select). */
export const FIELD_LABEL: Record<Exclude<WithdrawField, "bankCode">, string> = {
  amount: tr("Amount"),
  paymentPassword: tr("Payment password"),
  loginPassword: tr("Login password"),
  newPaymentPassword: tr("Payment password (6 digits)"),
  confirmPaymentPassword: tr("Repeat the payment password"),
  accountNumber: tr("Account number"),
  payeeName: tr("Payee name"),
  cardPassword: tr("Payment password"),
};

/** The fields each form shows; a sample typing into another (the login password on the withdraw form) has no field to type in. */
export const FORM_FIELDS = {
  settingPassword: ["loginPassword", "newPaymentPassword", "confirmPaymentPassword"],
  addingCard: ["bankCode", "accountNumber", "payeeName", "cardPassword"],
  form: ["amount", "paymentPassword"],
} as const satisfies Record<string, readonly WithdrawField[]>;
export type FormName = keyof typeof FORM_FIELDS;

/** The form a state value shows, if any. */
export function formOf(value: unknown): FormName | null {
  if (value === "form") return "form";
  if (typeof value === "object" && value !== null) {
    if ("settingPassword" in value) return "settingPassword";
    if ("addingCard" in value) return "addingCard";
  }
  return null;
}

/** A field's message as the page writes it next to the field. */
export function fieldMessage(error: WithdrawFieldError, info: WithdrawInfo | null): string {
  const limits = { minimum: money(info?.minimum ?? 0), maximum: money(info?.maximum ?? 0), available: money(info?.available ?? 0) };
  switch (error) {
    case "amount.required":
      return tr("Enter an amount");
    case "amount.invalid":
      return tr("Enter an amount like 100 or 100{0}50", ",");
    case "amount.belowMinimum":
      return tr("The minimum is {0}", limits.minimum);
    case "amount.aboveMaximum":
      return tr("The maximum is {0}", limits.maximum);
    case "amount.aboveAvailable":
      return tr("You can withdraw at most {0}", limits.available);
    case "field.required":
      return tr("Input cannot be empty");
    case "field.mismatch":
      return tr("The payment passwords are not the same");
    case "paymentPassword.format":
      return tr("The payment password is 6 digits");
    case "paymentPassword.wrong":
      return tr("The payment password is wrong");
    case "accountNumber.format":
      return tr("The account number is 6 to 20 digits");
  }
}

/** The platform's refusals the samples name, as the page writes them. */
export const REFUSAL: Record<string, string> = {
  "cashier.loginPassword.wrong": tr("The login password is wrong."),
  "cashier.paymentPassword.wrong": tr("The payment password is wrong."),
};

export const PATHS = {
  settings: cashierEndpoints.withdrawSettings.path,
  security: cashierEndpoints.securityConfig.path,
  cards: cashierEndpoints.bankCards.path,
  banks: cashierEndpoints.bankList.path,
  setPassword: cashierEndpoints.paymentPasswordSet.path,
  addCard: cashierEndpoints.bankCardAdd.path,
  withdraw: cashierEndpoints.withdraw.path,
} as const;
/** The page's four reads: its `fetchInfo`. */
export const INFO_PATHS = [PATHS.settings, PATHS.security, PATHS.cards, PATHS.banks] as const;

const major = (minor: number) => (minor / 100).toFixed(2);
const bankCodeOf = (info: Pick<WithdrawInfo, "banks">, card: BankCard) => info.banks.find((b) => b.bankName === card.bankName)?.bankCode ?? "";

/** The `value` each of the four reads answers for the sample's info. */
export function wireInfo(info: WithdrawInfo): Record<(typeof INFO_PATHS)[number], unknown> {
  return {
    [PATHS.settings]: { minimumAmount: major(info.minimum), maximumAmount: major(info.maximum), availableAmount: major(info.available) },
    [PATHS.security]: { paymentPasswordSet: info.paymentPasswordSet, mobile: "+55 ****4321", email: null },
    [PATHS.cards]: info.cards.map((card) => ({ ...card, bankCode: bankCodeOf(info, card) })),
    [PATHS.banks]: info.banks,
  };
}

export const wireCard = (card: BankCard, banks: WithdrawInfo["banks"]) => ({ ...card, bankCode: bankCodeOf({ banks }, card) });

const WIRE_STATUS: Record<Withdrawal["status"], string> = { pending: "PENDING", paying: "PAYING", inReview: "IN_REVIEW", completed: "COMPLETED", rejected: "REJECTED" };
export const wireWithdrawal = (w: Withdrawal) => ({ ...w, amount: major(w.amount), received: major(w.received), status: WIRE_STATUS[w.status] });
