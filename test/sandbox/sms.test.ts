// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import * as api from "../../src/api/schemas.ts";
import { patchScenario, applyPreset } from "../../src/sandbox/scenarios.ts";
import { parseMobile, SMS_EXPIRED_MINUTES } from "../../src/sandbox/rules/sms.ts";
import { DEMO_MOBILE, login, postJson, smsCode, store } from "./helpers.ts";

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
const MINUTE = 60_000;

const askLoginCode = (mobileNum: string, countryDialingCode = "+55") => postJson("/wps/verification/sms/noLogin", { mobileNum, countryDialingCode });
const askRegisterCode = (mobileNo: string, countryDialingCode = "+55") => postJson("/wps/verification/sms/register", { mobileNo, countryDialingCode });
const smsLogin = (mobile: string, code: string, countryDialingCode = "+55") =>
  login({ username: mobile, password: code, captcha: null, type: "sms", countryDialingCode });

beforeEach(() => store.setNow(T0));

describe("mobile numbers", () => {
  it("normalises the dialing code and the number, and refuses implausible ones", () => {
    expect(parseMobile("11 98765-4321", "+55")).toEqual({ countryDialingCode: "+55", mobileNum: "11987654321" });
    expect(parseMobile("011987654321", "55")).toEqual({ countryDialingCode: "+55", mobileNum: "11987654321" });
    expect(parseMobile("11987654321", "0055")).toEqual({ countryDialingCode: "+55", mobileNum: "11987654321" });
    expect(parseMobile("11987654321", undefined)).toEqual({ countryDialingCode: "+55", mobileNum: "11987654321" });
    expect(parseMobile("12345", "+55")).toBeNull();
    expect(parseMobile("1198765432a", "+55")).toBeNull();
    expect(parseMobile("11987654321", "+55555")).toBeNull();
    expect(parseMobile(undefined, "+55")).toBeNull();
  });
});

describe("POST /wps/verification/sms/noLogin", () => {
  it("sends a 6-digit code to a member's number and answers expiredMinutes", async () => {
    const { status, body } = await askLoginCode(DEMO_MOBILE.mobileNum);
    expect(status).toBe(200);
    expect(v.parse(api.smsCodeSentSchema, body.value)).toEqual({ expiredMinutes: SMS_EXPIRED_MINUTES });
    const [issued] = store.state.smsCodes;
    expect(issued).toMatchObject({ ...DEMO_MOBILE, purpose: "noLogin", used: false, issuedAt: T0, expiresAt: T0 + 5 * MINUTE });
    expect(issued?.code).toMatch(/^\d{6}$/);
  });

  it("refuses a number no member has, and a malformed number", async () => {
    expect((await askLoginCode("11900000000")).body).toEqual({ success: false, message: "This mobile number is not registered" });
    expect((await askLoginCode("1198", "+55")).body).toEqual({ success: false, message: "Please enter a valid mobile number" });
    expect((await askLoginCode("11987654321", "+84")).body.message).toBe("This mobile number is not registered");
    expect(store.state.smsCodes).toEqual([]);
  });

  it("refuses a resend while the previous code counts down, even once it is used, and allows it after [SMS-02]", async () => {
    await askLoginCode(DEMO_MOBILE.mobileNum);
    const first = smsCode(DEMO_MOBILE.mobileNum, "noLogin");
    store.setNow(T0 + 4 * MINUTE + 30_000);
    expect((await askLoginCode(DEMO_MOBILE.mobileNum)).body).toEqual({
      success: false,
      message: "A code was already sent to this number. Please wait 30 seconds before asking for a new one",
    });
    expect((await smsLogin(DEMO_MOBILE.mobileNum, first)).body.success).toBe(true);
    expect((await askLoginCode(DEMO_MOBILE.mobileNum)).body.success).toBe(false);
    store.setNow(T0 + 5 * MINUTE);
    expect((await askLoginCode(DEMO_MOBILE.mobileNum)).body.success).toBe(true);
    expect(store.state.smsCodes).toHaveLength(1);
  });

  it("keeps countdowns per number and per purpose", async () => {
    await askLoginCode(DEMO_MOBILE.mobileNum);
    expect((await askLoginCode("11912345678")).body.success).toBe(true); // agent01
    expect((await askRegisterCode("11900000001")).body.success).toBe(true);
    expect(store.state.smsCodes.map((c) => c.purpose)).toEqual(["noLogin", "noLogin", "register"]);
  });

  it("is switched off with VERIFICATION3", async () => {
    patchScenario(store, { whitelabel: { VERIFICATION3: false } });
    expect((await askLoginCode(DEMO_MOBILE.mobileNum)).body).toEqual({ success: false, message: "This function is not available" });
  });
});

