/**
 * The sandbox's agent contracts (issue 29; SPEC §3 "Contracts", §4): dividend, daily-salary, hourly-salary and
 * real-time-salary contracts between `agent01` and its upline (`master01`, an account above it that does not log in)
 * and between `agent01` and its downlines (`demo` and four sub-agents): each kind in each state (active, pending,
 * rejected, terminated) among agent01's downlines; no offer waits for `demo` unless the `contract-offers` scenario adds
 * {@link demoOffers}. The ids, states, tiers and
 * rates are what the contract offer flow works on (accept, reject, terminate: the store keeps them mutable).
 * Amounts are integer minor units (ADR 0012); rates are basis points; times are days before the store was seeded.
 */
import type { ContractKind, ContractState, ContractTier, RealTimeTerms } from "../../../machines/contract-records/contract-records.types.ts";

export interface SandboxContract {
  contractId: string;
  kind: ContractKind;
  /** The account that offers the contract, and the downline it is offered to. */
  upline: string;
  downline: string;
  state: ContractState;
  offeredAt: number;
  /** When the downline accepted or rejected it, or it was terminated; null while pending. */
  decidedAt: number | null;
  /** When it started to pay (accepted), or null if it never did. */
  activeFrom: number | null;
  tiers: ContractTier[];
  realTime: RealTimeTerms | null;
  /** The period the offer names (`DAILY`…), and the bet amount a daily or hourly salary asks of a member; absent on seeded contracts. */
  period?: string;
  betAmount?: number | null;
}

/** agent01's four direct sub-agents (seed/agent-team.ts names its first four direct agents so). */
export const SUB_AGENTS = ["rio_agent", "sol_agent", "lua_agent", "mar_agent"] as const;

/** The upline of `agent01` (an account above the demo agent; it does not log in). */
export const AGENT_UPLINE = "master01";

const DAY_MS = 24 * 60 * 60 * 1000;

const tier = (betAmount: number, activeMembers: number, rate: number, profitLoss = 0): ContractTier => ({ betAmount, profitLoss, activeMembers, rate });

/** Dividend tiers: period valid bets, the team's period loss, active members → basis points of the loss. */
const DIVIDEND_UPLINE = [tier(5_000_000, 5, 1000, 500_000), tier(20_000_000, 10, 1500, 2_000_000), tier(50_000_000, 20, 2000, 5_000_000)];
const DIVIDEND_DOWNLINE = [tier(1_000_000, 2, 500, 100_000), tier(5_000_000, 5, 1000, 500_000)];
/** Daily-salary tiers: valid bets of the day, active members → basis points of the day's valid bets. */
const DAILY_UPLINE = [tier(500_000, 3, 50), tier(2_000_000, 8, 80), tier(5_000_000, 15, 120)];
const DAILY_DOWNLINE = [tier(200_000, 1, 30), tier(1_000_000, 3, 50)];
/** Hourly-salary tiers: valid bets of an hour, active members → basis points of the valid bets. */
const HOURLY_UPLINE = [tier(20_000, 2, 20), tier(100_000, 5, 40)];
const HOURLY_DOWNLINE = [tier(10_000, 1, 10), tier(40_000, 3, 25)];

interface ContractSeed {
  contractId: string;
  kind: ContractKind;
  upline: string;
  downline: string;
  state: ContractState;
  /** Days before the seed time: offered, answered (accepted or rejected), terminated. */
  offeredDaysAgo: number;
  acceptedDaysAgo?: number;
  decidedDaysAgo?: number;
  tiers?: ContractTier[];
  realTime?: RealTimeTerms;
}

