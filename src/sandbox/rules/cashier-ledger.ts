/**
 * The sandbox cashier's books (ADR 0012 "The sandbox"): every amount is integer minor units (centavos).
 *
 * - Each member has a **ledger of the main wallet**: one row per change of `SandboxMember.balanceMinor`, starting with
 *   an `OPENING` row of the seed balance, so the rows always sum to the main balance.
 * - **Vendor wallets** (transfer-wallet merchants) keep their own balances beside the ledger. A move between the main
 *   wallet and a vendor wallet is one `TRANSFER_OUT` (main → vendor, negative) or `TRANSFER_IN` (vendor → main,
 *   positive) row; a vendor wallet's balance is its opening balance plus the net of the transfers to it. So the
 *   ledger sum is the main balance alone, and main + every vendor wallet changes only by deposits, withdrawals and
 *   transfers to the upline.
 * - Orders (deposits, withdrawals, wallet transfers, transfers to the upline) remember their `requestId`: one
 *   `requestId` of one member is one order of its kind.
 *
 * `checkInvariants` proves these after every cashier call (handlers/cashier.ts answers HTTP 500 when one breaks).
 */
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { toMinorUnits } from "../../api/money.ts";

export type LedgerKind = "OPENING" | "DEPOSIT" | "WITHDRAWAL" | "WITHDRAWAL_RETURNED" | "TRANSFER_OUT" | "TRANSFER_IN" | "UPLINE_TRANSFER" | "DOWNLINE_TRANSFER" | "UPLINE_TRANSFER_IN" | "REWARD" | "CASHBACK" | "POINTS_CONVERTED";

export interface LedgerRow {
  id: string;
  /** Sandbox clock (ms since the epoch). */
  at: number;
  kind: LedgerKind;
  /** Signed minor units: positive into the main wallet, negative out of it. */
  amount: number;
  /** The main balance after this row (minor units). */
  balanceAfter: number;
  /** The order the row belongs to (orderId, withdrawalId, transferId) or `seed`. */
  reference: string;
}

export interface VendorWallet {
  vendor: string;
  vendorName: string;
  /** Balance at the start (seed), minor units. */
  openingMinor: number;
  balanceMinor: number;
}

export interface BankCardRecord {
  cardId: string;
  bankCode: string;
  bankName: string;
  /** Full account number (the wire masks it). */
  accountNumber: string;
  payeeName: string;
  addedAt: number;
}

export interface CashierAccount {
  memberId: number;
  ledger: LedgerRow[];
  vendorWallets: VendorWallet[];
  bankCards: BankCardRecord[];
}

export type DepositOutcome = "credit" | "fail" | "expire";
export type DepositStatus = "PENDING" | "CREDITED" | "FAILED" | "EXPIRED";

export interface DepositRecord {
  orderId: string;
  memberId: number;
  requestId: string;
  channelId: string;
  amountMinor: number;
  createdAt: number;
  /** What happens `DEPOSIT_CREDIT_MS` after the order (fixed when it is made; the control API may change it while pending). */
  outcome: DepositOutcome;
  status: DepositStatus;
  /** When the status left PENDING. */
  settledAt: number | null;
  reference: string;
}

export type PayoutStatus = "WAITING" | "CONFIRMED" | "AUTO_CONFIRMED" | "FORCED" | "IN_REVIEW" | "REFUSED";

/** One part of a withdrawal paid out by another player's deposit (C2C). */
export interface PayoutRecord {
  payoutId: string;
  withdrawalId: string;
  memberId: number;
  amountMinor: number;
  createdAt: number;
  /**
   * WAITING for the player; CONFIRMED by the player; AUTO_CONFIRMED when `autoConfirmMinutes` passed; FORCED by the
   * control page (force receipt, or a proof rejected); IN_REVIEW with a proof; REFUSED when the control page
   * accepted the proof (the part did not arrive and is not counted).
   */
  status: PayoutStatus;
  settledAt: number | null;
  proof: { type: string; bytes: number } | null;
  /** A FORCED part is listed to the player once; true once it has been. */
  shown: boolean;
}

export interface WithdrawalRecord {
  withdrawalId: string;
  memberId: number;
  requestId: string;
  amountMinor: number;
  cardId: string;
  bankName: string;
  accountNumber: string;
  createdAt: number;
  /** Rejected by the control page: what was not received went back to the main wallet. */
  rejected: boolean;
}

