/** Favourite and recent games (token calls): `MCSFE_*Favorite*` and `GCS_recentGame`. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { changeFavourite, favouriteIds, favouritePage, recentGames } from "../rules/favourites.ts";
import { fail, ok, readFields, requireMember, route } from "./route.ts";

const intParam = (url: URL, name: string): number | undefined => {
  const raw = url.searchParams.get(name);
  const value = raw === null || raw.trim() === "" ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
};

const textParam = (url: URL, name: string): string | undefined => url.searchParams.get(name)?.trim() || undefined;

export function favouriteHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/relay/MCSFE_getFavoriteGames", (context) => {
      const member = requireMember(context);
      return member instanceof Response ? member : ok(favouriteIds(store, member.id));
    }),
    route(store, "get", "/wps/relay/MCSFE_getFavoriteGamesList", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      const { url } = context;
      return ok(favouritePage(store, member.id, { gameType: textParam(url, "gameType"), pageNo: intParam(url, "pageNo"), pageSize: intParam(url, "pageSize") }));
    }),
    route(store, "post", "/wps/relay/MCSFE_addFavoriteGameV2", async (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      const outcome = changeFavourite(store, member.id, await readFields(context.request), true);
      return outcome.ok ? ok(outcome.ids) : fail(outcome.message);
    }),
    route(store, "delete", "/wps/relay/MCSFE_removeFavoriteGameV2", async (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      const outcome = changeFavourite(store, member.id, await readFields(context.request), false);
      return outcome.ok ? ok(outcome.ids) : fail(outcome.message);
    }),
    route(store, "get", "/wps/relay/GCS_recentGame", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      const { url } = context;
      return ok(recentGames(store, member.id, { gameType: textParam(url, "gameType"), pageSize: intParam(url, "pageSize") }));
    }),
  ];
}
