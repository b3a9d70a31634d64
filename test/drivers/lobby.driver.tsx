/**
 * Model-based UI driver of a category lobby (/live, /pvp, /fish): each generated path through the real lobby page
 * against the sandbox. The category's vendors are the sample's: the vendor-lanes answer puts the sandbox's own cards
 * of those vendors in the category's lane (the sandbox lists more, in another order). The live tables
 * (`GCSGAME_gameList` of a live vendor) and the card rooms (`GLS2_roomList`) are held until the path says what the
 * platform answers: the sample's tables or rooms in the platform's wire form, a network failure, or a malformed
 * answer.
 *
 * A vendor is picked by its card; a vendor the page shows no card for is asked for through the address
 * (`?vendor=`, as a link or a typed address does). The vendor lanes reload only when the language changes, so a
 * reload of the lanes is a real language switch in the header (the lanes then answer the sample's vendors), and the
 * rest of the path reads the page in that language. Logging in is the rooms' Log in and the login popup; a member
 * becomes a guest on the page when the platform ends the session (logOut). A guest cannot log out: that event is sent
 * to the page's actor (the machine ignores it).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import type { CardRoom, LiveTable, LobbyInput, LobbyKind } from "../../machines/lobby/lobby.types.ts";
import { selectLobby, type LobbySnapshot } from "../../machines/lobby/lobby.selectors.ts";
import { endpoints } from "../../src/api/endpoints.ts";
import type { VendorLane } from "../../src/api/schemas.ts";
import { vendorLanes } from "../../src/sandbox/seed/vendors.ts";
import { errorMessages } from "../../src/i18n/messages.ts";
import { i18n } from "../../src/i18n/i18n.ts";
import { nodeSandbox } from "../sandbox-server.ts";
import { translated } from "./catalogue.ts";
import { followedState, openFollowed, stopFollowed, type FollowedPage } from "./followed-page.ts";
import { holdCalls } from "./held-calls.ts";
import { logInInPopup } from "./sign-in.ts";
import { wireGame } from "./wire.ts";
import type { FlowDriver } from "./types.ts";

const LIST: string = endpoints.gameList.path;
const ROOMS: string = endpoints.cardRooms.path;
const LANES: string = endpoints.vendorLanes.path;
const ROUTE: Record<LobbyKind, string> = { LIVE: "/live", FISH: "/fish", PVP: "/pvp", SPORTS: "/sports", ESPORTS: "/esports", ELOTT: "/elott", SEAMLESS: "/seamless" };
/** The vendor lane each lobby's vendors come from (the sandbox's lanes are titled by type). */
const LANE: Partial<Record<LobbyKind, string>> = { LIVE: "LIVE", FISH: "FISH", PVP: "PVP", SPORTS: "SPORTS" };
const LANGUAGE_NAME: Record<string, string> = { en: "English", pt: "Português" };

interface LobbySession extends FollowedPage {
  user: UserEvent;
  kind: LobbyKind;
  /** What the vendor-lanes call answers now. */
  lanes: VendorLane[];
}

const snapshotOf = (session: LobbySession) => session.actors.at(-1)!.getSnapshot() as LobbySnapshot;

/** The page's words in the site's current language. */
const say = (english: string, values: readonly string[] = []) =>
  i18n.locale === "en" ? english.replace(/\{(\d+)\}/g, (_, n: string) => values[Number(n)] ?? "") : translated(i18n.locale, english, values);

/** The sandbox's lanes with the lobby's lane holding the sandbox's cards of `codes` (in that order). */
function lanesWith(kind: LobbyKind, codes: readonly string[]): VendorLane[] {
  const all = vendorLanes();
  const cards = all.flatMap((lane) => lane.cards);
  const chosen = codes.map((code) => {
    const card = cards.find((c) => c.vassalage === code);
    if (!card) throw new Error(`the sandbox has no vendor ${code}`);
    return card;
  });
  return all.map((lane) => (lane.title === LANE[kind] ? { ...lane, cards: chosen } : lane));
}

const wireTable = (t: LiveTable) => ({ ...wireGame(t), gameClassify: t.code });
const wireRoom = (r: CardRoom) => ({
  roomId: r.roomId,
  roomName: r.name,
  nodeId: r.nodeId,
  gameCode: r.gameCode,
  gameName: r.gameName,
  vassalage: r.vendor,
  minBet: r.minBet,
  maxBet: r.maxBet,
  onlinePlayers: r.players,
  maxPlayers: r.maxPlayers,
  status: r.full ? "FULL" : "OPEN",
});

