/**
 * Withdrawals paid out in parts by other players' deposits (C2C; ADR 0012 "The sandbox"). The control page (or its
 * API) pays out the next part, accepts or rejects a proof and forces receipt; the player answers each part (received,
 * all received, not received with a proof); an unanswered part counts as received after `autoConfirmMinutes`.
 *
 * A part's life: WAITING → CONFIRMED (player) | AUTO_CONFIRMED (clock) | FORCED (control) | IN_REVIEW (proof) →
 * REFUSED (proof accepted: the part did not arrive, a new one will come) | FORCED (proof rejected). CONFIRMED,
 * AUTO_CONFIRMED and FORCED parts count as received. One part of a withdrawal is open (WAITING or IN_REVIEW) at a time.
 */
import { toMajorUnits } from "../../api/money.ts";
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { AUTO_CONFIRM_MINUTES } from "../seed/cashier.ts";
import { fieldsOf, MESSAGE_BAD_REQUEST, text, type Outcome } from "./auth.ts";
import { nextId, post, receivedMinor, type PayoutRecord, type WithdrawalRecord } from "./cashier-ledger.ts";

const AUTO_CONFIRM_MS = AUTO_CONFIRM_MINUTES * 60_000;
/** Proof images: png or jpeg, at most 5 MB decoded. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** A refusal of a control action, with the HTTP status the control API answers. */
export type ControlOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; error: string };

const refuse = <T>(status: 400 | 404 | 409, error: string): ControlOutcome<T> => ({ ok: false, status, error });

const isOpen = (p: PayoutRecord): boolean => p.status === "WAITING" || p.status === "IN_REVIEW";

/** Waiting parts past `autoConfirmMinutes` count as received (dated when they were due). */
export function autoConfirmPayouts(store: SandboxStore, now: number): void {
  for (const part of store.state.cashier.payouts) {
    if (part.status === "WAITING" && now >= part.createdAt + AUTO_CONFIRM_MS) {
      part.status = "AUTO_CONFIRMED";
      part.settledAt = part.createdAt + AUTO_CONFIRM_MS;
    }
  }
}

function findWithdrawal(store: SandboxStore, withdrawalId: string): WithdrawalRecord | undefined {
  return store.state.cashier.withdrawals.find((w) => w.withdrawalId === withdrawalId);
}

/** What a withdrawal still has to pay out: its amount less what was received and what an open part pays. */
export function unpaidMinor(store: SandboxStore, withdrawal: WithdrawalRecord): number {
  const { cashier } = store.state;
  const open = cashier.payouts.filter((p) => p.withdrawalId === withdrawal.withdrawalId && isOpen(p)).reduce((sum, p) => sum + p.amountMinor, 0);
  return withdrawal.amountMinor - receivedMinor(cashier, withdrawal.withdrawalId) - open;
}

/**
 * Control: pays out the next part of a withdrawal — `amountMinor` when given (1 cent up to what remains), else half
 * of what remains rounded to the cent (all of it when one cent remains). Refused while a part is open, or when the
 * withdrawal is rejected or fully paid.
 */
export function payNextPart(store: SandboxStore, withdrawalId: string, amountMinor?: number): ControlOutcome<PayoutRecord> {
  const withdrawal = findWithdrawal(store, withdrawalId);
  if (!withdrawal) return refuse(404, `no withdrawal ${withdrawalId}`);
  if (withdrawal.rejected) return refuse(409, `withdrawal ${withdrawalId} was rejected`);
  const { cashier } = store.state;
  if (cashier.payouts.some((p) => p.withdrawalId === withdrawalId && isOpen(p))) return refuse(409, `a part of ${withdrawalId} is still waiting or in review`);
  const remaining = unpaidMinor(store, withdrawal);
  if (remaining <= 0) return refuse(409, `withdrawal ${withdrawalId} is paid in full`);
  const amount = amountMinor ?? Math.max(1, Math.round(remaining / 2));
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > remaining) return refuse(400, `the part must be 0.01 to ${toMajorUnits(remaining).toFixed(2)}`);
  const part: PayoutRecord = {
    payoutId: nextId(cashier, "P"),
    withdrawalId,
    memberId: withdrawal.memberId,
    amountMinor: amount,
    createdAt: store.now(),
    status: "WAITING",
    settledAt: null,
    proof: null,
    shown: false,
  };
  cashier.payouts.push(part);
  return { ok: true, value: part };
}

