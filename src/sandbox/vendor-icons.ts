/**
 * Vendor logos as the platform's image CDN serves them (`{imageCdn}/TCG_PROD_IMAGES/VENDOR_ICON/<code>_<size>.png`,
 * answered by handlers/assets.ts): raster files at an address, as the real platform sends (tcg-protocol.md names
 * `.png` vendor images). Not SVG: a browser builds a whole document for each SVG picture on its main thread, and a
 * slots page shows dozens of logos. Each logo is a badge in the vendor's colour with its monogram (vendorIconPng).
 */
import { hashString } from "./prng.ts";
import { deflate } from "./png.ts";
import { Canvas, drawInTurn, GLYPH_HEIGHT, GLYPH_WIDTH, hsl, mix, starPoints } from "./art.ts";

export const VENDOR_ICON_PATH = "/TCG_PROD_IMAGES/VENDOR_ICON";
/** The sizes the vendor lanes name: `smallIcon` and `lagerIcon`. */
export const VENDOR_ICON_SIZES: readonly number[] = [48, 160];

export const vendorIconPath = (code: string, size: number): string => `${VENDOR_ICON_PATH}/${encodeURIComponent(code)}_${size}.png`;

/** What a logo spells: the code, or for a long code the initials of its parts (`TCG_LOTTO_VN` → `TLV`) or the first three letters of one word (`KINGMAKER` → `KIN`). */
export function vendorMonogram(code: string): string {
  const upper = code.toUpperCase();
  if (upper.length <= 4) return upper;
  const parts = upper.split(/[^A-Z0-9]+/).filter(Boolean);
  // One long word (RCB988, KINGMAKER): its first three letters, not a lone initial.
  return parts.length === 1 ? upper.slice(0, 3) : parts.map((part) => part[0]).join("").slice(0, 4);
}

const cache = new Map<string, Uint8Array>();

/**
 * The logo of vendor `code`, `size` pixels square (PNG bytes, cached): a rounded badge in the vendor's colour, lit
 * from the top left, with a ring, a small emblem (one of four, from the code) and the monogram with a shadow.
 */
export async function vendorIconPng(code: string, size: number): Promise<Uint8Array> {
  const key = `${code}/${size}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const png = await drawInTurn(() => drawLogo(code, size).png(deflate));
  cache.set(key, png);
  return png;
}

function drawLogo(code: string, size: number): Canvas {
  const hue = hashString(code) % 360;
  const c = new Canvas(size, size);
  const radius = size / 5;
  const top = hsl(hue + 15, 0.7, 0.52);
  const bottom = hsl(hue - 15, 0.7, 0.26);
  c.shape((x, y) => inRoundedSquare(x, y, size, radius), { x0: 0, y0: 0, x1: size, y1: size }, (x, y) => mix(top, bottom, Math.min(1, (x + y) / (2 * size))));
  const mid = size / 2;
  // A thin light ring inside the badge.
  c.shape(
    (x, y) => {
      const d = Math.hypot(x - mid, y - mid);
      return d <= size * 0.43 && d >= size * 0.4;
    },
    { x0: 0, y0: 0, x1: size, y1: size },
    [255, 255, 255],
    0.25,
  );
  // The emblem above the letters.
  const emblem = hashString(code) % 4;
  const ex = mid;
  const ey = size * 0.22;
  const er = size * 0.09;
  if (emblem === 0) c.polygon(starPoints(ex, ey, er, er * 0.42, 5), hsl(48, 1, 0.62));
  else if (emblem === 1) c.polygon(starPoints(ex, ey, er, er, 2, 0), hsl(190, 0.9, 0.7));
  else if (emblem === 2) c.circle(ex, ey, er * 0.8, hsl(48, 1, 0.6));
  else c.polygon([[ex - er * 1.3, ey + er * 0.7], [ex - er * 1.3, ey - er * 0.6], [ex - er * 0.5, ey + er * 0.1], [ex, ey - er], [ex + er * 0.5, ey + er * 0.1], [ex + er * 1.3, ey - er * 0.6], [ex + er * 1.3, ey + er * 0.7]], hsl(48, 1, 0.6));
  const text = vendorMonogram(code);
  const units = text.length * (GLYPH_WIDTH + 1) - 1;
  const scale = Math.max(1, Math.min(Math.floor((size * 0.7) / units), Math.floor((size * 0.34) / GLYPH_HEIGHT)));
  const left = Math.round((size - units * scale) / 2);
  const textTop = Math.round(size * 0.56 - (GLYPH_HEIGHT * scale) / 2);
  const shadow = Math.max(1, Math.round(scale / 2));
  c.text(text, left + shadow, textTop + shadow, scale, [0, 0, 0], 0.35);
  c.text(text, left, textTop, scale, [255, 255, 255]);
  return c;
}

/** Inside a `size`-pixel square whose corners are rounded with radius `r`. */
function inRoundedSquare(x: number, y: number, size: number, r: number): boolean {
  const cx = Math.min(Math.max(x, r), size - r);
  const cy = Math.min(Math.max(y, r), size - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}
