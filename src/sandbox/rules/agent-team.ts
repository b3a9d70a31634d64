/**
 * The sandbox's team rules (issue 29): an agent's downlines page by page (one level, or a search by username across
 * the whole tree), the team overview for a period, and transfer to downline. Pure functions over the store; every
 * team figure is a sum over the seeded members' days (seed/agent-team.ts); amounts are integer minor units inside and
 * decimal major units on the wire (ADR 0012).
 */
import { toMajorUnits } from "../../api/money.ts";
import { CONTRACT_KIND_WIRE, isLive, topRateOf } from "./contracts.ts";
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { DAY_MS, DOWNLINE_LIMITS, type TeamMember, type TeamState } from "../seed/agent-team.ts";
import { fieldsOf, MESSAGE_BAD_REQUEST, type Outcome } from "./auth.ts";
import { nextId, parseAmount, parseRequestId, post } from "./cashier-ledger.ts";
import { MESSAGE as CASHIER_MESSAGE, paymentPasswordProblem } from "./cashier.ts";

export const TEAM_MESSAGE = {
  notAgent: "Non-agents cannot log in",
  notDownline: "agent.team.notDownline",
  notAnAgentRow: "agent.team.noDownlines",
  frozen: "agent.team.downlineFrozen",
  badPeriod: MESSAGE_BAD_REQUEST,
} as const;

const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const isAgentMember = (member: SandboxMember): boolean => AGENT_TYPES.includes(member.type);

/** The live contracts (active, or offered and waiting) a downline holds from its upline: kind, highest rate (percent) and state (OFR-10). */
function contractsGivenTo(store: SandboxStore, account: string) {
  const name = account.toLowerCase();
  return store.state.contracts
    .filter((c) => c.downline.toLowerCase() === name && isLive(c))
    .map((c) => ({ contractId: c.contractId, contractType: CONTRACT_KIND_WIRE[c.kind].type, status: c.state.toUpperCase(), topRate: toMajorUnits(topRateOf(c)) }));
}

const fail = <T>(message: string): Outcome<T> => ({ ok: false, message });

/** The team state (seeded with the store, restored by a reset). */
export const teamOf = (store: SandboxStore): TeamState => store.state.team;

/** The direct downlines of `id`, agents first, then by username. */
export function directDownlines(team: TeamState, id: number): TeamMember[] {
  return team.members.filter((m) => m.parentId === id).sort((a, b) => (a.type === 0 ? 1 : 0) - (b.type === 0 ? 1 : 0) || a.account.localeCompare(b.account));
}

/** Everyone below `id`, level by level. */
export function wholeTeam(team: TeamState, id: number): TeamMember[] {
  const out: TeamMember[] = [];
  let level = [id];
  while (level.length > 0) {
    const next = team.members.filter((m) => level.includes(m.parentId));
    out.push(...next);
    level = next.map((m) => m.id);
  }
  return out;
}

/** A downline's balance: a real member's main wallet, else the team record's. */
export function downlineBalance(store: SandboxStore, member: TeamMember): number {
  if (member.memberId === null) return member.balanceMinor;
  return store.memberById(member.memberId)?.balanceMinor ?? 0;
}

/** The agent's own place in the tree: 0 for the top of the seeded tree (and any agent outside it). */
const levelOf = (team: TeamState, agent: SandboxMember): number => team.members.find((m) => m.id === agent.id)?.level ?? 0;

function rowOf(store: SandboxStore, team: TeamState, member: TeamMember, agentLevel: number) {
  const below = wholeTeam(team, member.id);
  const parent = team.members.find((m) => m.id === member.parentId)?.account ?? store.memberById(member.parentId)?.account ?? "";
  return {
    userId: member.id,
    username: member.account,
    accountType: member.type,
    balance: toMajorUnits(downlineBalance(store, member)),
    registerTime: member.registeredAt,
    lastLoginTime: member.lastLoginAt,
    status: member.status === "active" ? "ACTIVE" : "FROZEN",
    level: member.level - agentLevel,
    parentUsername: parent,
    downlineCount: below.filter((m) => m.parentId === member.id).length,
    teamSize: below.length,
    contracts: contractsGivenTo(store, member.account),
  };
}

