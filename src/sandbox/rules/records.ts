/**
 * The sandbox's records (ADR 0014): each member's betting history, bonuses and the account record.
 *
 * - **Bets**: generated per member from a seeded generator (`hashString(account)`), about 3 500 over the 90 days before
 *   the first time the member's records are read after a reset, newest first: vendor, game, category, bet, valid bet
 *   (a push counts no valid bet), win/loss. Members with no money at the seed (`newbie`) and members added later have
 *   none.
 * - **Bonuses**: 8 to 14 per member over the same 90 days, with the turnover each asks for and how much is done;
 *   ACTIVE, COMPLETED or EXPIRED (an ACTIVE bonus older than 30 days has expired).
 * - **Account record**: the history before the sandbox opened (seeded deposits, withdrawals, wallet transfers, bonus
 *   credits — the sums behind the seed balance) followed by the member's cashier ledger (rules/cashier-ledger.ts:
 *   every deposit credited, withdrawal held or returned, transfer), so a deposit made in the sandbox is listed.
 *
 * Every query is validated (a range within the 90 days, a known time zone and category, paging bounds) and refused
 * with a `records.*` message; totals are summed over the whole filtered range, never over the page.
 */
import { type SandboxStore } from "../store.ts";
import { seedMembers, type SandboxMember } from "../seed/members.ts";
import { createPrng, hashString, type Prng } from "../prng.ts";
import { VENDORS, type Vendor } from "../seed/vendors.ts";
import { toMajorUnits } from "../../api/money.ts";
import { accountOf, type LedgerKind } from "./cashier-ledger.ts";
import type { Outcome } from "./auth.ts";

const DAY_MS = 86_400_000;
/** How far back the platform keeps records (days). */
export const RECORD_DAYS = 90;
export const BET_CATEGORIES = ["LIVE", "SPORTS", "RNG", "FISH", "PVP", "ELOTT", "ESPORTS"] as const;
export type BetCategory = (typeof BET_CATEGORIES)[number];

export interface SandboxBet {
  betId: string;
  vendor: string;
  vendorName: string;
  gameName: string;
  category: BetCategory;
  betTime: number;
  betMinor: number;
  validMinor: number;
  winLossMinor: number;
}

export type BonusState = "ACTIVE" | "COMPLETED" | "EXPIRED";
export interface SandboxBonus {
  bonusId: string;
  name: string;
  amountMinor: number;
  turnoverRequiredMinor: number;
  turnoverDoneMinor: number;
  status: BonusState;
  issuedAt: number;
}

export type TransactionType = "DEPOSIT" | "WITHDRAWAL" | "TRANSFER" | "BONUS";
export interface SandboxTransaction {
  transactionId: string;
  time: number;
  type: TransactionType;
  detail: string;
  amountMinor: number;
  reference: string;
}

interface MemberRecords {
  bets: SandboxBet[];
  bonuses: SandboxBonus[];
  /** The account history before the sandbox opened, newest first. */
  history: SandboxTransaction[];
}

/** Per store state (a reset makes a new state, so the records are generated again). */
const generated = new WeakMap<object, Map<number, MemberRecords>>();

const SEEDED_WITH_HISTORY = new Set(seedMembers().filter((m) => m.balanceMinor > 0).map((m) => m.id));

export const GAMES: Readonly<Record<BetCategory, readonly string[]>> = {
  LIVE: ["Baccarat", "Roulette", "Sic Bo", "Dragon Tiger", "Blackjack", "Fan Tan"],
  SPORTS: ["Football", "Basketball", "Tennis", "Volleyball", "Cockfight"],
  RNG: ["Golden Temple", "Lucky Koi", "Dragon Treasure", "Fruit Party", "Wild Safari", "Samba Nights", "Jungle Gems"],
  FISH: ["Ocean King", "Fishing Frenzy", "Deep Sea Hunter"],
  PVP: ["Teen Patti", "Rummy", "Ludo", "Texas Poker"],
  ELOTT: ["Lotto 5D", "Keno", "Lotto 3D", "Quick 3"],
  ESPORTS: ["League of Legends", "Counter-Strike 2", "Dota 2"],
};
/** How often each category is played (weights). */
const WEIGHTS: readonly [BetCategory, number][] = [["RNG", 40], ["LIVE", 20], ["SPORTS", 15], ["FISH", 10], ["PVP", 7], ["ELOTT", 5], ["ESPORTS", 3]];
const ESPORTS_VENDORS = new Set(["TF", "IA"]);
const STAKES = [100, 200, 500, 1000, 2000, 5000, 10000, 20000];
const BONUS_NAMES = ["Welcome deposit bonus", "Reload bonus", "Weekly cashback", "Birthday bonus", "VIP upgrade bonus", "Daily sign-in reward"];

