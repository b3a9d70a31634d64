/**
 * Live actors of the deposit and withdraw machines over the platform client (ADR 0012). The one place that knows
 * the cashier's request fields and maps the validated answers (amounts already in minor units) to the machines'
 * domain.
 */
import { fromPromise } from "xstate";
import { depositMachine } from "../../machines/deposit/deposit.machine.ts";
import { withdrawMachine } from "../../machines/withdraw/withdraw.machine.ts";
import { walletMachine } from "../../machines/wallet/wallet.machine.ts";
import { uplineTransferMachine } from "../../machines/upline-transfer/upline-transfer.machine.ts";
import { withdrawalsMachine } from "../../machines/withdrawals/withdrawals.machine.ts";
import type { DepositOrder, DepositRequest, DepositSettings } from "../../machines/deposit/deposit.types.ts";
import type { BankCard, BankCardRequest, PaymentPasswordRequest, Withdrawal, WithdrawInfo, WithdrawRequest } from "../../machines/withdraw/withdraw.types.ts";
import type { BankCard as WireBankCard, DepositOrder as WireDepositOrder } from "./cashier-schemas.ts";
import type { PlatformClient } from "./client.ts";
import { toMajorUnits } from "./money.ts";
import { liveUplineActors, liveWalletActors } from "./wallet-actors.ts";
import { liveSecurityActors } from "./security-actors.ts";
import { securityCentreMachine } from "../../machines/security-centre/security-centre.machine.ts";
import { liveFetchWithdrawals, toWithdrawal } from "./withdrawals-actors.ts";
import { providedRecordsMachine } from "./records-actors.ts";
import { cashierEndpoints } from "./cashier-endpoints.ts";

const DEPOSIT_STATUS = { PENDING: "pending", CREDITED: "credited", FAILED: "failed", EXPIRED: "expired" } as const;

export function toDepositOrder(order: WireDepositOrder): DepositOrder {
  return {
    orderId: order.orderId,
    channelId: order.channelId,
    amount: order.amount,
    status: DEPOSIT_STATUS[order.status],
    payee: { name: order.payee.name, bank: order.payee.bank, accountNumber: order.payee.accountNumber, reference: order.payee.reference },
    qrContent: order.qrContent,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
  };
}

const toBankCard = (card: WireBankCard): BankCard => ({ cardId: card.cardId, bankName: card.bankName, accountNumber: card.accountNumber, payeeName: card.payeeName });

export async function fetchDepositSettings(client: PlatformClient): Promise<DepositSettings> {
  const settings = await client.request(cashierEndpoints.depositSettings);
  return {
    allowed: settings.allowDeposit,
    methods: settings.methods.map((m) => ({
      methodCode: m.methodCode,
      methodName: m.methodName,
      channels: m.channels.map((c) => ({
        channelId: c.channelId,
        channelName: c.channelName,
        minimum: c.minimumAmount,
        maximum: c.maximumAmount,
        presets: c.presetAmounts,
        qrCode: c.qrCode,
      })),
    })),
  };
}

export function liveDepositActors(client: PlatformClient) {
  return {
    fetchSettings: fromPromise<DepositSettings>(() => fetchDepositSettings(client)),
    submitOrder: fromPromise<DepositOrder, DepositRequest>(async ({ input }) =>
      toDepositOrder(await client.request(cashierEndpoints.depositSubmit, { body: { channelId: input.channelId, amount: toMajorUnits(input.amount), requestId: input.requestId } })),
    ),
    fetchOrder: fromPromise<DepositOrder, { orderId: string }>(async ({ input, signal }) =>
      toDepositOrder(await client.request(cashierEndpoints.depositOrder, { query: { orderId: input.orderId }, signal })),
    ),
  };
}

export async function fetchWithdrawInfo(client: PlatformClient, signal?: AbortSignal): Promise<WithdrawInfo> {
  const [settings, security, cards, banks] = await Promise.all([
    client.request(cashierEndpoints.withdrawSettings, { query: { groupId: 0 }, signal }),
    client.request(cashierEndpoints.securityConfig, { signal }),
    client.request(cashierEndpoints.bankCards, { signal }),
    client.request(cashierEndpoints.bankList, { signal }),
  ]);
  return {
    minimum: settings.minimumAmount,
    maximum: settings.maximumAmount,
    available: settings.availableAmount,
    cards: cards.map(toBankCard),
    banks: banks.map((b) => ({ bankCode: b.bankCode, bankName: b.bankName })),
    paymentPasswordSet: security.paymentPasswordSet,
  };
}

export function liveWithdrawActors(client: PlatformClient) {
  return {
    fetchInfo: fromPromise<WithdrawInfo>(({ signal }) => fetchWithdrawInfo(client, signal)),
    setPaymentPassword: fromPromise<void, PaymentPasswordRequest>(async ({ input }) => {
      await client.request(cashierEndpoints.paymentPasswordSet, { body: { loginPassword: input.loginPassword, paymentPassword: input.paymentPassword } });
    }),
    addBankCard: fromPromise<BankCard, BankCardRequest>(async ({ input }) =>
      toBankCard(
        await client.request(cashierEndpoints.bankCardAdd, {
          body: { bankCode: input.bankCode, accountNumber: input.accountNumber, payeeName: input.payeeName, paymentPassword: input.paymentPassword },
        }),
      ),
    ),
    submitWithdrawal: fromPromise<Withdrawal, WithdrawRequest>(async ({ input }) =>
      toWithdrawal(
        await client.request(cashierEndpoints.withdraw, {
          body: { amount: toMajorUnits(input.amount), cardId: input.cardId, paymentPassword: input.paymentPassword, requestId: input.requestId },
        }),
      ),
    ),
  };
}

/** The cashier's machines (deposit, withdraw, wallet, transfer to upline, the withdrawals list, the security centre, the records pages) with their live actors (loaded with the first cashier page). */
export function providedCashierMachines(client: PlatformClient) {
  return {
    deposit: depositMachine.provide({ actors: liveDepositActors(client) }),
    withdraw: withdrawMachine.provide({ actors: liveWithdrawActors(client) }),
    wallet: walletMachine.provide({ actors: liveWalletActors(client) }),
    uplineTransfer: uplineTransferMachine.provide({ actors: liveUplineActors(client) }),
    withdrawals: withdrawalsMachine.provide({ actors: { fetchWithdrawals: liveFetchWithdrawals(client) } }),
    securityCentre: securityCentreMachine.provide({ actors: { ...liveSecurityActors(client), addBankCard: liveWithdrawActors(client).addBankCard } }),
    records: providedRecordsMachine(client),
  };
}
