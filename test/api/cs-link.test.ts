// @vitest-environment node
import { createCipheriv } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptCustomerServiceLink, findLiveChatPath } from "../../src/api/codec/cs-link.ts";
import { PlatformError } from "../../src/api/errors.ts";
import { rejectionOf } from "./helpers.ts";

function seal(text: string, key8: string): string {
  const key = Buffer.from(key8, "utf8");
  const cipher = createCipheriv("des-ede-ecb", Buffer.concat([key, key]), null);
  return Buffer.concat([cipher.update(text, "utf8"), cipher.final()]).toString("base64") + key8;
}

describe("customer-service links", () => {
  it("decrypts Base64 DES-ECB-PKCS7 with the last 8 characters as key [CS-02]", async () => {
    await expect(decryptCustomerServiceLink(seal("https://chat.example.com/room?id=9", "Ab3dEf7h"))).resolves.toBe(
      "https://chat.example.com/room?id=9",
    );
  });

  it.each([
    ["an empty result", seal("", "Ab3dEf7h")],
    ["a result that is not an http(s) link", seal("javascript:alert(1)", "Ab3dEf7h")],
    ["a path with no ciphertext", "Ab3dEf7h"],
    ["a path under the wrong key", seal("https://chat.example.com", "Ab3dEf7h").slice(0, -8) + "zzzzzzzz"],
  ])("raises platform.malformed for %s", async (_label, path) => {
    const error = await rejectionOf(decryptCustomerServiceLink(path));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: "platform.malformed" });
  });

  it("picks the live-chat entry (type 3) of value.version.pathList [CS-01] [CS-02]", () => {
    const list = [
      { type: "1", path: "a" },
      { type: "3", path: "b" },
    ];
    expect(findLiveChatPath(list)).toEqual({ type: "3", path: "b" });
    expect(findLiveChatPath([{ type: "1", path: "a" }])).toBeUndefined();
  });
});
