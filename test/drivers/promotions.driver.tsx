/**
 * Model-based UI driver of the promotions page (`/promotions`, a guest in English): the categories and every
 * promotion with its state for the viewer, a failure with Try again, and a real login from the header that reads them
 * again for the member (the list read before stays on screen meanwhile).
 *
 * The page's two reads (the categories and the guest's or the member's promotion list) wait until the path says what
 * the platform answers: the sample's list in the platform's wire form, or a network failure. A guest has no session to
 * end: that logout is sent to the page's actor, as the machine's guard against it.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import type { Promotion } from "../../machines/activity/activity.types.ts";
import type { PromotionList, PromotionsContext } from "../../machines/promotions/promotions.machine.ts";
import { rewardEndpoints } from "../../src/api/reward-endpoints.ts";
import { followedState, openFollowed, stopFollowed, type FollowedPage } from "./followed-page.ts";
import { holdCalls } from "./held-calls.ts";
import { logInInPopup } from "./sign-in.ts";
import { wirePromotion } from "./wire.ts";

import type { FlowDriver } from "./types.ts";

const CATEGORIES: string = rewardEndpoints.promotionCategories.path;
const LIST = { guest: rewardEndpoints.promotionsPublic.path, member: rewardEndpoints.promotionsMember.path } as const;

interface PromotionsSession extends FollowedPage {
  user: UserEvent;
}

type PromotionsSnapshot = { value: unknown; matches(state: string): boolean; context: PromotionsContext };
const snapshotOf = (session: PromotionsSession) => session.actors.at(-1)!.getSnapshot() as PromotionsSnapshot;

const STATUS_NAME: Record<Promotion["status"], string> = {
  join: "Join",
  claim: "Claim",
  applying: "Applying",
  closed: "Closed",
  rejected: "Rejected",
  issued: "Issued",
  claimed: "Claimed",
  inProcess: "In process",
  signedUp: "Signed up",
  comingSoon: "Coming soon",
};
const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const networkDown = () => HttpResponse.error();

const page = () => document.querySelector<HTMLElement>('[data-page="promotions"]')!;

async function logIn(session: PromotionsSession) {
  await session.user.click(within(screen.getByRole("banner")).getAllByRole("button", { name: "Log in" })[0]!);
  await logInInPopup(session.user);
  await waitFor(() => expect(snapshotOf(session).context.viewer).toBe("member"), { timeout: 10_000 });
}

export const promotionsDriver: FlowDriver<PromotionsSession> = {
  machineId: "promotions",
  pathTimeoutMs: 45_000,

  async start() {
    const held = new Set<string>([CATEGORIES, LIST.guest, LIST.member]);
    const calls = holdCalls((path) => held.has(path));
    const page = await openFollowed({ url: "/promotions", member: null, loader: "loadPromotionMachines", machine: "promotions", calls });
    return { ...page, user: userEvent.setup() };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { viewer } = snapshotOf(session).context;
    const list = viewer === "member" ? LIST.member : LIST.guest;
    switch (event.type) {
      case "xstate.done.actor.fetchPromotions": {
        const output = event.output as PromotionList;
        await session.calls.answer(CATEGORIES, ok(output.categories), "all");
        return session.calls.answer(list, ok(output.promotions.map(wirePromotion)), "all");
      }
      case "xstate.error.actor.fetchPromotions":
        await session.calls.answer(list, networkDown, "all");
        return session.calls.answer(CATEGORIES, networkDown, "all");
      case "promotions.retry":
        return session.user.click(within(within(page()).getByRole("alert")).getByRole("button", { name: "Try again" }));
      case "session.changed":
        // Only a guest's login is a control (the header's Log in); a guest has no session to end.
        if (event.viewer === "member" && viewer === "guest") return logIn(session);
        return void session.actors.at(-1)!.send(event);
      default:
        throw new Error(`promotionsDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = snapshotOf(session);
        const { list } = snapshot.context;
        const own = within(page());
        if (snapshot.matches("failed")) {
          const alert = own.getByRole("alert");
          expect(alert).toHaveTextContent("The promotions could not be loaded.");
          expect(alert).toHaveTextContent("Network link abnormal. Check your connection and try again.");
          expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
          return;
        }
        expect(own.queryByRole("alert")).toBeNull();
        if (list === null) return void expect(own.getByRole("status")).toHaveTextContent("Loading…");
        // The categories (All first) and every promotion with its state; a reload keeps them with the machine's state.
        const categories = own.getByRole("navigation", { name: "Promotion categories" });
        expect(within(categories).getAllByRole("link").map((a) => a.textContent)).toEqual(["All", ...list.categories.map((c) => c.name)]);
        if (list.promotions.length === 0) return void expect(own.getByText("There are no promotions here right now.")).toBeInTheDocument();
        const grid = own.getByRole("list", { name: "Promotions" });
        expect(grid).toHaveAttribute("data-state", JSON.stringify(snapshot.value));
        const cards = within(grid).getAllByRole("article");
        expect(cards).toHaveLength(list.promotions.length);
        list.promotions.forEach((p, i) => {
          expect(within(cards[i]!).getByRole("link", { name: p.title })).toBeInTheDocument();
          expect(cards[i]).toHaveTextContent(STATUS_NAME[p.status]);
        });
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("promotions"),
  stop: stopFollowed,
};
