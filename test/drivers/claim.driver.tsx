/**
 * Model-based UI driver of claiming (the reward centre, `/member/rewards`, for `demo`): each generated path through
 * the claim list — its Claim buttons, the refusal next to the item, Refresh and Try again.
 *
 * The list (`MCS2_getPromotionClaimList`) and the claim (`MCSFE_getClaimPromotion`) wait until the path's next sample
 * event says what the platform answers: the sample's book, the sample's credit, a refusal, or a network failure. The
 * one event no player can make — Claim on an item the list does not show — is sent to the list's actor as the
 * machine's guard against a stale press; the view offers no such button.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorRef, EventObject } from "xstate";
import type { ClaimBook } from "../../machines/claim/claim.types.ts";
import { rewardEndpoints } from "../../src/api/reward-endpoints.ts";
import type { renderApp } from "../render-app.tsx";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { followedState, openFollowed, stopFollowed } from "./followed-page.ts";
import type { FlowDriver } from "./types.ts";
import { CLAIM_LABEL as L } from "./claim-labels.ts";
import { toMajor, wireClaimBook } from "./wire.ts";

const BOOK_PATH: string = rewardEndpoints.rewardBook.path;
const CLAIM_PATH: string = rewardEndpoints.rewardClaim.path;

interface ClaimSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: ReturnType<typeof userEvent.setup>;
  calls: HeldCalls;
  actors: AnyActorRef[];
}

const snapshotOf = (session: ClaimSession) => session.actors.at(-1)!.getSnapshot() as { value: string; context: { book: ClaimBook | null } };

/** Answers the held calls to `path`: the header's Rewards badge reads the same list, and a read of it while the list loads gets the same answer. */
const answer = (session: ClaimSession, path: string, response: () => Response) => session.calls.answer(path, response, "all");

const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });

/** The claim list: its claimable items, its history and its Refresh. */
const list = () => screen.getByRole("region", { name: L.claimable }).parentElement!;
const claimButton = (name: string) => screen.getByRole("button", { name: new RegExp(`^Claim ${name} \\(`) });

export const claimDriver: FlowDriver<ClaimSession> = {
  machineId: "claim",

  async start() {
    const actors: AnyActorRef[] = [];
    // The list's reads are held while it loads (the badge's reads at other times go on to the sandbox).
    const loading = () => actors.at(-1)?.getSnapshot().value === "loading";
    const calls = holdCalls((path) => path === CLAIM_PATH || (path === BOOK_PATH && loading()));
    const page = await openFollowed({ url: "/member/rewards", member: "demo", loader: "loadRewardMachines", machine: "rewards", calls, actors });
    return { ...page, user: userEvent.setup() };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user } = session;
    switch (event.type) {
      case "xstate.done.actor.fetchBook":
        return answer(session, BOOK_PATH, ok(wireClaimBook(event.output as ClaimBook)));
      case "xstate.error.actor.fetchBook":
        return answer(session, BOOK_PATH, () => HttpResponse.error());
      case "xstate.done.actor.claim": {
        const output = event.output as { claimId: string; amount: number };
        return answer(session, CLAIM_PATH, ok({ claimId: output.claimId, amount: toMajor(output.amount) }));
      }
      case "xstate.error.actor.claim":
        return answer(session, CLAIM_PATH, () => HttpResponse.json({ success: false, message: String((event.error as { serverMessage?: string }).serverMessage) }));
      case "claims.retry":
        return user.click(within(screen.getByRole("alert")).getByRole("button", { name: L.tryAgain }));
      case "claims.refresh":
        return user.click(within(list()).getByRole("button", { name: L.refresh }));
      case "claim.requested": {
        const item = snapshotOf(session).context.book?.claimable.find((c) => c.claimId === event.claimId);
        if (!item) {
          // No player can press it: the list shows no such item (the machine's guard against a stale press).
          session.actors.at(-1)!.send(event);
          return;
        }
        return user.click(claimButton(item.name));
      }
      default:
        throw new Error(`claimDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    const state = String(value);
    await waitFor(
      () => {
        const { book } = snapshotOf(session).context;
        if (state === "failed") {
          expect(screen.getByRole("alert")).toHaveTextContent(L.failed);
          expect(within(screen.getByRole("alert")).getByRole("button", { name: L.tryAgain })).toBeInTheDocument();
          return;
        }
        if (book === null) {
          expect(state).toBe("loading");
          expect(screen.getByRole("status")).toHaveTextContent(L.loading);
          return;
        }
        // The list as the platform last answered it: a Claim button per claimable item, the claimed history.
        const region = list();
        const buttons = within(region).queryAllByRole("button", { name: /^Claim / });
        expect(buttons).toHaveLength(book.claimable.length);
        if (book.claimable.length === 0) expect(region).toHaveTextContent(L.nothingToClaim);
        const pressable = buttons.map((b) => b.getAttribute("aria-disabled") !== "true");
        expect(pressable.every((p) => p === (state === "ready"))).toBe(true);
        if (state === "claiming") expect(within(region).getAllByText(L.claiming)).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("claim"),

  stop: stopFollowed,
};
