/**
 * The sandbox platform's in-memory state. Everything is seeded and deterministic; `reset()` restores the initial
 * state (demo members, no sessions, no failed logins, no captcha, default scenario, re-seeded random numbers).
 * Heavy data (the game catalogue) is generated lazily and shared, since it never changes.
 */
import { createPrng, type Prng } from "./prng.ts";
import { defaultScenario, type Scenario } from "./scenarios.ts";
import { seedMembers, type SandboxMember } from "./seed/members.ts";
import { getGameCatalogue, type GameCatalogue } from "./seed/games.ts";

export const DEFAULT_SEED = 0x5eed_2024;

/** The last issued captcha: only this code is accepted, and only once. */
export interface IssuedCaptcha {
  code: string;
  /** 1 for the first captcha issued since the last reset. */
  serial: number;
}

export interface SandboxState {
  members: SandboxMember[];
  /** Session token → member id. */
  sessions: Map<string, number>;
  /** Lower-cased username → consecutive failed logins (also counted for unknown usernames). */
  failedLogins: Map<string, number>;
  captcha: IssuedCaptcha | null;
  captchasIssued: number;
  scenario: Scenario;
  /** Name of the last applied preset, `default` after a reset, `custom` after a patch. */
  scenarioName: string;
}

export interface SandboxStore {
  /** The current state (replaced by `reset()`: read it through the store every time). */
  readonly state: SandboxState;
  /** Seeded random numbers for everything generated at run time (tokens, captcha codes, images). */
  readonly prng: Prng;
  readonly catalogue: GameCatalogue;
  reset(): void;
  findMember(username: string): SandboxMember | undefined;
  memberById(id: number): SandboxMember | undefined;
  /** Opens a session and returns its token. */
  openSession(memberId: number): string;
  /** The member of a live session, if the token is one. */
  sessionMember(token: string | null | undefined): SandboxMember | undefined;
  /** Ends a session; false when the token was not a live session. */
  closeSession(token: string | null | undefined): boolean;
}

function initialState(): SandboxState {
  return {
    members: seedMembers(),
    sessions: new Map(),
    failedLogins: new Map(),
    captcha: null,
    captchasIssued: 0,
    scenario: defaultScenario(),
    scenarioName: "default",
  };
}

export function createSandboxStore(options: { seed?: number } = {}): SandboxStore {
  const seed = options.seed ?? DEFAULT_SEED;
  let state = initialState();
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
      state = initialState();
      prng = createPrng(seed);
    },
    findMember(username) {
      const key = username.trim().toLowerCase();
      return state.members.find((m) => m.account.toLowerCase() === key);
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
  };
  return store;
}
