/**
 * Run-time scenario of the sandbox platform: platform status, visitor location, module overrides, latency and
 * failure injection; named presets; JSON merge-patch updates validated with valibot.
 */
import * as v from "valibot";
import { type SandboxStore } from "./store.ts";
import { REGISTER_RULE_VARIANTS, type RegisterRulesVariant } from "./seed/register-rules.ts";
import { DEMO_OFFER_IDS, demoOffers } from "./seed/contracts.ts";

/** Bits: 1 = maintenance, 2 = IP/region restriction; 3 = both (maintenance wins). */
export type ScenarioStatus = 0 | 1 | 2 | 3;
export type FailureMode = "none" | "http500" | "malformed" | "timeout" | "network";

export interface FailureInjection {
  mode: FailureMode;
  /** Only requests whose path starts with this fail (e.g. `/wps/system/status`); all requests when absent. */
  path?: string;
  /** Fail this many matching requests, then recover (mode becomes `none`); until changed when absent. */
  remaining?: number;
  /** Body of `malformed`: an HTML page (default) or JSON that is not the envelope. */
  body?: "html" | "json";
}

/**
 * One answer the sandbox gives instead of its own (issue 28: replaying a fuzz case in a browser): the next `remaining`
 * requests (default 1) whose path is exactly `path` get `body` as it is (any text: JSON, odd JSON or not JSON at all)
 * with `status` (default 200); then the entry is removed and the route answers normally again.
 */
export interface AnswerOverride {
  path: string;
  status?: number;
  body: string;
  remaining?: number;
}

export interface Scenario {
  status: ScenarioStatus;
  visitorIp: string;
  visitorCountry: string;
  visitorCountryCode: string;
  /** modId → enabled, overriding the default module tree. */
  whitelabel: Record<string, boolean>;
  latencyMs: number;
  failure: FailureInjection;
  /** Registration field rules: `standard`, `strict` (every patternId 0–19) or `minimal` (no captcha). */
  registerRules: RegisterRulesVariant;
  /**
   * Game launch (handlers/launch.ts): games under maintenance (node ids; absent = the seeded list), every real launch
   * refused with a round still open, and the address that refusal gives (absent = the demo game's; any string, e.g. a
   * hostile `data:` or `//host` address the site must refuse).
   */
  launch?: { maintenance?: number[]; roundOpen?: boolean; roundOpenUrl?: string };
  /**
   * Lobby data answered empty: a vendor type (`LIVE`, `FISH`, `PVP`, `SPORTS`, `ELOTT`, `LOTT` …: its vendor lane has
   * no cards), a vendor code (no games, tables or rooms), or `lotteryMenus` / `vnLotteryMenu` (no groups).
   */
  empty?: string[];
  /** Popup announcements are answered (11 for guests, 10 for members: two pages). Off by default so the popup dialog does not cover every page a test opens; the `popups` preset turns them on. */
  popups?: boolean;
  /**
   * Cashier (ADR 0012): `singleWallet` answers `GCS_merchantWallet` `isSingle` (default false: a main wallet plus
   * vendor wallets); `allowDeposit` (default true); `deposit` what a new deposit order does `DEPOSIT_CREDIT_MS` after
   * it is made: `credit` (default), `fail`, or `expire` (stays pending until it expires after 15 minutes).
   */
  cashier?: { singleWallet?: boolean; allowDeposit?: boolean; deposit?: "credit" | "fail" | "expire" };
  /** Answers given instead of the sandbox's own, each for one path and a number of requests ({@link AnswerOverride}). */
  answers?: AnswerOverride[];
  /**
   * Offers wait for `demo` (issue 29 item 4): agent01's offer of each contract kind ({@link demoOffers}), so demo's
   * login opens the contract offer popup. Off by default so the popup does not cover every page a test opens as demo;
   * the `contract-offers` preset turns it on. Turning it off takes back those of the offers still waiting.
   */
  contractOffers?: boolean;
}

export function defaultScenario(): Scenario {
  return {
    status: 0,
    visitorIp: "203.0.113.7",
    visitorCountry: "Brazil",
    visitorCountryCode: "BR",
    whitelabel: {},
    latencyMs: 0,
    failure: { mode: "none" },
    registerRules: "standard",
  };
}

