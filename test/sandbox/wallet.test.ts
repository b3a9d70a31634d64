// @vitest-environment node
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import * as api from "../../src/api/schemas.ts";
import { rsaEncryptText, SANDBOX_RSA_MODULUS_HEX } from "../../src/sandbox/crypto.ts";
import { applyPreset } from "../../src/sandbox/scenarios.ts";
import { getEnvelope, loginToken, postJson, store } from "./helpers.ts";

/** Free play's RSA-only `Encryption`: a 16-character session key, reversed, RSA-wrapped. */
const sessionKeyEncryption = (key = "AbCdEfGh12345678"): string => rsaEncryptText([...key].reverse().join(""), SANDBOX_RSA_MODULUS_HEX);
const freePlay = (body: Record<string, unknown>) => postJson("/wps/session/login/freeplay", body);

describe("POST /wps/session/login/freeplay", () => {
  it("creates a trial member (type 4, balance 2000) and logs it in [API-03]", async () => {
    const { body } = await freePlay({ os: "Windows", platform: "W", Encryption: sessionKeyEncryption(), "X-Gateway-Version": 3 });
    const value = v.parse(api.loginValueSchema, body.value);
    expect(value).toMatchObject({ customerType: 4, firstTimeLogin: false, passwordExpired: false });
    expect(value.userName).toMatch(/^trial\d{4}$/);
    const info = v.parse(api.memberInfoSchema, (await getEnvelope("/wps/member/info", { headers: { Authorization: value.token } })).body.value);
    expect(info).toMatchObject({ account: value.userName, type: 4 });
    const balance = v.parse(api.balanceSchema, (await getEnvelope("/wps/v2/wallets/balance?typeId=0", { headers: { Authorization: value.token } })).body.value);
    expect(balance.sumBalance).toBe(2000);
  });

  it("gives every visitor a new account", async () => {
    const names = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const { body } = await freePlay({ os: "Linux", platform: "W", Encryption: sessionKeyEncryption() });
      names.add(v.parse(api.loginValueSchema, body.value).userName);
    }
    expect(names.size).toBe(3);
    expect(store.state.members.filter((m) => m.type === 4)).toHaveLength(3);
  });

  it("accepts the Encryption value as a header too, and refuses a missing or foreign one [API-03]", async () => {
    const header = await postJson("/wps/session/login/freeplay", { os: "Linux", platform: "W" }, { Encryption: sessionKeyEncryption() });
    expect(header.body.success).toBe(true);
    expect((await freePlay({ os: "Linux", platform: "W" })).status).toBe(400);
    expect((await freePlay({ os: "Linux", Encryption: "zz" })).body).toEqual({ success: false, message: "request.decrypt.failed" });
    expect((await freePlay({ os: "Linux", Encryption: rsaEncryptText("short", SANDBOX_RSA_MODULUS_HEX) })).status).toBe(400);
  });

  it("answers a message when FREEPLAY3 is off", async () => {
    applyPreset(store, "freeplay-off");
    expect((await freePlay({ os: "Windows", platform: "W", Encryption: sessionKeyEncryption() })).body).toEqual({ success: false, message: "Free play is not available" });
    expect(store.state.members.some((m) => m.type === 4)).toBe(false);
  });
});

describe("GET /wps/v2/wallets/balance", () => {
  it("answers the member's main wallet in BRL", async () => {
    const token = await loginToken("demo", "Demo1234");
    const { status, body } = await getEnvelope("/wps/v2/wallets/balance?typeId=0", { headers: { Authorization: token } });
    expect(status).toBe(200);
    expect(v.parse(api.balanceSchema, body.value)).toEqual({
      sumBalance: 1520.75,
      currency: "BRL",
      currencySymbol: "P",
      balance: [{ accountTypeId: 2, availBalance: 1520.75 }],
    });
    const vip = await loginToken("vipgold", "Vip12345");
    expect((await getEnvelope("/wps/v2/wallets/balance", { headers: { Authorization: vip } })).body.value).toMatchObject({ sumBalance: 125000 });
  });

  it("needs a session token (401 login.not.session)", async () => {
    for (const headers of [{}, { Authorization: "sbx-unknown" }] as Record<string, string>[]) {
      const { status, body } = await getEnvelope("/wps/v2/wallets/balance?typeId=0", { headers });
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, message: "login.not.session" });
    }
  });
});
