// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { favouriteChangeSchema, favouriteIdsSchema, favouriteListSchema, recentGamesSchema, gameListSchema } from "../../src/api/game-schemas.ts";
import { queryGames } from "../../src/sandbox/seed/games.ts";
import { getEnvelope, loginToken, store } from "./helpers.ts";

const json = (token: string | undefined, method: "POST" | "DELETE", body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", ...(token ? { Authorization: token } : {}) },
  body: JSON.stringify(body),
});

describe("favourite and recent games", () => {
  beforeEach(() => store.reset());

  it("needs a session token", async () => {
    for (const [path, init] of [
      ["/wps/relay/MCSFE_getFavoriteGames", {}],
      ["/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=24", {}],
      ["/wps/relay/GCS_recentGame", {}],
      ["/wps/relay/MCSFE_addFavoriteGameV2", json(undefined, "POST", { nodeId: 100000 })],
      ["/wps/relay/MCSFE_removeFavoriteGameV2", json(undefined, "DELETE", { nodeId: 100000 })],
    ] as const) {
      const { status, body } = await getEnvelope(path, init);
      expect(status).toBe(401);
      expect(body.message).toBe("login.not.session");
    }
  });

  it("adds and removes idempotently, refuses unknown games, keeps favourites per member, pages the list", async () => {
    const demo = await loginToken("demo", "Demo1234");
    const agent = await loginToken("agent01", "Agent1234");
    const [first, second, third] = queryGames({ gameType: "RNG", pageSize: 3 }).games;
    for (const game of [first!, second!, third!, first!]) {
      const { body } = await getEnvelope("/wps/relay/MCSFE_addFavoriteGameV2", json(demo, "POST", { nodeId: game.nodeId, vendor: game.vassalage, gameType: "RNG" }));
      expect(body.success).toBe(true);
      v.parse(favouriteChangeSchema, body.value);
    }
    const ids = await getEnvelope("/wps/relay/MCSFE_getFavoriteGames", { headers: { Authorization: demo } });
    expect(v.parse(favouriteIdsSchema, ids.body.value)).toEqual([third!.nodeId, second!.nodeId, first!.nodeId]);
    const refused = await getEnvelope("/wps/relay/MCSFE_addFavoriteGameV2", json(demo, "POST", { nodeId: 42, vendor: "PG", gameType: "RNG" }));
    expect(refused.body).toMatchObject({ success: false, message: "Game not found" });
    const wrongVendor = await getEnvelope("/wps/relay/MCSFE_addFavoriteGameV2", json(demo, "POST", { nodeId: first!.nodeId, vendor: "NOPE", gameType: "RNG" }));
    expect(wrongVendor.body.success).toBe(false);
    const page2 = await getEnvelope(`/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG&pageNo=2&pageSize=2`, { headers: { Authorization: demo } });
    const list = v.parse(favouriteListSchema, page2.body.value);
    expect(list).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 3 });
    expect(list.content.map((g) => g.nodeId)).toEqual([first!.nodeId]);
    // Removing twice is fine; the other member's favourites are untouched.
    for (let i = 0; i < 2; i++) {
      const { body } = await getEnvelope("/wps/relay/MCSFE_removeFavoriteGameV2", json(demo, "DELETE", { nodeId: second!.nodeId, vendor: second!.vassalage, gameType: "RNG" }));
      expect(body.value).toEqual([third!.nodeId, first!.nodeId]);
    }
    const other = await getEnvelope("/wps/relay/MCSFE_getFavoriteGames", { headers: { Authorization: agent } });
    expect(other.body.value).toEqual([]);
  });

  it("recent games: most recent first, no duplicates, at most 24, written by store.recordRecent", async () => {
    const demo = await loginToken("demo", "Demo1234");
    const member = store.findMember("demo")!;
    const games = queryGames({ gameType: "RNG", pageSize: 30 }).games;
    for (const g of games) store.recordRecent(member.id, g.nodeId);
    store.recordRecent(member.id, games[5]!.nodeId);
    const { body } = await getEnvelope("/wps/relay/GCS_recentGame?gameType=RNG&pageSize=24", { headers: { Authorization: demo } });
    const recent = v.parse(recentGamesSchema, body.value);
    expect(recent).toHaveLength(24);
    expect(recent[0]!.nodeId).toBe(games[5]!.nodeId);
    expect(recent[1]!.nodeId).toBe(games[29]!.nodeId);
    expect(new Set(recent.map((g) => g.nodeId)).size).toBe(24);
  });

  it("searches the 10,000 games case-insensitively and quickly", async () => {
    const started = performance.now();
    const { body } = await getEnvelope("/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=DRAGON&pageNo=1&pageSize=21");
    const page = v.parse(gameListSchema, body.value);
    const lower = v.parse(gameListSchema, (await getEnvelope("/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=dragon&pageNo=1&pageSize=21")).body.value);
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.totalCount).toBe(lower.totalCount);
    expect(page.games.every((g) => /dragon/i.test(g.gameName ?? ""))).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
