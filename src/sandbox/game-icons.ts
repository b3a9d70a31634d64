/**
 * Game tile images as the platform's image CDN serves them: raster files at a URL, not inline SVG. (An inline SVG
 * is rasterised on the browser's main thread, so a page of 21 SVG tiles made every page change a long task; a PNG
 * decodes off the main thread, like the real CDN's images.)
 *
 * Each tile is a deterministic 120×80 PNG drawn for its game (issue 31: the demo should look like a product): a
 * background in the game's own two colours, a light behind a motif chosen from the game's name (a crown for a
 * "Royal Queen", a lotus, a dragon's flame, fruit, gems, coins, a fish for a fishing game, cards for a table…),
 * sparkles, and the vendor's mark in a corner in the vendor's colour. Cached per game; the CDN answer is cacheable.
 */
import { hashString } from "./prng.ts";
import { deflate } from "./png.ts";
import { Canvas, drawInTurn, hsl, mix, starPoints, type Rgb } from "./art.ts";
import { vendorMonogram } from "./vendor-icons.ts";

export const GAME_ICON_PATH = "/TCG_GAME_ICONS";
const WIDTH = 120;
const HEIGHT = 80;

/** Where a game's tile image is served (relative: the image CDN is the site's origin in the sandbox). */
export function gameIconUrl(game: { vassalage: string; gameCode: string }): string {
  return `${GAME_ICON_PATH}/${encodeURIComponent(game.vassalage)}/${encodeURIComponent(game.gameCode)}.png`;
}

type Motif =
  | "crown"
  | "lotus"
  | "flame"
  | "cherry"
  | "gem"
  | "coins"
  | "star"
  | "moon"
  | "sun"
  | "bolt"
  | "clover"
  | "paw"
  | "pyramid"
  | "wave"
  | "fish"
  | "shuriken"
  | "snow"
  | "heart"
  | "seven"
  | "cards"
  | "chip"
  | "shield";

/** Words of game names and the motif they call for (the first word that has one wins, the name's noun first). */
const WORD_MOTIFS: Readonly<Record<string, Motif>> = {
  queen: "crown", king: "crown", royal: "crown", empire: "crown", pharaoh: "pyramid", temple: "pyramid", aztec: "pyramid", maya: "pyramid",
  olympus: "pyramid", volcano: "flame", dragon: "flame", phoenix: "flame", rooster: "flame", burning: "flame", blazing: "flame", flaming: "flame",
  lotus: "lotus", goddess: "lotus", bamboo: "lotus", fruits: "cherry", candy: "heart", sweet: "heart", gems: "gem", diamond: "gem", crystal: "gem",
  emerald: "gem", ruby: "gem", jade: "gem", treasures: "coins", treasure: "coins", gold: "coins", riches: "coins", jackpot: "coins", golden: "coins",
  stars: "star", cosmic: "star", cowboy: "star", moon: "moon", midnight: "moon", genie: "moon", wizard: "moon", magic: "moon", mystic: "moon", sun: "sun",
  thunder: "bolt", electric: "bolt", power: "bolt", lucky: "clover", fortune: "clover", tiger: "paw", panda: "paw", lion: "paw", wolf: "paw",
  buffalo: "paw", monkey: "paw", safari: "paw", jungle: "paw", koi: "fish", mermaid: "wave", ocean: "wave", pirate: "wave", samurai: "shuriken",
  ninja: "shuriken", viking: "shield", frozen: "snow", ice: "snow", carnival: "star", fiesta: "star", party: "star", fishing: "fish", hunter: "fish",
  shark: "fish", fish: "fish", reef: "fish", kraken: "wave", catch: "fish", baccarat: "cards", blackjack: "cards", poker: "cards", rummy: "cards",
  roulette: "chip", sic: "chip", dice: "chip", tan: "chip", mahjong: "gem", ludo: "star", domino: "chip", tongits: "cards", pusoy: "cards",
  patti: "cards", bahar: "cards", niu: "cards", crab: "fish", hold: "chip",
};
const ANY_MOTIF: readonly Motif[] = ["seven", "star", "gem", "coins", "crown", "cherry", "bolt", "clover", "sun", "heart"];

/** The motif of a game: from its name's words (the second word, its noun, first), else from its code. */
export function motifOf(name: string, code: string, type: string): Motif {
  const words = name.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  for (const word of [words[1], words[0], ...words.slice(2)]) {
    const motif = word ? WORD_MOTIFS[word] : undefined;
    if (motif) return motif;
  }
  if (type === "FISH") return "fish";
  if (type === "LIVE" || type === "PVP") return "cards";
  return ANY_MOTIF[hashString(code) % ANY_MOTIF.length] as Motif;
}

