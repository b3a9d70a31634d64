/**
 * Static images the platform's image CDN serves (`{imageCdn}/TCG_PROD_IMAGES/...`): country flags. Plain `<img>`
 * requests send no `Merchant` header, and a CDN is not the platform API, so these skip `route()` (no merchant
 * rule, no latency or failure injection — an injected failure counting down must hit platform calls only).
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import { flagPng } from "../flags.ts";

export const FLAG_PATH = "/TCG_PROD_IMAGES/COUNTRY_FLAG";

export function assetHandlers(): HttpHandler[] {
  return [
    http.get(`*${FLAG_PATH}/:file`, ({ params }) => {
      const match = /^([A-Za-z]{2})\.png$/.exec(String(params.file));
      const png = match?.[1] ? flagPng(match[1]) : null;
      if (!png) return new HttpResponse("not found", { status: 404, headers: { "Content-Type": "text/plain" } });
      return new HttpResponse(png, {
        headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400", "Content-Length": String(png.length) },
      });
    }),
  ];
}
