import { describe, expect, it, vi } from "vitest";
import { firstCatalogueQuery, gameListQuery, type EarlyGamePage } from "../../src/api/game-page-query.ts";
import { gamePageSource } from "../../src/api/catalogue-actors.ts";
import type { PlatformClient } from "../../src/api/client.ts";
import type { WireGameList } from "../../src/api/game-schemas.ts";
import type { GameQuery } from "../../machines/games/games.types.ts";

const emptyList = (): WireGameList => ({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 }) as unknown as WireGameList;

/** A platform port whose every call answers a fresh value, so answers can be told apart. */
function fakeClient() {
  const request = vi.fn((_id: string, _init?: unknown) => Promise.resolve(emptyList()));
  return { client: { request } as unknown as Pick<PlatformClient, "request">, request };
}

const FIRST: GameQuery = { gameType: "RNG", vendor: "5G", pageNo: 1, pageSize: 21 };

function early(query: GameQuery = FIRST, language = "pt"): EarlyGamePage {
  return { query, language, value: Promise.resolve(emptyList()) };
}

describe("the catalogue's first question, from the address", () => {
  it("asks for the ?page= vendor's slots, first page, 21 games (SPEC §9 first load)", () => {
    expect(firstCatalogueQuery("?page=5G")).toEqual({ gameType: "RNG", vendor: "5G", pageNo: 1, pageSize: 21 });
  });

  it("asks for every slot vendor without ?page=", () => {
    expect(firstCatalogueQuery("")).toEqual({ gameType: "RNG", pageNo: 1, pageSize: 21 });
    expect(firstCatalogueQuery("?page=")).toEqual({ gameType: "RNG", pageNo: 1, pageSize: 21 });
  });
});

describe("game list request fields (SPEC §3)", () => {
  it("pages and searches on the platform side [GAMES-01] [API-19]", () => {
    expect(gameListQuery({ gameType: "RNG", vendor: "PG", name: "panda", pageNo: 3, pageSize: 18 }, "m1", "en")).toEqual({
      clientType: 3,
      platform: "flash,html5-desktop",
      merchant: "m1",
      gameType: "RNG",
      vassalage: "PG",
      gameName: "panda",
      gameClassify: undefined,
      pageNo: 3,
      pageSize: 18,
      language: "en",
    });
  });
});

describe("game page source", () => {
  it("answers the first question with the early call when it is the same question in the same language", async () => {
    const { client, request } = fakeClient();
    const sent = early();
    const source = gamePageSource(client, "m1", sent);
    expect(await source({ gameType: "RNG", vendor: "5G", pageNo: 1, pageSize: 21 }, "pt")).toBe(await sent.value);
    expect(request).not.toHaveBeenCalled();
  });

  it("asks again when the early call failed (an outage the player has retried past), and answers with the new call", async () => {
    const { client, request } = fakeClient();
    const failed: EarlyGamePage = { query: FIRST, language: "pt", value: Promise.reject(new Error("network")) };
    const answer = await gamePageSource(client, "m1", failed)(FIRST, "pt");
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith("gameList", { query: gameListQuery(FIRST, "m1", "pt") });
    expect(answer).toEqual(emptyList());
  });

  it("uses the early answer only once: a retry asks the platform again", () => {
    const { client, request } = fakeClient();
    const sent = early();
    const source = gamePageSource(client, "m1", sent);
    source(FIRST, "pt");
    const retry = source(FIRST, "pt");
    expect(retry).not.toBe(sent.value);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith("gameList", { query: gameListQuery(FIRST, "m1", "pt") });
  });

  it("asks again for another question: another vendor (or its other spelling), page size, search or language", () => {
    const others: [GameQuery, string][] = [
      [{ ...FIRST, vendor: "PG" }, "pt"],
      [{ ...FIRST, vendor: "5g" }, "pt"],
      [{ gameType: "RNG", pageNo: 1, pageSize: 21 }, "pt"],
      [{ ...FIRST, pageSize: 24 }, "pt"],
      [{ ...FIRST, name: "panda" }, "pt"],
      [FIRST, "en"],
    ];
    for (const [query, language] of others) {
      const { client, request } = fakeClient();
      const sent = early();
      const answer = gamePageSource(client, "m1", sent)(query, language);
      expect(answer).not.toBe(sent.value);
      expect(request).toHaveBeenCalledWith("gameList", { query: gameListQuery(query, "m1", language) });
    }
  });

  it("without an early call, every question goes to the platform", () => {
    const { client, request } = fakeClient();
    const source = gamePageSource(client, "m1", undefined);
    source(FIRST, "pt");
    expect(request).toHaveBeenCalledTimes(1);
  });
});
