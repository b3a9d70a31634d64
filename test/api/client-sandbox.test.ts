// @vitest-environment node
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { decryptCustomerServiceLink, findLiveChatPath } from "../../src/api/codec/cs-link.ts";
import { isPlatformError } from "../../src/api/errors.ts";
import { isLoginVerification, type LoginAnswer, type LoginValue } from "../../src/api/schemas.ts";
import type { PlatformClient } from "../../src/api/client.ts";
import { applyPreset } from "../../src/sandbox/scenarios.ts";
import { registerRules } from "../../src/sandbox/seed/register-rules.ts";
import { PLATFORM_MESSAGES } from "../../src/sandbox/seed/platform-messages.ts";
import { nodeSandbox } from "../sandbox-server.ts";
import { makeClient, rejectionOf, url } from "./helpers.ts";

const store = nodeSandbox.store;

/** The test client asks in Portuguese, and the platform answers a refusal in the language asked for. */
const inPortuguese = (sentence: string): string => PLATFORM_MESSAGES[sentence]!.pt;
const DEMO = { mobileNum: "11987654321", countryDialingCode: "+55" };

function session(answer: LoginAnswer): LoginValue {
  if (isLoginVerification(answer)) throw new Error("expected a session, got the two-factor step");
  return answer;
}

/** The live code the sandbox "sent" (what a tester reads on the control page). */
function sentCode(mobileNum: string, purpose: "noLogin" | "register" | "verification"): string {
  const code = store.state.smsCodes.find((c) => c.mobileNum === mobileNum && c.purpose === purpose && !c.used)?.code;
  if (!code) throw new Error(`no ${purpose} code for ${mobileNum}`);
  return code;
}

/** Loads a captcha through the client and returns the code the sandbox accepts. */
async function captchaCode(client: PlatformClient): Promise<string> {
  await client.captcha();
  return store.state.captcha?.code ?? "";
}

async function loggedIn(username = "demo", password = "Demo1234") {
  const context = makeClient({ token: null });
  const value = session(await context.client.login({ username, password, captcha: null, type: "username" }));
  context.setToken(value.token);
  return { ...context, value };
}

