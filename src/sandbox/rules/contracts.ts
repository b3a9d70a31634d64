/**
 * Agent contracts as the sandbox platform applies them (issue 29; SPEC §3, §4, §9): the consolidated contract info
 * (`/wps/member/info/funds/consolidated`) and the records each kind of contract paid, summed per period.
 *
 * Rules (the site's and its sandbox's agreement; the platform's are not in the SPEC or research):
 * - A contract pays from the day it was accepted until the day before it was terminated; pending and rejected
 *   contracts never pay. Records cover the 90 closed days before today (platform days, UTC).
 * - A team's day (valid bets, profit/loss, active members) is generated from the contract id and the day, so every
 *   answer is the same for the same clock; the upline's contract with `agent01` covers its whole team (4× a
 *   sub-agent's).
 * - Daily salary: each day, the highest tier whose daily bet amount and active members the day reached pays its
 *   rate of the day's valid bets. Hourly salary: the same with the day's average hourly valid bets. Real-time
 *   salary: each settlement (every 5 minutes) pays the loss rate of its valid bets when the team lost, the profit
 *   rate when it won; a day sums its settlements. Dividend: over each period, the highest tier whose period valid
 *   bet, period loss and active members the period reached pays its rate of the team's loss.
 * - A period row sums the days of the period (active members: the busiest day); its rate is the tier's rate when one
 *   rate applied to every day, else what was paid over the valid bets.
 */
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { AGENT_UPLINE, type SandboxContract } from "../seed/contracts.ts";
import { toMajorUnits, toMinorUnits } from "../../api/money.ts";
import { moduleOn } from "./modules.ts";
import { CONTRACT_KINDS } from "../../../machines/agent-centre/agent-centre.types.ts";
import { fieldsOf, MESSAGE_BAD_REQUEST, type Outcome } from "./auth.ts";
import { directDownlines, isAgentMember, teamOf } from "./agent-team.ts";
import { CONTRACT_PERIODS, SETTLEMENT_INTERVAL_MS, type ContractKind, type ContractPeriod, type ContractTier, type RealTimeTerms } from "../../../machines/contract-records/contract-records.types.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Closed days a record answer covers. */
export const CONTRACT_RECORD_DAYS = 90;
/** Real-time settlements an answer lists. */
export const LAST_SETTLEMENTS = 12;

/** Each kind's whitelabel flag and its two consolidated fields (research §4.11). */
export const CONTRACT_KIND_WIRE: Readonly<Record<ContractKind, { modId: string; info: string; req: string; type: string }>> = {
  dividend: { modId: "SIGNCONDIV3", info: "divtypeinfo", req: "divtypereq", type: "DIVIDEND" },
  dailySalary: { modId: "DAILYSALCONT3", info: "dailysalinfotype", req: "dailysalreqtype", type: "DAILY_SALARY" },
  hourlySalary: { modId: "HOURSAL3", info: "contracthoursalinfo", req: "contracthoursalreq", type: "HOUR_SALARY" },
  realTimeSalary: { modId: "RTSALARY3", info: "realtimesalinfotype", req: "realtimesalreqtype", type: "REALTIME_SALARY" },
};


/** The contracts `member` is a party to, of one kind. */
export function contractsOf(store: SandboxStore, member: SandboxMember, kind: ContractKind): SandboxContract[] {
  const name = member.account.toLowerCase();
  return store.state.contracts.filter((c) => c.kind === kind && (c.upline.toLowerCase() === name || c.downline.toLowerCase() === name));
}

/**
 * `value` of `/wps/member/info/funds/consolidated`: for each kind whose flag is on, its `…info…` field when the
 * member has an active contract of the kind (either side), and its `…req…` field when offers wait for the member's
 * answer. Absent fields mean "none".
 */
export function consolidatedInfo(store: SandboxStore, member: SandboxMember): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const name = member.account.toLowerCase();
  for (const kind of CONTRACT_KINDS) {
    const wire = CONTRACT_KIND_WIRE[kind];
    if (!moduleOn(store, wire.modId)) continue;
    const mine = contractsOf(store, member, kind);
    const active = mine.filter((c) => c.state === "active");
    if (active.length > 0) value[wire.info] = active.map((c) => ({ contractId: c.contractId, role: sideOf(c, name).role }));
    const offers = mine.filter((c) => c.state === "pending" && c.downline.toLowerCase() === name);
    if (offers.length > 0) value[wire.req] = offers.map((c) => ({ contractId: c.contractId, upline: c.upline, offerTime: c.offeredAt }));
  }
  return value;
}

