/** Game relays: vendor lanes and the paged game list. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { vendorLanes } from "../seed/vendors.ts";
import { ok, route } from "./route.ts";

const intParam = (url: URL, name: string): number | undefined => {
  const raw = url.searchParams.get(name);
  const value = raw === null || raw.trim() === "" ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
};

const textParam = (url: URL, name: string): string | undefined => url.searchParams.get(name)?.trim() || undefined;

export function gameHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/relay/GCSGAME_newGameVendor", () => ok({ data: { lanes: vendorLanes() } })),
    route(store, "get", "/wps/relay/GCSGAME_gameList", ({ url }) => {
      const page = store.catalogue.query({
        vendor: textParam(url, "vassalage"),
        gameType: textParam(url, "gameType"),
        name: textParam(url, "gameName"),
        pageNo: intParam(url, "pageNo"),
        pageSize: intParam(url, "pageSize"),
      });
      return ok(page);
    }),
  ];
}
