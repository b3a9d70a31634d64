import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { Failure } from "../../../machines/shared/errors.ts";
import type { AmountError } from "../../../machines/shared/amount.ts";
import type { WithdrawFieldError } from "../../../machines/withdraw/withdraw.machine.ts";
import { errorMessages } from "../../i18n/messages.ts";

/** The platform's cashier refusals (ADR 0012) in the player's words. */
const refusals: Record<string, MessageDescriptor> = {
  "cashier.deposit.closed": msg`Deposits are not available right now.`,
  "cashier.amount.belowMinimum": msg`The amount is below the minimum.`,
  "cashier.amount.aboveMaximum": msg`The amount is above the maximum.`,
  "cashier.balance.insufficient": msg`Your balance is not enough for this amount.`,
  "cashier.paymentPassword.wrong": msg`The payment password is wrong.`,
  "cashier.paymentPassword.missing": msg`Set a payment password first.`,
  "cashier.loginPassword.wrong": msg`The login password is wrong.`,
  "cashier.bankCard.missing": msg`Add a bank account first.`,
  "cashier.bankCard.invalid": msg`The bank account details were not accepted. Check them and try again.`,
  "cashier.proof.invalid": msg`The proof image was not accepted.`,
  "cashier.payout.settled": msg`This payout has already been settled.`,
  "cashier.upline.notAllowed": msg`Your account cannot transfer to its upline.`,
  "agent.team.notDownline": msg`This player is not in your team.`,
  "agent.team.downlineFrozen": msg`This downline's account is frozen: nothing can be transferred to it.`,
};

/** A cashier call's failure: the platform's refusal when it is one we know, else the failure's own message. */
export function cashierFailure(i18n: I18n, failure: Failure): string {
  const refusal = failure.serverMessage ? refusals[failure.serverMessage] : undefined;
  if (refusal) return i18n._(refusal);
  if (failure.code === "platform.message" && failure.serverMessage) return failure.serverMessage;
  return i18n._(errorMessages[failure.code]);
}

const fieldMessages: Record<Exclude<WithdrawFieldError, AmountError>, MessageDescriptor> = {
  "field.required": msg`Input cannot be empty`,
  "field.mismatch": msg`The payment passwords are not the same`,
  "paymentPassword.format": msg`The payment password is 6 digits`,
  "paymentPassword.wrong": msg`The payment password is wrong`,
  "accountNumber.format": msg`The account number is 6 to 20 digits`,
};

/** A typed amount's problem, with the limit it broke; `action` says what the amount is for (the most available). */
export function amountMessage(
  i18n: I18n,
  error: AmountError,
  limits: { minimum: string; maximum: string; available?: string },
  action: "withdraw" | "transfer" = "withdraw",
): string {
  switch (error) {
    case "amount.required":
      return i18n._(msg`Enter an amount`);
    case "amount.invalid":
      return i18n._(msg`Enter an amount like 100 or 100${decimalHint(i18n.locale)}50`);
    case "amount.belowMinimum":
      return i18n._(msg`The minimum is ${limits.minimum}`);
    case "amount.aboveMaximum":
      return i18n._(msg`The maximum is ${limits.maximum}`);
    case "amount.aboveAvailable":
      return action === "transfer" ? i18n._(msg`You can transfer at most ${limits.available ?? ""}`) : i18n._(msg`You can withdraw at most ${limits.available ?? ""}`);
  }
}

function decimalHint(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? ".";
}

export function fieldMessage(i18n: I18n, error: Exclude<WithdrawFieldError, AmountError>): string {
  return i18n._(fieldMessages[error]);
}
