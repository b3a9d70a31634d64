// @vitest-environment node
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { nodeSandbox } from "../sandbox-server.ts";
import { decryptPayload } from "../../src/sandbox/crypto.ts";
import { TOKEN, makeClient, rejectionOf, url } from "./helpers.ts";
import { ok } from "./fixtures.ts";

const session = { token: "tok-new", firstTimeLogin: false, passwordExpired: false, id: 10001, userName: "demo", customerType: 0 };

/** Answers `value` on `method path` and keeps what the client sent. */
function answer(method: "get" | "post" | "put", path: string, value: unknown) {
  const seen: { request: Request; text: string }[] = [];
  nodeSandbox.server.use(
    http[method](url(path), async ({ request }) => {
      seen.push({ request, text: await request.clone().text() });
      return HttpResponse.json(ok(value));
    }),
  );
  return seen;
}

/** What an encrypted call carried, opened with the sandbox's private key. */
const opened = ({ request, text }: { request: Request; text: string }): unknown =>
  decryptPayload(request.headers.get("Encryption"), (JSON.parse(text) as { value: string }).value);

describe("how the authentication calls travel", () => {
  it("registration is encrypted, PUT, with registerMethod WEB and login true by default", async () => {
    const seen = answer("put", "/wps/member/register", session);
    await makeClient({ token: null }).client.register({ username: "player01", password: "Secret123", confirmPassword: "Secret123", captcha: "1234" });
    expect(seen[0]?.request.method).toBe("PUT");
    expect(opened(seen[0]!)).toEqual({ registerMethod: "WEB", login: true, username: "player01", password: "Secret123", confirmPassword: "Secret123", captcha: "1234" });
  });

  it("reset by e-mail is a urlencoded form; the affiliate check and the balance use the query string", async () => {
    const mail = answer("post", "/wps/member/password/email", null);
    const affiliate = answer("get", "/wps/agent/affiliate", { code: "AGENT01", valid: true });
    const balance = answer("get", "/wps/v2/wallets/balance", { sumBalance: 1, currency: "BRL", currencySymbol: "P", balance: [] });
    const { client } = makeClient();
    await client.resetPasswordByEmail({ username: "demo", email: "demo@sandbox.example" });
    await client.affiliateCheck("AGENT01", "www.aurora.test");
    await client.walletBalance();
    expect(mail[0]?.request.headers.get("Content-Type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(mail[0]?.text).toBe("username=demo&email=demo%40sandbox.example");
    expect(new URL(affiliate[0]!.request.url).search).toBe("?code=AGENT01&domain=www.aurora.test");
    expect(new URL(balance[0]!.request.url).searchParams.get("typeId")).toBe("0");
    expect(balance[0]?.request.headers.get("Authorization")).toBe(TOKEN);
  });

  it("password change sends the token and the encrypted body; SMS code requests are plain JSON", async () => {
    const change = answer("post", "/wps/member/password", null);
    const sms = answer("post", "/wps/verification/sms/register", { expiredMinutes: 5 });
    const { client } = makeClient();
    await client.changePassword({ oldPassword: "Demo1234", newPassword: "Fresh2025", confirmNewPassword: "Fresh2025" });
    await client.smsRegisterCode({ mobileNo: "21912341234", countryDialingCode: "+55" });
    expect(change[0]?.request.headers.get("Authorization")).toBe(TOKEN);
    expect(opened(change[0]!)).toEqual({ oldPassword: "Demo1234", newPassword: "Fresh2025", confirmNewPassword: "Fresh2025" });
    expect(JSON.parse(sms[0]!.text)).toEqual({ mobileNo: "21912341234", countryDialingCode: "+55" });
  });

  it("the two-factor call insists on the variant it asked for", async () => {
    answer("post", "/wps/session/login/verification", { expiredMinutes: 5 });
    const { client } = makeClient({ token: null });
    const error = await rejectionOf(client.loginVerification({ ticket: "vt1", method: "GA", answer: "123456" }));
    expect(error).toMatchObject({ code: "platform.malformed", endpoint: "loginVerification" });
  });

  it("a login answer that is neither a session nor a two-factor step is malformed", async () => {
    answer("post", "/wps/session/login", { verification: { ticket: "vt1", methods: ["FAX"], mobileHint: "", emailHint: "" } });
    const error = await rejectionOf(makeClient({ token: null }).client.login({ username: "demo", password: "x", captcha: null, type: "username" }));
    expect(error).toMatchObject({ code: "platform.malformed" });
  });
});
