/**
 * Home calls of the sandbox platform: announcements (types, execution and language rules), banner images, hot
 * games, the winner board (and rank list), popular lottery games and Vietnamese opened numbers; plus the beacon the
 * seeded hostile announcement HTML tries to call (so tests can prove none of it ran).
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { ANNOUNCEMENTS, BEACON_PATH, type SeedAnnouncement } from "../seed/announcements.ts";
import { BANNERS, BANNER_IMAGE_PATH, bannerSvg, bannerTexts, type SeedBanner } from "../seed/banners.ts";
import { asListedGame, hotGames, openedNumbers, popularLottery, winnerBoard } from "../seed/home.ts";
import { fail, ok, route } from "./route.ts";

const DEFAULT_LANGUAGE = "pt";
const FALLBACK_LANGUAGE = "en";

const intParam = (url: URL, name: string, fallback: number, max: number): number => {
  const value = Number(url.searchParams.get(name) ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 ? Math.min(value, max) : fallback;
};

/** Execution rule (research §4.14): `B` asks for the anonymous items; without it the member items (A, and F = first login). */
function audienceMatches(execution: string, asked: string | null): boolean {
  return asked === "B" ? execution === "B" : execution === "A" || execution === "F";
}

function announcementItem(item: SeedAnnouncement, merchant: string, language: string) {
  const local = item.texts[language] ?? item.texts[FALLBACK_LANGUAGE] ?? { title: "", content: "" };
  return {
    id: item.id,
    title: local.title,
    content: local.content,
    merchantCode: merchant,
    type: item.type,
    status: "A",
    startDate: item.startDate,
    endDate: null,
    noExpiry: true,
    platform: "A",
    execution: item.execution,
    priority: 1,
    promotionType: null,
    sequence: item.sequence,
    announcementDisplaySpeed: "MEDIUM",
    read: false,
    redirect: item.redirectPromotionId ? "PROMO" : null,
    externalLink: null,
    redirectPromotionId: item.redirectPromotionId,
    contents: Object.entries(item.texts).map(([lang, text], index) => ({
      sequence: index + 1,
      title: text.title,
      content: text.content,
      language: lang.toUpperCase(),
      isDefault: lang === FALLBACK_LANGUAGE,
      webImageUrl: null,
      mobileImageUrl: null,
    })),
  };
}

/** A banner as the platform lists it: its title, and a picture that says it, in the request's language. */
function bannerItem(banner: SeedBanner, language: string) {
  const promotion = banner.linkageType === "P" ? banner.linkage : null;
  const lang = bannerLanguage(language);
  return {
    title: bannerTexts(banner, lang).title,
    announcementId: banner.announcementId,
    url: `${BANNER_IMAGE_PATH}/${banner.announcementId}-${lang}.svg`,
    linkage: banner.linkage,
    linkageType: banner.linkageType,
    groupName: banner.groupName,
    platform: "W",
    redirect: promotion ? "PROMO" : null,
    redirectPromotionId: promotion,
    vendor: null,
    gameType: null,
    nodeId: null,
    roomId: null,
    sequence: banner.sequence,
  };
}

/** The banner language of a request's `Language` (en for one the sandbox does not write). */
const bannerLanguage = (language: string) => (["pt", "en", "ja", "zh", "id", "th", "vi"].includes(language) ? language : FALLBACK_LANGUAGE);

const TYPE_LISTS = { PL: "player", PU: "popup", H: "hot", PR: "promotion" } as const;

/** Every beacon hit per store (what hostile markup would have sent had it run). */
const beaconHits = new WeakMap<SandboxStore, string[]>();

export function homeHandlers(store: SandboxStore): HttpHandler[] {
  const hits = () => {
    let list = beaconHits.get(store);
    if (!list) beaconHits.set(store, (list = []));
    return list;
  };
  return [
    route(store, "get", "/wps/relay/MCSFE_getListAnnouncements", ({ url, request, merchant }) => {
      const types = (url.searchParams.get("types") ?? "").split(",").map((t) => t.trim().toUpperCase()).filter(Boolean);
      if (types.length === 0) return fail("parameter.types.required", { status: 400 });
      const platform = (url.searchParams.get("platform") ?? "").toUpperCase();
      const execution = url.searchParams.get("execution")?.toUpperCase() ?? null;
      const language = (request.headers.get("Language") ?? DEFAULT_LANGUAGE).toLowerCase();
      const web = platform === "W" || platform === "A";
      const value: Record<string, unknown[]> = { player: [], popup: [], hot: [], promotion: [], banners: [] };
      for (const [type, key] of Object.entries(TYPE_LISTS)) {
        if (!types.includes(type) || (type === "PU" && store.state.scenario.popups !== true)) continue;
        value[key] = ANNOUNCEMENTS.filter((a) => a.type === type && audienceMatches(a.execution, execution))
          .sort((a, b) => a.sequence - b.sequence)
          .map((a) => announcementItem(a, merchant, language));
      }
      if (types.includes("B") && web) {
        value.banners = BANNERS.filter((b) => b.execution === "ALL" || audienceMatches(b.execution, execution)).map((b) => bannerItem(b, language));
      }
      return ok(value);
    }),
    http.get(`*${BANNER_IMAGE_PATH}/:file`, ({ params }) => {
      const match = /^(\d+)(?:-([a-z]{2}))?\.svg$/.exec(String(params.file));
      const banner = match ? BANNERS.find((b) => String(b.announcementId) === match[1]) : undefined;
      if (!banner) return new HttpResponse("not found", { status: 404, headers: { "Content-Type": "text/plain" } });
      return new HttpResponse(bannerSvg(banner, bannerLanguage(match?.[2] ?? FALLBACK_LANGUAGE)), { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" } });
    }),
    route(store, "get", "/wps/relay/GCSGAME_hotGamesV2", ({ url }) => {
      const vendor = url.searchParams.get("vassalage")?.trim().toUpperCase();
      const list = hotGames().filter((g) => !vendor || g.vassalage.toUpperCase() === vendor);
      return ok({ list: list.map(asListedGame) });
    }),
    route(store, "get", "/wps/relay/ODSFE2_getWinnerBoard", ({ url }) =>
      ok({ list: winnerBoard(intParam(url, "limitNum", 20, 100), url.searchParams.get("gameCategory") ?? "ALL") }),
    ),
    route(store, "get", "/wps/relay/GCSGAME_getRankList", ({ url }) =>
      ok({ list: winnerBoard(intParam(url, "limitNum", 20, 100), url.searchParams.get("gameCategory") ?? "ALL") }),
    ),
    route(store, "get", "/lgw/games/popular", ({ url }) => {
      const games = popularLottery(url.searchParams.get("prizeMode") ?? "LOTT", intParam(url, "count", 20, 100));
      return HttpResponse.json(Object.fromEntries(games.map((g) => [g.gameCode, g])));
    }),
    route(store, "get", "/lgw/vn/numeros/opened/game", ({ url }) => {
      const draws = openedNumbers(intParam(url, "count", 100, 500));
      return HttpResponse.json(Object.fromEntries(draws.map((d, i) => [String(i), d])));
    }),
    http.get(`*${BEACON_PATH}/hits`, () => HttpResponse.json({ hits: [...hits()] }, { headers: { "Cache-Control": "no-store" } })),
    http.all(`*${BEACON_PATH}`, ({ request }) => {
      hits().push(new URL(request.url).searchParams.get("via") ?? "unknown");
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