/** Where the selected vendor's tables or rooms (and their loading, empty and failed states) show. */
function detailsRegion(session: LobbySession): HTMLElement {
  if (session.kind === "PVP") {
    const heading = document.getElementById("lobby-rooms");
    if (!heading) throw new Error("the lobby shows no rooms section");
    return heading.closest("section")!;
  }
  return screen.getByTestId("lobby-vendor");
}

const vendorCard = (code: string) => within(screen.getByTestId("vendor-cards")).queryAllByRole("button").find((b) => b.dataset.vendor === code) ?? null;

async function logIn(session: LobbySession) {
  const { user } = session;
  const roomsLogin = screen.queryByTestId("rooms-login");
  if (roomsLogin) await user.click(within(roomsLogin).getByRole("button", { name: say("Log in") }));
  else session.app.services.auth.send({ type: "login.open" });
  await logInInPopup(user, { language: i18n.locale });
  await waitFor(() => expect(snapshotOf(session).context.signedIn).toBe(true), { timeout: 10_000 });
}

/**
 * The member becomes a guest while the lobby stays on screen: the platform has ended the session, which the page
 * learns at the next call (the player refreshes the balance; a 401 ends the session and the login popup says so),
 * and the player closes the popup. The member bar's Sign out leads to the home page (LOGOUT-01), where no lobby is
 * left to hear of it.
 */
async function logOut(session: LobbySession) {
  const { user } = session;
  nodeSandbox.store.closeSession(sessionStorage.getItem("token") ?? "");
  await user.click(within(await screen.findByTestId("member-bar", {}, { timeout: 10_000 })).getByRole("button", { name: say("Refresh") }));
  await waitFor(() => expect(snapshotOf(session).context.signedIn).toBe(false), { timeout: 10_000 });
  const dialog = await screen.findByRole("dialog", { name: say("Log in") }, { timeout: 10_000 });
  await user.click(within(dialog).getAllByRole("button", { name: say("Close") })[0]!);
  await waitFor(() => expect(screen.queryByRole("dialog", { name: say("Log in") })).toBeNull());
}

