/**
 * Model-based UI driver of the slots catalogue (`/rng?page=<vendor>`): each generated path through the real page in
 * the whole app — the providers' list, the notice for an unknown provider, the All games / Favourites / Recent tabs,
 * the heart on every tile, the favourite notices with Close or Try again — against the sandbox.
 *
 * The sample input's vendors are the RNG lane's cards: the start-up's vendor lanes are the sandbox's with the RNG
 * lane made of the sample's cards (PG Soft and JDB), so the providers' list offers what the model's page offers. The
 * games of the All games tab are the sandbox's (the game list is the gameList driver's); the sample's game, Fortune
 * Ox, is the first game that tab shows, and the favourite ids, favourite pages and recent games the path answers name
 * that game. The favourite and recent reads and the favourite changes wait until the path says what the platform
 * answers: the sample's data in the platform's wire form, the platform's refusal, or a network failure; a change the
 * platform saves goes on to the sandbox, whose rules save it.
 *
 * The second a heart waits before it takes another change is the machine's own `favouriteThrottle` delay, given a
 * far-off length here so that only the path says when the second has passed (slots-page.ts).
 *
 * Events no control can make right now are sent to the page's actor, each with why, as the machine's guard against
 * a stale press: a tab, a login or a logout that the screen does not offer, a heart not on screen, a page of the
 * favourites the pager does not offer, and the platform's answer to a change nobody asked for.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import type { CatalogueContext, CatalogueTab } from "../../machines/catalogue/catalogue.machine.ts";
import type { GamePage, GameSummary, VendorCard } from "../../machines/games/games.types.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import { vendorLanes } from "../../src/sandbox/seed/vendors.ts";
import { followedState } from "./followed-page.ts";
import { catalogueOf, closeSlots, FAR_THROTTLE_MS, goTo, openSlots, passTime, providerLink, providers, type SlotsPage } from "./slots-page.ts";
import { nodeSandbox } from "../sandbox-server.ts";
import { logInInPopup } from "./sign-in.ts";
import { wireGame } from "./wire.ts";
import type { FlowDriver } from "./types.ts";

const FAV_IDS: string = endpoints.favouriteIds.path;
const FAV_LIST: string = endpoints.favouriteList.path;
const FAV_ADD: string = endpoints.favouriteAdd.path;
const FAV_REMOVE: string = endpoints.favouriteRemove.path;
const RECENT: string = endpoints.recentGames.path;
const LANES: string = endpoints.vendorLanes.path;
const HELD = [FAV_IDS, FAV_LIST, FAV_ADD, FAV_REMOVE, RECENT];
const CHANGE = "change";

interface CatalogueSession extends SlotsPage {
  /** The sample's games by node id → the sandbox games that stand for them. */
  games: Map<number, GameSummary>;
}

type CatalogueSnapshot = { value: { tab: unknown; favourites: unknown }; context: CatalogueContext; matches(value: unknown): boolean };
const snapshotOf = (session: CatalogueSession) => catalogueOf(session).getSnapshot() as CatalogueSnapshot;

const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const refused = (message: string) => () => HttpResponse.json({ success: false, message });
const networkDown = () => HttpResponse.error();

const wireCard = (card: VendorCard) => ({ ...card, smallIcon: card.icon, lagerIcon: card.icon, isHot: card.isHot ? 1 : 0 });

/** The sandbox game that stands for a sample game (the first game of the All games tab, for Fortune Ox). */
function real(session: CatalogueSession, game: { nodeId: number }): GameSummary {
  const found = session.games.get(game.nodeId);
  if (!found) throw new Error(`no sandbox game stands for the sample game ${game.nodeId}`);
  return found;
}
const realId = (session: CatalogueSession, nodeId: number) => real(session, { nodeId }).nodeId;

const TAB_NAME: Record<CatalogueTab, string> = { all: "All games", favourites: "Favourites", recent: "Recent" };
const tabList = () => screen.queryByRole("tablist", { name: "Slot lists" });
const tabOf = (value: CatalogueSnapshot["value"]): CatalogueTab => (typeof value.tab === "string" ? (value.tab as CatalogueTab) : (Object.keys(value.tab as object)[0] as CatalogueTab));
const grid = (label: string) => screen.queryByRole("list", { name: label });
const heartOf = (game: GameSummary) => screen.queryByRole("button", { name: `Favourite: ${game.name}` });
const FAVOURITE_NOTICE = /^(Your favourites could not be loaded\.|The favourite could not be changed\.)/;
const favouriteNotice = () => screen.queryAllByRole("alert").find((a) => FAVOURITE_NOTICE.test(a.textContent ?? ""));
const signedIn = (session: CatalogueSession) => {
  const auth = session.app.services.auth.getSnapshot();
  return auth.matches("signedIn") && auth.context.member !== null;
};

