/**
 * The JSON control API of the sandbox (`/__sandbox/api/*`): state snapshot, scenario patch, presets, clock, reset.
 * The snapshot deliberately shows secrets (passwords, captcha, SMS codes, GA codes): it is what testers and e2e
 * drivers read to get through every authentication branch.
 */
import { applyPreset, patchScenario, PRESET_NAMES, PRESET_NOTES, type Scenario } from "./scenarios.ts";
import { type SandboxStore, type SmsPurpose } from "./store.ts";
import { DEMO_ACCOUNT_NOTES, type MobileNumber } from "./seed/members.ts";
import { AFFILIATES } from "./seed/affiliates.ts";
import { moduleDefaults } from "./seed/platform.ts";
import { registerRulePatternIds, REGISTER_RULE_VARIANTS, type PatternId, type RegisterRulesVariant } from "./seed/register-rules.ts";
import { liveSmsCodes } from "./rules/sms.ts";

export interface SnapshotAccount {
  username: string;
  password: string;
  type: number;
  notes: string;
  mobile: MobileNumber | null;
  email: string;
  payeeName: string;
  paymentPassword: string;
  gaCode: string;
  registeredIps: string[];
  balance: number;
}

export interface SnapshotSmsCode extends MobileNumber {
  purpose: SmsPurpose;
  code: string;
  /** ISO time the code (and the resend countdown) expires. */
  expiresAt: string;
  used: boolean;
}

export interface SandboxSnapshot {
  scenarioName: string;
  scenario: Scenario;
  presets: string[];
  /** Preset name → what it shows. */
  presetNotes: Record<string, string>;
  moduleDefaults: Record<string, boolean>;
  accounts: SnapshotAccount[];
  sessions: number;
  failedLogins: Record<string, number>;
  /** The captcha code currently accepted (for testers and e2e drivers), or null. */
  captcha: { code: string; serial: number } | null;
  /** SMS codes inside their countdown, oldest first. */
  smsCodes: SnapshotSmsCode[];
  /** Open two-factor tickets. */
  verifications: { ticket: string; username: string; ip: string; methods: string[]; expiresAt: string; wrongAnswers: number }[];
  /** Mails the platform would have sent (password reset by e-mail), oldest first. */
  mails: { to: string; username: string; subject: string; at: string }[];
  affiliateCodes: string[];
  /** patternIds each register-rules variant uses. */
  registerRulePatternIds: Record<RegisterRulesVariant, PatternId[]>;
  /** The sandbox clock: ISO time and whether it is pinned (`POST /__sandbox/api/clock`). */
  clock: { now: string; pinned: boolean };
}

const iso = (ms: number): string => new Date(ms).toISOString();

export function snapshot(store: SandboxStore): SandboxSnapshot {
  const { state } = store;
  const now = store.now();
  return {
    scenarioName: state.scenarioName,
    scenario: structuredClone(state.scenario),
    presets: [...PRESET_NAMES],
    presetNotes: { ...PRESET_NOTES },
    moduleDefaults: moduleDefaults(),
    accounts: state.members.map((m) => ({
      username: m.account,
      password: m.password,
      type: m.type,
      notes: DEMO_ACCOUNT_NOTES[m.account] ?? (m.type === 4 ? "free-play trial account" : "registered in this session"),
      mobile: m.mobile ? { ...m.mobile } : null,
      email: m.email,
      payeeName: m.payeeName,
      paymentPassword: m.paymentPassword,
      gaCode: m.gaCode,
      registeredIps: [...m.registeredIps],
      balance: m.balance,
    })),
    sessions: state.sessions.size,
    failedLogins: Object.fromEntries(state.failedLogins),
    captcha: state.captcha ? { ...state.captcha } : null,
    smsCodes: liveSmsCodes(store).map((c) => ({
      countryDialingCode: c.countryDialingCode,
      mobileNum: c.mobileNum,
      purpose: c.purpose,
      code: c.code,
      expiresAt: iso(c.expiresAt),
      used: c.used,
    })),
    verifications: [...state.verifications.values()]
      .filter((t) => t.expiresAt > now)
      .map((t) => ({
        ticket: t.ticket,
        username: store.memberById(t.memberId)?.account ?? "",
        ip: t.ip,
        methods: [...t.methods],
        expiresAt: iso(t.expiresAt),
        wrongAnswers: t.wrongAnswers,
      })),
    mails: state.mails.map((m) => ({ ...m, at: iso(m.at) })),
    affiliateCodes: AFFILIATES.map((a) => a.code),
    registerRulePatternIds: Object.fromEntries(REGISTER_RULE_VARIANTS.map((v) => [v, registerRulePatternIds(v)])) as Record<RegisterRulesVariant, PatternId[]>,
    clock: { now: iso(now), pinned: state.pinnedNow !== null },
  };
}

export interface ControlAnswer {
  status: number;
  body: unknown;
}

const isObject = (body: unknown): body is Record<string, unknown> => typeof body === "object" && body !== null && !Array.isArray(body);

/**
 * `POST /__sandbox/api/clock`: `{"advanceMs": n}` pins the clock n ms later than it reads now (SMS codes and
 * two-factor tickets expire on it), `{"now": ms}` pins it there, `{"now": null}` returns to the real time.
 */
function setClock(store: SandboxStore, body: unknown): ControlAnswer {
  const bad = { status: 400, body: { error: 'send {"advanceMs": <ms ≥ 0>} or {"now": <epoch ms> | null}' } };
  if (!isObject(body)) return bad;
  if ("advanceMs" in body) {
    const ms = body.advanceMs;
    if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) return bad;
    store.setNow(store.now() + ms);
  } else if ("now" in body) {
    const ms = body.now;
    if (ms !== null && (typeof ms !== "number" || !Number.isFinite(ms))) return bad;
    store.setNow(ms);
  } else return bad;
  return { status: 200, body: snapshot(store) };
}

/**
 * Answers a control API call. `subPath` is the part after `/__sandbox/api/` (e.g. `state`, `preset/maintenance`);
 * `body` is the parsed JSON body (POST only). Returns null for an unknown path.
 */
export function controlApi(store: SandboxStore, method: string, subPath: string, body: unknown): ControlAnswer | null {
  const methodNotAllowed = (allowed: string): ControlAnswer => ({ status: 405, body: { error: `use ${allowed}` } });
  if (subPath === "state") return method === "GET" ? { status: 200, body: snapshot(store) } : methodNotAllowed("GET");
  if (subPath === "reset") {
    if (method !== "POST") return methodNotAllowed("POST");
    store.reset();
    return { status: 200, body: snapshot(store) };
  }
  if (subPath === "clock") return method === "POST" ? setClock(store, body) : methodNotAllowed("POST");
  if (subPath === "scenario") {
    if (method !== "POST") return methodNotAllowed("POST");
    if (!isObject(body)) {
      return { status: 400, body: { error: "the body must be a JSON object (a merge patch of the scenario)" } };
    }
    const result = patchScenario(store, body);
    return result.ok
      ? { status: 200, body: snapshot(store) }
      : { status: 400, body: { error: "invalid scenario", issues: result.issues } };
  }
  const preset = /^preset\/([^/]+)$/.exec(subPath);
  if (preset) {
    if (method !== "POST") return methodNotAllowed("POST");
    const name = decodeURIComponent(preset[1] ?? "");
    return applyPreset(store, name)
      ? { status: 200, body: snapshot(store) }
      : { status: 404, body: { error: `unknown preset ${name}`, presets: PRESET_NAMES } };
  }
  return null;
}
