/** Small deterministic SVG images for vendor logos (served files), avatars and QR placeholders (data URLs); game tiles are PNG files (game-icons.ts). */
import { hashString } from "./prng.ts";

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

export const svgDataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`;

function hue(seed: string): number {
  return hashString(seed) % 360;
}

/**
 * Vendor logos as the image CDN serves them (`{imageCdn}/TCG_PROD_IMAGES/VENDOR_ICON/<code>_<size>.svg`, answered by
 * handlers/assets.ts): addresses, as the real platform sends, so a page's lazy pictures load only near the screen.
 */
export const VENDOR_ICON_PATH = "/TCG_PROD_IMAGES/VENDOR_ICON";
/** The sizes the vendor lanes name: `smallIcon` and `lagerIcon`. */
export const VENDOR_ICON_SIZES: readonly number[] = [48, 160];

export const vendorIconPath = (code: string, size: number): string => `${VENDOR_ICON_PATH}/${encodeURIComponent(code)}_${size}.svg`;

/** A coloured rounded square with the vendor code, `size` pixels wide (SVG markup). */
export function vendorIconSvg(code: string, size: number): string {
  const h = hue(code);
  const fontSize = Math.round((size * 0.8) / Math.max(2, code.length * 0.62));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${Math.round(size / 6)}" fill="hsl(${h} 62% 38%)"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" ` +
    `font-size="${Math.min(fontSize, Math.round(size / 2.4))}" fill="#fff">${escapeXml(code)}</text></svg>`
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
