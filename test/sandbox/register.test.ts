// @vitest-environment node
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import * as api from "../../src/api/schemas.ts";
import { applyPreset, patchScenario } from "../../src/sandbox/scenarios.ts";
import {
  matchesRule,
  PATTERN_IDS,
  PATTERNS,
  registerRulePatternIds,
  registerRules,
  REGISTER_RULE_VARIANTS,
  type PatternId,
} from "../../src/sandbox/seed/register-rules.ts";
import { messageFormat } from "../../src/sandbox/rules/register.ts";
import { encryptedCall, freshCaptcha, getEnvelope, login, postJson, smsCode, store } from "./helpers.ts";

const registerUser = (user: Record<string, unknown>) =>
  encryptedCall("/wps/member/register", { registerMethod: "WEB", login: true, domain: "www.aurora.test", ...user }, { method: "PUT" });
const registerMobile = (user: Record<string, unknown>) =>
  encryptedCall("/wps/member/register/mobile", { registerMethod: "WEB", login: true, ...user }, { method: "PUT" });
const askRegisterCode = (mobileNo: string) => postJson("/wps/verification/sms/register", { mobileNo, countryDialingCode: "+55" });

/** A standard-rules username registration that passes, with a fresh captcha. */
async function standardUser(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return { username: "player01", password: "Secret123", confirmPassword: "Secret123", captcha: await freshCaptcha(), countryDialingCode: "+55", ...overrides };
}

/** A value for `patternId` that fits the length range (the first good sample that does). */
function sampleFor(patternId: PatternId, min: number, max: number, kind: "good" | "bad" = "good"): string | undefined {
  return PATTERNS[patternId][kind].find((s) => [...s].length >= min && [...s].length <= max);
}

/** Every enabled field of the strict rules filled with a good sample (a fresh mobile number). */
function strictUser(): Record<string, unknown> {
  const user: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(registerRules("strict"))) {
    if (field === "captcha") continue;
    user[field] = sampleFor(rule.patternId as PatternId, rule.minLength, rule.maxLength);
  }
  return { ...user, mobileNum: "21933334444", confirmPassword: user.password, countryDialingCode: "+55" };
}

describe("register rule variants", () => {
  it("use the patternIds of tcg-protocol §4.7; strict covers every one of 0–19 [REG-04]", () => {
    expect(registerRulePatternIds("strict")).toEqual([...PATTERN_IDS]);
    expect(registerRulePatternIds("standard")).toEqual([1, 3, 4, 5, 6]);
    expect(registerRulePatternIds("minimal")).toEqual([1, 5]);
    for (const variant of REGISTER_RULE_VARIANTS) {
      for (const rule of Object.values(registerRules(variant))) {
        expect(rule.acceptedPattern).toBe(PATTERNS[rule.patternId as PatternId].pattern);
        expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);
        if (!rule.enabled) expect(rule.required).toBe(false);
      }
    }
  });

  it("standard: username, password, optional mobile/e-mail/invitation code, captcha on", () => {
    const rules = registerRules("standard");
    const enabled = Object.entries(rules).filter(([, r]) => r.enabled).map(([k, r]) => [k, r.required, r.patternId, r.minLength, r.maxLength]);
    expect(enabled).toEqual([
      ["username", true, 1, 6, 12],
      ["password", true, 5, 6, 12],
      ["email", false, 3, 6, 50],
      ["mobileNum", false, 6, 8, 15],
      ["affiliateCode", false, 4, 4, 16],
      ["captcha", true, 6, 4, 4],
    ]);
  });

  it("minimal: username and password only, captcha off; strict: every field on and required", () => {
    expect(Object.entries(registerRules("minimal")).filter(([, r]) => r.enabled).map(([k]) => k)).toEqual(["username", "password"]);
    expect(Object.values(registerRules("strict")).every((r) => r.enabled && r.required)).toBe(true);
    expect(Object.keys(registerRules("strict"))).toEqual(expect.arrayContaining([
      "username", "password", "payeeName", "paymentPassword", "qqNum", "line", "whatsapp", "facebook", "wechat", "idNumber",
      "email", "mobileNum", "affiliateCode", "captcha", "recommenderId",
    ]));
  });

  it("are served by /wps/system/setting/register and the status call for the scenario's variant [REG-04] [API-11]", async () => {
    for (const variant of REGISTER_RULE_VARIANTS) {
      patchScenario(store, { registerRules: variant });
      const settings = v.parse(api.registerSettingsSchema, (await getEnvelope("/wps/system/setting/register")).body.value);
      expect(settings).toEqual(registerRules(variant));
      const status = v.parse(api.systemStatusSchema, (await getEnvelope("/wps/system/status?url=x")).body.value);
      expect(status.info.register).toEqual(settings);
    }
    applyPreset(store, "register-strict");
    expect(store.state.scenario.registerRules).toBe("strict");
    applyPreset(store, "register-minimal");
    expect(store.state.scenario.registerRules).toBe("minimal");
    expect(patchScenario(store, { registerRules: "lenient" }).ok).toBe(false);
  });
});

