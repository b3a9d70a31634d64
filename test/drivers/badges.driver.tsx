/**
 * Model-based UI driver of the member's counts (machines/badges, a child of the root app machine while a member is
 * signed in): each generated path through the badges of the member centre's menu (Rewards centre, Mission activity,
 * Platform information) and the header's Rewards tab, for `demo` on the inbox page (`/member/messages`).
 *
 * The counts' three reads (`CSP_unreadCount`, `MCS2_getPromotionClaimList`, `MCSFE_getMissionSummaryDetails`; the
 * inbox page reads none of them) wait until the path says what the platform answers: the sample's counts in the
 * platform's wire form, or a network failure. "The inbox or a claim changed the counts" is the player opening a
 * message of the inbox (the sandbox's; back to the list after it, for the next one). The minute's poll and the two
 * minutes after a failure are the machine's own timers: the driver captures the timeouts the actor system sets for
 * them and lets the newest fire when the path says the time has passed.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { ActorRefFrom, EventObject } from "xstate";
import { BADGE_POLL_MS, BADGE_RETRY_MS, type BadgeCounts, type badgesMachine } from "../../machines/badges/badges.machine.ts";
import { registry } from "../../machines/registry.ts";
import { rewardEndpoints } from "../../src/api/reward-endpoints.ts";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { settle } from "./settle.ts";
import { captureTimeouts, type CapturedTimeouts } from "./timeouts.ts";
import type { FlowDriver } from "./types.ts";

const entry = registry.find((e) => e.machine.id === "badges")!;
const { store } = nodeSandbox;
const UNREAD: string = rewardEndpoints.inboxUnread.path;
const REWARDS: string = rewardEndpoints.rewardBook.path;
const MISSIONS: string = rewardEndpoints.missionSummary.path;

type BadgesRef = ActorRefFrom<typeof badgesMachine>;

interface BadgesSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  /** The timeouts the actor system set for the machine's delays (they still run on time). */
  timers: CapturedTimeouts;
}

const badgesOf = (session: BadgesSession) => (session.app.services.app.getSnapshot().children as Record<string, unknown>).badges as BadgesRef | undefined;

const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const down = () => HttpResponse.error();

/** The member centre's menu entry of a page, by its name. */
const menuEntry = (name: string) => within(screen.getByRole("navigation", { name: "Member centre" })).getByRole("link", { name: new RegExp(`^${name}`) });
/** The header's Rewards tab. */
const rewardsTab = () => within(screen.getByRole("banner")).getByRole("button", { name: /^Rewards/ });

/** What a badge shows next to a label: the count (99+ above 99) and what a screen reader hears, or nothing at 0. */
function expectBadge(element: HTMLElement, count: number | null, label: (n: number) => string) {
  const badge = within(element).queryByTestId("count-badge");
  if (count === null || count <= 0) {
    expect(badge).toBeNull();
    return;
  }
  expect(badge).toHaveTextContent(count > 99 ? "99+" : String(count));
  expect(element).toHaveTextContent(`(${label(count)})`);
}

export const badgesDriver: FlowDriver<BadgesSession> = {
  machineId: "badges",
  pathTimeoutMs: 45_000,

  async start() {
    localStorage.setItem("lang", "en");
    sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
    // The actor system's timeouts for the minute's poll and the wait after a failure (machines/badges).
    const timers = captureTimeouts([BADGE_POLL_MS, BADGE_RETRY_MS], "watch");
    // The inbox page's code, loaded before the app starts: a platform read held longer than the client waits for
    // one fails as slow, and the first path's counts would wait for this code to load.
    await Promise.all([import("../../src/views/member/member-centre.tsx"), import("../../src/views/rewards/inbox-page.tsx"), import("../../src/api/reward-actors.ts")]);
    const calls = holdCalls((path) => path === UNREAD || path === REWARDS || path === MISSIONS);
    const app = await renderApp("/member/messages");
    const session: BadgesSession = {
      app,
      user: userEvent.setup(),
      calls,
      timers,
    };
    await waitFor(() => expect(badgesOf(session)).toBeDefined(), { timeout: 20_000 });
    // The inbox's list (the sandbox's messages) is there to open.
    await screen.findByRole("list", { name: "Messages" }, { timeout: 20_000 });
    return session;
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    // React finishes what it has pending first (see settle.ts): a press is then the only work in its act scope.
    await settle();
    const { user, calls } = session;
    switch (event.type) {
      case "xstate.done.actor.fetchCounts": {
        const counts = event.output as BadgeCounts;
        const rewards = Array.from({ length: counts.claimable }, (_, i) => ({ claimId: `C-${i + 1}`, name: `Reward ${i + 1}`, category: "BONUS", amount: "10.00", expiresAt: null }));
        await calls.answer(UNREAD, ok(counts.unread), "all");
        await calls.answer(REWARDS, ok({ claimable: rewards, history: [] }), "all");
        return calls.answer(MISSIONS, ok({ missions: [], openCount: counts.missions }), "all");
      }
      case "xstate.error.actor.fetchCounts":
        // The unread count's read fails (the two reads beside it are dropped with it).
        return calls.answer(UNREAD, down, "all");
      case "badges.refresh": {
        // The player opens the first message of the inbox (reading it changes the unread count), then goes back.
        const list = screen.getByRole("list", { name: "Messages" });
        await user.click(within(within(list).getAllByRole("listitem")[0]!).getAllByRole("button")[0]!);
        await user.click(await screen.findByRole("button", { name: "Back to messages" }, { timeout: 10_000 }));
        await screen.findByRole("list", { name: "Messages" }, { timeout: 10_000 });
        return;
      }
      case "xstate.after.badgePoll.badges.shown":
        return session.timers.fire(BADGE_POLL_MS);
      case "xstate.after.badgeRetry.badges.failed":
        return session.timers.fire(BADGE_RETRY_MS);
      default:
        throw new Error(`badgesDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        // The last counts read stay shown while they are read again and after a failed read (none before the first).
        const counts = badgesOf(session)!.getSnapshot().context.counts;
        expectBadge(menuEntry("Platform information"), counts?.unread ?? null, (n) => `${n} unread messages`);
        expectBadge(menuEntry("Reward centre"), counts?.claimable ?? null, (n) => `${n} rewards to claim`);
        expectBadge(menuEntry("Mission activity"), counts?.missions ?? null, (n) => `${n} open missions`);
        expectBadge(rewardsTab(), counts?.claimable ?? null, (n) => `${n} rewards to claim`);
      },
      { timeout: 10_000 },
    );
  },

  machineState(session) {
    const badges = badgesOf(session);
    return badges ? entry.serialize(badges.getSnapshot() as never) : "(not running)";
  },

  async stop(session) {
    session.app.services.app.stop();
    session.app.unmount();
    session.calls.abandon();
    session.timers.restore();
  },
};
