/**
 * Model-based UI driver of a lottery screen (/lottery, /vnlottery): each generated path through the real page
 * against the sandbox. The game menu (`/lgw/games/game_menus`, `/lgw/vn/games/game_menu`, bare JSON) is held until
 * the path says what the platform answers: the sample's groups in the platform's wire form, an empty menu, or a
 * network failure. The lottery lobby's launch (`launchGame` with the lottery parameters) is held too: its address is
 * the sandbox's own answer (its rules check the lottery parameters), a refusal is the platform's message.
 *
 * A game is chosen by its link in the menu; a game code the menu does not list comes from the address
 * (`?gameCode=`, a shared link or a typed address). A guest who chooses a game gets the login popup (and, once it is
 * closed, the page's Log in). A member becomes a guest on the page when the platform ends the session (the member
 * bar's Sign out leads to the home page, LOGOUT-01). Events no control can make right now (a guest logging out, a
 * member logging in, the menu asked for while it is shown) are sent to the page's actor, as the machine's guards
 * against a stale event.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import type { LotteryGroup } from "../../machines/lobby/lobby.types.ts";
import type { LotteryInput } from "../../machines/lottery/lottery.machine.ts";
import { selectLottery, type LotterySnapshot } from "../../machines/lottery/lottery.selectors.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { LOTTERY_ROUTES } from "../../src/api/lobby-actors.ts";
import { errorMessages } from "../../src/i18n/messages.ts";
import { i18n } from "../../src/i18n/i18n.ts";
import { nodeSandbox } from "../sandbox-server.ts";
import { followedState, openFollowed, stopFollowed, type FollowedPage } from "./followed-page.ts";
import { holdCalls } from "./held-calls.ts";
import { logInInPopup } from "./sign-in.ts";
import type { FlowDriver } from "./types.ts";

const MENU: string = endpoints.lotteryMenus.path;
const VN_MENU: string = endpoints.vnLotteryMenu.path;
const LAUNCH: string = endpoints.launchGame.path;

interface LotterySession extends FollowedPage {
  user: UserEvent;
  input: LotteryInput;
}

const snapshotOf = (session: LotterySession) => session.actors.at(-1)!.getSnapshot() as LotterySnapshot;
const menuPath = (session: LotterySession) => (session.input.kind === "vn" ? VN_MENU : MENU);
const route = (session: LotterySession) => LOTTERY_ROUTES[session.input.kind];

/** The menu as the lottery gateway answers it: an object whose values are the groups. */
const wireMenu = (groups: readonly LotteryGroup[]) =>
  Object.fromEntries(
    groups.map((g) => [
      g.code,
      { gameGroupCode: g.code, labelName: g.label, gameMenus: g.games.map((game) => ({ gameCode: game.gameCode, gameName: game.name, drawInterval: game.drawInterval, playTypes: game.playTypes })) },
    ]),
  );

const loginDialog = () => screen.queryByRole("dialog", { name: "Log in" });

/** Closes the login popup when it is open (a player must, to reach the page behind it). */
async function closeLogin(session: LotterySession) {
  const dialog = loginDialog();
  if (!dialog) return;
  await session.user.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
  await waitFor(() => expect(loginDialog()).toBeNull());
}

async function logIn(session: LotterySession) {
  const { user } = session;
  if (!loginDialog()) {
    const pageLogin = screen.queryByTestId("lottery-login");
    if (pageLogin) await user.click(within(pageLogin).getByRole("button", { name: "Log in" }));
    else session.app.services.auth.send({ type: "login.open" });
  }
  await logInInPopup(user);
  await waitFor(() => expect(snapshotOf(session).context.signedIn).toBe(true), { timeout: 10_000 });
}

/**
 * The platform ends the member's session; the page learns it at the next call (the player refreshes the balance: a
 * 401 ends the session and the login popup says so). The popup stays open for the player's next step.
 */
async function sessionEnds(session: LotterySession) {
  nodeSandbox.store.closeSession(sessionStorage.getItem("token") ?? "");
  await session.user.click(within(await screen.findByTestId("member-bar", {}, { timeout: 10_000 })).getByRole("button", { name: "Refresh" }));
  await waitFor(() => expect(snapshotOf(session).context.signedIn).toBe(false), { timeout: 10_000 });
  await screen.findByRole("dialog", { name: "Log in" }, { timeout: 10_000 });
}

