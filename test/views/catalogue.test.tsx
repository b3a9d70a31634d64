import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { queryGames } from "../../src/sandbox/seed/games.ts";
import { patchScenario } from "../../src/sandbox/scenarios.ts";

const { store } = nodeSandbox;

const tiles = () => screen.getAllByTestId("game-tile");
const names = () => tiles().map((t) => t.querySelector("p")?.textContent);

describe("slots catalogue /rng against the sandbox", () => {
  it("shows the vendor's first 21 games, then 18 per page; search by name keeps what was typed and says when nothing matches [ROUTE-04] [API-32] [SITE-09]", async () => {
    localStorage.setItem("lang", "en");
    const user = userEvent.setup();
    await renderApp("/rng?page=PG");
    await waitFor(() => expect(tiles()).toHaveLength(21), { timeout: 10_000 });
    expect(names()).toEqual(queryGames({ vendor: "PG", gameType: "RNG", pageSize: 21 }).games.map((g) => g.gameName));
    const providers = screen.getByRole("navigation", { name: "Providers" });
    expect(within(providers).getByRole("link", { current: "page" })).toHaveTextContent("Pocket Games Soft");

    const pages = screen.getByRole("navigation", { name: "Slot games pages" });
    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(tiles()).toHaveLength(18));
    expect(names()).toEqual(queryGames({ vendor: "PG", gameType: "RNG", pageNo: 2, pageSize: 18 }).games.map((g) => g.gameName));
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
