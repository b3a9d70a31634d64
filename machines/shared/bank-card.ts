/**
 * The bank-account form, the same on the withdraw page and in the security centre (CASH-05, SEC-04): a bank, an
 * account number of 6 to 20 digits (spaces and dashes dropped), the payee name and the payment password.
 */
import { ACCOUNT_NUMBER_PATTERN, PAYMENT_PASSWORD_PATTERN, type BankCardRequest } from "../withdraw/withdraw.types.ts";

export type BankCardField = "bankCode" | "accountNumber" | "payeeName" | "cardPassword";
export type BankCardFieldError = "field.required" | "accountNumber.format" | "paymentPassword.format";

const digitsOf = (accountNumber: string): string => accountNumber.replace(/[\s-]/g, "");

/** The form's problems, field by field (only the fields that have one). */
export function bankCardErrors(fields: Record<BankCardField, string>): Partial<Record<BankCardField, BankCardFieldError>> {
  const account = digitsOf(fields.accountNumber);
  const errors: Partial<Record<BankCardField, BankCardFieldError>> = {};
  if (fields.bankCode === "") errors.bankCode = "field.required";
  if (account === "") errors.accountNumber = "field.required";
  else if (!ACCOUNT_NUMBER_PATTERN.test(account)) errors.accountNumber = "accountNumber.format";
  if (fields.payeeName.trim() === "") errors.payeeName = "field.required";
  if (fields.cardPassword === "") errors.cardPassword = "field.required";
  else if (!PAYMENT_PASSWORD_PATTERN.test(fields.cardPassword)) errors.cardPassword = "paymentPassword.format";
  return errors;
}

/** What the platform is sent for the form as typed. */
export function bankCardRequest(fields: Record<BankCardField, string>): BankCardRequest {
  return { bankCode: fields.bankCode, accountNumber: digitsOf(fields.accountNumber), payeeName: fields.payeeName.trim(), paymentPassword: fields.cardPassword };
}

/** The form emptied (after it is saved). */
export const NO_BANK_CARD: Readonly<Record<BankCardField, string>> = { bankCode: "", accountNumber: "", payeeName: "", cardPassword: "" };