/** FNV-1a: a stable number in [0, 1) for a key. */
function unit(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 4294967296;
}

interface TeamDay {
  validBet: number;
  profitLoss: number;
  activeMembers: number;
}

/** The team's day under a contract (`day`: days since the epoch). */
export function teamDay(contract: SandboxContract, day: number): TeamDay {
  const scale = contract.upline === AGENT_UPLINE ? 4 : 1;
  const key = `${contract.contractId}:${day}`;
  const validBet = Math.round((300_000 + unit(`${key}:v`) * 2_700_000) * scale);
  return {
    validBet,
    profitLoss: Math.round(validBet * (unit(`${key}:p`) * 0.16 - 0.11)),
    activeMembers: Math.round((2 + unit(`${key}:a`) * 10) * scale),
  };
}

/** The highest tier the figures reach, or null. `bet` is compared with the tier's bet amount, `loss` with its profit/loss. */
export function tierReached(tiers: readonly ContractTier[], bet: number, loss: number, activeMembers: number): ContractTier | null {
  let reached: ContractTier | null = null;
  for (const t of tiers) if (bet >= t.betAmount && loss >= t.profitLoss && activeMembers >= t.activeMembers && (!reached || t.rate > reached.rate)) reached = t;
  return reached;
}

const share = (amount: number, rate: number) => Math.floor((amount * rate) / 10_000);

