/**
 * The sandbox platform's in-memory state. Everything is seeded and deterministic; `reset()` restores the initial
 * state (demo members, no sessions, no failed logins, no captcha, no SMS codes, no verification tickets, default
 * scenario, real clock, re-seeded random numbers). Heavy data (the game catalogue) is generated lazily and shared,
 * since it never changes.
 */
import { createPrng, type Prng } from "./prng.ts";
import { defaultScenario, type Scenario } from "./scenarios.ts";
import { seedMembers, type MobileNumber, type SandboxMember } from "./seed/members.ts";
import { getGameCatalogue, type GameCatalogue } from "./seed/games.ts";
import { emptyCashier, openAccount, type CashierState } from "./rules/cashier-ledger.ts";
import { seedBankCards, seedVendorWallets } from "./seed/cashier.ts";
import { seedPoints, type PointsState } from "./rules/points.ts";
import { seedAgentLinks, type SandboxAgentLink } from "./seed/agent-links.ts";
import { seedContracts, type SandboxContract } from "./seed/contracts.ts";
import { seedAgentTeam, type TeamState } from "./seed/agent-team.ts";
import { emptyContent, type ContentState } from "./rules/content.ts";

export const DEFAULT_SEED = 0x5eed_2024;

/** The last issued captcha: only this code is accepted, and only once. */
export interface IssuedCaptcha {
  code: string;
  /** 1 for the first captcha issued since the last reset. */
  serial: number;
}

/** What an SMS code is for: `noLogin` (SMS login, reset by phone), `register`, `verification` (two-factor). */
export type SmsPurpose = "noLogin" | "register" | "verification" | "bind";

/** An SMS code the sandbox "sent". Kept until it expires (the resend countdown runs until then). */
export interface IssuedSmsCode extends MobileNumber {
  purpose: SmsPurpose;
  code: string;
  issuedAt: number;
  expiresAt: number;
  /** Used (or burned by too many wrong attempts): no longer accepted. */
  used: boolean;
  wrongAttempts: number;
}

/** A pending two-factor login (`/wps/session/login/verification`). */
export interface VerificationTicket {
  ticket: string;
  memberId: number;
  /** The visitor IP the login came from; recorded on the member when verified. */
  ip: string;
  methods: string[];
  expiresAt: number;
  wrongAnswers: number;
}

/** A mail the platform would have sent (password reset by e-mail), for testers. */
export interface SentMail {
  to: string;
  username: string;
  subject: string;
  at: number;
}

export interface SandboxState {
  members: SandboxMember[];
  /** Session token → member id. */
  sessions: Map<string, number>;
  /** Lower-cased username → consecutive failed logins (also counted for unknown usernames). */
  failedLogins: Map<string, number>;
  captcha: IssuedCaptcha | null;
  captchasIssued: number;
  smsCodes: IssuedSmsCode[];
  verifications: Map<string, VerificationTicket>;
  mails: SentMail[];
  /** When set, the sandbox clock reads this (ms since the epoch) instead of the real time. */
  pinnedNow: number | null;
  scenario: Scenario;
  /** Name of the last applied preset, `default` after a reset, `custom` after a patch. */
  scenarioName: string;
  /** Member id → favourite game node ids, most recently added first (rules/favourites.ts). */
  favourites: Map<number, number[]>;
  /** Member id → recently launched game node ids, most recent first, at most RECENT_LIMIT. */
  recent: Map<number, number[]>;
  /** Ledgers, vendor wallets, bank cards, deposits, withdrawals and their parts (rules/cashier-ledger.ts). */
  cashier: CashierState;
  /** Points accounts, redemptions and conversions (rules/points.ts). */
  points: PointsState;
  /** The agents' affiliate (register) links (rules/agent-links.ts). */
  agentLinks: SandboxAgentLink[];
  /** Agent contracts of every kind and state (seed/contracts.ts, rules/contracts.ts). */
  contracts: SandboxContract[];
  /** agent01's downlines, their days and the transfers to them (seed/agent-team.ts). */
  team: TeamState;
  /** Affiliate applications and feedback (rules/content.ts). */
  content: ContentState;
}

/** Recent games kept per member. */
export const RECENT_LIMIT = 24;

