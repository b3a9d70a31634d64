/** GameGrid `eager`: the first `eager` tiles' icons load at once at high priority; the others wait to be seen. */
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import { composeServices } from "../../src/app/compose.ts";
import { ServicesProvider, type AppServices } from "../../src/app/services.tsx";
import { i18n } from "../../src/i18n/i18n.ts";
import { clearImageCache } from "../../src/components/lazy-image/lazy-image.tsx";
import { GameGrid, type GameGridProps } from "../../src/views/games/game-grid.tsx";
import type { GameSummary } from "../../machines/games/games.types.ts";
import { testConfig } from "../render-app.tsx";
import { routeData } from "../../src/routes/-route-table.ts";
import { FakeIntersectionObserver, intersect, watchersOf } from "../fake-intersection-observer.ts";

const watched = (element: Element) => watchersOf(element).length > 0;

const game = (n: number): GameSummary => ({
  nodeId: 1000 + n,
  gameId: 2000 + n,
  gameCode: `game-${n}`,
  name: `Game ${n}`,
  vendor: "PG",
  gameType: "RNG",
  icon: `https://cdn.example.test/icons/game-${n}.png`,
  trial: n % 2 === 0,
  hot: n === 1,
});
const GAMES = Array.from({ length: 6 }, (_, i) => game(i + 1));

/** App services (the game tiles start games through them) and a router around the grid; stopped after each test. */
let services: AppServices | undefined;

async function renderGrid(props: Partial<GameGridProps> = {}) {
  localStorage.setItem("lang", "en");
  services = await composeServices(testConfig(), { window, navigation: { go: () => {}, pathname: () => "/rng" } });
  const grid: ReactElement = <GameGrid games={GAMES} status="loaded" label="Slots" skeletons={6} {...props} />;
  const router = createRouter({
    routeTree: createRootRoute({ staticData: routeData("/rng", { id: "Slots" }), component: () => grid }),
    history: createMemoryHistory({ initialEntries: ["/rng"] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </I18nProvider>,
  );
  return screen.findByRole("list", { name: "Slots" });
}

const tiles = (list: HTMLElement) => within(list).getAllByTestId("game-tile");
const box = (tile: HTMLElement) => {
  const element = tile.querySelector<HTMLElement>("[data-image]");
  if (!element) throw new Error("tile without an image box");
  return element;
};

beforeEach(() => {
  clearImageCache();
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearImageCache();
  services?.app.stop();
  services = undefined;
});

describe("GameGrid eager", () => {
  it("the first `eager` tiles' icons load at once with fetchpriority high; the others wait for visibility", async () => {
    const list = await renderGrid({ eager: 2 });
    const all = tiles(list);
    expect(all).toHaveLength(6);
    all.slice(0, 2).forEach((tile, i) => {
      const img = tile.querySelector("img");
      expect(img).not.toBeNull();
      expect(img).toHaveAttribute("src", GAMES[i]!.icon);
      expect(img).toHaveAttribute("alt", GAMES[i]!.name);
      expect(img).toHaveAttribute("fetchpriority", "high");
      expect(box(tile)).toHaveAttribute("data-image", "loading");
      expect(watched(box(tile))).toBe(false);
    });
    all.slice(2).forEach((tile, i) => {
      expect(tile.querySelector("img")).toBeNull();
      expect(box(tile)).toHaveAttribute("data-image", "waiting");
      expect(within(tile).getByRole("img", { name: GAMES[i + 2]!.name })).toBe(box(tile));
      expect(watched(box(tile))).toBe(true);
    });
  });

  it("a tile past `eager` loads once seen, at normal priority", async () => {
    const list = await renderGrid({ eager: 2 });
    const third = tiles(list)[2]!;
    intersect(box(third));
    const img = third.querySelector("img");
    expect(img).toHaveAttribute("src", GAMES[2]!.icon);
    expect(img).not.toHaveAttribute("fetchpriority");
    // Its neighbours are untouched.
    expect(tiles(list)[3]!.querySelector("img")).toBeNull();
  });

  it("by default no tile is eager: every icon waits, none at high priority", async () => {
    const list = await renderGrid();
    for (const tile of tiles(list)) {
      expect(tile.querySelector("img")).toBeNull();
      expect(box(tile)).toHaveAttribute("data-image", "waiting");
    }
    expect(list.querySelector("[fetchpriority]")).toBeNull();
  });

  it("eager 0 is the same as none", async () => {
    const list = await renderGrid({ eager: 0 });
    expect(list.querySelectorAll("img")).toHaveLength(0);
    expect(list.querySelectorAll('[data-image="waiting"]')).toHaveLength(GAMES.length);
  });

  it("eager beyond the page loads every icon at once", async () => {
    const list = await renderGrid({ eager: 24 });
    const imgs = [...list.querySelectorAll("img")];
    expect(imgs.map((img) => img.getAttribute("src"))).toEqual(GAMES.map((g) => g.icon));
    for (const img of imgs) expect(img).toHaveAttribute("fetchpriority", "high");
    expect(list.querySelector('[data-image="waiting"]')).toBeNull();
  });

  it("the icons keep the tile's 3:2 box, fluid, eager or not", async () => {
    const list = await renderGrid({ eager: 1 });
    for (const tile of tiles(list)) {
      expect(box(tile).style.width).toBe("100%");
      expect(box(tile).style.aspectRatio).toBe("180 / 120");
    }
  });

  it("while loading there are skeletons and no images, whatever `eager` says", async () => {
    const list = await renderGrid({ eager: 3, status: "loading", games: [] });
    expect(list).toHaveAttribute("aria-busy", "true");
    expect(within(list).getAllByTestId("game-tile-skeleton")).toHaveLength(6);
    expect(list.querySelector("img, [data-image]")).toBeNull();
  });
});