/** What a salary contract paid for one day, and at which rate (dividends are paid per period, not per day). */
function salaryDay(contract: SandboxContract, figures: TeamDay): { amount: number; rate: number } {
  switch (contract.kind) {
    case "dailySalary": {
      const t = tierReached(contract.tiers, figures.validBet, 0, figures.activeMembers);
      return t ? { amount: share(figures.validBet, t.rate), rate: t.rate } : { amount: 0, rate: 0 };
    }
    case "hourlySalary": {
      const t = tierReached(contract.tiers, Math.floor(figures.validBet / 24), 0, figures.activeMembers);
      return t ? { amount: share(figures.validBet, t.rate), rate: t.rate } : { amount: 0, rate: 0 };
    }
    case "realTimeSalary": {
      const terms = contract.realTime!;
      const rate = figures.profitLoss < 0 ? terms.lossRate : terms.profitRate;
      return { amount: share(figures.validBet, rate), rate };
    }
    case "dividend":
      return { amount: 0, rate: 0 };
  }
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The first and last day (days since the epoch) of the period holding `day`. */
export function periodOf(period: ContractPeriod, day: number): { first: number; last: number } {
  const date = new Date(day * DAY_MS);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const d = date.getUTCDate();
  const dayOf = (yy: number, mm: number, dd: number) => Math.floor(Date.UTC(yy, mm, dd) / DAY_MS);
  switch (period) {
    case "DAILY":
      return { first: day, last: day };
    case "WEEKLY": {
      // Weeks run Monday to Sunday; day 0 (1 January 1970) was a Thursday.
      const first = day - ((day + 3) % 7);
      return { first, last: first + 6 };
    }
    case "SEMIMONTHLY":
      return d <= 15 ? { first: dayOf(y, m, 1), last: dayOf(y, m, 15) } : { first: dayOf(y, m, 16), last: dayOf(y, m + 1, 0) };
    case "MONTHLY":
      return { first: dayOf(y, m, 1), last: dayOf(y, m + 1, 0) };
  }
}

export interface PeriodRecord {
  recordId: string;
  contract: SandboxContract;
  first: number;
  last: number;
  validBet: number;
  profitLoss: number;
  activeMembers: number;
  rate: number;
  amount: number;
}

/** The days (since the epoch) a contract paid within the record window ending yesterday. */
function paidDays(contract: SandboxContract, today: number): number[] {
  if (contract.activeFrom === null || (contract.state !== "active" && contract.state !== "terminated")) return [];
  const from = Math.max(Math.floor(contract.activeFrom / DAY_MS), today - CONTRACT_RECORD_DAYS);
  const end = contract.state === "terminated" && contract.decidedAt !== null ? Math.floor(contract.decidedAt / DAY_MS) : today;
  const days: number[] = [];
  for (let day = from; day < end; day++) days.push(day);
  return days;
}

/** Every period record of the member's contracts of a kind, newest period first. */
export function periodRecords(store: SandboxStore, member: SandboxMember, kind: ContractKind, period: ContractPeriod): PeriodRecord[] {
  const today = Math.floor(store.now() / DAY_MS);
  const name = member.account.toLowerCase();
  const out: PeriodRecord[] = [];
  for (const contract of contractsOf(store, member, kind)) {
    const buckets = new Map<number, PeriodRecord & { rates: Set<number> }>();
    for (const day of paidDays(contract, today)) {
      const { first, last } = periodOf(period, day);
      const figures = teamDay(contract, day);
      const paid = salaryDay(contract, figures);
      const bucket = buckets.get(first) ?? { recordId: `${contract.contractId}-${period[0]}${isoDay(first).replaceAll("-", "")}`, contract, first, last, validBet: 0, profitLoss: 0, activeMembers: 0, rate: 0, amount: 0, rates: new Set<number>() };
      bucket.validBet += figures.validBet;
      bucket.profitLoss += figures.profitLoss;
      bucket.activeMembers = Math.max(bucket.activeMembers, figures.activeMembers);
      bucket.amount += paid.amount;
      bucket.rates.add(paid.rate);
      buckets.set(first, bucket);
    }
    for (const { rates, ...bucket } of buckets.values()) {
      if (kind === "dividend") {
        const loss = Math.max(0, -bucket.profitLoss);
        const t = tierReached(contract.tiers, bucket.validBet, loss, bucket.activeMembers);
        bucket.rate = t?.rate ?? 0;
        bucket.amount = t ? share(loss, t.rate) : 0;
      } else {
        bucket.rate = rates.size === 1 ? [...rates][0]! : bucket.validBet > 0 ? Math.round((bucket.amount * 10_000) / bucket.validBet) : 0;
      }
      out.push(bucket);
    }
  }
  const ownFirst = (r: PeriodRecord) => (r.contract.downline.toLowerCase() === name ? 0 : 1);
  return out.sort((a, b) => b.first - a.first || ownFirst(a) - ownFirst(b) || a.contract.contractId.localeCompare(b.contract.contractId));
}

/** The last real-time settlements of the member's active real-time contracts, newest first. */
export function lastSettlements(store: SandboxStore, member: SandboxMember): { at: number; contract: SandboxContract; validBet: number; profitLoss: number; rate: number; amount: number }[] {
  const now = store.now();
  const latest = Math.floor(now / SETTLEMENT_INTERVAL_MS) * SETTLEMENT_INTERVAL_MS;
  const active = contractsOf(store, member, "realTimeSalary").filter((c) => c.state === "active" && c.activeFrom !== null);
  const out = [];
  for (let k = 0; k < LAST_SETTLEMENTS && out.length < LAST_SETTLEMENTS; k++) {
    const at = latest - k * SETTLEMENT_INTERVAL_MS;
    for (const contract of active) {
      if (contract.activeFrom! > at) continue;
      const scale = contract.upline === AGENT_UPLINE ? 4 : 1;
      const key = `${contract.contractId}@${at}`;
      const validBet = Math.round((2_000 + unit(`${key}:v`) * 60_000) * scale);
      const profitLoss = Math.round(validBet * (unit(`${key}:p`) * 0.2 - 0.12));
      const terms = contract.realTime!;
      const rate = profitLoss < 0 ? terms.lossRate : terms.profitRate;
      out.push({ at, contract, validBet, profitLoss, rate, amount: share(validBet, rate) });
    }
  }
  return out.slice(0, LAST_SETTLEMENTS);
}

const int = (text: string | null): number | null => {
  if (text === null || text.trim() === "") return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
};

const major = toMajorUnits;
/** Basis points as the wire's percent (150 → 1.5). */
const percent = (bps: number) => Number((bps / 100).toFixed(2));

/** The member's side of a contract (`name` lower case): DOWNLINE when they receive it, and the other party. */
function sideOf(contract: Pick<SandboxContract, "upline" | "downline">, name: string) {
  const downline = contract.downline.toLowerCase() === name;
  return { role: downline ? ("DOWNLINE" as const) : ("UPLINE" as const), counterpart: downline ? contract.upline : contract.downline };
}

function wireContract(contract: SandboxContract, member: SandboxMember) {
  return {
    contractId: contract.contractId,
    contractType: CONTRACT_KIND_WIRE[contract.kind].type,
    role: sideOf(contract, member.account.toLowerCase()).role,
    upline: contract.upline,
    downline: contract.downline,
    status: contract.state.toUpperCase(),
    offerTime: contract.offeredAt,
    decisionTime: contract.decidedAt,
    tiers: contract.tiers.map((t) => ({ betAmount: major(t.betAmount), profitLoss: major(t.profitLoss), activeMembers: t.activeMembers, rate: percent(t.rate) })),
    profitRate: contract.realTime ? percent(contract.realTime.profitRate) : null,
    lossRate: contract.realTime ? percent(contract.realTime.lossRate) : null,
    singleBetAmount: contract.realTime ? major(contract.realTime.singleBetAmount) : null,
  };
}

/**
 * `value` of a kind's record call (`MCSFE_get…ContractRecords?period=&pageNo=&pageSize=`): the member's contracts of
 * the kind (its own with its upline first, then those it gave, newest offer first), one page of the period's
 * records, their count and the totals received and paid; real-time salary adds the next settlement and the last
 * settlements. Refusals: `contracts.period.invalid`, `contracts.paging.invalid`, the kind's flag off.
 */
export function contractRecords(store: SandboxStore, member: SandboxMember, kind: ContractKind, params: URLSearchParams): Outcome<unknown> {
  if (!moduleOn(store, CONTRACT_KIND_WIRE[kind].modId)) return { ok: false, message: "This function is not available" };
  const period = (params.get("period") ?? "").toUpperCase();
  if (!(CONTRACT_PERIODS as readonly string[]).includes(period)) return { ok: false, message: "contracts.period.invalid" };
  const pageNo = int(params.get("pageNo")) ?? 1;
  const pageSize = int(params.get("pageSize")) ?? 20;
  if (pageNo < 1 || pageSize < 1 || pageSize > 100) return { ok: false, message: "contracts.paging.invalid" };
  const name = member.account.toLowerCase();
  const records = periodRecords(store, member, kind, period as ContractPeriod);
  const received = records.filter((r) => r.contract.downline.toLowerCase() === name).reduce((sum, r) => sum + r.amount, 0);
  const paid = records.filter((r) => r.contract.downline.toLowerCase() !== name).reduce((sum, r) => sum + r.amount, 0);
  const contracts = contractsOf(store, member, kind)
    .slice()
    .sort((a, b) => (a.downline.toLowerCase() === name ? 0 : 1) - (b.downline.toLowerCase() === name ? 0 : 1) || b.offeredAt - a.offeredAt);
  const now = store.now();
  const realTime = kind === "realTimeSalary";
  return {
    ok: true,
    value: {
      contracts: contracts.map((c) => wireContract(c, member)),
      list: records.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((r) => {
        return {
          recordId: r.recordId,
          contractId: r.contract.contractId,
          ...sideOf(r.contract, name),
          periodStart: isoDay(r.first),
          periodEnd: isoDay(r.last),
          validBetAmount: major(r.validBet),
          profitLoss: major(r.profitLoss),
          activeMembers: r.activeMembers,
          rate: percent(r.rate),
          amount: major(r.amount),
        };
      }),
      totalRecords: records.length,
      totals: { received: major(received), paid: major(paid) },
      serverTime: now,
      nextSettlementTime: realTime ? (Math.floor(now / SETTLEMENT_INTERVAL_MS) + 1) * SETTLEMENT_INTERVAL_MS : null,
      settlements: realTime
        ? lastSettlements(store, member).map((s) => {
            return {
              settledTime: s.at,
              contractId: s.contract.contractId,
              ...sideOf(s.contract, name),
              validBetAmount: major(s.validBet),
              profitLoss: major(s.profitLoss),
              rate: percent(s.rate),
              amount: major(s.amount),
            };
          })
        : [],
    },
  };
}

// ── Offers, answers and terminations (issue 29; SPEC §4; deviation OFR-09) ───────────────────────────────────────────

/** The refusals of the contract calls (dotted codes the site translates). */
export const CONTRACT_MESSAGE = {
  notAgent: "contracts.offer.notAgent",
  notDownline: "contracts.offer.notDownline",
  terms: "contracts.terms.invalid",
  aboveOwn: "contracts.rate.aboveOwn",
  noOwn: "contracts.offer.noOwnContract",
  endingChanged: "contracts.offer.endingChanged",
  notFound: "contracts.contract.notFound",
  notYours: "contracts.contract.notYours",
  notPending: "contracts.offer.notPending",
  notLive: "contracts.contract.notLive",
  badAction: MESSAGE_BAD_REQUEST,
} as const;

/** The actions one kind's contract call takes (`action` of the body). */
const CONTRACT_ACTIONS = ["CHECK", "OFFER", "ACCEPT", "REJECT", "TERMINATE"] as const;

/** At most this many tiers in one contract (the site's MAX_TIERS). */
const MAX_OFFER_TIERS = 10;
const OFFER_PERIODS: readonly string[] = ["DAILY", "WEEKLY", "SEMIMONTHLY", "MONTHLY"];

/** A contract is live while it is pending or active: it can be ended, and a cheaper offer replaces it. */
export const isLive = (c: SandboxContract): boolean => c.state === "pending" || c.state === "active";

/** A contract's highest rate (basis points). */
export function topRateOf(c: Pick<SandboxContract, "tiers" | "realTime">): number {
  if (c.realTime) return Math.max(c.realTime.profitRate, c.realTime.lossRate);
  return Math.max(0, ...c.tiers.map((t) => t.rate));
}

/** The agent's own rate of a kind: the top rate of the active contract its upline gave it, or null when it has none. */
export function ownRate(store: SandboxStore, agent: SandboxMember, kind: ContractKind): number | null {
  const name = agent.account.toLowerCase();
  const own = store.state.contracts.filter((c) => c.kind === kind && c.state === "active" && c.downline.toLowerCase() === name);
  return own.length === 0 ? null : Math.max(...own.map(topRateOf));
}

/** A positive integer count, or null. */
const countOf = (value: unknown): number | null => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 ? n : null;
};
/** A decimal (major units or a percent) as minor units / basis points, zero allowed; null when not one. */
const decimalOf = (value: unknown): number | null => {
  if (typeof value !== "number" && typeof value !== "string") return null;
  const minor = toMinorUnits(value);
  return minor !== null && minor >= 0 ? minor : null;
};

