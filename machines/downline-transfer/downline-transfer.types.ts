/** Transfer to downline (issue 29 item 2; SPEC §6; ADR 0012). Amounts are integer minor units. */

/** What the form is checked against before anything is sent. */
export interface DownlineTransferInfo {
  /** The agent's main wallet balance: the most that can be transferred. */
  available: number;
  minimum: number;
  maximum: number;
}

export interface DownlineTransferRequest {
  /** The downline's username. */
  downline: string;
  amount: number;
  paymentPassword: string;
  /** One transfer per `requestId` (CASH-02). */
  requestId: string;
}

/** The platform's answer: the transfer made. */
export interface DownlineTransfer {
  transferId: string;
  amount: number;
  downline: string;
}
