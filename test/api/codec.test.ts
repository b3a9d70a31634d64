// @vitest-environment node
import { createCipheriv, createDecipheriv, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  SESSION_KEY_ALPHABET,
  createPayloadCodec,
  desDecryptBase64,
  desEncryptBase64,
  modPow,
  packLittleEndianBlocks,
  randomSessionKey,
  rsaChunkBytes,
  rsaEncryptBlocks,
  rsaEncryptString,
  toDigitHex,
  unpackLittleEndianBlocks,
} from "../../src/api/codec/payload-codec.ts";

function nodeDes(mode: "encrypt" | "decrypt", data: Buffer, key8: Buffer): Buffer {
  const key = Buffer.concat([key8, key8]);
  const cipher = mode === "encrypt" ? createCipheriv("des-ede-ecb", key, null) : createDecipheriv("des-ede-ecb", key, null);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

function fromBase64Url(text: string): bigint {
  return BigInt(`0x${Buffer.from(text, "base64url").toString("hex")}`);
}

function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe("session key", () => {
  it("uses the 61-character alphabet: digits, A-Z with T for Y, a-z without j", () => {
    expect(SESSION_KEY_ALPHABET).toHaveLength(61);
    expect(SESSION_KEY_ALPHABET).not.toMatch(/[Yj]/);
    expect(SESSION_KEY_ALPHABET.slice(0, 10)).toBe("0123456789");
    expect(SESSION_KEY_ALPHABET.slice(10, 36)).toBe("ABCDEFGHIJKLMNOPQRSTUVWXTZ");
    expect(SESSION_KEY_ALPHABET.slice(36)).toBe("abcdefghiklmnopqrstuvwxyz");
  });

  it("picks index floor(61 * random) for 16 characters", () => {
    expect(randomSessionKey(() => 0)).toBe("0".repeat(16));
    expect(randomSessionKey(() => 0.999999)).toBe("z".repeat(16));
    expect(randomSessionKey(sequence([33.5 / 61, 10.2 / 61]))).toBe("XA".repeat(8));
    expect(randomSessionKey(() => 34.5 / 61)).toBe("T".repeat(16));
    expect(randomSessionKey(() => 35.5 / 61)).toBe("Z".repeat(16));
  });

  it("defaults to a crypto random source", () => {
    const key = randomSessionKey();
    expect(key).toMatch(/^[0-9A-XZa-ik-z]{16}$/);
  });
});

describe("RSA block packing", () => {
  it("sizes blocks at 2 bytes per index of the highest non-zero 16-bit digit", () => {
    expect(rsaChunkBytes(0x1_0000n)).toBe(2);
    expect(rsaChunkBytes(0x1_0000_0001n)).toBe(4);
    expect(rsaChunkBytes((1n << 1023n) + 1n)).toBe(126);
    expect(() => rsaChunkBytes(0xffffn)).toThrow(RangeError);
  });

  it("packs two characters per 16-bit digit, little-endian, zero-filled", () => {
    expect(packLittleEndianBlocks("ab", 4)).toEqual([0x6261n]);
    expect(packLittleEndianBlocks("abcde", 4)).toEqual([0x64636261n, 0x65n]);
    expect(packLittleEndianBlocks("", 4)).toEqual([]);
    expect(unpackLittleEndianBlocks([0x64636261n, 0x65n], 4)).toBe("abcde");
    expect(() => packLittleEndianBlocks("é€", 4)).toThrow(RangeError);
  });

  it("writes hex in whole 16-bit digits, lower case", () => {
    expect(toDigitHex(0n)).toBe("0000");
    expect(toDigitHex(0x1n)).toBe("0001");
    expect(toDigitHex(0xabcdefn)).toBe("00abcdef");
  });

  it("encrypts against a small modulus as computed by hand (F5 = 641 × 6700417)", () => {
    const modulus = 0x1_0000_0001n;
    const blocks = packLittleEndianBlocks("Ab", rsaChunkBytes(modulus));
    expect(blocks).toEqual([25153n]);
    let naive = 1n;
    for (let i = 0; i < 65537; i += 1) naive = (naive * 25153n) % modulus;
    expect(naive).toBe(1561081939n);
    expect(rsaEncryptBlocks(blocks, modulus)).toEqual(["5d0c3853"]);
    expect(rsaEncryptString("Ab", "100000001")).toBe("5d0c3853");
    expect(modPow(1561081939n, 2242772993n, modulus)).toBe(25153n);
  });

  it("joins the ciphertexts of several blocks with one space", () => {
    const cipher = rsaEncryptString("abcde", "100000001");
    const parts = cipher.split(" ");
    expect(parts).toHaveLength(2);
    const plain = parts.map((hex) => modPow(BigInt(`0x${hex}`), 2242772993n, 0x1_0000_0001n));
    expect(unpackLittleEndianBlocks(plain, 4)).toBe("abcde");
  });
});

describe("DES", () => {
  it("matches Node's DES (EDE with K1 = K2 is single DES) for the first 8 key bytes", () => {
    const text = '{"username":"demo","password":"Demo1234"}';
    const expected = nodeDes("encrypt", Buffer.from(text, "utf8"), Buffer.from("k3Y9abcd", "utf8")).toString("base64");
    expect(desEncryptBase64(text, "k3Y9abcdIGNORED!")).toBe(expected);
    expect(desEncryptBase64(text, "k3Y9abcd")).toBe(expected);
    expect(desDecryptBase64(expected, "k3Y9abcd")).toBe(text);
  });

  it("encrypts UTF-8 text", () => {
    const text = "Olá, 你好";
    const expected = nodeDes("encrypt", Buffer.from(text, "utf8"), Buffer.from("12345678")).toString("base64");
    expect(desEncryptBase64(text, "12345678")).toBe(expected);
  });
});

describe("payload codec", () => {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
  const pub = publicKey.export({ format: "jwk" });
  const priv = privateKey.export({ format: "jwk" });
  const modulus = fromBase64Url(pub.n ?? "");
  const privateExponent = fromBase64Url(priv.d ?? "");
  const modulusHex = modulus.toString(16);

  function openEnvelope(encryption: string, value: string): { key: string; plain: string } {
    const blocks = encryption.split(" ").map((hex) => modPow(BigInt(`0x${hex}`), privateExponent, modulus));
    const reversed = unpackLittleEndianBlocks(blocks, rsaChunkBytes(modulus));
    const key = [...reversed].reverse().join("");
    const plain = nodeDes("decrypt", Buffer.from(value, "base64"), Buffer.from(key.slice(0, 8), "utf8")).toString("utf8");
    return { key, plain };
  }

  it("wraps the reversed key with RSA and the JSON with DES; a private-key holder recovers both", () => {
    const codec = createPayloadCodec({ random: sequence([0.01, 0.5, 0.73, 0.2, 0.99, 0.35]) });
    const payload = { username: "demo", password: "Demo1234", captcha: null, type: "username" };
    const sealed = codec.encrypt(payload, modulusHex);
    expect(sealed.encryption).toMatch(/^[0-9a-f]+$/);
    expect(sealed.digest).toBe(sealed.body.value);
    const opened = openEnvelope(sealed.encryption, sealed.body.value);
    expect(opened.key).toBe(randomSessionKey(sequence([0.01, 0.5, 0.73, 0.2, 0.99, 0.35])));
    expect(JSON.parse(opened.plain)).toEqual(payload);
  });

  it("encrypts a string payload as is", () => {
    const sealed = createPayloadCodec().encrypt("plain text", modulusHex);
    expect(openEnvelope(sealed.encryption, sealed.body.value).plain).toBe("plain text");
  });

  it("uses a fresh key per call", () => {
    const codec = createPayloadCodec();
    const a = codec.encrypt({ a: 1 }, modulusHex);
    const b = codec.encrypt({ a: 1 }, modulusHex);
    expect(a.encryption).not.toBe(b.encryption);
  });
});