interface OfferTerms {
  period: string;
  tiers: ContractTier[];
  betAmount: number | null;
  realTime: RealTimeTerms | null;
}

/**
 * The offer's terms from the body, checked with the site's rules (its `termsProblems`): one to ten complete tiers,
 * valid bet rising and rate not falling from tier to tier, rates above zero and not above the agent's own; a bet
 * amount for daily and hourly salary; real-time salary's profit rate, loss rate and single-bet amount.
 */
export function parseOfferTerms(kind: ContractKind, body: Record<string, unknown>, own: number): Outcome<OfferTerms> {
  const period = typeof body.period === "string" ? body.period.toUpperCase() : "";
  if (!OFFER_PERIODS.includes(period)) return { ok: false, message: CONTRACT_MESSAGE.terms };
  if (kind === "realTimeSalary") {
    const profitRate = decimalOf(body.profitRate);
    const lossRate = decimalOf(body.lossRate);
    const singleBetAmount = decimalOf(body.singleBetAmount);
    if (profitRate === null || lossRate === null || singleBetAmount === null || profitRate <= 0 || lossRate <= 0 || singleBetAmount <= 0) return { ok: false, message: CONTRACT_MESSAGE.terms };
    if (profitRate > own || lossRate > own) return { ok: false, message: CONTRACT_MESSAGE.aboveOwn };
    return { ok: true, value: { period, tiers: [], betAmount: null, realTime: { profitRate, lossRate, singleBetAmount } } };
  }
  const wire = Array.isArray(body.tiers) ? body.tiers : [];
  if (wire.length === 0 || wire.length > MAX_OFFER_TIERS) return { ok: false, message: CONTRACT_MESSAGE.terms };
  const tiers: ContractTier[] = [];
  for (const item of wire) {
    const t = fieldsOf(item);
    const betAmount = decimalOf(t.betAmount);
    const profitLoss = decimalOf(t.profitLoss);
    const activeMembers = countOf(t.activeMembers);
    const rate = decimalOf(t.rate);
    if (betAmount === null || profitLoss === null || activeMembers === null || rate === null || rate <= 0) return { ok: false, message: CONTRACT_MESSAGE.terms };
    tiers.push({ betAmount, profitLoss, activeMembers, rate });
  }
  if (tiers.some((t) => t.rate > own)) return { ok: false, message: CONTRACT_MESSAGE.aboveOwn };
  if (!tiers.every((t, i) => i === 0 || (t.betAmount > tiers[i - 1]!.betAmount && t.rate >= tiers[i - 1]!.rate))) return { ok: false, message: CONTRACT_MESSAGE.terms };
  let betAmount: number | null = null;
  if (kind === "dailySalary" || kind === "hourlySalary") {
    betAmount = decimalOf(body.betAmount);
    if (betAmount === null || betAmount <= 0) return { ok: false, message: CONTRACT_MESSAGE.terms };
  }
  return { ok: true, value: { period, tiers, betAmount, realTime: null } };
}

