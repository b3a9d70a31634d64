/**
 * Model-based UI drivers of two content pages that load a list in the site's language: /winners (the winner board,
 * paged) and /news (the platform's news articles, each opened in place). Both paths start in Portuguese, so the
 * driver reads and presses the page's words in the site's language (test/drivers/catalogue.ts), and a language
 * change is a real one from the header's switcher.
 *
 * The page's read waits until the path says what the platform answers: the sample's list in the platform's wire form,
 * or a network failure. Events no control can make right now (the language already shown, an article the list does
 * not show, the page already on screen) are sent to the page's actor, as the machine's guards against a stale press.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorLogic, AnyActorRef, EventObject } from "xstate";
import type { Article } from "../../machines/articles/articles.types.ts";
import type { Win } from "../../machines/home/home.types.ts";
import { winnerPageCount } from "../../machines/winners/winners.machine.ts";
import { contentEndpoints } from "../../src/api/content-endpoints.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import type { ContentMachines } from "../../src/api/content-actors.ts";
import { renderApp } from "../render-app.tsx";
import { translated } from "./catalogue.ts";
import { following } from "./follow.ts";
import { followedState, stopFollowed } from "./followed-page.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import type { FlowDriver } from "./types.ts";

const LANGUAGE_NAME: Record<string, string> = { en: "English", pt: "Português" };

interface ListSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  actors: AnyActorRef[];
}

type ListSnapshot<C> = { value: unknown; matches(state: string): boolean; context: C & { language: string } };
const snapshotOf = <C,>(session: ListSession) => session.actors.at(-1)!.getSnapshot() as ListSnapshot<C>;

/**
 * What the page says in `language` (a content page's words are in the content catalogue, the shared ones in the
 * core), its `{name}` placeholders filled from `values`.
 */
