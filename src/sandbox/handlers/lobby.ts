/** Lobby relays: card-game rooms (`GLS2_roomList`, token) and the lottery gateway menus (bare JSON, research §4.13). */
import { HttpResponse, type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { answeredEmpty, lotteryMenus, roomsOf, vnLotteryMenu } from "../seed/lobby.ts";
import { fail, ok, requireMember, route } from "./route.ts";

export function lobbyHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "get", "/wps/relay/GLS2_roomList", (context) => {
      const member = requireMember(context);
      if (member instanceof Response) return member;
      const vendor = context.url.searchParams.get("vassalage")?.trim() ?? "";
      if (vendor === "") return fail("vassalage is required");
      const gameCode = context.url.searchParams.get("gameCode")?.trim() || undefined;
      const rooms = answeredEmpty(store.state.scenario.empty, vendor) ? [] : roomsOf(vendor, gameCode ? { gameCode } : {});
      return ok({ rooms });
    }),
    route(store, "get", "/lgw/games/game_menus", ({ url }) =>
      HttpResponse.json(answeredEmpty(store.state.scenario.empty, "lotteryMenus") ? {} : lotteryMenus(url.searchParams.get("prizeMode") ?? undefined)),
    ),
    route(store, "get", "/lgw/vn/games/game_menu", () =>
      HttpResponse.json(answeredEmpty(store.state.scenario.empty, "vnLotteryMenu") ? {} : vnLotteryMenu()),
    ),
  ];
}