/** A contract as the contract calls answer it (rates as the wire's percent). */
export function wireSummary(c: SandboxContract) {
  return { contractId: c.contractId, contractType: CONTRACT_KIND_WIRE[c.kind].type, upline: c.upline, downline: c.downline, status: c.state.toUpperCase(), topRate: percent(topRateOf(c)) };
}

/** The downline's live contracts of the kind a new one at `rate` would end: those with a higher top rate (SPEC §4). */
export function endingContracts(store: SandboxStore, downline: string, kind: ContractKind, rate: number): SandboxContract[] {
  const name = downline.toLowerCase();
  return store.state.contracts.filter((c) => c.kind === kind && c.downline.toLowerCase() === name && isLive(c) && topRateOf(c) > rate);
}

/** The next free contract id of a kind (`DSL-2007`, …). */
function nextContractId(store: SandboxStore, kind: ContractKind): string {
  const prefix = { dividend: "DIV", dailySalary: "DSL", hourlySalary: "HSL", realTimeSalary: "RTS" }[kind];
  const numbers = store.state.contracts.filter((c) => c.contractId.startsWith(`${prefix}-`)).map((c) => Number(c.contractId.slice(prefix.length + 1)) || 0);
  return `${prefix}-${Math.max(0, ...numbers) + 1}`;
}

