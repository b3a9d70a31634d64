/**
 * The sandbox's team reports (issue 29; deviation RPT-07): Team Betting and User Profit and Loss over an agent's whole
 * team. Every figure comes from the seeded members' days (seed/agent-team.ts) that the team overview sums
 * (rules/agent-team.ts), so the same range gives the same valid bets, win/loss, deposits and withdrawals on every page:
 *
 * - **Bets**: each member day with valid bets is split into 1 to 8 bets (a generator seeded by the member and the day)
 *   whose valid bets and win/loss add up to the day's exactly; a bet never loses more than its stake (a stake may be
 *   above the valid bet), and now and then a push (a stake with no valid bet and no win/loss) is added. A bet of
 *   today is never later than the sandbox clock.
 * - **Bonuses**: a deposit earns the sandbox's deposit bonus, {@link DEPOSIT_BONUS_PERCENT}% of it (rounded down), on
 *   the day of the deposit.
 * - **My income**: per day, the agent's commission of {@link COMMISSION_BASIS_POINTS} basis points of its whole team's
 *   valid bets of the day (rounded down), and what its contracts with its upline paid for the day (the contract
 *   records' DAILY rows, rules/contracts.ts: dividends, and daily, hourly and real-time salaries; a kind whose flag is
 *   off pays nothing).
 * - **Transactions**: each member day's deposit, withdrawal and deposit bonus as one movement at a time of the day
 *   drawn from the member and the day, and every transfer to downline the team received (the agents' ledgers).
 *
 * Days are calendar days `YYYY-MM-DD` as the platform keeps the team's days; queries are validated (real days in
 * order, within the 90 days kept, a known category or scope, a username search of letters and digits, paging) and
 * refused with an `agent.report.*` message. Totals are summed over the whole filter, never over the page.
 */
import { toMajorUnits } from "../../api/money.ts";
import { createPrng, hashString } from "../prng.ts";
import { type SandboxStore } from "../store.ts";
import { type SandboxMember } from "../seed/members.ts";
import { DAY_MS, TEAM_DAYS, type TeamDay, type TeamMember, type TeamState } from "../seed/agent-team.ts";
import { type Outcome } from "./auth.ts";
import { directDownlines, isAgentMember, TEAM_MESSAGE, teamOf, wholeTeam } from "./agent-team.ts";
import { BET_CATEGORIES, GAMES, vendorsOf, weighted, type BetCategory } from "./records.ts";
import { CONTRACT_KIND_WIRE, periodRecords } from "./contracts.ts";
import { moduleOn } from "./modules.ts";
import { CONTRACT_KINDS } from "../../../machines/agent-centre/agent-centre.types.ts";

export const DEPOSIT_BONUS_PERCENT = 2;
/** The agent's commission on its team's valid bets (basis points: 30 = 0.3%). */
export const COMMISSION_BASIS_POINTS = 30;

export const REPORT_MESSAGE = {
  range: "agent.report.range.invalid",
  tooOld: "agent.report.range.tooOld",
  category: "agent.report.category.invalid",
  scope: "agent.report.scope.invalid",
  type: "agent.report.type.invalid",
  sort: "agent.report.sort.invalid",
  username: "agent.report.username.invalid",
  paging: "agent.report.paging.invalid",
} as const;

export interface TeamBet {
  betId: string;
  memberId: number;
  username: string;
  vendorName: string;
  gameName: string;
  category: BetCategory;
  betTime: number;
  betMinor: number;
  validMinor: number;
  winLossMinor: number;
}

const fail = <T>(message: string): Outcome<T> => ({ ok: false, message });
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real `YYYY-MM-DD`, else null. */
function dayNumber(text: string | null): number | null {
  const match = DAY.exec(text ?? "");
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? ms / DAY_MS : null;
}

/** The range of a query as days ago (0 today): `newest` to `oldest`, both included. */
export interface AgoRange {
  newest: number;
  oldest: number;
}

