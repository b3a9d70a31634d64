/**
 * Model-based UI driver of the help centre (/help): the platform's articles by category, the search, the article the
 * address names (/help#<tag>), Try again after a failed load, and the site's language (the header's switcher) that
 * loads the articles again in it — after a switch to Portuguese the driver reads and presses the page's words in
 * Portuguese (test/drivers/catalogue.ts).
 *
 * The articles' read (`/wps/system/helpCenter`) waits until the path says what the platform answers: the sample's
 * articles in the wire form, or a network failure. A link to an article is the topic's link when the list shows it,
 * else the address itself (a footer link, the back button) through the router.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorLogic, AnyActorRef, EventObject } from "xstate";
import type { HelpArticle } from "../../machines/help-centre/help-centre.types.ts";
import { searchArticles } from "../../machines/help-centre/help-centre.selectors.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import type { ContentMachines } from "../../src/api/content-actors.ts";
import { renderApp } from "../render-app.tsx";
import { translated } from "./catalogue.ts";
import { following } from "./follow.ts";
import { followedState, stopFollowed } from "./followed-page.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import type { FlowDriver } from "./types.ts";

const HELP: string = endpoints.helpCenter.path;
const LANGUAGE_NAME: Record<string, string> = { en: "English", pt: "Português" };

interface HelpSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  actors: AnyActorRef[];
}

type HelpSnapshot = { value: unknown; context: { language: string; articles: HelpArticle[] | null; query: string; tag: string | null } };
const snapshotOf = (session: HelpSession) => session.actors.at(-1)!.getSnapshot() as HelpSnapshot;

/** What the page says in the site's language (English, or the catalogue's Portuguese). */
const say = (language: string, english: string, values: readonly string[] = []) => (language === "en" ? english.replace(/\{(\d+)\}/g, (_, n: string) => values[Number(n)] ?? "") : translated(language, english, values));

const page = () => {
  const found = document.querySelector<HTMLElement>('[data-page="help"]');
  if (!found) throw new Error("the help centre is not on screen");
  return found;
};

/** The page's failure: the alert that offers Try again. */
const failureAlert = () => {
  const found = within(page()).getAllByRole("alert").find((a) => within(a).queryByRole("button") !== null);
  if (!found) throw new Error("the help centre shows no failure with Try again");
  return found;
};

export const helpCentreDriver: FlowDriver<HelpSession> = {
  machineId: "helpCentre",
  pathTimeoutMs: 45_000,

  async start(sample) {
    const input = sample.input as { language: string; tag: string | null };
    localStorage.setItem("lang", input.language);
    const actors: AnyActorRef[] = [];
    // The site's start reads the help titles (the footer) from the same address before the page opens: that read goes
    // on to the sandbox. Once the page is open its reads are held; a language change reloads the footer's titles
    // beside the page's articles, and one answer reaches both.
    const calls = holdCalls((path) => path === HELP && actors.length > 0);
    const app = await renderApp(input.tag ? `/help#${input.tag}` : "/help", {}, (services) => {
      const load = services.loadContentMachines;
      services.loadContentMachines = () => load().then((machines: ContentMachines) => ({ ...machines, helpCentre: following(machines.helpCentre as AnyActorLogic, actors) as ContentMachines["helpCentre"] }));
    });
    await waitFor(() => expect(actors).toHaveLength(1), { timeout: 20_000 });
    return { app, user: userEvent.setup(), calls, actors };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls, app } = session;
    const { context } = snapshotOf(session);
    switch (event.type) {
      case "xstate.done.actor.fetchArticles": {
        const articles = event.output as HelpArticle[];
        return calls.answer(HELP, () => HttpResponse.json({ success: true, value: articles.map((a) => ({ tag: a.tag, title: a.title, content: a.html, category: a.category })) }), "all");
      }
      case "xstate.error.actor.fetchArticles":
        return calls.answer(HELP, () => HttpResponse.error(), "all");
      case "help.retry":
        return user.click(within(failureAlert()).getByRole("button", { name: say(context.language, "Try again") }));
      case "help.language": {
        const language = String(event.language);
        // The switcher offers only another language: picking the one shown changes nothing (the machine ignores it).
        if (language === context.language) return void session.actors.at(-1)!.send(event);
        const switcher = screen.getByRole("combobox", { name: say(context.language, "Language") });
        await user.selectOptions(switcher, LANGUAGE_NAME[language]!);
        // The site loads the language's words first, then tells the page (its machine reads the articles again).
        return waitFor(() => expect(snapshotOf(session).context.language).toBe(language), { timeout: 10_000 });
      }
      case "help.searched":
        return user.type(within(page()).getByRole("searchbox"), String(event.query));
      case "help.opened": {
        const tag = String(event.tag);
        const title = context.articles?.find((a) => a.tag === tag)?.title;
        const link = title ? within(page()).queryByRole("link", { name: new RegExp(title) }) : null;
        if (link) return user.click(link);
        return void (await app.router.navigate({ to: "/help", hash: tag }));
      }
      case "help.closed":
        return void (await app.router.navigate({ to: "/help", hash: "" }));
      default:
        throw new Error(`helpCentreDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = snapshotOf(session);
        const { language, articles, query, tag } = snapshot.context;
        const root = page();
        if (snapshot.value === "failed") {
          const alert = failureAlert();
          expect(alert).toHaveTextContent(say(language, "The help articles could not be loaded."));
          expect(within(alert).getByRole("button", { name: say(language, "Try again") })).toBeInTheDocument();
          return;
        }
        if (articles === null) {
          expect(within(root).getAllByRole("status").some((s) => s.textContent === say(language, "Loading…"))).toBe(true);
          return;
        }
        // The topics: every article once (the search's results while there is a query), the article the address names.
        const shown = query.trim() === "" ? articles : searchArticles(articles, query);
        const topics = within(root).getByRole("navigation", { name: say(language, "Help topics") });
        expect(within(topics).getAllByRole("link")).toHaveLength(shown.length);
        const open = tag ? articles.find((a) => a.tag === tag) : undefined;
        if (open) expect(within(root).getByRole("heading", { name: open.title, level: 2 })).toBeInTheDocument();
        else if (tag) expect(root).toHaveTextContent(say(language, "This help article was not found. Choose a topic from the list."));
        else expect(within(root).getByRole("heading", { name: say(language, "How can we help?") })).toBeInTheDocument();
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("helpCentre"),
  stop: stopFollowed,
};