/** The agent's direct downline named in the body, or a refusal: an agent offers only to its own downlines. */
function directDownline(store: SandboxStore, agent: SandboxMember, body: Record<string, unknown>): Outcome<string> {
  if (!isAgentMember(agent)) return { ok: false, message: CONTRACT_MESSAGE.notAgent };
  const name = typeof body.downline === "string" ? body.downline.trim().toLowerCase() : "";
  const row = directDownlines(teamOf(store), agent.id).find((m) => m.account.toLowerCase() === name);
  return row ? { ok: true, value: row.account } : { ok: false, message: CONTRACT_MESSAGE.notDownline };
}

/**
 * One kind's contract call (`MCS2_processDividendReq`, `MCS2_processDailySalContract`,
 * `MCS2_processContractHourSalary`, `MCSFE_processRealTimeSalaryContract`; POST, `action` in the body):
 * - CHECK (agent): the downline's contracts the terms would end → `{ contract: null, ending }`.
 * - OFFER (agent): the same checks; `ending` must list exactly the contracts that end (the agent saw them), else
 *   `contracts.offer.endingChanged`; they are terminated and a pending offer is made → `{ contract, ending }`.
 * - ACCEPT / REJECT (the offer's downline): a pending offer becomes active or rejected.
 * - TERMINATE (either party): a live contract becomes terminated.
 */
