/**
 * Server side of the platform's payload scheme (research/tcg-protocol.md §3.2, ADR 0002), for the sandbox only.
 *
 * - The client wraps a 16-character session key with textbook RSA (no padding) under the modulus served by
 *   `GET /wps/session/key/rsa`: the key is reversed, packed two characters per 16-bit digit little-endian (byte k has
 *   weight 256^k), zero-filled to the chunk size, each block encrypted and written as hex, blocks space-separated.
 * - The payload JSON is DES-ECB-PKCS7 encrypted with the UTF-8 bytes of the (non-reversed) key, Base64 encoded.
 *
 * crypto-js is imported per module (DES only), never as the whole library.
 */
import CryptoJS from "crypto-js/core.js";
import "crypto-js/tripledes.js";
import ECB from "crypto-js/mode-ecb.js";
import Pkcs7 from "crypto-js/pad-pkcs7.js";
import Base64 from "crypto-js/enc-base64.js";
import Utf8 from "crypto-js/enc-utf8.js";

/**
 * PUBLIC TEST KEY — sandbox only. This RSA-1024 key pair was generated once for the sandbox platform and is
 * published in the repository on purpose: it protects nothing and must never be used by a real platform.
 */
export const SANDBOX_RSA_MODULUS_HEX =
  "b190e872c6ec061acd8ad322f6a24aef5e593a57b7a3ff3851f3bd516792170318b20d2b59d4c86371ea83840fbb8c24" +
  "6006b3d1a21d3dafa4f507aa25dac1e55784bc8e8fdcf4f48cd2d5a2552256b67f70b5cec4fafc1a99f40df1f6b65457" +
  "874fcd15cb1628604a688cd65ed1febde91a78cd62b8f6add412763993d49a93";
/** PUBLIC TEST KEY — private exponent of the sandbox-only key pair above. */
const SANDBOX_RSA_PRIVATE_EXPONENT_HEX =
  "3b65f10c2c14da39ef16086902bde97947436bebd9e78741acd06f3d22fb50ad5d7e7a3f4d2e8bd6104e55ae40a10951" +
  "45ba183f010eed0aab90b7fea7e914c0f6fc31ab4eb44fc706ff6af99e1f02e9b14c649c871d709e1d77eaa24454830d" +
  "c7eb839b1da98513dfdd1f6209fbe5f5fbbeac97bc1959e0917aa63a53fe9769";
export const SANDBOX_RSA_PUBLIC_EXPONENT = 0x10001;

const MODULUS = BigInt(`0x${SANDBOX_RSA_MODULUS_HEX}`);
const PRIVATE_EXPONENT = BigInt(`0x${SANDBOX_RSA_PRIVATE_EXPONENT_HEX}`);

/** Raised when an encrypted request cannot be decrypted (bad header, bad Base64, wrong key, not JSON). */
export class SandboxCryptoError extends Error {
  override readonly name = "SandboxCryptoError";
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** Block size in bytes: twice the index of the highest non-zero 16-bit digit of the modulus. */
export function rsaChunkSize(modulus: bigint): number {
  const bits = modulus.toString(2).length;
  return 2 * Math.floor((bits - 1) / 16);
}

function parseHex(text: string): bigint {
  if (!/^[0-9a-fA-F]+$/.test(text)) throw new SandboxCryptoError("RSA block is not hexadecimal");
  return BigInt(`0x${text}`);
}

/** Textbook-RSA encryption of an ASCII string exactly as the platform's old browser library does it. */
export function rsaEncryptText(text: string, modulusHex: string = SANDBOX_RSA_MODULUS_HEX): string {
  const modulus = parseHex(modulusHex);
  const exponent = BigInt(SANDBOX_RSA_PUBLIC_EXPONENT);
  const size = rsaChunkSize(modulus);
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) bytes.push(text.charCodeAt(i) & 0xff);
  while (bytes.length === 0 || bytes.length % size !== 0) bytes.push(0);
  const blocks: string[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    let m = 0n;
    for (let k = size - 1; k >= 0; k -= 1) m = (m << 8n) | BigInt(bytes[start + k] ?? 0);
    blocks.push(modPow(m, exponent, modulus).toString(16));
  }
  return blocks.join(" ");
}