/**
 * `startDate` and `endDate`: real days, the first not after the last, within the days the platform keeps (a day of
 * time-zone slack each side: the agent's today may be the platform's tomorrow or yesterday).
 */
export function parseDays(store: SandboxStore, params: URLSearchParams): Outcome<AgoRange> {
  const start = dayNumber(params.get("startDate"));
  const end = dayNumber(params.get("endDate"));
  const today = Math.floor(store.now() / DAY_MS);
  if (start === null || end === null || start > end || end > today + 1) return fail(REPORT_MESSAGE.range);
  if (start < today - TEAM_DAYS) return fail(REPORT_MESSAGE.tooOld);
  return {
    ok: true,
    value: { newest: Math.max(0, today - end), oldest: today - start },
  };
}

function parsePaging(params: URLSearchParams): Outcome<{ pageNo: number; pageSize: number }> {
  const pageNo = Number(params.get("pageNo") ?? 1);
  const pageSize = Number(params.get("pageSize") ?? 20);
  if (!Number.isSafeInteger(pageNo) || !Number.isSafeInteger(pageSize) || pageNo < 1 || pageSize < 1 || pageSize > 100) return fail(REPORT_MESSAGE.paging);
  return { ok: true, value: { pageNo, pageSize } };
}

/** The username search: letters and digits, at most 20, lower-cased; empty for everyone. */
function parseUsername(params: URLSearchParams): Outcome<string> {
  const text = (params.get("username") ?? "").trim();
  return text.length <= 20 && /^[A-Za-z0-9]*$/.test(text) ? { ok: true, value: text.toLowerCase() } : fail(REPORT_MESSAGE.username);
}

const inRange = (day: TeamDay, range: AgoRange) => day.ago >= range.newest && day.ago <= range.oldest;

/** Per team state and today: each member's bets, made on first use. */
const generated = new WeakMap<TeamState, { today: number; byMember: Map<number, TeamBet[]> }>();

/** A member day's bets: valid bets and win/loss add up to the day's exactly, newest first. */
export function dayBets(member: TeamMember, day: TeamDay, today: number, now: number): TeamBet[] {
  if (day.validBets === 0) return [];
  const dayNo = today - day.ago;
  const prng = createPrng(hashString(`team-bets:${member.id}:${dayNo}`));
  const count = Math.min(8, 1 + Math.floor(day.validBets / 6000));
  const weights = Array.from({ length: count }, () => prng.int(1, 10));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const valid = weights.map((w) => Math.floor((day.validBets * w) / weightSum));
  valid[count - 1]! += day.validBets - valid.reduce((a, b) => a + b, 0);
  const winLoss = valid.map((v) => {
    const roll = prng.next();
    return roll < 0.55 ? -v : roll < 0.9 ? Math.round(v * prng.pick([0.5, 0.9, 1])) : v * prng.pick([2, 5]);
  });
  winLoss[count - 1] = day.winLoss - winLoss.slice(0, count - 1).reduce((a, b) => a + b, 0);
  const dayStart = dayNo * DAY_MS;
  const latest = Math.max(0, Math.min(DAY_MS - 1, now - dayStart));
  const bets: TeamBet[] = [];
  const place = (i: number, betMinor: number, validMinor: number, winLossMinor: number) => {
    const category = weighted(prng);
    const vendors = vendorsOf(category);
    const vendorName = vendors.length > 0 ? prng.pick(vendors).name : category;
    bets.push({
      betId: `TB${member.id}${String(dayNo).padStart(6, "0")}${i}`,
      memberId: member.id,
      username: member.account,
      vendorName,
      gameName: prng.pick(GAMES[category]),
      category,
      betTime: dayStart + prng.int(0, latest),
      betMinor,
      validMinor,
      winLossMinor,
    });
  };
  for (let i = 0; i < count; i += 1) place(i, Math.max(valid[i]!, -winLoss[i]!), valid[i]!, winLoss[i]!);
  if (prng.next() < 0.15) place(count, prng.pick([500, 1000, 2000, 5000]), 0, 0);
  return bets.sort((a, b) => b.betTime - a.betTime || b.betId.localeCompare(a.betId));
}

