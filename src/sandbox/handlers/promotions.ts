/** Promotions (issue 30 item 5): categories, the lists for guests and members, join, apply, claim, red envelope, banners. */
import { http, HttpResponse, type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { applyForPromotion, claimPromotion, claimRaffle, findPromotion, promotionCategories, promotionList, signUpPromotion } from "../rules/promotions.ts";
import { fail, ok, readJson, requireMember, route } from "./route.ts";

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

export const PROMO_IMAGE_PATH = "/TCG_PROD_IMAGES/PROMO";

/** A promotion's banner (SVG, 960 × 320): its hue and its English title. */
function promoSvg(hue: number, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="320" viewBox="0 0 960 320">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 22%)"/></linearGradient></defs>` +
    `<rect width="960" height="320" fill="url(#g)"/><circle cx="820" cy="70" r="150" fill="#ffffff14"/><circle cx="880" cy="280" r="90" fill="#ffffff10"/>` +
    `<text x="56" y="178" font-family="sans-serif" font-weight="800" font-size="52" fill="#fff">${escapeXml(title)}</text></svg>`
  );
}

export function promotionHandlers(store: SandboxStore): HttpHandler[] {
  const language = (request: Request) => request.headers.get("Language");
  const write = (path: string, rule: (store: SandboxStore, member: Parameters<typeof signUpPromotion>[1], payload: unknown) => { ok: true; value: unknown } | { ok: false; message: string }) =>
    route(store, "post", path, async (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      const outcome = rule(store, member, await readJson(context.request));
      return outcome.ok ? ok(outcome.value) : fail(outcome.message);
    });
  return [
    route(store, "get", "/wps/relay/PROMOFE_getPromotionAnnouncementCategory", ({ request }) => ok(promotionCategories(language(request)))),
    route(store, "get", "/wps/relay/MCSFE_getMerchantAvailablePromotions", ({ request }) => ok(promotionList(store, null, language(request)))),
    route(store, "get", "/wps/relay/MCSFE_getAvailablePromotions", (context) => {
      const member = requireMember(context);
      return member instanceof Response ? member : ok(promotionList(store, member, language(context.request)));
    }),
    write("/wps/relay/MCSFE_signUpRequestReward", signUpPromotion),
    write("/wps/relay/PROMOFE_applyPromotion", applyForPromotion),
    write("/wps/relay/MCSFE_claimPromotion", claimPromotion),
    write("/wps/relay/MCS2_claimRafflePromotion", claimRaffle),
    http.get(`*${PROMO_IMAGE_PATH}/:file`, ({ params }) => {
      const match = /^([A-Z0-9]+)\.svg$/.exec(String(params.file));
      const promotion = match ? findPromotion(match[1]) : undefined;
      if (!promotion) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(promoSvg(promotion.hue, promotion.titles.en), { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" } });
    }),
  ];
}
