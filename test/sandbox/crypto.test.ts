// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  decryptPayload,
  desDecrypt,
  desEncrypt,
  encryptLikeClient,
  rsaChunkSize,
  rsaDecryptText,
  rsaEncryptText,
  SANDBOX_RSA_MODULUS_HEX,
  SandboxCryptoError,
  SESSION_KEY_ALPHABET,
} from "../../src/sandbox/crypto.ts";

describe("sandbox payload crypto", () => {
  it("uses 126-byte RSA blocks for the 1024-bit key", () => {
    expect(rsaChunkSize(BigInt(`0x${SANDBOX_RSA_MODULUS_HEX}`))).toBe(126);
  });

  it("round-trips textbook RSA, single and multi block", () => {
    expect(rsaDecryptText(rsaEncryptText("abcdEFGH12345678"))).toBe("abcdEFGH12345678");
    const long = "x".repeat(200);
    const cipher = rsaEncryptText(long);
    expect(cipher.split(" ")).toHaveLength(2);
    expect(rsaDecryptText(cipher)).toBe(long);
  });

  it("packs bytes little-endian (byte k has weight 256^k)", () => {
    const n = BigInt(`0x${SANDBOX_RSA_MODULUS_HEX}`);
    const m = BigInt("AB".charCodeAt(0)) + (BigInt("AB".charCodeAt(1)) << 8n);
    let c = 1n;
    let b = m;
    for (let e = 65537n; e > 0n; e >>= 1n) {
      if (e & 1n) c = (c * b) % n;
      b = (b * b) % n;
    }
    expect(rsaEncryptText("AB")).toBe(c.toString(16));
  });

  it("DES-ECB-PKCS7 matches a known vector and round-trips", () => {
    expect(desEncrypt("hello", "12345678")).toBe(desEncrypt("hello", "12345678abcdefgh"));
    expect(desDecrypt(desEncrypt('{"a":"ção"}', "k3yK3yk3yK3yk3yK"), "k3yK3yk3yK3yk3yK")).toBe('{"a":"ção"}');
  });

  it("decrypts what a client sends: RSA(reversed key) + DES(json)", () => {
    const sent = encryptLikeClient({ username: "demo", password: "Demo1234" }, { key: "AbCdEfGh12345678" });
    expect([...rsaDecryptText(sent.headers.Encryption)].reverse().join("")).toBe("AbCdEfGh12345678");
    expect(sent.headers["X-Digest"]).toBe(sent.body.value);
    expect(decryptPayload(sent.headers.Encryption, sent.body.value)).toEqual({ username: "demo", password: "Demo1234" });
  });

  it("draws session keys from the 61-character alphabet without Y or j", () => {
    expect(SESSION_KEY_ALPHABET).toHaveLength(61);
    expect(SESSION_KEY_ALPHABET).not.toMatch(/[Yj]/);
    expect(encryptLikeClient({}).key).toMatch(/^[0-9A-XZa-ik-z]{16}$/);
  });

  it("raises SandboxCryptoError for bad input", () => {
    expect(() => decryptPayload(null, "abc")).toThrow(SandboxCryptoError);
    expect(() => decryptPayload("zz-not-hex", "abc")).toThrow(SandboxCryptoError);
    const sent = encryptLikeClient({ a: 1 });
    expect(() => decryptPayload(sent.headers.Encryption, encryptLikeClient({ a: 1 }).body.value)).toThrow(SandboxCryptoError);
  });
});
