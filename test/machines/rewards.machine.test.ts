// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { inboxMachine } from "../../machines/inbox/inbox.machine.ts";
import { inboxPage, openedMessage } from "../../machines/inbox/inbox.samples.ts";
import type { InboxPage } from "../../machines/inbox/inbox.types.ts";
import { claimMachine } from "../../machines/claim/claim.machine.ts";
import { claimBook } from "../../machines/claim/claim.samples.ts";
import type { ClaimDone } from "../../machines/claim/claim.types.ts";
import { referralMachine } from "../../machines/referral/referral.machine.ts";
import { referralDetails } from "../../machines/referral/referral.samples.ts";
import type { ShareOutcome } from "../../machines/referral/referral.types.ts";
import { BADGE_POLL_MS, badgesMachine } from "../../machines/badges/badges.machine.ts";

function startInbox(pages: InboxPage[]) {
  const fetchInbox = vi.fn(async ({ input }: { input: { page: number } }) => pages.find((p) => p.page === input.page) ?? pages[0]!);
  const readMessage = vi.fn(async () => openedMessage);
  const deleteMessage = vi.fn(async (): Promise<void> => {});
  const markAllRead = vi.fn(async (): Promise<void> => {});
  const announceUnreadChanged = vi.fn();
  const machine = inboxMachine.provide({
    actors: { fetchInbox: fromPromise(fetchInbox), readMessage: fromPromise(readMessage), deleteMessage: fromPromise(deleteMessage), markAllRead: fromPromise(markAllRead) },
    actions: { announceUnreadChanged },
  });
  return { actor: createActor(machine).start(), fetchInbox, readMessage, deleteMessage, markAllRead, announceUnreadChanged };
}

describe("the inbox", () => {
  it("[RWD-02 RWD-05] opening an unread message shows its content, marks it read and asks for the unread count again", async () => {
    const { actor, announceUnreadChanged } = startInbox([inboxPage]);
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "message.open", messageId: "M-3" });
    await waitFor(actor, (s) => s.matches({ ready: "viewing" }));
    expect(actor.getSnapshot().context.open).toEqual(openedMessage);
    expect(actor.getSnapshot().context.list?.messages.find((m) => m.messageId === "M-3")?.read).toBe(true);
    expect(announceUnreadChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: "message.closed" });
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
  });

  it("[RWD-03] delete asks first; Cancel keeps the message, Confirm deletes it and reads the list again", async () => {
    const { actor, deleteMessage, fetchInbox, announceUnreadChanged } = startInbox([inboxPage]);
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "delete.requested", messageId: "M-2" });
    expect(actor.getSnapshot().matches({ ready: "confirmingDelete" })).toBe(true);
    actor.send({ type: "delete.cancelled" });
    expect(deleteMessage).not.toHaveBeenCalled();
    actor.send({ type: "delete.requested", messageId: "M-2" });
    actor.send({ type: "delete.confirmed" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }) && fetchInbox.mock.calls.length === 2);
    expect(deleteMessage).toHaveBeenCalledWith(expect.objectContaining({ input: { messageId: "M-2" } }));
    expect(announceUnreadChanged).toHaveBeenCalledTimes(1);
  });

  it("[RWD-04] mark all read is offered only while something is unread", async () => {
    const allRead = { ...inboxPage, messages: inboxPage.messages.map((m) => ({ ...m, read: true })) };
    const { actor, markAllRead } = startInbox([allRead]);
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(actor.getSnapshot().can({ type: "markAll.requested" })).toBe(false);
    actor.send({ type: "markAll.requested" });
    expect(markAllRead).not.toHaveBeenCalled();
  });

  it("[RWD-01] pages: another page that exists is read; one that does not is ignored", async () => {
    const page2 = { ...inboxPage, page: 2, messages: [{ messageId: "M-1", title: "Old", sentAt: 1, read: true }] };
    const { actor, fetchInbox } = startInbox([inboxPage, page2]);
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "page.requested", page: 9 });
    expect(fetchInbox).toHaveBeenCalledTimes(1);
    actor.send({ type: "page.requested", page: 2 });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }) && s.context.list?.page === 2);
  });
});

