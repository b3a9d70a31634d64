/**
 * The inbox, reward centre, cashback and referral of the sandbox (issue 30 item 2), per member:
 *
 * - Messages have an unread state; reading one marks it read, Mark all reads every one, a deleted one is gone for
 *   good (reading or deleting it again is refused). The unread count (`CSP_unreadCount`) counts what is left unread.
 * - Rewards are claimable until claimed or expired; a claim credits the amount to the main wallet through the cashier
 *   ledger (a `REWARD` row), so the balance follows; claiming again is refused, and so is an expired reward.
 * - Cashback is claimable per game category while its amount is above zero; a claim credits it (a `CASHBACK` row)
 *   and empties the category. Only while manual rebate (`MANUALREBATE3`) is on.
 *
 * The books hang off the store's current state (a WeakMap), so a reset starts them again from the seed.
 */
import { type SandboxState, type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { DAY, retentionSeed } from "../seed/retention.ts";
import { type Outcome } from "./auth.ts";
import { nextId, post } from "./cashier-ledger.ts";

export interface MessageRecord {
  messageId: string;
  title: string;
  html: string;
  sentAt: number;
  read: boolean;
  deleted: boolean;
}

export interface RewardRecord {
  claimId: string;
  name: string;
  category: string;
  amountMinor: number;
  expiresAt: number | null;
  claimedAt: number | null;
  recordId: string | null;
}

export interface RebateRecord {
  category: string;
  amountMinor: number;
  validBetMinor: number;
}

export interface ClaimedRecord {
  recordId: string;
  name: string;
  category: string;
  amountMinor: number;
  claimedAt: number;
}

export interface RetentionBooks {
  messages: MessageRecord[];
  rewards: RewardRecord[];
  rebates: RebateRecord[];
  rebateHistory: ClaimedRecord[];
  referralCode: string;
  friends: { account: string; registeredAt: number; earnedMinor: number }[];
}

export const MESSAGE_NOT_FOUND = "Message not found";
export const MESSAGE_REWARD_NOT_FOUND = "Reward not found";
export const MESSAGE_REWARD_CLAIMED = "This reward has already been claimed";
export const MESSAGE_REWARD_EXPIRED = "This reward has expired";
export const MESSAGE_NO_CASHBACK = "There is no cashback to claim in this category";
export const MESSAGE_BAD_PAGE = "Invalid page";

const books = new WeakMap<SandboxState, Map<number, RetentionBooks>>();

function seedBooks(member: SandboxMember, now: number): RetentionBooks {
  const seed = retentionSeed(member.account);
  const tag = String(member.id);
  return {
    messages: seed.messages.map((m, i) => ({ messageId: `M${tag}-${String(seed.messages.length - i).padStart(3, "0")}`, title: m.title, html: m.html, sentAt: Math.round(now - m.ageDays * DAY), read: m.read, deleted: false })),
    rewards: seed.rewards.map((r, i) => ({
      claimId: `RW${tag}-${i + 1}`,
      name: r.name,
      category: r.category,
      amountMinor: r.amountMinor,
      expiresAt: r.expiresInDays === null ? null : now + r.expiresInDays * DAY,
      claimedAt: r.claimedDaysAgo === null ? null : now - r.claimedDaysAgo * DAY,
      recordId: r.claimedDaysAgo === null ? null : `RH${tag}-${i + 1}`,
    })),
    rebates: seed.rebates.map((r) => ({ ...r })),
    rebateHistory: seed.rebateHistory.map((h, i) => ({ recordId: `CH${tag}-${i + 1}`, name: h.category, category: h.category, amountMinor: h.amountMinor, claimedAt: now - h.claimedDaysAgo * DAY })),
    referralCode: seed.referralCode,
    friends: seed.friends.map((f) => ({ account: f.account, registeredAt: now - f.registeredDaysAgo * DAY, earnedMinor: f.earnedMinor })),
  };
}

/** The member's books (seeded at the first read after a reset). */
export function booksOf(store: SandboxStore, member: SandboxMember): RetentionBooks {
  let byMember = books.get(store.state);
  if (!byMember) books.set(store.state, (byMember = new Map()));
  let own = byMember.get(member.id);
  if (!own) byMember.set(member.id, (own = seedBooks(member, store.now())));
  return own;
}

const fieldsOf = (payload: unknown): Record<string, unknown> => (typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const major = (minor: number): number => Number((minor / 100).toFixed(2));
const live = (b: RetentionBooks) => b.messages.filter((m) => !m.deleted);

// ── Inbox ───────────────────────────────────────────────────────────────────────────────────────────────────────

export function unreadCount(store: SandboxStore, member: SandboxMember): number {
  return live(booksOf(store, member)).filter((m) => !m.read).length;
}

/** `GET CSP_getInbox?pageNo&pageSize`: newest first; pageNo from 1, pageSize 1–50. */
export function inboxPage(store: SandboxStore, member: SandboxMember, query: URLSearchParams): Outcome<{ list: unknown[]; pageNo: number; totalPages: number; total: number }> {
  const pageNo = Number(query.get("pageNo") ?? "1");
  const pageSize = Number(query.get("pageSize") ?? "10");
  if (!Number.isInteger(pageNo) || pageNo < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50) return { ok: false, message: MESSAGE_BAD_PAGE };
  const messages = live(booksOf(store, member)).sort((a, b) => b.sentAt - a.sentAt);
  const totalPages = Math.max(1, Math.ceil(messages.length / pageSize));
  const list = messages.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((m) => ({ messageId: m.messageId, title: m.title, sendTime: m.sentAt, read: m.read }));
  return { ok: true, value: { list, pageNo, totalPages, total: messages.length } };
}

function findMessage(store: SandboxStore, member: SandboxMember, payload: unknown): MessageRecord | null {
  const id = text(fieldsOf(payload).messageId);
  return live(booksOf(store, member)).find((m) => m.messageId === id) ?? null;
}

/** `POST CSP_readInbox {messageId}`: the message's content; it is read from now on. */
export function readMessage(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<{ messageId: string; title: string; sendTime: number; content: string }> {
  const message = findMessage(store, member, payload);
  if (!message) return { ok: false, message: MESSAGE_NOT_FOUND };
  message.read = true;
  return { ok: true, value: { messageId: message.messageId, title: message.title, sendTime: message.sentAt, content: message.html } };
}

/** `POST CSP_readAllInbox`: every message read. */
export function readAllMessages(store: SandboxStore, member: SandboxMember): void {
  for (const m of booksOf(store, member).messages) m.read = true;
}

/** `DELETE CSP_deleteInbox {messageId}`: gone for good. */
export function deleteMessage(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<null> {
  const message = findMessage(store, member, payload);
  if (!message) return { ok: false, message: MESSAGE_NOT_FOUND };
  message.deleted = true;
  return { ok: true, value: null };
}

// ── Reward centre ───────────────────────────────────────────────────────────────────────────────────────────────

const claimable = (store: SandboxStore, r: RewardRecord) => r.claimedAt === null && (r.expiresAt === null || r.expiresAt > store.now());

/** `GET MCS2_getPromotionClaimList`: claimable rewards (soonest expiry first) and the claimed ones (newest first). */
export function rewardBook(store: SandboxStore, member: SandboxMember) {
  const own = booksOf(store, member);
  return {
    claimable: own.rewards
      .filter((r) => claimable(store, r))
      .sort((a, b) => (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity))
      .map((r) => ({ claimId: r.claimId, name: r.name, category: r.category, amount: major(r.amountMinor), expiresAt: r.expiresAt })),
    history: own.rewards
      .filter((r) => r.claimedAt !== null)
      .sort((a, b) => (b.claimedAt ?? 0) - (a.claimedAt ?? 0))
      .map((r) => ({ recordId: r.recordId ?? r.claimId, name: r.name, category: r.category, amount: major(r.amountMinor), claimedAt: r.claimedAt ?? 0 })),
  };
}

/** `POST MCSFE_getClaimPromotion {claimId}`: credits the reward once (a `REWARD` ledger row). */
export function claimReward(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<{ claimId: string; amount: number }> {
  const id = text(fieldsOf(payload).claimId);
  const reward = booksOf(store, member).rewards.find((r) => r.claimId === id);
  if (!reward) return { ok: false, message: MESSAGE_REWARD_NOT_FOUND };
  if (reward.claimedAt !== null) return { ok: false, message: MESSAGE_REWARD_CLAIMED };
  if (!claimable(store, reward)) return { ok: false, message: MESSAGE_REWARD_EXPIRED };
  reward.claimedAt = store.now();
  reward.recordId = nextId(store.state.cashier, "RH");
  post(store, member, "REWARD", reward.amountMinor, reward.claimId);
  return { ok: true, value: { claimId: reward.claimId, amount: major(reward.amountMinor) } };
}

// ── Cashback ────────────────────────────────────────────────────────────────────────────────────────────────────

/** `GET MCSFE_getManualRebate`: claimable cashback per category (above zero) and the claims (newest first). */
export function rebateBook(store: SandboxStore, member: SandboxMember) {
  const own = booksOf(store, member);
  return {
    categories: own.rebates.filter((r) => r.amountMinor > 0).map((r) => ({ category: r.category, amount: major(r.amountMinor), validBet: major(r.validBetMinor) })),
    history: [...own.rebateHistory].sort((a, b) => b.claimedAt - a.claimedAt).map((h) => ({ recordId: h.recordId, name: h.name, category: h.category, amount: major(h.amountMinor), claimedAt: h.claimedAt })),
  };
}

/** `POST MCSFE_claimManualRebate {category}`: credits the category's cashback (a `CASHBACK` ledger row) and empties it. */
export function claimRebate(store: SandboxStore, member: SandboxMember, payload: unknown): Outcome<{ claimId: string; amount: number }> {
  const category = text(fieldsOf(payload).category);
  const own = booksOf(store, member);
  const rebate = own.rebates.find((r) => r.category === category);
  if (!rebate || rebate.amountMinor <= 0) return { ok: false, message: MESSAGE_NO_CASHBACK };
  const amount = rebate.amountMinor;
  rebate.amountMinor = 0;
  rebate.validBetMinor = 0;
  const recordId = nextId(store.state.cashier, "CH");
  own.rebateHistory.push({ recordId, name: category, category, amountMinor: amount, claimedAt: store.now() });
  post(store, member, "CASHBACK", amount, recordId);
  return { ok: true, value: { claimId: category, amount: major(amount) } };
}

// ── Referral ────────────────────────────────────────────────────────────────────────────────────────────────────

/** `GET MCSFE_getReferralDetails?autoGenerate=true`: the code, the invitations and what they earned. */
export function referralDetails(store: SandboxStore, member: SandboxMember) {
  const own = booksOf(store, member);
  return { referralCode: own.referralCode, totalInvitations: own.friends.length, totalEarned: major(own.friends.reduce((sum, f) => sum + f.earnedMinor, 0)) };
}

/** `GET MCSFE_getReferralFriends`: the invited friends, newest first. */
export function referralFriends(store: SandboxStore, member: SandboxMember) {
  const own = booksOf(store, member);
  return { list: [...own.friends].sort((a, b) => b.registeredAt - a.registeredAt).map((f) => ({ account: f.account, registeredAt: f.registeredAt, earned: major(f.earnedMinor) })) };
}