async function logIn(session: CatalogueSession) {
  const { user } = session;
  await user.click(within(screen.getByRole("banner")).getAllByRole("button", { name: "Log in" })[0]!);
  await logInInPopup(user);
  await waitFor(() => expect(snapshotOf(session).context.signedIn).toBe(true), { timeout: 10_000 });
}

/** Signing out ends on the home page (LOGOUT-01); the player goes back to the slots page (the browser's back button). */
async function signOut(session: CatalogueSession) {
  const { user } = session;
  await user.click(within(await screen.findByTestId("member-bar")).getByRole("button", { name: "Sign out" }));
  await user.click(within(await screen.findByRole("alertdialog", { name: "Sign out" })).getByRole("button", { name: "Confirm" }));
  await waitFor(() => expect(session.app.services.auth.getSnapshot().matches("guest")).toBe(true), { timeout: 10_000 });
  await waitFor(() => expect(session.app.history.location.pathname).toBe("/"), { timeout: 10_000 });
  // The home page may not be drawn yet (its code loads): then the slots page is still the one on screen.
  await act(async () => session.app.history.back());
  await waitFor(() => expect(session.app.router.state.location.pathname).toBe("/rng"), { timeout: 10_000 });
  await screen.findByRole("navigation", { name: "Providers" }, { timeout: 10_000 });
}

/** The provider the player picks: its link in the providers' list, or the address when the list has no such provider. */
async function pickVendor(session: CatalogueSession, event: EventObject & Record<string, unknown>) {
  const asked = event.vendor as string | undefined;
  const { context } = snapshotOf(session);
  const vendor = asked ? context.vendors.find((v) => v.code.toUpperCase() === asked.toUpperCase()) : undefined;
  const shown = vendor ? context.vendor === vendor.code : !asked && context.vendor === null && context.unknownVendor === null;
  // The provider already shown: its link goes nowhere new (the machine still starts its list again).
  if (shown) return void catalogueOf(session).send(event);
  if (!asked) return session.user.click(providerLink("All providers"));
  if (vendor) return session.user.click(providerLink(vendor.name));
  // No provider of the list: the player comes with the address (typed, or a link from elsewhere).
  return goTo(session, `/rng?page=${encodeURIComponent(asked)}`);
}