/** Every bet of a member over the days the platform keeps, newest first. */
export function memberBets(store: SandboxStore, member: TeamMember): TeamBet[] {
  const team = teamOf(store);
  const today = Math.floor(store.now() / DAY_MS);
  let cache = generated.get(team);
  if (!cache || cache.today !== today) {
    cache = { today, byMember: new Map() };
    generated.set(team, cache);
  }
  let bets = cache.byMember.get(member.id);
  if (!bets) {
    bets = [...member.days].sort((a, b) => a.ago - b.ago).flatMap((d) => dayBets(member, d, today, store.now()));
    cache.byMember.set(member.id, bets);
  }
  return bets;
}

const betInRange = (bet: TeamBet, today: number, range: AgoRange) => {
  const ago = today - Math.floor(bet.betTime / DAY_MS);
  return ago >= range.newest && ago <= range.oldest;
};

const major = toMajorUnits;

/**
 * `MCSFE_getTeamBetHistory` (`startDate`, `endDate`, `gameCategory`, `username`, `pageNo`, `pageSize`): agents only.
 * One page of the bets of the agent's whole team (narrowed to members whose username contains `username`), newest
 * first, with the number of bets and the sums of the whole filter.
 */
export function teamBetHistory(store: SandboxStore, agent: SandboxMember, params: URLSearchParams): Outcome<unknown> {
  if (!isAgentMember(agent)) return fail(TEAM_MESSAGE.notAgent);
  const range = parseDays(store, params);
  if (!range.ok) return range;
  const paging = parsePaging(params);
  if (!paging.ok) return paging;
  const username = parseUsername(params);
  if (!username.ok) return username;
  const category = (params.get("gameCategory") ?? "ALL").toUpperCase();
  if (category !== "ALL" && !(BET_CATEGORIES as readonly string[]).includes(category)) return fail(REPORT_MESSAGE.category);
  const today = Math.floor(store.now() / DAY_MS);
  const members = wholeTeam(teamOf(store), agent.id).filter((m) => m.account.toLowerCase().includes(username.value));
  const bets = members
    .flatMap((m) => memberBets(store, m))
    .filter((b) => betInRange(b, today, range.value) && (category === "ALL" || b.category === category))
    .sort((a, b) => b.betTime - a.betTime || b.betId.localeCompare(a.betId));
  const { pageNo, pageSize } = paging.value;
  const sum = (key: "betMinor" | "validMinor" | "winLossMinor") => bets.reduce((s, b) => s + b[key], 0);
  return {
    ok: true,
    value: {
      list: bets.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((b) => ({
        betId: b.betId,
        betTime: b.betTime,
        username: b.username,
        vendorName: b.vendorName,
        gameName: b.gameName,
        gameCategory: b.category,
        betAmount: major(b.betMinor),
        validBetAmount: major(b.validMinor),
        winLoss: major(b.winLossMinor),
      })),
      totalRecords: bets.length,
      totals: {
        betCount: bets.length,
        betAmount: major(sum("betMinor")),
        validBetAmount: major(sum("validMinor")),
        winLoss: major(sum("winLossMinor")),
      },
    },
  };
}

interface Figures {
  deposits: number;
  withdrawals: number;
  bet: number;
  validBet: number;
  bonus: number;
  winLoss: number;
}

const NO_FIGURES: Figures = {
  deposits: 0,
  withdrawals: 0,
  bet: 0,
  validBet: 0,
  bonus: 0,
  winLoss: 0,
};
const add = (a: Figures, b: Figures): Figures => ({
  deposits: a.deposits + b.deposits,
  withdrawals: a.withdrawals + b.withdrawals,
  bet: a.bet + b.bet,
  validBet: a.validBet + b.validBet,
  bonus: a.bonus + b.bonus,
  winLoss: a.winLoss + b.winLoss,
});