function partInStatus(store: SandboxStore, payoutId: string, status: PayoutRecord["status"]): ControlOutcome<PayoutRecord> {
  const part = store.state.cashier.payouts.find((p) => p.payoutId === payoutId);
  if (!part) return refuse(404, `no payout ${payoutId}`);
  if (part.status !== status) return refuse(409, `payout ${payoutId} is ${part.status}, not ${status}`);
  return { ok: true, value: part };
}

function settle(store: SandboxStore, payoutId: string, from: PayoutRecord["status"], to: PayoutRecord["status"]): ControlOutcome<PayoutRecord> {
  const found = partInStatus(store, payoutId, from);
  if (found.ok) {
    found.value.status = to;
    found.value.settledAt = store.now();
  }
  return found;
}

/** Control: the proof is right, the part did not arrive — it is not counted and the withdrawal is paying again. */
export const acceptProof = (store: SandboxStore, payoutId: string) => settle(store, payoutId, "IN_REVIEW", "REFUSED");
/** Control: the proof is not accepted — the part counts as received (FORCED; the deposit is not refunded). */
export const rejectProof = (store: SandboxStore, payoutId: string) => settle(store, payoutId, "IN_REVIEW", "FORCED");
/** Control: a waiting part counts as received (FORCED). */
export const forceReceipt = (store: SandboxStore, payoutId: string) => settle(store, payoutId, "WAITING", "FORCED");

/**
 * Control: rejects a withdrawal with no open part — what it has not received goes back to the main wallet (one
 * WITHDRAWAL_RETURNED row).
 */
export function rejectWithdrawal(store: SandboxStore, withdrawalId: string): ControlOutcome<WithdrawalRecord> {
  const withdrawal = findWithdrawal(store, withdrawalId);
  if (!withdrawal) return refuse(404, `no withdrawal ${withdrawalId}`);
  const { cashier } = store.state;
  if (withdrawal.rejected) return refuse(409, `withdrawal ${withdrawalId} was already rejected`);
  if (cashier.payouts.some((p) => p.withdrawalId === withdrawalId && isOpen(p))) return refuse(409, `a part of ${withdrawalId} is still waiting or in review`);
  const back = withdrawal.amountMinor - receivedMinor(cashier, withdrawalId);
  if (back <= 0) return refuse(409, `withdrawal ${withdrawalId} is paid in full`);
  const member = store.memberById(withdrawal.memberId);
  if (!member) return refuse(404, `no member for ${withdrawalId}`);
  withdrawal.rejected = true;
  post(store, member, "WITHDRAWAL_RETURNED", back, withdrawalId);
  return { ok: true, value: withdrawal };
}

function payoutValue(store: SandboxStore, part: PayoutRecord, now: number) {
  const { cashier } = store.state;
  const withdrawal = findWithdrawal(store, part.withdrawalId);
  const received = receivedMinor(cashier, part.withdrawalId) + (part.status === "WAITING" ? part.amountMinor : 0);
  return {
    payoutId: part.payoutId,
    withdrawalId: part.withdrawalId,
    amount: toMajorUnits(part.amountMinor),
    received: toMajorUnits(received),
    remaining: toMajorUnits((withdrawal?.amountMinor ?? received) - received),
    secondsLeft: part.status === "WAITING" ? Math.max(0, Math.ceil((part.createdAt + AUTO_CONFIRM_MS - now) / 1000)) : 0,
    status: part.status === "WAITING" ? ("WAITING" as const) : ("FORCED" as const),
  };
}

/**
 * `MCSFE_getPaymentConfirmationList` (`withdrawalId?`): the member's WAITING parts (`received` includes the part,
 * `remaining` is what the withdrawal pays after it, `secondsLeft` until it counts as received) and the FORCED parts
 * (control page: forced receipt or proof rejected) not listed before — each is listed once.
 */
