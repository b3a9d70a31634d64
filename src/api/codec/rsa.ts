/** Public exponent the platform uses (0x10001). */
export const RSA_EXPONENT = 0x10001n;

export function parseModulusHex(modulusHex: string): bigint {
  const hex = modulusHex.trim();
  if (!/^[0-9a-f]+$/i.test(hex)) throw new RangeError("RSA modulus is not hexadecimal");
  return BigInt(`0x${hex}`);
}

/** Block size in bytes: 2 × index of the modulus's highest non-zero 16-bit digit. */
export function rsaChunkBytes(modulus: bigint): number {
  let highIndex = -1;
  for (let rest = modulus; rest > 0n; rest >>= 16n) highIndex += 1;
  const chunk = 2 * highIndex;
  if (chunk < 2) throw new RangeError("RSA modulus is too small");
  return chunk;
}

/** Packs 8-bit character codes into zero-filled blocks; byte k of a block has weight 256^k. */
export function packLittleEndianBlocks(text: string, chunkBytes: number): bigint[] {
  const codes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code > 0xff) throw new RangeError("RSA input must be 8-bit characters");
    codes.push(code);
  }
  const blocks: bigint[] = [];
  for (let start = 0; start < codes.length; start += chunkBytes) {
    let block = 0n;
    for (let k = chunkBytes - 1; k >= 0; k -= 1) block = (block << 8n) | BigInt(codes[start + k] ?? 0);
    blocks.push(block);
  }
  return blocks;
}

/** Inverse of packLittleEndianBlocks; trailing zero fill is dropped. */
export function unpackLittleEndianBlocks(blocks: readonly bigint[], chunkBytes: number): string {
  let text = "";
  for (const block of blocks) {
    let rest = block;
    for (let k = 0; k < chunkBytes; k += 1) {
      text += String.fromCharCode(Number(rest & 0xffn));
      rest >>= 8n;
    }
  }
  return text.replace(/\0+$/, "");
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n % modulus;
  let square = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

/** Lower-case hex, left-padded to whole 16-bit digits as the platform's RSA library writes it. */
export function toDigitHex(value: bigint): string {
  const hex = value.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, "0");
}

/** Textbook RSA of each block; one hex string per block. */
export function rsaEncryptBlocks(blocks: readonly bigint[], modulus: bigint, exponent: bigint = RSA_EXPONENT): string[] {
  return blocks.map((block) => toDigitHex(modPow(block, exponent, modulus)));
}

/** The `Encryption` header form: packed, encrypted, blocks joined by one space. */
export function rsaEncryptString(text: string, modulusHex: string): string {
  const modulus = parseModulusHex(modulusHex);
  return rsaEncryptBlocks(packLittleEndianBlocks(text, rsaChunkBytes(modulus)), modulus).join(" ");
}
