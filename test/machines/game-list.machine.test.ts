// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { CATALOGUE_PAGE_SIZES, gameListMachine, SEARCH_DEBOUNCE_MS, type GameListInput } from "../../machines/game-list/game-list.machine.ts";
import { selectGameList } from "../../machines/game-list/game-list.selectors.ts";
import type { GamePage, GameQuery, GameSummary } from "../../machines/games/games.types.ts";

const game = (nodeId: number, name = `Game ${nodeId}`): GameSummary => ({
  nodeId,
  gameId: nodeId,
  gameCode: `G${nodeId}`,
  name,
  vendor: "PG",
  gameType: "RNG",
  icon: "/i.svg",
  trial: false,
  hot: false,
});

/** A fake platform: records every question, answers each when the test says so. */
function platform() {
  const asked: GameQuery[] = [];
  const pending: { query: GameQuery; resolve(page: GamePage): void; reject(error: unknown): void }[] = [];
  const actor = fromPromise<GamePage, GameQuery>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        asked.push(input);
        pending.push({ query: input, resolve, reject });
      }),
  );
  const answer = (index: number, games: GameSummary[], totalPages = 5) => pending[index]!.resolve({ games, pageNo: pending[index]!.query.pageNo, totalPages, totalCount: totalPages * 20 });
  return { asked, pending, actor, answer };
}