export function vendorsOf(category: BetCategory): Vendor[] {
  switch (category) {
    case "ESPORTS":
      return VENDORS.filter((v) => ESPORTS_VENDORS.has(v.code));
    case "SPORTS":
      return VENDORS.filter((v) => v.type === "SPORTS" && !ESPORTS_VENDORS.has(v.code));
    case "ELOTT":
      return VENDORS.filter((v) => v.type === "ELOTT" || v.type === "LOTT");
    default:
      return VENDORS.filter((v) => v.type === category);
  }
}

export function weighted(prng: Prng): BetCategory {
  let roll = prng.int(1, WEIGHTS.reduce((sum, [, w]) => sum + w, 0));
  for (const [category, weight] of WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return category;
  }
  return "RNG";
}

function generateBets(prng: Prng, anchor: number): SandboxBet[] {
  const total = 3000 + prng.int(0, 1000);
  const bets: SandboxBet[] = [];
  for (let i = 0; i < total; i += 1) {
    const category = weighted(prng);
    const vendors = vendorsOf(category);
    const vendor = vendors.length > 0 ? prng.pick(vendors) : { code: category, name: category };
    const betMinor = prng.pick(STAKES);
    const roll = prng.next();
    let winLossMinor: number;
    let validMinor = betMinor;
    if (roll < 0.5) winLossMinor = -betMinor;
    else if (roll < 0.9) winLossMinor = Math.round(betMinor * prng.pick([0.5, 1, 1.5, 2]));
    else if (roll < 0.96) {
      winLossMinor = 0;
      validMinor = 0;
    } else winLossMinor = betMinor * prng.pick([5, 10, 20]);
    bets.push({
      betId: "",
      vendor: vendor.code,
      vendorName: vendor.name,
      gameName: prng.pick(GAMES[category]),
      category,
      betTime: anchor - prng.int(0, RECORD_DAYS * DAY_MS - 1),
      betMinor,
      validMinor,
      winLossMinor,
    });
  }
  bets.sort((a, b) => b.betTime - a.betTime);
  return bets.map((bet, index) => ({ ...bet, betId: `BT${String(bets.length - index).padStart(7, "0")}` }));
}

function generateBonuses(prng: Prng, anchor: number): SandboxBonus[] {
  const count = prng.int(8, 14);
  const bonuses: SandboxBonus[] = [];
  for (let i = 0; i < count; i += 1) {
    const issuedAt = anchor - prng.int(DAY_MS / 24, RECORD_DAYS * DAY_MS - DAY_MS);
    const amountMinor = prng.int(5, 500) * 100;
    const turnoverRequiredMinor = amountMinor * prng.pick([1, 3, 5, 10]);
    const done = prng.next() < 0.45 ? turnoverRequiredMinor : Math.floor((turnoverRequiredMinor * prng.int(0, 95)) / 100);
    const status: BonusState = done >= turnoverRequiredMinor ? "COMPLETED" : anchor - issuedAt > 30 * DAY_MS ? "EXPIRED" : "ACTIVE";
    bonuses.push({ bonusId: "", name: prng.pick(BONUS_NAMES), amountMinor, turnoverRequiredMinor, turnoverDoneMinor: done, status, issuedAt });
  }
  bonuses.sort((a, b) => b.issuedAt - a.issuedAt);
  return bonuses.map((bonus, index) => ({ ...bonus, bonusId: `BN${String(bonuses.length - index).padStart(5, "0")}` }));
}

