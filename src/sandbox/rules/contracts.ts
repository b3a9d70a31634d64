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
import { toMajorUnits } from "../../api/money.ts";
import { moduleOn } from "./modules.ts";
import { CONTRACT_KINDS } from "../../../machines/agent-centre/agent-centre.types.ts";
import type { Outcome } from "./auth.ts";
import { CONTRACT_PERIODS, SETTLEMENT_INTERVAL_MS, type ContractKind, type ContractPeriod, type ContractTier } from "../../../machines/contract-records/contract-records.types.ts";

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