const ScenarioSchema = v.strictObject({
  status: v.picklist([0, 1, 2, 3]),
  visitorIp: v.pipe(v.string(), v.maxLength(64)),
  visitorCountry: v.pipe(v.string(), v.maxLength(64)),
  visitorCountryCode: v.pipe(v.string(), v.maxLength(3)),
  whitelabel: v.record(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/)), v.boolean()),
  latencyMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000)),
  failure: v.strictObject({
    mode: v.picklist(["none", "http500", "malformed", "timeout", "network"]),
    path: v.optional(v.pipe(v.string(), v.startsWith("/"))),
    remaining: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    body: v.optional(v.picklist(["html", "json"])),
  }),
  registerRules: v.picklist(REGISTER_RULE_VARIANTS),
  launch: v.optional(
    v.strictObject({
      maintenance: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(100))),
      roundOpen: v.optional(v.boolean()),
      roundOpenUrl: v.optional(v.pipe(v.string(), v.maxLength(2000))),
    }),
  ),
  empty: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,32}$/))), v.maxLength(100))),
  popups: v.optional(v.boolean()),
  contractOffers: v.optional(v.boolean()),
  cashier: v.optional(
    v.strictObject({
      singleWallet: v.optional(v.boolean()),
      allowDeposit: v.optional(v.boolean()),
      deposit: v.optional(v.picklist(["credit", "fail", "expire"])),
    }),
  ),
  answers: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          path: v.pipe(v.string(), v.startsWith("/"), v.maxLength(200)),
          status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
          body: v.pipe(v.string(), v.maxLength(100_000)),
          remaining: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
        }),
      ),
      v.maxLength(50),
    ),
  ),
});

