/** Transfer to upline (issue 27 item 6; ADR 0012). Amounts are integer minor units. */

/** What the form is checked against before anything is sent. */
export interface UplineInfo {
  /** The main wallet's balance: the most that can be transferred. */
  available: number;
  minimum: number;
  maximum: number;
}

export interface UplineTransferRequest {
  amount: number;
  paymentPassword: string;
  /** One transfer per `requestId` (CASH-02). */
  requestId: string;
}

/** The platform's answer: the transfer made. */
export interface UplineTransfer {
  transferId: string;
  amount: number;
}