export function paymentConfirmations(store: SandboxStore, member: SandboxMember, withdrawalId: string | null) {
  const now = store.now();
  const listed = store.state.cashier.payouts.filter(
    (p) => p.memberId === member.id && (withdrawalId === null || p.withdrawalId === withdrawalId) && (p.status === "WAITING" || (p.status === "FORCED" && !p.shown)),
  );
  const list = listed.map((p) => payoutValue(store, p, now));
  for (const part of listed) if (part.status === "FORCED") part.shown = true;
  return { autoConfirmMinutes: AUTO_CONFIRM_MINUTES, list };
}

const PROOF = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** Whether a proof is a png or jpeg data URL (by type and by its first bytes) of at most 5 MB decoded. */
export function validProof(value: unknown): { type: string; bytes: number } | null {
  if (typeof value !== "string") return null;
  const match = PROOF.exec(value);
  if (!match?.[1] || !match[2] || match[2].length % 4 !== 0) return null;
  const data = match[2];
  const bytes = (data.length / 4) * 3 - (data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0);
  if (bytes === 0 || bytes > PROOF_MAX_BYTES) return null;
  const head = atob(data.slice(0, 12));
  const png = head.startsWith("\x89PNG\r\n\x1a\n");
  const jpeg = head.startsWith("\xff\xd8\xff");
  if ((match[1] === "image/png" && !png) || (match[1] === "image/jpeg" && !jpeg)) return null;
  return { type: match[1], bytes };
}

/**
 * `MCSFE_processC2CTransaction` `{payoutId, action, proofImage?}` on one of the member's parts:
 * - a part settled by force (control page, or the clock) answers `FORCED` (the player is told; nothing changes);
 * - any other part no longer waiting answers `cashier.payout.settled`;
 * - `RECEIVED`: the part is confirmed (`CONFIRMED`);
 * - `ALL_RECEIVED`: the part is confirmed and the rest of the withdrawal is paid at once and confirmed (`CONFIRMED`;
 *   the withdrawal is COMPLETED);
 * - `NOT_RECEIVED` with a proof (png or jpeg data URL, at most 5 MB, else `cashier.proof.invalid`): `IN_REVIEW`.
 */
export function processC2c(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<{ outcome: "CONFIRMED" | "IN_REVIEW" | "FORCED" }> {
  const body = fieldsOf(payload);
  const part = store.state.cashier.payouts.find((p) => p.payoutId === text(body.payoutId) && p.memberId === member.id);
  const action = text(body.action);
  if (!part || !["RECEIVED", "ALL_RECEIVED", "NOT_RECEIVED"].includes(action)) return { ok: false, message: MESSAGE_BAD_REQUEST };
  if (part.status === "FORCED" || part.status === "AUTO_CONFIRMED") {
    part.shown = true;
    return { ok: true, value: { outcome: "FORCED" } };
  }
  if (part.status !== "WAITING") return { ok: false, message: "cashier.payout.settled" };
  const now = store.now();
  if (action === "NOT_RECEIVED") {
    const proof = validProof(body.proofImage);
    if (!proof) return { ok: false, message: "cashier.proof.invalid" };
    part.status = "IN_REVIEW";
    part.proof = proof;
    part.settledAt = now;
    return { ok: true, value: { outcome: "IN_REVIEW" } };
  }
  part.status = "CONFIRMED";
  part.settledAt = now;
  if (action === "ALL_RECEIVED") {
    const withdrawal = findWithdrawal(store, part.withdrawalId);
    const rest = withdrawal ? unpaidMinor(store, withdrawal) : 0;
    if (withdrawal && rest > 0) {
      const { cashier } = store.state;
      cashier.payouts.push({ payoutId: nextId(cashier, "P"), withdrawalId: withdrawal.withdrawalId, memberId: member.id, amountMinor: rest, createdAt: now, status: "CONFIRMED", settledAt: now, proof: null, shown: true });
    }
  }
  return { ok: true, value: { outcome: "CONFIRMED" } };
}