/** A member's own figures over the range: its days' money and its bets. */
export function memberFigures(store: SandboxStore, member: TeamMember, range: AgoRange): Figures {
  const today = Math.floor(store.now() / DAY_MS);
  let figures = NO_FIGURES;
  for (const day of member.days) {
    if (!inRange(day, range)) continue;
    figures = add(figures, {
      deposits: day.deposits,
      withdrawals: day.withdrawals,
      bet: 0,
      validBet: 0,
      bonus: Math.floor((day.deposits * DEPOSIT_BONUS_PERCENT) / 100),
      winLoss: 0,
    });
  }
  for (const bet of memberBets(store, member)) {
    if (betInRange(bet, today, range))
      figures = add(figures, {
        ...NO_FIGURES,
        bet: bet.betMinor,
        validBet: bet.validMinor,
        winLoss: bet.winLossMinor,
      });
  }
  return figures;
}

/** User Profit and Loss's orders (`sortBy`): a key to sort ascending by; ties by username. */
const PROFIT_ORDERS: Readonly<Record<string, (f: Figures) => number>> = {
  VALID_BET_DESC: (f) => -f.validBet,
  PROFIT_DESC: (f) => -(f.winLoss + f.bonus),
  PROFIT_ASC: (f) => f.winLoss + f.bonus,
  DEPOSITS_DESC: (f) => -f.deposits,
};

const isEmpty = (f: Figures) => f.deposits === 0 && f.withdrawals === 0 && f.bet === 0 && f.bonus === 0;
const wire = (f: Figures) => ({
  deposits: major(f.deposits),
  withdrawals: major(f.withdrawals),
  betAmount: major(f.bet),
  validBetAmount: major(f.validBet),
  bonus: major(f.bonus),
  winLoss: major(f.winLoss),
  profit: major(f.winLoss + f.bonus),
});

/**
 * `MCSFE_getTeamProfitLoss` (`startDate`, `endDate`, `scope`, `username`, `sortBy`, `pageNo`, `pageSize`): agents only. With
 * scope DIRECT one row per direct downline with its own figures and its whole team's under it; with ALL one row per
 * member of the whole team with its own. Members with nothing in the range are left out; the most valid bets first, or
 * the order `sortBy` names (the highest or lowest profit, the most deposits).
 * The totals (over the whole filter) are the same for both scopes when no username narrows them.
 */
export function teamProfitLoss(store: SandboxStore, agent: SandboxMember, params: URLSearchParams): Outcome<unknown> {
  if (!isAgentMember(agent)) return fail(TEAM_MESSAGE.notAgent);
  const range = parseDays(store, params);
  if (!range.ok) return range;
  const paging = parsePaging(params);
  if (!paging.ok) return paging;
  const username = parseUsername(params);
  if (!username.ok) return username;
  const scope = (params.get("scope") ?? "DIRECT").toUpperCase();
  if (scope !== "DIRECT" && scope !== "ALL") return fail(REPORT_MESSAGE.scope);
  const sortBy = (params.get("sortBy") ?? "VALID_BET_DESC").toUpperCase();
  const order = PROFIT_ORDERS[sortBy];
  if (!order) return fail(REPORT_MESSAGE.sort);
  const team = teamOf(store);
  const agentLevel = team.members.find((m) => m.id === agent.id)?.level ?? 0;
  const members = scope === "DIRECT" ? directDownlines(team, agent.id) : wholeTeam(team, agent.id);
  const rows = members
    .filter((m) => m.account.toLowerCase().includes(username.value))
    .map((m) => {
      const under = scope === "DIRECT" ? wholeTeam(team, m.id) : [];
      const figures = under.reduce((sum, d) => add(sum, memberFigures(store, d, range.value)), memberFigures(store, m, range.value));
      return { member: m, figures };
    })
    .filter((r) => !isEmpty(r.figures))
    .sort((a, b) => order(a.figures) - order(b.figures) || a.member.account.localeCompare(b.member.account));
  const totals = rows.reduce((sum, r) => add(sum, r.figures), NO_FIGURES);
  const { pageNo, pageSize } = paging.value;
  return {
    ok: true,
    value: {
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(({ member, figures }) => ({
        username: member.account,
        accountType: member.type,
        level: member.level - agentLevel,
        ...wire(figures),
      })),
      totalRecords: rows.length,
      totals: { memberCount: rows.length, ...wire(totals) },
    },
  };
}