function say(language: string, english: string, values: Readonly<Record<string, string>> = {}): string {
  let text = english;
  if (language !== "en") {
    try {
      text = translated(language, english, [], "content");
    } catch {
      text = translated(language, english);
    }
  }
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

/** Opens `url` in `language` following the page's machine; the page's reads (`path`) are held once it runs. */
async function openList(url: string, language: string, machine: "winners" | "articles", path: string): Promise<ListSession> {
  localStorage.setItem("lang", language);
  const actors: AnyActorRef[] = [];
  const calls = holdCalls((p) => p === path && actors.length > 0);
  const app = await renderApp(url, {}, (services) => {
    const load = services.loadContentMachines;
    services.loadContentMachines = () => load().then((machines: ContentMachines) => ({ ...machines, [machine]: following(machines[machine] as AnyActorLogic, actors) }));
  });
  await waitFor(() => expect(actors).toHaveLength(1), { timeout: 20_000 });
  return { app, user: userEvent.setup(), calls, actors };
}

/** The language switch in the header; the page's machine hears of it once the site's words are loaded. */
async function switchLanguage(session: ListSession, event: EventObject & Record<string, unknown>): Promise<void> {
  const language = String(event.language);
  const current = snapshotOf<object>(session).context.language;
  // The switcher offers only another language: the one shown is no change (the machine ignores it).
  if (language === current) return void session.actors.at(-1)!.send(event);
  await session.user.selectOptions(screen.getByRole("combobox", { name: say(current, "Language") }), LANGUAGE_NAME[language]!);
  await waitFor(() => expect(snapshotOf<object>(session).context.language).toBe(language), { timeout: 10_000 });
}

/** A failed load: the reason and Try again, in the page's language. */
function expectFailure(language: string, text: string) {
  const alert = screen.getAllByRole("alert").find((a) => within(a).queryByRole("button"));
  expect(alert).toBeDefined();
  expect(alert).toHaveTextContent(say(language, text));
  expect(within(alert!).getByRole("button", { name: say(language, "Try again") })).toBeInTheDocument();
}
const pressTryAgain = (session: ListSession) => {
  const language = snapshotOf<object>(session).context.language;
  const alert = screen.getAllByRole("alert").find((a) => within(a).queryByRole("button"))!;
  return session.user.click(within(alert).getByRole("button", { name: say(language, "Try again") }));
};


const WINNERS: string = endpoints.winnerBoard.path;
type WinnersContext = { wins: Win[]; page: number };
const wireWin = (w: Win) => ({
  vo: {
    nodeId: w.game.nodeId,
    gameId: w.game.gameId,
    gameCode: w.game.gameCode,
    gameName: w.game.name,
    vassalage: w.game.vendor,
    gameType: w.game.gameType,
    showIcon: w.game.icon || null,
    supportPlay: w.game.trial ? 0 : 1,
    isHot: w.game.hot ? 1 : 0,
    customerName: w.player,
    winAmount: w.amount,
  },
});

/** /winners: the biggest wins, a page at a time; a win starts its game. */
export const winnersDriver: FlowDriver<ListSession> = {
  machineId: "winners",
  pathTimeoutMs: 45_000,
  start: (sample) => openList("/winners", (sample.input as { language: string }).language, "winners", WINNERS),

  async perform(session, event: EventObject & Record<string, unknown>) {
    switch (event.type) {
      case "xstate.done.actor.fetchWinners":
        return session.calls.answer(WINNERS, () => HttpResponse.json({ success: true, value: { list: (event.output as Win[]).map(wireWin) } }), "all");
      case "xstate.error.actor.fetchWinners":
        return session.calls.answer(WINNERS, () => HttpResponse.error(), "all");
      case "winners.retry":
        return pressTryAgain(session);
      case "winners.language":
        return switchLanguage(session, event);
      case "page.selected": {
        const { context } = snapshotOf<WinnersContext>(session);
        const pages = screen.queryByRole("navigation", { name: say(context.language, "Winner pages") });
        const button = pages ? within(pages).queryByRole("button", { name: say(context.language, "Page {item}", { item: String(event.page) }) }) : null;
        // The pager offers the other pages; the one on screen is no change (the machine ignores it).
        if (!button || Number(event.page) === context.page) return void session.actors.at(-1)!.send(event);
        return session.user.click(button);
      }
      default:
        throw new Error(`winnersDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = snapshotOf<WinnersContext>(session);
        const { language, wins, page } = snapshot.context;
        if (snapshot.matches("failed")) return expectFailure(language, "The winners could not be loaded.");
        if (wins.length === 0) {
          expect(screen.getByText(say(language, snapshot.matches("loading") ? "Loading winners…" : "No winners yet."))).toBeInTheDocument();
          return;
        }
        // The page of wins on screen (ranked across pages), and the pager.
        const pageCount = winnerPageCount(wins);
        const list = screen.getByTestId("winners-list");
        expect(list).toHaveAccessibleName(say(language, "Winners, page {page} of {pageCount}", { page: String(page), pageCount: String(pageCount) }));
        const shown = within(list).getAllByTestId("winner");
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.length).toBeLessThanOrEqual(wins.length);
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("winners"),
  stop: stopFollowed,
};

const ARTICLES: string = contentEndpoints.contentArticles.path;
type ArticlesContext = { articles: Article[]; openId: string | null };

/** /news: the news articles with Read more, an article opened in place with Back to the list. */
export const articlesDriver: FlowDriver<ListSession> = {
  machineId: "articles",
  pathTimeoutMs: 45_000,
  start: (sample) => openList("/news", (sample.input as { language: string }).language, "articles", ARTICLES),

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { context } = snapshotOf<ArticlesContext>(session);
    switch (event.type) {
      case "xstate.done.actor.fetchArticles":
        return session.calls.answer(
          ARTICLES,
          () => HttpResponse.json({ success: true, value: (event.output as Article[]).map((a) => ({ id: a.id, title: a.title, summary: a.summary, content: a.html, date: a.date })) }),
          "all",
        );
      case "xstate.error.actor.fetchArticles":
        return session.calls.answer(ARTICLES, () => HttpResponse.error(), "all");
      case "articles.retry":
        return pressTryAgain(session);
      case "articles.language":
        return switchLanguage(session, event);
      case "article.opened": {
        const article = context.articles.find((a) => a.id === event.id);
        // The list shows no such article: no player can open it.
        if (!article || context.openId !== null) return void session.actors.at(-1)!.send(event);
        return session.user.click(screen.getByRole("button", { name: say(context.language, "Read {title}", { title: article.title }) }));
      }
      case "article.closed": {
        const back = screen.queryByRole("button", { name: say(context.language, "Back to the list") });
        // No article is open: there is no way back to press.
        if (!back) return void session.actors.at(-1)!.send(event);
        return session.user.click(back);
      }
      default:
        throw new Error(`articlesDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = snapshotOf<ArticlesContext>(session);
        const { language, articles, openId } = snapshot.context;
        if (snapshot.matches("failed")) return expectFailure(language, "The articles could not be loaded.");
        if (articles.length === 0) {
          expect(screen.getByText(say(language, snapshot.matches("loading") ? "Loading…" : "Nothing has been published here yet."))).toBeInTheDocument();
          return;
        }
        const open = articles.find((a) => a.id === openId);
        if (open) {
          expect(screen.getByRole("heading", { name: open.title, level: 2 })).toBeInTheDocument();
          expect(screen.getByRole("button", { name: say(language, "Back to the list") })).toBeInTheDocument();
          return;
        }
        // The list: each article with its Read more.
        const list = screen.getByTestId("article-list");
        expect(within(list).getAllByRole("listitem")).toHaveLength(articles.length);
        for (const a of articles) expect(within(list).getByRole("button", { name: say(language, "Read {title}", { title: a.title }) })).toBeInTheDocument();
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("articles"),
  stop: stopFollowed,
};