function generateHistory(prng: Prng, anchor: number, bonuses: readonly SandboxBonus[]): SandboxTransaction[] {
  const rows: Omit<SandboxTransaction, "transactionId">[] = [];
  const count = prng.int(18, 30);
  for (let i = 0; i < count; i += 1) {
    const time = anchor - prng.int(DAY_MS / 24, RECORD_DAYS * DAY_MS - DAY_MS);
    const roll = prng.next();
    const amount = prng.int(20, 1000) * 100;
    if (roll < 0.45) rows.push({ time, type: "DEPOSIT", detail: "DEPOSIT", amountMinor: amount, reference: `HD${prng.hex(8).toUpperCase()}` });
    else if (roll < 0.7) rows.push({ time, type: "WITHDRAWAL", detail: "WITHDRAWAL", amountMinor: -amount, reference: `HW${prng.hex(8).toUpperCase()}` });
    else {
      const vendor = prng.pick(VENDORS);
      const out = roll < 0.85;
      rows.push({ time, type: "TRANSFER", detail: out ? "TRANSFER_OUT" : "TRANSFER_IN", amountMinor: out ? -amount : amount, reference: vendor.name });
    }
  }
  for (const bonus of bonuses) rows.push({ time: bonus.issuedAt, type: "BONUS", detail: "BONUS", amountMinor: bonus.amountMinor, reference: bonus.name });
  rows.sort((a, b) => b.time - a.time);
  return rows.map((row, index) => ({ ...row, transactionId: `H${String(rows.length - index).padStart(6, "0")}` }));
}

/** The member's generated records (made on first use after a reset, anchored at that moment of the sandbox clock). */
export function recordsOf(store: SandboxStore, member: SandboxMember): MemberRecords {
  let byMember = generated.get(store.state);
  if (!byMember) {
    byMember = new Map();
    generated.set(store.state, byMember);
  }
  let records = byMember.get(member.id);
  if (!records) {
    if (!SEEDED_WITH_HISTORY.has(member.id)) records = { bets: [], bonuses: [], history: [] };
    else {
      const anchor = store.now();
      const bets = generateBets(createPrng(hashString(`bets:${member.account}`)), anchor);
      const bonuses = generateBonuses(createPrng(hashString(`bonuses:${member.account}`)), anchor);
      records = { bets, bonuses, history: generateHistory(createPrng(hashString(`history:${member.account}`)), anchor, bonuses) };
    }
    byMember.set(member.id, records);
  }
  return records;
}

// ── Queries ─────────────────────────────────────────────────────────────────────────────────────────────────────

