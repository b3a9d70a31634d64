/**
 * The sandbox's agent hierarchy (issue 29 item 4): `agent01` with three levels of downlines — direct agents (types 1
 * and 2) with their own sub-agents and members, and direct members, `demo` among them — generated deterministically
 * from a seeded generator. Each downline has a balance, registration and last-login times, a status, and per-day
 * deposits, withdrawals, valid bets and win/loss over the last {@link TEAM_DAYS} days; every team figure the
 * platform answers is a sum of these (rules/agent-team.ts), never a stored total. Amounts are integer minor units
 * (ADR 0012). Only `demo` (a real sandbox member, linked by `memberId`) can log in; its balance is its member's.
 */
import { SUB_AGENTS } from "./contracts.ts";
import { createPrng, type Prng } from "../prng.ts";

/** Days of per-member figures, counting today. */
export const TEAM_DAYS = 90;
export const DAY_MS = 86_400_000;
/** The agent at the top of the seeded tree (agent01), and the demo member among its direct downlines. */
export const TEAM_ROOT_MEMBER_ID = 10002;
export const TEAM_DEMO_MEMBER_ID = 10001;
/** Transfer to downline limits per transfer (the contract's; the agent's balance is the other maximum). */
export const DOWNLINE_LIMITS = { minimumMinor: 1_00, maximumMinor: 100_000_00 } as const;

export type TeamStatus = "active" | "frozen";

/**
 * One day of a downline's own play and money (minor units). `ago` counts UTC days back from the sandbox clock's
 * today (0 today, 1 yesterday), so the figures follow the clock when it is pinned or moved.
 */
export interface TeamDay {
  ago: number;
  deposits: number;
  withdrawals: number;
  validBets: number;
  /** The member's win (positive) or loss (negative). */
  winLoss: number;
}

export interface TeamMember {
  /** Sandbox member id (`memberId`) for a real member, else a team id from 20001. */
  id: number;
  account: string;
  /** 0 member; 1 or 2 agent. */
  type: 0 | 1 | 2;
  /** The upline's id (agent01 is 10002). */
  parentId: number;
  /** 1 for agent01's direct downlines, 2 and 3 below. */
  level: 1 | 2 | 3;
  /** The real sandbox member this downline is (its balance and ledger are the member's), or null. */
  memberId: number | null;
  /** Balance of a downline that is not a real member (minor units); a real member's is its `balanceMinor`. */
  balanceMinor: number;
  registeredAt: number;
  lastLoginAt: number | null;
  status: TeamStatus;
  days: TeamDay[];
}

/** A transfer from an agent to one of its downlines (one per agent and `requestId`). */
export interface DownlineTransferRecord {
  transferId: string;
  agentId: number;
  downlineId: number;
  requestId: string;
  amountMinor: number;
  at: number;
}

/** The ledger row of a transfer received by a downline that is not a real member. */
export interface TeamLedgerRow {
  at: number;
  amount: number;
  balanceAfter: number;
  reference: string;
}

export interface TeamState {
  members: TeamMember[];
  transfers: DownlineTransferRecord[];
  /** Ledgers of the downlines that are not real members (id → rows); a real member's is its cashier ledger. */
  ledgers: Map<number, TeamLedgerRow[]>;
}

const TEAM_SEED = 0x7ea_2029;
const SYLLABLES = ["lu", "ma", "ri", "to", "ka", "ne", "so", "vi", "da", "pe", "lo", "mi", "ra", "zu", "fe", "ti", "no", "ba", "ce", "ju"] as const;

function username(prng: Prng, taken: Set<string>, prefix = ""): string {
  for (;;) {
    const name = `${prefix}${prng.pick(SYLLABLES)}${prng.pick(SYLLABLES)}${prng.pick(SYLLABLES)}${prng.int(10, 999)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/** A downline's days since it registered: most play on some days, deposits now and then, withdrawals less often. */
function seedDays(prng: Prng, today: number, registeredDay: number, activity: number): TeamDay[] {
  const days: TeamDay[] = [];
  for (let ago = TEAM_DAYS - 1; ago >= 0; ago -= 1) {
    if (today - ago < registeredDay || prng.next() > activity) continue;
    const validBets = prng.int(0, 40) * 1000 + prng.int(0, 99);
    const deposits = prng.next() < 0.3 ? prng.int(1, 50) * 1000 : 0;
    const withdrawals = prng.next() < 0.12 ? prng.int(1, 30) * 1000 : 0;
    const winLoss = validBets === 0 ? 0 : Math.round(validBets * (prng.next() * 0.5 - 0.3));
    days.push({ ago, deposits, withdrawals, validBets, winLoss });
  }
  return days;
}

/**
 * The tree under agent01 as it is at `at` (the sandbox clock when the store is made or reset): 4 direct agents with
 * 3–5 sub-agents each and their members, 8 direct members and `demo`.
 */
export function seedAgentTeam(at: number): TeamState {
  const prng = createPrng(TEAM_SEED);
  const today = Math.floor(at / DAY_MS);
  const taken = new Set<string>(["demo", "agent01", "newbie", "expired", "vipgold", "traveller"]);
  const members: TeamMember[] = [];
  let nextId = 20001;
  const add = (parentId: number, level: 1 | 2 | 3, type: 0 | 1 | 2, account?: string, memberId: number | null = null): TeamMember => {
    const registeredDay = today - prng.int(level === 1 ? 120 : 3, 400 - level * 60);
    const loggedIn = prng.next() < 0.85;
    const member: TeamMember = {
      id: memberId ?? nextId++,
      account: account ?? username(prng, taken, type === 0 ? "" : "ag"),
      type,
      parentId,
      level,
      memberId,
      balanceMinor: memberId === null ? prng.int(0, 5000) * 100 + prng.int(0, 99) : 0,
      registeredAt: registeredDay * DAY_MS + prng.int(0, DAY_MS - 1),
      lastLoginAt: loggedIn ? at - prng.int(1, 60 * 24 * 30) * 60_000 : null,
      status: prng.next() < 0.06 ? "frozen" : "active",
      days: [],
    };
    member.days = seedDays(prng, today, Math.floor(member.registeredAt / DAY_MS), type === 0 ? prng.next() * 0.7 : 0.3);
    members.push(member);
    return member;
  };
  add(TEAM_ROOT_MEMBER_ID, 1, 0, "demo", TEAM_DEMO_MEMBER_ID);
  for (let a = 0; a < 4; a += 1) {
    const agent = add(TEAM_ROOT_MEMBER_ID, 1, a % 2 === 0 ? 1 : 2);
    // The contract seed's sub-agents (the generated name is drawn anyway, so the rest of the tree stays the same).
    agent.account = SUB_AGENTS[a]!;
    const subAgents = prng.int(3, 5);
    for (let s = 0; s < subAgents; s += 1) {
      const sub = add(agent.id, 2, 2);
      const leaves = prng.int(10, 20);
      for (let m = 0; m < leaves; m += 1) add(sub.id, 3, 0);
    }
    const direct = prng.int(12, 24);
    for (let m = 0; m < direct; m += 1) add(agent.id, 2, 0);
  }
  for (let m = 0; m < 8; m += 1) add(TEAM_ROOT_MEMBER_ID, 1, 0);
  return { members, transfers: [], ledgers: new Map() };
}
