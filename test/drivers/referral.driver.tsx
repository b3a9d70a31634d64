/**
 * Model-based UI driver of Invite friends (`/member/referral`, for `demo`): each generated path through the page —
 * its load and Try again after a failure, Copy code / Copy link, and Share.
 *
 * The invitation's two reads (`MCSFE_getReferralDetails`, `MCSFE_getReferralFriends`) wait until the path says what
 * the platform answers: the sample's code and friends in the platform's wire form, or a network failure. The browser's
 * side is held too: the clipboard's `writeText` and a share sheet (`navigator.share`, installed before the app reads
 * whether the browser has one) each wait until the path says whether the browser took the text, sent the link, or
 * refused; the driver checks they were handed the code or the link the page shows.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import type { ReferralContext } from "../../machines/referral/referral.machine.ts";
import type { ReferralDetails } from "../../machines/referral/referral.types.ts";
import { rewardEndpoints } from "../../src/api/reward-endpoints.ts";
import type { renderApp } from "../render-app.tsx";
import { followedState, openFollowed, stopFollowed } from "./followed-page.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { settle } from "./settle.ts";
import type { FlowDriver } from "./types.ts";

const DETAILS: string = rewardEndpoints.referralDetails.path;
const FRIENDS: string = rewardEndpoints.referralFriends.path;

/** A clipboard write or a share sheet waiting for the path to say how it ends, with what it was handed. */
interface BrowserCall {
  kind: "copy" | "share";
  text: string;
  resolve(): void;
  reject(error: Error): void;
}

interface ReferralSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  actors: AnyActorRef[];
  browser: BrowserCall[];
  restore(): void;
}

type ReferralSnapshot = { matches(state: string): boolean; context: ReferralContext };
const snapshotOf = (session: ReferralSession) => session.actors.at(-1)!.getSnapshot() as ReferralSnapshot;

const major = (minor: number) => (minor / 100).toFixed(2);
const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const down = () => HttpResponse.error();
const amount = (minor: number) => new RegExp(major(minor).replace(".", "\\."));

/** Takes the browser call the page just made (waiting for it to be made). */
async function browserCall(session: ReferralSession, kind: BrowserCall["kind"]): Promise<BrowserCall> {
  await waitFor(() => expect(session.browser.map((c) => c.kind)).toContain(kind));
  const index = session.browser.findIndex((c) => c.kind === kind);
  return session.browser.splice(index, 1)[0]!;
}

const STATUS = {
  refused: "Your browser did not allow copying. Select the text and copy it yourself.",
  shared: "Invitation shared.",
  code: "Invite code copied.",
  link: "Invite link copied.",
};

