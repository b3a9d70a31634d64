/** The JSON control API of the sandbox (`/__sandbox/api/*`): state snapshot, scenario patch, presets, reset. */
import { applyPreset, patchScenario, PRESET_NAMES, type Scenario } from "./scenarios.ts";
import { type SandboxStore } from "./store.ts";
import { DEMO_ACCOUNT_NOTES } from "./seed/members.ts";
import { moduleDefaults } from "./seed/platform.ts";

export interface SandboxSnapshot {
  scenarioName: string;
  scenario: Scenario;
  presets: string[];
  moduleDefaults: Record<string, boolean>;
  accounts: { username: string; password: string; type: number; notes: string }[];
  sessions: number;
  failedLogins: Record<string, number>;
  /** The captcha code currently accepted (for testers and e2e drivers), or null. */
  captcha: { code: string; serial: number } | null;
}

export function snapshot(store: SandboxStore): SandboxSnapshot {
  const { state } = store;
  return {
    scenarioName: state.scenarioName,
    scenario: structuredClone(state.scenario),
    presets: [...PRESET_NAMES],
    moduleDefaults: moduleDefaults(),
    accounts: state.members.map((m) => ({
      username: m.account,
      password: m.password,
      type: m.type,
      notes: DEMO_ACCOUNT_NOTES[m.account] ?? "",
    })),
    sessions: state.sessions.size,
    failedLogins: Object.fromEntries(state.failedLogins),
    captcha: state.captcha ? { ...state.captcha } : null,
  };
}

export interface ControlAnswer {
  status: number;
  body: unknown;
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
  if (subPath === "scenario") {
    if (method !== "POST") return methodNotAllowed("POST");
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
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
