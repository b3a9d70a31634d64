/**
 * Model-based UI driver of Platform information (the member's inbox, `/member/messages`, for `demo`): each generated
 * path through the list of messages — open one, Back to messages, Delete with its confirmation, Mark all as read,
 * Refresh, the pages, and Try again after a failed load.
 *
 * The inbox's calls wait until the path says what the platform answers: its list reads (held only while the page
 * loads; the header's unread count goes on to the sandbox), opening, deleting and marking read. Each is answered with
 * the sample's messages in the platform's wire form, a refusal or a network failure. The events no player can make
 * — a message the list does not show, a page the pager does not offer, Mark all as read with nothing unread (the
 * button says it cannot be pressed) — are sent to the page's actor, as the machine's guards against a stale press.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { AnyActorLogic, AnyActorRef, EventObject } from "xstate";
import type { InboxPage, MessageContent } from "../../machines/inbox/inbox.types.ts";
import { rewardEndpoints } from "../../src/api/reward-endpoints.ts";
import type { RewardMachines } from "../../src/app/services.tsx";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { following } from "./follow.ts";
import { followedState, stopFollowed } from "./followed-page.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import type { FlowDriver } from "./types.ts";

const { store } = nodeSandbox;
const LIST: string = rewardEndpoints.inboxList.path;
const READ: string = rewardEndpoints.inboxRead.path;
const DELETE: string = rewardEndpoints.inboxDelete.path;
const READ_ALL: string = rewardEndpoints.inboxReadAll.path;

interface InboxSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  actors: AnyActorRef[];
}

type InboxSnapshot = {
  value: unknown;
  matches(state: unknown): boolean;
  can(event: EventObject): boolean;
  context: { list: InboxPage | null; open: MessageContent | null; openId: string | null; deleteId: string | null; actionFailure: { action: string } | null };
};
const snapshotOf = (session: InboxSession) => session.actors.at(-1)!.getSnapshot() as InboxSnapshot;

const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const refused = (message: string) => () => HttpResponse.json({ success: false, message });
const down = () => HttpResponse.error();
/** A failure sample as the platform gives it: its refusal, or no answer at all. */
const failed = (error: unknown) => {
  const { code, serverMessage } = error as { code: string; serverMessage?: string };
  return code === "platform.message" ? refused(serverMessage ?? "") : down;
};

const wirePage = (page: InboxPage) => ({
  list: page.messages.map((m) => ({ messageId: m.messageId, title: m.title, sendTime: m.sentAt, read: m.read })),
  pageNo: page.page,
  totalPages: page.totalPages,
  total: page.total,
});

const messages = () => screen.getByRole("list", { name: "Messages" });
/** The message's row in the list (its open button and its Delete). */
const row = (messageId: string) => {
  const found = document.querySelector<HTMLElement>(`[data-message="${messageId}"]`);
  if (!found) throw new Error(`the list shows no message ${messageId}`);
  return found;
};
const confirmDialog = () => screen.queryByRole("alertdialog", { name: "Delete this message?" });

