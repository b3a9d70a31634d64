import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { gameLaunchMachine } from "../../machines/game-launch/game-launch.machine.ts";
import { selectGameScreen, selectLaunchDialog } from "../../machines/game-launch/game-launch.selectors.ts";
import type { GamePage, GameQuery, LaunchOutcome, LaunchRequest, VendorCard, Viewer } from "../../machines/game-launch/game-launch.types.ts";
import { sampleGame, sampleTrialGame } from "../../machines/game-launch/game-launch.samples.ts";

const card = (vassalage: string, gameType: string, extra: Partial<VendorCard> = {}): VendorCard => ({
  vassalage,
  displayName: `${vassalage} name`,
  icon: "",
  isHot: false,
  gameType,
  isGame: "",
  gameCode: `${vassalage}_LOBBY`,
  nodeId: 5001,
  ...extra,
});

function start(viewer: Viewer, launch: (request: LaunchRequest) => Promise<LaunchOutcome> = async () => ({ kind: "opened", url: "https://g.example/p", openIn: "route" })) {
  const calls = { navigate: vi.fn(), openGame: vi.fn(), requestLogin: vi.fn(), launch: vi.fn(launch), list: vi.fn() };
  const machine = gameLaunchMachine.provide({
    actors: {
      launchGame: fromPromise<LaunchOutcome, LaunchRequest>(({ input }) => calls.launch(input)),
      fetchGamePage: fromPromise<GamePage, GameQuery>(async ({ input }) => {
        calls.list(input);
        return { games: [sampleGame], pageNo: input.pageNo, totalPages: 3, totalCount: 50 };
      }),
    },
    actions: {
      navigate: (_, p) => calls.navigate(p.to),
      openGame: (_, p) => calls.openGame(p),
      requestLogin: () => calls.requestLogin(),
    },
  });
  return { actor: createActor(machine, { input: { viewer } }).start(), calls };
}

const vendor = (c: VendorCard) => ({ type: "launch.requested" as const, target: { kind: "vendor" as const, card: c }, from: "/" });
const game = (g = sampleGame, trial = false) => ({ type: "launch.requested" as const, target: { kind: "game" as const, game: g, trial }, from: "/rng?page=PG" });

