/**
 * Game tile images as the platform's image CDN serves them: raster files at a URL, not inline SVG. (An inline SVG
 * is rasterised on the browser's main thread, so a page of 21 SVG tiles made every page change a long task; a PNG
 * decodes off the main thread, like the real CDN's images.) Each tile is a deterministic 120×80 PNG: a diagonal
 * gradient in the vendor's hue with two soft discs; the name is under the tile in the page.
 */
import { hashString } from "./prng.ts";
import { deflate, encodeIndexedPngCompressed, hslToRgb } from "./png.ts";

export const GAME_ICON_PATH = "/TCG_GAME_ICONS";
const WIDTH = 120;
const HEIGHT = 80;
const STEPS = 48;

/** Where a game's tile image is served (relative: the image CDN is the site's origin in the sandbox). */
export function gameIconUrl(game: { vassalage: string; gameCode: string }): string {
  return `${GAME_ICON_PATH}/${encodeURIComponent(game.vassalage)}/${encodeURIComponent(game.gameCode)}.png`;
}

const cache = new Map<string, Uint8Array>();

/** The PNG of one tile (cached; at most a few thousand distinct tiles are ever asked for). */
export async function gameIconPng(vendor: string, code: string): Promise<Uint8Array> {
  const key = `${vendor}/${code}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const h1 = hashString(vendor) % 360;
  const h2 = (h1 + (hashString(code) % 90) + 30) % 360;
  const palette: [number, number, number][] = [];
  for (let i = 0; i < STEPS; i += 1) {
    const t = i / (STEPS - 1);
    palette.push(hslToRgb(h1 + (h2 - h1) * t, 0.65 + 0.05 * t, 0.33 + 0.12 * t));
  }
  for (let i = 0; i < STEPS; i += 1) {
    const t = i / (STEPS - 1);
    palette.push(hslToRgb(h1 + (h2 - h1) * t, 0.7, 0.5 + 0.12 * t));
  }
  const seed = hashString(key);
  const discs = [
    { x: 20 + (seed % 80), y: 15 + ((seed >> 7) % 50), r: 14 + ((seed >> 13) % 16) },
    { x: 20 + ((seed >> 3) % 80), y: 15 + ((seed >> 11) % 50), r: 8 + ((seed >> 17) % 10) },
  ];
  const pixels = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const step = Math.min(STEPS - 1, Math.floor(((x / WIDTH + y / HEIGHT) / 2) * STEPS));
      const lit = discs.some((d) => (x - d.x) ** 2 + (y - d.y) ** 2 <= d.r ** 2);
      pixels[y * WIDTH + x] = lit ? STEPS + step : step;
    }
  }
  const png = await encodeIndexedPngCompressed(WIDTH, HEIGHT, pixels, palette, deflate);
  cache.set(key, png);
  return png;
}
