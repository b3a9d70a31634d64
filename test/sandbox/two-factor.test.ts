// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import * as api from "../../src/api/schemas.ts";
import { applyPreset, patchScenario } from "../../src/sandbox/scenarios.ts";
import { encryptedCall, getEnvelope, login, smsCode, store, TRAVELLER_MOBILE } from "./helpers.ts";

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
const MINUTE = 60_000;
const HOME_IP = "203.0.113.7";

type Verification = v.InferOutput<typeof api.loginVerificationSchema>["verification"];

async function travellerTicket(): Promise<Verification> {
  const { body } = await login({ username: "traveller", password: "Travel123", captcha: null, type: "username" });
  expect(body.success).toBe(true);
  const answer = v.parse(api.loginAnswerSchema, body.value);
  if (!api.isLoginVerification(answer)) throw new Error("expected the two-factor step");
  return answer.verification;
}

const verify = (payload: Record<string, unknown>) => encryptedCall("/wps/session/login/verification", payload);

beforeEach(() => store.setNow(T0));

describe("login from an IP the account has not used", () => {
  it("answers a ticket, the methods and masked hints instead of a token", async () => {
    const { body } = await login({ username: "traveller", password: "Travel123", captcha: null, type: "username" });
    const value = v.parse(api.loginAnswerSchema, body.value);
    expect(api.isLoginVerification(value)).toBe(true);
    expect(value).toEqual({
      verification: {
        ticket: expect.stringMatching(/^vt[0-9a-f]{30}$/),
        methods: ["SMS", "EMAIL", "PAYEE", "GA", "PASSWORD"],
        mobileHint: "+55 *******6666",
        emailHint: "tr*******@sandbox.example",
      },
    });
    expect(store.state.sessions.size).toBe(0);
  });

  it("still checks the password first (a wrong one fails as usual)", async () => {
    const { body } = await login({ username: "traveller", password: "nope", captcha: null, type: "username" });
    expect(body).toEqual({ success: false, message: "Incorrect username or password", value: { captcha: false } });
  });

  it("applies to any account once the visitor IP changes, and not when LOGINIPVERF3 is off", async () => {
    patchScenario(store, { visitorIp: "198.51.100.60" });
    const demo = v.parse(api.loginAnswerSchema, (await login({ username: "demo", password: "Demo1234", type: "username" })).body.value);
    expect(api.isLoginVerification(demo)).toBe(true);
    applyPreset(store, "two-factor-off");
    const traveller = v.parse(api.loginAnswerSchema, (await login({ username: "traveller", password: "Travel123", type: "username" })).body.value);
    expect(api.isLoginVerification(traveller)).toBe(false);
    expect(store.findMember("traveller")?.registeredIps).not.toContain(HOME_IP);
  });

  it("also applies to the forgot-password auto-login (type \"\")", async () => {
    const { body } = await login({ username: "traveller", password: "Travel123", captcha: null, type: "" });
    expect(api.isLoginVerification(v.parse(api.loginAnswerSchema, body.value))).toBe(true);
  });
});

