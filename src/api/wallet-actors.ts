/**
 * Live actors of the wallet ("My wallet") and transfer-to-upline machines over the platform client (ADR 0012). The
 * one place that knows these calls' request fields and maps the validated answers (amounts in minor units) to the
 * machines' domain.
 */
import { fromPromise } from "xstate";
import type { Wallets, WalletTransferRequest } from "../../machines/wallet/wallet.types.ts";
import type { UplineInfo, UplineTransfer, UplineTransferRequest } from "../../machines/upline-transfer/upline-transfer.types.ts";
import type { VendorWallets } from "./cashier-schemas.ts";
import type { PlatformClient } from "./client.ts";
import { PlatformError } from "./errors.ts";
import { toMajorUnits, toMinorUnits } from "./money.ts";
import type { Balance } from "./schemas.ts";
import { cashierEndpoints } from "./cashier-endpoints.ts";

/** `accountTypeId` of the main wallet in the balance answer. */
const MAIN_WALLET_TYPE = 2;

/**
 * Transfer to upline has no settings call (research §4.19 names none): its limits are the contract's (ADR 0012,
 * the sandbox's `UPLINE_LIMITS`), kept here beside the request fields. The platform checks them again; its refusal
 * is shown like any other.
 */
export const UPLINE_LIMITS = { minimum: 1_00, maximum: 100_000_00 } as const;

/**
 * The main wallet of the balance answer in minor units: its main-wallet row when there is one, else `sumBalance`
 * (a single wallet). This is the balance the header shows, read through the one conversion at the wire.
 */
export function mainBalanceOf(balance: Balance): number {
  const row = balance.balance.find((r) => r.accountTypeId === MAIN_WALLET_TYPE);
  const minor = toMinorUnits(row ? row.availBalance : balance.sumBalance);
  if (minor === null) throw new PlatformError("platform.malformed", { endpoint: "walletBalance", issues: ["the balance is not a decimal amount"] });
  return minor;
}

const toWallets = (answer: VendorWallets): Wallets => ({
  isSingle: false,
  main: answer.mainBalance,
  vendors: answer.wallets.map((w) => ({ vendor: w.vendor, vendorName: w.vendorName, balance: w.balance })),
});

/**
 * The wallet mode first (`GCS_merchantWallet`). A single-wallet merchant's one balance comes from the balance call
 * the header uses (`/wps/v2/wallets/balance`, always available), not from `GCS_getVendorWallets`, which belongs to
 * the transfer module (`FUNDTRANS3`) and has no vendor wallets to list for that merchant.
 */
export async function fetchWallets(client: PlatformClient, signal?: AbortSignal): Promise<Wallets> {
  const mode = await client.request(cashierEndpoints.merchantWallet, { signal });
  if (mode.isSingle) return { isSingle: true, main: mainBalanceOf(await client.request("walletBalance", { query: { typeId: 0 }, signal })), vendors: [] };
  return toWallets(await client.request(cashierEndpoints.vendorWallets, { signal }));
}

/** The wire body of a move: `MAIN` → vendor, vendor → `MAIN`, or everything `ALL_TO_MAIN` (no amount). */
export function walletTransferBody(request: WalletTransferRequest): Record<string, string | number> {
  const { move, requestId } = request;
  if (move.kind === "recall") return { from: "MAIN", to: "ALL_TO_MAIN", requestId };
  const amount = toMajorUnits(request.amount ?? 0);
  return move.direction === "in" ? { from: "MAIN", to: move.vendor, amount, requestId } : { from: move.vendor, to: "MAIN", amount, requestId };
}

export function liveWalletActors(client: PlatformClient) {
  return {
    fetchWallets: fromPromise<Wallets>(({ signal }) => fetchWallets(client, signal)),
    transferFunds: fromPromise<Wallets, WalletTransferRequest>(async ({ input }) => toWallets(await client.request(cashierEndpoints.walletTransfer, { body: walletTransferBody(input) }))),
  };
}

export function liveUplineActors(client: PlatformClient) {
  return {
    fetchInfo: fromPromise<UplineInfo>(async ({ signal }) => ({
      available: mainBalanceOf(await client.request("walletBalance", { query: { typeId: 0 }, signal })),
      minimum: UPLINE_LIMITS.minimum,
      maximum: UPLINE_LIMITS.maximum,
    })),
    submitTransfer: fromPromise<UplineTransfer, UplineTransferRequest>(async ({ input }) => {
      const answer = await client.request(cashierEndpoints.uplineTransfer, {
        body: { amount: toMajorUnits(input.amount), paymentPassword: input.paymentPassword, requestId: input.requestId },
      });
      return { transferId: answer.transferId, amount: answer.amount };
    }),
  };
}
