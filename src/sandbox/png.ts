/**
 * A minimal PNG encoder (8-bit indexed colour, stored/uncompressed deflate) and the captcha image renderer.
 * Pure TypeScript so it runs in Node and in a browser worker alike.
 */
import { type Prng } from "./prng.ts";
import { drawText } from "./pixel-font.ts";

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC-32 of a PNG chunk (its type and data). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

class ByteWriter {
  private readonly parts: number[] = [];
  u8(value: number): this {
    this.parts.push(value & 0xff);
    return this;
  }
  u16le(value: number): this {
    return this.u8(value).u8(value >>> 8);
  }
  u32be(value: number): this {
    return this.u8(value >>> 24).u8(value >>> 16).u8(value >>> 8).u8(value);
  }
  bytes(values: ArrayLike<number>): this {
    for (let i = 0; i < values.length; i += 1) this.parts.push((values[i] as number) & 0xff);
    return this;
  }
  ascii(text: string): this {
    for (let i = 0; i < text.length; i += 1) this.parts.push(text.charCodeAt(i));
    return this;
  }
  result(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

/** A zlib stream made of stored (uncompressed) deflate blocks. */
function zlibStored(data: Uint8Array): Uint8Array {
  const out = new ByteWriter().u8(0x78).u8(0x01);
  const max = 0xffff;
  let offset = 0;
  do {
    const length = Math.min(max, data.length - offset);
    const last = offset + length >= data.length;
    out.u8(last ? 1 : 0).u16le(length).u16le(~length & 0xffff);
    out.bytes(data.subarray(offset, offset + length));
    offset += length;
  } while (offset < data.length);
  return out.u32be(adler32(data)).result();
}

function chunk(out: ByteWriter, type: string, data: Uint8Array): void {
  const typed = new ByteWriter().ascii(type).bytes(data).result();
  out.u32be(data.length).bytes(typed).u32be(crc32(typed));
}

function scanlines(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0;
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return raw;
}

function assemble(
  width: number,
  height: number,
  palette: readonly (readonly [number, number, number])[],
  idat: Uint8Array,
  alpha: readonly number[] = [],
): Uint8Array {
  const out = new ByteWriter().bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  chunk(out, "IHDR", new ByteWriter().u32be(width).u32be(height).u8(8).u8(3).u8(0).u8(0).u8(0).result());
  chunk(out, "PLTE", Uint8Array.from(palette.flat()));
  if (alpha.length > 0) chunk(out, "tRNS", Uint8Array.from(alpha));
  chunk(out, "IDAT", idat);
  chunk(out, "IEND", new Uint8Array(0));
  return out.result();
}

/** Encodes an indexed-colour image (one palette index per pixel, row-major) as PNG bytes (uncompressed). */
export function encodeIndexedPng(
  width: number,
  height: number,
  pixels: Uint8Array,
  palette: readonly (readonly [number, number, number])[],
): Uint8Array {
  return assemble(width, height, palette, zlibStored(scanlines(width, height, pixels)));
}

/** zlib-wrapped deflate with the platform's `CompressionStream` (browsers, Node 18+). */
export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const body = new Response(bytes as BodyInit).body;
  if (!body) throw new Error("no stream to compress");
  return new Uint8Array(await new Response(body.pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
}

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const CAPTCHA_PALETTE = [
  [246, 244, 238], // 0 background
  [200, 196, 186], // 1 noise
  [30, 64, 120], // 2 ink
  [150, 30, 60], // 3 ink
  [20, 110, 70], // 4 ink
  [90, 50, 140], // 5 ink
] as const;

/**
 * Renders a numeric captcha code as a small PNG (Base64, no data-URL prefix). Glyphs are scaled ×3 with a
 * per-digit vertical jitter and colour, over a light speckled background; `prng` drives the noise.
 */
export function renderCaptchaPng(code: string, prng: Prng): string {
  const scale = 3;
  const width = 24 + code.length * 6 * scale;
  const height = 36;
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = prng.next() < 0.08 ? 1 : 0;
  [...code].forEach((digit, index) => {
    const char = /^\d$/.test(digit) ? digit : "0";
    drawText(pixels, width, char, { left: 12 + index * 6 * scale, top: 4 + prng.int(0, 6), scale, ink: 2 + (index % 4) });
  });
  return toBase64(encodeIndexedPng(width, height, pixels, CAPTCHA_PALETTE));
}
