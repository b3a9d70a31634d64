/**
 * Model-based UI driver of the game-launch flow: each generated path through the real views (dialogs, login modal,
 * /game) against the sandbox. The launch request itself is sent to the app's gameLaunch actor exactly as
 * `useLaunchGame()` sends it (tiles and vendor cards belong to the catalogue, lobby and home views; the browser
 * spec clicks a real tile); sample games and cards are mapped to real sandbox games and vendor lanes. The platform's
 * answers are arranged in the sandbox (maintenance list, round-open scenario, failure injection, a closed session)
 * and released through a gate; only answers the sandbox's rules never give (a round open on a free-trial call, a
 * round without address, a 401 on the token-less trial call) are scripted.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import type { GameSummary, LaunchOutcome, LaunchTarget, VendorCard, Viewer } from "../../machines/game-launch/game-launch.types.ts";
import { toGameSummary } from "../../src/api/games-api.ts";
import { patchScenario } from "../../src/sandbox/scenarios.ts";
import { getGameCatalogue } from "../../src/sandbox/seed/games.ts";
import { gameLaunchOf, gameLaunchReady, renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { createPlatformGate } from "./platform-gate.ts";
import { logInInPopup } from "./sign-in.ts";
import type { FlowDriver } from "./types.ts";

const LAUNCH = "/wps/game/launchGame";
const TRIAL = "/wps/relay/GCS_gameTrialLaunch";
const LIST = "/wps/relay/GCSGAME_gameList";
const FROM = "/vip";

const entry = registry.find((e) => e.machine.id === "gameLaunch")!;
const { store } = nodeSandbox;

interface LaunchSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  /** Answers the sandbox's rules never give, by path, used once each (after the gate lets the request through). */
  scripted: Map<string, (() => Response)[]>;
  gate: ReturnType<typeof createPlatformGate>;
  user: ReturnType<typeof userEvent.setup>;
}

const pg = getGameCatalogue().gamesOf("PG");
const pgGame = (trial: boolean): GameSummary => {
  const index = pg.findIndex((g, i) => i > 1 && (g.supportPlay === 0) === trial);
  return toGameSummary({ ...pg[index]!, showIcon: "" }, "");
};

function realCard(session: LaunchSession, sample: VendorCard): VendorCard {
  const lanes = session.app.services.boot.getSnapshot().context.lanes;
  const cards = lanes.flatMap((lane) => lane.cards);
  const card = cards.find((c) => c.vassalage === sample.vassalage) ?? cards.find((c) => c.gameType === sample.gameType && c.isGame === sample.isGame);
  if (!card) throw new Error(`no sandbox vendor card like ${sample.vassalage}`);
  return card;
}

function realTarget(session: LaunchSession, target: LaunchTarget): LaunchTarget {
  if (target.kind === "vendor") return { kind: "vendor", card: realCard(session, target.card) };
  return { ...target, game: pgGame(target.game.trial) };
}

const snapshot = (session: LaunchSession) => gameLaunchOf(session.app.services).getSnapshot();
const trialCall = (session: LaunchSession) => snapshot(session).context.mode === "trial";
const launchPath = (session: LaunchSession) => (trialCall(session) ? TRIAL : LAUNCH);

/** The next answer to `path` is this one (for answers the sandbox never gives). */
function script(session: LaunchSession, path: string, answer: () => Response) {
  session.scripted.set(path, [...(session.scripted.get(path) ?? []), answer]);
}

const dialogNamed = (name: string | RegExp) => screen.queryByRole("dialog", { name });
function openDialog(name: string | RegExp): HTMLElement {
  const dialog = dialogNamed(name);
  if (!dialog) throw new Error(`expected the dialog ${String(name)}; open: ${screen.queryAllByRole("dialog").map((d) => d.getAttribute("aria-labelledby")).join(", ")}`);
  return dialog;
}

async function logIn(session: LaunchSession) {
  if (!dialogNamed("Log in")) session.app.services.auth.send({ type: "login.open" });
  await logInInPopup(session.user);
}