export const lotteryDriver: FlowDriver<LotterySession> = {
  machineId: "lottery",
  pathTimeoutMs: 45_000,

  async start(sample) {
    const input = sample.input as LotteryInput;
    const actors: AnyActorRef[] = [];
    const session = { input, actors } as LotterySession;
    session.calls = holdCalls((path) => actors.length > 0 && (path === MENU || path === VN_MENU || path === LAUNCH));
    const search = new URLSearchParams();
    if (input.gameCode) search.set("gameCode", input.gameCode);
    if (input.playType) search.set("playType", input.playType);
    const query = search.toString();
    const url = `${LOTTERY_ROUTES[input.kind]}${query ? `?${query}` : ""}`;
    ({ app: session.app } = await openFollowed({ url, member: input.signedIn ? "demo" : null, loader: "loadLobbyMachines", machine: "lottery", calls: session.calls, actors }));
    session.user = userEvent.setup();
    return session;
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user } = session;
    const { context } = snapshotOf(session);
    switch (event.type) {
      case "xstate.done.actor.loadMenu":
        return session.calls.answer(menuPath(session), () => HttpResponse.json(wireMenu(event.output as LotteryGroup[])), "newest");
      case "xstate.error.actor.loadMenu":
        return session.calls.answer(menuPath(session), () => HttpResponse.error(), "newest");
      case "xstate.done.actor.launchLottery":
        // The sandbox's own lottery lobby address (its rules check the lottery parameters the page sends).
        return session.calls.answer(LAUNCH, null, "newest");
      case "xstate.error.actor.launchLottery": {
        const message = (event.error as { serverMessage?: string }).serverMessage ?? "Game under maintenance";
        return session.calls.answer(LAUNCH, () => HttpResponse.json({ success: false, message }), "newest");
      }
      case "game.selected": {
        const code = event.gameCode as string | null;
        if (code === null) {
          // The menu is already the page (no game in the address): nothing to go back from.
          if (!new URLSearchParams(session.app.router.state.location.searchStr).has("gameCode")) return void session.actors.at(-1)!.send(event);
          // The address without a game (the lottery lobby's close request, the Lottery tab).
          await session.app.router.navigate({ to: route(session) });
          return;
        }
        await closeLogin(session);
        const link = within(screen.getByTestId("lottery-menu")).queryAllByRole("link").find((a) => a.dataset.game === code);
        if (link) return user.click(link);
        // The menu lists no such game: the address asks for it (a shared link, a typed address).
        await session.app.router.navigate({ to: route(session), search: { gameCode: code, ...(event.playType ? { playType: String(event.playType) } : {}) } });
        return;
      }
      case "lottery.retry": {
        const failure = screen.queryByTestId("lobby-error") ?? screen.queryByTestId("lottery-launch-error");
        if (failure) return user.click(within(failure).getByRole("button", { name: "Try again" }));
        // Waiting for a login: the popup is closed first, then the page's Log in opens it again.
        await closeLogin(session);
        return user.click(within(screen.getByTestId("lottery-login")).getByRole("button", { name: "Log in" }));
      }
      case "session.changed":
        // Nobody to log out, or already logged in: no control makes this (the machine keeps its state).
        if (event.signedIn === context.signedIn) return void session.actors.at(-1)!.send(event);
        return event.signedIn ? logIn(session) : sessionEnds(session);
      default:
        throw new Error(`lotteryDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = snapshotOf(session);
        const view = selectLottery(snapshot);
        switch (view.status) {
          case "loading":
            expect(within(document.getElementById("lobby-title")!.closest("section")!).getByRole("status")).toHaveTextContent("Loading…");
            expect(screen.queryByTestId("lottery-menu")).toBeNull();
            return;
          case "failed": {
            const alert = screen.getByTestId("lobby-error");
            expect(alert).toHaveTextContent(i18n._(errorMessages[view.failure!.code]));
            expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
            return;
          }
          case "empty":
            expect(screen.getByTestId("lobby-empty")).toHaveTextContent("There are no lottery games here right now.");
            expect(screen.queryByTestId("lottery-menu")).toBeNull();
            return;
          default:
        }
        // The menu: every group with its games, the chosen one marked.
        const menu = screen.getByTestId("lottery-menu");
        for (const group of view.groups) expect(within(menu).getByRole("heading", { name: group.label })).toBeInTheDocument();
        const links = within(menu).getAllByRole("link");
        expect(links.map((a) => a.dataset.game)).toEqual(view.groups.flatMap((g) => g.games.map((game) => game.gameCode)));
        expect(links.filter((a) => a.getAttribute("aria-current") === "page").map((a) => a.dataset.game)).toEqual(view.game ? [view.game.gameCode] : []);
        const game = screen.getByTestId("lottery-game");
        expect(within(game).getByRole("heading", { level: 2 })).toHaveTextContent(view.game ? view.game.name : "Choose a lottery game");
        switch (view.status) {
          case "browsing":
            expect(game).toHaveTextContent("Pick a game from the list to open its betting lobby.");
            expect(within(game).queryByTitle(/lottery lobby$/)).toBeNull();
            return;
          case "awaitingLogin":
            expect(within(within(game).getByTestId("lottery-login")).getByRole("button", { name: "Log in" })).toBeInTheDocument();
            return;
          case "launching":
            expect(within(game).getByRole("status")).toHaveTextContent("Opening the lottery…");
            return;
          case "launchFailed": {
            const alert = within(game).getByTestId("lottery-launch-error");
            expect(alert).toHaveTextContent(view.failure?.serverMessage ?? i18n._(errorMessages[view.failure!.code]));
            expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
            return;
          }
          case "playing":
            expect(within(game).getByTitle(`${view.game!.name} lottery lobby`)).toHaveAttribute("src", view.url!);
            return;
          default:
            throw new Error(`no screen check for ${view.status}`);
        }
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("lottery"),
  stop: stopFollowed,
};
