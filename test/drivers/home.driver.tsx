/**
 * Model-based UI driver of the home page's game blocks (`/`, a visitor in Portuguese): hot games, popular lottery,
 * the Vietnamese results and the winners, each loading on its own, failing with its reason and Try again in its own
 * section while the others stay, and reloading (all but the results) when the header's switcher changes the language.
 *
 * Each block's read waits until the path says what the platform answers: the sample's list in the platform's wire
 * form, or a network failure. The language already shown is no change the switcher offers: that event is sent to the
 * blocks' actor, as the machine's guard against it.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorLogic, AnyActorRef, EventObject } from "xstate";
import type { GameSummary } from "../../machines/games/games.types.ts";
import type { HomeBlock, HomeContext } from "../../machines/home/home.machine.ts";
import type { LotteryGame, OpenedNumber, Win } from "../../machines/home/home.types.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { renderApp } from "../render-app.tsx";
import { translated } from "./catalogue.ts";
import { following } from "./follow.ts";
import { followedState, stopFollowed, type FollowedPage } from "./followed-page.ts";
import { holdCalls } from "./held-calls.ts";
import { wireGame } from "./wire.ts";
import type { FlowDriver } from "./types.ts";

const LANGUAGE_NAME: Record<string, string> = { en: "English", pt: "Português" };

const PATH: Record<HomeBlock, string> = {
  hotGames: endpoints.hotGames.path,
  popular: endpoints.lotteryPopular.path,
  vnNumbers: endpoints.vnOpenedNumbers.path,
  winners: endpoints.winnerBoard.path,
};
const ACTOR_BLOCK: Record<string, HomeBlock> = { fetchHotGames: "hotGames", fetchPopular: "popular", fetchVnNumbers: "vnNumbers", fetchWinners: "winners" };
/** Each block's section on the page. */
const SECTION: Record<HomeBlock, string> = { hotGames: "home-hot-games", popular: "home-popular-lottery", vnNumbers: "home-vn-numbers", winners: "home-winners" };
/** What a block says (for screen readers) while its first list loads. */
const LOADING: Record<Exclude<HomeBlock, "hotGames">, string> = { popular: "Loading lottery games…", vnNumbers: "Loading results…", winners: "Loading winners…" };

interface HomeSession extends FollowedPage {
  user: UserEvent;
}

type HomeSnapshot = { value: Record<HomeBlock, string>; context: HomeContext };
const snapshotOf = (session: HomeSession) => session.actors.at(-1)!.getSnapshot() as HomeSnapshot;

const say = (language: string, english: string): string => (language === "en" ? english : translated(language, english));

/** The home lists send no icon as null. */
const wireHomeGame = (g: GameSummary) => ({ ...wireGame(g), showIcon: g.icon || null });

/** The sample's list as the platform writes it: the gateway's bare objects keyed by id, the relay's envelope. */
function wireAnswer(block: HomeBlock, output: unknown): () => Response {
  switch (block) {
    case "hotGames":
      return () => HttpResponse.json({ success: true, value: { list: (output as GameSummary[]).map(wireHomeGame) } });
    case "popular":
      return () => HttpResponse.json(Object.fromEntries((output as LotteryGame[]).map((g) => [g.code, { gameCode: g.code, gameName: g.name, gameGroupCode: g.group, prizeMode: "ELOTT", icon: g.icon }])));
    case "vnNumbers":
      return () =>
        HttpResponse.json(
          Object.fromEntries((output as OpenedNumber[]).map((d, i) => [String(i), { gameCode: d.gameCode, gameName: d.gameName, numero: d.numero, winningNumber: d.numbers.join(","), openTime: d.openedAt }])),
        );
    case "winners":
      return () => HttpResponse.json({ success: true, value: { list: (output as Win[]).map((w) => ({ vo: { ...wireHomeGame(w.game), customerName: w.player, winAmount: w.amount } })) } });
  }
}

const section = (block: HomeBlock) => screen.getByTestId(SECTION[block]);

/** A failed block: the platform's reason and Try again inside its own section. */
function expectFailure(block: HomeBlock, language: string) {
  const alert = within(section(block)).getByRole("alert");
  expect(alert).toHaveTextContent(say(language, "Network link abnormal. Check your connection and try again."));
  expect(within(alert).getByRole("button", { name: say(language, "Try again") })).toBeInTheDocument();
}

