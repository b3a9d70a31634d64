/** Lobby relays: card-game rooms (`GLS2_roomList`, token) and the lottery gateway menus (bare JSON, research §4.13). */
import { HttpResponse, type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { answeredEmpty, lotteryMenus, roomsOf, vnLotteryMenu } from "../seed/lobby.ts";
import { fail, ok, requireMember, route, type RouteContext } from "./route.ts";

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

/**
 * The lottery lobby launch (`launchGame` with `launchMode=LOTT`, SPEC §7): the lottery parameters must be there and
 * the game must be on a menu of its prize mode (or the VN menu); the answer is the demo game page's address.
 */
export function lotteryLobbyLaunch(context: RouteContext, demoPath: string, balance: number): Response {
  const { url } = context;
  const param = (name: string) => url.searchParams.get(name)?.trim() ?? "";
  for (const name of ["lottoArea", "lottoPrizeMode", "lottoGameCode", "lottoView", "device", "backUrl", "language"]) {
    if (param(name) === "") return fail(`${name}.required`, { value: { field: name } });
  }
  if (!["betting", "lobby"].includes(param("lottoView"))) return fail("lottoView.invalid");
  const code = param("lottoGameCode");
  const games = [...Object.values(lotteryMenus(param("lottoPrizeMode"))), ...Object.values(vnLotteryMenu())].flatMap((g) => g.gameMenus);
  const game = games.find((g) => g.gameCode === code);
  if (!game) return fail("game.not.found");
  const address = new URL(demoPath, url.origin);
  address.searchParams.set("game", game.gameName);
  address.searchParams.set("vendor", "LOTTERY");
  address.searchParams.set("mode", "real");
  address.searchParams.set("balance", balance.toFixed(2));
  return ok({ content: { game_url: address.toString(), openMode: "IFRAME" } });
}
