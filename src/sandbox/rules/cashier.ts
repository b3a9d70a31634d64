/**
 * The sandbox cashier's rules (ADR 0012): wallets and transfers, deposits, payment password, bank cards, withdrawals,
 * transfer to upline. Pure functions over the store; amounts are integer minor units inside and decimal major units
 * on the wire (`toMajorUnits`). Payouts of withdrawals (C2C) are in cashier-payouts.ts.
 */
import { toMajorUnits } from "../../api/money.ts";
import { type SandboxStore } from "../store.ts";
import { paymentPasswordSet, type SandboxMember } from "../seed/members.ts";
import {
  BANKS,
  bankName,
  DEPOSIT_CREDIT_MS,
  DEPOSIT_EXPIRY_MS,
  DEPOSIT_METHODS,
  DEPOSIT_PAYEE,
  findChannel,
  MAX_BANK_CARDS,
  UPLINE_LIMITS,
  WITHDRAW_LIMITS,
} from "../seed/cashier.ts";
import { fieldsOf, MESSAGE_BAD_REQUEST, mobileHint, emailHint, text, type Outcome } from "./auth.ts";
import { accountOf, nextId, parseAmount, parseRequestId, post, receivedMinor, type BankCardRecord, type DepositRecord, type WithdrawalRecord } from "./cashier-ledger.ts";
import { autoConfirmPayouts } from "./cashier-payouts.ts";

export const MESSAGE = {
  depositClosed: "cashier.deposit.closed",
  belowMinimum: "cashier.amount.belowMinimum",
  aboveMaximum: "cashier.amount.aboveMaximum",
  insufficient: "cashier.balance.insufficient",
  passwordWrong: "cashier.paymentPassword.wrong",
  passwordMissing: "cashier.paymentPassword.missing",
  cardMissing: "cashier.bankCard.missing",
  cardInvalid: "cashier.bankCard.invalid",
  proofInvalid: "cashier.proof.invalid",
  payoutSettled: "cashier.payout.settled",
  uplineNotAllowed: "cashier.upline.notAllowed",
  badRequest: MESSAGE_BAD_REQUEST,
  notAvailable: "This function is not available",
  orderUnknown: "The order does not exist",
  loginPasswordWrong: "cashier.loginPassword.wrong",
  paymentPasswordFormat: "The payment password must be 6 digits",
  paymentPasswordAlreadySet: "A payment password is already set: change it with the old one",
  paymentPasswordSame: "The new payment password must be different from the old one",
} as const;

const fail = <T>(message: string): Outcome<T> => ({ ok: false, message });

// ── The clock: deposits settle, payouts auto-confirm ─────────────────────────────────────────────────────────────

/** The status a pending deposit reaches by `now`, and when; null while it stays pending. */
function dueDeposit(deposit: DepositRecord, now: number): { status: "CREDITED" | "FAILED" | "EXPIRED"; at: number } | null {
  if (deposit.outcome === "expire") {
    const at = deposit.createdAt + DEPOSIT_EXPIRY_MS;
    return now >= at ? { status: "EXPIRED", at } : null;
  }
  const at = deposit.createdAt + DEPOSIT_CREDIT_MS;
  if (now < at) return null;
  return { status: deposit.outcome === "credit" ? "CREDITED" : "FAILED", at };
}

/**
 * Applies everything the sandbox clock has passed, in time order: pending deposits are credited (one DEPOSIT row,
 * dated when it was due), fail or expire; waiting payouts past `autoConfirmMinutes` count as received. Every cashier
 * call, the balance call and the control snapshot run it first, so the state is a function of the clock.
 */
