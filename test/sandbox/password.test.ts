// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import * as api from "../../src/api/schemas.ts";
import { applyPreset } from "../../src/sandbox/scenarios.ts";
import { DEMO_MOBILE, encryptedCall, getEnvelope, login, loginToken, postJson, smsCode, store } from "./helpers.ts";

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);

const change = (token: string, body: Record<string, unknown>) => encryptedCall("/wps/member/password", body, { token });
const resetByEmail = (fields: Record<string, string>) =>
  getEnvelope("/wps/member/password/email", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
    body: new URLSearchParams(fields).toString(),
  });
const resetByPhone = (body: Record<string, unknown>) => encryptedCall("/wps/member/password/verification", body);

beforeEach(() => store.setNow(T0));

describe("POST /wps/member/password (change)", () => {
  it("changes the password and clears the forced-change flags", async () => {
    const token = await loginToken("newbie", "123456");
    const { body } = await change(token, { oldPassword: "123456", newPassword: "Fresh2025", confirmNewPassword: "Fresh2025" });
    expect(body).toEqual({ success: true, value: null });
    v.parse(api.emptyValueSchema, body.value);
    expect(store.findMember("newbie")).toMatchObject({ password: "Fresh2025", firstTimeLogin: false, passwordExpired: false });
    const again = v.parse(api.loginValueSchema, (await login({ username: "newbie", password: "Fresh2025", type: "username" })).body.value);
    expect(again).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    expect((await login({ username: "newbie", password: "123456", type: "username" })).body.success).toBe(false);
  });

  it("clears passwordExpired", async () => {
    const token = await loginToken("expired", "Expired123");
    await change(token, { oldPassword: "Expired123", newPassword: "Renewed99", confirmNewPassword: "Renewed99" });
    expect(store.findMember("expired")?.passwordExpired).toBe(false);
  });

  it("checks, in order: old password, new = old, default password, the rule, the confirmation", async () => {
    const token = await loginToken("demo", "Demo1234");
    const cases: [Record<string, string>, string][] = [
      [{ oldPassword: "Wrong123", newPassword: "Fresh2025", confirmNewPassword: "Fresh2025" }, "The old password is incorrect"],
      [{ oldPassword: "Demo1234", newPassword: "Demo1234", confirmNewPassword: "Demo1234" }, "The new password must be different from the old one"],
      [{ oldPassword: "Demo1234", newPassword: "123456", confirmNewPassword: "123456" }, "The default password cannot be used"],
      [{ oldPassword: "Demo1234", newPassword: "lettersonly", confirmNewPassword: "lettersonly" }, "Password format is incorrect: letters and digits, at least one of each, 6–12 characters"],
      [{ oldPassword: "Demo1234", newPassword: "Ab1", confirmNewPassword: "Ab1" }, "Password format is incorrect: letters and digits, at least one of each, 6–12 characters"],
      [{ oldPassword: "Demo1234", newPassword: "Fresh2025", confirmNewPassword: "Fresh2026" }, "The passwords are inconsistent"],
      [{ oldPassword: "Demo1234" }, "Please enter the correct information"],
    ];
    for (const [body, message] of cases) expect((await change(token, body)).body, message).toEqual({ success: false, message });
    expect(store.findMember("demo")?.password).toBe("Demo1234");
  });

  it("follows the scenario's password rule (strict: symbols required)", async () => {
    applyPreset(store, "register-strict");
    const token = await loginToken("demo", "Demo1234");
    expect((await change(token, { oldPassword: "Demo1234", newPassword: "Fresh2025", confirmNewPassword: "Fresh2025" })).body.message).toMatch(/^Password format is incorrect: letters, digits and symbols/);
    expect((await change(token, { oldPassword: "Demo1234", newPassword: "Fresh#2025", confirmNewPassword: "Fresh#2025" })).body.success).toBe(true);
  });

  it("needs a session", async () => {
    const { status, body } = await change("", { oldPassword: "Demo1234", newPassword: "Fresh2025", confirmNewPassword: "Fresh2025" });
    expect(status).toBe(401);
    expect(body.message).toBe("login.not.session");
  });
});

