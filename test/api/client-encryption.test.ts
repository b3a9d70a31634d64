// @vitest-environment node
import { createDecipheriv, generateKeyPairSync } from "node:crypto";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { nodeSandbox } from "../sandbox-server.ts";
import { PlatformError } from "../../src/api/errors.ts";
import { modPow, rsaChunkBytes, unpackLittleEndianBlocks } from "../../src/api/codec/payload-codec.ts";
import { MERCHANT, TOKEN, makeClient, rejectionOf, url } from "./helpers.ts";
import { ok } from "./fixtures.ts";

const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
const n = BigInt(`0x${Buffer.from(publicKey.export({ format: "jwk" }).n ?? "", "base64url").toString("hex")}`);
const d = BigInt(`0x${Buffer.from(privateKey.export({ format: "jwk" }).d ?? "", "base64url").toString("hex")}`);
const MODULUS_HEX = n.toString(16);

const loginValue = { token: "tok-new", firstTimeLogin: false, passwordExpired: false, id: 10001, userName: "demo", customerType: 0 };

function openSealed(encryption: string, value: string): unknown {
  const blocks = encryption.split(" ").map((hex) => modPow(BigInt(`0x${hex}`), d, n));
  const key = [...unpackLittleEndianBlocks(blocks, rsaChunkBytes(n))].reverse().join("");
  const key8 = Buffer.from(key.slice(0, 8), "utf8");
  const decipher = createDecipheriv("des-ede-ecb", Buffer.concat([key8, key8]), null);
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(value, "base64")), decipher.final()]).toString("utf8"));
}

function platform(rsa: () => Response = () => HttpResponse.text(MODULUS_HEX)) {
  const keyRequests: Request[] = [];
  const sealed: { request: Request; body: unknown }[] = [];
  nodeSandbox.server.use(
    http.get(url("/wps/session/key/rsa"), ({ request }) => {
      keyRequests.push(request);
      return rsa();
    }),
    http.post(url("/wps/session/login"), async ({ request }) => {
      sealed.push({ request, body: await request.clone().json() });
      return HttpResponse.json(ok(loginValue));
    }),
    http.post(url("/wps/member/password"), async ({ request }) => {
      sealed.push({ request, body: await request.clone().json() });
      return HttpResponse.json(ok(null));
    }),
  );
  return { keyRequests, sealed };
}

const credentials = { username: "demo", password: "Demo1234", captcha: null, type: "username" as const };

describe("encrypted calls", () => {
  it("fetches the RSA key without cache and sends Encryption, X-Digest, X-RSA and {value}: the login payload sealed [API-01] [LOGIN-07]", async () => {
    const { keyRequests, sealed } = platform();
    const { client } = makeClient({ token: null, now: () => 42 });
    await expect(client.login(credentials)).resolves.toEqual(loginValue);

    const keyRequest = keyRequests[0]!;
    expect(new URL(keyRequest.url).searchParams.get("t")).toBe("42");
    expect(keyRequest.headers.get("Cache-Control")).toBe("no-cache");
    expect(keyRequest.headers.get("Merchant")).toBe(MERCHANT);

    const { request, body } = sealed[0]!;
    const value = (body as { value: string }).value;
    expect(Object.keys(body as object)).toEqual(["value"]);
    expect(request.headers.get("X-Digest")).toBe(value);
    expect(request.headers.get("X-RSA")).toBe(MODULUS_HEX);
    expect(request.headers.get("Content-Type")).toBe("application/json;charset=UTF-8");
    expect(request.headers.get("Merchant")).toBe(MERCHANT);
    expect(request.headers.has("Authorization")).toBe(false);
    expect(openSealed(request.headers.get("Encryption") ?? "", value)).toEqual(credentials);
  });

  it("caches the key per client", async () => {
    const { keyRequests, sealed } = platform();
    const { client } = makeClient();
    await client.login(credentials);
    await client.request("passwordChange", { body: { oldPassword: "a", newPassword: "b", confirmNewPassword: "b" } });
    expect(keyRequests).toHaveLength(1);
    expect(sealed).toHaveLength(2);
    const change = sealed[1]!;
    expect(change.request.headers.get("Authorization")).toBe(TOKEN);
    expect(openSealed(change.request.headers.get("Encryption") ?? "", (change.body as { value: string }).value)).toEqual({
      oldPassword: "a",
      newPassword: "b",
      confirmNewPassword: "b",
    });
  });

  it("prepares the sealing ahead (a login form just shown): the login then leaves without waiting for the key", async () => {
    const { keyRequests, sealed } = platform();
    const { client } = makeClient();
    await client.prepareSealing();
    expect(keyRequests).toHaveLength(1);
    expect(sealed).toHaveLength(0);
    await expect(client.login(credentials)).resolves.toEqual(loginValue);
    expect(keyRequests).toHaveLength(1);
    expect(openSealed(sealed[0]!.request.headers.get("Encryption") ?? "", (sealed[0]!.body as { value: string }).value)).toEqual(credentials);
  });

  it("forgets a failed preparation: it never rejects, and the login asks for the key itself", async () => {
    let fail = true;
    const { keyRequests, sealed } = platform(() => (fail ? HttpResponse.text("unavailable", { status: 503 }) : HttpResponse.text(MODULUS_HEX)));
    const { client } = makeClient();
    await expect(client.prepareSealing()).resolves.toBeUndefined();
    fail = false;
    await expect(client.login(credentials)).resolves.toEqual(loginValue);
    expect(keyRequests).toHaveLength(2);
    expect(sealed).toHaveLength(1);
  });

  it("answers NO RSA KEY when the platform gives no usable key, sends nothing, and asks again next time", async () => {
    let fail = true;
    const { keyRequests, sealed } = platform(() =>
      fail ? HttpResponse.text("unavailable", { status: 503 }) : HttpResponse.text(MODULUS_HEX),
    );
    const { client } = makeClient();
    const error = await rejectionOf(client.login(credentials));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: "platform.message", serverMessage: "NO RSA KEY", endpoint: "rsaKey" });
    expect(sealed).toHaveLength(0);
    fail = false;
    await expect(client.login(credentials)).resolves.toEqual(loginValue);
    expect(keyRequests).toHaveLength(2);
  });

  it("answers NO RSA KEY for a key that is not hexadecimal", async () => {
    platform(() => HttpResponse.text("<html></html>"));
    const error = await rejectionOf(makeClient().client.login(credentials));
    expect(error).toMatchObject({ code: "platform.message", serverMessage: "NO RSA KEY" });
  });

  it("raises network.abnormal when the key cannot be fetched", async () => {
    platform(() => HttpResponse.error());
    const error = await rejectionOf(makeClient().client.login(credentials));
    expect(error).toMatchObject({ code: "network.abnormal", endpoint: "rsaKey" });
  });
});