export interface RangeQuery {
  startTime: number;
  endTime: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** A day formatter of an IANA time zone, or null for an unknown zone. */
function dayFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      return null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const int = (text: string | null): number | null => {
  if (text === null || text.trim() === "") return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
};

/** The range of a query: both ends, the start not after the end, at most 90 days (plus a day of time-zone slack) back. */
export function parseRange(store: SandboxStore, params: URLSearchParams): Outcome<RangeQuery> {
  const startTime = int(params.get("startTime"));
  const endTime = int(params.get("endTime"));
  if (startTime === null || endTime === null || startTime < 0 || startTime > endTime) return { ok: false, message: "records.range.invalid" };
  if (startTime < store.now() - (RECORD_DAYS + 1) * DAY_MS) return { ok: false, message: "records.range.tooOld" };
  return { ok: true, value: { startTime, endTime } };
}

export function parsePaging(params: URLSearchParams): Outcome<{ pageNo: number; pageSize: number }> {
  const pageNo = int(params.get("pageNo")) ?? 1;
  const pageSize = int(params.get("pageSize")) ?? 20;
  if (pageNo < 1 || pageSize < 1 || pageSize > 100) return { ok: false, message: "records.paging.invalid" };
  return { ok: true, value: { pageNo, pageSize } };
}

function choice<T extends string>(value: string | null, allowed: readonly T[]): T | "ALL" | null {
  const v = (value ?? "ALL").toUpperCase();
  if (v === "ALL") return "ALL";
  return (allowed as readonly string[]).includes(v) ? (v as T) : null;
}

const page = <T>(rows: readonly T[], { pageNo, pageSize }: { pageNo: number; pageSize: number }): T[] => rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
const major = toMajorUnits;

function filteredBets(store: SandboxStore, member: SandboxMember, range: RangeQuery, category: BetCategory | "ALL"): SandboxBet[] {
  return recordsOf(store, member).bets.filter((b) => b.betTime >= range.startTime && b.betTime <= range.endTime && (category === "ALL" || b.category === category));
}

/** `ODSFE2_getBettingRecords`: one page of the member's bets in the range, newest first, and the totals of the range. */
export function bettingRecords(store: SandboxStore, member: SandboxMember, params: URLSearchParams): Outcome<unknown> {
  const range = parseRange(store, params);
  if (!range.ok) return range;
  const paging = parsePaging(params);
  if (!paging.ok) return paging;
  const category = choice(params.get("gameCategory"), BET_CATEGORIES);
  if (category === null) return { ok: false, message: "records.category.invalid" };
  const bets = filteredBets(store, member, range.value, category);
  const sum = (pick: (b: SandboxBet) => number) => bets.reduce((total, b) => total + pick(b), 0);
  return {
    ok: true,
    value: {
      list: page(bets, paging.value).map((b) => ({
        betId: b.betId,
        vendor: b.vendor,
        vendorName: b.vendorName,
        gameName: b.gameName,
        gameCategory: b.category,
        betTime: b.betTime,
        betAmount: major(b.betMinor),
        validBetAmount: major(b.validMinor),
        winLoss: major(b.winLossMinor),
      })),
      totalRecords: bets.length,
      totals: { betAmount: major(sum((b) => b.betMinor)), validBetAmount: major(sum((b) => b.validMinor)), winLoss: major(sum((b) => b.winLossMinor)) },
    },
  };
}

/** `ODSFE2_getPersonalProfit`: every day of the range in the asked time zone, oldest first, with its bets summed. */
export function personalProfit(store: SandboxStore, member: SandboxMember, params: URLSearchParams): Outcome<unknown> {
  const range = parseRange(store, params);
  if (!range.ok) return range;
  const formatter = dayFormatter(params.get("timeZone") ?? "UTC");
  if (!formatter) return { ok: false, message: "records.timeZone.invalid" };
  const category = choice(params.get("gameCategory"), BET_CATEGORIES);
  if (category === null) return { ok: false, message: "records.category.invalid" };
  if (range.value.endTime - range.value.startTime > (RECORD_DAYS + 1) * DAY_MS) return { ok: false, message: "records.range.invalid" };
  const days = new Map<string, { betCount: number; bet: number; valid: number; winLoss: number }>();
  // Every day of the range, even one without a bet (hours step: a day of a daylight-saving change is 23 or 25 hours).
  for (let t = range.value.startTime; t <= range.value.endTime; t += DAY_MS / 4) days.set(formatter.format(t), { betCount: 0, bet: 0, valid: 0, winLoss: 0 });
  days.set(formatter.format(range.value.endTime), { betCount: 0, bet: 0, valid: 0, winLoss: 0 });
  for (const bet of filteredBets(store, member, range.value, category)) {
    const day = days.get(formatter.format(bet.betTime));
    if (!day) continue;
    day.betCount += 1;
    day.bet += bet.betMinor;
    day.valid += bet.validMinor;
    day.winLoss += bet.winLossMinor;
  }
  const list = [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
  const total = list.reduce((sum, [, d]) => ({ betCount: sum.betCount + d.betCount, bet: sum.bet + d.bet, valid: sum.valid + d.valid, winLoss: sum.winLoss + d.winLoss }), { betCount: 0, bet: 0, valid: 0, winLoss: 0 });
  return {
    ok: true,
    value: {
      days: list.map(([date, d]) => ({ date, betCount: d.betCount, betAmount: major(d.bet), validBetAmount: major(d.valid), winLoss: major(d.winLoss) })),
      totals: { betCount: total.betCount, betAmount: major(total.bet), validBetAmount: major(total.valid), winLoss: major(total.winLoss) },
    },
  };
}

const LEDGER_TYPES: Readonly<Record<Exclude<LedgerKind, "OPENING">, TransactionType>> = {
  DEPOSIT: "DEPOSIT",
  WITHDRAWAL: "WITHDRAWAL",
  WITHDRAWAL_RETURNED: "WITHDRAWAL",
  TRANSFER_OUT: "TRANSFER",
  TRANSFER_IN: "TRANSFER",
  UPLINE_TRANSFER: "TRANSFER",
  DOWNLINE_TRANSFER: "TRANSFER",
  UPLINE_TRANSFER_IN: "TRANSFER",
  // A reward or cashback claimed in the reward centre is a bonus on the account record.
  REWARD: "BONUS",
  CASHBACK: "BONUS",
  // Points converted to the main wallet (the points mall) credit it like a bonus.
  POINTS_CONVERTED: "BONUS",
};

/** The member's account record: the ledger since the sandbox opened (not its opening row) and the history before it, newest first. */
export function transactionsOf(store: SandboxStore, member: SandboxMember): SandboxTransaction[] {
  const ledger = accountOf(store, member)
    .ledger.filter((row) => row.kind !== "OPENING")
    .map((row): SandboxTransaction => ({ transactionId: row.id, time: row.at, type: LEDGER_TYPES[row.kind as Exclude<LedgerKind, "OPENING">], detail: row.kind, amountMinor: row.amount, reference: row.reference }));
  return [...ledger.reverse(), ...recordsOf(store, member).history].sort((a, b) => b.time - a.time);
}

/** `ODSFE2_getTransactionHistory`: one page of the account record in the range, newest first, with money in and out of the range. */
export function transactionHistory(store: SandboxStore, member: SandboxMember, params: URLSearchParams): Outcome<unknown> {
  const range = parseRange(store, params);
  if (!range.ok) return range;
  const paging = parsePaging(params);
  if (!paging.ok) return paging;
  const type = choice(params.get("type"), ["DEPOSIT", "WITHDRAWAL", "TRANSFER", "BONUS"] as const);
  if (type === null) return { ok: false, message: "records.category.invalid" };
  const rows = transactionsOf(store, member).filter((t) => t.time >= range.value.startTime && t.time <= range.value.endTime && (type === "ALL" || t.type === type));
  const credit = rows.filter((t) => t.amountMinor > 0).reduce((sum, t) => sum + t.amountMinor, 0);
  const debit = rows.filter((t) => t.amountMinor < 0).reduce((sum, t) => sum - t.amountMinor, 0);
  return {
    ok: true,
    value: {
      list: page(rows, paging.value).map((t) => ({ transactionId: t.transactionId, time: t.time, type: t.type, detail: t.detail, amount: major(t.amountMinor), reference: t.reference })),
      totalRecords: rows.length,
      totals: { credit: major(credit), debit: major(debit) },
    },
  };
}

/** `MCS2_getBonusDetails`: one page of the member's bonuses issued in the range, newest first. */
export function bonusDetails(store: SandboxStore, member: SandboxMember, params: URLSearchParams): Outcome<unknown> {
  const range = parseRange(store, params);
  if (!range.ok) return range;
  const paging = parsePaging(params);
  if (!paging.ok) return paging;
  const status = choice(params.get("status"), ["ACTIVE", "COMPLETED", "EXPIRED"] as const);
  if (status === null) return { ok: false, message: "records.category.invalid" };
  const rows = recordsOf(store, member).bonuses.filter((b) => b.issuedAt >= range.value.startTime && b.issuedAt <= range.value.endTime && (status === "ALL" || b.status === status));
  return {
    ok: true,
    value: {
      list: page(rows, paging.value).map((b) => ({
        bonusId: b.bonusId,
        bonusName: b.name,
        amount: major(b.amountMinor),
        turnoverRequired: major(b.turnoverRequiredMinor),
        turnoverCompleted: major(b.turnoverDoneMinor),
        status: b.status,
        issuedTime: b.issuedAt,
      })),
      totalRecords: rows.length,
      totals: { amount: major(rows.reduce((sum, b) => sum + b.amountMinor, 0)) },
    },
  };
}
