/**
 * The header's vendor drop menus (SPEC §2 Header): which category's menu is open and which vendor in it is
 * highlighted. A pointer opens a menu after a short pause and closes it after another (so crossing the tab row does
 * not flash menus); keyboard and touch open and close at once.
 *
 * Events: `menu.hovered {category}`, `menu.left`, `menu.opened {category}` (Enter, Space, ArrowDown, a first tap),
 * `menu.closed` (Escape, focus leaving, a link followed), `vendor.highlighted {vendor}`.
 */
import { assign, setup } from "xstate";
import { described } from "../shared/described.ts";

export interface CategoryMenuContext {
  /** The category whose menu is open (or about to open). */
  category: string | null;
  /** The highlighted vendor of the open menu (null = its first vendor). */
  vendor: string | null;
}

export type CategoryMenuEvent =
  | { type: "menu.hovered"; category: string }
  | { type: "menu.left" }
  | { type: "menu.opened"; category: string }
  | { type: "menu.closed" }
  | { type: "vendor.highlighted"; vendor: string };

/** Pause before a hovered tab opens its menu, and before a left menu closes (ms). */
export const MENU_OPEN_DELAY_MS = 150;
export const MENU_CLOSE_DELAY_MS = 250;

export const categoryMenuMachine = setup({
  types: { context: {} as CategoryMenuContext, events: {} as CategoryMenuEvent },
  actions: {
    choose: assign({ category: ({ event }) => ("category" in event ? event.category : null), vendor: null }),
  },
  delays: { openDelay: MENU_OPEN_DELAY_MS, closeDelay: MENU_CLOSE_DELAY_MS },
  guards: {
    isOtherCategory: described(
      "The pointer is on another category's tab than the open one.",
      ({ context, event }) => "category" in event && event.category !== context.category,
    ),
  },
}).createMachine({
  id: "categoryMenu",
  description:
    "The header's vendor drop menus: hovering a category tab opens its menu after a short pause, leaving it closes after another; Enter, Space, Arrow Down or a first tap open it at once, Escape or focus leaving close it. The open menu lists the category's vendors with a game grid for the highlighted one.",
  context: { category: null, vendor: null },
  on: {
    "menu.opened": { target: ".open", actions: "choose", meta: { spec: "HDR-03 SITE-08" } },
    "menu.closed": { target: ".closed", actions: assign({ category: null, vendor: null }), meta: { spec: "SITE-08" } },
  },
  initial: "closed",
  states: {
    closed: {
      description: "No menu is open.",
      on: { "menu.hovered": { target: "opening", actions: "choose", meta: { spec: "HDR-03" } } },
    },
    opening: {
      description: "The pointer rests on a tab; its menu opens after a short pause.",
      after: { openDelay: { target: "open", meta: { spec: "HDR-03 SITE-08" } } },
      on: {
        "menu.hovered": { guard: "isOtherCategory", target: "opening", reenter: true, actions: "choose", meta: { spec: "SITE-08" } },
        "menu.left": { target: "closed", actions: assign({ category: null }), meta: { spec: "SITE-08" } },
      },
    },
    open: {
      description: "A category's vendor menu is open.",
      on: {
        "menu.hovered": { guard: "isOtherCategory", target: "open", actions: "choose", meta: { spec: "HDR-03" } },
        "menu.left": { target: "closing", meta: { spec: "SITE-08" } },
        "vendor.highlighted": { actions: assign({ vendor: ({ event }) => event.vendor }), meta: { spec: "HDR-03" } },
      },
    },
    closing: {
      description: "The pointer left the menu; it closes after a short pause unless the pointer comes back.",
      after: { closeDelay: { target: "closed", actions: assign({ category: null, vendor: null }), meta: { spec: "SITE-08" } } },
      on: {
        "menu.hovered": [
          { guard: "isOtherCategory", target: "open", actions: "choose", meta: { spec: "HDR-03" } },
          { target: "open", meta: { spec: "SITE-08" } },
        ],
        "vendor.highlighted": { actions: assign({ vendor: ({ event }) => event.vendor }), meta: { spec: "HDR-03" } },
      },
    },
  },
});
