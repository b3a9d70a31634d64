/**
 * Model-based UI driver of the paged game list, as the slots page (`/rng`, a guest) shows it: each generated path
 * through the real page — the search field (typing, Enter), the providers' list, the pager, the grid with its
 * skeletons, games, empty and failed states and Try again — in the whole app against the sandbox.
 *
 * The list's calls wait until the path says what the platform answers: the sample's page in the platform's wire form,
 * or a network failure; the answer goes to the newest call (an older one was asked by a question nobody asks any
 * more). The typing pause is the machine's own `searchDebounce` delay, given a far-off length here so that only the
 * path says when it has passed (slots-page.ts).
 *
 * Events no control can make right now are sent to the list's actor, each with why, as the machine's guard against
 * a stale press: a page the pager does not offer (no pager before the first answer; its buttons do nothing while a
 * page loads), and the end of a typing pause when nothing was typed.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import type { CatalogueContext } from "../../machines/catalogue/catalogue.machine.ts";
import type { GameListContext } from "../../machines/game-list/game-list.machine.ts";
import type { GamePage } from "../../machines/games/games.types.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { followedState } from "./followed-page.ts";
import { typeInto } from "./sign-in.ts";
import { catalogueOf, closeSlots, FAR_DEBOUNCE_MS, openSlots, passTime, providerLink, type SlotsPage } from "./slots-page.ts";
import { wireGame } from "./wire.ts";
import type { FlowDriver } from "./types.ts";

const LIST: string = endpoints.gameList.path;

type ListSnapshot = { value: unknown; context: GameListContext };
const listOf = (session: SlotsPage): AnyActorRef => session.lists.at(-1)!;
const snapshotOf = (session: SlotsPage) => listOf(session).getSnapshot() as ListSnapshot;


const searchBox = () => screen.getByRole("searchbox", { name: "Search games by name" });
const pager = () => screen.queryByRole("navigation", { name: "Slot games pages" });

export const gameListDriver: FlowDriver<SlotsPage> = {
  machineId: "gameList",
  pathTimeoutMs: 45_000,

  async start() {
    const session = await openSlots("/rng", { member: false, holds: (path) => path === LIST });
    await waitFor(() => expect(session.lists).toHaveLength(1), { timeout: 20_000 });
    return session;
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    const { context, value } = snapshotOf(session);
    const list = listOf(session);
    switch (event.type) {
      case "xstate.done.actor.fetchGamePage": {
        const page = event.output as GamePage;
        const answer = { games: page.games.map(wireGame), pageNum: context.query.pageNo, totalPages: page.totalPages, totalCount: page.totalCount };
        return calls.answer(LIST, () => HttpResponse.json({ success: true, value: answer }), "newest");
      }
      case "xstate.error.actor.fetchGamePage":
        return calls.answer(LIST, () => HttpResponse.error(), "newest");
      case "page.changed": {
        const nav = pager();
        const button = nav ? within(nav).queryByRole("button", { name: `Page ${String(event.page)}` }) : null;
        // No pager before the first answer (or for one page); while a page loads its buttons do nothing.
        if (!button || value === "loading") return void list.send(event);
        return user.click(button);
      }
      case "search.changed":
        return typeInto(user, searchBox(), String(event.text));
      case "search.submitted":
        return user.type(searchBox(), "{Enter}");
      case "search.settled":
        // Nothing typed since the last question: no typing pause is running (the machine raises this itself).
        if (!passTime(session, FAR_DEBOUNCE_MS)) list.send(event);
        return;
      case "vendor.changed": {
        const code = event.vendor as string | undefined;
        const vendors = (catalogueOf(session).getSnapshot().context as CatalogueContext).vendors;
        return user.click(providerLink(code ? vendors.find((v) => v.code === code)!.name : "All providers"));
      }
      case "retry":
        return user.click(within(screen.getByTestId("game-grid-error")).getByRole("button", { name: "Try again" }));
      default:
        throw new Error(`gameListDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, expected) {
    await waitFor(
      () => {
        const { context, value } = snapshotOf(session);
        // The list is where the model is (its answer may still be on its way).
        if (JSON.stringify(value) !== JSON.stringify(expected)) throw new Error(`the list is in ${JSON.stringify(value)}, not ${JSON.stringify(expected)}`);
        const { query } = context;
        // The search field keeps what was typed.
        expect(searchBox()).toHaveValue(context.searchText);
        switch (value) {
          case "loading": {
            // Skeleton tiles of the page size asked for hold the grid's place.
            const grid = screen.getByRole("list", { name: "Slot games" });
            expect(grid).toHaveAttribute("aria-busy", "true");
            expect(within(grid).getAllByTestId("game-tile-skeleton")).toHaveLength(query.pageSize);
            break;
          }
          case "loaded": {
            const grid = screen.getByRole("list", { name: "Slot games" });
            expect(within(grid).getAllByTestId("game-tile").map((tile) => within(tile).getByTitle(/./).textContent)).toEqual(context.games.map((g) => g.name));
            expect(screen.getByText(`${context.totalCount} ${context.totalCount === 1 ? "game" : "games"}`)).toBeInTheDocument();
            break;
          }
          case "empty":
            expect(screen.getByTestId("game-grid-empty")).toHaveTextContent(query.name ? `No games match “${query.name}”.` : "This provider has no slot games yet.");
            break;
          case "failed": {
            const error = screen.getByTestId("game-grid-error");
            expect(error).toHaveTextContent(/./);
            expect(within(error).getByRole("button", { name: "Try again" })).toBeInTheDocument();
            break;
          }
          default:
            throw new Error(`no screen check for ${JSON.stringify(value)}`);
        }
        // The pager: the page shown (or asked for) of the list's pages.
        const nav = pager();
        if (context.totalPages <= 1) expect(nav).toBeNull();
        else expect(within(nav!).getByRole("button", { current: "page" })).toHaveAccessibleName(`Page ${query.pageNo}`);
      },
      { timeout: 10_000 },
    );
  },

  machineState: (session) => followedState("gameList")({ actors: session.lists }),
  stop: closeSlots,
};
