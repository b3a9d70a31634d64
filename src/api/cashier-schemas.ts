/**
 * The cashier's wire contract (issue 27): wallets, deposit, withdraw, bank cards, payment password, withdrawal
 * confirmation, transfer to upline. Research §4.10 and §4.19 name the calls; where their fields were not observed
 * (research §4.19 "Field names not observed") the fields below are the contract this site and its sandbox agree on,
 * declared as a deviation in docs/requirements.md (DEV-10). Every amount leaves the schema as integer minor units
 * (src/api/money.ts).
 */
import * as v from "valibot";
import { toMinorUnits } from "./money.ts";

/** A platform amount (decimal number or string, major units) read as integer minor units. */
export const money = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform(toMinorUnits),
  v.check((minor): minor is number => minor !== null, "not a decimal amount"),
  v.transform((minor) => minor as number),
);

const stamp = v.pipe(v.number(), v.integer(), v.minValue(0));

// ── Wallets (research §4.10) ────────────────────────────────────────────────────────────────────────────────────

export const merchantWalletSchema = v.looseObject({ isSingle: v.boolean() });
/** `value` of `GCS_merchantWallet`: one wallet for every game (`isSingle`) or a main wallet plus one per vendor. */
export type MerchantWallet = v.InferOutput<typeof merchantWalletSchema>;

export const vendorWalletSchema = v.looseObject({ vendor: v.string(), vendorName: v.string(), balance: money });
export const vendorWalletsSchema = v.looseObject({ mainBalance: money, wallets: v.array(vendorWalletSchema) });
/** `value` of `GCS_getVendorWallets`: the main wallet and each vendor wallet (transfer-wallet merchants). */
export type VendorWallets = v.InferOutput<typeof vendorWalletsSchema>;

/** `value` of `GCS_walletTransfer`: the balances after the move. */
export const walletTransferSchema = vendorWalletsSchema;

// ── Deposit ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const depositChannelSchema = v.looseObject({
  channelId: v.pipe(v.string(), v.nonEmpty()),
  channelName: v.string(),
  minimumAmount: money,
  maximumAmount: money,
  /** Amounts offered as one-press choices. */
  presetAmounts: v.array(money),
  /** The order carries a QR code to scan (`qrContent`). */
  qrCode: v.boolean(),
});
export const depositMethodSchema = v.looseObject({
  methodCode: v.pipe(v.string(), v.nonEmpty()),
  methodName: v.string(),
  channels: v.array(depositChannelSchema),
});
export const depositSettingsSchema = v.looseObject({
  allowDeposit: v.boolean(),
  methods: v.array(depositMethodSchema),
});
/** `value` of `MCSFE_getDepositSettings` (research §4.19 names `allowDeposit`). */
export type DepositSettings = v.InferOutput<typeof depositSettingsSchema>;
export type DepositChannel = v.InferOutput<typeof depositChannelSchema>;

export const DEPOSIT_STATUSES = ["PENDING", "CREDITED", "FAILED", "EXPIRED"] as const;
export const depositOrderSchema = v.looseObject({
  orderId: v.pipe(v.string(), v.nonEmpty()),
  channelId: v.string(),
  amount: money,
  status: v.picklist(DEPOSIT_STATUSES),
  /** Where the player sends the money. */
  payee: v.looseObject({ name: v.string(), bank: v.string(), accountNumber: v.string(), reference: v.string() }),
  /** Text of the QR code to scan, when the channel has one. */
  qrContent: v.nullable(v.string()),
  createdAt: stamp,
  /** When a pending order expires (ms since the epoch). */
  expiresAt: stamp,
});
/** `value` of `MCSFE_submitDepositOrder` and `MCSFE_getDepositOrder`. */
export type DepositOrder = v.InferOutput<typeof depositOrderSchema>;

// ── Security: payment password, bank cards ──────────────────────────────────────────────────────────────────────

