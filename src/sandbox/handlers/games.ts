/** Game relays: vendor lanes and the paged game list. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { vendorLanes } from "../seed/vendors.ts";
import { ok, route } from "./route.ts";
import { answeredEmpty } from "../seed/lobby.ts";

const intParam = (url: URL, name: string): number | undefined => {
  const raw = url.searchParams.get(name);
  const value = raw === null || raw.trim() === "" ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
};

const textParam = (url: URL, name: string): string | undefined => url.searchParams.get(name)?.trim() || undefined;

export function gameHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/relay/GCSGAME_newGameVendor", () => {
      const empty = store.state.scenario.empty;
      const lanes = vendorLanes().map((lane) => (answeredEmpty(empty, lane.title) ? { ...lane, cards: [] } : lane));
      return ok({ data: { lanes } });
    }),
    route(store, "get", "/wps/relay/GCSGAME_gameList", ({ url }) => {
      if (answeredEmpty(store.state.scenario.empty, textParam(url, "vassalage"))) return ok({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
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