export function processContract(store: SandboxStore, member: SandboxMember, kind: ContractKind, payload: unknown): Outcome<unknown> {
  if (!moduleOn(store, CONTRACT_KIND_WIRE[kind].modId)) return { ok: false, message: "This function is not available" };
  const body = fieldsOf(payload);
  const action = typeof body.action === "string" ? body.action.toUpperCase() : "";
  if (!(CONTRACT_ACTIONS as readonly string[]).includes(action)) return { ok: false, message: CONTRACT_MESSAGE.badAction };
  const now = store.now();
  if (action === "CHECK" || action === "OFFER") {
    const downline = directDownline(store, member, body);
    if (!downline.ok) return downline;
    const own = ownRate(store, member, kind);
    if (own === null) return { ok: false, message: CONTRACT_MESSAGE.noOwn };
    const terms = parseOfferTerms(kind, body, own);
    if (!terms.ok) return terms;
    const rate = topRateOf({ tiers: terms.value.tiers, realTime: terms.value.realTime });
    const ending = endingContracts(store, downline.value, kind, rate);
    if (action === "CHECK") return { ok: true, value: { contract: null, ending: ending.map(wireSummary) } };
    const listed = Array.isArray(body.ending) ? body.ending.filter((id): id is string => typeof id === "string") : [];
    const expected = ending.map((c) => c.contractId);
    if (listed.length !== expected.length || !expected.every((id) => listed.includes(id))) return { ok: false, message: CONTRACT_MESSAGE.endingChanged };
    for (const c of ending) {
      c.state = "terminated";
      c.decidedAt = now;
    }
    const contract: SandboxContract = {
      contractId: nextContractId(store, kind),
      kind,
      upline: member.account,
      downline: downline.value,
      state: "pending",
      offeredAt: now,
      decidedAt: null,
      activeFrom: null,
      tiers: terms.value.tiers,
      realTime: terms.value.realTime,
      period: terms.value.period,
      betAmount: terms.value.betAmount,
    };
    store.state.contracts.push(contract);
    return { ok: true, value: { contract: wireSummary(contract), ending: ending.map(wireSummary) } };
  }
  if (action !== "ACCEPT" && action !== "REJECT" && action !== "TERMINATE") return { ok: false, message: CONTRACT_MESSAGE.badAction };
  const id = typeof body.contractId === "string" ? body.contractId : "";
  const contract = store.state.contracts.find((c) => c.contractId === id && c.kind === kind);
  if (!contract) return { ok: false, message: CONTRACT_MESSAGE.notFound };
  const name = member.account.toLowerCase();
  const isDownline = contract.downline.toLowerCase() === name;
  if (action === "TERMINATE") {
    if (!isDownline && contract.upline.toLowerCase() !== name) return { ok: false, message: CONTRACT_MESSAGE.notYours };
    if (!isLive(contract)) return { ok: false, message: CONTRACT_MESSAGE.notLive };
    contract.state = "terminated";
  } else {
    if (!isDownline) return { ok: false, message: CONTRACT_MESSAGE.notYours };
    if (contract.state !== "pending") return { ok: false, message: CONTRACT_MESSAGE.notPending };
    contract.state = action === "ACCEPT" ? "active" : "rejected";
    if (action === "ACCEPT") contract.activeFrom = now;
  }
  contract.decidedAt = now;
  return { ok: true, value: { contract: wireSummary(contract), ending: [] } };
}

/**
 * `value` of `MCSFE_getContractOffers`: the offers waiting for the member's answer (kinds whose flag is on), newest
 * first, with their terms.
 */
export function contractOffers(store: SandboxStore, member: SandboxMember): unknown {
  const name = member.account.toLowerCase();
  const kindsOn = new Set(CONTRACT_KINDS.filter((k) => moduleOn(store, CONTRACT_KIND_WIRE[k].modId)));
  return {
    list: store.state.contracts
      .filter((c) => c.state === "pending" && c.downline.toLowerCase() === name && kindsOn.has(c.kind))
      .sort((a, b) => b.offeredAt - a.offeredAt || b.contractId.localeCompare(a.contractId))
      .map((c) => ({
        contractId: c.contractId,
        contractType: CONTRACT_KIND_WIRE[c.kind].type,
        upline: c.upline,
        offerTime: c.offeredAt,
        period: c.period ?? (c.kind === "dividend" ? "MONTHLY" : "DAILY"),
        tiers: c.tiers.map((t) => ({ betAmount: major(t.betAmount), profitLoss: major(t.profitLoss), activeMembers: t.activeMembers, rate: percent(t.rate) })),
        betAmount: c.betAmount === undefined || c.betAmount === null ? null : major(c.betAmount),
        profitRate: c.realTime ? percent(c.realTime.profitRate) : null,
        lossRate: c.realTime ? percent(c.realTime.lossRate) : null,
        singleBetAmount: c.realTime ? major(c.realTime.singleBetAmount) : null,
      })),
  };
}