/** Inverse of {@link rsaEncryptText} with the sandbox private key: trailing zero bytes are stripped. */
export function rsaDecryptText(cipherHex: string): string {
  const blocks = cipherHex.trim().split(/\s+/).filter(Boolean);
  if (blocks.length === 0) throw new SandboxCryptoError("empty Encryption header");
  const size = rsaChunkSize(MODULUS);
  const bytes: number[] = [];
  for (const block of blocks) {
    const c = parseHex(block);
    if (c >= MODULUS) throw new SandboxCryptoError("RSA block out of range");
    let m = modPow(c, PRIVATE_EXPONENT, MODULUS);
    for (let k = 0; k < size; k += 1) {
      bytes.push(Number(m & 0xffn));
      m >>= 8n;
    }
  }
  while (bytes.length > 0 && bytes[bytes.length - 1] === 0) bytes.pop();
  return String.fromCharCode(...bytes);
}

const reverse = (text: string): string => [...text].reverse().join("");

/** DES-ECB-PKCS7 of UTF-8 text with the UTF-8 bytes of `key` (only the first 8 bytes matter); Base64 out. */
export function desEncrypt(plainText: string, key: string): string {
  return CryptoJS.DES.encrypt(Utf8.parse(plainText), Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();
}

/** Inverse of {@link desEncrypt}. Throws {@link SandboxCryptoError} when the result is not valid UTF-8 text. */
export function desDecrypt(cipherBase64: string, key: string): string {
  let text: string;
  try {
    const params = CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(cipherBase64) });
    text = CryptoJS.DES.decrypt(params, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8);
  } catch {
    throw new SandboxCryptoError("DES payload cannot be decrypted");
  }
  if (text === "" && cipherBase64 !== "") throw new SandboxCryptoError("DES payload cannot be decrypted");
  return text;
}

/**
 * Server-side decryption of an encrypted platform call: RSA-unwrap the `Encryption` header, reverse it to get the
 * 16-character DES key, DES-decrypt the body's `value` and parse it as JSON.
 */
export function decryptPayload(encryptionHeader: string | null, value: unknown): unknown {
  if (!encryptionHeader) throw new SandboxCryptoError("missing Encryption header");
  if (typeof value !== "string" || value === "") throw new SandboxCryptoError("missing encrypted value");
  const key = reverse(rsaDecryptText(encryptionHeader));
  if (key.length !== 16) throw new SandboxCryptoError("session key must have 16 characters");
  const text = desDecrypt(value, key);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SandboxCryptoError("decrypted payload is not JSON");
  }
}

/** The platform's 61-character session-key alphabet: digits, A–Z with T in place of Y, a–z without j. */
export const SESSION_KEY_ALPHABET =
  "0123456789" + "ABCDEFGHIJKLMNOPQRSTUVWXTZ" + "abcdefghiklmnopqrstuvwxyz";

export interface EncryptedRequest {
  /** The 16-character session key that was used. */
  key: string;
  headers: { Encryption: string; "X-Digest": string; "X-RSA": string };
  body: { value: string };
}

/**
 * What a platform client sends for an encrypted call — written independently of `src/api` for the sandbox's own
 * tests and tools. `random` picks the key characters (default Math.random); pass `key` to fix it.
 */
export function encryptLikeClient(
  payload: unknown,
  options: { modulusHex?: string; key?: string; random?: () => number } = {},
): EncryptedRequest {
  const modulusHex = options.modulusHex ?? SANDBOX_RSA_MODULUS_HEX;
  const random = options.random ?? Math.random;
  let key = options.key ?? "";
  while (key.length < 16) key += SESSION_KEY_ALPHABET.charAt(Math.floor(SESSION_KEY_ALPHABET.length * random()));
  const plain = typeof payload === "string" ? payload : JSON.stringify(payload);
  const value = desEncrypt(plain, key);
  return {
    key,
    headers: { Encryption: rsaEncryptText(reverse(key), modulusHex), "X-Digest": value, "X-RSA": modulusHex },
    body: { value },
  };
}

/** A customer-service `path`: Base64(DES-ECB-PKCS7(url)) followed by the 8-character key. */
export function encryptCustomerServiceLink(url: string, key8: string): string {
  if (key8.length !== 8) throw new SandboxCryptoError("customer-service key must have 8 characters");
  return desEncrypt(url, key8) + key8;
}

/** Inverse of {@link encryptCustomerServiceLink} (what the client does): last 8 characters are the key. */
export function decryptCustomerServiceLink(path: string): string {
  if (path.length <= 8) throw new SandboxCryptoError("customer-service path too short");
  return desDecrypt(path.slice(0, -8), path.slice(-8));
}