/** A JSON merge patch (RFC 7396) of a {@link Scenario}: `null` removes a key. */
export type ScenarioPatch = { [K in keyof Scenario]?: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** RFC 7396 JSON merge patch. Returns a new value; inputs are not modified. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return structuredClone(patch);
  const result: Record<string, unknown> = isPlainObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

export type ScenarioResult = { ok: true; scenario: Scenario } | { ok: false; issues: string[] };

export function parseScenario(value: unknown): ScenarioResult {
  const result = v.safeParse(ScenarioSchema, value);
  if (result.success) return { ok: true, scenario: result.output as Scenario };
  return {
    ok: false,
    issues: result.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`),
  };
}

/** Merge-patches the store's scenario; nothing changes when the result is invalid. */
export function patchScenario(store: SandboxStore, patch: unknown): ScenarioResult {
  const result = parseScenario(mergePatch(store.state.scenario, patch));
  if (result.ok) {
    store.state.scenario = result.scenario;
    store.state.scenarioName = "custom";
    syncDemoOffers(store);
  }
  return result;
}

/**
 * The `contractOffers` switch made true in the store's contracts: on, each of demo's scenario offers that is not in
 * the store is added (waiting, made in the hours before now); off, those still waiting are taken back (an answered
 * one stays, as the platform would keep it).
 */
function syncDemoOffers(store: SandboxStore): void {
  const ids = new Set<string>(DEMO_OFFER_IDS);
  if (store.state.scenario.contractOffers === true) {
    const have = new Set(store.state.contracts.map((c) => c.contractId));
    store.state.contracts.push(...demoOffers(store.now()).filter((c) => !have.has(c.contractId)));
  } else {
    store.state.contracts = store.state.contracts.filter((c) => !(ids.has(c.contractId) && c.state === "pending"));
  }
}

export const PRESETS = {
  normal: {},
  maintenance: { status: 1 },
  restricted: { status: 2, visitorIp: "198.51.100.23", visitorCountry: "United States", visitorCountryCode: "US" },
  slow: { latencyMs: 3000 },
  flaky: { failure: { mode: "http500", remaining: 2 } },
  broken: { failure: { mode: "malformed", path: "/wps/system/status" } },
  offline: { failure: { mode: "network" } },
  stalled: { failure: { mode: "timeout" } },
  "freeplay-off": { whitelabel: { FREEPLAY3: false } },
  "sms-off": { whitelabel: { MOBILEVERCODELOGIN3: false, CHNGPASSVERIF3: false, MOBILENUMREG3: false } },
  "two-factor-off": { whitelabel: { LOGINIPVERF3: false } },
  "force-change-off": { whitelabel: { PWDEXPFORCECHANGE3: false } },
  "register-strict": { registerRules: "strict" },
  "register-minimal": { registerRules: "minimal" },
  "register-verify": { whitelabel: { REGMOBVERF3: true } },
  "register-mobile-only": { whitelabel: { USERNAMEREG3: false } },
  "register-mobile-nopass": { whitelabel: { MOBILENUMPASSREG3: false } },
  popups: { popups: true },
  "announcements-down": { failure: { mode: "http500", path: "/wps/relay/MCSFE_getListAnnouncements" } },
  "winners-down": { failure: { mode: "http500", path: "/wps/relay/ODSFE2_getWinnerBoard" } },
  "hot-games-malformed": { failure: { mode: "malformed", path: "/wps/relay/GCSGAME_hotGamesV2", body: "json" } },
  "lobby-empty": { empty: ["FISH", "KM", "DG", "lotteryMenus", "vnLotteryMenu"] },
  "games-no-maintenance": { launch: { maintenance: [] } },
  "round-open": { launch: { roundOpen: true } },
  "launch-failing": { failure: { mode: "http500", path: "/wps/game/launchGame" } },
  "single-wallet": { cashier: { singleWallet: true } },
  "deposit-closed": { cashier: { allowDeposit: false } },
  "deposit-fails": { cashier: { deposit: "fail" } },
  "deposit-expires": { cashier: { deposit: "expire" } },
  "contract-offers": { contractOffers: true },
} as const satisfies Record<string, ScenarioPatch>;

export type PresetName = keyof typeof PRESETS;

/** What each preset shows (control page, README). */
export const PRESET_NOTES: Readonly<Record<PresetName, string>> = {
  normal: "the default scenario",
  maintenance: "status 1: the maintenance page",
  restricted: "status 2: the IP-restriction page (visitor in the United States)",
  slow: "3 s latency on every call",
  flaky: "HTTP 500 on the next 2 platform calls, then normal",
  broken: "malformed body on /wps/system/status until changed",
  offline: "network error on every call until changed",
  stalled: "no answer on every call until changed",
  "freeplay-off": "FREEPLAY3 off: no free trial",
  "sms-off": "SMS login, reset by phone and mobile registration off (MOBILEVERCODELOGIN3, CHNGPASSVERIF3, MOBILENUMREG3)",
  "two-factor-off": "LOGINIPVERF3 off: no two-factor step for new IPs",
  "force-change-off": "PWDEXPFORCECHANGE3 off: an expired password does not force a change",
  "register-strict": "registration rules: every field required, all patternIds 0–19",
  "register-minimal": "registration rules: username and password only, no captcha",
  "register-verify": "REGMOBVERF3 on: username registration needs the mobile number and an SMS code",
  "register-mobile-only": "USERNAMEREG3 off: mobile registration only",
  "register-mobile-nopass": "MOBILENUMPASSREG3 off: mobile registration without a password",
  popups: "popup announcements on (11 for guests, 10 for members: the dialog pages them 9 at a time)",
  "announcements-down": "HTTP 500 on the announcements (marquee, popups, banners) until changed",
  "winners-down": "HTTP 500 on the home winners list until changed",
  "hot-games-malformed": "hot games answer JSON that is not the envelope until changed (the block shows the error)",
  "lobby-empty": "empty lobbies: no fishing vendors, no games or rooms for KM, no tables for DG, no lottery or VN lottery menus",
  "games-no-maintenance": "no game under maintenance (the seeded ones launch normally)",
  "round-open": "every real-money launch answers that another round is still open (with its address)",
  "launch-failing": "HTTP 500 on every game launch until changed",
  "single-wallet": "one wallet for every game (GCS_merchantWallet isSingle): no vendor wallets, no transfers",
  "deposit-closed": "deposits closed (allowDeposit false): a new deposit order is refused",
  "deposit-fails": "new deposit orders fail a minute after they are made",
  "deposit-expires": "new deposit orders stay pending and expire after 15 minutes",
  "contract-offers": "agent01's offer of each contract kind waits for demo (dividend, daily, hourly and real-time salary): demo's login opens the contract offer popup",
};
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

export const isPresetName = (name: string): name is PresetName => Object.hasOwn(PRESETS, name);

/** Replaces the scenario with the default plus the named preset. Returns false for an unknown name. */
export function applyPreset(store: SandboxStore, name: string): boolean {
  if (!isPresetName(name)) return false;
  const result = parseScenario(mergePatch(defaultScenario(), PRESETS[name]));
  if (!result.ok) throw new Error(`invalid preset ${name}: ${result.issues.join("; ")}`);
  store.state.scenario = result.scenario;
  store.state.scenarioName = name;
  syncDemoOffers(store);
  return true;
}
