// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { missionsMachine } from "../../machines/missions/missions.machine.ts";
import { missionBoard } from "../../machines/missions/missions.samples.ts";
import { isOpen, type MissionBoard, type MissionClaimed } from "../../machines/missions/missions.types.ts";

const claimedBoard: MissionBoard = { ...missionBoard, missions: missionBoard.missions.map((m) => (m.status === "completed" ? { ...m, status: "claimed" as const } : m)), openCount: 1 };

function start(options: { boards?: MissionBoard[]; claim?: () => Promise<MissionClaimed>; failFirstLoad?: boolean } = {}) {
  const boards = options.boards ?? [missionBoard, claimedBoard];
  let loads = 0;
  const fetchBoard = vi.fn(async () => {
    loads += 1;
    if (options.failFirstLoad && loads === 1) throw new Error("offline");
    return boards[Math.min(loads - (options.failFirstLoad ? 2 : 1), boards.length - 1)]!;
  });
  const claim = vi.fn(options.claim ?? (async () => ({ claimId: "MS1-1", amount: 800 })));
  const announceClaimed = vi.fn();
  const machine = missionsMachine.provide({ actors: { fetchBoard: fromPromise(fetchBoard), claim: fromPromise(claim) }, actions: { announceClaimed } });
  return { actor: createActor(machine).start(), fetchBoard, claim, announceClaimed };
}

describe("mission activity", () => {
  it("[MIS-05 MIS-06] shows the missions and the leaderboard once both are read; a failed load offers Try again", async () => {
    const { actor, fetchBoard } = start({ failFirstLoad: true });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.failure).not.toBeNull();
    actor.send({ type: "missions.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(fetchBoard).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.board?.leaderboard.own?.rank).toBe(2);
    expect(actor.getSnapshot().context.board?.missions.filter(isOpen)).toHaveLength(2);
  });

  it("[MIS-07 MIS-08] Claim on a completed mission sends one request, announces the credit and reads the missions again", async () => {
    const { actor, claim, announceClaimed, fetchBoard } = start();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "mission.claim", claimId: "MS1-1" });
    expect(actor.getSnapshot().matches("claiming")).toBe(true);
    actor.send({ type: "mission.claim", claimId: "MS1-1" });
    await waitFor(actor, (s) => s.matches("ready") && fetchBoard.mock.calls.length === 2);
    expect(claim).toHaveBeenCalledTimes(1);
    expect(claim).toHaveBeenCalledWith(expect.objectContaining({ input: { claimId: "MS1-1" } }));
    expect(announceClaimed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.claimed).toEqual({ claimId: "MS1-1", amount: 800 });
    expect(actor.getSnapshot().context.board?.missions[0]?.status).toBe("claimed");
    // A claimed mission cannot be claimed again; neither can one still in progress.
    expect(actor.getSnapshot().can({ type: "mission.claim", claimId: "MS1-1" })).toBe(false);
    expect(actor.getSnapshot().can({ type: "mission.claim", claimId: "MS-2" })).toBe(false);
  });

  it("[MIS-07] a failed claim keeps the list and says why; Try again claims the same reward", async () => {
    let attempts = 0;
    const { actor, claim, announceClaimed } = start({
      claim: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("offline");
        return { claimId: "MS1-1", amount: 800 };
      },
    });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "mission.claim", claimId: "MS1-1" });
    await waitFor(actor, (s) => s.matches("claimFailed"));
    expect(actor.getSnapshot().context.claimFailure).not.toBeNull();
    expect(actor.getSnapshot().context.claimingId).toBe("MS1-1");
    expect(actor.getSnapshot().context.board).toEqual(missionBoard);
    expect(announceClaimed).not.toHaveBeenCalled();
    actor.send({ type: "mission.claimRetry" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.claimed !== null);
    expect(claim).toHaveBeenCalledTimes(2);
    expect(claim).toHaveBeenNthCalledWith(2, expect.objectContaining({ input: { claimId: "MS1-1" } }));
    expect(announceClaimed).toHaveBeenCalledTimes(1);
  });

  it("[MIS-05] Refresh reads again and drops the claim message; from a failed claim it drops the failure", async () => {
    const { actor, fetchBoard } = start({ claim: () => Promise.reject(new Error("offline")) });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "mission.claim", claimId: "MS1-1" });
    await waitFor(actor, (s) => s.matches("claimFailed"));
    actor.send({ type: "missions.refresh" });
    expect(actor.getSnapshot().context.claimFailure).toBeNull();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "missions.refresh" });
    await waitFor(actor, (s) => s.matches("ready") && fetchBoard.mock.calls.length === 3);
  });
});