function start(input: GameListInput, clock?: SimulatedClock) {
  const p = platform();
  const actor = createActor(gameListMachine.provide({ actors: { fetchGamePage: p.actor } }), { input, ...(clock ? { clock } : {}) }).start();
  return { ...p, actor };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("game-list machine", () => {
  it("slots catalogue: 21 for page 1, 18 for the other pages, 21 again for a new search or vendor", async () => {
    const { asked, answer, actor } = start({ gameType: "RNG", pageSizes: CATALOGUE_PAGE_SIZES });
    expect(asked[0]).toEqual({ gameType: "RNG", pageNo: 1, pageSize: 21 });
    answer(0, [game(1)]);
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "page.changed", page: 3 });
    expect(asked[1]).toMatchObject({ pageNo: 3, pageSize: 18 });
    answer(1, [game(2)]);
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "page.changed", page: 1 });
    expect(asked[2]).toMatchObject({ pageNo: 1, pageSize: 21 });
    actor.send({ type: "vendor.changed", vendor: "JDB" });
    expect(asked[3]).toEqual({ gameType: "RNG", vendor: "JDB", pageNo: 1, pageSize: 21 });
    actor.send({ type: "vendor.changed", vendor: undefined });
    expect(asked[4]).toEqual({ gameType: "RNG", pageNo: 1, pageSize: 21 });
  });

  it("slots pages 1 → 2 → 1 never show a game twice and keep one page count", async () => {
    const all = Array.from({ length: 100 }, (_, i) => game(i + 1));
    const { asked, pending, actor } = start({ gameType: "RNG", pageSizes: CATALOGUE_PAGE_SIZES });
    // The platform pages 100 games at the size asked for and counts pages at that size.
    const serve = (index: number) => {
      const { pageNo, pageSize } = pending[index]!.query;
      pending[index]!.resolve({ games: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, totalPages: Math.ceil(100 / pageSize), totalCount: 100 });
    };
    const shown = () => actor.getSnapshot().context.games.map((g) => g.gameId);
    serve(0);
    await waitFor(actor, (s) => s.matches("loaded"));
    const first = shown();
    expect(first).toHaveLength(21);
    expect(actor.getSnapshot().context.totalPages).toBe(6);
    actor.send({ type: "page.changed", page: 2 });
    serve(1);
    await waitFor(actor, (s) => s.matches("loaded") && s.context.query.pageNo === 2);
    expect(shown()).toEqual(all.slice(21, 36).map((g) => g.gameId));
    expect(actor.getSnapshot().context.totalPages).toBe(6);
    actor.send({ type: "page.changed", page: 6 });
    serve(2);
    await waitFor(actor, (s) => s.matches("loaded") && s.context.query.pageNo === 6);
    expect(shown()).toEqual(all.slice(90).map((g) => g.gameId));
    actor.send({ type: "page.changed", page: 1 });
    serve(3);
    await waitFor(actor, (s) => s.matches("loaded") && s.context.query.pageNo === 1);
    expect(shown()).toEqual(first);
    expect(actor.getSnapshot().context.totalPages).toBe(6);
    expect(asked.map((q) => q.pageSize)).toEqual([21, 18, 18, 21]);
  });

  it("elsewhere every page asks for 24", async () => {
    const { asked, answer, actor } = start({ gameType: "FISH", vendor: "JDB", gameClassify: "FISH" });
    expect(asked[0]).toEqual({ gameType: "FISH", vendor: "JDB", gameClassify: "FISH", pageNo: 1, pageSize: 24 });
    answer(0, [game(1)]);
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "page.changed", page: 2 });
    expect(asked[1]).toMatchObject({ pageNo: 2, pageSize: 24 });
  });

  it("ignores pages out of range and the page already asked for", async () => {
    const { asked, answer, actor } = start({ gameType: "RNG" });
    answer(0, [game(1)], 3);
    await waitFor(actor, (s) => s.matches("loaded"));
    for (const page of [0, 1, 4, 2.5]) actor.send({ type: "page.changed", page });
    expect(asked).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe("loaded");
  });

  it("search waits for a pause in typing: only the last text is asked, once, trimmed, from page 1", async () => {
    const clock = new SimulatedClock();
    const { asked, answer, actor } = start({ gameType: "RNG", pageSizes: CATALOGUE_PAGE_SIZES }, clock);
    answer(0, [game(1)]);
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "page.changed", page: 2 });
    answer(1, [game(2)]);
    await waitFor(actor, (s) => s.matches("loaded"));
    for (const text of ["d", "dr", "dra", " dragon "]) {
      actor.send({ type: "search.changed", text });
      clock.increment(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(asked).toHaveLength(2);
    expect(selectGameList(actor.getSnapshot()).searchText).toBe(" dragon ");
    clock.increment(1);
    expect(asked).toHaveLength(3);
    expect(asked[2]).toEqual({ gameType: "RNG", name: "dragon", pageNo: 1, pageSize: 21 });
    // The same text again (or only spaces added) asks nothing.
    actor.send({ type: "search.changed", text: "dragon" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(asked).toHaveLength(3);
    // Enter searches at once; clearing the search goes back to every game.
    actor.send({ type: "search.changed", text: "" });
    actor.send({ type: "search.submitted" });
    expect(asked).toHaveLength(4);
    expect(asked[3]).toEqual({ gameType: "RNG", pageNo: 1, pageSize: 21 });
  });

  it("drops the answer to an older question (a slow page 2 does not replace page 3)", async () => {
    const { pending, answer, actor } = start({ gameType: "RNG" });
    answer(0, [game(1)]);
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "page.changed", page: 2 });
    actor.send({ type: "page.changed", page: 3 });
    answer(2, [game(3, "Page three")]);
    await waitFor(actor, (s) => s.matches("loaded"));
    answer(1, [game(2, "Stale page two")]);
    await flush();
    const view = selectGameList(actor.getSnapshot());
    expect(view.page).toBe(3);
    expect(view.games.map((g) => g.name)).toEqual(["Page three"]);
    expect(pending).toHaveLength(3);
  });

  it("an empty answer is the empty state; a failure keeps its code and Try again asks again", async () => {
    const { pending, answer, actor } = start({ gameType: "RNG" });
    answer(0, [], 0);
    await waitFor(actor, (s) => s.matches("empty"));
    actor.send({ type: "search.changed", text: "zzz" });
    actor.send({ type: "search.submitted" });
    pending[1]!.reject(Object.assign(new Error("bad"), { code: "platform.malformed" }));
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.failure).toEqual({ code: "platform.malformed" });
    actor.send({ type: "retry" });
    expect(pending[2]!.query).toMatchObject({ name: "zzz", pageNo: 1 });
    answer(2, [game(9)]);
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(selectGameList(actor.getSnapshot()).failure).toBeNull();
  });
});
