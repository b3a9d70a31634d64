/**
 * Model-based UI driver of the member centre's records (the betting record, `/member/betting-record`, for `demo`):
 * each generated path through the filter (quick picks, the two days, the category, Search and a range refused next
 * to the fields), the page of bets with the range's totals, the pages, and Try again after a failure.
 *
 * The paths open on 15 March 2026: the browser's clock (the page reads today from it; the machine never does) is set
 * to that day's noon and runs on from there. The betting record's read (`ODSFE2_getBettingRecords`) waits until the
 * path says what the platform answers: the sample's page of bets in the platform's wire form, or a network failure.
 * A page the pager does not offer (page 9 of 3) is sent to the page's actor, as the machine's guard against a stale
 * press. The days are set as the browser's date picker sets them: the whole day at once.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expect, vi } from "vitest";
import type { AnyActorRef, EventObject, SnapshotFrom } from "xstate";
import type { recordsMachine } from "../../machines/records/records.machine.ts";
import { recordsView } from "../../machines/records/records.selectors.ts";
import type { QuickRange } from "../../machines/records/records.dates.ts";
import type { BetRow, RecordsResult } from "../../machines/records/records.types.ts";
import { recordsEndpoints } from "../../src/api/records-endpoints.ts";
import type { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { followedState, openFollowed, stopFollowed } from "./followed-page.ts";
import { holdCalls, type HeldCalls } from "./held-calls.ts";
import { settle } from "./settle.ts";
import type { FlowDriver } from "./types.ts";

const { store } = nodeSandbox;
const BETS: string = recordsEndpoints.bettingRecords.path;

interface RecordsSession {
  app: Awaited<ReturnType<typeof renderApp>>;
  user: UserEvent;
  calls: HeldCalls;
  actors: AnyActorRef[];
  /** The query of each betting-record read the page sent, oldest first. */
  asked: URLSearchParams[];
}

const snapshotOf = (session: RecordsSession) => session.actors.at(-1)!.getSnapshot() as SnapshotFrom<typeof recordsMachine>;

const major = (minor: number) => (minor / 100).toFixed(2);
const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });
const down = () => HttpResponse.error();
const wireBet = (b: BetRow) => ({
  betId: b.betId,
  vendor: b.vendorName.toUpperCase(),
  vendorName: b.vendorName,
  gameName: b.gameName,
  gameCategory: b.category,
  betTime: b.betTime,
  betAmount: major(b.bet),
  validBetAmount: major(b.validBet),
  winLoss: major(b.winLoss),
});
/** An amount as the page shows it (the site's currency symbol before it, whatever space and sign). */
const amount = (minor: number) => new RegExp(major(Math.abs(minor)).replace(/\B(?=(\d{3})+(?!\d))/g, ",").replace(".", "\\."));

const QUICK: Record<QuickRange, string> = { today: "Today", yesterday: "Yesterday", "7d": "Last 7 days", "30d": "Last 30 days" };
const RANGE_MESSAGE = {
  "range.missing": "Enter both days as dates.",
  "range.reversed": "The first day cannot be after the last day.",
  "range.future": "The last day cannot be after today.",
  "range.tooOld": "Records go back 90 days: choose a first day within them.",
} as const;

const filter = () => screen.getByRole("search", { name: "Choose the records to show" });
const dayField = (label: "From" | "To") => within(filter()).getByLabelText(label) as HTMLInputElement;
/** The records page (the member centre is drawn over the home page, which has tables of its own). */
const recordsPage = () => filter().parentElement!;
const category = () => within(filter()).getByLabelText("Game category") as HTMLSelectElement;

/** The read being answered asked for the filter applied and the page: the range's first and last day on the browser's clock, the category. */
async function expectAsked(session: RecordsSession) {
  const { applied, page } = recordsView(snapshotOf(session));
  const [fy, fm, fd] = applied.from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = applied.to.split("-").map(Number) as [number, number, number];
  await waitFor(() => {
    const query = session.asked.at(-1);
    expect(query?.get("startTime")).toBe(String(new Date(fy, fm - 1, fd).getTime()));
    expect(query?.get("endTime")).toBe(String(new Date(ty, tm - 1, td + 1).getTime() - 1));
    expect(query?.get("gameCategory")).toBe(applied.category);
    expect(query?.get("pageNo")).toBe(String(page));
  });
}