describe("POST /wps/member/password/email", () => {
  it("accepts a matching username and e-mail (any case) and records the mail", async () => {
    const { body } = await resetByEmail({ username: "Demo", email: "DEMO@sandbox.example" });
    expect(body).toEqual({ success: true, value: null });
    expect(store.state.mails).toEqual([{ to: "demo@sandbox.example", username: "demo", subject: "Reset your password", at: T0 }]);
  });

  it("answers username/email does not exist otherwise", async () => {
    for (const fields of [{ username: "demo", email: "agent01@sandbox.example" }, { username: "ghost", email: "ghost@example.com" }, { username: "demo", email: "" }]) {
      expect((await resetByEmail(fields)).body).toEqual({ success: false, message: "username/email does not exist" });
    }
    expect(store.state.mails).toEqual([]);
  });
});

describe("POST /wps/member/password/verification (reset by phone)", () => {
  async function noLoginCode(): Promise<string> {
    await postJson("/wps/verification/sms/noLogin", DEMO_MOBILE);
    return smsCode(DEMO_MOBILE.mobileNum, "noLogin");
  }

  it("sets the password with the code and answers the username; type \"\" logs in with it", async () => {
    const verificationCode = await noLoginCode();
    const { body } = await resetByPhone({ newPassword: "Reset2025", ...DEMO_MOBILE, verificationCode });
    expect(v.parse(api.passwordResetByPhoneSchema, body.value)).toEqual({ username: "demo" });
    const auto = await login({ username: "demo", password: "Reset2025", captcha: null, type: "" });
    expect(v.parse(api.loginValueSchema, auto.body.value).userName).toBe("demo");
    expect((await resetByPhone({ newPassword: "Other2025", ...DEMO_MOBILE, verificationCode })).body.message).toBe("The verification code is incorrect or has expired");
  });

  it("keeps the code when the new password is refused", async () => {
    const verificationCode = await noLoginCode();
    expect((await resetByPhone({ newPassword: "short", ...DEMO_MOBILE, verificationCode })).body.message).toMatch(/^Password format is incorrect/);
    expect((await resetByPhone({ newPassword: "123456", ...DEMO_MOBILE, verificationCode })).body.message).toBe("The default password cannot be used");
    expect((await resetByPhone({ newPassword: "Reset2025", ...DEMO_MOBILE, verificationCode })).body.success).toBe(true);
  });

  it("refuses a wrong or expired code, an unknown number and a malformed one", async () => {
    const verificationCode = await noLoginCode();
    expect((await resetByPhone({ newPassword: "Reset2025", ...DEMO_MOBILE, verificationCode: verificationCode === "000000" ? "111111" : "000000" })).body.message).toBe("The verification code is incorrect or has expired");
    expect((await resetByPhone({ newPassword: "Reset2025", countryDialingCode: "+55", mobileNum: "11900000000", verificationCode })).body.message).toBe("This mobile number is not registered");
    expect((await resetByPhone({ newPassword: "Reset2025", countryDialingCode: "+55", mobileNum: "12", verificationCode })).body.message).toBe("Please enter a valid mobile number");
    store.setNow(T0 + 5 * 60_000);
    expect((await resetByPhone({ newPassword: "Reset2025", ...DEMO_MOBILE, verificationCode })).body.message).toBe("The verification code is incorrect or has expired");
    expect(store.findMember("demo")?.password).toBe("Demo1234");
  });

  it("is refused when CHNGPASSVERIF3 is off", async () => {
    const verificationCode = await noLoginCode();
    applyPreset(store, "sms-off");
    expect((await resetByPhone({ newPassword: "Reset2025", ...DEMO_MOBILE, verificationCode })).body.message).toBe("This function is not available");
  });
});