describe("patterns", () => {
  it.each(PATTERN_IDS)("patternId %i accepts its good samples and refuses its bad ones", (id) => {
    const loose = { acceptedPattern: PATTERNS[id].pattern, minLength: 0, maxLength: 100 };
    for (const good of PATTERNS[id].good) expect(matchesRule(loose, good), `${id} ${good}`).toBe(true);
    for (const bad of PATTERNS[id].bad) expect(matchesRule(loose, bad), `${id} ${bad}`).toBe(false);
    if (id !== 0) expect(PATTERNS[id].bad.length).toBeGreaterThan(0);
  });

  it("checks the length in characters, and `*` accepts anything", () => {
    const rule = { acceptedPattern: "*", minLength: 2, maxLength: 3 };
    expect(matchesRule(rule, "a")).toBe(false);
    expect(matchesRule(rule, "张伟!")).toBe(true);
    expect(matchesRule(rule, "abcd")).toBe(false);
    expect(matchesRule({ acceptedPattern: PATTERNS[15].pattern, minLength: 3, maxLength: 3 }, "김민준")).toBe(true);
  });

  it("formats messages with the range, one number when min = max", () => {
    const rules = registerRules("strict");
    expect(messageFormat("username", rules.username!)).toBe("Username format is incorrect: a letter first, then letters or digits, 6–12 characters");
    expect(messageFormat("paymentPassword", rules.paymentPassword!)).toBe("Payment password format is incorrect: digits only, 6 characters");
  });
});

