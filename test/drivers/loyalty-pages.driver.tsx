/**
 * Model-based UI drivers of two loyalty pages that load and show: the VIP page (/vip: the levels and, for a member,
 * the progress to the next level) and the points mall (/pointMall: the rewards, the rules and, for a member, the
 * points and the history). Each page reads several platform calls at once; while the page's machine loads they are
 * held, then the sandbox answers them all (its seeded levels, rewards and `demo`'s points) or they all fail.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorLogic, AnyActorRef, EventObject } from "xstate";
import type { VipOverview } from "../../machines/vip-rank/vip.types.ts";
import type { PointsMall } from "../../machines/points-mall/points.types.ts";
import { pointsEndpoints } from "../../src/api/points-endpoints.ts";
import type { PointsMachines } from "../../src/app/services.tsx";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { following } from "./follow.ts";
import { followedState, stopFollowed } from "./followed-page.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import type { FlowDriver } from "./types.ts";

const { store } = nodeSandbox;
const LOAD = "load";

interface PageSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  actors: AnyActorRef[];
}

const actorOf = (session: PageSession) => session.actors.at(-1)!;

/**
 * Opens `url` (for `demo` when `member`), following the page's machine; the page's calls (`paths`) are held while
 * that machine loads, under one key, so one answer reaches them all.
 */
async function openPage(url: string, machine: "vipRank" | "pointsMall", paths: readonly string[], member: boolean): Promise<PageSession> {
  localStorage.setItem("lang", "en");
  if (member) sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
  const actors: AnyActorRef[] = [];
  const loading = () => actors.at(-1)?.getSnapshot().value === "loading";
  const calls = holdCalls(
    (path) => paths.includes(path) && loading(),
    () => LOAD,
  );
  const app = await renderApp(url, {}, (services) => {
    const load = services.loadPointsMachines;
    services.loadPointsMachines = () => load().then((machines: PointsMachines) => ({ ...machines, [machine]: following(machines[machine] as AnyActorLogic, actors) }));
  });
  await waitFor(() => expect(actors).toHaveLength(1), { timeout: 20_000 });
  return { app, user: userEvent.setup(), calls, actors };
}

/** The platform answers the page's reads (the sandbox), or they fail (no connection). */
const answerLoad = (session: PageSession, ok: boolean) => session.calls.answer(LOAD, ok ? null : () => HttpResponse.error(), "all");

/** A failed load: the reason and Try again; loading with nothing yet: the loader; otherwise `shown` checks the content. */
function expectLoadStates(state: string, nothingYet: boolean, failedText: string): boolean {
  if (state === "failed") {
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(failedText);
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    return true;
  }
  if (state === "loading" && nothingYet) {
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    return true;
  }
  return false;
}


const VIP_CALLS: readonly string[] = [pointsEndpoints.vipLevels.path, pointsEndpoints.rankProgress.path];

/** /vip: the levels table, the member's level and progress. */
export const vipRankDriver: FlowDriver<PageSession> = {
  machineId: "vipRank",
  pathTimeoutMs: 45_000,
  start: (sample) => openPage("/vip", "vipRank", VIP_CALLS, (sample.input as { member: boolean }).member),

  async perform(session, event: EventObject & Record<string, unknown>) {
    switch (event.type) {
      case "xstate.done.actor.fetchOverview":
        return answerLoad(session, true);
      case "xstate.error.actor.fetchOverview":
        return answerLoad(session, false);
      case "vip.retry":
        return session.user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
      default:
        throw new Error(`vipRankDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = String(value);
    await waitFor(
      () => {
        const { overview } = actorOf(session).getSnapshot().context as { overview: VipOverview | null };
        if (expectLoadStates(state, overview === null, "The VIP levels could not be loaded.")) return;
        // One row per level, the member's level named and marked.
        const table = screen.getByRole("table");
        expect(within(table).getAllByRole("row")).toHaveLength(overview!.levels.length + 1);
        if (overview!.progress) {
          expect(screen.getByTestId("vip-rank")).toHaveTextContent(overview!.progress.rankName);
          expect(within(table).getByText(new RegExp(`\\(your level\\)`))).toBeInTheDocument();
        }
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("vipRank"),
  stop: stopFollowed,
};

const MALL_CALLS: readonly string[] = [
  pointsEndpoints.pointRewards.path,
  pointsEndpoints.pointConfig.path,
  pointsEndpoints.pointBalance.path,
  pointsEndpoints.pointRedeemHistory.path,
  pointsEndpoints.memberTransactions.path,
];

/** /pointMall: the member's points, the rewards with Redeem, the history. */
export const pointsMallDriver: FlowDriver<PageSession> = {
  machineId: "pointsMall",
  pathTimeoutMs: 45_000,
  start: (sample) => openPage("/pointMall", "pointsMall", MALL_CALLS, (sample.input as { member: boolean }).member),

  async perform(session, event: EventObject & Record<string, unknown>) {
    switch (event.type) {
      case "xstate.done.actor.fetchMall":
        return answerLoad(session, true);
      case "xstate.error.actor.fetchMall":
        return answerLoad(session, false);
      case "mall.retry":
        return session.user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
      case "mall.refresh":
        // The page reads the mall again when a redemption or a conversion dialog finishes (their own drivers walk
        // those dialogs: points-redeem, points-convert); here the finished order's signal is sent as the page does.
        return void actorOf(session).send(event as never);
      default:
        throw new Error(`pointsMallDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = String(value);
    await waitFor(
      () => {
        const { mall } = actorOf(session).getSnapshot().context as { mall: PointsMall | null };
        if (expectLoadStates(state, mall === null, "The points mall could not be loaded.")) return;
        // While it reads again, the mall last answered stays on screen.
        if (mall!.member) expect(screen.getByTestId("point-balance")).toHaveTextContent(new Intl.NumberFormat("en").format(mall!.member.balance));
        expect(screen.getAllByRole("button", { name: /^Redeem / })).toHaveLength(mall!.rewards.length);
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("pointsMall"),
  stop: stopFollowed,
};
