/**
 * The sandbox points mall and VIP rank (issue 30 items 3 and 4; SPEC §3 points, §4 points redeem, §7 points calls).
 * Each member has a points account whose rows sum to its balance; a redemption takes the points at once and waits
 * for the operator's review (`REDEEM_REVIEW_MS` on the sandbox clock, or the control page): approved, or rejected
 * with the points returned. A conversion takes points and credits the main wallet through the cashier ledger
 * (`POINTS_CONVERTED`). Wrong payment password, unknown or sold-out reward, too few points: refused, nothing moves.
 */
import { toMajorUnits } from "../../api/money.ts";
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import {
  MAXIMUM_QUANTITY,
  MINIMUM_CONVERT,
  MONTHLY_TURNOVER,
  OPENING_POINTS,
  POINT_RATES,
  POINTS_PER_UNIT,
  REDEEM_REVIEW_MS,
  REWARDS,
  seedPointRows,
  VIP_LEVELS,
  type PointKind,
  type PointRow,
} from "../seed/points.ts";
import { fieldsOf, type Outcome } from "./auth.ts";
import { parseRequestId, post } from "./cashier-ledger.ts";
import { MESSAGE, paymentPasswordProblem } from "./cashier.ts";

export const POINTS_MESSAGE = {
  insufficient: "points.balance.insufficient",
  rewardUnknown: "points.reward.unknown",
  soldOut: "points.reward.soldOut",
  quantity: "points.quantity.invalid",
  belowMinimum: "points.convert.belowMinimum",
  badRequest: MESSAGE.badRequest,
} as const;

export type RedeemStatus = "IN_PROCESS" | "APPROVED" | "REJECTED";

export interface RedemptionRecord {
  redeemId: string;
  memberId: number;
  requestId: string;
  rewardId: string;
  rewardName: string;
  quantity: number;
  points: number;
  createdAt: number;
  status: RedeemStatus;
  /** An outcome the control page chose before the review is due. */
  decided: Exclude<RedeemStatus, "IN_PROCESS"> | null;
  settledAt: number | null;
  remark: string;
}

export interface ConversionRecord {
  convertId: string;
  memberId: number;
  requestId: string;
  points: number;
  amountMinor: number;
  at: number;
}

export interface PointsAccount {
  rows: PointRow[];
}

export interface PointsState {
  accounts: Map<number, PointsAccount>;
  redemptions: RedemptionRecord[];
  conversions: ConversionRecord[];
  /** Reward id → units left. */
  stock: Map<string, number>;
  serial: number;
}

export function seedPoints(members: readonly SandboxMember[], at: number): PointsState {
  const accounts = new Map<number, PointsAccount>();
  for (const member of members) accounts.set(member.id, { rows: seedPointRows(member.id, OPENING_POINTS[member.account] ?? 0, at) });
  return { accounts, redemptions: [], conversions: [], stock: new Map(REWARDS.map((r) => [r.rewardId, r.stock])), serial: 0 };
}

const nextId = (points: PointsState, prefix: string): string => `${prefix}${String((points.serial += 1)).padStart(6, "0")}`;

function accountOf(store: SandboxStore, member: SandboxMember): PointsAccount {
  const { accounts } = store.state.points;
  let account = accounts.get(member.id);
  if (!account) {
    account = { rows: [] };
    accounts.set(member.id, account);
  }
  return account;
}

export const pointBalance = (store: SandboxStore, member: SandboxMember): number => accountOf(store, member).rows.at(-1)?.balanceAfter ?? 0;

function postPoints(store: SandboxStore, member: SandboxMember, kind: PointKind, points: number, remark: string, at = store.now()): PointRow {
  const account = accountOf(store, member);
  const row: PointRow = { id: nextId(store.state.points, "PT"), at, kind, points, balanceAfter: pointBalance(store, member) + points, remark };
  account.rows.push(row);
  return row;
}

/** Applies the reviews the sandbox clock has passed: each redemption due is approved (or rejected, points returned). */
export function settlePoints(store: SandboxStore): void {
  const now = store.now();
  for (const redemption of store.state.points.redemptions) {
    if (redemption.status !== "IN_PROCESS") continue;
    const due = redemption.createdAt + REDEEM_REVIEW_MS;
    if (now < due && redemption.decided === null) continue;
    const reward = REWARDS.find((r) => r.rewardId === redemption.rewardId);
    const outcome = redemption.decided ?? (reward?.rejects ? "REJECTED" : "APPROVED");
    review(store, redemption, outcome, outcome === "REJECTED" ? (reward?.rejects ?? "Rejected by the operator") : "", Math.min(now, due));
  }
}

function review(store: SandboxStore, redemption: RedemptionRecord, outcome: Exclude<RedeemStatus, "IN_PROCESS">, remark: string, at: number): void {
  redemption.status = outcome;
  redemption.settledAt = at;
  redemption.remark = remark;
  if (outcome === "REJECTED") {
    const member = store.memberById(redemption.memberId);
    if (member) postPoints(store, member, "REDEEM_RETURNED", redemption.points, redemption.redeemId, at);
    store.state.points.stock.set(redemption.rewardId, (store.state.points.stock.get(redemption.rewardId) ?? 0) + redemption.quantity);
  }
}