describe("PUT /wps/member/register (username tab)", () => {
  it("creates the member and logs it in (auto-login)", async () => {
    const { status, body } = await registerUser(await standardUser({ email: "player01@example.com", affiliateCode: "agent01" }));
    expect(status).toBe(200);
    const value = v.parse(api.loginValueSchema, body.value);
    expect(value).toMatchObject({ userName: "player01", customerType: 0, firstTimeLogin: true, passwordExpired: false });
    const member = store.findMember("player01")!;
    expect(member).toMatchObject({ type: 0, email: "player01@example.com", affiliateCode: "AGENT01", registeredIps: ["203.0.113.7"], balanceMinor: 0, mobile: null });
    const info = await getEnvelope("/wps/member/info", { headers: { Authorization: value.token } });
    expect(v.parse(api.memberInfoSchema, info.body.value).account).toBe("player01");
    // The next login is a normal one.
    const again = await login({ username: "PLAYER01", password: "Secret123", type: "username" });
    expect(v.parse(api.loginValueSchema, again.body.value).firstTimeLogin).toBe(false);
  });

  it("refuses a missing or wrong captcha, and uses a captcha up", async () => {
    const user = await standardUser();
    expect((await registerUser({ ...user, captcha: null })).body).toEqual({ success: false, message: "Please Enter The Correct Captcha Code" });
    expect((await registerUser({ ...user, captcha: "0000" === user.captcha ? "1111" : "0000" })).body.message).toBe("Please Enter The Correct Captcha Code");
    expect((await registerUser(user)).body.message).toBe("Please Enter The Correct Captcha Code");
    const good = await standardUser({ password: "Bad", confirmPassword: "Bad" });
    expect((await registerUser(good)).body.message).toMatch(/^Password format is incorrect/);
    expect((await registerUser({ ...good, password: "Secret123", confirmPassword: "Secret123" })).body.message).toBe("Please Enter The Correct Captcha Code");
  });

  it("answers the first problem: required fields, formats, confirmation", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: "" }, "Username cannot be empty"],
      [{ username: "1player" }, "Username format is incorrect: a letter first, then letters or digits, 6–12 characters"],
      [{ username: "pl01" }, "Username format is incorrect: a letter first, then letters or digits, 6–12 characters"],
      [{ password: undefined }, "Password cannot be empty"],
      [{ password: "onlyletters", confirmPassword: "onlyletters" }, "Password format is incorrect: letters and digits, at least one of each, 6–12 characters"],
      [{ email: "not-an-email" }, "E-mail format is incorrect: an e-mail address, 6–50 characters"],
      [{ mobileNum: "12ab5678" }, "Mobile number format is incorrect: digits only, 8–15 characters"],
      [{ confirmPassword: "Secret124" }, "The passwords are inconsistent"],
      [{ confirmPassword: undefined }, "The passwords are inconsistent"],
    ];
    for (const [overrides, message] of cases) {
      expect((await registerUser(await standardUser(overrides))).body, JSON.stringify(overrides)).toEqual({ success: false, message });
    }
    expect(store.findMember("player01")).toBeUndefined();
  });

  it("refuses a taken username (case-insensitive) and a registered mobile number", async () => {
    expect((await registerUser(await standardUser({ username: "AGENT01" }))).body.message).toBe("This username is already taken");
    expect((await registerUser(await standardUser({ mobileNum: "11987654321" }))).body.message).toBe("This mobile number is already registered");
    expect((await registerUser(await standardUser())).body.success).toBe(true);
    expect((await registerUser(await standardUser({ username: "Player01" }))).body.message).toBe("This username is already taken");
  });

  it("stores an optional mobile number, which then works for SMS login", async () => {
    expect((await registerUser(await standardUser({ mobileNum: "21955556666", countryDialingCode: "55" }))).body.success).toBe(true);
    expect(store.findMember("player01")?.mobile).toEqual({ countryDialingCode: "+55", mobileNum: "21955556666" });
    await postJson("/wps/verification/sms/noLogin", { mobileNum: "21955556666", countryDialingCode: "+55" });
    const sms = await login({ username: "21955556666", password: smsCode("21955556666", "noLogin"), type: "sms", countryDialingCode: "+55" });
    expect(v.parse(api.loginValueSchema, sms.body.value).userName).toBe("player01");
  });

  it("checks the invitation code: valid codes in any case, anything else refused", async () => {
    expect((await registerUser(await standardUser({ affiliateCode: "NOPE99" }))).body.message).toBe("Invalid invitation code");
    expect((await registerUser(await standardUser({ affiliateCode: "vipteam" }))).body.success).toBe(true);
    expect(store.findMember("player01")?.affiliateCode).toBe("VIPTEAM");
  });

  it("needs no captcha with the minimal rules and ignores disabled fields", async () => {
    applyPreset(store, "register-minimal");
    const { body } = await registerUser({ username: "minimal1", password: "Secret123", confirmPassword: "Secret123", email: "not validated", captcha: null });
    expect(body.success).toBe(true);
  });

  it("with REGMOBVERF3 needs the mobile number and its registration code, used up only on success", async () => {
    applyPreset(store, "register-verify");
    expect((await registerUser(await standardUser())).body.message).toBe("Mobile number cannot be empty");
    expect((await registerUser(await standardUser({ mobileNum: "21977778888" }))).body.message).toBe("The verification code is incorrect or has expired");
    await askRegisterCode("21977778888");
    const code = smsCode("21977778888", "register");
    expect((await registerUser(await standardUser({ mobileNum: "21977778888", verificationCode: code, confirmPassword: "x" }))).body.message).toBe("The passwords are inconsistent");
    expect((await registerUser(await standardUser({ mobileNum: "21977778888", verificationCode: code }))).body.success).toBe(true);
    expect(store.state.smsCodes.find((c) => c.mobileNum === "21977778888")?.used).toBe(true);
  });

  it("is refused when username registration (USERNAMEREG3) is off", async () => {
    applyPreset(store, "register-mobile-only");
    expect((await registerUser(await standardUser())).body.message).toBe("This function is not available");
  });

  it("refuses a request that cannot be decrypted", async () => {
    const { status, body } = await getEnvelope("/wps/member/register", { method: "PUT", body: JSON.stringify({ username: "plain" }) });
    expect(status).toBe(400);
    expect(body.message).toBe("request.decrypt.failed");
  });
});

describe("PUT /wps/member/register (strict rules, every patternId)", () => {
  const strictRules = registerRules("strict");

  it("accepts a registration where every field matches its rule", async () => {
    applyPreset(store, "register-strict");
    const { body } = await registerUser({ ...strictUser(), captcha: await freshCaptcha() });
    expect(v.parse(api.loginValueSchema, body.value).userName).toBe("player01");
    expect(store.findMember("player01")).toMatchObject({ nickname: "สมชาย", payeeName: "Ana Silva", paymentPassword: "246810", affiliateCode: "AGENT01" });
  });

  it.each(PATTERN_IDS)("refuses a bad value for the field with patternId %i", async (id) => {
    applyPreset(store, "register-strict");
    const [field, rule] = Object.entries(strictRules).find(([key, r]) => r.patternId === id && key !== "captcha")!;
    const bad = id === 0 ? "abc" : sampleFor(id, rule.minLength, rule.maxLength, "bad");
    expect(bad, `a bad sample for ${id} that fits ${rule.minLength}–${rule.maxLength}`).toBeDefined();
    const user = { ...strictUser(), [field]: bad, ...(field === "password" ? { confirmPassword: bad } : {}) };
    const { body } = await registerUser({ ...user, captcha: await freshCaptcha() });
    expect(body).toEqual({ success: false, message: messageFormat(field, rule) });
  });

  it.each(Object.keys(strictRules).filter((k) => k !== "captcha"))("requires %s", async (field) => {
    applyPreset(store, "register-strict");
    const { body } = await registerUser({ ...strictUser(), [field]: "", captcha: await freshCaptcha() });
    expect(body.message).toMatch(/cannot be empty$/);
  });
});