const isoDay = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);

/**
 * `MCSFE_getAgentIncome` (`startDate`, `endDate`): agents only. Every day of the range, oldest first: the agent's
 * commission on its whole team's valid bets of the day, and the dividends and salaries its contracts with its upline
 * paid for the day; with the totals.
 */
export function agentIncome(store: SandboxStore, agent: SandboxMember, params: URLSearchParams): Outcome<unknown> {
  if (!isAgentMember(agent)) return fail(TEAM_MESSAGE.notAgent);
  const range = parseDays(store, params);
  if (!range.ok) return range;
  const today = Math.floor(store.now() / DAY_MS);
  const { newest, oldest } = range.value;
  const days = Array.from({ length: oldest - newest + 1 }, (_, i) => ({
    day: today - oldest + i,
    commission: 0,
    dividend: 0,
    salary: 0,
  }));
  const slot = (dayNo: number) => (dayNo >= today - oldest && dayNo <= today - newest ? days[dayNo - (today - oldest)] : undefined);
  const validBets = new Map<number, number>();
  for (const member of wholeTeam(teamOf(store), agent.id)) {
    for (const d of member.days) if (inRange(d, range.value)) validBets.set(d.ago, (validBets.get(d.ago) ?? 0) + d.validBets);
  }
  for (const [ago, bets] of validBets) slot(today - ago)!.commission = Math.floor((bets * COMMISSION_BASIS_POINTS) / 10_000);
  const name = agent.account.toLowerCase();
  for (const kind of CONTRACT_KINDS) {
    if (!moduleOn(store, CONTRACT_KIND_WIRE[kind].modId)) continue;
    for (const record of periodRecords(store, agent, kind, "DAILY")) {
      const target = record.contract.downline.toLowerCase() === name ? slot(record.first) : undefined;
      if (!target) continue;
      if (kind === "dividend") target.dividend += record.amount;
      else target.salary += record.amount;
    }
  }
  const wireDay = (d: { commission: number; dividend: number; salary: number }) => ({
    commission: major(d.commission),
    dividend: major(d.dividend),
    salary: major(d.salary),
    total: major(d.commission + d.dividend + d.salary),
  });
  const sum = (key: "commission" | "dividend" | "salary") => days.reduce((s, d) => s + d[key], 0);
  return {
    ok: true,
    value: {
      days: days.map((d) => ({ date: isoDay(d.day), ...wireDay(d) })),
      totals: wireDay({
        commission: sum("commission"),
        dividend: sum("dividend"),
        salary: sum("salary"),
      }),
    },
  };
}

export type TeamTransactionType = "DEPOSIT" | "WITHDRAWAL" | "TRANSFER" | "BONUS";
export interface TeamTransaction {
  transactionId: string;
  at: number;
  username: string;
  type: TeamTransactionType;
  detail: string;
  amountMinor: number;
  reference: string;
}

