/** The deposit page's domain (issue 27 item 3; ADR 0012). Amounts are integer minor units. */

export interface DepositChannel {
  channelId: string;
  channelName: string;
  minimum: number;
  maximum: number;
  presets: number[];
  /** The order carries a QR code to scan. */
  qrCode: boolean;
}

export interface DepositMethod {
  methodCode: string;
  methodName: string;
  channels: DepositChannel[];
}

export interface DepositSettings {
  allowed: boolean;
  methods: DepositMethod[];
}

export type DepositStatus = "pending" | "credited" | "failed" | "expired";

export interface DepositOrder {
  orderId: string;
  channelId: string;
  amount: number;
  status: DepositStatus;
  payee: { name: string; bank: string; accountNumber: string; reference: string };
  qrContent: string | null;
  createdAt: number;
  expiresAt: number;
}

/** What the platform is asked to open: one order per `requestId` (CASH-02). */
export interface DepositRequest {
  channelId: string;
  amount: number;
  requestId: string;
}