export interface SandboxStore {
  /** The current state (replaced by `reset()`: read it through the store every time). */
  readonly state: SandboxState;
  /** Seeded random numbers for everything generated at run time (tokens, captcha codes, images). */
  readonly prng: Prng;
  readonly catalogue: GameCatalogue;
  reset(): void;
  /** The sandbox clock (ms since the epoch): SMS code and ticket expiry read it. */
  now(): number;
  /** Pins the clock to `ms` (tests, the control API); `null` returns to the real time. Reset also unpins it. */
  setNow(ms: number | null): void;
  findMember(username: string): SandboxMember | undefined;
  /** The member owning a mobile number (dialing code and number compared as digits). */
  findMemberByMobile(mobile: MobileNumber): SandboxMember | undefined;
  findMemberByEmail(email: string): SandboxMember | undefined;
  /** Adds a member with the next free id and returns it. */
  addMember(member: Omit<SandboxMember, "id">): SandboxMember;
  memberById(id: number): SandboxMember | undefined;
  /** Opens a session and returns its token. */
  openSession(memberId: number): string;
  /** The member of a live session, if the token is one. */
  sessionMember(token: string | null | undefined): SandboxMember | undefined;
  /** Ends a session; false when the token was not a live session. */
  closeSession(token: string | null | undefined): boolean;
  /** Notes a game launch for the member's recent games (most recent first, no duplicates, at most RECENT_LIMIT). */
  recordRecent(memberId: number, nodeId: number): void;
}

function initialState(at: number): SandboxState {
  const members = seedMembers();
  const cashier = emptyCashier();
  for (const member of members) {
    openAccount(cashier, member, at, { vendorWallets: seedVendorWallets(member.account), bankCards: seedBankCards(member.account, member.payeeName, at) });
  }
  return {
    members,
    sessions: new Map(),
    failedLogins: new Map(),
    captcha: null,
    captchasIssued: 0,
    smsCodes: [],
    verifications: new Map(),
    mails: [],
    pinnedNow: null,
    scenario: defaultScenario(),
    scenarioName: "default",
    favourites: new Map(),
    recent: new Map(),
    cashier,
    points: seedPoints(members, at),
    agentLinks: seedAgentLinks(at),
    contracts: seedContracts(at),
    team: seedAgentTeam(at),
    content: emptyContent(),
  };
}

const digits = (text: string): string => text.replace(/\D/g, "");

export function createSandboxStore(options: { seed?: number; clock?: () => number } = {}): SandboxStore {
  const seed = options.seed ?? DEFAULT_SEED;
  const clock = options.clock ?? Date.now;
  let state = initialState(clock());
  let prng = createPrng(seed);

  const store: SandboxStore = {
    get state() {
      return state;
    },
    get prng() {
      return prng;
    },
    get catalogue() {
      return getGameCatalogue();
    },
    reset() {
      state = initialState(clock());
      prng = createPrng(seed);
    },
    now() {
      return state.pinnedNow ?? clock();
    },
    setNow(ms) {
      state.pinnedNow = ms;
    },
    findMember(username) {
      const key = username.trim().toLowerCase();
      return state.members.find((m) => m.account.toLowerCase() === key);
    },
    findMemberByMobile({ countryDialingCode, mobileNum }) {
      const dial = digits(countryDialingCode);
      const number = digits(mobileNum);
      return state.members.find((m) => !!m.mobile && digits(m.mobile.countryDialingCode) === dial && digits(m.mobile.mobileNum) === number);
    },
    findMemberByEmail(email) {
      const key = email.trim().toLowerCase();
      return key === "" ? undefined : state.members.find((m) => m.email.toLowerCase() === key);
    },
    addMember(member) {
      const id = Math.max(10000, ...state.members.map((m) => m.id)) + 1;
      const added: SandboxMember = { ...member, id };
      state.members.push(added);
      openAccount(state.cashier, added, store.now(), { vendorWallets: seedVendorWallets(added.account) });
      return added;
    },
    memberById(id) {
      return state.members.find((m) => m.id === id);
    },
    openSession(memberId) {
      let token: string;
      do token = `sbx${prng.hex(29)}`;
      while (state.sessions.has(token));
      state.sessions.set(token, memberId);
      return token;
    },
    sessionMember(token) {
      if (!token) return undefined;
      const id = state.sessions.get(token);
      return id === undefined ? undefined : store.memberById(id);
    },
    closeSession(token) {
      return !!token && state.sessions.delete(token);
    },
    recordRecent(memberId, nodeId) {
      const list = (state.recent.get(memberId) ?? []).filter((id) => id !== nodeId);
      list.unshift(nodeId);
      state.recent.set(memberId, list.slice(0, RECENT_LIMIT));
    },
  };
  return store;
}
