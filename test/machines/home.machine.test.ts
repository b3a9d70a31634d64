// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { homeMachine } from "../../machines/home/home.machine.ts";
import { selectBlock } from "../../machines/home/home.selectors.ts";
import { prizeModeOf, sortWins, type OpenedNumber, type PrizeMode, type Win } from "../../machines/home/home.types.ts";
import type { GameSummary } from "../../machines/games/games.types.ts";
import type { GameCategory } from "../../machines/boot/categories.ts";

const game = (name: string): GameSummary => ({ nodeId: name.length, gameId: name.length, gameCode: name, name, vendor: "PG", gameType: "RNG", icon: "", trial: false, hot: false });
const win = (player: string, amount: number): Win => ({ player, amount, game: game(`${player}-game`) });
const networkDown = Object.assign(new Error("down"), { code: "network.abnormal" });
type BlockInput = { language: string; prizeMode: PrizeMode };

function start(fail: Partial<Record<"hot" | "popular" | "vn" | "winners", boolean>> = {}) {
  const calls: Record<"hot" | "popular" | "vn" | "winners", BlockInput[]> = { hot: [], popular: [], vn: [], winners: [] };
  const answer = <T,>(key: keyof typeof calls, value: (input: BlockInput) => T) =>
    fromPromise(async ({ input }: { input: BlockInput }) => {
      calls[key].push(input);
      if (fail[key as keyof typeof fail]) throw networkDown;
      return value(input);
    });
  const actor = createActor(
    homeMachine.provide({
      actors: {
        fetchHotGames: answer("hot", (i) => [game(`hot-${i.language}`)]),
        fetchPopular: answer("popular", (i) => [{ code: "VN_HN", name: `popular-${i.language}`, group: "VN", icon: "" }]),
        fetchVnNumbers: answer("vn", (): OpenedNumber[] => [{ gameCode: "VN_HN", gameName: "Hà Nội", numero: "1", numbers: ["12"], openedAt: null }]),
        fetchWinners: answer("winners", () => [win("a", 10), win("b", 5000), win("c", 250.5), win("d", 5000)]),
      },
    }),
    { input: { language: "pt", prizeMode: "ELOTT" } },
  ).start();
  return { actor, calls, fail };
}

const settled = (actor: ReturnType<typeof start>["actor"]) =>
  waitFor(actor, (s) => (["hotGames", "popular", "vnNumbers", "winners"] as const).every((k) => !s.matches({ [k]: "loading" } as never)));

describe("home machine", () => {
  it("loads every block side by side with the language and prize mode", async () => {
    const { actor, calls } = start();
    await settled(actor);
    const snap = actor.getSnapshot();
    for (const key of ["hotGames", "popular", "vnNumbers", "winners"] as const) expect(selectBlock(snap, key).phase).toBe("loaded");
    expect(calls.popular).toEqual([{ language: "pt", prizeMode: "ELOTT" }]);
    expect(selectBlock(snap, "hotGames").items.map((g) => g.name)).toEqual(["hot-pt"]);
  });

  it("sorts the winners by win amount, biggest first (equal amounts keep the platform's order)", async () => {
    const { actor } = start();
    await settled(actor);
    expect(selectBlock(actor.getSnapshot(), "winners").items.map((w) => `${w.player}:${w.amount}`)).toEqual(["b:5000", "d:5000", "c:250.5", "a:10"]);
    expect(sortWins([])).toEqual([]);
  });

  it("keeps a failed block apart: the others load, the failed one retries on its own", async () => {
    const { actor, calls, fail } = start({ winners: true });
    await settled(actor);
    let view = selectBlock(actor.getSnapshot(), "winners");
    expect(view).toMatchObject({ phase: "failed", failure: { code: "network.abnormal" }, canRetry: true });
    expect(selectBlock(actor.getSnapshot(), "hotGames").phase).toBe("loaded");
    fail.winners = false;
    actor.send({ type: "winners.retry" });
    actor.send({ type: "hotGames.retry" });
    await settled(actor);
    view = selectBlock(actor.getSnapshot(), "winners");
    expect(view.phase).toBe("loaded");
    expect(calls.winners).toHaveLength(2);
    expect(calls.hot).toHaveLength(1);
  });

  it("reloads hot games, popular lottery and winners in a new language, not the opened numbers", async () => {
    const { actor, calls } = start();
    await settled(actor);
    actor.send({ type: "language.changed", language: "pt" });
    expect(calls.hot).toHaveLength(1);
    actor.send({ type: "language.changed", language: "en" });
    expect(selectBlock(actor.getSnapshot(), "hotGames")).toMatchObject({ phase: "loading", items: [{ name: "hot-pt" }] });
    await settled(actor);
    expect(selectBlock(actor.getSnapshot(), "hotGames").items.map((g) => g.name)).toEqual(["hot-en"]);
    expect(calls.hot.map((c) => c.language)).toEqual(["pt", "en"]);
    expect(calls.popular.map((c) => c.language)).toEqual(["pt", "en"]);
    expect(calls.winners).toHaveLength(2);
    expect(calls.vn).toHaveLength(1);
  });

  it("picks the ELOTT prize mode when the e-lottery lane holds the Vietnamese or LOTT lottery, else LOTT", () => {
    const card = (vassalage: string, gameType = "ELOTT") => ({ vassalage, displayName: vassalage, icon: "", isHot: false, gameType, isGame: "", gameCode: "", nodeId: 1 });
    const elott = (...vendors: ReturnType<typeof card>[]): GameCategory[] => [{ id: "ELOTT", route: "/elott", vendors }];
    expect(prizeModeOf(elott(card("TCG_SEA"), card("TCG_LOTTO_VN")))).toBe("ELOTT");
    expect(prizeModeOf(elott(card("LOTT", "LOTT")))).toBe("ELOTT");
    expect(prizeModeOf(elott(card("TCG_SEA")))).toBe("LOTT");
    expect(prizeModeOf([])).toBe("LOTT");
  });
});
