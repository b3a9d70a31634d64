/**
 * Model-based UI driver of the header's vendor drop menus (the categoryMenu machine): each generated path through
 * the real header of a guest's page against the sandbox. The pointer rests on and leaves the category tabs
 * (user-event's mouse: pointer moves and leaves), the keyboard opens a tab's menu (Enter), a pointer on a vendor
 * highlights it, and following a link closes the menus.
 *
 * The menus' pauses are the machine's own timeouts (150 ms before a hovered tab opens, 250 ms before a left menu
 * closes): the driver holds those two timeouts instead of letting the clock run them, so a path sees the pause
 * (opening, closing) as long as it needs, and "the pointer rested long enough" is the held timeout running. The
 * header starts the menu machine itself (`useMachine`), so the driver follows the actor it starts by recording it
 * where the machine makes its first snapshot, for the length of a path.
 *
 * A vendor the open menu does not list cannot be highlighted by any control (the machine records what it is told):
 * that event is sent to the actor. So is a vendor of a closing menu, which only a pointer coming back (which reopens
 * it) or the keyboard (focus inside the menu) could reach; the driver focuses it when it is there.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import { categoryMenuMachine, MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS, type CategoryMenuContext } from "../../machines/lobby/category-menu.machine.ts";
import { selectSite } from "../../machines/boot/boot.selectors.ts";
import { renderApp } from "../render-app.tsx";
import { followedState } from "./followed-page.ts";
import { captureTimeouts, type CapturedTimeouts } from "./timeouts.ts";
import type { FlowDriver } from "./types.ts";


interface MenuSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  actors: AnyActorRef[];
  /** The menus' pauses, held until the path says the time has passed. */
  timers: CapturedTimeouts;
  restore(): void;
}

type MenuSnapshot = { value: string; context: CategoryMenuContext };
const snapshotOf = (session: MenuSession) => session.actors.at(-1)!.getSnapshot() as MenuSnapshot;

const tab = (category: string): HTMLElement => {
  const link = within(screen.getByRole("navigation", { name: "Main" }))
    .getAllByRole("link")
    .find((a) => a.dataset.category === category);
  if (!link) throw new Error(`the header has no ${category} tab`);
  return link;
};
const tabItem = (category: string) => tab(category).closest("li")!;

/** Runs the newest held pause of `ms` (the time passes). */
function runPause(session: MenuSession, ms: number) {
  act(() => session.timers.fire(ms));
}

export const categoryMenuDriver: FlowDriver<MenuSession> = {
  machineId: "categoryMenu",
  pathTimeoutMs: 45_000,

  async start() {
    localStorage.setItem("lang", "en");
    const actors: AnyActorRef[] = [];
    // The header's useMachine starts the machine itself: record the actor where the machine makes its first snapshot.
    const own = Object.getOwnPropertyDescriptor(categoryMenuMachine, "getInitialSnapshot");
    const initial = categoryMenuMachine.getInitialSnapshot;
    categoryMenuMachine.getInitialSnapshot = (scope, input) => {
      actors.push(scope.self);
      return initial.call(categoryMenuMachine, scope, input);
    };
    // The menus' two pauses are held (only the menu machine waits 150 or 250 ms on this page).
    const timers = captureTimeouts([MENU_OPEN_DELAY_MS, MENU_CLOSE_DELAY_MS], "hold");
    const restore = () => {
      timers.restore();
      if (own) Object.defineProperty(categoryMenuMachine, "getInitialSnapshot", own);
    };
    try {
      const app = await renderApp("/sports");
      // The drop menus load when the browser is idle: the tabs carry aria-expanded once they are there.
      await waitFor(() => expect(tab("LIVE")).toHaveAttribute("aria-expanded"), { timeout: 20_000 });
      await waitFor(() => expect(actors.length).toBeGreaterThan(0));
      return { app, user: userEvent.setup(), actors, timers, restore };
    } catch (error) {
      restore();
      throw error;
    }
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user } = session;
    const { value, context } = snapshotOf(session);
    switch (event.type) {
      case "menu.hovered":
        return user.hover(tab(String(event.category)));
      case "menu.left": {
        // The pointer is on the tab (a keyboard-opened menu has none there yet: it comes first), then leaves.
        const item = tabItem(context.category!);
        await user.hover(tab(context.category!));
        return user.unhover(item);
      }
      case "menu.opened": {
        const link = tab(String(event.category));
        act(() => link.focus());
        return user.keyboard("{Enter}");
      }
      case "menu.closed":
        // A link followed (the address changes): the Promotions link of the main navigation.
        return user.click(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Promotions" }));
      case "vendor.highlighted": {
        const panel = screen.queryByTestId("category-menu");
        const button = panel ? within(panel).queryAllByRole("button").find((b) => b.dataset.vendor === event.vendor) : undefined;
        if (!button) return void session.actors.at(-1)!.send(event);
        if (value === "closing") return void act(() => button.focus());
        return user.hover(button);
      }
      case "xstate.after.openDelay.categoryMenu.opening":
        return runPause(session, MENU_OPEN_DELAY_MS);
      case "xstate.after.closeDelay.categoryMenu.closing":
        return runPause(session, MENU_CLOSE_DELAY_MS);
      default:
        throw new Error(`categoryMenuDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const { value, context } = snapshotOf(session);
        const nav = screen.getByRole("navigation", { name: "Main" });
        const tabs = within(nav).getAllByRole("link").filter((a) => a.dataset.category);
        const shown = value === "open" || value === "closing";
        // Only the open menu's tab is expanded; the machine's state shows on its tab while it is about one.
        expect(tabs.filter((a) => a.getAttribute("aria-expanded") === "true").map((a) => a.dataset.category)).toEqual(shown ? [context.category] : []);
        expect(tabs.filter((a) => a.closest("li")!.dataset.menuState).map((a) => `${a.dataset.category}:${a.closest("li")!.dataset.menuState}`)).toEqual(
          value === "closed" ? [] : [`${context.category}:${value}`],
        );
        const panels = screen.queryAllByTestId("category-menu");
        if (!shown) {
          expect(panels).toHaveLength(0);
          return;
        }
        // The open menu: the category's vendors, the highlighted one (else the first) marked.
        expect(panels).toHaveLength(1);
        expect(tabItem(context.category!)).toContainElement(panels[0]!);
        const category = selectSite(session.app.services.boot.getSnapshot()).categories.find((c) => c.id === context.category)!;
        const vendors = within(panels[0]!).getAllByRole("button").filter((b) => b.dataset.vendor);
        expect(vendors.map((b) => b.dataset.vendor)).toEqual(category.vendors.map((v) => v.vassalage));
        const highlighted = vendors.filter((b) => b.dataset.highlighted === "true").map((b) => b.dataset.vendor);
        const listed = vendors.some((b) => b.dataset.vendor === context.vendor);
        expect(highlighted).toEqual([listed ? context.vendor : vendors[0]!.dataset.vendor]);
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("categoryMenu"),

  async stop(session) {
    session.app.services.app.stop();
    session.app.unmount();
    session.restore();
  },
};
