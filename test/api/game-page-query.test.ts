// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { firstCatalogueQuery, gameListQuery, type EarlyGamePage } from "../../src/api/game-page-query.ts";
import { createActor, fromPromise, waitFor } from "xstate";
import { earlyHandover, gameListFromEarly, gamePageSource, liveGameListActors } from "../../src/api/catalogue-actors.ts";
import { CATALOGUE_PAGE_SIZES, gameListMachine } from "../../machines/game-list/game-list.machine.ts";
import { selectGameList } from "../../machines/game-list/game-list.selectors.ts";
import type { PlatformClient } from "../../src/api/client.ts";
import type { WireGameList } from "../../src/api/game-schemas.ts";
import type { GamePage, GameQuery } from "../../machines/games/games.types.ts";

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
    const source = gamePageSource(client, "m1", earlyHandover(sent));
    expect(await source({ gameType: "RNG", vendor: "5G", pageNo: 1, pageSize: 21 }, "pt")).toBe(await sent.value);
    expect(request).not.toHaveBeenCalled();
  });

  it("asks again when the early call failed (an outage the player has retried past), and answers with the new call", async () => {
    const { client, request } = fakeClient();
    const failed: EarlyGamePage = { query: FIRST, language: "pt", value: Promise.reject(new Error("network")) };
    const answer = await gamePageSource(client, "m1", earlyHandover(failed))(FIRST, "pt");
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith("gameList", { query: gameListQuery(FIRST, "m1", "pt") });
    expect(answer).toEqual(emptyList());
  });

  it("uses the early answer only once: a retry asks the platform again", () => {
    const { client, request } = fakeClient();
    const sent = early();
    const source = gamePageSource(client, "m1", earlyHandover(sent));
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
      const answer = gamePageSource(client, "m1", earlyHandover(sent))(query, language);
      expect(answer).not.toBe(sent.value);
      expect(request).toHaveBeenCalledWith("gameList", { query: gameListQuery(query, "m1", language) });
    }
  });

  it("without an early call, every question goes to the platform", () => {
    const { client, request } = fakeClient();
    const source = gamePageSource(client, "m1", earlyHandover(undefined));
    source(FIRST, "pt");
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe("the game list of a first load of /rng, started from the early answer", () => {
  const CTX = { merchant: "m1", imageCdn: "https://cdn.example", language: () => "pt" };
  const SLOTS_FIRST: GameQuery = { gameType: "RNG", pageNo: 1, pageSize: 21 };
  const wireGames = (count: number) => ({ ...emptyList(), games: Array.from({ length: count }, (_, i) => ({ nodeId: i + 1, gameId: i + 1, gameCode: `G${i + 1}`, gameName: `Game ${i + 1}`, vassalage: "PG", gameType: "RNG", supportPlay: 1, imageUrl: "" })), totalPages: 477, totalCount: 10_000 }) as unknown as WireGameList;
  const answered = (query: GameQuery, list: WireGameList): EarlyGamePage => ({ query, language: "pt", value: Promise.resolve(list), answer: list });

  /** The live game list with a fake platform that records every question. */
  function liveList(early: EarlyGamePage | undefined) {
    const asked: GameQuery[] = [];
    const handover = earlyHandover(early);
    const list = gameListMachine.provide({
      actors: {
        fetchGamePage: fromPromise<GamePage, GameQuery>(({ input }) => {
          asked.push(input);
          return new Promise(() => undefined);
        }),
      },
    });
    return { asked, logic: gameListFromEarly(list, handover, CTX) };
  }

  it("is loaded in its very first snapshot (React draws it before the actor starts) and asks nothing; the next list asks", () => {
    const list = wireGames(21);
    const { asked, logic } = liveList(answered(SLOTS_FIRST, list));
    const first = createActor(logic, { input: { gameType: "RNG", pageSizes: CATALOGUE_PAGE_SIZES } });
    const snapshot = first.getSnapshot();
    expect(snapshot.value).toBe("loaded");
    // Page 1 holds the first size, every later page the size after a page change: the count comes from the total.
    const pages = 1 + Math.ceil((10_000 - CATALOGUE_PAGE_SIZES.first) / CATALOGUE_PAGE_SIZES.afterPageChange);
    expect(selectGameList(snapshot)).toMatchObject({ status: "loaded", page: 1, totalPages: pages });
    expect(snapshot.context.games.map((g) => g.name)).toEqual(list.games.map((g) => g.gameName));
    first.start();
    expect(asked).toEqual([]);
    first.send({ type: "page.changed", page: 2 });
    expect(asked).toEqual([{ gameType: "RNG", pageNo: 2, pageSize: 18 }]);
    // A later visit of the page: the answer was handed over once.
    const later = createActor(logic, { input: { gameType: "RNG", pageSizes: CATALOGUE_PAGE_SIZES } }).start();
    expect(later.getSnapshot().value).toBe("loading");
    expect(asked).toEqual([{ gameType: "RNG", pageNo: 2, pageSize: 18 }, SLOTS_FIRST]);
  });

  it("an early answer without games starts the list empty; one for another question (the vendor in other letters) is not used", () => {
    const empty = liveList(answered(SLOTS_FIRST, emptyList()));
    const started = createActor(empty.logic, { input: { gameType: "RNG", pageSizes: CATALOGUE_PAGE_SIZES } }).start();
    expect(started.getSnapshot().value).toBe("empty");
    expect(empty.asked).toEqual([]);
    const other = liveList(answered({ ...SLOTS_FIRST, vendor: "pg" }, wireGames(3)));
    const list = createActor(other.logic, { input: { gameType: "RNG", vendor: "PG", pageSizes: CATALOGUE_PAGE_SIZES } }).start();
    expect(list.getSnapshot().value).toBe("loading");
    expect(selectGameList(list.getSnapshot()).games).toEqual([]);
  });

  it("an early call still on its way is the answer to the list's first call, not a second request", async () => {
    const { client, request } = fakeClient();
    const list = wireGames(21);
    const sent: EarlyGamePage = { query: SLOTS_FIRST, language: "pt", value: Promise.resolve(list) };
    const handover = earlyHandover(sent);
    const logic = gameListFromEarly(gameListMachine.provide({ actors: liveGameListActors(client as PlatformClient, CTX, gamePageSource(client, "m1", handover)) }), handover, CTX);
    const actor = createActor(logic, { input: { gameType: "RNG", pageSizes: CATALOGUE_PAGE_SIZES } });
    expect(actor.getSnapshot().value).toBe("loading");
    actor.start();
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(request).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.games).toHaveLength(21);
  });
});