const SEEDS: readonly ContractSeed[] = [
  // dividend
  { contractId: "DIV-1001", kind: "dividend", upline: AGENT_UPLINE, downline: "agent01", state: "active", offeredDaysAgo: 121, acceptedDaysAgo: 120, tiers: DIVIDEND_UPLINE },
  { contractId: "DIV-1002", kind: "dividend", upline: "agent01", downline: "rio_agent", state: "active", offeredDaysAgo: 71, acceptedDaysAgo: 70, tiers: DIVIDEND_DOWNLINE },
  { contractId: "DIV-1003", kind: "dividend", upline: "agent01", downline: "sol_agent", state: "terminated", offeredDaysAgo: 101, acceptedDaysAgo: 100, decidedDaysAgo: 30, tiers: DIVIDEND_DOWNLINE },
  { contractId: "DIV-1004", kind: "dividend", upline: "agent01", downline: "lua_agent", state: "rejected", offeredDaysAgo: 12, decidedDaysAgo: 11, tiers: DIVIDEND_DOWNLINE },
  { contractId: "DIV-1005", kind: "dividend", upline: "agent01", downline: "mar_agent", state: "pending", offeredDaysAgo: 2, tiers: DIVIDEND_DOWNLINE },
  // daily salary
  { contractId: "DSL-2001", kind: "dailySalary", upline: AGENT_UPLINE, downline: "agent01", state: "active", offeredDaysAgo: 46, acceptedDaysAgo: 45, tiers: DAILY_UPLINE },
  { contractId: "DSL-2002", kind: "dailySalary", upline: AGENT_UPLINE, downline: "agent01", state: "terminated", offeredDaysAgo: 150, acceptedDaysAgo: 149, decidedDaysAgo: 45, tiers: [tier(500_000, 3, 40), tier(2_000_000, 8, 60)] },
  { contractId: "DSL-2003", kind: "dailySalary", upline: "agent01", downline: "rio_agent", state: "active", offeredDaysAgo: 61, acceptedDaysAgo: 60, tiers: DAILY_DOWNLINE },
  // demo rejected this offer and holds DSL-2006 at 0.90 %; no offer waits for demo at the seed, so its logins open no
  // contract offer popup (an offer agent01 makes in a test does).
  { contractId: "DSL-2004", kind: "dailySalary", upline: "agent01", downline: "demo", state: "rejected", offeredDaysAgo: 2, decidedDaysAgo: 1, tiers: DAILY_DOWNLINE },
  { contractId: "DSL-2006", kind: "dailySalary", upline: "agent01", downline: "demo", state: "active", offeredDaysAgo: 31, acceptedDaysAgo: 30, tiers: [tier(200_000, 1, 60), tier(1_000_000, 3, 90)] },
  { contractId: "DSL-2005", kind: "dailySalary", upline: "agent01", downline: "sol_agent", state: "rejected", offeredDaysAgo: 20, decidedDaysAgo: 19, tiers: DAILY_DOWNLINE },
  { contractId: "DSL-2007", kind: "dailySalary", upline: "agent01", downline: "lua_agent", state: "pending", offeredDaysAgo: 1, tiers: DAILY_DOWNLINE },
  // hourly salary
  { contractId: "HSL-3001", kind: "hourlySalary", upline: AGENT_UPLINE, downline: "agent01", state: "active", offeredDaysAgo: 81, acceptedDaysAgo: 80, tiers: HOURLY_UPLINE },
  { contractId: "HSL-3002", kind: "hourlySalary", upline: "agent01", downline: "sol_agent", state: "active", offeredDaysAgo: 41, acceptedDaysAgo: 40, tiers: HOURLY_DOWNLINE },
  { contractId: "HSL-3003", kind: "hourlySalary", upline: "agent01", downline: "lua_agent", state: "terminated", offeredDaysAgo: 66, acceptedDaysAgo: 65, decidedDaysAgo: 25, tiers: HOURLY_DOWNLINE },
  { contractId: "HSL-3004", kind: "hourlySalary", upline: "agent01", downline: "mar_agent", state: "pending", offeredDaysAgo: 3, tiers: HOURLY_DOWNLINE },
  { contractId: "HSL-3005", kind: "hourlySalary", upline: "agent01", downline: "rio_agent", state: "rejected", offeredDaysAgo: 15, decidedDaysAgo: 14, tiers: HOURLY_DOWNLINE },
  // real-time salary
  { contractId: "RTS-4001", kind: "realTimeSalary", upline: AGENT_UPLINE, downline: "agent01", state: "active", offeredDaysAgo: 31, acceptedDaysAgo: 30, realTime: { profitRate: 30, lossRate: 60, singleBetAmount: 1000 } },
  { contractId: "RTS-4002", kind: "realTimeSalary", upline: "agent01", downline: "rio_agent", state: "active", offeredDaysAgo: 21, acceptedDaysAgo: 20, realTime: { profitRate: 15, lossRate: 30, singleBetAmount: 1000 } },
  { contractId: "RTS-4003", kind: "realTimeSalary", upline: "agent01", downline: "lua_agent", state: "pending", offeredDaysAgo: 4, realTime: { profitRate: 10, lossRate: 20, singleBetAmount: 500 } },
  { contractId: "RTS-4004", kind: "realTimeSalary", upline: "agent01", downline: "mar_agent", state: "rejected", offeredDaysAgo: 9, decidedDaysAgo: 8, realTime: { profitRate: 20, lossRate: 40, singleBetAmount: 1000 } },
  { contractId: "RTS-4005", kind: "realTimeSalary", upline: "agent01", downline: "sol_agent", state: "terminated", offeredDaysAgo: 51, acceptedDaysAgo: 50, decidedDaysAgo: 10, realTime: { profitRate: 15, lossRate: 30, singleBetAmount: 1000 } },
];

