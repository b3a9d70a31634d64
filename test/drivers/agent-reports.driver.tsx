/**
 * Model-based UI driver of the agent centre's reports (`agentReports`, RPT-01..10): each generated path through Team
 * Betting (`/agent/team-betting`) for agent01 in the whole app, on 15 March 2026.
 *
 * The page reads today from the clock: the driver sets the clock's date (only `Date`; timers stay real) to the
 * sample's day. The report's read is held until the path says what the platform answers: the sample's page in the
 * platform's wire form (amounts in major units), or a network failure. The quick picks, the days, the category, the
 * username, Search, the page buttons and Try again are used as an agent would; a date field takes its whole day at
 * once, as a browser's date picker sets it.
 *
 * A press no control offers is sent to the page's actor, as the machine's guard against a stale press: Team Betting
 * has no order to choose (only User Profit and Loss has), and the pager has no button for a page past the last.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect, vi } from "vitest";
import type { EventObject } from "xstate";
import { reportPageCount, type AgentReportsContext, type AgentReportsInput } from "../../machines/agent-reports/agent-reports.machine.ts";
import type { ReportResult } from "../../machines/agent-reports/agent-reports.types.ts";
import type { QuickRange } from "../../machines/records/records.dates.ts";
import { agentEndpoints } from "../../src/api/agent-endpoints.ts";
import { followedState, openAgentPage, stopFollowed, type FollowedPage } from "./followed-page.ts";
import { holdCalls } from "./held-calls.ts";
import type { FlowDriver } from "./types.ts";

const REPORT: string = agentEndpoints.teamBetHistory.path;
/** The agent centre's code and texts arrive on first use: a cold start under load takes longer than a step. */
const FIRST = { timeout: 30_000 };
const QUICK_NAMES: Record<QuickRange, string> = { today: "Today", yesterday: "Yesterday", "7d": "Last 7 days", "30d": "Last 30 days" };
const CATEGORY_NAMES: Record<string, string> = { ALL: "All categories", LIVE: "Live casino" };

type ReportsSession = FollowedPage & { user: UserEvent };
type ReportsSnapshot = { value: unknown; context: AgentReportsContext };
const snapshotOf = (session: ReportsSession) => session.actors.at(-1)!.getSnapshot() as ReportsSnapshot;

const major = (minor: number) => (minor / 100).toFixed(2);
/** A page of the team's bets in the platform's wire form. */
function wireBets(result: ReportResult) {
  if (result.kind !== "teamBets") throw new Error(`the Team Betting page cannot show a ${result.kind} report`);
  const value = {
    list: result.rows.map((r) => ({
      betId: r.betId,
      betTime: r.betTime,
      username: r.username,
      vendorName: r.vendorName,
      gameName: r.gameName,
      gameCategory: r.category,
      betAmount: major(r.bet),
      validBetAmount: major(r.validBet),
      winLoss: major(r.winLoss),
    })),
    totalRecords: result.total,
    totals: { betCount: result.totals.count, betAmount: major(result.totals.bet), validBetAmount: major(result.totals.validBet), winLoss: major(result.totals.winLoss) },
  };
  return () => HttpResponse.json({ success: true, value });
}
const down = () => HttpResponse.error();

const page = () => screen.getByRole("region", { name: "Team betting" });
const filter = () => within(page()).getByRole("search", { name: "Choose the records to show" });
const dayField = (label: "From" | "To") => within(filter()).getByLabelText(label) as HTMLInputElement;
const usernameField = () => within(filter()).getByRole("searchbox", { name: "Username" });
const categoryField = () => within(filter()).getByRole("combobox", { name: "Game category" });