async function freePlay(session: LaunchSession) {
  if (!dialogNamed("Log in")) session.app.services.auth.send({ type: "login.open" });
  const dialog = await screen.findByRole("dialog", { name: "Log in" }, { timeout: 10_000 });
  await session.user.click(within(dialog).getByRole("button", { name: "Free trial" }));
}

async function changeViewer(session: LaunchSession, viewer: Viewer) {
  const current = snapshot(session).context.viewer;
  if (current === viewer) return;
  if (viewer === "guest") {
    await session.user.click(within(screen.getByTestId("member-bar")).getByRole("button", { name: "Sign out" }));
    await session.user.click(within(await screen.findByRole("alertdialog", { name: "Sign out" })).getByRole("button", { name: "Confirm" }));
  } else {
    if (current !== "guest") throw new Error(`cannot switch a ${current} to ${viewer} without logging out`);
    await (viewer === "trial" ? freePlay(session) : logIn(session));
  }
  await waitFor(() => expect(snapshot(session).context.viewer).toBe(viewer), { timeout: 10_000 });
}

async function answerLaunch(session: LaunchSession, event: EventObject & Record<string, unknown>, outcome: "done" | "error") {
  const path = launchPath(session);
  const game = snapshot(session).context.game!;
  const real = !trialCall(session) && snapshot(session).context.viewer === "member";
  if (outcome === "done") {
    const output = event.output as LaunchOutcome;
    if (output.kind === "opened") patchScenario(store, { launch: { maintenance: [], roundOpen: false } });
    else if (output.kind === "maintenance") patchScenario(store, { launch: { maintenance: [game.nodeId], roundOpen: false } });
    else if (output.url && real) patchScenario(store, { launch: { maintenance: [], roundOpen: true } });
    else {
      const url = output.url ? new URL("/__sandbox/demo-game?game=Open+round&vendor=EG4&mode=real&balance=10.00", "http://sandbox.test").toString() : null;
      script(session, path, () => HttpResponse.json({ success: false, errorCode: "GAME_ROUND_OPEN", message: "game.round.open", value: { gameName: output.gameName, ...(url ? { game_url: url } : {}) } }));
    }
  } else if ((event.error as { code?: string }).code === "session.ended") {
    if (trialCall(session)) script(session, path, () => HttpResponse.json({ success: false, message: "login.not.session" }, { status: 401 }));
    else for (const token of [...store.state.sessions.keys()]) store.closeSession(token);
  } else {
    patchScenario(store, { failure: { mode: "network", path, remaining: 1 } });
  }
  await session.gate.release(path);
}