/** The hour of the day (UTC) the seeded offers and answers were made. */
const SEED_HOUR_MS = 10 * 60 * 60 * 1000;

/**
 * Fresh copies of the seeded contracts, their times counted back in whole days from the day of `at` (so every reset
 * on one day seeds the same times); the store mutates its own copies.
 */
export function seedContracts(at: number): SandboxContract[] {
  const day = Math.floor(at / DAY_MS) * DAY_MS + SEED_HOUR_MS;
  const ago = (days: number | undefined) => (days === undefined ? null : day - days * DAY_MS);
  return SEEDS.map((s) => ({
    contractId: s.contractId,
    kind: s.kind,
    upline: s.upline,
    downline: s.downline,
    state: s.state,
    offeredAt: day - s.offeredDaysAgo * DAY_MS,
    decidedAt: ago(s.decidedDaysAgo ?? s.acceptedDaysAgo),
    activeFrom: ago(s.acceptedDaysAgo),
    tiers: (s.tiers ?? []).map((t) => ({ ...t })),
    realTime: s.realTime ? { ...s.realTime } : null,
  }));
}

/** The ids of the offers the `contract-offers` scenario makes to `demo`, one of each kind. */
export const DEMO_OFFER_IDS = ["DIV-1006", "DSL-2008", "HSL-3006", "RTS-4006"] as const;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The offers waiting for `demo` in the `contract-offers` scenario (issue 29 item 4): agent01 offers one contract of
 * each kind, within agent01's own rates, made in the hours before `at` (the newest, the dividend, shows first). The
 * daily salary is a raise (1.00 % at the top, above the 0.90 % of demo's DSL-2006), so offering it ends nothing.
 */
export function demoOffers(at: number): SandboxContract[] {
  const offer = (contractId: (typeof DEMO_OFFER_IDS)[number], kind: ContractKind, hoursAgo: number, terms: Pick<SandboxContract, "tiers" | "realTime" | "period" | "betAmount">): SandboxContract => ({
    contractId,
    kind,
    upline: "agent01",
    downline: "demo",
    state: "pending",
    offeredAt: at - hoursAgo * HOUR_MS,
    decidedAt: null,
    activeFrom: null,
    ...terms,
    tiers: terms.tiers.map((t) => ({ ...t })),
  });
  return [
    offer("DIV-1006", "dividend", 1, { tiers: DIVIDEND_DOWNLINE, realTime: null, period: "MONTHLY", betAmount: null }),
    offer("DSL-2008", "dailySalary", 2, { tiers: [tier(200_000, 1, 70), tier(1_000_000, 3, 100)], realTime: null, period: "DAILY", betAmount: 50_000 }),
    offer("HSL-3006", "hourlySalary", 3, { tiers: HOURLY_DOWNLINE, realTime: null, period: "DAILY", betAmount: 5_000 }),
    offer("RTS-4006", "realTimeSalary", 4, { tiers: [], realTime: { profitRate: 20, lossRate: 40, singleBetAmount: 1000 }, period: "DAILY", betAmount: null }),
  ];
}