export const securityConfigSchema = v.looseObject({
  paymentPasswordSet: v.boolean(),
  /** Masked mobile (`+55 ****4321`) or null when none is bound. */
  mobile: v.nullable(v.string()),
  /** Masked e-mail or null. */
  email: v.nullable(v.string()),
});
/** `value` of `GET /wps/v2/member/securityConfig`. */
export type SecurityConfig = v.InferOutput<typeof securityConfigSchema>;

export const bankSchema = v.looseObject({ bankCode: v.pipe(v.string(), v.nonEmpty()), bankName: v.string() });
export const bankListSchema = v.array(bankSchema);
/** `value` of `MCSFE_getBankList`: banks a card may be added for. */
export type Bank = v.InferOutput<typeof bankSchema>;

export const bankCardSchema = v.looseObject({
  cardId: v.pipe(v.string(), v.nonEmpty()),
  bankCode: v.string(),
  bankName: v.string(),
  /** The account number with all but its last four digits masked. */
  accountNumber: v.string(),
  payeeName: v.string(),
});
export const bankCardsSchema = v.array(bankCardSchema);
/** One bound bank account (`MCSFE_getBankCards`, `MCSFE_addBankCard`). */
export type BankCard = v.InferOutput<typeof bankCardSchema>;

// ── Withdraw ────────────────────────────────────────────────────────────────────────────────────────────────────

export const withdrawSettingsSchema = v.looseObject({
  minimumAmount: money,
  maximumAmount: money,
  /** What the member may withdraw now (the main wallet less what is held). */
  availableAmount: money,
});
/** `value` of `MCSFE_getWithdrawSettings?groupId=0` (research §4.19 names the two limits). */
export type WithdrawSettings = v.InferOutput<typeof withdrawSettingsSchema>;

export const WITHDRAWAL_STATUSES = ["PENDING", "PAYING", "IN_REVIEW", "COMPLETED", "REJECTED"] as const;
export const withdrawalSchema = v.looseObject({
  withdrawalId: v.pipe(v.string(), v.nonEmpty()),
  amount: money,
  /** Paid out and confirmed so far. */
  received: money,
  status: v.picklist(WITHDRAWAL_STATUSES),
  bankName: v.string(),
  accountNumber: v.string(),
  createdAt: stamp,
  /** A payout of this withdrawal waits for the player's answer. */
  awaitingConfirmation: v.boolean(),
});
/** One withdrawal order. */
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;
export const withdrawalListSchema = v.looseObject({ list: v.array(withdrawalSchema) });

// ── Withdrawal confirmation (research §4.19) ────────────────────────────────────────────────────────────────────

export const payoutSchema = v.looseObject({
  payoutId: v.pipe(v.string(), v.nonEmpty()),
  withdrawalId: v.string(),
  amount: money,
  received: money,
  remaining: money,
  secondsLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
  status: v.picklist(["WAITING", "FORCED"]),
});
export const paymentConfirmationListSchema = v.looseObject({
  /** The platform's minutes after which an unanswered payout counts as received. */
  autoConfirmMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  list: v.array(payoutSchema),
});
/** `value` of `MCSFE_getPaymentConfirmationList`. */
export type PaymentConfirmationList = v.InferOutput<typeof paymentConfirmationListSchema>;

export const c2cOutcomeSchema = v.looseObject({ outcome: v.picklist(["CONFIRMED", "IN_REVIEW", "FORCED"]) });
/** `value` of `MCSFE_processC2CTransaction`. */
export type C2cOutcome = v.InferOutput<typeof c2cOutcomeSchema>;

// ── Transfer to upline ──────────────────────────────────────────────────────────────────────────────────────────

export const uplineTransferSchema = v.looseObject({ transferId: v.pipe(v.string(), v.nonEmpty()), amount: money });
/** `value` of `MCSFE_transferToUpline`. */
export type UplineTransfer = v.InferOutput<typeof uplineTransferSchema>;
