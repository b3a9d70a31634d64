/**
 * What the slots page's two UI drivers (catalogue.driver.tsx, game-list.driver.tsx) share: the page (`/rng`) opened
 * in the whole app with its catalogue actor and its game-list child followed, the platform calls a path answers held,
 * and the page's two timers (the favourite throttle, the search's typing pause) given a far-off length so that only
 * the path says when the time has passed: the driver then fires the machine's own timeout.
 *
 * On a first load of /rng the app loads the catalogue's code before its first render (src/app/compose.ts), so both
 * ways the page gets its machine (`loadedCatalogue`, `loadCatalogue`) are wrapped.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import type { AnyActorLogic, AnyActorRef } from "xstate";
import type { gameListMachine } from "../../machines/game-list/game-list.machine.ts";
import type { LoadedCatalogue } from "../../src/api/catalogue-actors.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { following } from "./follow.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { captureTimeouts, type CapturedTimeouts } from "./timeouts.ts";

const { store } = nodeSandbox;

/** The delays the drivers give the page's machines: longer than any path, fired only when the path says. */
export const FAR_THROTTLE_MS = 2 ** 31 - 1;
export const FAR_DEBOUNCE_MS = 2 ** 31 - 2;

export interface SlotsPage {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  /** The page's catalogue actors, newest last (a new visit of the page starts a new one). */
  actors: AnyActorRef[];
  /** The catalogue's game-list children, newest last. */
  lists: AnyActorRef[];
  /** Pending timeouts of the far-off delays, by length, oldest first. */
  /** The page's two far-off timers (see above), fired by `passTime`. */
  timers: CapturedTimeouts;
  restore(): void;
}

export interface SlotsOptions {
  /** Start logged in as `demo`. */
  member: boolean;
  /** Which platform calls the path answers (the others go on to the sandbox). */
  holds(path: string, page: Pick<SlotsPage, "actors" | "lists">): boolean;
  /** Several paths under one key (see holdCalls). */
  keyOf?(path: string): string;
}

/** Opens `url` (an /rng address) in English following the page's actors. */
export async function openSlots(url: string, options: SlotsOptions): Promise<SlotsPage> {
  localStorage.setItem("lang", "en");
  if (options.member) sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
  const actors: AnyActorRef[] = [];
  const lists: AnyActorRef[] = [];
  const calls = holdCalls((path) => options.holds(path, { actors, lists }), options.keyOf);
  const timers = captureTimeouts([FAR_THROTTLE_MS, FAR_DEBOUNCE_MS], "watch");
  let followed: LoadedCatalogue | null = null;
  const follow = (loaded: LoadedCatalogue): LoadedCatalogue => {
    if (followed) return followed;
    const { machine } = loaded;
    const list = machine.implementations.actors.gameList as typeof gameListMachine;
    const gameList = following(list.provide({ delays: { searchDebounce: FAR_DEBOUNCE_MS } }), lists);
    followed = { machine: following(machine.provide({ actors: { gameList }, delays: { favouriteThrottle: FAR_THROTTLE_MS } }) as AnyActorLogic, actors) as LoadedCatalogue["machine"] };
    return followed;
  };
  const app = await renderApp(url, {}, (services) => {
    const loadedCatalogue = services.loadedCatalogue;
    const loadCatalogue = services.loadCatalogue;
    services.loadedCatalogue = () => {
      const loaded = loadedCatalogue();
      return loaded && follow(loaded);
    };
    services.loadCatalogue = () => loadCatalogue().then(follow);
  });
  await waitFor(() => expect(actors).toHaveLength(1), { timeout: 20_000 });
  return {
    app,
    user: userEvent.setup(),
    calls,
    actors,
    lists,
    timers,
    restore: () => timers.restore(),
  };
}

/** Lets the oldest pending timeout of a far-off delay fire (the time the path says has passed); false if none. */
export function passTime(page: SlotsPage, ms: number): boolean {
  if (page.timers.pending(ms) === 0) return false;
  act(() => page.timers.fire(ms, "oldest"));
  return true;
}

/** The newest catalogue actor's snapshot. */
export const catalogueOf = (page: Pick<SlotsPage, "actors">) => page.actors.at(-1)!;

/** The providers' list, and the link of a provider (or of every provider). */
export const providers = () => screen.getByRole("navigation", { name: "Providers" });
export const providerLink = (name: string) => within(providers()).getByRole("link", { name });

/** The player goes to `url` (typed in the address bar, or a link from elsewhere). */
export async function goTo(page: SlotsPage, url: string): Promise<void> {
  await act(async () => {
    page.app.history.push(url);
  });
}

/** Stops the app, unmounts it, fails the calls still held and puts the clock back (a driver's `stop`). */
export async function closeSlots(page: SlotsPage): Promise<void> {
  page.app.services.app.stop();
  page.app.unmount();
  page.calls.abandon();
  page.restore();
}
