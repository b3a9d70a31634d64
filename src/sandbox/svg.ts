/** Small deterministic SVG images for avatars and QR placeholders (data URLs); game tiles and vendor logos are PNG files (game-icons.ts, vendor-icons.ts). */
import { hashString } from "./prng.ts";

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

export const svgDataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`;

function hue(seed: string): number {
  return hashString(seed) % 360;
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
