/** The "My wallet" page's domain (issue 27 item 2; ADR 0012). Amounts are integer minor units. */

/** One vendor's wallet of a transfer-wallet merchant. */
export interface VendorWallet {
  vendor: string;
  vendorName: string;
  balance: number;
}

/**
 * What the page shows. A single-wallet merchant (`GCS_merchantWallet` `isSingle`) has one balance every game plays
 * from (`main`, read from `/wps/v2/wallets/balance`) and no vendor wallets; a transfer-wallet merchant has the main
 * wallet and one wallet per vendor (`GCS_getVendorWallets`).
 */
export interface Wallets {
  isSingle: boolean;
  main: number;
  vendors: VendorWallet[];
}

/** `in`: from the main wallet into a vendor wallet; `out`: from a vendor wallet back to the main wallet. */
export type TransferDirection = "in" | "out";

/** The move the player is making: one vendor wallet in or out with an amount, or everything back to the main wallet. */
export type WalletMove = { kind: "transfer"; vendor: string; direction: TransferDirection } | { kind: "recall" };

/** What the platform is asked to move: one move per `requestId` (CASH-02). `amount` is null for a recall. */
export interface WalletTransferRequest {
  move: WalletMove;
  amount: number | null;
  requestId: string;
}

/** The last move that went through, for the page's confirmation line. */
export interface WalletMoveDone {
  move: WalletMove;
  /** Minor units moved; for a recall, the sum the vendor wallets held. */
  amount: number;
}
