// @vitest-environment node
import { describe, expect, it } from "vitest";
import { controlApi, snapshot, type SandboxSnapshot } from "../../src/sandbox/control.ts";
import { createSandboxStore } from "../../src/sandbox/store.ts";
import { applyPreset, defaultScenario, PRESET_NAMES, PRESET_NOTES } from "../../src/sandbox/scenarios.ts";
import { issueSmsCode } from "../../src/sandbox/rules/sms.ts";
import { issueCaptcha, login, verifyLogin } from "../../src/sandbox/rules/auth.ts";
import { resetPasswordByEmail } from "../../src/sandbox/rules/password.ts";
import { PATTERN_IDS } from "../../src/sandbox/seed/register-rules.ts";

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);

function storeAt(now = T0) {
  const store = createSandboxStore();
  store.setNow(now);
  return store;
}

const state = (store: ReturnType<typeof createSandboxStore>): SandboxSnapshot => snapshot(store);

describe("control snapshot", () => {
  it("lists every account with what testers need for each branch", () => {
    const accounts = state(storeAt()).accounts;
    expect(accounts.map((a) => a.username)).toEqual(["demo", "agent01", "newbie", "expired", "vipgold", "traveller"]);
    expect(accounts.find((a) => a.username === "traveller")).toEqual({
      username: "traveller",
      password: "Travel123",
      type: 0,
      notes: "logs in from an IP it has not used: two-factor verification",
      mobile: { countryDialingCode: "+55", mobileNum: "41977776666" },
      email: "traveller@sandbox.example",
      payeeName: "TOM TRAVELLER",
      paymentPassword: "778899",
      gaCode: "317842",
      registeredIps: ["192.0.2.10"],
      balance: 432.1,
      balanceMinor: 43210,
      paymentPasswordSet: true,
      toUpline: false,
      upline: null,
      ledger: [{ id: expect.stringMatching(/^L\d{6}$/), at: expect.any(String), kind: "OPENING", amount: 43210, balanceAfter: 43210, reference: "seed" }],
      ledgerRowsOmitted: 0,
      vendorWallets: [
        { vendor: "PG", vendorName: "Pocket Games Soft", balanceMinor: 0 },
        { vendor: "DG", vendorName: "DG", balanceMinor: 2000 },
        { vendor: "IMES", vendorName: "IM Esports", balanceMinor: 0 },
      ],
      bankCards: [{ cardId: "card-traveller-1", bankCode: "001", bankName: "Banco do Brasil", accountNumber: "40302010", payeeName: "TOM TRAVELLER" }],
    });
    const mobiles = accounts.map((a) => a.mobile?.mobileNum);
    expect(new Set(mobiles).size).toBe(accounts.length);
  });

  it("lists live SMS codes until they expire, open two-factor tickets and sent mails", () => {
    const store = storeAt();
    const sent = issueSmsCode(store, "noLogin", { countryDialingCode: "+55", mobileNum: "11987654321" });
    if (!sent.ok) throw new Error(sent.message);
    login(store, { username: "traveller", password: "Travel123", type: "username" });
    resetPasswordByEmail(store, { username: "demo", email: "demo@sandbox.example" });
    const snap = state(store);
    expect(snap.smsCodes).toEqual([
      { countryDialingCode: "+55", mobileNum: "11987654321", purpose: "noLogin", code: sent.code.code, expiresAt: "2025-01-15T12:05:00.000Z", used: false },
    ]);
    expect(snap.verifications).toEqual([
      { ticket: expect.stringMatching(/^vt/), username: "traveller", ip: "203.0.113.7", methods: ["SMS", "EMAIL", "PAYEE", "GA", "PASSWORD"], expiresAt: "2025-01-15T12:10:00.000Z", wrongAnswers: 0 },
    ]);
    expect(snap.mails).toEqual([{ to: "demo@sandbox.example", username: "demo", subject: "Reset your password", at: "2025-01-15T12:00:00.000Z" }]);
    store.setNow(T0 + 5 * 60_000);
    expect(state(store).smsCodes).toEqual([]);
    store.setNow(T0 + 10 * 60_000);
    expect(state(store).verifications).toEqual([]);
  });

  it("names the invitation codes, the patternIds of each rule variant and every preset", () => {
    const snap = state(storeAt());
    expect(snap.affiliateCodes).toEqual(["AGENT01", "VIPTEAM"]);
    expect(snap.registerRulePatternIds.strict).toEqual([...PATTERN_IDS]);
    expect(Object.keys(snap.presetNotes)).toEqual(PRESET_NAMES);
    expect(snap.clock).toEqual({ now: "2025-01-15T12:00:00.000Z", pinned: true });
  });
});

