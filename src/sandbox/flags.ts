/**
 * Country flags for the country-code picker: `{imageCdn}/TCG_PROD_IMAGES/COUNTRY_FLAG/{countryCode}.png`. Small
 * (30×20) simplified drawings of the sandbox's countries; any other two-letter code gets a tricolour whose colours
 * come from a hash of the code, so every code has a stable image.
 */
import { hashString } from "./prng.ts";
import { encodeIndexedPng } from "./png.ts";

export const FLAG_WIDTH = 30;
export const FLAG_HEIGHT = 20;

type Rgb = readonly [number, number, number];
/** Palette index of the pixel at (x, y) on a W×H canvas. */
type Painter = (x: number, y: number) => number;

interface FlagDesign {
  palette: readonly Rgb[];
  paint: Painter;
}

const W = FLAG_WIDTH;
const H = FLAG_HEIGHT;
const RED: Rgb = [206, 17, 38];
const WHITE: Rgb = [255, 255, 255];
const GREEN: Rgb = [0, 122, 61];
const BLUE: Rgb = [0, 40, 104];
const YELLOW: Rgb = [254, 221, 0];

/** Horizontal bands with relative heights. */
const bands = (weights: readonly number[]): Painter => {
  const total = weights.reduce((a, b) => a + b, 0);
  return (_x, y) => {
    let edge = 0;
    for (let i = 0; i < weights.length; i += 1) {
      edge += ((weights[i] ?? 0) / total) * H;
      if (y < edge) return i;
    }
    return weights.length - 1;
  };
};
/** Vertical bands with relative widths. */
const columns = (weights: readonly number[]): Painter => {
  const total = weights.reduce((a, b) => a + b, 0);
  return (x) => {
    let edge = 0;
    for (let i = 0; i < weights.length; i += 1) {
      edge += ((weights[i] ?? 0) / total) * W;
      if (x < edge) return i;
    }
    return weights.length - 1;
  };
};
const inCircle = (x: number, y: number, cx: number, cy: number, r: number): boolean => (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r;
const striped = (stripes: number, canton: { w: number; h: number }, dot = false): Painter => (x, y) => {
  if (x < canton.w && y < canton.h) return dot && inCircle(x, y, canton.w / 2, canton.h / 2, 2.5) ? 3 : 2;
  return Math.floor((y / H) * stripes) % 2;
};

const DESIGNS: Readonly<Record<string, FlagDesign>> = {
  BR: { palette: [GREEN, YELLOW, BLUE], paint: (x, y) => (inCircle(x, y, W / 2, H / 2, 4.5) ? 2 : Math.abs(x + 0.5 - W / 2) / (W / 2 - 2) + Math.abs(y + 0.5 - H / 2) / (H / 2 - 2) <= 1 ? 1 : 0) },
  PT: { palette: [[4, 106, 56], [218, 41, 28], YELLOW], paint: (x, y) => (inCircle(x, y, 12, H / 2, 3.5) ? 2 : columns([2, 3])(x, y)) },
  VN: { palette: [[218, 37, 29], [255, 205, 0]], paint: (x, y) => (Math.abs(x + 0.5 - W / 2) + Math.abs(y + 0.5 - H / 2) <= 5 ? 1 : 0) },
  TH: { palette: [[165, 25, 49], WHITE, [45, 42, 74]], paint: (x, y) => [0, 1, 2, 1, 0][bands([1, 1, 2, 1, 1])(x, y)] ?? 0 },
  ID: { palette: [RED, WHITE], paint: bands([1, 1]) },
  PH: { palette: [[0, 56, 168], RED, WHITE, YELLOW], paint: (x, y) => (x < (H / 2 - Math.abs(y + 0.5 - H / 2)) * 1.3 ? (inCircle(x, y, 4, H / 2, 2) ? 3 : 2) : bands([1, 1])(x, y)) },
  JP: { palette: [WHITE, [188, 0, 45]], paint: (x, y) => (inCircle(x, y, W / 2, H / 2, 6) ? 1 : 0) },
  CN: { palette: [[238, 28, 37], [255, 255, 0]], paint: (x, y) => (x >= 3 && x < 9 && y >= 3 && y < 9 ? 1 : 0) },
  US: { palette: [[178, 34, 52], WHITE, [60, 59, 110]], paint: striped(13, { w: 12, h: 11 }) },
  IN: { palette: [[255, 153, 51], WHITE, [19, 136, 8], [0, 0, 128]], paint: (x, y) => (inCircle(x, y, W / 2, H / 2, 2.5) ? 3 : bands([1, 1, 1])(x, y)) },
  MY: { palette: [[204, 0, 1], WHITE, [1, 0, 102], [255, 204, 0]], paint: striped(14, { w: 15, h: 11 }, true) },
  BD: { palette: [[0, 106, 78], [244, 42, 65]], paint: (x, y) => (inCircle(x, y, 13.5, H / 2, 6) ? 1 : 0) },
  MX: { palette: [[0, 104, 71], WHITE, [206, 17, 38]], paint: columns([1, 1, 1]) },
  AR: { palette: [[116, 172, 223], WHITE, [246, 180, 14]], paint: (x, y) => (inCircle(x, y, W / 2, H / 2, 2.5) ? 2 : bands([1, 1, 1])(x, y) === 1 ? 1 : 0) },
  GB: {
    palette: [[1, 33, 105], WHITE, [200, 16, 46]],
    paint: (x, y) => {
      const dx = Math.abs(x + 0.5 - W / 2);
      const dy = Math.abs(y + 0.5 - H / 2);
      if (dx < 2 || dy < 2) return 2;
      if (dx < 4 || dy < 4) return 1;
      const diagonal = Math.abs((x + 0.5) * (H / W) - (y + 0.5)) < 1.2 || Math.abs((x + 0.5) * (H / W) - (H - y - 0.5)) < 1.2;
      return diagonal ? 1 : 0;
    },
  },
};

/** A stable tricolour for codes without a drawing. */
function hashedDesign(code: string): FlagDesign {
  const hash = hashString(code);
  const colour = (shift: number): Rgb => {
    const h = (hash >>> shift) & 0xff;
    return [64 + (h * 7) % 192, 64 + (h * 13) % 192, 64 + (h * 23) % 192];
  };
  return { palette: [colour(0), colour(8), colour(16)], paint: columns([1, 1, 1]) };
}

/** The codes that have a drawn flag. */
export const DRAWN_FLAGS: readonly string[] = Object.keys(DESIGNS);

/** PNG bytes of the flag of a two-letter country code (case-insensitive), or null for anything else. */
export function flagPng(countryCode: string): Uint8Array | null {
  const code = countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  const design = DESIGNS[code] ?? hashedDesign(code);
  const pixels = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) pixels[y * W + x] = design.paint(x, y);
  return encodeIndexedPng(W, H, pixels, design.palette);
}
