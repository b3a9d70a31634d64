/**
 * A tiny raster painter for the sandbox's drawn images (game tiles, vendor logos): an RGBA canvas with
 * anti-aliased shapes (each pixel sampled 3×3 at a shape's edge), gradients and glows, written out as a compressed
 * truecolour PNG. Pure TypeScript, so it runs in Node (vite preview) and in the browser's service worker alike.
 */
import { GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from "./pixel-font.ts";
import { crc32 } from "./png.ts";

export type Rgb = readonly [number, number, number];
type Point = readonly [number, number];

/** An HSL colour (hue in degrees, saturation and lightness 0–1) as RGB 0–255 (not rounded). */
export function hsl(h: number, s: number, l: number): Rgb {
  const hue = ((h % 360) + 360) % 360;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

const SUB = 3;

export class Canvas {
  readonly data: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 4);
  }

  /** Blends `color` at `alpha` (0–1) over pixel (x, y). */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 4;
    const d = this.data;
    const a = Math.min(1, alpha);
    const out = a + (d[i + 3] as number) * (1 - a);
    if (out <= 0) return;
    for (let c = 0; c < 3; c += 1) d[i + c] = ((color[c] as number) * a + (d[i + c] as number) * (d[i + 3] as number) * (1 - a)) / out;
    d[i + 3] = out;
  }

  /** Paints every pixel with `paint(x, y)` (u, v are 0–1 across the canvas). */
  fill(paint: (u: number, v: number, x: number, y: number) => Rgb): void {
    for (let y = 0; y < this.height; y += 1)
      for (let x = 0; x < this.width; x += 1) this.blend(x, y, paint((x + 0.5) / this.width, (y + 0.5) / this.height, x, y), 1);
  }

  /**
   * Fills a shape given by its coverage test `inside(x, y)` (canvas coordinates) within a bounding box, with a flat
   * colour or a colour per point; edges are anti-aliased.
   */
  shape(inside: (x: number, y: number) => boolean, box: { x0: number; y0: number; x1: number; y1: number }, color: Rgb | ((x: number, y: number) => Rgb), alpha = 1): void {
    const x0 = Math.max(0, Math.floor(box.x0));
    const y0 = Math.max(0, Math.floor(box.y0));
    const x1 = Math.min(this.width - 1, Math.ceil(box.x1));
    const y1 = Math.min(this.height - 1, Math.ceil(box.y1));
    for (let y = y0; y <= y1; y += 1)
      for (let x = x0; x <= x1; x += 1) {
        // The pixel's corners and centre first: when they agree, the pixel is wholly in or out (shapes here are
        // wider than a pixel); only edge pixels are sampled 3×3.
        const probes = (inside(x, y) ? 1 : 0) + (inside(x + 1, y) ? 1 : 0) + (inside(x, y + 1) ? 1 : 0) + (inside(x + 1, y + 1) ? 1 : 0) + (inside(x + 0.5, y + 0.5) ? 1 : 0);
        let hits = probes === 5 ? SUB * SUB : 0;
        if (probes > 0 && probes < 5) for (let sy = 0; sy < SUB; sy += 1) for (let sx = 0; sx < SUB; sx += 1) if (inside(x + (sx + 0.5) / SUB, y + (sy + 0.5) / SUB)) hits += 1;
        if (hits === 0) continue;
        const c = typeof color === "function" ? color(x + 0.5, y + 0.5) : color;
        this.blend(x, y, c, (alpha * hits) / (SUB * SUB));
      }
  }

  circle(cx: number, cy: number, r: number, color: Rgb | ((x: number, y: number) => Rgb), alpha = 1): void {
    this.shape((x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r, { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r }, color, alpha);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, angle: number, color: Rgb | ((x: number, y: number) => Rgb), alpha = 1): void {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const r = Math.max(rx, ry);
    this.shape(
      (x, y) => {
        const dx = x - cx;
        const dy = y - cy;
        const u = (dx * cos + dy * sin) / rx;
        const v = (-dx * sin + dy * cos) / ry;
        return u * u + v * v <= 1;
      },
      { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r },
      color,
      alpha,
    );
  }

  polygon(points: readonly Point[], color: Rgb | ((x: number, y: number) => Rgb), alpha = 1): void {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    this.shape((x, y) => insidePolygon(points, x, y), { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) }, color, alpha);
  }

  /** A soft round light: full `alpha` at the centre, fading to nothing at radius `r`. */
  glow(cx: number, cy: number, r: number, color: Rgb, alpha: number): void {
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(this.height, Math.ceil(cy + r)); y += 1)
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(this.width, Math.ceil(cx + r)); x += 1) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) / r;
        if (d < 1) this.blend(x, y, color, alpha * (1 - d) * (1 - d));
      }
  }

  /** Text in the 5×7 pixel font, each font pixel a `scale`-sized square (capitals and digits only). */
  text(text: string, left: number, top: number, scale: number, color: Rgb, alpha = 1): void {
    [...text].forEach((char, index) => {
      const glyph = GLYPHS[char];
      if (!glyph) return;
      const x0 = left + index * (GLYPH_WIDTH + 1) * scale;
      glyph.forEach((row, gy) => {
        for (let gx = 0; gx < row.length; gx += 1) {
          if (row[gx] !== "#") continue;
          const px = x0 + gx * scale;
          const py = top + gy * scale;
          this.shape((x, y) => x >= px && x < px + scale && y >= py && y < py + scale, { x0: px, y0: py, x1: px + scale, y1: py + scale }, color, alpha);
        }
      });
    });
  }

  /** The PNG bytes (RGBA when any pixel is see-through, else RGB), compressed with `zlib`. */
  async png(zlib: (raw: Uint8Array) => Promise<Uint8Array>): Promise<Uint8Array> {
    const d = this.data;
    let alpha = false;
    for (let i = 3; i < d.length; i += 4) if ((d[i] as number) < 0.999) alpha = true;
    const channels = alpha ? 4 : 3;
    const stride = this.width * channels;
    const rows = new Uint8Array(this.height * stride);
    for (let p = 0, o = 0; p < d.length; p += 4) {
      // Five bits a channel: no visible banding at these sizes, and files half the size.
      for (let c = 0; c < 3; c += 1) rows[o++] = Math.max(0, Math.min(248, Math.round((d[p + c] as number) / 8) * 8));
      if (alpha) rows[o++] = Math.round(255 * (d[p + 3] as number));
    }
    // Each row takes the PNG filter that leaves the smallest differences (the usual heuristic): gradients compress well.
    const raw = new Uint8Array(this.height * (stride + 1));
    const candidate = new Uint8Array(stride);
    for (let y = 0; y < this.height; y += 1) {
      let best = Infinity;
      for (let filter = 0; filter <= 4; filter += 1) {
        let cost = 0;
        for (let i = 0; i < stride; i += 1) {
          const x = rows[y * stride + i] as number;
          const a = i >= channels ? (rows[y * stride + i - channels] as number) : 0;
          const b = y > 0 ? (rows[(y - 1) * stride + i] as number) : 0;
          const c = y > 0 && i >= channels ? (rows[(y - 1) * stride + i - channels] as number) : 0;
          const predicted = filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
          const value = (x - predicted) & 0xff;
          candidate[i] = value;
          cost += value < 128 ? value : 256 - value;
        }
        if (cost < best) {
          best = cost;
          raw[y * (stride + 1)] = filter;
          raw.set(candidate, y * (stride + 1) + 1);
        }
      }
    }
    const ihdr = new Uint8Array(13);
    const view = new DataView(ihdr.buffer);
    view.setUint32(0, this.width);
    view.setUint32(4, this.height);
    ihdr.set([8, alpha ? 6 : 2, 0, 0, 0], 8);
    return pngFile([
      ["IHDR", ihdr],
      ["IDAT", await zlib(raw)],
      ["IEND", new Uint8Array(0)],
    ]);
  }
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function insidePolygon(points: readonly Point[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i] as Point;
    const [xj, yj] = points[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A regular star (or polygon when `inner` equals `outer`) of `n` points around (cx, cy). */
export function starPoints(cx: number, cy: number, outer: number, inner: number, n: number, rotation = -Math.PI / 2): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < n * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rotation + (i * Math.PI) / n;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return points;
}

let queue: Promise<unknown> = Promise.resolve();
const nextTurn = () => new Promise<void>((resolve) => (typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0)));

/**
 * Runs `draw` after the pictures asked for before it, one picture per turn of the event loop: a page asking for a
 * hundred logos and tiles at once does not hold up the platform calls that arrive meanwhile (the sandbox serves both
 * from one thread), each of which waits for one picture at most.
 */
export function drawInTurn<T>(draw: () => Promise<T>): Promise<T> {
  const result = queue.then(nextTurn).then(draw);
  queue = result.catch(() => undefined);
  return result;
}

function pngFile(chunks: readonly (readonly [string, Uint8Array])[]): Uint8Array {
  const size = 8 + chunks.reduce((sum, [, data]) => sum + 12 + data.length, 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  for (const [type, data] of chunks) {
    view.setUint32(at, data.length);
    for (let i = 0; i < 4; i += 1) out[at + 4 + i] = type.charCodeAt(i);
    out.set(data, at + 8);
    view.setUint32(at + 8 + data.length, crc32(out.subarray(at + 4, at + 8 + data.length)));
    at += 12 + data.length;
  }
  return out;
}

export { GLYPH_HEIGHT, GLYPH_WIDTH };