export const inboxDriver: FlowDriver<InboxSession> = {
  machineId: "inbox",
  pathTimeoutMs: 45_000,

  async start() {
    localStorage.setItem("lang", "en");
    sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
    const actors: AnyActorRef[] = [];
    const loading = () => actors.at(-1)?.getSnapshot().value === "loading";
    const calls = holdCalls((path) => path === READ || path === DELETE || path === READ_ALL || (path === LIST && loading()));
    const app = await renderApp("/member/messages", {}, (services) => {
      const load = services.loadRewardMachines;
      services.loadRewardMachines = () => load().then((machines: RewardMachines) => ({ ...machines, inbox: following(machines.inbox as AnyActorLogic, actors) as RewardMachines["inbox"] }));
    });
    await waitFor(() => expect(actors).toHaveLength(1), { timeout: 20_000 });
    return { app, user: userEvent.setup(), calls, actors };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { user, calls } = session;
    const snapshot = snapshotOf(session);
    /** Sends a sample the page offers no control for right now (the reason is the comment at each call). */
    const direct = () => void session.actors.at(-1)!.send(event);
    switch (event.type) {
      case "xstate.done.actor.fetchInbox":
        return calls.answer(LIST, ok(wirePage(event.output as InboxPage)), "all");
      case "xstate.error.actor.fetchInbox":
        return calls.answer(LIST, failed(event.error), "all");
      case "xstate.done.actor.readMessage": {
        const m = event.output as MessageContent;
        return calls.answer(READ, ok({ messageId: m.messageId, title: m.title, sendTime: m.sentAt, content: m.html }));
      }
      case "xstate.error.actor.readMessage":
        return calls.answer(READ, failed(event.error));
      case "xstate.done.actor.deleteMessage":
        return calls.answer(DELETE, ok(null));
      case "xstate.error.actor.deleteMessage":
        return calls.answer(DELETE, failed(event.error));
      case "xstate.done.actor.markAllRead":
        return calls.answer(READ_ALL, ok(null));
      case "xstate.error.actor.markAllRead":
        return calls.answer(READ_ALL, failed(event.error));
      case "inbox.retry":
        return user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
      case "inbox.refresh":
        // The page's own Refresh, beside Mark all as read (the header's balance has one too).
        return user.click(within(screen.getByRole("button", { name: /^(Mark all as read|Marking…)$/ }).parentElement!).getByRole("button", { name: "Refresh" }));
      case "page.requested": {
        const page = Number(event.page);
        const button = screen.queryByRole("button", { name: new RegExp(`^(Page )?${page}$`) });
        // The pager offers only the pages there are (and not the one on screen as a move).
        if (!button || page === snapshot.context.list?.page) return direct();
        return user.click(button);
      }
      case "message.open": {
        const listed = snapshot.context.list?.messages.some((m) => m.messageId === event.messageId);
        // The list shows no such message: no player can open it.
        if (!listed || !snapshot.matches({ ready: "idle" })) return direct();
        return user.click(within(row(String(event.messageId))).getAllByRole("button")[0]!);
      }
      case "message.closed":
        return user.click(screen.getByRole("button", { name: "Back to messages" }));
      case "delete.requested": {
        const listed = snapshot.context.list?.messages.find((m) => m.messageId === event.messageId);
        if (!listed) return direct();
        if (snapshot.matches({ ready: "viewing" })) {
          const open = screen.getByTestId("inbox-message");
          return user.click(within(open).getByRole("button", { name: "Delete" }));
        }
        return user.click(within(row(listed.messageId)).getByRole("button", { name: `Delete "${listed.title}"` }));
      }
      case "delete.confirmed":
        return user.click(within(confirmDialog()!).getByRole("button", { name: "Delete" }));
      case "delete.cancelled":
        return user.click(within(confirmDialog()!).getByRole("button", { name: "Cancel" }));
      case "markAll.requested": {
        const button = screen.getByRole("button", { name: /^(Mark all as read|Marking…)$/ });
        // With nothing unread the button says it cannot be pressed (aria-disabled): pressing it does nothing.
        return user.click(button);
      }
      default:
        throw new Error(`inboxDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const snapshot = snapshotOf(session);
        const { list, open, actionFailure } = snapshot.context;
        if (snapshot.matches("failed")) {
          expect(screen.getByRole("alert")).toHaveTextContent("Your messages could not be loaded.");
          expect(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" })).toBeInTheDocument();
          return;
        }
        if (list === null) {
          expect(screen.getByRole("status")).toHaveTextContent("Loading…");
          return;
        }
        if (snapshot.matches({ ready: "viewing" })) {
          const article = screen.getByTestId("inbox-message");
          expect(within(article).getByRole("heading")).toHaveTextContent(open!.title);
          // The content is the platform's HTML, sanitised: its text shows, its markup is kept where safe.
          expect(article).toHaveTextContent(open!.html.replace(/<[^>]+>/g, ""));
          return;
        }
        // The page of messages: one row per message, the unread ones marked, the count, the pager.
        const rows = within(messages()).queryAllByRole("listitem");
        expect(rows).toHaveLength(list.messages.length);
        for (const m of list.messages) expect(row(m.messageId).getAttribute("data-read")).toBe(String(m.read));
        const unread = list.messages.filter((m) => !m.read).length;
        expect(screen.getByText(unread > 0 ? `${list.total} messages, ${unread} unread on this page` : `${list.total} messages`)).toBeInTheDocument();
        const markAll = screen.getByRole("button", { name: snapshot.matches({ ready: "markingAll" }) ? "Marking…" : "Mark all as read" });
        expect(markAll.getAttribute("aria-disabled") === "true").toBe(!snapshot.can({ type: "markAll.requested" }));
        if (snapshot.matches({ ready: "reading" })) expect(row(snapshot.context.openId!).querySelector("[aria-busy='true']")).not.toBeNull();
        const dialog = confirmDialog();
        if (snapshot.matches({ ready: "confirmingDelete" }) || snapshot.matches({ ready: "deleting" })) {
          expect(dialog).not.toBeNull();
          const title = list.messages.find((m) => m.messageId === snapshot.context.deleteId)?.title ?? "";
          expect(dialog).toHaveTextContent(`The message "${title}" will be deleted.`);
          expect(within(dialog!).getByRole("button", { name: snapshot.matches({ ready: "deleting" }) ? "Deleting…" : "Delete" })).toBeInTheDocument();
        } else {
          expect(dialog).toBeNull();
        }
        const alert = screen.queryByRole("alert");
        if (actionFailure) {
          const text = { read: "The message could not be opened.", delete: "The message could not be deleted.", markAll: "The messages could not be marked as read." }[actionFailure.action]!;
          expect(alert).toHaveTextContent(text);
        } else {
          expect(alert).toBeNull();
        }
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("inbox"),
  stop: stopFollowed,
};