/** Control page: decides a redemption still in process now (`APPROVED`, or `REJECTED` with the operator's remark or a default one). */
export function decideRedemption(store: SandboxStore, redeemId: string, outcome: Exclude<RedeemStatus, "IN_PROCESS">, remark?: string): { ok: true } | { ok: false; status: number; error: string } {
  settlePoints(store);
  const redemption = store.state.points.redemptions.find((r) => r.redeemId === redeemId);
  if (!redemption) return { ok: false, status: 404, error: `no redemption ${redeemId}` };
  if (redemption.status !== "IN_PROCESS") return { ok: false, status: 409, error: `redemption ${redeemId} is ${redemption.status}` };
  review(store, redemption, outcome, outcome === "REJECTED" ? remark?.trim().slice(0, 140) || "Rejected by the operator" : "", store.now());
  return { ok: true };
}

// ── Values on the wire ────────────────────────────────────────────────────────────────────────────────────────

/** `MCS2_getPointBalance`. */
export const pointBalanceValue = (store: SandboxStore, member: SandboxMember) => ({ points: pointBalance(store, member) });

/** `MCS2_getPointConfig`: conversion ratio and minimum, the earning rates, and that points never expire. */
export const pointConfigValue = () => ({
  ratio: POINTS_PER_UNIT,
  minimumConvert: MINIMUM_CONVERT,
  maximumQuantity: MAXIMUM_QUANTITY,
  expires: false,
  rates: POINT_RATES.map((r) => ({ ...r })),
});

/** `MCS2_getPointReward`: the catalogue with what is left. */
export const pointRewardsValue = (store: SandboxStore) => ({
  list: REWARDS.map((r) => ({ rewardId: r.rewardId, rewardName: r.rewardName, category: r.category, points: r.points, stock: store.state.points.stock.get(r.rewardId) ?? 0 })),
});

const redemptionValue = (r: RedemptionRecord) => ({
  redeemId: r.redeemId,
  rewardId: r.rewardId,
  rewardName: r.rewardName,
  quantity: r.quantity,
  points: r.points,
  status: r.status,
  remark: r.remark,
  createdAt: r.createdAt,
});

function page<T>(rows: readonly T[], pageNo: number, pageSize: number) {
  return { list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length, pageNo, pageSize };
}

/** `MCS2_getRedeemPointList`: the member's redemptions, newest first. */
export function redeemListValue(store: SandboxStore, member: SandboxMember, pageNo: number, pageSize: number) {
  const mine = store.state.points.redemptions.filter((r) => r.memberId === member.id).reverse();
  return page(mine.map(redemptionValue), pageNo, pageSize);
}

/** `ODSFE2_MemTransDet`: the member's points rows, newest first. */
export function pointDetailsValue(store: SandboxStore, member: SandboxMember, pageNo: number, pageSize: number) {
  const rows = [...accountOf(store, member).rows].reverse();
  return page(
    rows.map((r) => ({ id: r.id, at: r.at, type: r.kind, changedPoints: r.points, balanceAfter: r.balanceAfter, remark: r.remark })),
    pageNo,
    pageSize,
  );
}

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * `passwordCheck/MCS2_redeemPointReward` (encrypted) `{rewardId, quantity, paymentPassword, requestId}`: the
 * payment password first, then the reward, the quantity and the points; the same `requestId` answers the same
 * redemption.
 */
