// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { lobbyMachine } from "../../machines/lobby/lobby.machine.ts";
import { selectLobby } from "../../machines/lobby/lobby.selectors.ts";
import { lotteryMachine, type LotteryInput } from "../../machines/lottery/lottery.machine.ts";
import { selectLottery, lotteryPrizeMode } from "../../machines/lottery/lottery.selectors.ts";
import { categoryMenuMachine, MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from "../../machines/lobby/category-menu.machine.ts";
import type { CardRoom, LiveTable, LobbyInput, LotteryGroup, LotteryLaunch, VendorCard } from "../../machines/lobby/lobby.types.ts";

const card = (vassalage: string, gameType: string): VendorCard => ({ vassalage, displayName: vassalage, icon: "", isHot: false, gameType, isGame: "", gameCode: "", nodeId: 1 });
const table = (nodeId: number, code: LiveTable["code"]): LiveTable => ({
  nodeId,
  gameId: nodeId,
  gameCode: `T${nodeId}`,
  name: `Table ${nodeId}`,
  vendor: "SA",
  gameType: "LIVE",
  icon: "",
  trial: false,
  hot: false,
  code,
});
const room: CardRoom = { roomId: 1, name: "R", nodeId: 2, gameCode: "G", gameName: "G", vendor: "KM", minBet: 1, maxBet: 5, players: 1, maxPlayers: 4, full: false };
const down = Object.assign(new Error("down"), { code: "network.abnormal" });

function lobby(input: LobbyInput, answers: { tables?: (vendor: string) => Promise<LiveTable[]>; rooms?: (vendor: string) => Promise<CardRoom[]> } = {}) {
  const calls = { tables: [] as string[], rooms: [] as string[] };
  const machine = lobbyMachine.provide({
    actors: {
      loadTables: fromPromise(async ({ input: i }: { input: { vendor: string } }) => {
        calls.tables.push(i.vendor);
        return (answers.tables ?? (async () => [table(1, "BAC"), table(2, "ROU"), table(3, "BAC"), table(4, "OTHER")]))(i.vendor);
      }),
      loadRooms: fromPromise(async ({ input: i }: { input: { vendor: string } }) => {
        calls.rooms.push(i.vendor);
        return (answers.rooms ?? (async () => [room]))(i.vendor);
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

describe("lobby machine", () => {
  it("live: selects the ?vendor= vendor, groups its tables by code in SPEC order, filters by code", async () => {
    const { actor, calls } = lobby({ kind: "LIVE", vendors: [card("DG", "LIVE"), card("SA", "LIVE")], vendor: "sa", signedIn: false });
    await waitFor(actor, (s) => s.matches("tables"));
    expect(calls.tables).toEqual(["SA"]);
    const view = selectLobby(actor.getSnapshot());
    expect(view.codes).toEqual(["BAC", "ROU", "OTHER"]);
    expect(view.groups.map((g) => [g.code, g.tables.map((t) => t.nodeId)])).toEqual([["BAC", [1, 3]], ["ROU", [2]], ["OTHER", [4]]]);
    actor.send({ type: "live.filtered", code: "ROU" });
    expect(selectLobby(actor.getSnapshot()).groups.map((g) => g.code)).toEqual(["ROU"]);
    actor.send({ type: "vendor.selected", vendor: "DG" });
    expect(selectLobby(actor.getSnapshot()).status).toBe("loading");
    await waitFor(actor, (s) => s.matches("tables"));
    expect(calls.tables).toEqual(["SA", "DG"]);
    expect(selectLobby(actor.getSnapshot()).filter).toBeNull();
  });

  it("an unknown ?vendor= falls back to the first vendor; an unknown vendor.selected changes nothing", async () => {
    const { actor, calls } = lobby({ kind: "LIVE", vendors: [card("DG", "LIVE")], vendor: "NOPE", signedIn: false });
    await waitFor(actor, (s) => s.matches("tables"));
    actor.send({ type: "vendor.selected", vendor: "NOPE" });
    expect(actor.getSnapshot().matches("tables")).toBe(true);
    expect(calls.tables).toEqual(["DG"]);
  });

  it("live: no tables is the empty state; a failure offers retry that loads again", async () => {
    let fail = true;
    const { actor, calls } = lobby(
      { kind: "LIVE", vendors: [card("DG", "LIVE"), card("SA", "LIVE")], signedIn: false },
      { tables: async (vendor) => (vendor === "SA" ? [] : fail ? Promise.reject(down) : [table(1, "BAC")]) },
    );
    await waitFor(actor, (s) => s.matches("failed"));
    expect(selectLobby(actor.getSnapshot()).failure).toEqual({ code: "network.abnormal" });
    fail = false;
    actor.send({ type: "lobby.retry" });
    await waitFor(actor, (s) => s.matches("tables"));
    actor.send({ type: "vendor.selected", vendor: "SA" });
    await waitFor(actor, (s) => s.matches("noTables"));
    expect(calls.tables).toEqual(["DG", "DG", "SA"]);
  });

  it("card games: a guest is asked to log in before rooms load; logging in loads them", async () => {
    const { actor, calls } = lobby({ kind: "PVP", vendors: [card("KM", "PVP")], signedIn: false });
    expect(selectLobby(actor.getSnapshot()).status).toBe("roomsNeedLogin");
    expect(calls.rooms).toEqual([]);
    actor.send({ type: "session.changed", signedIn: true });
    await waitFor(actor, (s) => s.matches("rooms"));
    expect(selectLobby(actor.getSnapshot()).rooms).toEqual([room]);
  });

  it("a category without vendors is the empty state until the lanes bring some", async () => {
    const { actor } = lobby({ kind: "FISH", vendors: [], signedIn: false });
    expect(selectLobby(actor.getSnapshot()).status).toBe("noVendors");
    actor.send({ type: "vendors.changed", vendors: [card("JDB", "FISH")] });
    expect(selectLobby(actor.getSnapshot())).toMatchObject({ status: "cards", selected: "JDB" });
  });
});

const groups: LotteryGroup[] = [{ code: "SSC", label: "SSC", games: [{ gameCode: "A1", name: "A", drawInterval: 60, playTypes: [] }, { gameCode: "B2", name: "B", drawInterval: 60, playTypes: [] }] }];

function lottery(input: LotteryInput, answers: { menu?: () => Promise<LotteryGroup[]>; launch?: () => Promise<string> } = {}) {
  const launches: LotteryLaunch[] = [];
  const logins: { gameCode: string; playType: string | null }[] = [];
  const machine = lotteryMachine.provide({
    actors: {
      loadMenu: fromPromise(async () => (answers.menu ?? (async () => groups))()),
      launchLottery: fromPromise(async ({ input: i }: { input: LotteryLaunch }) => {
        launches.push(i);
        return (answers.launch ?? (async () => `https://lotto.test/${i.gameCode}`))();
      }),
    },
    actions: { requestLogin: (_, params) => logins.push(params) },
  });
  return { actor: createActor(machine, { input }).start(), launches, logins };
}

describe("lottery machine", () => {
  it("a guest arriving with ?gameCode= gets the login request; after login the lottery lobby opens", async () => {
    const { actor, launches, logins } = lottery({ kind: "lottery", prizeMode: "ELOTT", gameCode: "B2", playType: "BIG", signedIn: false });
    await waitFor(actor, (s) => selectLottery(s).status === "awaitingLogin");
    expect(logins).toEqual([{ gameCode: "B2", playType: "BIG" }]);
    expect(launches).toEqual([]);
    actor.send({ type: "session.changed", signedIn: true });
    await waitFor(actor, (s) => selectLottery(s).status === "playing");
    expect(launches).toEqual([{ kind: "lottery", prizeMode: "ELOTT", gameCode: "B2", playType: "BIG" }]);
    expect(selectLottery(actor.getSnapshot())).toMatchObject({ url: "https://lotto.test/B2", game: { name: "B" } });
    actor.send({ type: "session.changed", signedIn: false });
    expect(selectLottery(actor.getSnapshot())).toMatchObject({ status: "browsing", url: null });
  });

  it("a member choosing a game launches at once; an unknown code shows the menu; launch failure offers retry", async () => {
    let fail = true;
    const { actor, launches } = lottery({ kind: "vn", prizeMode: "LOTT", signedIn: true }, { launch: async () => (fail ? Promise.reject(down) : "https://x/") });
    await waitFor(actor, (s) => selectLottery(s).status === "browsing");
    actor.send({ type: "game.selected", gameCode: "NOPE" });
    expect(selectLottery(actor.getSnapshot()).status).toBe("browsing");
    actor.send({ type: "game.selected", gameCode: "A1" });
    await waitFor(actor, (s) => selectLottery(s).status === "launchFailed");
    fail = false;
    actor.send({ type: "lottery.retry" });
    await waitFor(actor, (s) => selectLottery(s).status === "playing");
    actor.send({ type: "game.selected", gameCode: "A1" });
    expect(launches).toHaveLength(2);
    actor.send({ type: "game.selected", gameCode: null });
    expect(selectLottery(actor.getSnapshot()).status).toBe("browsing");
  });

  it("an empty menu and a failed menu (with retry)", async () => {
    const empty = lottery({ kind: "sea", prizeMode: "SEA", signedIn: false }, { menu: async () => [{ code: "X", label: "X", games: [] }] });
    await waitFor(empty.actor, (s) => s.matches("empty"));
    let fail = true;
    const failing = lottery({ kind: "lottery", prizeMode: "LOTT", signedIn: false }, { menu: async () => (fail ? Promise.reject(down) : groups) });
    await waitFor(failing.actor, (s) => s.matches("failed"));
    fail = false;
    failing.actor.send({ type: "lottery.retry" });
    await waitFor(failing.actor, (s) => selectLottery(s).status === "browsing");
  });

  it("prize mode: ELOTT when the e-lottery vendors include TCG_LOTTO_VN or LOTT, else LOTT", () => {
    expect(lotteryPrizeMode(["TCG_SEA", "TCG_LOTTO_VN"])).toBe("ELOTT");
    expect(lotteryPrizeMode(["LOTT"])).toBe("ELOTT");
    expect(lotteryPrizeMode(["TCG_SEA"])).toBe("LOTT");
  });
});

describe("category menu machine", () => {
  function menu() {
    const clock = new SimulatedClock();
    const actor = createActor(categoryMenuMachine, { clock }).start();
    return { actor, clock };
  }

  it("a hovered tab opens after the pause; crossing tabs quickly opens nothing", () => {
    const { actor, clock } = menu();
    actor.send({ type: "menu.hovered", category: "LIVE" });
    clock.increment(MENU_OPEN_DELAY_MS - 10);
    actor.send({ type: "menu.hovered", category: "FISH" });
    clock.increment(MENU_OPEN_DELAY_MS - 10);
    actor.send({ type: "menu.left" });
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "menu.hovered", category: "PVP" });
    clock.increment(MENU_OPEN_DELAY_MS);
    expect(actor.getSnapshot()).toMatchObject({ value: "open", context: { category: "PVP" } });
  });

  it("leaving closes after a pause unless the pointer comes back; keyboard opens and closes at once", () => {
    const { actor, clock } = menu();
    actor.send({ type: "menu.opened", category: "RNG" });
    actor.send({ type: "vendor.highlighted", vendor: "PG" });
    actor.send({ type: "menu.left" });
    clock.increment(MENU_CLOSE_DELAY_MS - 10);
    actor.send({ type: "menu.hovered", category: "RNG" });
    clock.increment(1000);
    expect(actor.getSnapshot()).toMatchObject({ value: "open", context: { category: "RNG", vendor: "PG" } });
    actor.send({ type: "menu.left" });
    clock.increment(MENU_CLOSE_DELAY_MS);
    expect(actor.getSnapshot()).toMatchObject({ value: "closed", context: { category: null } });
    actor.send({ type: "menu.opened", category: "LIVE" });
    actor.send({ type: "menu.closed" });
    expect(actor.getSnapshot().value).toBe("closed");
  });
});