export interface WalletTransferRecord {
  transferId: string;
  memberId: number;
  requestId: string;
  at: number;
  /** Each vendor wallet's change (minor units; positive into the vendor wallet). */
  moves: { vendor: string; amountMinor: number }[];
}

export interface UplineTransferRecord {
  transferId: string;
  memberId: number;
  requestId: string;
  amountMinor: number;
  at: number;
}

export interface CashierState {
  accounts: Map<number, CashierAccount>;
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  payouts: PayoutRecord[];
  walletTransfers: WalletTransferRecord[];
  uplineTransfers: UplineTransferRecord[];
  /** Serial for ids (ledger rows, orders, cards): deterministic after a reset. */
  serial: number;
}

export function emptyCashier(): CashierState {
  return { accounts: new Map(), deposits: [], withdrawals: [], payouts: [], walletTransfers: [], uplineTransfers: [], serial: 0 };
}

/** The next id with a prefix: `D000001`. */
export function nextId(cashier: CashierState, prefix: string): string {
  cashier.serial += 1;
  return `${prefix}${String(cashier.serial).padStart(6, "0")}`;
}

/**
 * Opens a member's cashier account: the `OPENING` row of the current balance, the given vendor wallets and cards.
 * Called for every seed member and every member added later (registration, free play).
 */
export function openAccount(cashier: CashierState, member: SandboxMember, at: number, extras: { vendorWallets?: VendorWallet[]; bankCards?: BankCardRecord[] } = {}): CashierAccount {
  const account: CashierAccount = {
    memberId: member.id,
    ledger: [{ id: nextId(cashier, "L"), at, kind: "OPENING", amount: member.balanceMinor, balanceAfter: member.balanceMinor, reference: "seed" }],
    vendorWallets: extras.vendorWallets ?? [],
    bankCards: extras.bankCards ?? [],
  };
  cashier.accounts.set(member.id, account);
  return account;
}

/** The member's cashier account (opened with its current balance if it has none yet). */
export function accountOf(store: SandboxStore, member: SandboxMember): CashierAccount {
  return store.state.cashier.accounts.get(member.id) ?? openAccount(store.state.cashier, member, store.now());
}

/** Moves the main balance by `amount` (signed minor units) and writes its ledger row. */
export function post(store: SandboxStore, member: SandboxMember, kind: Exclude<LedgerKind, "OPENING">, amount: number, reference: string, at = store.now()): LedgerRow {
  const account = accountOf(store, member);
  member.balanceMinor += amount;
  const row: LedgerRow = { id: nextId(store.state.cashier, "L"), at, kind, amount, balanceAfter: member.balanceMinor, reference };
  account.ledger.push(row);
  return row;
}

/** A request amount (decimal major units, number or string) as positive minor units, or null. */
export function parseAmount(value: unknown): number | null {
  if (typeof value !== "number" && typeof value !== "string") return null;
  const minor = toMinorUnits(value);
  return minor !== null && minor > 0 ? minor : null;
}

/** A request's `requestId`: 1–64 printable characters, or null. */
export function parseRequestId(value: unknown): string | null {
  return typeof value === "string" && /^[\x21-\x7e]{1,64}$/.test(value) ? value : null;
}

/** What the withdrawal has received: parts confirmed, auto-confirmed or forced. */
export function receivedMinor(cashier: CashierState, withdrawalId: string): number {
  return cashier.payouts
    .filter((p) => p.withdrawalId === withdrawalId && (p.status === "CONFIRMED" || p.status === "AUTO_CONFIRMED" || p.status === "FORCED"))
    .reduce((sum, p) => sum + p.amountMinor, 0);
}

function duplicateRequestIds(orders: readonly { memberId: number; requestId: string }[]): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const order of orders) {
    const key = `${order.memberId}:${order.requestId}`;
    if (seen.has(key)) duplicates.push(key);
    seen.add(key);
  }
  return duplicates;
}

/**
 * Every broken invariant of the books (empty when they hold): balances not below zero and whole minor units; each
 * ledger's running `balanceAfter` and sum equal the main balance; each vendor wallet equals its opening balance plus
 * its transfers; one ledger row per credited deposit and per withdrawal, and one WITHDRAWAL_RETURNED row of what was
 * not received per rejected withdrawal; no part pays more than a withdrawal
 * remains; one order per `requestId` per member and kind.
 */
