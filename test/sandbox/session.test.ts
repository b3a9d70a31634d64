// @vitest-environment node
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { encryptLikeClient } from "../../src/sandbox/crypto.ts";
import { assertValidPng, getEnvelope, login, loginToken, store } from "./helpers.ts";
import * as api from "../../src/api/schemas.ts";

const BAD = "Incorrect username or password";
const CAPTCHA = "Please Enter The Correct Captcha Code";

async function failThreeTimes(username = "demo"): Promise<void> {
  for (let i = 1; i <= 3; i += 1) {
    const { body } = await login({ username, password: "wrong-pass1", type: "username" });
    v.parse(api.loginFailureValueSchema, body.value);
    expect(body).toEqual({ success: false, message: BAD, value: { captcha: i >= 3 } });
  }
}

async function fetchCaptcha(): Promise<string> {
  const { body } = await getEnvelope<string>(`/wps/captcha?t=${Date.now()}`);
  expect(body.success).toBe(true);
  return v.parse(api.captchaSchema, body.value);
}

describe("login", () => {
  it("logs a demo member in with an encrypted payload [LOGIN-07] [LOGIN-08]", async () => {
    const { status, body } = await login({ username: "demo", password: "Demo1234", type: "username" });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const value = v.parse(api.loginValueSchema, body.value);
    expect(value).toMatchObject({ userName: "demo", firstTimeLogin: false, passwordExpired: false, customerType: 0 });
    expect(value.token).toMatch(/^sbx[0-9a-f]{29}$/);
  });

  it("flags first login, expired passwords and agents [LOGIN-08]", async () => {
    expect((await login({ username: "newbie", password: "123456" })).body.value).toMatchObject({ firstTimeLogin: true });
    expect((await login({ username: "expired", password: "Expired123" })).body.value).toMatchObject({ passwordExpired: true });
    expect((await login({ username: "AGENT01", password: "Agent1234" })).body.value).toMatchObject({ customerType: 1, userName: "agent01" });
  });

  it("rejects a wrong password and an unknown user with the same message", async () => {
    expect((await login({ username: "demo", password: "nope12345" })).body).toEqual({ success: false, message: BAD, value: { captcha: false } });
    expect((await login({ username: "ghost", password: "Demo1234" })).body).toEqual({ success: false, message: BAD, value: { captcha: false } });
  });

  it("asks for a captcha after three failures, then requires it", async () => {
    await failThreeTimes();
    expect((await login({ username: "demo", password: "Demo1234" })).body).toEqual({ success: false, message: CAPTCHA, value: { captcha: true } });
    await fetchCaptcha();
    expect((await login({ username: "demo", password: "Demo1234", captcha: "not-it" })).body.message).toBe(CAPTCHA);
  });

  it("accepts only the last issued captcha, once, and resets the counter on success", async () => {
    await failThreeTimes();
    await fetchCaptcha();
    const stale = store.state.captcha!.code;
    await fetchCaptcha();
    expect(store.state.captcha!.code).not.toBe(stale);
    expect((await login({ username: "demo", password: "Demo1234", captcha: stale })).body.message).toBe(CAPTCHA);
    await fetchCaptcha();
    const ok = await login({ username: "demo", password: "Demo1234", captcha: store.state.captcha!.code });
    expect(ok.body.success).toBe(true);
    expect(store.state.captcha).toBeNull();
    expect(store.state.failedLogins.has("demo")).toBe(false);
    expect((await login({ username: "demo", password: "wrong-pass1" })).body.value).toEqual({ captcha: false });
  });

  it("uses a captcha up even when the password is wrong", async () => {
    await failThreeTimes();
    await fetchCaptcha();
    const code = store.state.captcha!.code;
    expect((await login({ username: "demo", password: "wrong-pass1", captcha: code })).body).toEqual({ success: false, message: BAD, value: { captcha: true } });
    expect((await login({ username: "demo", password: "Demo1234", captcha: code })).body.message).toBe(CAPTCHA);
  });

  it("keeps failure counters per account", async () => {
    await failThreeTimes("demo");
    expect((await login({ username: "vipgold", password: "Vip12345" })).body.success).toBe(true);
  });

  it("refuses a request that cannot be decrypted", async () => {
    const encrypted = encryptLikeClient({ username: "demo", password: "Demo1234" });
    const { status, body } = await getEnvelope("/wps/session/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Encryption: encrypted.headers.Encryption },
      body: JSON.stringify({ value: encryptLikeClient({ username: "demo" }).body.value }),
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    const missing = await getEnvelope("/wps/session/login", { method: "POST", body: JSON.stringify(encrypted.body) });
    expect(missing.status).toBe(400);
  });
});

describe("captcha image", () => {
  it("is a valid PNG whose code is kept for the login rule", async () => {
    const image = await fetchCaptcha();
    const { width, height } = assertValidPng(image);
    expect(width).toBeGreaterThan(40);
    expect(height).toBeGreaterThan(20);
    expect(store.state.captcha?.code).toMatch(/^\d{4}$/);
  });
});

describe("member info and logout", () => {
  it("answers member info for a live token [MEMBER-01] [API-05]", async () => {
    const token = await loginToken("vipgold", "Vip12345");
    const { status, body } = await getEnvelope("/wps/member/info", { headers: { Authorization: token } });
    expect(status).toBe(200);
    const info = v.parse(api.memberInfoSchema, body.value);
    expect(info).toMatchObject({ account: "vipgold", type: 0, clubLabel: { labelName: "Gold", rankLevel: 6 }, avatarType: "CUSTOM" });
  });

  it("answers 401 login.not.session without or with an unknown token [API-05]", async () => {
    for (const headers of [{}, { Authorization: "sbx-not-a-session" }] as Record<string, string>[]) {
      const { status, body } = await getEnvelope("/wps/member/info", { headers });
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, message: "login.not.session" });
    }
  });

  it("ends the session on logout", async () => {
    const token = await loginToken("demo", "Demo1234");
    const out = await getEnvelope("/wps/session/logout", { method: "DELETE", headers: { Authorization: token } });
    expect(out).toEqual({ status: 200, body: { success: true, value: null } });
    v.parse(api.logoutSchema, out.body.value);
    expect((await getEnvelope("/wps/member/info", { headers: { Authorization: token } })).status).toBe(401);
    expect((await getEnvelope("/wps/session/logout", { method: "DELETE", headers: { Authorization: token } })).status).toBe(401);
  });
});
