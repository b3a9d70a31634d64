/**
 * Static images the platform's image CDN serves (`{imageCdn}/TCG_PROD_IMAGES/...`): country flags, vendor logos (PNG); and game tiles
 * (`/TCG_GAME_ICONS/<vendor>/<code>.png`). Plain `<img>`
 * requests send no `Merchant` header, and a CDN is not the platform API, so these skip `route()` (no merchant
 * rule, no latency or failure injection — an injected failure counting down must hit platform calls only).
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import { flagPng } from "../flags.ts";
import { GAME_ICON_PATH, gameIconPng } from "../game-icons.ts";
import { VENDOR_ICON_PATH, VENDOR_ICON_SIZES, vendorIconPng } from "../vendor-icons.ts";
import { findVendor } from "../seed/vendors.ts";
import { getGameCatalogue } from "../seed/games.ts";

export const FLAG_PATH = "/TCG_PROD_IMAGES/COUNTRY_FLAG";

/** A cacheable PNG, as an image CDN answers. */
const pngResponse = (png: Uint8Array) =>
  new HttpResponse(png as BodyInit, { headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400", "Content-Length": String(png.length) } });

const notFound = () => new HttpResponse("not found", { status: 404, headers: { "Content-Type": "text/plain" } });

export function assetHandlers(): HttpHandler[] {
  return [
    http.get(`*${GAME_ICON_PATH}/:vendor/:file`, async ({ params }) => {
      const match = /^(.{1,80})\.png$/.exec(String(params.file));
      if (!match?.[1]) return notFound();
      const vendor = String(params.vendor);
      const code = match[1];
      // The tile's motif comes from the game's name (a code the catalogue does not hold still gets a tile).
      const game = findVendor(vendor) ? getGameCatalogue().gamesOf(vendor).find((g) => g.gameCode === code) : undefined;
      const png = await gameIconPng(vendor, code, game?.gameName ?? code, game?.gameType ?? "RNG");
      return pngResponse(png);
    }),
    http.get(`*${VENDOR_ICON_PATH}/:file`, async ({ params }) => {
      const match = /^(.{1,40})_(\d{1,4})\.png$/.exec(String(params.file));
      const vendor = match?.[1] ? findVendor(match[1]) : undefined;
      const size = Number(match?.[2]);
      if (!vendor || !VENDOR_ICON_SIZES.includes(size)) return notFound();
      const png = await vendorIconPng(vendor.code, size);
      return pngResponse(png);
    }),
    http.get(`*${FLAG_PATH}/:file`, ({ params }) => {
      const match = /^([A-Za-z]{2})\.png$/.exec(String(params.file));
      const png = match?.[1] ? flagPng(match[1]) : null;
      if (!png) return notFound();
      return pngResponse(png);
    }),
  ];
}