export const referralDriver: FlowDriver<ReferralSession> = {
  machineId: "referral",
  pathTimeoutMs: 45_000,

  async start() {
    const browser: BrowserCall[] = [];
    const held = (kind: BrowserCall["kind"], text: string) => new Promise<void>((resolve, reject) => void browser.push({ kind, text, resolve, reject }));
    // A share sheet, there before the app reads whether the browser has one (the reward machines load with the page).
    const hadShare = "share" in navigator;
    Object.defineProperty(navigator, "share", { configurable: true, writable: true, value: (data: ShareData) => held("share", `${data.text ?? ""} ${data.url ?? ""}`) });
    const actors: AnyActorRef[] = [];
    const loading = () => actors.at(-1)?.getSnapshot().value === "loading";
    const calls = holdCalls((path) => (path === DETAILS || path === FRIENDS) && loading());
    const { app } = await openFollowed({ url: "/member/referral", member: "demo", loader: "loadRewardMachines", machine: "referral", calls, actors });
    // user-event's clipboard (set up with it, read by the page at each copy), held like the share sheet.
    const user = userEvent.setup();
    navigator.clipboard.writeText = (text: string) => held("copy", text);
    const restore = () => {
      if (!hadShare) delete (navigator as { share?: unknown }).share;
    };
    return { app, user, calls, actors, browser, restore };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    // React finishes what it has pending first (see settle.ts): a press is then the only work in its act scope.
    await settle();
    const { user, calls } = session;
    const { details } = snapshotOf(session).context;
    switch (event.type) {
      case "xstate.done.actor.fetchDetails": {
        const d = event.output as ReferralDetails;
        await calls.answer(DETAILS, ok({ referralCode: d.code, totalInvitations: d.totalInvitations, totalEarned: major(d.totalEarned) }), "all");
        return calls.answer(FRIENDS, ok({ list: d.friends.map((f) => ({ account: f.account, registeredAt: f.joinedAt, earned: major(f.earned) })) }), "all");
      }
      case "xstate.error.actor.fetchDetails":
        // The details read fails (the friends read beside it is dropped with it).
        return calls.answer(DETAILS, down, "all");
      case "referral.retry":
        return user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
      case "copy.requested":
        return user.click(screen.getByRole("button", { name: event.target === "code" ? "Copy code" : "Copy link" }));
      case "share.requested":
        return user.click(screen.getByRole("button", { name: "Share" }));
      case "xstate.done.actor.copyText": {
        const call = await browserCall(session, "copy");
        // The clipboard was handed what the page shows for the button pressed.
        expect(call.text).toBe(event.output === "code" ? details!.code : details!.link);
        return call.resolve();
      }
      case "xstate.error.actor.copyText":
        return (await browserCall(session, "copy")).reject(new DOMException("Write permission denied.", "NotAllowedError"));
      case "xstate.done.actor.shareLink": {
        const call = await browserCall(session, "share");
        // The share sheet was handed the code and the link.
        expect(call.text).toBe(`${details!.code} ${details!.link}`);
        if (event.output === "cancelled") return call.reject(new DOMException("Share canceled.", "AbortError"));
        return call.resolve();
      }
      case "xstate.error.actor.shareLink":
        return (await browserCall(session, "share")).reject(new DOMException("Permission denied.", "NotAllowedError"));
      default:
        throw new Error(`referralDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = snapshotOf(session);
        const { details, done, shareFailed } = snapshot.context;
        if (snapshot.matches("failed")) {
          const alert = screen.getByRole("alert");
          expect(alert).toHaveTextContent("Your invitation could not be loaded.");
          expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
          return;
        }
        expect(screen.queryByRole("alert")).toBeNull();
        if (details === null) {
          expect(screen.getByText("Loading…")).toHaveAttribute("role", "status");
          return;
        }
        // The code, the link (and its QR code), the count and the total earned.
        expect(screen.getByTestId("referral-code")).toHaveTextContent(details.code);
        expect(screen.getByTestId("referral-link")).toHaveTextContent(details.link);
        // The QR code's lazy code has loaded (waiting for it here keeps it out of the next press's act scope).
        expect(screen.getByRole("img", { name: "QR code of your invite link" })).toBeInTheDocument();
        const facts = screen.getByTestId("referral-code").closest("dl")!;
        expect(facts).toHaveTextContent(`Friends invited${details.totalInvitations}`);
        expect(facts.textContent).toMatch(amount(details.totalEarned));
        // Copy and Share say they cannot be pressed while a copy or the share sheet is under way.
        const busy = !snapshot.matches("shown");
        for (const name of ["Copy code", "Copy link", "Share"]) expect(screen.getByRole("button", { name }).getAttribute("aria-disabled") === "true").toBe(busy);
        const status = shareFailed ? STATUS.refused : done?.kind === "shared" ? STATUS.shared : done?.kind === "copied" ? STATUS[done.target] : "";
        const line = screen.getAllByRole("status").find((s) => !s.closest("header"));
        expect(line?.textContent ?? "").toBe(status);
        // The invited friends, one row each.
        const friends = screen.getByRole("region", { name: "Invited friends" });
        if (details.friends.length === 0) {
          expect(friends).toHaveTextContent("No friend has registered with your code yet.");
        } else {
          const rows = within(friends).getAllByRole("row").slice(1);
          expect(rows).toHaveLength(details.friends.length);
          details.friends.forEach((f, i) => {
            expect(rows[i]).toHaveTextContent(f.account);
            expect(rows[i]!.textContent).toMatch(amount(f.earned));
          });
        }
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("referral"),
  async stop(session) {
    await stopFollowed(session);
    for (const call of session.browser.splice(0)) call.reject(new DOMException("The page was closed.", "AbortError"));
    session.restore();
  },
};