/** What one block shows in its state: its loading outline, its failure, or its rows from the machine's context. */
function expectBlock(block: HomeBlock, state: string, context: HomeContext) {
  const { language } = context;
  const own = within(section(block));
  if (state === "failed") return expectFailure(block, language);
  expect(own.queryByRole("alert")).not.toBeInTheDocument();
  if (block === "hotGames") {
    const grid = own.getByRole("list", { name: say(language, "Hot games") });
    if (state === "loading" && context.hotGames.length === 0) return void expect(grid).toHaveAttribute("aria-busy", "true");
    expect(grid).not.toHaveAttribute("aria-busy");
    for (const game of context.hotGames) expect(within(grid).getByText(game.name)).toBeInTheDocument();
    return;
  }
  const items = context[block];
  if (state === "loading" && items.length === 0) return void expect(own.getByRole("status")).toHaveTextContent(say(language, LOADING[block]));
  if (block === "popular") {
    const links = own.getAllByTestId("popular-lottery-game");
    expect(links.map((l) => l.textContent)).toEqual(context.popular.map((g) => g.name));
  } else if (block === "vnNumbers") {
    const rows = own.getAllByTestId("vn-draw");
    expect(rows).toHaveLength(context.vnNumbers.length);
    context.vnNumbers.forEach((draw, i) => expect(rows[i]).toHaveTextContent(draw.numbers.join(" · ")));
  } else {
    // Biggest win first, each a button that starts its game.
    const wins = own.getAllByTestId("home-win");
    expect(wins.map((w) => within(w).getByText(/\*\*\*/).textContent)).toEqual(context.winners.map((w) => w.player));
  }
}

export const homeDriver: FlowDriver<HomeSession> = {
  machineId: "home",
  pathTimeoutMs: 45_000,

  async start(sample) {
    localStorage.setItem("lang", (sample.input as { language: string }).language);
    const actors: AnyActorRef[] = [];
    const held = new Set(Object.values(PATH));
    const calls = holdCalls((path) => held.has(path) && actors.length > 0);
    const app = await renderApp("/", {}, (services) => {
      const load = services.loadHomeMachine;
      // One promise, as the app's own (the blocks `use()` it).
      let followed: ReturnType<typeof load> | undefined;
      services.loadHomeMachine = () => (followed ??= load().then((machine) => following(machine as AnyActorLogic, actors) as typeof machine));
    });
    await waitFor(() => expect(actors.length).toBeGreaterThan(0), { timeout: 20_000 });
    return { app, user: userEvent.setup(), calls, actors };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const settled = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (settled) {
      const block = ACTOR_BLOCK[settled[2]!]!;
      // A language change while loading asked again: every call still out gets the answer.
      return session.calls.answer(PATH[block], settled[1] === "done" ? wireAnswer(block, event.output) : () => HttpResponse.error(), "all");
    }
    const retry = /^(hotGames|popular|vnNumbers|winners)\.retry$/.exec(event.type);
    if (retry) {
      const block = retry[1] as HomeBlock;
      const language = snapshotOf(session).context.language;
      return session.user.click(within(within(section(block)).getByRole("alert")).getByRole("button", { name: say(language, "Try again") }));
    }
    if (event.type === "language.changed") {
      const language = String(event.language);
      const current = snapshotOf(session).context.language;
      // The switcher offers only another language: the one shown is no change (the machine ignores it).
      if (language === current) return void session.actors.at(-1)!.send(event);
      await session.user.selectOptions(screen.getByRole("combobox", { name: say(current, "Language") }), LANGUAGE_NAME[language]!);
      await waitFor(() => expect(snapshotOf(session).context.language).toBe(language), { timeout: 10_000 });
      return;
    }
    throw new Error(`homeDriver cannot perform ${event.type}`);
  },

  async expectScreen(session, value) {
    const states = value as Record<HomeBlock, string>;
    await waitFor(
      () => {
        const { context } = snapshotOf(session);
        for (const block of Object.keys(SECTION) as HomeBlock[]) expectBlock(block, states[block]!, context);
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("home"),
  stop: stopFollowed,
};
