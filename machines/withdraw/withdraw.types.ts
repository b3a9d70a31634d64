/** The withdraw page's domain (issue 27 item 4; ADR 0012). Amounts are integer minor units. */

export interface BankCard {
  cardId: string;
  bankName: string;
  /** Masked: only the last four digits show. */
  accountNumber: string;
  payeeName: string;
}

export interface Bank {
  bankCode: string;
  bankName: string;
}

/** Everything the page needs before the player types anything. */
export interface WithdrawInfo {
  minimum: number;
  maximum: number;
  /** What may be withdrawn now. */
  available: number;
  cards: BankCard[];
  banks: Bank[];
  paymentPasswordSet: boolean;
}

export type WithdrawalStatus = "pending" | "paying" | "inReview" | "completed" | "rejected";

export interface Withdrawal {
  withdrawalId: string;
  amount: number;
  received: number;
  status: WithdrawalStatus;
  bankName: string;
  accountNumber: string;
  createdAt: number;
  awaitingConfirmation: boolean;
}

export interface WithdrawRequest {
  amount: number;
  cardId: string;
  paymentPassword: string;
  /** One withdrawal per `requestId` (CASH-02). */
  requestId: string;
}

export interface PaymentPasswordRequest {
  loginPassword: string;
  paymentPassword: string;
}

export interface BankCardRequest {
  bankCode: string;
  accountNumber: string;
  payeeName: string;
  paymentPassword: string;
}

export { WRONG_PAYMENT_PASSWORD } from "../shared/order-review.ts";
/** A payment password: six digits. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
/** A bank account number: 6 to 20 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{6,20}$/;
