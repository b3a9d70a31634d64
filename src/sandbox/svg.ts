/** Small deterministic SVG images (as data URLs) for vendor logos, game tiles, avatars and QR placeholders. */
import { hashString } from "./prng.ts";

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

export const svgDataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`;

function hue(seed: string): number {
  return hashString(seed) % 360;
}

/** A coloured rounded square with the vendor code, `size` pixels wide. */
export function vendorIcon(code: string, size: number): string {
  const h = hue(code);
  const fontSize = Math.round((size * 0.8) / Math.max(2, code.length * 0.62));
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" rx="${Math.round(size / 6)}" fill="hsl(${h} 62% 38%)"/>` +
      `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" ` +
      `font-size="${Math.min(fontSize, Math.round(size / 2.4))}" fill="#fff">${escapeXml(code)}</text></svg>`,
  );
}

/** A 3:2 game tile: gradient in the vendor's hue, the game name in two lines at most, the vendor code. */
export function gameIcon(name: string, vendor: string): string {
  const h1 = hue(vendor);
  const h2 = (h1 + (hashString(name) % 90) + 30) % 360;
  const words = name.split(" ");
  const mid = Math.ceil(words.length / 2);
  const lines = words.length > 2 ? [words.slice(0, mid).join(" "), words.slice(mid).join(" ")] : [name];
  const text = lines
    .map((line, i) => `<tspan x="90" dy="${i === 0 ? (lines.length === 1 ? 0 : -10) : 22}">${escapeXml(line)}</tspan>`)
    .join("");
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="120" viewBox="0 0 180 120">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1} 65% 35%)"/>` +
      `<stop offset="1" stop-color="hsl(${h2} 70% 45%)"/></linearGradient></defs>` +
      `<rect width="180" height="120" rx="12" fill="url(#g)"/>` +
      `<text y="62" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="16" fill="#fff">${text}</text>` +
      `<text x="170" y="110" text-anchor="end" font-family="sans-serif" font-size="11" fill="#ffffffb0">${escapeXml(vendor)}</text></svg>`,
  );
}

/** A round avatar with up to two initials. */
export function initialsAvatar(name: string): string {
  const initials = name.replace(/[^A-Za-z0-9]/g, "").slice(0, 2).toUpperCase();
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<circle cx="32" cy="32" r="32" fill="hsl(${hue(name)} 55% 42%)"/>` +
      `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#fff">${escapeXml(initials)}</text></svg>`,
  );
}

/** A labelled placeholder where a QR code would be (the sandbox does not encode real QR codes). */
export function qrPlaceholder(label: string): string {
  const finder = (x: number, y: number): string =>
    `<rect x="${x}" y="${y}" width="28" height="28" fill="#000"/><rect x="${x + 4}" y="${y + 4}" width="20" height="20" fill="#fff"/>` +
    `<rect x="${x + 8}" y="${y + 8}" width="12" height="12" fill="#000"/>`;
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="125" height="125" viewBox="0 0 125 125">` +
      `<rect width="125" height="125" fill="#fff"/>${finder(6, 6)}${finder(91, 6)}${finder(6, 91)}` +
      `<text x="62.5" y="70" text-anchor="middle" font-family="sans-serif" font-size="12">${escapeXml(label)}</text></svg>`,
  );
}