const positiveInt = (text: string | null, fallback: number, max: number): number => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * `MCSFE_getDownlineList` (`parentUsername`, `username`, `pageNo`, `pageSize`): agents only. With `username`, every
 * downline of the agent's whole tree whose username contains it (letter case ignored), nearest level first;
 * otherwise the direct downlines of `parentUsername` (an agent in the agent's tree) or of the agent itself.
 */
export function downlineList(store: SandboxStore, agent: SandboxMember, params: URLSearchParams): Outcome<unknown> {
  if (!isAgentMember(agent)) return fail(TEAM_MESSAGE.notAgent);
  const team = teamOf(store);
  const mine = wholeTeam(team, agent.id);
  const pageNo = positiveInt(params.get("pageNo"), 1, 10_000);
  const pageSize = positiveInt(params.get("pageSize"), 20, 100);
  const search = (params.get("username") ?? "").trim().toLowerCase();
  const parentName = (params.get("parentUsername") ?? "").trim().toLowerCase();
  let rows: TeamMember[];
  if (search !== "") {
    rows = mine.filter((m) => m.account.toLowerCase().includes(search)).sort((a, b) => a.level - b.level || a.account.localeCompare(b.account));
  } else if (parentName !== "" && parentName !== agent.account.toLowerCase()) {
    const parent = mine.find((m) => m.account.toLowerCase() === parentName);
    if (!parent) return fail(TEAM_MESSAGE.notDownline);
    if (parent.type === 0) return fail(TEAM_MESSAGE.notAnAgentRow);
    rows = directDownlines(team, parent.id);
  } else {
    rows = directDownlines(team, agent.id);
  }
  const agentLevel = levelOf(team, agent);
  const start = (pageNo - 1) * pageSize;
  return { ok: true, value: { list: rows.slice(start, start + pageSize).map((m) => rowOf(store, team, m, agentLevel)), total: rows.length, pageNo, pageSize } };
}

/**
 * `passwordCheck/MCSFE_transferToDownline` (encrypted) `{downline, amount, paymentPassword, requestId}`: agents only;
 * payment password; a `requestId` already used answers that transfer again; a downline of the agent's tree that is
 * not frozen; limits; the agent's balance. One DOWNLINE_TRANSFER row in the agent's ledger and one UPLINE_TRANSFER_IN
 * row in the downline's (its cashier ledger when it is a real member).
 */
export function transferToDownline(store: SandboxStore, agent: SandboxMember, payload: unknown): Outcome<{ transferId: string; amount: number; downline: string }> {
  if (!isAgentMember(agent)) return fail(TEAM_MESSAGE.notAgent);
  const body = fieldsOf(payload);
  const requestId = parseRequestId(body.requestId);
  if (!requestId) return fail(MESSAGE_BAD_REQUEST);
  const problem = paymentPasswordProblem(agent, body.paymentPassword);
  if (problem) return fail(problem);
  const team = teamOf(store);
  const earlier = team.transfers.find((t) => t.agentId === agent.id && t.requestId === requestId);
  if (earlier) {
    const to = team.members.find((m) => m.id === earlier.downlineId);
    return { ok: true, value: { transferId: earlier.transferId, amount: toMajorUnits(earlier.amountMinor), downline: to?.account ?? "" } };
  }
  const name = typeof body.downline === "string" ? body.downline.trim().toLowerCase() : "";
  const downline = wholeTeam(team, agent.id).find((m) => m.account.toLowerCase() === name);
  if (!downline) return fail(TEAM_MESSAGE.notDownline);
  if (downline.status === "frozen") return fail(TEAM_MESSAGE.frozen);
  const amount = parseAmount(body.amount);
  if (amount === null) return fail(MESSAGE_BAD_REQUEST);
  if (amount < DOWNLINE_LIMITS.minimumMinor) return fail(CASHIER_MESSAGE.belowMinimum);
  if (amount > DOWNLINE_LIMITS.maximumMinor) return fail(CASHIER_MESSAGE.aboveMaximum);
  if (amount > agent.balanceMinor) return fail(CASHIER_MESSAGE.insufficient);
  const transferId = nextId(store.state.cashier, "T");
  const at = store.now();
  team.transfers.push({ transferId, agentId: agent.id, downlineId: downline.id, requestId, amountMinor: amount, at });
  post(store, agent, "DOWNLINE_TRANSFER", -amount, transferId, at);
  const member = downline.memberId === null ? undefined : store.memberById(downline.memberId);
  if (member) post(store, member, "UPLINE_TRANSFER_IN", amount, transferId, at);
  else {
    downline.balanceMinor += amount;
    const rows = team.ledgers.get(downline.id) ?? [];
    rows.push({ at, amount, balanceAfter: downline.balanceMinor, reference: transferId });
    team.ledgers.set(downline.id, rows);
  }
  return { ok: true, value: { transferId, amount: toMajorUnits(amount), downline: downline.account } };
}

export const TEAM_PERIODS = ["today", "yesterday", "last7Days", "last30Days"] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];