describe("control API", () => {
  it("moves the clock on, pins it and returns it to real time", () => {
    const store = storeAt();
    expect(controlApi(store, "POST", "clock", { advanceMs: 300_000 })?.status).toBe(200);
    expect(store.now()).toBe(T0 + 300_000);
    controlApi(store, "POST", "clock", { now: T0 });
    expect(store.now()).toBe(T0);
    const answer = controlApi(store, "POST", "clock", { now: null });
    expect((answer?.body as SandboxSnapshot).clock.pinned).toBe(false);
    for (const bad of [{}, { advanceMs: -1 }, { advanceMs: "5" }, { now: "soon" }, []]) expect(controlApi(store, "POST", "clock", bad)?.status).toBe(400);
    expect(controlApi(store, "GET", "clock", undefined)?.status).toBe(405);
  });

  it("applies the authentication presets", () => {
    const store = storeAt();
    const expected: Record<string, Partial<ReturnType<typeof defaultScenario>>> = {
      "freeplay-off": { whitelabel: { FREEPLAY3: false } },
      "sms-off": { whitelabel: { MOBILEVERCODELOGIN3: false, CHNGPASSVERIF3: false, MOBILENUMREG3: false } },
      "two-factor-off": { whitelabel: { LOGINIPVERF3: false } },
      "force-change-off": { whitelabel: { PWDEXPFORCECHANGE3: false } },
      "register-strict": { registerRules: "strict" },
      "register-minimal": { registerRules: "minimal" },
      "register-verify": { whitelabel: { REGMOBVERF3: true } },
      "register-mobile-only": { whitelabel: { USERNAMEREG3: false } },
      "register-mobile-nopass": { whitelabel: { MOBILENUMPASSREG3: false } },
    };
    for (const [name, patch] of Object.entries(expected)) {
      expect(controlApi(store, "POST", `preset/${name}`, {})?.status, name).toBe(200);
      expect(store.state.scenario).toEqual({ ...defaultScenario(), ...patch });
      expect(PRESET_NOTES[name as keyof typeof PRESET_NOTES]).toBeTruthy();
    }
  });

  it("accepts registerRules in a scenario patch and refuses an unknown variant", () => {
    const store = storeAt();
    expect(controlApi(store, "POST", "scenario", { registerRules: "strict" })?.status).toBe(200);
    const bad = controlApi(store, "POST", "scenario", { registerRules: "lenient" });
    expect(bad?.status).toBe(400);
    expect(store.state.scenario.registerRules).toBe("strict");
  });

  it("reset clears codes, tickets, mails, new members and the pinned clock", () => {
    const store = storeAt();
    issueCaptcha(store);
    issueSmsCode(store, "register", { countryDialingCode: "+55", mobileNum: "21911112222" });
    login(store, { username: "traveller", password: "Travel123", type: "username" });
    const [ticket] = store.state.verifications.keys();
    verifyLogin(store, { ticket, method: "GA", answer: "317842" });
    resetPasswordByEmail(store, { username: "demo", email: "demo@sandbox.example" });
    applyPreset(store, "register-strict");
    store.reset();
    expect(store.state.smsCodes).toEqual([]);
    expect(store.state.verifications.size).toBe(0);
    expect(store.state.mails).toEqual([]);
    expect(store.state.pinnedNow).toBeNull();
    expect(store.findMember("traveller")?.registeredIps).toEqual(["192.0.2.10"]);
    expect(store.state.scenario.registerRules).toBe("standard");
  });
});