describe("game launch: where a vendor card leads", () => {
  it.each([
    [card("TCG_SEA", "ELOTT", { gameCode: "SEA1" }), "/seaLottery?gameCode=SEA1"],
    [card("TCG_LOTTO_VN", "ELOTT", { gameCode: "VN1" }), "/vnlottery?gameCode=VN1"],
    [card("LOTT", "LOTT", { gameCode: "L1" }), "/lottery?gameCode=L1"],
    [card("PG", "RNG"), "/rng?page=PG"],
    [card("EVO", "LIVE"), "/live?vendor=EVO"],
    [card("2J", "FISH"), "/fish?vendor=2J"],
  ])("%o goes to %s without a launch call", (c, to) => {
    const { actor, calls } = start("guest");
    actor.send(vendor(c));
    expect(calls.navigate).toHaveBeenCalledWith(to);
    expect(calls.launch).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it.each(["SB", "DS88", "IMES", "SV3", "AV", "TF"])("the %s card launches its first game directly", async (code) => {
    const { actor, calls } = start("member");
    actor.send(vendor(card(code, "SPORTS", { gameCode: `${code}_LOBBY`, nodeId: 5099 })));
    await waitFor(actor, (s) => s.matches("playing"));
    expect(calls.launch).toHaveBeenCalledWith({ game: expect.objectContaining({ gameCode: `${code}_LOBBY`, nodeId: 5099, vendor: code }), mode: "real", accountType: 1 });
    expect(calls.openGame).toHaveBeenCalledWith({ url: "https://g.example/p", openIn: "route" });
  });

  it("a VASSALAGE card opens the popup list, pages it, and a game picked there launches", async () => {
    const { actor, calls } = start("member");
    actor.send(vendor(card("KM", "PVP", { isGame: "VASSALAGE" })));
    await waitFor(actor, (s) => s.matches({ gameList: "ready" }));
    expect(calls.list).toHaveBeenCalledWith({ gameType: "PVP", vendor: "KM", pageNo: 1, pageSize: 24 });
    actor.send({ type: "list.pageRequested", pageNo: 2 });
    const ready = await waitFor(actor, (s) => s.matches({ gameList: "ready" }) && s.context.listPageNo === 2);
    expect(selectLaunchDialog(ready)).toMatchObject({ kind: "gameList", pageNo: 2, loading: false });
    actor.send(game());
    await waitFor(actor, (s) => s.matches("playing"));
    expect(selectLaunchDialog(actor.getSnapshot())).toEqual({ kind: "none" });
  });
});

describe("game launch: who may play", () => {
  it("a guest gets the login popup; the game starts after login with accountType 1", async () => {
    const { actor, calls } = start("guest");
    actor.send(game());
    expect(calls.requestLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe("awaitingLogin");
    actor.send({ type: "session.changed", viewer: "member" });
    const playing = await waitFor(actor, (s) => s.matches("playing"));
    expect(calls.launch).toHaveBeenCalledWith({ game: sampleGame, mode: "real", accountType: 1 });
    expect(selectGameScreen(playing)).toEqual({ kind: "playing", url: "https://g.example/p", gameName: sampleGame.name, vendor: "PG", returnTo: "/rng?page=PG" });
  });

  it("closing the login popup drops the game", () => {
    const { actor, calls } = start("guest");
    actor.send(game());
    actor.send({ type: "login.closed" });
    actor.send({ type: "session.changed", viewer: "member" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(calls.launch).not.toHaveBeenCalled();
  });

  it("a free trial needs no login and uses the trial call", async () => {
    const { actor, calls } = start("guest");
    actor.send(game(sampleTrialGame, true));
    await waitFor(actor, (s) => s.matches("playing"));
    expect(calls.requestLogin).not.toHaveBeenCalled();
    expect(calls.launch).toHaveBeenCalledWith({ game: sampleTrialGame, mode: "trial", accountType: 1 });
  });

  it("asking for the free trial of a game without free play (supportPlay not 0) needs the login like real money", () => {
    const { actor, calls } = start("guest");
    actor.send(game(sampleGame, true));
    expect(actor.getSnapshot().value).toBe("awaitingLogin");
    expect(calls.requestLogin).toHaveBeenCalledTimes(1);
    expect(calls.launch).not.toHaveBeenCalled();
  });

  it("a trial account plays games with free play as accountType 0, and gets the warning for the others", async () => {
    const { actor, calls } = start("trial");
    actor.send(game(sampleTrialGame));
    await waitFor(actor, (s) => s.matches("playing"));
    expect(calls.launch).toHaveBeenLastCalledWith({ game: sampleTrialGame, mode: "real", accountType: 0 });
    actor.send(game(sampleGame));
    expect(selectLaunchDialog(actor.getSnapshot())).toEqual({ kind: "needRealAccount" });
    expect(calls.launch).toHaveBeenCalledTimes(1);
  });
});

describe("game launch: refusals and failures", () => {
  it("maintenance offers recommended games; clicking one launches it", async () => {
    let maintenance = true;
    const { actor } = start("member", async (request) =>
      maintenance ? { kind: "maintenance", recommended: [sampleTrialGame] } : { kind: "opened", url: `https://g.example/${request.game.nodeId}`, openIn: "route" },
    );
    actor.send(game());
    const shown = await waitFor(actor, (s) => s.matches("maintenance"));
    expect(selectLaunchDialog(shown)).toEqual({ kind: "maintenance", gameName: sampleGame.name, recommended: [sampleTrialGame] });
    maintenance = false;
    actor.send(game(sampleTrialGame));
    const playing = await waitFor(actor, (s) => s.matches("playing"));
    expect(playing.context.url).toBe(`https://g.example/${sampleTrialGame.nodeId}`);
  });

  it("a round still open can be continued when the platform gives its address, not otherwise", async () => {
    const { actor, calls } = start("member", async () => ({ kind: "roundOpen", gameName: "Crazy Time", url: "https://g.example/round" }));
    actor.send(game());
    const open = await waitFor(actor, (s) => s.matches("roundOpen"));
    expect(selectLaunchDialog(open)).toEqual({ kind: "roundOpen", gameName: "Crazy Time", canContinue: true });
    actor.send({ type: "round.continue" });
    expect(calls.openGame).toHaveBeenCalledWith({ url: "https://g.example/round", openIn: "route" });

    const other = start("member", async () => ({ kind: "roundOpen", gameName: null, url: null }));
    other.actor.send(game());
    const closed = await waitFor(other.actor, (s) => s.matches("roundOpen"));
    expect(selectLaunchDialog(closed)).toEqual({ kind: "roundOpen", gameName: null, canContinue: false });
  });

  it("a failed launch keeps its code and retries", async () => {
    let fail = true;
    const { actor, calls } = start("member", async () => {
      if (fail) throw Object.assign(new Error("slow"), { code: "network.slow" });
      return { kind: "opened", url: "https://g.example/p", openIn: "window" };
    });
    actor.send(game());
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(selectLaunchDialog(failed)).toEqual({ kind: "failed", gameName: sampleGame.name, failure: { code: "network.slow" } });
    fail = false;
    actor.send({ type: "launch.retry" });
    const playing = await waitFor(actor, (s) => s.matches("playing"));
    expect(calls.openGame).toHaveBeenCalledWith({ url: "https://g.example/p", openIn: "window" });
    expect(selectGameScreen(playing)).toEqual({ kind: "empty" });
  });

  it("a 401 waits for the login the session opens, then launches", async () => {
    let ended = true;
    const { actor, calls } = start("member", async () => {
      if (ended) throw Object.assign(new Error("401"), { code: "session.ended" });
      return { kind: "opened", url: "https://g.example/p", openIn: "route" };
    });
    actor.send(game());
    const waiting = await waitFor(actor, (s) => s.matches("awaitingLogin"));
    expect(waiting.context.viewer).toBe("guest");
    expect(calls.requestLogin).toHaveBeenCalledTimes(1);
    ended = false;
    actor.send({ type: "session.changed", viewer: "guest" });
    actor.send({ type: "session.changed", viewer: "member" });
    await waitFor(actor, (s) => s.matches("playing"));
  });

  it("leaving /game forgets the address (a reload has nothing to show)", async () => {
    const { actor } = start("member");
    actor.send(game());
    await waitFor(actor, (s) => s.matches("playing"));
    actor.send({ type: "game.left" });
    expect(actor.getSnapshot().context.url).toBeNull();
    expect(selectGameScreen(actor.getSnapshot())).toEqual({ kind: "empty" });
  });
});