describe("POST /wps/verification/sms/register", () => {
  it("sends a code to a number nobody has registered", async () => {
    const { body } = await askRegisterCode("21911112222");
    expect(body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(smsCode("21911112222", "register")).toMatch(/^\d{6}$/);
  });

  it("refuses a registered number, a malformed one and an early resend", async () => {
    expect((await askRegisterCode(DEMO_MOBILE.mobileNum)).body).toEqual({ success: false, message: "This mobile number is already registered" });
    expect((await askRegisterCode("abc")).body.message).toBe("Please enter a valid mobile number");
    await askRegisterCode("21911112222");
    store.setNow(T0 + MINUTE);
    expect((await askRegisterCode("21911112222")).body.message).toBe(
      "A code was already sent to this number. Please wait 240 seconds before asking for a new one",
    );
  });

  it("is off only when both mobile registration and username-registration verification are off", async () => {
    applyPreset(store, "sms-off");
    expect((await askRegisterCode("21911112222")).body.message).toBe("This function is not available");
    patchScenario(store, { whitelabel: { REGMOBVERF3: true } });
    expect((await askRegisterCode("21911112222")).body.success).toBe(true);
  });
});

describe("SMS login (type sms)", () => {
  it("logs the owner of the number in with the code, once", async () => {
    await askLoginCode(DEMO_MOBILE.mobileNum);
    const code = smsCode(DEMO_MOBILE.mobileNum, "noLogin");
    const { body } = await smsLogin(DEMO_MOBILE.mobileNum, code);
    expect(v.parse(api.loginValueSchema, body.value)).toMatchObject({ userName: "demo", customerType: 0 });
    expect((await smsLogin(DEMO_MOBILE.mobileNum, code)).body).toEqual({
      success: false,
      message: "The verification code is incorrect or has expired",
      value: { captcha: false },
    });
  });

  it("accepts the dialing code without + and a formatted number", async () => {
    await askLoginCode(DEMO_MOBILE.mobileNum);
    const { body } = await smsLogin("11 98765-4321", smsCode(DEMO_MOBILE.mobileNum, "noLogin"), "55");
    expect(body.success).toBe(true);
  });

  it("refuses an expired code (store clock)", async () => {
    await askLoginCode(DEMO_MOBILE.mobileNum);
    const code = smsCode(DEMO_MOBILE.mobileNum, "noLogin");
    store.setNow(T0 + 5 * MINUTE);
    expect((await smsLogin(DEMO_MOBILE.mobileNum, code)).body.message).toBe("The verification code is incorrect or has expired");
  });

  it("refuses a wrong code, and burns the code after five wrong attempts", async () => {
    await askLoginCode(DEMO_MOBILE.mobileNum);
    const code = smsCode(DEMO_MOBILE.mobileNum, "noLogin");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i += 1) expect((await smsLogin(DEMO_MOBILE.mobileNum, wrong)).body.success).toBe(false);
    expect((await smsLogin(DEMO_MOBILE.mobileNum, code)).body.success).toBe(true);

    store.setNow(T0 + 6 * MINUTE);
    await askLoginCode(DEMO_MOBILE.mobileNum);
    const next = smsCode(DEMO_MOBILE.mobileNum, "noLogin");
    const wrongNext = next === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) await smsLogin(DEMO_MOBILE.mobileNum, wrongNext);
    expect((await smsLogin(DEMO_MOBILE.mobileNum, next)).body.success).toBe(false);
  });

  it("does not accept a registration code, nor a code for another number", async () => {
    await askRegisterCode("21911112222");
    await askLoginCode("11912345678");
    expect((await smsLogin(DEMO_MOBILE.mobileNum, smsCode("21911112222", "register"))).body.success).toBe(false);
    expect((await smsLogin(DEMO_MOBILE.mobileNum, smsCode("11912345678", "noLogin"))).body.success).toBe(false);
  });

  it("skips the two-factor step and records the IP (the code proves the phone)", async () => {
    patchScenario(store, { visitorIp: "198.51.100.50" });
    await askLoginCode(DEMO_MOBILE.mobileNum);
    const { body } = await smsLogin(DEMO_MOBILE.mobileNum, smsCode(DEMO_MOBILE.mobileNum, "noLogin"));
    expect(v.parse(api.loginValueSchema, body.value).userName).toBe("demo");
    expect(store.findMember("demo")?.registeredIps).toContain("198.51.100.50");
  });

  it("is refused when SMS login (MOBILEVERCODELOGIN3) is off", async () => {
    await askLoginCode(DEMO_MOBILE.mobileNum);
    const code = smsCode(DEMO_MOBILE.mobileNum, "noLogin");
    applyPreset(store, "sms-off");
    expect((await smsLogin(DEMO_MOBILE.mobileNum, code)).body.message).toBe("This function is not available");
  });
});
