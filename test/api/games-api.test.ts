// @vitest-environment node
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { gameSchema } from "../../src/api/game-schemas.ts";
import { fetchGamePage, toGameSummary } from "../../src/api/games-api.ts";
import { fetchLotteryMenu } from "../../src/api/lobby-actors.ts";
import { nodeSandbox } from "../sandbox-server.ts";
import { makeClient, TOKEN } from "./helpers.ts";

/** The platform requests the client sends while `run` runs: path and Authorization. */
async function requestsDuring<T>(run: () => Promise<T>): Promise<{ result: T; seen: { path: string; auth: string | null }[] }> {
  const seen: { path: string; auth: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => void seen.push({ path: new URL(request.url).pathname, auth: request.headers.get("Authorization") });
  nodeSandbox.server.events.on("request:start", listener);
  try {
    return { result: await run(), seen };
  } finally {
    nodeSandbox.server.events.removeListener("request:start", listener);
  }
}

/** A game as the platform answers it, read through the client's schema, then made the tile the views show. */
const tile = (wire: Record<string, unknown>, imageCdn = "https://img.example") => toGameSummary(v.parse(gameSchema, wire), imageCdn);

describe("a game of the platform's game list", () => {
  it("is named by gameName, or by nodeName when it has none; its vendor is its vassalage [GAMES-03]", () => {
    expect(tile({ nodeId: 7, vassalage: "JL", gameName: "Fortune Gems", nodeName: "FG node" })).toMatchObject({ name: "Fortune Gems", vendor: "JL", nodeId: 7 });
    expect(tile({ nodeId: "8", vassalage: "PG", gameName: "", nodeName: "Mahjong Ways" })).toMatchObject({ name: "Mahjong Ways", vendor: "PG", nodeId: 8 });
    expect(tile({ nodeId: 9, vassalage: "PG", gameName: null, nodeName: "Lucky Neko" }).name).toBe("Lucky Neko");
  });

  it("shows its showIcon on the image CDN (an absolute address as it is) [GAMES-03]", () => {
    expect(tile({ nodeId: 1, vassalage: "JL", showIcon: "/TCG_GAME_ICONS/JL/a.png" }).icon).toBe("https://img.example/TCG_GAME_ICONS/JL/a.png");
    expect(tile({ nodeId: 1, vassalage: "JL", showIcon: "https://cdn.vendor.example/a.png" }).icon).toBe("https://cdn.vendor.example/a.png");
  });

  it("offers the free trial exactly when supportPlay is 0 (number or text) [GAMES-03] [CONST-04]", () => {
    expect(tile({ nodeId: 1, vassalage: "JL", supportPlay: 0 }).trial).toBe(true);
    expect(tile({ nodeId: 1, vassalage: "JL", supportPlay: "0" }).trial).toBe(true);
    expect(tile({ nodeId: 1, vassalage: "JL", supportPlay: 1 }).trial).toBe(false);
    expect(tile({ nodeId: 1, vassalage: "JL", supportPlay: "1" }).trial).toBe(false);
    // Without the field the platform offers no free play.
    expect(tile({ nodeId: 1, vassalage: "JL" }).trial).toBe(false);
  });

  it("without a vassalage is not a game the site can launch: the answer is refused [GAMES-03]", () => {
    expect(v.safeParse(gameSchema, { nodeId: 1, gameName: "Orphan" }).success).toBe(false);
  });
});

describe("the game and lottery lists the pages ask for", () => {
  it("a vendor's games come from GCSGAME_gameList, with the session token [API-19]", async () => {
    const { client } = makeClient();
    const { result: page, seen } = await requestsDuring(() =>
      fetchGamePage(client, { gameType: "RNG", vendor: "PG", pageNo: 1, pageSize: 21 }, { merchant: "aurora01", imageCdn: "", language: () => "en" }),
    );
    expect(seen).toEqual([{ path: "/wps/relay/GCSGAME_gameList", auth: TOKEN }]);
    expect(page.games).toHaveLength(21);
    expect(page.games.every((g) => g.vendor === "PG")).toBe(true);
  });

  it("the Vietnamese lottery menu comes from /lgw/vn/games/game_menu [API-23] [LOTT-01]", async () => {
    const { client } = makeClient({ token: null });
    const { result: groups, seen } = await requestsDuring(() => fetchLotteryMenu(client, "vn", "ELOTT"));
    expect(seen.map((r) => r.path)).toEqual(["/lgw/vn/games/game_menu"]);
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => g.games.length > 0 && g.games.every((game) => game.gameCode !== ""))).toBe(true);
  });
});