describe("against the sandbox platform", () => {
  it("logs the demo account in: the sandbox decrypted what the codec produced [LOGIN-07] [API-02]", async () => {
    const { client } = makeClient({ token: null });
    const value = session(await client.login({ username: "demo", password: "Demo1234", captcha: null, type: "username" }));
    expect(value.token).not.toBe("");
    expect(value.userName).toBe("demo");
  });

  it("refuses a wrong password with success:false", async () => {
    const { client } = makeClient({ token: null });
    const error = await rejectionOf(client.login({ username: "demo", password: "Wrong9999", captcha: null, type: "username" }));
    expect(isPlatformError(error, "platform.message")).toBe(true);
    expect(error).toMatchObject({ value: { captcha: expect.any(Boolean) } });
  });

  it("serves member info for the token it issued [API-05]", async () => {
    const { client } = await loggedIn();
    await expect(client.memberInfo()).resolves.toMatchObject({ account: "demo" });
  });

  it("gives a live-chat link that decrypts to an https URL [CS-01] [API-17]", async () => {
    const script = await makeClient().client.customerServiceLinks();
    const entry = findLiveChatPath(script.version.pathList);
    expect(entry).toBeDefined();
    await expect(decryptCustomerServiceLink(entry?.path ?? "")).resolves.toMatch(/^https:\/\//);
  });
});

describe("authentication round trips (ADR 0008 schemas against the sandbox)", () => {
  it("login from a new IP → two-factor step → answer (GA) → session", async () => {
    const { client } = makeClient({ token: null });
    const answer = await client.login({ username: "traveller", password: "Travel123", captcha: null, type: "username" });
    if (!isLoginVerification(answer)) throw new Error("expected the two-factor step");
    expect(answer.verification).toMatchObject({ methods: ["SMS", "EMAIL", "PAYEE", "GA", "PASSWORD"], mobileHint: "+55 *******6666" });
    const wrong = await rejectionOf(client.loginVerification({ ticket: answer.verification.ticket, method: "GA", answer: "000000" }));
    expect(wrong).toMatchObject({ code: "platform.message", serverMessage: inPortuguese("The verification answer is incorrect") });
    const value = await client.loginVerification({ ticket: answer.verification.ticket, method: "GA", answer: "317842" });
    expect(value).toMatchObject({ userName: "traveller", customerType: 0 });
  });

  it("two-factor by SMS: send, then answer with the code", async () => {
    const { client } = makeClient({ token: null });
    const answer = await client.login({ username: "traveller", password: "Travel123", captcha: null, type: "username" });
    if (!isLoginVerification(answer)) throw new Error("expected the two-factor step");
    const { ticket } = answer.verification;
    await expect(client.loginVerification({ ticket, method: "SMS", send: true })).resolves.toEqual({ expiredMinutes: 5 });
    await expect(client.loginVerification({ ticket, method: "SMS", answer: sentCode("41977776666", "verification") })).resolves.toMatchObject({ userName: "traveller" });
  });

  it("SMS login: smsLoginCode, then login type sms; an early resend is the platform's message [LOGIN-07] [SMS-02]", async () => {
    const { client } = makeClient({ token: null });
    await expect(client.smsLoginCode(DEMO)).resolves.toEqual({ expiredMinutes: 5 });
    const early = await rejectionOf(client.smsLoginCode(DEMO));
    expect(early).toMatchObject({ code: "platform.message", serverMessage: expect.stringMatching(/^A code was already sent/) });
    const value = session(await client.login({ username: DEMO.mobileNum, password: sentCode(DEMO.mobileNum, "noLogin"), captcha: null, type: "sms", countryDialingCode: "+55" }));
    expect(value.userName).toBe("demo");
  });

  it("free play: the client builds the RSA-only Encryption the sandbox checks [API-03]", async () => {
    let sent: Record<string, unknown> = {};
    nodeSandbox.server.use(
      http.post(url("/wps/session/login/freeplay"), async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        // no answer: the sandbox's own handler answers
      }),
    );
    const { client } = makeClient({ token: null });
    const value = await client.freePlay({ os: "Linux" });
    expect(value).toMatchObject({ customerType: 4, userName: expect.stringMatching(/^trial\d{4}$/) });
    expect(sent).toMatchObject({ os: "Linux", platform: "W", "X-Gateway-Version": 3, Encryption: expect.stringMatching(/^[0-9a-f]+( [0-9a-f]+)*$/) });
    applyPreset(store, "freeplay-off");
    expect(await rejectionOf(client.freePlay({ os: "Linux" }))).toMatchObject({ code: "platform.message", serverMessage: inPortuguese("Free play is not available") });
  });

  it("register settings, invitation code check [API-10] [API-11]", async () => {
    const { client } = makeClient({ token: null });
    await expect(client.registerSettings()).resolves.toEqual(registerRules("standard"));
    await expect(client.affiliateCheck("agent01", "www.aurora.test")).resolves.toEqual({ code: "AGENT01", valid: true });
    expect(await rejectionOf(client.affiliateCheck("NOPE99", "www.aurora.test"))).toMatchObject({ code: "platform.message", serverMessage: inPortuguese("Invalid invitation code") });
  });

  it("username registration: auto-login value", async () => {
    const { client } = makeClient({ token: null });
    const value = await client.register({ username: "player01", password: "Secret123", confirmPassword: "Secret123", captcha: await captchaCode(client), affiliateCode: "VIPTEAM", referralCode: "ABC123", domain: "www.aurora.test" });
    expect(value).toMatchObject({ userName: "player01", firstTimeLogin: true });
    const taken = await rejectionOf(client.register({ username: "player01", password: "Secret123", confirmPassword: "Secret123", captcha: await captchaCode(client) }));
    expect(taken).toMatchObject({ serverMessage: inPortuguese("This username is already taken") });
  });

  it("mobile registration with a registration code", async () => {
    const { client } = makeClient({ token: null });
    await expect(client.smsRegisterCode({ mobileNo: "21912341234", countryDialingCode: "+55" })).resolves.toEqual({ expiredMinutes: 5 });
    const value = await client.registerMobile({
      username: "21912341234",
      mobileNum: "21912341234",
      countryDialingCode: "+55",
      verificationCode: sentCode("21912341234", "register"),
      password: "Secret123",
      confirmPassword: "Secret123",
      captcha: await captchaCode(client),
    });
    expect(value.userName).toBe("21912341234");
  });

  it("change password (token), then the new one logs in", async () => {
    const { client } = await loggedIn("newbie", "123456");
    await expect(client.changePassword({ oldPassword: "123456", newPassword: "Fresh2025", confirmNewPassword: "Fresh2025" })).resolves.toBeUndefined();
    expect(await rejectionOf(client.changePassword({ oldPassword: "Fresh2025", newPassword: "123456", confirmNewPassword: "123456" }))).toMatchObject({ serverMessage: inPortuguese("The default password cannot be used") });
    expect(session(await makeClient({ token: null }).client.login({ username: "newbie", password: "Fresh2025", captcha: null, type: "username" })).firstTimeLogin).toBe(false);
  });

  it("reset by e-mail (form body) and by phone, then the type \"\" auto-login", async () => {
    const { client } = makeClient({ token: null });
    await expect(client.resetPasswordByEmail({ username: "demo", email: "demo@sandbox.example" })).resolves.toBeUndefined();
    expect(await rejectionOf(client.resetPasswordByEmail({ username: "demo", email: "x@example.com" }))).toMatchObject({ serverMessage: inPortuguese("username/email does not exist") });
    await client.smsLoginCode(DEMO);
    const { username } = await client.resetPasswordByPhone({ newPassword: "Reset2025", ...DEMO, verificationCode: sentCode(DEMO.mobileNum, "noLogin") });
    expect(username).toBe("demo");
    expect(session(await client.login({ username, password: "Reset2025", captcha: null, type: "" })).userName).toBe("demo");
  });

  it("wallet balance with the session; without one the session ends", async () => {
    const { client } = await loggedIn("vipgold", "Vip12345");
    await expect(client.walletBalance()).resolves.toEqual({ sumBalance: 125000, currency: "BRL", currencySymbol: "P", balance: [{ accountTypeId: 2, availBalance: 125000 }] });
    const guest = makeClient({ token: null });
    expect(await rejectionOf(guest.client.walletBalance())).toMatchObject({ code: "session.ended" });
    expect(guest.onSessionEnded).toHaveBeenCalledOnce();
  });
});