export function settleCashier(store: SandboxStore): void {
  const now = store.now();
  const due = store.state.cashier.deposits
    .filter((d) => d.status === "PENDING")
    .map((deposit) => ({ deposit, next: dueDeposit(deposit, now) }))
    .filter((d): d is { deposit: DepositRecord; next: NonNullable<ReturnType<typeof dueDeposit>> } => d.next !== null)
    .sort((a, b) => a.next.at - b.next.at);
  for (const { deposit, next } of due) {
    deposit.status = next.status;
    deposit.settledAt = next.at;
    const member = store.memberById(deposit.memberId);
    if (next.status === "CREDITED" && member) post(store, member, "DEPOSIT", deposit.amountMinor, deposit.orderId, next.at);
  }
  autoConfirmPayouts(store, now);
}

// ── Wallets ──────────────────────────────────────────────────────────────────────────────────────────────────────

export const isSingleWallet = (store: SandboxStore): boolean => store.state.scenario.cashier?.singleWallet ?? false;

/** `GCS_getVendorWallets`: the main wallet and each vendor wallet (none with a single wallet: the games share it). */
export function vendorWalletsValue(store: SandboxStore, member: SandboxMember) {
  const account = accountOf(store, member);
  return {
    mainBalance: toMajorUnits(member.balanceMinor),
    wallets: isSingleWallet(store) ? [] : account.vendorWallets.map((w) => ({ vendor: w.vendor, vendorName: w.vendorName, balance: toMajorUnits(w.balanceMinor) })),
  };
}

/**
 * `GCS_walletTransfer` `{from, to, amount?, requestId}`: MAIN → vendor, vendor → MAIN (amount at most what the
 * source holds), or `to: "ALL_TO_MAIN"` (every vendor balance to the main wallet; no amount). A `requestId` already
 * used answers the balances without moving money again. Not available with a single wallet.
 */
