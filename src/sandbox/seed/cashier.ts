/**
 * Cashier seed data (ADR 0012): deposit methods and channels, banks, the limits, and each demo account's vendor
 * wallets and bank cards. Amounts are integer minor units (centavos).
 */
import { findVendor } from "./vendors.ts";
import { type BankCardRecord, type VendorWallet } from "../rules/cashier-ledger.ts";

/** A deposit is credited (or fails) this long after the order, on the sandbox clock, unless it expires. */
export const DEPOSIT_CREDIT_MS = 60_000;
/** A deposit order still pending this long after it was made expires. */
export const DEPOSIT_EXPIRY_MS = 15 * 60_000;
/** An unanswered payout counts as received after this many minutes (`autoConfirmMinutes`). */
export const AUTO_CONFIRM_MINUTES = 30;

export const WITHDRAW_LIMITS = { minimumMinor: 10_00, maximumMinor: 50_000_00 } as const;
export const UPLINE_LIMITS = { minimumMinor: 1_00, maximumMinor: 100_000_00 } as const;
/** Bank cards a member may bind. */
export const MAX_BANK_CARDS = 5;

export interface DepositChannelSeed {
  channelId: string;
  channelName: string;
  minimumMinor: number;
  maximumMinor: number;
  presetMinor: number[];
  qrCode: boolean;
}

export interface DepositMethodSeed {
  methodCode: string;
  methodName: string;
  channels: DepositChannelSeed[];
}

export const DEPOSIT_METHODS: readonly DepositMethodSeed[] = [
  {
    methodCode: "PIX",
    methodName: "PIX",
    channels: [
      { channelId: "pix-instant", channelName: "PIX instant", minimumMinor: 10_00, maximumMinor: 50_000_00, presetMinor: [20_00, 50_00, 100_00, 200_00, 500_00], qrCode: true },
      { channelId: "pix-key", channelName: "PIX key (copy and paste)", minimumMinor: 30_00, maximumMinor: 10_000_00, presetMinor: [50_00, 100_00, 300_00], qrCode: true },
    ],
  },
  {
    methodCode: "BANK",
    methodName: "Bank transfer (TED)",
    channels: [{ channelId: "bank-ted", channelName: "TED transfer", minimumMinor: 50_00, maximumMinor: 100_000_00, presetMinor: [100_00, 500_00, 1_000_00], qrCode: false }],
  },
  {
    methodCode: "EWALLET",
    methodName: "E-wallet",
    channels: [{ channelId: "picpay", channelName: "PicPay", minimumMinor: 10_00, maximumMinor: 5_000_00, presetMinor: [10_00, 50_00, 100_00], qrCode: false }],
  },
];

export function findChannel(channelId: string): DepositChannelSeed | undefined {
  return DEPOSIT_METHODS.flatMap((m) => m.channels).find((c) => c.channelId === channelId);
}

/** Where the player sends a deposit. */
export const DEPOSIT_PAYEE = { name: "AURORA PAGAMENTOS LTDA", bank: "Banco do Brasil", accountNumber: "0001-5 / 12345-6", pixKey: "pagamentos@aurora.sandbox.example", city: "SAO PAULO" } as const;

/** Banks a card may be added for (COMPE codes). */
export const BANKS: readonly { bankCode: string; bankName: string }[] = [
  { bankCode: "001", bankName: "Banco do Brasil" },
  { bankCode: "033", bankName: "Santander" },
  { bankCode: "104", bankName: "Caixa Econômica Federal" },
  { bankCode: "237", bankName: "Bradesco" },
  { bankCode: "260", bankName: "Nubank" },
  { bankCode: "341", bankName: "Itaú Unibanco" },
];

export const bankName = (bankCode: string): string | undefined => BANKS.find((b) => b.bankCode === bankCode)?.bankName;

/** The vendors every member has a wallet with (transfer-wallet merchants). */
export const WALLET_VENDORS: readonly string[] = ["PG", "DG", "IMES"];

/** Seed vendor balances (minor units) per demo account; absent = all zero. */
const VENDOR_BALANCES: Readonly<Record<string, readonly number[]>> = {
  demo: [50_00, 0, 12_34],
  agent01: [1_000_00, 250_00, 0],
  vipgold: [10_000_00, 5_000_00, 2_500_00],
  traveller: [0, 20_00, 0],
};

export function seedVendorWallets(account: string): VendorWallet[] {
  const balances = VENDOR_BALANCES[account] ?? [];
  return WALLET_VENDORS.map((code, index) => {
    const balanceMinor = balances[index] ?? 0;
    return { vendor: code, vendorName: findVendor(code)?.name ?? code, openingMinor: balanceMinor, balanceMinor };
  });
}

/** Seed bank cards: every demo account but `newbie` (no payment password either) and `expired` has one. */
const CARDS: Readonly<Record<string, { bankCode: string; accountNumber: string }>> = {
  demo: { bankCode: "341", accountNumber: "12345678901" },
  agent01: { bankCode: "237", accountNumber: "99887766" },
  vipgold: { bankCode: "260", accountNumber: "5550001112223" },
  traveller: { bankCode: "001", accountNumber: "40302010" },
};

export function seedBankCards(account: string, payeeName: string, at: number): BankCardRecord[] {
  const card = CARDS[account];
  if (!card) return [];
  return [{ cardId: `card-${account}-1`, bankCode: card.bankCode, bankName: bankName(card.bankCode) ?? card.bankCode, accountNumber: card.accountNumber, payeeName, addedAt: at }];
}