describe("claiming", () => {
  it("[RWD-07 RWD-08] one request per press; a credited claim announces itself and reads the list again", async () => {
    let release: (done: ClaimDone) => void = () => {};
    const claim = vi.fn(() => new Promise<ClaimDone>((resolve) => (release = resolve)));
    const fetchBook = vi.fn(async () => claimBook);
    const announceClaimed = vi.fn();
    const actor = createActor(claimMachine.provide({ actors: { fetchBook: fromPromise(fetchBook), claim: fromPromise(claim) }, actions: { announceClaimed } })).start();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "claim.requested", claimId: "R-1" });
    actor.send({ type: "claim.requested", claimId: "R-1" });
    actor.send({ type: "claim.requested", claimId: "R-2" });
    expect(claim).toHaveBeenCalledTimes(1);
    release({ claimId: "R-1", amount: 2500 });
    await waitFor(actor, (s) => s.matches("ready") && fetchBook.mock.calls.length === 2);
    expect(announceClaimed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.claimed).toEqual({ claimId: "R-1", amount: 2500 });
  });

  it("[RWD-07] a refusal is kept next to the item and nothing is announced", async () => {
    const announceClaimed = vi.fn();
    const actor = createActor(
      claimMachine.provide({
        actors: { fetchBook: fromPromise(async () => claimBook), claim: fromPromise<ClaimDone, { claimId: string }>(() => Promise.reject({ code: "platform.message", serverMessage: "This reward has already been claimed" })) },
        actions: { announceClaimed },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "claim.requested", claimId: "R-404" });
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    actor.send({ type: "claim.requested", claimId: "R-2" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.claimFailure !== null);
    expect(actor.getSnapshot().context.claimFailure).toEqual({ claimId: "R-2", failure: { code: "platform.message", serverMessage: "This reward has already been claimed" } });
    expect(announceClaimed).not.toHaveBeenCalled();
  });
});

describe("referral", () => {
  it("[RWD-12] copies the code or the link; share falls back to a copy and says so", async () => {
    const copied: string[] = [];
    const actor = createActor(
      referralMachine.provide({
        actors: {
          fetchDetails: fromPromise(async () => referralDetails),
          copyText: fromPromise(async ({ input }: { input: { text: string; target: "code" | "link" } }) => {
            copied.push(input.text);
            return input.target;
          }),
          shareLink: fromPromise<ShareOutcome, { link: string; code: string }>(async ({ input }) => {
            copied.push(input.link);
            return "copied";
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "copy.requested", target: "code" });
    await waitFor(actor, (s) => s.matches("shown") && s.context.done !== null);
    expect(actor.getSnapshot().context.done).toEqual({ kind: "copied", target: "code" });
    actor.send({ type: "share.requested" });
    await waitFor(actor, (s) => s.matches("shown") && s.context.done !== null);
    expect(actor.getSnapshot().context.done).toEqual({ kind: "copied", target: "link" });
    expect(copied).toEqual([referralDetails.code, referralDetails.link]);
  });
});

describe("the header's counts", () => {
  it("[RWD-05 RWD-19] polls every minute and reads again at once when asked, dropping a read on its way", async () => {
    const clock = new SimulatedClock();
    let n = 0;
    const fetchCounts = vi.fn(async () => ({ unread: 3 - n++, claimable: 2, missions: 1 }));
    const actor = createActor(badgesMachine.provide({ actors: { fetchCounts: fromPromise(fetchCounts) } }), { clock }).start();
    await waitFor(actor, (s) => s.matches("shown"));
    expect(actor.getSnapshot().context.counts).toEqual({ unread: 3, claimable: 2, missions: 1 });
    clock.increment(BADGE_POLL_MS);
    await waitFor(actor, (s) => s.matches("shown") && fetchCounts.mock.calls.length === 2);
    expect(actor.getSnapshot().context.counts?.unread).toBe(2);
    actor.send({ type: "badges.refresh" });
    actor.send({ type: "badges.refresh" });
    await waitFor(actor, (s) => s.matches("shown") && fetchCounts.mock.calls.length === 4);
  });
});
