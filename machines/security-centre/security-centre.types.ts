/** The security centre's domain (issue 27 item 7): what the cashier needs bound to the account. */
import type { Bank, BankCard, BankCardRequest } from "../withdraw/withdraw.types.ts";

export type { Bank, BankCard, BankCardRequest };

/** What the security centre shows before the player changes anything (masked as the platform sends them). */
export interface SecurityOverview {
  /** Masked mobile (`+55 ****4321`), or null when none is bound. */
  mobile: string | null;
  /** Masked e-mail, or null when none is bound. */
  email: string | null;
  paymentPasswordSet: boolean;
  cards: BankCard[];
  banks: Bank[];
}

export interface MobileBindRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

export interface EmailBindRequest {
  email: string;
  /** The login password proves it is the member who changes where password resets are mailed. */
  loginPassword: string;
}

/** Set a first payment password with the login password, or change it with the old one. */
export type PaymentPasswordChange =
  | { kind: "set"; loginPassword: string; paymentPassword: string }
  | { kind: "change"; oldPaymentPassword: string; paymentPassword: string };

/** The masked value the platform keeps after a bind. */
export interface BoundValue {
  masked: string;
}

/** At most this many bank accounts per member (the platform refuses a sixth). */
export const MAX_BANK_CARDS = 5;