export const gameLaunchDriver: FlowDriver<LaunchSession> = {
  machineId: "gameLaunch",

  async start(input) {
    localStorage.setItem("lang", "en");
    const viewer = (input.input as { viewer: Viewer }).viewer;
    if (viewer !== "guest") {
      const demo = store.findMember("demo")!;
      const { id: _id, ...rest } = demo;
      const member = viewer === "trial" ? store.addMember({ ...rest, account: "trial900", type: 4 }) : demo;
      sessionStorage.setItem("token", store.openSession(member.id));
    }
    const scripted = new Map<string, (() => Response)[]>();
    // msw tries the handlers added last first: gate → scripted answer → the sandbox.
    nodeSandbox.server.use(http.all("*", ({ request }) => scripted.get(new URL(request.url).pathname)?.shift()?.()));
    const gate = createPlatformGate([LAUNCH, TRIAL, LIST]);
    const app = await renderApp(FROM);
    await screen.findByRole("navigation", { name: "Main" }, { timeout: 10_000 });
    await gameLaunchReady(app.services);
    await waitFor(() => expect(gameLaunchOf(app.services).getSnapshot().context.viewer).toBe(viewer), { timeout: 10_000 });
    return { app, scripted, gate, user: userEvent.setup() };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (settled) {
      const [, outcome, actor] = settled;
      if (actor === "launchGame") return answerLaunch(session, event, outcome as "done" | "error");
      if (outcome === "error") patchScenario(store, { failure: { mode: "network", path: LIST, remaining: 1 } });
      return session.gate.release(LIST);
    }
    const { user } = session;
    switch (event.type) {
      case "launch.requested":
        session.app.services.app.send({ type: "launch.requested", target: realTarget(session, event.target as LaunchTarget), from: FROM });
        return;
      case "session.changed":
        return changeViewer(session, event.viewer as Viewer);
      case "login.closed":
        return user.click(within(openDialog("Log in")).getByRole("button", { name: "Close" }));
      case "list.pageRequested": {
        const list = await screen.findByTestId("vendor-game-list");
        return user.click(within(list).getByRole("button", { name: `Page ${String(event.pageNo)}` }));
      }
      case "list.retry":
        return user.click(within(await screen.findByTestId("vendor-game-list")).getByRole("button", { name: "Try again" }));
      case "launch.retry":
        return user.click(within(openDialog("The game could not start")).getByRole("button", { name: "Try again" }));
      case "round.continue": {
        const button = within(openDialog("A round is still open")).queryByRole("button", { name: "Continue that game" });
        if (button) await user.click(button);
        return;
      }
      case "dialog.closed": {
        const warning = screen.queryByRole("alertdialog", { name: "Real account needed" });
        if (warning) return user.click(within(warning).getByRole("button", { name: "Confirm" }));
        const dialog = screen.getAllByRole("dialog").at(-1)!;
        return user.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
      }
      case "game.left":
        return user.click(await screen.findByRole("link", { name: "Back" }));
      default:
        throw new Error(`gameLaunchDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = typeof value === "string" ? value : JSON.stringify(value);
    await waitFor(
      () => {
        const name = snapshot(session).context.game?.name ?? "";
        switch (state) {
          case "idle":
            for (const title of ["Game under maintenance", "A round is still open", "The game could not start"]) expect(dialogNamed(title)).toBeNull();
            expect(screen.queryByTestId("vendor-game-list")).toBeNull();
            expect(screen.queryByTestId("game-launching")).toBeNull();
            expect(screen.queryByTitle(/^Game: /)).toBeNull();
            return;
          case "awaitingLogin":
            expect(openDialog("Log in")).toBeInTheDocument();
            return;
          case "launching":
            expect(screen.getByTestId("game-launching")).toHaveTextContent(`Starting ${name}`);
            return;
          case "needRealAccount":
            expect(screen.getByRole("alertdialog", { name: "Real account needed" })).toHaveTextContent("Register a real account first.");
            return;
          case "playing":
            expect(session.app.router.state.location.pathname).toBe("/game");
            expect(screen.getByTitle(/^Game: /)).toHaveAttribute("sandbox");
            return;
          case "maintenance":
            expect(openDialog("Game under maintenance")).toHaveTextContent(`${name} is under maintenance`);
            return;
          case "roundOpen": {
            const dialog = openDialog("A round is still open");
            const canContinue = !!snapshot(session).context.openRound?.url;
            expect(within(dialog).queryByRole("button", { name: "Continue that game" }) !== null).toBe(canContinue);
            return;
          }
          case "failed":
            expect(within(openDialog("The game could not start")).getByRole("alert")).toHaveTextContent(/./);
            return;
          default: {
            const list = screen.getByTestId("vendor-game-list");
            if (state.includes("loading")) expect(within(list).queryAllByTestId("game-tile")).toHaveLength(0);
            else if (state.includes("ready")) expect(within(list).getAllByTestId("game-tile").length).toBeGreaterThan(0);
            else if (state.includes("failed")) expect(within(list).getByRole("button", { name: "Try again" })).toBeInTheDocument();
            else throw new Error(`no screen check for ${state}`);
          }
        }
      },
      { timeout: 10_000 },
    );
  },

  machineState(session) {
    return entry.serialize(snapshot(session) as never);
  },

  async stop(session) {
    const { services } = session.app;
    services.app.stop();
    session.app.unmount();
  },
};
