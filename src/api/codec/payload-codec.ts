import { desEncryptBase64 } from "./des.ts";
import { rsaEncryptString } from "./rsa.ts";

export {
  RSA_EXPONENT,
  modPow,
  packLittleEndianBlocks,
  parseModulusHex,
  rsaChunkBytes,
  rsaEncryptBlocks,
  rsaEncryptString,
  toDigitHex,
  unpackLittleEndianBlocks,
} from "./rsa.ts";
export { desDecryptBase64, desEncryptBase64 } from "./des.ts";

/** What an encrypted call sends: `Encryption` and `X-Digest` headers and the `{value}` body. */
export interface EncryptedPayload {
  encryption: string;
  digest: string;
  body: { value: string };
}

/** The platform's RSA-wrapped DES payload scheme. */
export interface PayloadCodec {
  encrypt(payload: unknown, rsaModulusHex: string): EncryptedPayload;
}

/** A source of uniform numbers in [0, 1). */
export type RandomSource = () => number;

/** Digits, A–Z with T in place of Y, a–z without j: 61 characters. */
export const SESSION_KEY_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz";
export const SESSION_KEY_LENGTH = 16;

export const cryptoRandom: RandomSource = () => {
  const word = new Uint32Array(1);
  globalThis.crypto.getRandomValues(word);
  return (word[0] ?? 0) / 2 ** 32;
};

export function randomSessionKey(random: RandomSource = cryptoRandom): string {
  const size = SESSION_KEY_ALPHABET.length;
  let key = "";
  for (let i = 0; i < SESSION_KEY_LENGTH; i += 1) {
    const index = Math.min(size - 1, Math.floor(size * random()));
    key += SESSION_KEY_ALPHABET.charAt(index);
  }
  return key;
}

export function createPayloadCodec(options: { random?: RandomSource } = {}): PayloadCodec {
  const random = options.random ?? cryptoRandom;
  return {
    encrypt(payload, rsaModulusHex) {
      const key = randomSessionKey(random);
      const encryption = rsaEncryptString([...key].reverse().join(""), rsaModulusHex);
      const text = typeof payload === "string" ? payload : JSON.stringify(payload ?? {});
      const value = desEncryptBase64(text, key);
      return { encryption, digest: value, body: { value } };
    },
  };
}
