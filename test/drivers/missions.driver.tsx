/**
 * Model-based UI driver of mission activity (`/member/missions`, for `demo`): each generated path through the
 * missions and the week's leaderboard — Claim on a completed mission, its refusal next to the mission with Try again,
 * Refresh, and Try again after a failed load.
 *
 * The board's two reads (the missions and the leaderboard, held only while the page loads: the header's badge reads
 * the missions too and goes on to the sandbox) and the claim wait until the path says what the platform answers: the
 * sample's board in the platform's wire form, the sample's credit, or a network failure. Claim on a mission that is
 * not completed has no button (only a completed mission offers Claim): that press is sent to the page's actor, as the
 * machine's guard against a stale press.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorLogic, AnyActorRef, EventObject } from "xstate";
import type { MissionBoard } from "../../machines/missions/missions.types.ts";
import { rewardEndpoints } from "../../src/api/reward-endpoints.ts";
import type { RewardMachines } from "../../src/app/services.tsx";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { following } from "./follow.ts";
import { followedState, stopFollowed } from "./followed-page.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { MISSIONS_LABEL as L, wireBoard, wireClaimed } from "./missions-labels.ts";
import type { FlowDriver } from "./types.ts";

const { store } = nodeSandbox;
const SUMMARY: string = rewardEndpoints.missionSummary.path;
const LEADERBOARD: string = rewardEndpoints.missionLeaderboard.path;
const CLAIM: string = rewardEndpoints.rewardClaim.path;

interface MissionsSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  actors: AnyActorRef[];
}

type MissionsSnapshot = {
  matches(state: string): boolean;
  context: { board: MissionBoard | null; claimingId: string | null; claimed: { amount: number } | null; claimFailure: unknown };
};
const snapshotOf = (session: MissionsSession) => session.actors.at(-1)!.getSnapshot() as MissionsSnapshot;

const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const down = () => HttpResponse.error();

/** The page's mission card of a mission (by its name). */
const missionCards = () => within(screen.getByTestId("missions")).getAllByRole("listitem");

export const missionsDriver: FlowDriver<MissionsSession> = {
  machineId: "missions",
  pathTimeoutMs: 45_000,

  async start() {
    localStorage.setItem("lang", "en");
    sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
    const actors: AnyActorRef[] = [];
    const loading = () => actors.at(-1)?.getSnapshot().value === "loading";
    const calls = holdCalls((path) => path === CLAIM || ((path === SUMMARY || path === LEADERBOARD) && loading()));
    const app = await renderApp("/member/missions", {}, (services) => {
      const load = services.loadRewardMachines;
      services.loadRewardMachines = () => load().then((machines: RewardMachines) => ({ ...machines, missions: following(machines.missions as AnyActorLogic, actors) as RewardMachines["missions"] }));
    });
    await waitFor(() => expect(actors).toHaveLength(1), { timeout: 20_000 });
    return { app, user: userEvent.setup(), calls, actors };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    const snapshot = snapshotOf(session);
    switch (event.type) {
      case "xstate.done.actor.fetchBoard": {
        const wire = wireBoard(event.output as MissionBoard);
        await calls.answer(SUMMARY, ok(wire.summary), "all");
        return calls.answer(LEADERBOARD, ok(wire.leaderboard), "all");
      }
      case "xstate.error.actor.fetchBoard":
        // The missions read fails (the leaderboard read beside it is dropped with it).
        return calls.answer(SUMMARY, down, "all");
      case "xstate.done.actor.claim": {
        const credit = event.output as { claimId: string; amount: number };
        return calls.answer(CLAIM, ok(wireClaimed(credit)));
      }
      case "xstate.error.actor.claim":
        return calls.answer(CLAIM, down);
      case "missions.retry":
        return user.click(within(screen.getByRole("alert")).getByRole("button", { name: L.tryAgain }));
      case "missions.refresh":
        // The page's own Refresh (the header's balance has one too).
        return user.click(screen.getAllByRole("button", { name: L.refresh }).filter((b) => !b.closest("header"))[0]!);
      case "mission.claim": {
        const mission = snapshot.context.board?.missions.find((m) => m.claimId === event.claimId && m.status === "completed");
        // Only a completed mission offers Claim: no player can press it on another.
        if (!mission) return void session.actors.at(-1)!.send(event);
        const card = missionCards().find((li) => within(li).queryByRole("button", { name: /^(Claim|Try again)$/ }));
        return user.click(within(card!).getByRole("button", { name: /^(Claim|Try again)$/ }));
      }
      case "mission.claimRetry":
        return user.click(within(screen.getByTestId("missions")).getByRole("button", { name: L.tryAgain }));
      default:
        throw new Error(`missionsDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = snapshotOf(session);
        const { board, claimed } = snapshot.context;
        if (snapshot.matches("failed")) {
          expect(screen.getByRole("alert")).toHaveTextContent(L.loadFailed);
          expect(within(screen.getByRole("alert")).getByRole("button", { name: L.tryAgain })).toBeInTheDocument();
          return;
        }
        if (board === null) {
          expect(screen.getByText(L.loading)).toBeInTheDocument();
          return;
        }
        // One card per mission; a completed one offers Claim (Claiming… while it is sent, Try again after a failure).
        const cards = missionCards();
        expect(cards).toHaveLength(board.missions.length);
        const claimButtons = within(screen.getByTestId("missions")).queryAllByRole("button");
        expect(claimButtons).toHaveLength(board.missions.filter((m) => m.status === "completed").length);
        const label = snapshot.matches("claiming") ? L.claiming : snapshot.matches("claimFailed") ? L.tryAgain : L.claim;
        for (const button of claimButtons) {
          expect(button).toHaveTextContent(label);
          expect(button.getAttribute("aria-disabled") === "true").toBe(snapshot.matches("claiming") || snapshot.matches("loading"));
        }
        const refusal = within(screen.getByTestId("missions")).queryByRole("alert");
        if (snapshot.matches("claimFailed")) expect(refusal).toHaveTextContent(L.claimFailed);
        else expect(refusal).toBeNull();
        if (claimed) expect(screen.getByText(/was added to your balance\.$/)).toBeInTheDocument();
        // The leaderboard and the member's own rank.
        const { leaderboard } = board;
        if (leaderboard.list.length > 0) expect(within(screen.getByTestId("leaderboard")).getAllByRole("row")).toHaveLength(leaderboard.list.length + 1);
        else expect(screen.getByText(L.noLeaders)).toBeInTheDocument();
        if (leaderboard.own) expect(screen.getByTestId("own-rank")).toHaveTextContent(L.ownRank(leaderboard.own.rank));
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("missions"),
  stop: stopFollowed,
};