/** The days a period covers as days ago (0 today), oldest first, ending today (or yesterday). */
export function periodDays(period: TeamPeriod): number[] {
  const [last, count] = period === "today" ? [0, 1] : period === "yesterday" ? [1, 1] : period === "last7Days" ? [0, 7] : [0, 30];
  return Array.from({ length: count }, (_, i) => last + count - 1 - i);
}

/**
 * `MCSFE_getTeamOverview` (`period`): the agent's whole team — its size, the members who placed a valid bet in the
 * period, their deposits, withdrawals, valid bets and profit (the members' win/loss) — and the same per day.
 */
export function teamOverview(store: SandboxStore, agent: SandboxMember, params: URLSearchParams): Outcome<unknown> {
  if (!isAgentMember(agent)) return fail(TEAM_MESSAGE.notAgent);
  const period = params.get("period") as TeamPeriod | null;
  if (!period || !TEAM_PERIODS.includes(period)) return fail(TEAM_MESSAGE.badPeriod);
  const team = wholeTeam(teamOf(store), agent.id);
  const days = periodDays(period);
  const oldest = days[0]!;
  const newest = days[days.length - 1]!;
  const today = Math.floor(store.now() / DAY_MS);
  const perDay = days.map((ago) => ({ day: today - ago, deposits: 0, withdrawals: 0, validBets: 0, profit: 0 }));
  const active = new Set<number>();
  for (const member of team) {
    for (const d of member.days) {
      if (d.ago > oldest || d.ago < newest) continue;
      const slot = perDay[oldest - d.ago]!;
      slot.deposits += d.deposits;
      slot.withdrawals += d.withdrawals;
      slot.validBets += d.validBets;
      slot.profit += d.winLoss;
      if (d.validBets > 0) active.add(member.id);
    }
  }
  const sum = (key: "deposits" | "withdrawals" | "validBets" | "profit") => perDay.reduce((s, d) => s + d[key], 0);
  const registered = (m: TeamMember) => Math.floor(m.registeredAt / DAY_MS);
  const newMembers = team.filter((m) => registered(m) >= today - oldest && registered(m) <= today - newest).length;
  return {
    ok: true,
    value: {
      teamSize: team.length,
      activeMembers: active.size,
      newMembers,
      deposits: toMajorUnits(sum("deposits")),
      withdrawals: toMajorUnits(sum("withdrawals")),
      validBets: toMajorUnits(sum("validBets")),
      profit: toMajorUnits(sum("profit")),
      days: perDay.map((d) => ({ date: new Date(d.day * DAY_MS).toISOString().slice(0, 10), deposits: toMajorUnits(d.deposits), withdrawals: toMajorUnits(d.withdrawals), validBets: toMajorUnits(d.validBets), profit: toMajorUnits(d.profit) })),
    },
  };
}
