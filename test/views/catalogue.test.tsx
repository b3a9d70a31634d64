import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryHistory } from "@tanstack/react-router";
import userEvent from "@testing-library/user-event";
import { renderApp, testConfig } from "../render-app.tsx";
import { startEarly } from "../../src/app/early.ts";
import { startApp } from "../../src/app/compose.ts";
import { App } from "../../src/app/app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { queryGames } from "../../src/sandbox/seed/games.ts";
import { patchScenario } from "../../src/sandbox/scenarios.ts";

const { store } = nodeSandbox;

const tiles = () => screen.getAllByTestId("game-tile");
const names = () => tiles().map((t) => t.querySelector("p")?.textContent);

describe("slots catalogue /rng against the sandbox", () => {
  it("shows the vendor's first 21 games, then 18 per page (page 2 without the 3 page 1 shows); search by name keeps what was typed and says when nothing matches [ROUTE-04] [API-32] [SITE-09]", async () => {
    localStorage.setItem("lang", "en");
    const user = userEvent.setup();
    await renderApp("/rng?page=PG");
    await waitFor(() => expect(tiles()).toHaveLength(21), { timeout: 10_000 });
    expect(names()).toEqual(queryGames({ vendor: "PG", gameType: "RNG", pageSize: 21 }).games.map((g) => g.gameName));
    const providers = screen.getByRole("navigation", { name: "Providers" });
    expect(within(providers).getByRole("link", { current: "page" })).toHaveTextContent("Pocket Games Soft");

    const pages = screen.getByRole("navigation", { name: "Slot games pages" });
    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(tiles()).toHaveLength(15));
    expect(names()).toEqual(queryGames({ vendor: "PG", gameType: "RNG", pageNo: 2, pageSize: 18 }).games.slice(3).map((g) => g.gameName));
    expect(within(screen.getByRole("navigation", { name: "Slot games pages" })).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    const search = screen.getByRole("searchbox", { name: "Search games by name" });
    await user.type(search, "LUCKY");
    const expected = queryGames({ vendor: "PG", gameType: "RNG", name: "lucky", pageSize: 21 });
    await waitFor(() => expect(names()).toEqual(expected.games.map((g) => g.gameName)));
    expect(names().every((n) => /lucky/i.test(n ?? ""))).toBe(true);

    await user.clear(search);
    await user.type(search, "zzqx");
    expect(await screen.findByText("No games match “zzqx”.")).toBeInTheDocument();
    expect(search).toHaveValue("zzqx");
  });

  it("an unknown vendor shows every slot game with a note; a failed page offers Try again [SITE-10] [SITE-01]", async () => {
    localStorage.setItem("lang", "en");
    const user = userEvent.setup();
    patchScenario(store, { failure: { mode: "malformed", path: "/wps/relay/GCSGAME_gameList", body: "json", remaining: 1 } });
    await renderApp("/rng?page=NOPE");
    expect(await screen.findByText("We could not find the provider “NOPE”. Showing every slot game.")).toBeInTheDocument();
    const error = await screen.findByTestId("game-grid-error", {}, { timeout: 10_000 });
    await user.click(within(error).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(tiles()).toHaveLength(21));
    expect(names()).toEqual(queryGames({ gameType: "RNG", pageSize: 21 }).games.map((g) => g.gameName));
  });

  it("a guest pressing a heart gets the login popup", { timeout: 20_000 }, async () => {
    localStorage.setItem("lang", "en");
    const user = userEvent.setup();
    await renderApp("/rng");
    await waitFor(() => expect(tiles()).toHaveLength(21), { timeout: 10_000 });
    const first = tiles()[0]!;
    await user.click(within(first).getByRole("button", { name: /^Favourite:/ }));
    expect(await screen.findByRole("dialog", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(store.state.favourites.size).toBe(0);
  });
});

describe("the catalogue's count", () => {
  it("writes the number of games the language's way (Portuguese groups with a dot) and agrees in number", async () => {
    localStorage.setItem("lang", "pt");
    await renderApp("/rng");
    const total = queryGames({ gameType: "RNG", pageSize: 21 }).totalCount;
    expect(total).toBeGreaterThan(9999);
    const shown = await screen.findByText(`${new Intl.NumberFormat("pt-BR").format(total)} jogos`, {}, { timeout: 10_000 });
    expect(shown).toHaveAttribute("role", "status");
  });
});

describe("the slots page's first visit of a first load", () => {
  /**
   * A first load of /rng as the entry does it: src/app/early.ts asks for the first page of games, its answer is in,
   * then the app starts with those start-up calls. Records every game-list request the app makes and every skeleton
   * tile it ever draws.
   */
  async function firstLoadOfSlots() {
    window.history.replaceState(null, "", "/rng");
    const config = testConfig();
    const early = startEarly(window, () => Promise.resolve({ ok: true, config }));
    const startup = await early.startup;
    const sent = startup?.gamePage;
    await vi.waitFor(() => expect(sent?.answer).toBeDefined());
    await early.firstView;
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith("/GCSGAME_gameList")) asked.push(request.url);
    };
    nodeSandbox.server.events.on("request:start", record);
    let skeletons = 0;
    const observer = new MutationObserver(() => (skeletons += document.querySelectorAll("[data-testid=game-tile-skeleton]").length));
    observer.observe(document.body, { childList: true, subtree: true });
    const { services, router } = await startApp(config, window, createMemoryHistory({ initialEntries: ["/rng"] }), startup);
    const view = render(<App services={services} router={router} />);
    await waitFor(() => expect(tiles()).toHaveLength(21), { timeout: 10_000 });
    return {
      router,
      view,
      asked,
      skeletons: () => skeletons,
      earlyNames: sent!.answer!.games.map((g) => g.gameName),
      done() {
        observer.disconnect();
        nodeSandbox.server.events.removeListener("request:start", record);
        window.history.replaceState(null, "", "/");
      },
    };
  }

  it("every app's first visit draws the early answer at once (no skeleton, no second request); a later visit asks again", { timeout: 90_000 }, async () => {
    localStorage.setItem("lang", "en");
    for (const app of [1, 2]) {
      const first = await firstLoadOfSlots();
      try {
        expect(names(), `app ${app}`).toEqual(first.earlyNames);
        expect(first.skeletons(), `app ${app}`).toBe(0);
        expect(first.asked, `app ${app}`).toEqual([]);
        if (app === 2) {
          // Leaving the page and coming back is a new question for the platform.
          await first.router.navigate({ to: "/" });
          await waitFor(() => expect(screen.queryByRole("searchbox", { name: "Search games by name" })).toBeNull());
          await first.router.navigate({ to: "/rng" });
          await waitFor(() => expect(first.asked).toHaveLength(1), { timeout: 20_000 });
          await waitFor(() => expect(names()).toEqual(first.earlyNames), { timeout: 20_000 });
        }
      } finally {
        first.done();
        first.view.unmount();
      }
    }
  });
});