export function checkInvariants(store: SandboxStore): string[] {
  const { cashier } = store.state;
  const problems: string[] = [];
  for (const member of store.state.members) {
    const account = cashier.accounts.get(member.id);
    const who = member.account;
    if (!Number.isSafeInteger(member.balanceMinor)) problems.push(`${who}: balance ${member.balanceMinor} is not whole minor units`);
    if (member.balanceMinor < 0) problems.push(`${who}: balance ${member.balanceMinor} is below zero`);
    if (!account) {
      problems.push(`${who}: no ledger`);
      continue;
    }
    let running = 0;
    for (const row of account.ledger) {
      running += row.amount;
      if (row.balanceAfter !== running) problems.push(`${who}: ledger row ${row.id} says balanceAfter ${row.balanceAfter}, the rows sum to ${running}`);
    }
    if (running !== member.balanceMinor) problems.push(`${who}: ledger sums to ${running} but the main balance is ${member.balanceMinor}`);
    for (const wallet of account.vendorWallets) {
      const moved = cashier.walletTransfers
        .filter((t) => t.memberId === member.id)
        .flatMap((t) => t.moves)
        .filter((m) => m.vendor === wallet.vendor)
        .reduce((sum, m) => sum + m.amountMinor, 0);
      if (wallet.balanceMinor < 0) problems.push(`${who}: vendor wallet ${wallet.vendor} is below zero`);
      if (wallet.balanceMinor !== wallet.openingMinor + moved) problems.push(`${who}: vendor wallet ${wallet.vendor} is ${wallet.balanceMinor}, its transfers say ${wallet.openingMinor + moved}`);
    }
    const transferRows = account.ledger.filter((r) => r.kind === "TRANSFER_IN" || r.kind === "TRANSFER_OUT").reduce((sum, r) => sum + r.amount, 0);
    const transferMoves = cashier.walletTransfers.filter((t) => t.memberId === member.id).flatMap((t) => t.moves).reduce((sum, m) => sum + m.amountMinor, 0);
    if (transferRows !== -transferMoves) problems.push(`${who}: transfer rows sum to ${transferRows}, the vendor wallets moved ${transferMoves}`);
  }
  const rowsFor = (reference: string, kind: LedgerKind) =>
    [...cashier.accounts.values()].flatMap((a) => a.ledger).filter((r) => r.reference === reference && r.kind === kind);
  for (const deposit of cashier.deposits) {
    const rows = rowsFor(deposit.orderId, "DEPOSIT");
    const expected = deposit.status === "CREDITED" ? 1 : 0;
    if (rows.length !== expected) problems.push(`deposit ${deposit.orderId} (${deposit.status}) has ${rows.length} DEPOSIT rows`);
    if (rows[0] && rows[0].amount !== deposit.amountMinor) problems.push(`deposit ${deposit.orderId}: row amount ${rows[0].amount} ≠ ${deposit.amountMinor}`);
  }
  for (const withdrawal of cashier.withdrawals) {
    const rows = rowsFor(withdrawal.withdrawalId, "WITHDRAWAL");
    if (rows.length !== 1 || rows[0]?.amount !== -withdrawal.amountMinor) problems.push(`withdrawal ${withdrawal.withdrawalId} is not held by exactly one WITHDRAWAL row of its amount`);
    const returned = rowsFor(withdrawal.withdrawalId, "WITHDRAWAL_RETURNED");
    const owed = withdrawal.rejected ? withdrawal.amountMinor - receivedMinor(cashier, withdrawal.withdrawalId) : null;
    if (owed === null ? returned.length !== 0 : returned.length !== 1 || returned[0]?.amount !== owed) problems.push(`withdrawal ${withdrawal.withdrawalId}: WITHDRAWAL_RETURNED rows do not match its rejection`);
    const open = cashier.payouts.filter((p) => p.withdrawalId === withdrawal.withdrawalId && (p.status === "WAITING" || p.status === "IN_REVIEW"));
    const paid = receivedMinor(cashier, withdrawal.withdrawalId) + open.reduce((sum, p) => sum + p.amountMinor, 0);
    if (paid > withdrawal.amountMinor) problems.push(`withdrawal ${withdrawal.withdrawalId}: parts pay ${paid}, more than ${withdrawal.amountMinor}`);
    if (open.length > 1) problems.push(`withdrawal ${withdrawal.withdrawalId}: ${open.length} parts open at once`);
  }
  for (const [kind, orders] of [["deposit", cashier.deposits], ["withdrawal", cashier.withdrawals], ["wallet transfer", cashier.walletTransfers], ["upline transfer", cashier.uplineTransfers]] as const) {
    for (const key of duplicateRequestIds(orders)) problems.push(`requestId ${key} made more than one ${kind}`);
  }
  return problems;
}