export function walletTransfer(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<ReturnType<typeof vendorWalletsValue>> {
  if (isSingleWallet(store)) return fail(MESSAGE.notAvailable);
  const body = fieldsOf(payload);
  const requestId = parseRequestId(body.requestId);
  if (!requestId) return fail(MESSAGE.badRequest);
  const { cashier } = store.state;
  if (cashier.walletTransfers.some((t) => t.memberId === member.id && t.requestId === requestId)) return { ok: true, value: vendorWalletsValue(store, member) };
  const account = accountOf(store, member);
  const from = text(body.from).toUpperCase();
  const to = text(body.to).toUpperCase();
  const wallet = (code: string) => account.vendorWallets.find((w) => w.vendor.toUpperCase() === code);
  const record = (moves: { vendor: string; amountMinor: number }[]): string => {
    const transferId = nextId(cashier, "T");
    cashier.walletTransfers.push({ transferId, memberId: member.id, requestId, at: store.now(), moves });
    return transferId;
  };
  if (to === "ALL_TO_MAIN") {
    const full = account.vendorWallets.filter((w) => w.balanceMinor > 0);
    const transferId = record(full.map((w) => ({ vendor: w.vendor, amountMinor: -w.balanceMinor })));
    for (const w of full) {
      post(store, member, "TRANSFER_IN", w.balanceMinor, transferId);
      w.balanceMinor = 0;
    }
    return { ok: true, value: vendorWalletsValue(store, member) };
  }
  const amount = parseAmount(body.amount);
  if (amount === null) return fail(MESSAGE.badRequest);
  if (from === "MAIN" && to !== "MAIN") {
    const target = wallet(to);
    if (!target) return fail(MESSAGE.badRequest);
    if (amount > member.balanceMinor) return fail(MESSAGE.insufficient);
    target.balanceMinor += amount;
    post(store, member, "TRANSFER_OUT", -amount, record([{ vendor: target.vendor, amountMinor: amount }]));
  } else if (to === "MAIN" && from !== "MAIN") {
    const source = wallet(from);
    if (!source) return fail(MESSAGE.badRequest);
    if (amount > source.balanceMinor) return fail(MESSAGE.insufficient);
    source.balanceMinor -= amount;
    post(store, member, "TRANSFER_IN", amount, record([{ vendor: source.vendor, amountMinor: -amount }]));
  } else return fail(MESSAGE.badRequest);
  return { ok: true, value: vendorWalletsValue(store, member) };
}

// ── Deposit ──────────────────────────────────────────────────────────────────────────────────────────────────────

export const depositsAllowed = (store: SandboxStore): boolean => store.state.scenario.cashier?.allowDeposit ?? true;
export const depositOutcome = (store: SandboxStore) => store.state.scenario.cashier?.deposit ?? "credit";

/** `MCSFE_getDepositSettings`. */
export function depositSettingsValue(store: SandboxStore) {
  return {
    allowDeposit: depositsAllowed(store),
    methods: DEPOSIT_METHODS.map((m) => ({
      methodCode: m.methodCode,
      methodName: m.methodName,
      channels: m.channels.map((c) => ({
        channelId: c.channelId,
        channelName: c.channelName,
        minimumAmount: toMajorUnits(c.minimumMinor),
        maximumAmount: toMajorUnits(c.maximumMinor),
        presetAmounts: c.presetMinor.map(toMajorUnits),
        qrCode: c.qrCode,
      })),
    })),
  };
}

/** CRC-16/CCITT-FALSE, as a PIX "copia e cola" code ends with. */
function crc16(data: string): string {
  let crc = 0xffff;
  for (const char of data) {
    crc ^= char.charCodeAt(0) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

const emv = (id: string, value: string): string => `${id}${String(value.length).padStart(2, "0")}${value}`;

/** A PIX-like EMV "copia e cola" text for a QR channel (the sandbox's own key; nothing real). */
export function pixContent(deposit: DepositRecord): string {
  const account = emv("00", "br.gov.bcb.pix") + emv("01", DEPOSIT_PAYEE.pixKey);
  const body =
    emv("00", "01") + emv("26", account) + emv("52", "0000") + emv("53", "986") + emv("54", toMajorUnits(deposit.amountMinor).toFixed(2)) + emv("58", "BR") +
    emv("59", DEPOSIT_PAYEE.name.slice(0, 25)) + emv("60", DEPOSIT_PAYEE.city) + emv("62", emv("05", deposit.reference)) + "6304";
  return body + crc16(body);
}

/** A deposit order on the wire. */
export function depositOrderValue(deposit: DepositRecord) {
  return {
    orderId: deposit.orderId,
    channelId: deposit.channelId,
    amount: toMajorUnits(deposit.amountMinor),
    status: deposit.status,
    payee: { name: DEPOSIT_PAYEE.name, bank: DEPOSIT_PAYEE.bank, accountNumber: DEPOSIT_PAYEE.accountNumber, reference: deposit.reference },
    qrContent: findChannel(deposit.channelId)?.qrCode ? pixContent(deposit) : null,
    createdAt: deposit.createdAt,
    expiresAt: deposit.createdAt + DEPOSIT_EXPIRY_MS,
  };
}

/**
 * `MCSFE_submitDepositOrder` `{channelId, amount, requestId}`: a `requestId` already used answers that order again;
 * then deposits open (`cashier.deposit.closed`), a known channel, the channel's limits. The order's outcome (credit,
 * fail, expire) is the scenario's at this moment.
 */
export function submitDeposit(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<ReturnType<typeof depositOrderValue>> {
  const body = fieldsOf(payload);
  const requestId = parseRequestId(body.requestId);
  if (!requestId) return fail(MESSAGE.badRequest);
  const { cashier } = store.state;
  const earlier = cashier.deposits.find((d) => d.memberId === member.id && d.requestId === requestId);
  if (earlier) return { ok: true, value: depositOrderValue(earlier) };
  if (!depositsAllowed(store)) return fail(MESSAGE.depositClosed);
  const channel = findChannel(text(body.channelId));
  const amount = parseAmount(body.amount);
  if (!channel || amount === null) return fail(MESSAGE.badRequest);
  if (amount < channel.minimumMinor) return fail(MESSAGE.belowMinimum);
  if (amount > channel.maximumMinor) return fail(MESSAGE.aboveMaximum);
  const orderId = nextId(cashier, "D");
  const deposit: DepositRecord = {
    orderId,
    memberId: member.id,
    requestId,
    channelId: channel.channelId,
    amountMinor: amount,
    createdAt: store.now(),
    outcome: depositOutcome(store),
    status: "PENDING",
    settledAt: null,
    reference: `AUR${orderId.slice(1)}`,
  };
  cashier.deposits.push(deposit);
  return { ok: true, value: depositOrderValue(deposit) };
}

/** `MCSFE_getDepositOrder?orderId=`: one of the member's orders. */
export function depositOrder(store: SandboxStore, member: SandboxMember, orderId: string): Outcome<ReturnType<typeof depositOrderValue>> {
  const deposit = store.state.cashier.deposits.find((d) => d.orderId === orderId && d.memberId === member.id);
  return deposit ? { ok: true, value: depositOrderValue(deposit) } : fail(MESSAGE.orderUnknown);
}

// ── Security: payment password, bank cards ───────────────────────────────────────────────────────────────────────

/** `GET /wps/v2/member/securityConfig`: masked mobile and e-mail (as the two-factor hints), payment password set. */
export function securityConfigValue(member: SandboxMember) {
  return {
    paymentPasswordSet: paymentPasswordSet(member),
    mobile: member.mobile ? mobileHint(member) : null,
    email: member.email ? emailHint(member) : null,
  };
}

const raw = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const SIX_DIGITS = /^\d{6}$/;

/**
 * `POST /wps/member/password/payment` (encrypted). Set `{loginPassword, paymentPassword}` when none is set (the
 * login password proves the member); change `{oldPaymentPassword, paymentPassword}`. The new one is 6 digits.
 */
export function setPaymentPassword(member: SandboxMember, payload: unknown): Outcome<null> {
  const body = fieldsOf(payload);
  const next = raw(body.paymentPassword);
  if ("oldPaymentPassword" in body) {
    if (!paymentPasswordSet(member)) return fail(MESSAGE.passwordMissing);
    if (raw(body.oldPaymentPassword) !== member.paymentPassword) return fail(MESSAGE.passwordWrong);
    if (!SIX_DIGITS.test(next)) return fail(MESSAGE.paymentPasswordFormat);
    if (next === member.paymentPassword) return fail(MESSAGE.paymentPasswordSame);
  } else if ("loginPassword" in body) {
    if (paymentPasswordSet(member)) return fail(MESSAGE.paymentPasswordAlreadySet);
    if (raw(body.loginPassword) !== member.password) return fail(MESSAGE.loginPasswordWrong);
    if (!SIX_DIGITS.test(next)) return fail(MESSAGE.paymentPasswordFormat);
  } else return fail(MESSAGE.badRequest);
  member.paymentPassword = next;
  return { ok: true, value: null };
}

/** The payment password check of every `passwordCheck/…` call: missing, then wrong; null when right. */
export function paymentPasswordProblem(member: SandboxMember, presented: unknown): string | null {
  if (!paymentPasswordSet(member)) return MESSAGE.passwordMissing;
  return raw(presented) === member.paymentPassword ? null : MESSAGE.passwordWrong;
}

export const bankListValue = () => BANKS.map((b) => ({ ...b }));

/** All but the last four characters masked. */
export const maskAccount = (accountNumber: string): string => "*".repeat(Math.max(0, accountNumber.length - 4)) + accountNumber.slice(-4);

export const bankCardValue = (card: BankCardRecord) => ({
  cardId: card.cardId,
  bankCode: card.bankCode,
  bankName: card.bankName,
  accountNumber: maskAccount(card.accountNumber),
  payeeName: card.payeeName,
});

export const bankCardsValue = (store: SandboxStore, member: SandboxMember) => accountOf(store, member).bankCards.map(bankCardValue);

const normalName = (name: string): string => name.trim().replace(/\s+/g, " ").toUpperCase();

/**
 * `passwordCheck/MCSFE_addBankCard` (encrypted) `{bankCode, accountNumber, payeeName, paymentPassword}`: payment
 * password (missing, wrong), then `cashier.bankCard.invalid` for an unknown bank, an account number that is not 6–20
 * digits or already bound, a payee name other than the member's (case and spaces ignored; a member without one gets
 * it from the first card), or a sixth card.
 */
export function addBankCard(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<ReturnType<typeof bankCardValue>> {
  const body = fieldsOf(payload);
  const problem = paymentPasswordProblem(member, body.paymentPassword);
  if (problem) return fail(problem);
  const account = accountOf(store, member);
  const bankCode = text(body.bankCode);
  const accountNumber = text(body.accountNumber);
  const payeeName = normalName(text(body.payeeName));
  const name = bankName(bankCode);
  if (!name || !/^\d{6,20}$/.test(accountNumber) || payeeName === "") return fail(MESSAGE.cardInvalid);
  if (member.payeeName !== "" && normalName(member.payeeName) !== payeeName) return fail(MESSAGE.cardInvalid);
  if (account.bankCards.length >= MAX_BANK_CARDS || account.bankCards.some((c) => c.bankCode === bankCode && c.accountNumber === accountNumber)) return fail(MESSAGE.cardInvalid);
  if (member.payeeName === "") member.payeeName = payeeName;
  const card: BankCardRecord = { cardId: nextId(store.state.cashier, "C"), bankCode, bankName: name, accountNumber, payeeName: member.payeeName, addedAt: store.now() };
  account.bankCards.push(card);
  return { ok: true, value: bankCardValue(card) };
}

// ── Withdraw ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** `MCSFE_getWithdrawSettings?groupId=0`: the limits and what may be withdrawn now (the main balance: held amounts already left it). */
export const withdrawSettingsValue = (member: SandboxMember) => ({
  minimumAmount: toMajorUnits(WITHDRAW_LIMITS.minimumMinor),
  maximumAmount: toMajorUnits(WITHDRAW_LIMITS.maximumMinor),
  availableAmount: toMajorUnits(member.balanceMinor),
});

export type WithdrawalStatus = "PENDING" | "PAYING" | "IN_REVIEW" | "COMPLETED" | "REJECTED";

/** A withdrawal's status from its parts. */
export function withdrawalStatus(store: SandboxStore, withdrawal: WithdrawalRecord): WithdrawalStatus {
  const { cashier } = store.state;
  if (withdrawal.rejected) return "REJECTED";
  if (receivedMinor(cashier, withdrawal.withdrawalId) === withdrawal.amountMinor) return "COMPLETED";
  const parts = cashier.payouts.filter((p) => p.withdrawalId === withdrawal.withdrawalId);
  if (parts.some((p) => p.status === "IN_REVIEW")) return "IN_REVIEW";
  return parts.length > 0 ? "PAYING" : "PENDING";
}

export function withdrawalValue(store: SandboxStore, withdrawal: WithdrawalRecord) {
  const { cashier } = store.state;
  return {
    withdrawalId: withdrawal.withdrawalId,
    amount: toMajorUnits(withdrawal.amountMinor),
    received: toMajorUnits(receivedMinor(cashier, withdrawal.withdrawalId)),
    status: withdrawalStatus(store, withdrawal),
    bankName: withdrawal.bankName,
    accountNumber: maskAccount(withdrawal.accountNumber),
    createdAt: withdrawal.createdAt,
    awaitingConfirmation: cashier.payouts.some((p) => p.withdrawalId === withdrawal.withdrawalId && p.status === "WAITING"),
  };
}

/**
 * `passwordCheck/MCSFE_withdraw` (encrypted) `{amount, cardId, paymentPassword, requestId}`: payment password
 * (missing, wrong); a `requestId` already used answers that withdrawal again (no second debit); then the card, the
 * limits, the balance. The whole amount is held at once (one WITHDRAWAL row).
 */
export function withdraw(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<ReturnType<typeof withdrawalValue>> {
  const body = fieldsOf(payload);
  const requestId = parseRequestId(body.requestId);
  if (!requestId) return fail(MESSAGE.badRequest);
  const problem = paymentPasswordProblem(member, body.paymentPassword);
  if (problem) return fail(problem);
  const { cashier } = store.state;
  const earlier = cashier.withdrawals.find((w) => w.memberId === member.id && w.requestId === requestId);
  if (earlier) return { ok: true, value: withdrawalValue(store, earlier) };
  const card = accountOf(store, member).bankCards.find((c) => c.cardId === text(body.cardId));
  if (!card) return fail(MESSAGE.cardMissing);
  const amount = parseAmount(body.amount);
  if (amount === null) return fail(MESSAGE.badRequest);
  if (amount < WITHDRAW_LIMITS.minimumMinor) return fail(MESSAGE.belowMinimum);
  if (amount > WITHDRAW_LIMITS.maximumMinor) return fail(MESSAGE.aboveMaximum);
  if (amount > member.balanceMinor) return fail(MESSAGE.insufficient);
  const withdrawal: WithdrawalRecord = {
    withdrawalId: nextId(cashier, "W"),
    memberId: member.id,
    requestId,
    amountMinor: amount,
    cardId: card.cardId,
    bankName: card.bankName,
    accountNumber: card.accountNumber,
    createdAt: store.now(),
    rejected: false,
  };
  cashier.withdrawals.push(withdrawal);
  post(store, member, "WITHDRAWAL", -amount, withdrawal.withdrawalId);
  return { ok: true, value: withdrawalValue(store, withdrawal) };
}

/** `MCSFE_getWithdrawalList` (`pageNo`, `pageSize`): the member's withdrawals, newest first. */
export function withdrawalList(store: SandboxStore, member: SandboxMember, pageNo: number, pageSize: number) {
  const mine = store.state.cashier.withdrawals.filter((w) => w.memberId === member.id).reverse();
  const start = (pageNo - 1) * pageSize;
  return { list: mine.slice(start, start + pageSize).map((w) => withdrawalValue(store, w)) };
}

// ── Transfer to upline ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * `passwordCheck/MCSFE_transferToUpline` (encrypted) `{amount, paymentPassword, requestId}`: members with `toUpline`
 * only; payment password; a `requestId` already used answers that transfer again; limits; balance. One
 * UPLINE_TRANSFER row.
 */
export function transferToUpline(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<{ transferId: string; amount: number }> {
  if (!member.toUpline) return fail(MESSAGE.uplineNotAllowed);
  const body = fieldsOf(payload);
  const requestId = parseRequestId(body.requestId);
  if (!requestId) return fail(MESSAGE.badRequest);
  const problem = paymentPasswordProblem(member, body.paymentPassword);
  if (problem) return fail(problem);
  const { cashier } = store.state;
  const earlier = cashier.uplineTransfers.find((t) => t.memberId === member.id && t.requestId === requestId);
  if (earlier) return { ok: true, value: { transferId: earlier.transferId, amount: toMajorUnits(earlier.amountMinor) } };
  const amount = parseAmount(body.amount);
  if (amount === null) return fail(MESSAGE.badRequest);
  if (amount < UPLINE_LIMITS.minimumMinor) return fail(MESSAGE.belowMinimum);
  if (amount > UPLINE_LIMITS.maximumMinor) return fail(MESSAGE.aboveMaximum);
  if (amount > member.balanceMinor) return fail(MESSAGE.insufficient);
  const transferId = nextId(cashier, "U");
  cashier.uplineTransfers.push({ transferId, memberId: member.id, requestId, amountMinor: amount, at: store.now() });
  post(store, member, "UPLINE_TRANSFER", -amount, transferId);
  return { ok: true, value: { transferId, amount: toMajorUnits(amount) } };
}
