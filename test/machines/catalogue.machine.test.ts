// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from "xstate";
import { catalogueMachine, FAVOURITE_THROTTLE_MS, type CatalogueEvent, type FavouriteChange } from "../../machines/catalogue/catalogue.machine.ts";
import { selectCatalogue } from "../../machines/catalogue/catalogue.selectors.ts";
import { gameListMachine } from "../../machines/game-list/game-list.machine.ts";
import type { GamePage, GameQuery, GameSummary, VendorCard } from "../../machines/games/games.types.ts";

const card = (vassalage: string, displayName: string): VendorCard => ({ vassalage, displayName, icon: "", isHot: false, gameType: "RNG", isGame: "", gameCode: "", nodeId: 0 });
const vendors = [card("PG", "PG Soft"), card("JDB", "JDB")];
const game = (nodeId: number): GameSummary => ({ nodeId, gameId: nodeId, gameCode: `G${nodeId}`, name: `Game ${nodeId}`, vendor: "PG", gameType: "RNG", icon: "", trial: false, hot: false });

function start(options: { signedIn: boolean; vendor?: string; clock?: SimulatedClock; ids?: number[] }) {
  const queries: GameQuery[] = [];
  const changes: { change: FavouriteChange; settle(ok: boolean): void }[] = [];
  const requestLogin = vi.fn();
  const machine = catalogueMachine.provide({
    actors: {
      gameList: gameListMachine.provide({
        actors: {
          fetchGamePage: fromPromise<GamePage, GameQuery>(async ({ input }) => {
            queries.push(input);
            return { games: [game(1)], pageNo: input.pageNo, totalPages: 1, totalCount: 1 };
          }),
        },
      }),
      fetchFavouriteIds: fromPromise(async () => options.ids ?? []),
      fetchFavourites: fromPromise(async () => ({ games: [game(1), game(2)], pageNo: 1, totalPages: 1, totalCount: 2 })),
      fetchRecent: fromPromise(async () => [game(3)]),
      changeFavourite: fromCallback<CatalogueEvent, FavouriteChange>(({ input, sendBack }) => {
        changes.push({
          change: input,
          settle: (ok) => sendBack(ok ? { type: "favourite.saved", nodeId: input.nodeId } : { type: "favourite.failed", nodeId: input.nodeId, error: { code: "platform.message", serverMessage: "Game not found" } }),
        });
      }),
    },
    actions: { requestLogin },
  });
  const actor = createActor(machine, { input: { vendors, vendor: options.vendor, signedIn: options.signedIn }, ...(options.clock ? { clock: options.clock } : {}) }).start();
  return { actor, queries, changes, requestLogin };
}