export const agentReportsDriver: FlowDriver<ReportsSession> = {
  machineId: "agentReports",
  // The first path loads the agent centre's code.
  pathTimeoutMs: 60_000,

  async start(sample) {
    const { today } = sample.input as AgentReportsInput;
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${today}T12:00:00Z`), shouldAdvanceTime: true });
    const calls = holdCalls((path) => path === REPORT);
    return { ...(await openAgentPage("/agent/team-betting", "agentReports", calls)), user: userEvent.setup() };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { calls, user } = session;
    switch (event.type) {
      case "xstate.done.actor.fetchReport":
        return calls.answer(REPORT, wireBets(event.output as ReportResult), "newest");
      case "xstate.error.actor.fetchReport":
        return calls.answer(REPORT, down, "newest");
      case "reports.retry":
        return user.click(within(within(page()).getByRole("alert")).getByRole("button", { name: "Try again" }));
      case "reports.quick":
        return user.click(within(within(filter()).getByRole("group", { name: "Quick picks" })).getByRole("button", { name: QUICK_NAMES[event.range as QuickRange] }));
      case "reports.from.changed":
      case "reports.to.changed":
        // A date field takes a whole day at once (a browser's date picker); jsdom has no picker to click.
        fireEvent.change(dayField(event.type === "reports.from.changed" ? "From" : "To"), { target: { value: event.value } });
        return;
      case "reports.choice.changed":
        return user.selectOptions(categoryField(), CATEGORY_NAMES[event.value as string]!);
      case "reports.username.changed":
        await user.clear(usernameField());
        return user.type(usernameField(), event.value as string);
      case "reports.sort.changed":
        // Team Betting has no order to choose: only User Profit and Loss offers one.
        expect(within(filter()).queryByRole("combobox", { name: "Order" })).toBeNull();
        return void session.actors.at(-1)!.send(event);
      case "reports.search":
        return user.click(within(filter()).getByRole("button", { name: "Search" }));
      case "reports.page": {
        const pager = within(page()).queryByRole("navigation", { name: "Pages of records" });
        const button = pager ? within(pager).queryByRole("button", { name: `Page ${event.page as number}` }) : null;
        // The pager has no button for a page past the last (nor any pager while nothing is shown).
        if (!button) return void session.actors.at(-1)!.send(event);
        return user.click(button);
      }
      default:
        throw new Error(`agentReportsDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    await waitFor(() => {
      const snapshot = snapshotOf(session);
      expect(snapshot.value).toEqual(value);
      const { draft, result, rangeError, usernameError, quick, pageSize } = snapshot.context;
      const root = page();
      // What the agent typed or picked stays in the filter in every state.
      expect(dayField("From")).toHaveValue(draft.from);
      expect(dayField("To")).toHaveValue(draft.to);
      expect(usernameField()).toHaveValue(draft.username);
      expect(categoryField()).toHaveDisplayValue(CATEGORY_NAMES[draft.choice]!);
      const pressed = within(within(filter()).getByRole("group", { name: "Quick picks" })).queryByRole("button", { pressed: true });
      expect(pressed?.textContent ?? null).toBe(quick === null ? null : QUICK_NAMES[quick]);
      // A refused filter: the reason next to its field.
      const alerts = within(filter()).queryAllByRole("alert").map((a) => a.textContent);
      const expected = [
        ...(rangeError ? [{ "range.missing": "Enter both days as dates.", "range.reversed": "The first day cannot be after the last day.", "range.future": "The last day cannot be after today.", "range.tooOld": "Records go back 90 days: choose a first day within them." }[rangeError]] : []),
        ...(usernameError ? ["A username has only letters and digits, at most 20."] : []),
      ];
      expect(alerts).toEqual(expected);
      expect(usernameField().getAttribute("aria-invalid")).toBe(usernameError ? "true" : null);
      expect(dayField("From").getAttribute("aria-invalid")).toBe(rangeError ? "true" : null);
      const status = within(root).getByTestId("report-status");
      const failedAlert = within(root).queryAllByRole("alert").filter((a) => !filter().contains(a));
      const table = within(root).queryByRole("table");
      switch (value) {
        case "loading":
          expect(status).toHaveTextContent("Loading…");
          expect(failedAlert).toEqual([]);
          // The page shown before stays, marked busy, while the next one loads.
          if (result && result.rows.length > 0) expect(table!.closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
          else expect(table).toBeNull();
          return;
        case "failed":
          expect(failedAlert).toHaveLength(1);
          expect(within(failedAlert[0]!).getByRole("button", { name: "Try again" })).toBeInTheDocument();
          expect(failedAlert[0]).toHaveTextContent(/connection|network/i);
          return;
        case "empty":
          expect(status).toHaveTextContent("No records in this range.");
          expect(within(root).getByText("No bets of the team in this range.")).toBeInTheDocument();
          expect(table).toBeNull();
          return;
        case "shown": {
          const pages = reportPageCount(result, pageSize);
          expect(status).toHaveTextContent(`${result!.total} records found, page ${snapshot.context.page} of ${pages}.`);
          expect(table!.closest("[aria-busy]")).toHaveAttribute("aria-busy", "false");
          expect(within(table!).getAllByRole("row")).toHaveLength(result!.rows.length + 1);
          if (result!.kind === "teamBets") expect(within(root).getByTestId("report-totals")).toHaveTextContent(`Bets${result!.totals.count}`);
          const pager = within(root).getByRole("navigation", { name: "Pages of records" });
          expect(within(pager).getByRole("button", { name: `Page ${snapshot.context.page}` })).toHaveAttribute("aria-current", "page");
          return;
        }
        default:
          throw new Error(`no screen check for ${JSON.stringify(value)}`);
      }
    }, FIRST);
  },

  machineState: followedState("agentReports"),

  async stop(session) {
    await stopFollowed(session);
    vi.useRealTimers();
  },
};
