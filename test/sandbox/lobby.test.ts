/** Sandbox lobby calls: card rooms, lottery menus, the VN menu, the lottery lobby launch and the lobby-empty preset. */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { roomListSchema, lotteryMenuSchema } from "../../src/api/lobby-schemas.ts";
import { launchAnswerSchema } from "../../src/api/game-schemas.ts";
import { gameListSchema } from "../../src/api/game-schemas.ts";
import { toLotteryGroups } from "../../src/api/lobby-actors.ts";
import { applyPreset } from "../../src/sandbox/scenarios.ts";
import { getEnvelope, loginToken, platformFetch, store } from "./helpers.ts";

async function bare(path: string): Promise<unknown> {
  const response = await platformFetch(path);
  expect(response.status).toBe(200);
  return response.json();
}

describe("sandbox lobby calls", () => {
  it("rooms need a session; a card-game vendor answers rooms the client schema reads, four stake tiers per game", async () => {
    expect((await getEnvelope("/wps/relay/GLS2_roomList?vassalage=KM")).status).toBe(401);
    const token = await loginToken("demo", "Demo1234");
    const { body } = await getEnvelope("/wps/relay/GLS2_roomList?vassalage=KM", { headers: { Authorization: token } });
    const { rooms } = v.parse(roomListSchema, body.value);
    expect(rooms.length).toBe(32);
    expect(new Set(rooms.map((r) => r.roomId)).size).toBe(rooms.length);
    expect(rooms.every((r) => r.vassalage === "KM" && r.minBet < r.maxBet && r.onlinePlayers <= r.maxPlayers)).toBe(true);
    const one = await getEnvelope(`/wps/relay/GLS2_roomList?vassalage=KM&gameCode=${rooms[0]!.gameCode}`, { headers: { Authorization: token } });
    expect(v.parse(roomListSchema, one.body.value).rooms).toHaveLength(4);
    const notCards = await getEnvelope("/wps/relay/GLS2_roomList?vassalage=DG", { headers: { Authorization: token } });
    expect(v.parse(roomListSchema, notCards.body.value).rooms).toEqual([]);
  });

  it("lottery menus are bare JSON keyed by group (SEA for prize mode SEA); the VN menu by region [API-23] [LOTT-01]", async () => {
    const lott = toLotteryGroups(v.parse(lotteryMenuSchema, await bare("/lgw/games/game_menus?prizeMode=ELOTT")));
    expect(lott.map((g) => g.code)).toEqual(["SSC", "PK10", "K3", "11X5"]);
    const sea = toLotteryGroups(v.parse(lotteryMenuSchema, await bare("/lgw/games/game_menus?prizeMode=SEA")));
    expect(sea[0]!.games[0]!.gameCode).toBe("SEA_MAGNUM");
    const vn = toLotteryGroups(v.parse(lotteryMenuSchema, await bare("/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB")));
    expect(vn.map((g) => g.code)).toEqual(["NORTH", "CENTRAL", "SOUTH"]);
  });

  it("live tables carry their classification code", async () => {
    const { body } = await getEnvelope("/wps/relay/GCSGAME_gameList?gameType=LIVE&vassalage=SA&pageSize=200");
    const games = v.parse(gameListSchema, body.value).games as { gameClassify?: string }[];
    expect(games.length).toBeGreaterThan(20);
    expect(new Set(games.map((g) => g.gameClassify))).toEqual(new Set(["BAC", "SIC", "ROU", "DAT", "BJ", "HE", "FT", "NN", "YSX", "TCP"]));
  });

  it("the lottery lobby launch needs the lottery parameters and a game on the menu", async () => {
    const token = await loginToken("demo", "Demo1234");
    const params = new URLSearchParams({
      lottoArea: "VN",
      launchMode: "LOTT",
      lottoPrizeMode: "ELOTT",
      lottoGameCode: "VNHANOI",
      lottoView: "betting",
      device: "WEB",
      backUrl: "http://site.test/vnlottery?gameCode=VNHANOI",
      language: "en",
    });
    const ok = await getEnvelope(`/wps/game/launchGame?${params}`, { headers: { Authorization: token, Language: "EN" } });
    expect(v.parse(launchAnswerSchema, ok.body.value).url).toContain("/__sandbox/demo-game?game=H%C3%A0+N%E1%BB%99i");
    params.set("lottoGameCode", "NOPE");
    expect((await getEnvelope(`/wps/game/launchGame?${params}`, { headers: { Authorization: token, Language: "EN" } })).body).toMatchObject({ success: false, message: "game.not.found" });
    params.delete("backUrl");
    expect((await getEnvelope(`/wps/game/launchGame?${params}`, { headers: { Authorization: token, Language: "EN" } })).body.message).toBe("backUrl.required");
  });

  it("lobby-empty empties the fishing lane, KM's games and rooms, DG's tables and both lottery menus", async () => {
    applyPreset(store, "lobby-empty");
    const lanes = await getEnvelope<{ data: { lanes: { title: string; cards: unknown[] }[] } }>("/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop");
    expect(lanes.body.value!.data.lanes.find((l) => l.title === "FISH")!.cards).toEqual([]);
    expect(lanes.body.value!.data.lanes.find((l) => l.title === "LIVE")!.cards.length).toBeGreaterThan(0);
    const dg = await getEnvelope("/wps/relay/GCSGAME_gameList?gameType=LIVE&vassalage=DG");
    expect(v.parse(gameListSchema, dg.body.value)).toMatchObject({ games: [], totalPages: 0 });
    expect(await bare("/lgw/games/game_menus?prizeMode=LOTT")).toEqual({});
    expect(await bare("/lgw/vn/games/game_menu")).toEqual({});
    const token = await loginToken("demo", "Demo1234");
    const km = await getEnvelope("/wps/relay/GLS2_roomList?vassalage=KM", { headers: { Authorization: token } });
    expect(v.parse(roomListSchema, km.body.value).rooms).toEqual([]);
  });
});