describe("catalogue machine", () => {
  it("takes the vendor from ?page= (any case); an unknown vendor shows every vendor with a note", async () => {
    const { actor, queries } = start({ signedIn: false, vendor: "pg" });
    await waitFor(actor, () => queries.length === 1);
    expect(queries[0]).toEqual({ gameType: "RNG", vendor: "PG", pageNo: 1, pageSize: 21 });
    expect(selectCatalogue(actor.getSnapshot())).toMatchObject({ vendor: "PG", unknownVendor: null });
    actor.send({ type: "vendor.selected", vendor: "NOPE" });
    expect(selectCatalogue(actor.getSnapshot())).toMatchObject({ vendor: null, unknownVendor: "NOPE" });
    await waitFor(actor, () => queries.length === 2);
    expect(queries[1]).toEqual({ gameType: "RNG", pageNo: 1, pageSize: 21 });
    actor.send({ type: "vendor.selected", vendor: "JDB" });
    await waitFor(actor, () => queries.length === 3);
    expect(queries[2]).toMatchObject({ vendor: "JDB" });
  });

  it("a guest pressing a heart gets the login popup and nothing is sent; favourites and recent tabs stay closed", () => {
    const { actor, changes, requestLogin } = start({ signedIn: false });
    actor.send({ type: "favourite.toggled", game: game(1) });
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(changes).toHaveLength(0);
    actor.send({ type: "tab.selected", tab: "favourites" });
    expect(selectCatalogue(actor.getSnapshot()).tab).toBe("all");
  });

  it("a member's heart changes at once; one change per game in flight and at most one a second", async () => {
    const clock = new SimulatedClock();
    const { actor, changes } = start({ signedIn: true, clock, ids: [2] });
    await waitFor(actor, (s) => s.matches({ favourites: { member: "ready" } }));
    actor.send({ type: "favourite.toggled", game: game(1) });
    expect(selectCatalogue(actor.getSnapshot()).favouriteIds).toEqual([1, 2]);
    expect(changes.map((c) => c.change)).toEqual([{ nodeId: 1, vendor: "PG", gameType: "RNG", add: true }]);
    // Pressing again while the platform has not answered does nothing.
    actor.send({ type: "favourite.toggled", game: game(1) });
    expect(changes).toHaveLength(1);
    // Another game is independent.
    actor.send({ type: "favourite.toggled", game: game(2) });
    expect(changes.map((c) => c.change.add)).toEqual([true, false]);
    expect(selectCatalogue(actor.getSnapshot()).busyIds).toEqual([1, 2]);
    changes[0]!.settle(true);
    // Answered, but less than a second ago: still throttled.
    actor.send({ type: "favourite.toggled", game: game(1) });
    expect(changes).toHaveLength(2);
    clock.increment(FAVOURITE_THROTTLE_MS);
    actor.send({ type: "favourite.toggled", game: game(1) });
    expect(changes).toHaveLength(3);
    expect(changes[2]!.change).toMatchObject({ nodeId: 1, add: false });
  });

  it("a refused change puts the heart back and keeps the platform's words", async () => {
    const { actor, changes } = start({ signedIn: true });
    await waitFor(actor, (s) => s.matches({ favourites: { member: "ready" } }));
    actor.send({ type: "favourite.toggled", game: game(7) });
    expect(selectCatalogue(actor.getSnapshot()).favouriteIds).toEqual([7]);
    changes[0]!.settle(false);
    const view = selectCatalogue(actor.getSnapshot());
    expect(view.favouriteIds).toEqual([]);
    expect(view.favouriteFailure).toEqual({ code: "platform.message", serverMessage: "Game not found" });
    actor.send({ type: "favourite.noticeDismissed" });
    expect(selectCatalogue(actor.getSnapshot()).favouriteFailure).toBeNull();
  });

  it("favourites that arrive before the favourite ids are shown as the platform sent them (not as no favourites)", async () => {
    const machine = catalogueMachine.provide({
      actors: {
        gameList: gameListMachine.provide({ actors: { fetchGamePage: fromPromise<GamePage, GameQuery>(() => new Promise(() => {})) } }),
        // The ids' answer is still on its way when the favourites' page arrives.
        fetchFavouriteIds: fromPromise<number[]>(() => new Promise(() => {})),
        fetchFavourites: fromPromise(async () => ({ games: [game(1), game(2)], pageNo: 1, totalPages: 1, totalCount: 2 })),
      },
    });
    const actor = createActor(machine, { input: { vendors, signedIn: true } }).start();
    actor.send({ type: "tab.selected", tab: "favourites" });
    await waitFor(actor, (s) => s.matches({ tab: { favourites: "loaded" } }));
    expect(actor.getSnapshot().matches({ favourites: { member: "loading" } })).toBe(true);
    expect(selectCatalogue(actor.getSnapshot()).tabGames.map((g) => g.nodeId)).toEqual([1, 2]);
    actor.stop();
  });

  it("ids that failed to load and load again after another vendor leave no notice of the failure behind", async () => {
    let fail = true;
    const machine = catalogueMachine.provide({
      actors: {
        gameList: gameListMachine.provide({ actors: { fetchGamePage: fromPromise<GamePage, GameQuery>(() => new Promise(() => {})) } }),
        fetchFavouriteIds: fromPromise<number[]>(async () => {
          if (fail) throw { code: "network.abnormal" };
          return [1];
        }),
      },
    });
    const actor = createActor(machine, { input: { vendors, signedIn: true } }).start();
    await waitFor(actor, (s) => s.matches({ favourites: { member: "failed" } }));
    expect(selectCatalogue(actor.getSnapshot()).favouriteFailure).toMatchObject({ code: "network.abnormal" });
    fail = false;
    actor.send({ type: "vendor.selected", vendor: "JDB" });
    expect(selectCatalogue(actor.getSnapshot()).favouriteFailure).toBeNull();
    await waitFor(actor, (s) => s.matches({ favourites: { member: "ready" } }));
    expect(selectCatalogue(actor.getSnapshot()).favouriteFailure).toBeNull();
    actor.stop();
  });

  it("favourites tab lists favourites (a removed one leaves at once), recent tab the recent games; logout goes back to all", async () => {
    const { actor } = start({ signedIn: true, ids: [1, 2] });
    await waitFor(actor, (s) => s.matches({ favourites: { member: "ready" } }));
    actor.send({ type: "tab.selected", tab: "favourites" });
    await waitFor(actor, (s) => s.matches({ tab: { favourites: "loaded" } }));
    expect(selectCatalogue(actor.getSnapshot()).tabGames.map((g) => g.nodeId)).toEqual([1, 2]);
    actor.send({ type: "favourite.toggled", game: game(1) });
    expect(selectCatalogue(actor.getSnapshot()).tabGames.map((g) => g.nodeId)).toEqual([2]);
    actor.send({ type: "tab.selected", tab: "recent" });
    await waitFor(actor, (s) => s.matches({ tab: { recent: "loaded" } }));
    expect(selectCatalogue(actor.getSnapshot()).tabGames.map((g) => g.nodeId)).toEqual([3]);
    actor.send({ type: "member.changed", signedIn: false });
    expect(selectCatalogue(actor.getSnapshot())).toMatchObject({ tab: "all", signedIn: false, favouriteIds: [] });
  });
});