describe("POST /wps/session/login/verification", () => {
  it.each([
    ["EMAIL", " Traveller@Sandbox.example "],
    ["PAYEE", "tom  traveller"],
    ["GA", "317842"],
    ["PASSWORD", "778899"],
  ])("accepts the %s answer, logs in and records the IP", async (method, answer) => {
    const { ticket } = await travellerTicket();
    const { body } = await verify({ ticket, method, answer });
    expect(v.parse(api.loginValueSchema, body.value)).toMatchObject({ userName: "traveller", customerType: 0 });
    expect(store.findMember("traveller")?.registeredIps).toEqual(["192.0.2.10", HOME_IP]);
    expect(store.state.verifications.size).toBe(0);
    // The IP is known now: the next login is direct.
    const next = v.parse(api.loginAnswerSchema, (await login({ username: "traveller", password: "Travel123", type: "username" })).body.value);
    expect(api.isLoginVerification(next)).toBe(false);
  });

  it("sends an SMS code on request and accepts it once", async () => {
    const { ticket } = await travellerTicket();
    const sent = await verify({ ticket, method: "SMS", send: true });
    expect(v.parse(api.smsCodeSentSchema, sent.body.value)).toEqual({ expiredMinutes: 5 });
    expect((await verify({ ticket, method: "SMS", send: true })).body.message).toMatch(/^A code was already sent/);
    const code = smsCode(TRAVELLER_MOBILE.mobileNum, "verification");
    const { body } = await verify({ ticket, method: "SMS", answer: code });
    expect(v.parse(api.loginValueSchema, body.value).userName).toBe("traveller");
    expect((await verify({ ticket, method: "SMS", answer: code })).body.message).toBe("The verification has expired. Please log in again");
  });

  it("refuses wrong answers and voids the ticket after five", async () => {
    const { ticket } = await travellerTicket();
    expect((await verify({ ticket, method: "GA", answer: "000000" })).body).toEqual({ success: false, message: "The verification answer is incorrect" });
    expect((await verify({ ticket, method: "SMS", answer: "000000" })).body.message).toBe("The verification code is incorrect or has expired");
    for (let i = 0; i < 2; i += 1) await verify({ ticket, method: "PAYEE", answer: "Someone Else" });
    expect((await verify({ ticket, method: "PASSWORD", answer: "Travel123" })).body.message).toBe("Too many wrong answers. Please log in again");
    expect((await verify({ ticket, method: "GA", answer: "317842" })).body.message).toBe("The verification has expired. Please log in again");
    expect(store.findMember("traveller")?.registeredIps).toEqual(["192.0.2.10"]);
  });

  it("expires a ticket after 10 minutes of the store clock", async () => {
    const { ticket } = await travellerTicket();
    store.setNow(T0 + 10 * MINUTE - 1);
    expect((await verify({ ticket, method: "GA", answer: "000000" })).body.message).toBe("The verification answer is incorrect");
    store.setNow(T0 + 10 * MINUTE);
    expect((await verify({ ticket, method: "GA", answer: "317842" })).body.message).toBe("The verification has expired. Please log in again");
  });

  it("refuses an unknown ticket, an unknown method, a missing answer and send for a method other than SMS", async () => {
    const { ticket } = await travellerTicket();
    expect((await verify({ ticket: "vt-unknown", method: "GA", answer: "317842" })).body.message).toBe("The verification has expired. Please log in again");
    expect((await verify({ ticket, method: "FAX", answer: "1" })).body.message).toBe("Please enter the correct information");
    expect((await verify({ ticket, method: "GA" })).body.message).toBe("Please enter the correct information");
    expect((await verify({ ticket, method: "EMAIL", send: true })).body.message).toBe("Please enter the correct information");
    expect(store.state.verifications.get(ticket)?.wrongAnswers).toBe(0);
  });

  it("refuses a request that cannot be decrypted", async () => {
    const { status } = await getEnvelope("/wps/session/login/verification", { method: "POST", body: JSON.stringify({ value: "x" }) });
    expect(status).toBe(400);
  });
});

describe("social login (type firebase, sandbox adapter)", () => {
  it("logs in the member whose e-mail the sandbox id token names", async () => {
    const { body } = await login({ username: "", password: "", captcha: null, type: "firebase", firebaseIdToken: "sandbox:google:Demo@sandbox.example", firebaseChannel: "google" });
    expect(v.parse(api.loginValueSchema, body.value).userName).toBe("demo");
  });

  it("refuses an unknown e-mail and a token that is not the sandbox's", async () => {
    expect((await login({ type: "firebase", firebaseIdToken: "sandbox:facebook:nobody@example.com" })).body.message).toBe("This social account is not linked to a member");
    expect((await login({ type: "firebase", firebaseIdToken: "eyJhbGciOi..." })).body.message).toBe("Please enter the correct information");
  });
});