describe("PUT /wps/member/register/mobile (mobile tab)", () => {
  it("registers the mobile number as the username with its code, and logs in", async () => {
    await askRegisterCode("21912341234");
    const code = smsCode("21912341234", "register");
    const user = { username: "21912341234", mobileNum: "21912341234", countryDialingCode: "+55", verificationCode: code, password: "Secret123", confirmPassword: "Secret123", captcha: await freshCaptcha() };
    const { body } = await registerMobile(user);
    expect(v.parse(api.loginValueSchema, body.value)).toMatchObject({ userName: "21912341234", firstTimeLogin: true });
    expect(store.findMember("21912341234")?.mobile).toEqual({ countryDialingCode: "+55", mobileNum: "21912341234" });
    expect((await login({ username: "21912341234", password: "Secret123", type: "username" })).body.success).toBe(true);
    expect((await registerMobile({ ...user, captcha: await freshCaptcha() })).body.message).toBe("This mobile number is already registered");
  });

  it("always needs the code and the password (MOBILENUMPASSREG3 on)", async () => {
    const base = { mobileNum: "21912341234", countryDialingCode: "+55", password: "Secret123", confirmPassword: "Secret123" };
    expect((await registerMobile({ ...base, captcha: await freshCaptcha() })).body.message).toBe("The verification code is incorrect or has expired");
    expect((await registerMobile({ ...base, password: undefined, confirmPassword: undefined, captcha: await freshCaptcha() })).body.message).toBe("Password cannot be empty");
    expect((await registerMobile({ ...base, mobileNum: "", username: "", captcha: await freshCaptcha() })).body.message).toBe("Mobile number cannot be empty");
  });

  it("needs no password with MOBILENUMPASSREG3 off; the member then logs in by SMS", async () => {
    applyPreset(store, "register-mobile-nopass");
    await askRegisterCode("21912341234");
    const { body } = await registerMobile({ mobileNum: "21912341234", countryDialingCode: "+55", verificationCode: smsCode("21912341234", "register"), captcha: await freshCaptcha() });
    expect(v.parse(api.loginValueSchema, body.value).userName).toBe("21912341234");
    await postJson("/wps/verification/sms/noLogin", { mobileNum: "21912341234", countryDialingCode: "+55" });
    const sms = await login({ username: "21912341234", password: smsCode("21912341234", "noLogin"), type: "sms", countryDialingCode: "+55" });
    expect(sms.body.success).toBe(true);
  });

  it("is refused when mobile registration (MOBILENUMREG3) is off", async () => {
    applyPreset(store, "sms-off");
    expect((await registerMobile({ mobileNum: "21912341234", verificationCode: "123456", captcha: await freshCaptcha() })).body.message).toBe("This function is not available");
  });
});

describe("GET /wps/agent/affiliate", () => {
  it("confirms a valid code and refuses others [API-10]", async () => {
    const valid = await getEnvelope("/wps/agent/affiliate?code=agent01&domain=www.aurora.test");
    expect(v.parse(api.affiliateCheckSchema, valid.body.value)).toEqual({ code: "AGENT01", valid: true });
    expect((await getEnvelope("/wps/agent/affiliate?code=VIPTEAM&domain=x")).body.value).toEqual({ code: "VIPTEAM", valid: true });
    expect((await getEnvelope("/wps/agent/affiliate?code=ZZZ999&domain=x")).body).toEqual({ success: false, message: "Invalid invitation code" });
    expect((await getEnvelope("/wps/agent/affiliate?code=&domain=x")).body.message).toBe("Please enter the correct information");
  });

  it("is switched off with AFFMAN3", async () => {
    patchScenario(store, { whitelabel: { AFFMAN3: false } });
    expect((await getEnvelope("/wps/agent/affiliate?code=AGENT01")).body.message).toBe("This function is not available");
  });
});
