// @vitest-environment node
/**
 * The security centre's binds in the sandbox (issue 27 item 7, ADR 0012 calls table) through the real handlers: a new
 * mobile number needs the code sent to it, an e-mail needs the login password, both answer the masked security config.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { store } from "./helpers.ts";
import { call, member, refusal, T0, tokenOf } from "./cashier-helpers.ts";
import { MESSAGE_BAD_EMAIL, MESSAGE_EMAIL_TAKEN, MESSAGE_SAME_MOBILE } from "../../src/sandbox/rules/security.ts";
import { MESSAGE_BAD_CODE, MESSAGE_MOBILE_TAKEN } from "../../src/sandbox/rules/sms.ts";

beforeEach(() => store.setNow(T0));

const codeFor = (mobileNum: string) => store.state.smsCodes.find((c) => c.purpose === "bind" && c.mobileNum === mobileNum && !c.used)?.code;

describe("binding a mobile number [SEC-02]", () => {
  it("sends a code to a free number, binds it with that code once, and answers the masked number", async () => {
    const token = await tokenOf("demo");
    expect((await call("smsBindCode", token, { body: { mobileNum: "11900001111", countryDialingCode: "+55" } })).value).toEqual({ expiredMinutes: 5 });
    const code = codeFor("11900001111")!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await refusal("mobileBind", token, { body: { mobileNum: "11900001111", countryDialingCode: "+55", verificationCode: wrong } })).toBe(MESSAGE_BAD_CODE);
    expect(member("demo").mobile?.mobileNum).toBe("11987654321");
    const bound = await call("mobileBind", token, { body: { mobileNum: "11900001111", countryDialingCode: "+55", verificationCode: code } });
    expect(bound.value.mobile).toBe("+55 *******1111");
    expect(member("demo").mobile).toEqual({ countryDialingCode: "+55", mobileNum: "11900001111" });
    // The code is used up.
    expect(await refusal("mobileBind", token, { body: { mobileNum: "11900001111", countryDialingCode: "+55", verificationCode: code } })).toBe(MESSAGE_SAME_MOBILE);
  });

  it("refuses a number another account has, and the member's own number, before sending anything", async () => {
    const token = await tokenOf("demo");
    expect(await refusal("smsBindCode", token, { body: { mobileNum: "11912345678", countryDialingCode: "+55" } })).toBe(MESSAGE_MOBILE_TAKEN);
    expect(await refusal("smsBindCode", token, { body: { mobileNum: "11987654321", countryDialingCode: "+55" } })).toBe(MESSAGE_SAME_MOBILE);
    expect(store.state.smsCodes.filter((c) => c.purpose === "bind")).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await call("smsBindCode", "", { body: { mobileNum: "11900001111", countryDialingCode: "+55" } })).status).toBe(401);
  });
});

describe("binding an e-mail [SEC-03]", () => {
  it("checks the login password, then the address, and answers the masked address", async () => {
    const token = await tokenOf("demo");
    expect(await refusal("emailBind", token, { body: { email: "demo.new@sandbox.example", loginPassword: "wrong" } })).toBe("cashier.loginPassword.wrong");
    expect(await refusal("emailBind", token, { body: { email: "not-an-address", loginPassword: "Demo1234" } })).toBe(MESSAGE_BAD_EMAIL);
    expect(await refusal("emailBind", token, { body: { email: "agent01@sandbox.example", loginPassword: "Demo1234" } })).toBe(MESSAGE_EMAIL_TAKEN);
    expect(member("demo").email).toBe("demo@sandbox.example");
    const bound = await call("emailBind", token, { body: { email: "demo.new@sandbox.example", loginPassword: "Demo1234" } });
    expect(bound.value.email).toMatch(/^de\*+@sandbox\.example$/);
    expect(member("demo").email).toBe("demo.new@sandbox.example");
  });
});
