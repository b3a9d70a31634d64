/**
 * Vendor logos as the platform's image CDN serves them (`{imageCdn}/TCG_PROD_IMAGES/VENDOR_ICON/<code>_<size>.png`,
 * answered by handlers/assets.ts): raster files at an address, as the real platform sends (tcg-protocol.md names
 * `.png` vendor images). Not SVG: a browser builds a whole document for each SVG picture on its main thread, and a
 * slots page shows dozens of logos. Each logo is a rounded square in the vendor's hue with its code in a pixel font.
 */
import { hashString } from "./prng.ts";
import { deflate, encodeIndexedPngCompressed, hslToRgb } from "./png.ts";
import { GLYPH_HEIGHT, GLYPH_WIDTH, drawText } from "./pixel-font.ts";

export const VENDOR_ICON_PATH = "/TCG_PROD_IMAGES/VENDOR_ICON";
/** The sizes the vendor lanes name: `smallIcon` and `lagerIcon`. */
export const VENDOR_ICON_SIZES: readonly number[] = [48, 160];

export const vendorIconPath = (code: string, size: number): string => `${VENDOR_ICON_PATH}/${encodeURIComponent(code)}_${size}.png`;

/** What a logo spells: the code, or for a long code (`TCG_LOTTO_VN`) the initials of its parts (`TLV`). */
export function vendorMonogram(code: string): string {
  const upper = code.toUpperCase();
  return upper.length <= 4 ? upper : upper.split(/[^A-Z0-9]+/).filter(Boolean).map((part) => part[0]).join("").slice(0, 4);
}

/** Inside a `size`-pixel square whose corners are rounded with radius `r`. */
function inRoundedSquare(x: number, y: number, size: number, r: number): boolean {
  const cx = Math.min(Math.max(x + 0.5, r), size - r);
  const cy = Math.min(Math.max(y + 0.5, r), size - r);
  return (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r;
}

const cache = new Map<string, Uint8Array>();

/** The logo of vendor `code`, `size` pixels square (PNG bytes, cached). */
export async function vendorIconPng(code: string, size: number): Promise<Uint8Array> {
  const key = `${code}/${size}`;
  const hit = cache.get(key);
  if (hit) return hit;
  // Palette: 0 transparent corners, 1 the vendor's hue, 2 white letters.
  const palette: [number, number, number][] = [[0, 0, 0], hslToRgb(hashString(code) % 360, 0.62, 0.38), [255, 255, 255]];
  const pixels = new Uint8Array(size * size);
  const radius = Math.round(size / 6);
  for (let y = 0; y < size; y += 1) for (let x = 0; x < size; x += 1) pixels[y * size + x] = inRoundedSquare(x, y, size, radius) ? 1 : 0;
  const text = vendorMonogram(code);
  const units = text.length * (GLYPH_WIDTH + 1) - 1;
  const scale = Math.max(1, Math.min(Math.floor((size * 0.78) / units), Math.floor((size * 0.42) / GLYPH_HEIGHT)));
  drawText(pixels, size, text, {
    left: Math.round((size - units * scale) / 2),
    top: Math.round((size - GLYPH_HEIGHT * scale) / 2),
    scale,
    ink: 2,
  });
  const png = await encodeIndexedPngCompressed(size, size, pixels, palette, deflate, [0]);
  cache.set(key, png);
  return png;
}
