import { describe, expect, it } from "vitest";
import { decryptCustomerServiceLink, findLiveChatPath } from "../../src/api/codec/cs-link.ts";
import { isPlatformError } from "../../src/api/errors.ts";
import { makeClient, rejectionOf } from "./helpers.ts";

describe("against the sandbox platform", () => {
  it("logs the demo account in: the sandbox decrypted what the codec produced", async () => {
    const { client } = makeClient({ token: null });
    const value = await client.login({ username: "demo", password: "Demo1234", captcha: null, type: "username" });
    expect(value.token).not.toBe("");
    expect(value.userName).toBe("demo");
  });

  it("refuses a wrong password with success:false", async () => {
    const { client } = makeClient({ token: null });
    const error = await rejectionOf(client.login({ username: "demo", password: "Wrong9999", captcha: null, type: "username" }));
    expect(isPlatformError(error, "platform.message")).toBe(true);
    expect(error).toMatchObject({ value: { captcha: expect.any(Boolean) } });
  });

  it("serves member info for the token it issued", async () => {
    const session = makeClient({ token: null });
    const { token } = await session.client.login({ username: "demo", password: "Demo1234", captcha: null, type: "username" });
    session.setToken(token);
    await expect(session.client.memberInfo()).resolves.toMatchObject({ account: "demo" });
  });

  it("gives a live-chat link that decrypts to an https URL", async () => {
    const script = await makeClient().client.customerServiceLinks();
    const entry = findLiveChatPath(script.version.pathList);
    expect(entry).toBeDefined();
    await expect(decryptCustomerServiceLink(entry?.path ?? "")).resolves.toMatch(/^https:\/\//);
  });
});