/** The main colour of a motif (its own, so a crown is gold and a cherry red whatever the background). */
const MOTIF_HUE: Readonly<Record<Motif, [number, number, number]>> = {
  crown: [45, 0.95, 0.55], lotus: [320, 0.7, 0.7], flame: [22, 0.95, 0.55], cherry: [350, 0.85, 0.5], gem: [190, 0.85, 0.6], coins: [45, 0.95, 0.55],
  star: [50, 1, 0.62], moon: [55, 0.9, 0.78], sun: [40, 1, 0.58], bolt: [55, 1, 0.6], clover: [130, 0.65, 0.5], paw: [30, 0.45, 0.88],
  pyramid: [42, 0.75, 0.6], wave: [195, 0.85, 0.6], fish: [20, 0.95, 0.6], shuriken: [210, 0.15, 0.82], snow: [200, 0.6, 0.9],
  heart: [340, 0.85, 0.6], seven: [0, 0.85, 0.55], cards: [0, 0, 0.97], chip: [355, 0.75, 0.5], shield: [210, 0.55, 0.6],
};

const cache = new Map<string, Uint8Array>();

/** The PNG of one tile (cached; at most a few thousand distinct tiles are ever asked for). */
export async function gameIconPng(vendor: string, code: string, name = code, type = "RNG"): Promise<Uint8Array> {
  const key = `${vendor}/${code}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const png = await drawInTurn(() => drawTile(vendor, code, name, type).png(deflate));
  cache.set(key, png);
  return png;
}

function drawTile(vendor: string, code: string, name: string, type: string): Canvas {
  const seed = hashString(`${vendor}/${code}`);
  const c = new Canvas(WIDTH, HEIGHT);
  const motif = motifOf(name, code, type);
  // Background: the game's own two hues (from its code), dark to rich, corner to corner.
  const h1 = (hashString(code) * 7 + hashString(vendor)) % 360;
  const h2 = (h1 + 40 + (seed % 80)) % 360;
  const dark = hsl(h1, 0.65, 0.16);
  const rich = hsl(h2, 0.75, 0.42);
  const angle = (seed % 3) * 0.3;
  c.fill((u, v) => {
    const t = Math.min(1, Math.max(0, u * (0.7 - angle * 0.5) + v * (0.3 + angle * 0.5)));
    return mix(dark, rich, t);
  });
  const cx = 60 + ((seed >> 4) % 3) * 6 - 6;
  const cy = 38;
  // Rays behind the motif (alternate wedges around its centre, painted in one pass), then its light.
  const rays = 10 + ((seed >> 8) % 3) * 2;
  const turn = ((seed >> 10) % 100) / 100;
  const ray = hsl(h2, 0.9, 0.75);
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const wedge = ((Math.atan2(y + 0.5 - cy, x + 0.5 - cx) / (Math.PI * 2)) * rays + turn + rays) % 1;
      if (wedge < 0.5) c.blend(x, y, ray, 0.08 * Math.min(1, Math.min(wedge, 0.5 - wedge) * 12));
    }
  c.glow(cx, cy, 44, hsl(h2 + 20, 1, 0.7), 0.55);
  // Sparkles.
  for (let i = 0; i < 4; i += 1) {
    const sx = 8 + ((seed >> (i * 3)) % 104);
    const sy = 6 + ((seed >> (i * 5 + 1)) % 50);
    const size = 2 + ((seed >> (i + 2)) % 3);
    c.polygon(starPoints(sx, sy, size, size / 4, 4), [255, 255, 240], 0.85);
  }
  const [baseHue, ms, ml] = MOTIF_HUE[motif];
  // Each game's motif in its own shade of the motif's colour (two tigers of a vendor are not twins).
  const mh = baseHue + ((seed >> 12) % 24) - 12;
  const main = hsl(mh, ms, ml);
  const shade = hsl(mh, ms, Math.max(0.12, ml - 0.25));
  const light = hsl(mh, ms, Math.min(0.97, ml + 0.2));
  // A vertical gradient across the motif: light at the top, shaded at the bottom.
  const body = (x: number, y: number): Rgb => mix(light, shade, Math.min(1, Math.max(0, (y - (cy - 24)) / 48)));
  drawMotif(c, motif, cx + 2, cy + 3, [0, 0, 0], [0, 0, 0], [0, 0, 0], 0.35);
  drawMotif(c, motif, cx, cy, main, body, light, 1);
  // The vendor's mark: a rounded tag in the vendor's colour, bottom left, with its monogram.
  const tag = vendorMonogram(vendor);
  const vendorColour = hsl(hashString(vendor) % 360, 0.62, 0.38);
  const tagWidth = tag.length * 6 + 7;
  c.shape((x, y) => roundedRect(x, y, 4, 62, tagWidth, 13, 4), { x0: 4, y0: 62, x1: 4 + tagWidth, y1: 75 }, vendorColour, 0.95);
  c.text(tag, 8, 65, 1, [255, 255, 255]);
  return c;
}

function roundedRect(x: number, y: number, left: number, top: number, w: number, h: number, r: number): boolean {
  const cx = Math.min(Math.max(x, left + r), left + w - r);
  const cy = Math.min(Math.max(y, top + r), top + h - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

type Paint = Rgb | ((x: number, y: number) => Rgb);

/** Draws a motif centred at (cx, cy), about 50 pixels across; `alpha` < 1 with black paints its shadow. */
function drawMotif(c: Canvas, motif: Motif, cx: number, cy: number, main: Rgb, body: Paint, light: Rgb, alpha: number): void {
  const white: Rgb = alpha < 1 ? main : [255, 255, 255];
  switch (motif) {
    case "crown": {
      c.polygon([[cx - 24, cy + 14], [cx - 26, cy - 12], [cx - 12, cy + 1], [cx, cy - 18], [cx + 12, cy + 1], [cx + 26, cy - 12], [cx + 24, cy + 14]], body, alpha);
      for (const [x, y] of [[cx - 26, cy - 13], [cx, cy - 19], [cx + 26, cy - 13]] as const) c.circle(x, y, 4, alpha < 1 ? main : hsl(350, 0.85, 0.55), alpha);
      c.polygon([[cx - 24, cy + 14], [cx + 24, cy + 14], [cx + 24, cy + 20], [cx - 24, cy + 20]], main, alpha);
      if (alpha === 1) c.circle(cx, cy + 6, 4, hsl(190, 0.9, 0.6));
      break;
    }
    case "lotus": {
      for (let i = -2; i <= 2; i += 1) c.ellipse(cx + i * 9, cy - 2 + Math.abs(i) * 3, 8, 20, i * 0.45, body, alpha * (alpha < 1 ? 1 : 0.95));
      c.ellipse(cx, cy + 16, 26, 5, 0, alpha < 1 ? main : hsl(140, 0.6, 0.35), alpha);
      break;
    }
    case "flame": {
      c.shape((x, y) => flame(x - cx, y - cy, 22), { x0: cx - 24, y0: cy - 30, x1: cx + 24, y1: cy + 24 }, body, alpha);
      if (alpha === 1) c.shape((x, y) => flame(x - cx, y - cy - 8, 11), { x0: cx - 12, y0: cy - 10, x1: cx + 12, y1: cy + 20 }, hsl(50, 1, 0.7));
      break;
    }
    case "cherry": {
      c.polygon([[cx - 12, cy + 6], [cx + 2, cy - 22], [cx + 5, cy - 21], [cx - 9, cy + 6]], alpha < 1 ? main : hsl(120, 0.5, 0.35), alpha);
      c.polygon([[cx + 14, cy + 8], [cx + 2, cy - 22], [cx + 5, cy - 22], [cx + 17, cy + 8]], alpha < 1 ? main : hsl(120, 0.5, 0.35), alpha);
      c.ellipse(cx + 12, cy - 20, 10, 5, -0.4, alpha < 1 ? main : hsl(120, 0.6, 0.42), alpha);
      c.circle(cx - 11, cy + 12, 12, body, alpha);
      c.circle(cx + 15, cy + 13, 12, body, alpha);
      if (alpha === 1) {
        c.circle(cx - 15, cy + 8, 3, light, 0.8);
        c.circle(cx + 11, cy + 9, 3, light, 0.8);
      }
      break;
    }
    case "gem": {
      c.polygon([[cx - 26, cy - 6], [cx - 14, cy - 20], [cx + 14, cy - 20], [cx + 26, cy - 6], [cx, cy + 22]], body, alpha);
      if (alpha === 1) {
        c.polygon([[cx - 14, cy - 20], [cx + 14, cy - 20], [cx + 8, cy - 6], [cx - 8, cy - 6]], light, 0.7);
        c.polygon([[cx - 8, cy - 6], [cx + 8, cy - 6], [cx, cy + 22]], white, 0.25);
      }
      break;
    }
    case "coins": {
      for (const [dx, dy] of [[-14, 8], [12, 10], [-2, -4]] as const) {
        c.circle(cx + dx, cy + dy, 15, alpha < 1 ? main : hsl(40, 0.9, 0.4), alpha);
        c.circle(cx + dx, cy + dy - 2, 15, body, alpha);
        if (alpha === 1) c.polygon(starPoints(cx + dx, cy + dy - 2, 8, 3.5, 5), light, 0.9);
      }
      break;
    }
    case "star":
      c.polygon(starPoints(cx, cy, 26, 11, 5), body, alpha);
      if (alpha === 1) c.polygon(starPoints(cx, cy, 14, 6, 5), light, 0.6);
      break;
    case "moon":
      c.shape((x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= 22 * 22 && (x - cx - 10) ** 2 + (y - cy + 6) ** 2 > 18 * 18, { x0: cx - 23, y0: cy - 23, x1: cx + 23, y1: cy + 23 }, body, alpha);
      c.polygon(starPoints(cx + 18, cy - 14, 7, 2.5, 4), alpha < 1 ? main : [255, 255, 230], alpha);
      break;
    case "sun": {
      for (let i = 0; i < 12; i += 1) {
        const a = (i / 12) * Math.PI * 2;
        c.polygon([[cx + 15 * Math.cos(a - 0.2), cy + 15 * Math.sin(a - 0.2)], [cx + 28 * Math.cos(a), cy + 28 * Math.sin(a)], [cx + 15 * Math.cos(a + 0.2), cy + 15 * Math.sin(a + 0.2)]], main, alpha);
      }
      c.circle(cx, cy, 17, body, alpha);
      break;
    }
    case "bolt":
      c.polygon([[cx + 4, cy - 28], [cx - 16, cy + 4], [cx - 2, cy + 4], [cx - 8, cy + 28], [cx + 16, cy - 6], [cx + 2, cy - 6], [cx + 10, cy - 28]], body, alpha);
      break;
    case "clover": {
      for (const [dx, dy] of [[0, -11], [11, 0], [0, 11], [-11, 0]] as const) c.circle(cx + dx, cy + dy - 2, 11, body, alpha);
      c.polygon([[cx - 1, cy + 6], [cx + 2, cy + 6], [cx + 8, cy + 26], [cx + 5, cy + 26]], main, alpha);
      break;
    }
    case "paw": {
      c.ellipse(cx, cy + 9, 15, 12, 0, body, alpha);
      for (const [dx, dy, r] of [[-17, -6, 6.5], [-6, -16, 7], [7, -16, 7], [18, -6, 6.5]] as const) c.ellipse(cx + dx, cy + dy, r, r * 1.25, dx * 0.02, body, alpha);
      break;
    }
    case "pyramid":
      c.polygon([[cx, cy - 24], [cx + 32, cy + 20], [cx - 32, cy + 20]], body, alpha);
      if (alpha === 1) {
        c.polygon([[cx, cy - 24], [cx + 32, cy + 20], [cx + 6, cy + 20]], [0, 0, 0], 0.22);
        c.circle(cx - 2, cy - 2, 4, [255, 255, 255], 0.9);
      }
      break;
    case "wave":
      c.shape((x, y) => y - cy > 6 * Math.sin((x - cx) / 7) - 2, { x0: 0, y0: cy - 10, x1: WIDTH, y1: HEIGHT }, body, alpha);
      c.shape((x, y) => y - cy > 5 * Math.sin((x - cx) / 6 + 2) + 10, { x0: 0, y0: cy, x1: WIDTH, y1: HEIGHT }, alpha < 1 ? main : light, alpha * 0.8);
      for (const [dx, dy, r] of [[-10, -16, 4], [6, -22, 3], [14, -12, 5]] as const) c.circle(cx + dx, cy + dy, r, alpha < 1 ? main : [230, 250, 255], alpha * 0.7);
      break;
    case "fish":
      c.polygon([[cx + 14, cy], [cx + 32, cy - 14], [cx + 30, cy + 14]], main, alpha);
      c.ellipse(cx - 4, cy, 22, 13, 0, body, alpha);
      if (alpha === 1) {
        c.circle(cx - 15, cy - 3, 3.2, [255, 255, 255]);
        c.circle(cx - 15, cy - 3, 1.6, [20, 20, 30]);
        c.ellipse(cx, cy + 2, 6, 9, 0.3, light, 0.5);
      }
      break;
    case "shuriken":
      c.polygon(starPoints(cx, cy, 26, 7, 4, -Math.PI / 4), body, alpha);
      if (alpha === 1) c.circle(cx, cy, 5, [30, 30, 40]);
      break;
    case "snow":
      for (let i = 0; i < 6; i += 1) {
        const a = (i / 6) * Math.PI;
        c.polygon([[cx + 25 * Math.cos(a) - 2 * Math.sin(a), cy + 25 * Math.sin(a) + 2 * Math.cos(a)], [cx + 25 * Math.cos(a) + 2 * Math.sin(a), cy + 25 * Math.sin(a) - 2 * Math.cos(a)], [cx - 25 * Math.cos(a) + 2 * Math.sin(a), cy - 25 * Math.sin(a) - 2 * Math.cos(a)], [cx - 25 * Math.cos(a) - 2 * Math.sin(a), cy - 25 * Math.sin(a) + 2 * Math.cos(a)]], body, alpha);
      }
      c.circle(cx, cy, 6, body, alpha);
      break;
    case "heart":
      c.shape((x, y) => heart((x - cx) / 26, -(y - cy - 2) / 26), { x0: cx - 30, y0: cy - 28, x1: cx + 30, y1: cy + 30 }, body, alpha);
      break;
    case "seven":
      c.polygon([[cx - 18, cy - 24], [cx + 20, cy - 24], [cx + 20, cy - 14], [cx - 2, cy + 26], [cx - 14, cy + 26], [cx + 6, cy - 14], [cx - 18, cy - 14]], body, alpha);
      break;
    case "cards": {
      const card = (dx: number, rot: number, paint: Paint) => {
        const cos = Math.cos(rot);
        const sin = Math.sin(rot);
        c.shape(
          (x, y) => {
            const u = (x - cx - dx) * cos + (y - cy) * sin;
            const v = -(x - cx - dx) * sin + (y - cy) * cos;
            return Math.abs(u) <= 13 && Math.abs(v) <= 19;
          },
          { x0: cx + dx - 24, y0: cy - 24, x1: cx + dx + 24, y1: cy + 24 },
          paint,
          alpha,
        );
      };
      card(-10, -0.3, alpha < 1 ? main : [235, 235, 240]);
      card(10, 0.25, alpha < 1 ? main : [250, 250, 252]);
      if (alpha === 1) {
        c.shape((x, y) => heart((x - cx - 10) / 8, -(y - cy) / 8), { x0: cx, y0: cy - 10, x1: cx + 20, y1: cy + 10 }, hsl(355, 0.8, 0.5));
        c.polygon(starPoints(cx - 11, cy, 6, 2.5, 4), [30, 30, 40]);
      }
      break;
    }
    case "chip": {
      c.circle(cx, cy, 24, body, alpha);
      if (alpha === 1) {
        for (let i = 0; i < 8; i += 1) {
          const a = (i / 8) * Math.PI * 2;
          c.ellipse(cx + 20 * Math.cos(a), cy + 20 * Math.sin(a), 3, 5, a, [255, 255, 255], 0.9);
        }
        c.circle(cx, cy, 13, [255, 255, 255], 0.9);
        c.circle(cx, cy, 10, main);
      }
      break;
    }
    case "shield":
      c.polygon([[cx - 20, cy - 22], [cx + 20, cy - 22], [cx + 20, cy + 2], [cx, cy + 26], [cx - 20, cy + 2]], body, alpha);
      if (alpha === 1) c.polygon([[cx - 3, cy - 18], [cx + 3, cy - 18], [cx + 3, cy + 18], [cx - 3, cy + 18]], hsl(45, 0.9, 0.55));
      break;
  }
}

/** Inside a teardrop flame of height about 2.4 r, its round bottom at (0, 0.3 r). */
function flame(x: number, y: number, r: number): boolean {
  const by = 0.3 * r;
  if ((x * x + (y - by) ** 2) <= r * r * 0.64) return true;
  // The tongue: narrowing to a point 1.3 r above, bending a little.
  if (y > by || y < -1.3 * r) return false;
  const t = (by - y) / (1.6 * r);
  const half = 0.8 * r * (1 - t) ** 0.8;
  const bend = Math.sin(t * Math.PI) * 0.25 * r;
  return Math.abs(x - bend) <= half;
}

/** Inside the classic heart curve (x, y scaled to about ±1.2). */
function heart(x: number, y: number): boolean {
  const a = x * x + y * y - 0.6;
  return a * a * a - x * x * y * y * y <= 0;
}