/** A member day's movements: its deposit, its deposit bonus a minute later, and its withdrawal, at times of that day. */
function dayTransactions(member: TeamMember, day: TeamDay, today: number, now: number): TeamTransaction[] {
  const dayNo = today - day.ago;
  const prng = createPrng(hashString(`team-money:${member.id}:${dayNo}`));
  const dayStart = dayNo * DAY_MS;
  const latest = Math.max(0, Math.min(DAY_MS - 61_000, now - dayStart - 61_000));
  const at = () => dayStart + prng.int(0, latest);
  const id = `${member.id}${String(dayNo).padStart(6, "0")}`;
  const out: TeamTransaction[] = [];
  if (day.deposits > 0) {
    const time = at();
    out.push({
      transactionId: `TD${id}`,
      at: time,
      username: member.account,
      type: "DEPOSIT",
      detail: "DEPOSIT",
      amountMinor: day.deposits,
      reference: `TD${id}`,
    });
    const bonus = Math.floor((day.deposits * DEPOSIT_BONUS_PERCENT) / 100);
    if (bonus > 0)
      out.push({
        transactionId: `TB${id}`,
        at: time + 60_000,
        username: member.account,
        type: "BONUS",
        detail: "DEPOSIT_BONUS",
        amountMinor: bonus,
        reference: `TD${id}`,
      });
  }
  if (day.withdrawals > 0)
    out.push({
      transactionId: `TW${id}`,
      at: at(),
      username: member.account,
      type: "WITHDRAWAL",
      detail: "WITHDRAWAL",
      amountMinor: -day.withdrawals,
      reference: `TW${id}`,
    });
  return out;
}

/**
 * `MCSFE_getTeamTransactions` (`startDate`, `endDate`, `type`, `username`, `pageNo`, `pageSize`): agents only. One page
 * of the whole team's money movements (deposits, withdrawals, deposit bonuses, transfers received from their upline),
 * newest first, narrowed by type and username, with the count, money in and money out of the whole filter.
 */
export function teamTransactions(store: SandboxStore, agent: SandboxMember, params: URLSearchParams): Outcome<unknown> {
  if (!isAgentMember(agent)) return fail(TEAM_MESSAGE.notAgent);
  const range = parseDays(store, params);
  if (!range.ok) return range;
  const paging = parsePaging(params);
  if (!paging.ok) return paging;
  const username = parseUsername(params);
  if (!username.ok) return username;
  const type = (params.get("type") ?? "ALL").toUpperCase();
  if (type !== "ALL" && !["DEPOSIT", "WITHDRAWAL", "TRANSFER", "BONUS"].includes(type)) return fail(REPORT_MESSAGE.type);
  const team = teamOf(store);
  const today = Math.floor(store.now() / DAY_MS);
  const members = wholeTeam(team, agent.id).filter((m) => m.account.toLowerCase().includes(username.value));
  const byId = new Map(members.map((m) => [m.id, m]));
  const rows: TeamTransaction[] = members.flatMap((m) =>
    m.days.filter((d) => inRange(d, range.value)).flatMap((d) => dayTransactions(m, d, today, store.now())),
  );
  for (const transfer of team.transfers) {
    const to = byId.get(transfer.downlineId);
    const ago = today - Math.floor(transfer.at / DAY_MS);
    if (!to || ago < range.value.newest || ago > range.value.oldest) continue;
    const from = team.members.find((m) => m.id === transfer.agentId)?.account ?? (transfer.agentId === agent.id ? agent.account : "");
    rows.push({
      transactionId: transfer.transferId,
      at: transfer.at,
      username: to.account,
      type: "TRANSFER",
      detail: "UPLINE_TRANSFER_IN",
      amountMinor: transfer.amountMinor,
      reference: from,
    });
  }
  const chosen = rows.filter((r) => type === "ALL" || r.type === type).sort((a, b) => b.at - a.at || b.transactionId.localeCompare(a.transactionId));
  const credit = chosen.filter((r) => r.amountMinor > 0).reduce((s, r) => s + r.amountMinor, 0);
  const debit = chosen.filter((r) => r.amountMinor < 0).reduce((s, r) => s - r.amountMinor, 0);
  const { pageNo, pageSize } = paging.value;
  return {
    ok: true,
    value: {
      list: chosen.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((r) => ({
        transactionId: r.transactionId,
        time: r.at,
        username: r.username,
        type: r.type,
        detail: r.detail,
        amount: major(r.amountMinor),
        reference: r.reference,
      })),
      totalRecords: chosen.length,
      totals: { credit: major(credit), debit: major(debit) },
    },
  };
}