export const recordsDriver: FlowDriver<RecordsSession> = {
  machineId: "records",
  /** The cashier chunk (the records' machine comes with it) loads on the first path. */
  pathTimeoutMs: 60_000,

  async start() {
    // 15 March 2026 at noon on the browser's clock, running on from there (timers stay real).
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 2, 15, 12, 0, 0), shouldAdvanceTime: true });
    localStorage.setItem("lang", "en");
    sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
    const actors: AnyActorRef[] = [];
    const calls = holdCalls((path) => path === BETS);
    // Tried before the held calls' handler: notes what each read asks for, then lets it be held.
    const asked: URLSearchParams[] = [];
    nodeSandbox.server.use(
      http.get(`*${BETS}`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return undefined;
      }),
    );
    const page = await openFollowed({ url: "/member/betting-record", member: "demo", loader: "loadCashierMachines", machine: "records", calls, actors });
    return { ...page, user: userEvent.setup(), asked };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    // React finishes what it has pending first (see settle.ts): a press is then the only work in its act scope.
    await settle();
    const { user, calls } = session;
    const view = recordsView(snapshotOf(session));
    switch (event.type) {
      case "xstate.done.actor.fetchRecords": {
        await expectAsked(session);
        const result = event.output as RecordsResult & { kind: "betting" };
        const { totals } = result;
        return calls.answer(
          BETS,
          ok({ list: result.rows.map(wireBet), totalRecords: result.total, totals: { betAmount: major(totals.bet), validBetAmount: major(totals.validBet), winLoss: major(totals.winLoss) } }),
          "newest",
        );
      }
      case "xstate.error.actor.fetchRecords":
        await expectAsked(session);
        return calls.answer(BETS, down, "newest");
      case "records.retry":
        return user.click(within(recordsPage()).getByRole("button", { name: "Try again" }));
      case "records.quick":
        return user.click(within(filter()).getByRole("button", { name: QUICK[event.range as QuickRange] }));
      case "records.from.changed":
        return void fireEvent.change(dayField("From"), { target: { value: event.value } });
      case "records.to.changed":
        return void fireEvent.change(dayField("To"), { target: { value: event.value } });
      case "records.category.changed":
        return user.selectOptions(category(), String(event.value));
      case "records.search":
        return user.click(within(filter()).getByRole("button", { name: "Search" }));
      case "records.page": {
        const button = within(recordsPage()).queryByRole("button", { name: `Page ${Number(event.page)}` });
        // The pager offers only the pages there are: no player can press another.
        if (!button || view.status !== "shown") return void session.actors.at(-1)!.send(event);
        return user.click(button);
      }
      default:
        throw new Error(`recordsDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session) {
    await waitFor(
      () => {
        const view = recordsView(snapshotOf(session));
        // The filter holds what was typed (even a range that cannot be asked for), the quick pick it came from.
        expect(dayField("From").value).toBe(view.draft.from);
        expect(dayField("To").value).toBe(view.draft.to);
        expect(category().value).toBe(view.draft.category);
        for (const [range, name] of Object.entries(QUICK)) {
          expect(within(filter()).getByRole("button", { name })).toHaveAttribute("aria-pressed", String(view.quick === range));
        }
        // A range refused: why, next to the fields, and the fields marked.
        const refusal = within(filter()).queryByRole("alert");
        if (view.rangeError) {
          expect(refusal).toHaveTextContent(RANGE_MESSAGE[view.rangeError]);
          expect(dayField("From")).toHaveAttribute("aria-invalid", "true");
          expect(dayField("To")).toHaveAttribute("aria-invalid", "true");
        } else {
          expect(refusal).toBeNull();
          expect(dayField("From")).not.toHaveAttribute("aria-invalid");
        }
        const status = screen.getByTestId("records-status");
        const failure = within(recordsPage()).queryAllByRole("alert").find((a) => !filter().contains(a));
        if (view.status === "failed") {
          expect(status).toHaveTextContent(/^$/);
          expect(failure).toBeDefined();
          expect(within(failure!).getByRole("button", { name: "Try again" })).toBeInTheDocument();
          expect(within(recordsPage()).queryByRole("table")).toBeNull();
          return;
        }
        expect(failure).toBeUndefined();
        if (view.status === "empty") {
          expect(status).toHaveTextContent("No records in this range.");
          expect(within(recordsPage()).getByText("No bets in this range.")).toBeInTheDocument();
          expect(within(recordsPage()).queryByRole("table")).toBeNull();
          return;
        }
        expect(status).toHaveTextContent(view.status === "loading" ? "Loading…" : `${view.result!.total} records found, page ${view.page} of ${view.pages}.`);
        const result = view.result as (RecordsResult & { kind: "betting" }) | null;
        if (!result || result.rows.length === 0) {
          expect(within(recordsPage()).queryByRole("table")).toBeNull();
          return;
        }
        // The page of bets (kept, marked busy, while another loads), the range's totals and the pager.
        const rows = within(within(recordsPage()).getByRole("table")).getAllByRole("row").slice(1);
        expect(rows).toHaveLength(result.rows.length);
        result.rows.forEach((bet, i) => {
          expect(rows[i]).toHaveTextContent(bet.betId);
          expect(rows[i]).toHaveTextContent(`${bet.vendorName} · ${bet.gameName}`);
          expect(rows[i]!.textContent).toMatch(amount(bet.winLoss));
        });
        const totals = screen.getByTestId("records-totals");
        expect(totals).toHaveTextContent(`Bets${result.totals.count}`);
        expect(totals.textContent).toMatch(amount(result.totals.bet));
        expect(totals.textContent).toMatch(amount(result.totals.winLoss));
        expect(screen.getByTestId("records-totals").closest("[aria-busy]")).toHaveAttribute("aria-busy", String(view.busy));
        const pager = screen.getByRole("navigation", { name: "Pages of records" });
        expect(within(pager).getByRole("button", { name: `Page ${view.page}` })).toHaveAttribute("aria-current", "page");
        expect(within(pager).queryByRole("button", { name: `Page ${view.pages + 1}` })).toBeNull();
      },
      { timeout: 10_000 },
    );
  },

  machineState: followedState("records"),
  async stop(session) {
    await stopFollowed(session);
    vi.useRealTimers();
  },
};