export const catalogueDriver: FlowDriver<CatalogueSession> = {
  machineId: "catalogue",
  pathTimeoutMs: 45_000,

  async start(sample) {
    const input = sample.input as { vendors: VendorCard[]; vendor?: string; signedIn: boolean };
    // The start-up's RNG lane is the sample's vendors.
    nodeSandbox.server.use(
      http.get(`*${LANES}`, () =>
        ok({ data: { lanes: vendorLanes().map((lane) => (lane.title === "RNG" ? { ...lane, cards: input.vendors.map(wireCard) } : lane)) } })(),
      ),
    );
    const page = await openSlots(input.vendor ? `/rng?page=${input.vendor}` : "/rng", {
      member: input.signedIn,
      holds: (path) => HELD.includes(path),
      keyOf: (path) => (path === FAV_ADD || path === FAV_REMOVE ? CHANGE : path),
    });
    const session: CatalogueSession = { ...page, games: new Map() };
    // Fortune Ox is the first game the All games tab shows.
    await waitFor(() => expect(session.lists.at(-1)?.getSnapshot().value).toBe("loaded"), { timeout: 20_000 });
    const first = (session.lists.at(-1)!.getSnapshot().context as { games: GameSummary[] }).games[0]!;
    session.games.set(1, first);
    return session;
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    const snapshot = snapshotOf(session);
    const { context } = snapshot;
    const actor = catalogueOf(session);
    switch (event.type) {
      case "vendor.selected":
        return pickVendor(session, event);
      case "tab.selected": {
        const tabs = tabList();
        const tab = event.tab as CatalogueTab;
        // A guest has no tabs; the tab shown is no change.
        if (!tabs || tabOf(snapshot.value) === tab) return void actor.send(event);
        return user.click(within(tabs).getByRole("tab", { name: TAB_NAME[tab] }));
      }
      case "member.changed":
        if (event.signedIn === true) {
          // Someone logged in has no Log in to press.
          if (signedIn(session)) return void actor.send(event);
          return logIn(session);
        }
        // A guest has no Sign out to press.
        if (!signedIn(session)) return void actor.send(event);
        return signOut(session);
      case "favourite.toggled": {
        const game = real(session, event.game as GameSummary);
        const heart = heartOf(game);
        // No tile of that game on screen (another tab, or its list still loading): no heart to press.
        if (!heart) return void actor.send({ ...event, game });
        const guest = !context.signedIn;
        await user.click(heart);
        // A guest's heart opens the login popup.
        if (guest) await screen.findByRole("dialog", { name: "Log in" }, { timeout: 10_000 });
        return;
      }
      case "favourite.saved": {
        const nodeId = realId(session, event.nodeId as number);
        // The platform answers only a change it was asked for.
        if (!context.inFlight.includes(nodeId)) return void actor.send({ ...event, nodeId });
        // The sandbox saves it (its rules).
        return calls.answer(CHANGE, null);
      }
      case "favourite.failed": {
        const nodeId = realId(session, event.nodeId as number);
        const message = (event.error as { serverMessage?: string }).serverMessage ?? "refused";
        // The platform refuses only a change it was asked for.
        if (!context.inFlight.includes(nodeId)) return void actor.send({ ...event, nodeId });
        return calls.answer(CHANGE, refused(message));
      }
      case "favourite.cooled":
        // No heart pressed in the last second: no second to pass.
        if (!passTime(session, FAR_THROTTLE_MS)) actor.send({ ...event, nodeId: realId(session, event.nodeId as number) });
        return;
      case "favourite.noticeDismissed": {
        const notice = favouriteNotice();
        const close = notice ? within(notice).queryByRole("button", { name: "Close" }) : null;
        // No notice with Close on screen (none, or the favourites' load failure, which offers Try again).
        if (!close) return void actor.send(event);
        return user.click(close);
      }
      case "favourites.paged": {
        const pager = screen.queryByRole("navigation", { name: "Favourite games pages" });
        const button = pager ? within(pager).queryByRole("button", { name: `Page ${String(event.page)}` }) : null;
        // The pager offers only the pages it has, and does nothing while a page loads.
        if (!button || snapshot.matches({ tab: { favourites: "loading" } })) return void actor.send(event);
        return user.click(button);
      }
      case "retry": {
        const alerts = screen.queryAllByRole("alert");
        const retry = alerts.flatMap((a) => within(a).queryAllByRole("button", { name: "Try again" }))[0];
        // Nothing failed: no Try again.
        if (!retry) return void actor.send(event);
        return user.click(retry);
      }
      case "xstate.done.actor.fetchFavouriteIds":
        return calls.answer(FAV_IDS, ok((event.output as number[]).map((id) => realId(session, id))), "newest");
      case "xstate.error.actor.fetchFavouriteIds":
        return calls.answer(FAV_IDS, networkDown, "newest");
      case "xstate.done.actor.fetchFavourites": {
        const page = event.output as GamePage;
        return calls.answer(FAV_LIST, ok({ content: page.games.map((g) => wireGame(real(session, g))), pageNum: context.favouritePage.pageNo, totalPages: page.totalPages, totalCount: page.totalCount }), "newest");
      }
      case "xstate.error.actor.fetchFavourites":
        return calls.answer(FAV_LIST, networkDown, "newest");
      case "xstate.done.actor.fetchRecent":
        return calls.answer(RECENT, ok((event.output as GameSummary[]).map((g) => wireGame(real(session, g)))), "newest");
      case "xstate.error.actor.fetchRecent":
        return calls.answer(RECENT, networkDown, "newest");
      default:
        throw new Error(`catalogueDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, expected) {
    await waitFor(
      () => {
        const snapshot = snapshotOf(session);
        const { context, value } = snapshot;
        // The page's machine is where the model is (its answer may still be on its way).
        if (JSON.stringify(value) !== JSON.stringify(expected)) throw new Error(`the page is in ${JSON.stringify(value)}, not ${JSON.stringify(expected)}`);
        // The provider shown, and the note for a provider the list does not have.
        const current = within(providers()).getByRole("link", { current: "page" });
        expect(current).toHaveTextContent(context.vendor ? context.vendors.find((v) => v.code === context.vendor)!.name : "All providers");
        const note = screen.queryByText(/^We could not find the provider/);
        if (context.unknownVendor) expect(note).toHaveTextContent(`We could not find the provider “${context.unknownVendor}”. Showing every slot game.`);
        else expect(note).toBeNull();

        // The favourite notices: a change refused (Close), or the favourites not loaded (Try again).
        const notice = favouriteNotice();
        const failed = snapshot.matches({ favourites: { member: "failed" } });
        if (!context.favouriteFailure) expect(notice).toBeUndefined();
        else if (failed) {
          expect(notice).toHaveTextContent("Your favourites could not be loaded.");
          expect(within(notice!).getByRole("button", { name: "Try again" })).toBeInTheDocument();
        } else {
          expect(notice).toHaveTextContent("The favourite could not be changed.");
          if (context.favouriteFailure.serverMessage) expect(notice).toHaveTextContent(context.favouriteFailure.serverMessage);
          expect(within(notice!).getByRole("button", { name: "Close" })).toBeInTheDocument();
        }

        // A member has the three tabs; a guest only the games.
        const tab = tabOf(value);
        const tabs = tabList();
        if (!context.signedIn) expect(tabs).toBeNull();
        else expect(within(tabs!).getByRole("tab", { selected: true })).toHaveTextContent(TAB_NAME[tab]);

        // Hearts: a guest's are all off (pressing one asks to log in), a member's show the favourites once they are
        // loaded (and wait while a change is under way), and are hidden while the favourites load or failed.
        const ready = snapshot.matches({ favourites: { member: "ready" } });
        const hearts = screen.queryAllByRole("button", { name: /^Favourite: / });
        if (snapshot.matches({ favourites: "member" }) && !ready) expect(hearts).toHaveLength(0);
        for (const heart of hearts) {
          const nodeId = Number(heart.closest("[data-node-id]")!.getAttribute("data-node-id"));
          expect(heart).toHaveAttribute("aria-pressed", String(ready && context.favouriteIds.includes(nodeId)));
          expect(heart.getAttribute("aria-disabled") === "true").toBe(context.inFlight.includes(nodeId));
        }

        if (tab === "all") {
          expect(screen.getByRole("searchbox", { name: "Search games by name" })).toBeInTheDocument();
          expect(screen.getByRole("region", { name: "Slot games" })).toBeInTheDocument();
          return;
        }
        const label = tab === "favourites" ? "Favourite slot games" : "Recently played slot games";
        const status = snapshot.matches({ tab: { [tab]: "loading" } }) ? "loading" : snapshot.matches({ tab: { [tab]: "failed" } }) ? "failed" : snapshot.matches({ tab: { [tab]: "empty" } }) ? "empty" : "loaded";
        // The favourites the platform sent, less any the member has just taken off (known once the ids are in).
        const games = tab === "recent" ? context.recentGames : context.favouriteGames.filter((g) => !ready || context.favouriteIds.includes(g.nodeId));
        if (status === "loading") expect(grid(label)).toHaveAttribute("aria-busy", "true");
        else if (status === "failed") {
          const error = screen.getByTestId("game-grid-error");
          expect(error).toHaveTextContent(/./);
          expect(within(error).getByRole("button", { name: "Try again" })).toBeInTheDocument();
        } else if (games.length === 0) {
          expect(screen.getByTestId("game-grid-empty")).toHaveTextContent(tab === "favourites" ? "No favourites yet. Press the heart on a game to keep it here." : "Games you play show up here.");
        } else {
          const tiles = within(grid(label)!).getAllByTestId("game-tile");
          expect(tiles.map((t) => Number(t.getAttribute("data-node-id")))).toEqual(games.map((g) => g.nodeId));
        }
        if (tab === "favourites") {
          const pager = screen.queryByRole("navigation", { name: "Favourite games pages" });
          if (context.favouriteTotalPages <= 1) expect(pager).toBeNull();
          else expect(within(pager!).getByRole("button", { current: "page" })).toHaveAccessibleName(`Page ${context.favouritePage.pageNo}`);
        }
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("catalogue"),
  stop: closeSlots,
};