export const lobbyDriver: FlowDriver<LobbySession> = {
  machineId: "lobby",
  pathTimeoutMs: 45_000,

  async start(sample) {
    const input = sample.input as LobbyInput;
    const actors: AnyActorRef[] = [];
    const session = { kind: input.kind, lanes: lanesWith(input.kind, input.vendors.map((v) => v.vassalage)), actors } as LobbySession;
    // The lanes answer the sample's vendors for the lobby's category (tried before the calls held below: msw tries
    // the handlers added last first, and the lanes are never held).
    nodeSandbox.server.use(http.all("*", ({ request }) => (new URL(request.url).pathname === LANES ? HttpResponse.json({ success: true, value: { data: { lanes: session.lanes } } }) : undefined)));
    // A live vendor's tables are a game list; the card lobby's game grid (also a game list) is the sandbox's.
    session.calls = holdCalls((path) => actors.length > 0 && (path === ROOMS || (path === LIST && input.kind === "LIVE")));
    const url = `${ROUTE[input.kind]}${input.vendor ? `?vendor=${encodeURIComponent(input.vendor)}` : ""}`;
    ({ app: session.app } = await openFollowed({ url, member: input.signedIn ? "demo" : null, loader: "loadLobbyMachines", machine: "lobby", calls: session.calls, actors }));
    session.user = userEvent.setup();
    if (input.signedIn) await waitFor(() => expect(snapshotOf(session).context.signedIn).toBe(true), { timeout: 10_000 });
    return session;
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user } = session;
    switch (event.type) {
      case "xstate.done.actor.loadTables": {
        const tables = event.output as LiveTable[];
        return session.calls.answer(LIST, () => HttpResponse.json({ success: true, value: { games: tables.map(wireTable), pageNum: 1, totalPages: 1, totalCount: tables.length } }), "newest");
      }
      case "xstate.error.actor.loadTables":
        return session.calls.answer(LIST, () => HttpResponse.error(), "newest");
      case "xstate.done.actor.loadRooms":
        return session.calls.answer(ROOMS, () => HttpResponse.json({ success: true, value: { rooms: (event.output as CardRoom[]).map(wireRoom) } }), "newest");
      case "xstate.error.actor.loadRooms":
        // platform.malformed: the rooms are not a list.
        return session.calls.answer(ROOMS, () => HttpResponse.json({ success: true, value: { rooms: "none" } }), "newest");
      case "vendor.selected": {
        const vendor = String(event.vendor);
        const card = vendorCard(vendor);
        if (card) return user.click(card);
        // The lobby shows no card of that vendor: the address asks for it (a shared link, a typed address).
        await session.app.router.navigate({ to: ROUTE[session.kind], search: { vendor }, replace: true });
        return;
      }
      case "live.filtered": {
        const chips = within(screen.getByRole("list", { name: say("Show tables of") })).getAllByRole("button");
        const chip = event.code === null ? chips.find((b) => !b.dataset.code) : chips.find((b) => b.dataset.code === event.code);
        if (!chip) throw new Error(`no filter for ${String(event.code)}`);
        return user.click(chip);
      }
      case "lobby.retry":
        return user.click(within(screen.getByTestId("lobby-error")).getByRole("button", { name: say("Try again") }));
      case "session.changed": {
        const signedIn = snapshotOf(session).context.signedIn;
        // Nobody to log out, or already logged in: no control makes this (the machine keeps its state).
        if (event.signedIn === signedIn) return void session.actors.at(-1)!.send(event);
        return event.signedIn ? logIn(session) : logOut(session);
      }
      case "vendors.changed": {
        // The lanes reload when the language changes; the platform's new lanes hold the sample's vendors here.
        session.lanes = lanesWith(session.kind, (event.vendors as { vassalage: string }[]).map((v) => v.vassalage));
        const language = i18n.locale === "en" ? "pt" : "en";
        await user.selectOptions(screen.getAllByRole("combobox", { name: say("Language") })[0]!, LANGUAGE_NAME[language]!);
        await waitFor(() => expect(session.app.services.boot.getSnapshot().matches({ ready: "idle" })).toBe(true), { timeout: 10_000 });
        await waitFor(() => expect(i18n.locale).toBe(language), { timeout: 10_000 });
        return;
      }
      default:
        throw new Error(`lobbyDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = snapshotOf(session);
        const view = selectLobby(snapshot);
        const { vendors } = snapshot.context;
        if (view.status === "noVendors") {
          expect(screen.getByTestId("lobby-empty")).toHaveTextContent(/./);
          expect(screen.queryByTestId("vendor-cards")).toBeNull();
          return;
        }
        // The category's vendor cards, the selected one marked.
        const cards = within(screen.getByTestId("vendor-cards")).getAllByRole("button");
        expect(cards.map((c) => c.dataset.vendor)).toEqual(vendors.map((v) => v.vassalage));
        expect(cards.filter((c) => c.getAttribute("aria-current") === "true").map((c) => c.dataset.vendor)).toEqual([view.selected]);
        const selectedName = vendors.find((v) => v.vassalage === view.selected)?.displayName ?? "";
        expect(screen.getByTestId("lobby-vendor")).toHaveTextContent(selectedName);
        if (view.status === "cards") {
          expect(within(screen.getByTestId("lobby-vendor")).getByRole("heading", { level: 2 })).toHaveTextContent(selectedName);
          return;
        }
        const region = detailsRegion(session);
        switch (view.status) {
          case "loading":
            expect(within(region).getByRole("status")).toHaveTextContent(say("Loading…"));
            expect(within(region).queryByTestId("lobby-error")).toBeNull();
            return;
          case "failed": {
            const alert = within(region).getByTestId("lobby-error");
            expect(alert).toHaveTextContent(i18n._(errorMessages[view.failure!.code]));
            expect(within(alert).getByRole("button", { name: say("Try again") })).toBeInTheDocument();
            return;
          }
          case "noTables":
          case "noRooms":
            expect(within(region).getByTestId("lobby-vendor-empty")).toHaveTextContent(selectedName);
            return;
          case "roomsNeedLogin":
            expect(within(within(region).getByTestId("rooms-login")).getByRole("button", { name: say("Log in") })).toBeInTheDocument();
            expect(within(region).queryByTestId("card-rooms")).toBeNull();
            return;
          case "tables": {
            // The tables grouped by code, only the filtered code's when a filter is on, and the filter pressed.
            const groups = within(region).getAllByTestId("live-group");
            expect(groups.map((g) => g.dataset.code)).toEqual(view.groups.map((g) => g.code));
            const names = groups.flatMap((g) => within(g).getAllByTestId("live-table").map((t) => t.textContent));
            expect(names).toEqual(view.groups.flatMap((g) => g.tables.map((t) => expect.stringContaining(t.name) as unknown)));
            const pressed = within(within(region).getByRole("list", { name: say("Show tables of") })).getAllByRole("button", { pressed: true });
            expect(pressed.map((b) => b.dataset.code ?? null)).toEqual([view.filter]);
            return;
          }
          case "rooms": {
            const rows = within(within(region).getByTestId("card-rooms")).getAllByTestId("card-room");
            expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual(view.rooms.map((r) => r.name));
            return;
          }
          default:
            throw new Error(`no screen check for ${view.status}`);
        }
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("lobby"),
  stop: stopFollowed,
};