export function redeemReward(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<ReturnType<typeof redemptionValue>> {
  settlePoints(store);
  const body = fieldsOf(payload);
  const requestId = parseRequestId(body.requestId);
  if (!requestId) return { ok: false, message: POINTS_MESSAGE.badRequest };
  const again = store.state.points.redemptions.find((r) => r.memberId === member.id && r.requestId === requestId);
  if (again) return { ok: true, value: redemptionValue(again) };
  const problem = paymentPasswordProblem(member, body.paymentPassword);
  if (problem) return { ok: false, message: problem };
  const reward = REWARDS.find((r) => r.rewardId === body.rewardId);
  if (!reward) return { ok: false, message: POINTS_MESSAGE.rewardUnknown };
  const quantity = positiveInt(body.quantity);
  if (quantity === null || quantity > MAXIMUM_QUANTITY) return { ok: false, message: POINTS_MESSAGE.quantity };
  const left = store.state.points.stock.get(reward.rewardId) ?? 0;
  if (left < quantity) return { ok: false, message: POINTS_MESSAGE.soldOut };
  const cost = reward.points * quantity;
  if (pointBalance(store, member) < cost) return { ok: false, message: POINTS_MESSAGE.insufficient };
  const redemption: RedemptionRecord = {
    redeemId: nextId(store.state.points, "RD"),
    memberId: member.id,
    requestId,
    rewardId: reward.rewardId,
    rewardName: reward.rewardName,
    quantity,
    points: cost,
    createdAt: store.now(),
    status: "IN_PROCESS",
    decided: null,
    settledAt: null,
    remark: "",
  };
  store.state.points.redemptions.push(redemption);
  store.state.points.stock.set(reward.rewardId, left - quantity);
  postPoints(store, member, "REDEEM", -cost, redemption.redeemId);
  return { ok: true, value: redemptionValue(redemption) };
}

/**
 * `passwordCheck/MCS2_convertPoint` (encrypted) `{points, paymentPassword, requestId}`: whole multiples of the
 * ratio from the minimum up to the balance become wallet money (a `POINTS_CONVERTED` ledger row).
 */
export function convertPoints(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<{ convertId: string; points: number; amount: number; balance: number }> {
  const body = fieldsOf(payload);
  const requestId = parseRequestId(body.requestId);
  if (!requestId) return { ok: false, message: POINTS_MESSAGE.badRequest };
  const again = store.state.points.conversions.find((c) => c.memberId === member.id && c.requestId === requestId);
  if (again) return { ok: true, value: { convertId: again.convertId, points: again.points, amount: toMajorUnits(again.amountMinor), balance: pointBalance(store, member) } };
  const problem = paymentPasswordProblem(member, body.paymentPassword);
  if (problem) return { ok: false, message: problem };
  const points = positiveInt(body.points);
  if (points === null || points % POINTS_PER_UNIT !== 0) return { ok: false, message: POINTS_MESSAGE.badRequest };
  if (points < MINIMUM_CONVERT) return { ok: false, message: POINTS_MESSAGE.belowMinimum };
  if (pointBalance(store, member) < points) return { ok: false, message: POINTS_MESSAGE.insufficient };
  const amountMinor = (points / POINTS_PER_UNIT) * 100;
  const conversion: ConversionRecord = { convertId: nextId(store.state.points, "CV"), memberId: member.id, requestId, points, amountMinor, at: store.now() };
  store.state.points.conversions.push(conversion);
  postPoints(store, member, "CONVERT", -points, conversion.convertId);
  post(store, member, "POINTS_CONVERTED", amountMinor, conversion.convertId);
  return { ok: true, value: { convertId: conversion.convertId, points, amount: toMajorUnits(amountMinor), balance: pointBalance(store, member) } };
}

/** Every broken invariant of the points books: rows running to their balances, none below zero, one ledger row per conversion. */
export function checkPointInvariants(store: SandboxStore): string[] {
  const problems: string[] = [];
  for (const [memberId, account] of store.state.points.accounts) {
    let running = 0;
    for (const row of account.rows) {
      running += row.points;
      if (row.balanceAfter !== running) problems.push(`member ${memberId}: points row ${row.id} says ${row.balanceAfter}, the rows sum to ${running}`);
      if (running < 0) problems.push(`member ${memberId}: points below zero at ${row.id}`);
    }
  }
  const ledgerRows = [...store.state.cashier.accounts.values()].flatMap((a) => a.ledger).filter((r) => r.kind === "POINTS_CONVERTED");
  for (const c of store.state.points.conversions) {
    const rows = ledgerRows.filter((r) => r.reference === c.convertId);
    if (rows.length !== 1 || rows[0]?.amount !== c.amountMinor) problems.push(`conversion ${c.convertId} is not credited by exactly one ledger row`);
  }
  return problems;
}

// ── VIP ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** `MCSFE_getPlayerRankList` (public): the levels and their benefits (amounts in major units). */
export const vipLevelsValue = () => ({
  list: VIP_LEVELS.map((l) => ({
    rankLevel: l.rankLevel,
    labelName: l.labelName,
    monthlyTurnover: toMajorUnits(l.monthlyTurnover),
    upgradeBonus: toMajorUnits(l.upgradeBonus),
    monthlyBonus: toMajorUnits(l.monthlyBonus),
    birthdayBonus: toMajorUnits(l.birthdayBonus),
    rebatePercent: l.rebatePercent,
    dailyWithdrawals: l.dailyWithdrawals,
    vipService: l.rankLevel > 4,
  })),
});

/** `MCSFE_getPlayerRankProgress`: the member's level and this month's valid turnover toward the next (research §4.19). */
export function rankProgressValue(member: SandboxMember) {
  const rank = member.clubLabel?.rankLevel ?? 0;
  const current = VIP_LEVELS.find((l) => l.rankLevel === rank) ?? VIP_LEVELS[0]!;
  const next = VIP_LEVELS.find((l) => l.rankLevel === rank + 1) ?? null;
  return {
    rankLevel: current.rankLevel,
    playerRankName: member.clubLabel?.labelName ?? current.labelName,
    nextRankName: next?.labelName ?? null,
    monthlyTurnover: { actual: toMajorUnits(MONTHLY_TURNOVER[member.account] ?? 0), expected: next ? toMajorUnits(next.monthlyTurnover) : null },
  };
}
