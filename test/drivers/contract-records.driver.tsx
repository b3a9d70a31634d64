/**
 * Model-based UI driver of the agent centre's contract pages (`contractRecords`, CTR-01..09): each generated path
 * through the Daily salary (`/agent/daily-salary`) or Real-time salary (`/agent/realtime-salary`) page for agent01
 * in the whole app.
 *
 * The page's read is held until the path says what the platform answers: the sample's contracts, records and
 * settlements in the platform's wire form (amounts in major units, rates in percent), or a network failure. The
 * periods, the page buttons and Try again are pressed as an agent would.
 *
 * Sent to the page's actor instead, each as the machine's own guard against it: "the next settlement has passed" is
 * the machine's timer (the sample's next settlement is 100 s away; a path does not wait for it, and on a page with
 * no settlement to wait for the timer does nothing), and a page past the last has no button.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import { contractPageCount, type ContractRecordsContext, type ContractRecordsInput } from "../../machines/contract-records/contract-records.machine.ts";
import type { Contract, ContractPeriod, ContractRecordsResult } from "../../machines/contract-records/contract-records.types.ts";
import { agentEndpoints } from "../../src/api/agent-endpoints.ts";
import { followedState, openAgentPage, stopFollowed, type FollowedPage } from "./followed-page.ts";
import { holdCalls } from "./held-calls.ts";
import type { FlowDriver } from "./types.ts";

/** The agent centre's code and texts arrive on first use: a cold start under load takes longer than a step. */
const FIRST = { timeout: 30_000 };
const PAGES = {
  dailySalary: { slug: "daily-salary", title: "Daily salary", path: agentEndpoints.dailySalaryRecords.path as string, empty: "You have no daily salary contracts yet." },
  realTimeSalary: { slug: "realtime-salary", title: "Real-time salary", path: agentEndpoints.realTimeSalaryRecords.path as string, empty: "You have no real-time salary contracts yet." },
} as const;
type PageKind = keyof typeof PAGES;
const PERIOD_NAMES: Record<ContractPeriod, string> = { DAILY: "Daily", WEEKLY: "Weekly", SEMIMONTHLY: "Semimonthly", MONTHLY: "Monthly" };
const WIRE_TYPES = { dividend: "DIVIDEND", dailySalary: "DAILY_SALARY", hourlySalary: "HOUR_SALARY", realTimeSalary: "REALTIME_SALARY" } as const;

type RecordsSession = FollowedPage & { user: UserEvent; kind: PageKind };
type RecordsSnapshot = { value: unknown; context: ContractRecordsContext };
const snapshotOf = (session: RecordsSession) => session.actors.at(-1)!.getSnapshot() as RecordsSnapshot;

/** Minor units (and basis points) as the wire's major units (and percent). */
const major = (minor: number) => (minor / 100).toFixed(2);
const ROLE = { upline: "UPLINE", downline: "DOWNLINE" } as const;
const wireContract = (c: Contract) => ({
  contractId: c.contractId,
  contractType: WIRE_TYPES[c.kind],
  role: ROLE[c.side],
  upline: c.side === "downline" ? c.counterpart : "agent01",
  downline: c.side === "downline" ? "agent01" : c.counterpart,
  status: c.state.toUpperCase(),
  offerTime: c.offeredAt,
  decisionTime: c.decidedAt,
  tiers: c.tiers.map((t) => ({ betAmount: major(t.betAmount), profitLoss: major(t.profitLoss), activeMembers: t.activeMembers, rate: major(t.rate) })),
  ...(c.realTime ? { profitRate: major(c.realTime.profitRate), lossRate: major(c.realTime.lossRate), singleBetAmount: major(c.realTime.singleBetAmount) } : {}),
});
function wireRecords(result: ContractRecordsResult) {
  const value = {
    contracts: result.contracts.map(wireContract),
    list: result.records.map((r) => ({
      recordId: r.recordId,
      contractId: r.contractId,
      role: ROLE[r.side],
      counterpart: r.counterpart,
      periodStart: r.from,
      periodEnd: r.to,
      validBetAmount: major(r.validBet),
      profitLoss: major(r.profitLoss),
      activeMembers: r.activeMembers,
      rate: major(r.rate),
      amount: major(r.amount),
    })),
    totalRecords: result.total,
    totals: { received: major(result.totals.received), paid: major(result.totals.paid) },
    serverTime: result.serverTime,
    nextSettlementTime: result.nextSettlementAt,
    settlements: result.settlements.map((s) => ({
      settledTime: s.settledAt,
      contractId: s.contractId,
      role: ROLE[s.side],
      counterpart: s.counterpart,
      validBetAmount: major(s.validBet),
      profitLoss: major(s.profitLoss),
      rate: major(s.rate),
      amount: major(s.amount),
    })),
  };
  return () => HttpResponse.json({ success: true, value });
}
const down = () => HttpResponse.error();

const page = (session: RecordsSession) => screen.getByRole("region", { name: PAGES[session.kind].title });

export const contractRecordsDriver: FlowDriver<RecordsSession> = {
  machineId: "contractRecords",
  // The first path loads the agent centre's code.
  pathTimeoutMs: 60_000,

  async start(sample) {
    const kind = (sample.input as ContractRecordsInput).kind as PageKind;
    const calls = holdCalls((path) => path === PAGES[kind].path);
    return { ...(await openAgentPage(`/agent/${PAGES[kind].slug}`, "contractRecords", calls)), user: userEvent.setup(), kind };
  },

  async perform(session, event: EventObject & Record<string, unknown>) {
    const { calls, user } = session;
    const path = PAGES[session.kind].path;
    switch (event.type) {
      case "xstate.done.actor.fetchContractRecords":
        return calls.answer(path, wireRecords(event.output as ContractRecordsResult), "newest");
      case "xstate.error.actor.fetchContractRecords":
        return calls.answer(path, down, "newest");
      case "contracts.retry":
        return user.click(within(within(page(session)).getByRole("alert")).getByRole("button", { name: "Try again" }));
      case "contracts.period":
        return user.click(within(within(page(session)).getByRole("group", { name: "Period" })).getByRole("button", { name: PERIOD_NAMES[event.period as ContractPeriod] }));
      case "contracts.page": {
        const pager = within(page(session)).queryByRole("navigation", { name: "Pages of contract records" });
        const button = pager ? within(pager).queryByRole("button", { name: `Page ${event.page as number}` }) : null;
        // The pager has no button for a page past the last.
        if (!button) return void session.actors.at(-1)!.send(event);
        return user.click(button);
      }
      case "xstate.after.untilSettlement.contractRecords.shown":
        // The machine's own timer: the next settlement is 100 s away in the sample (none on the daily salary page).
        return void session.actors.at(-1)!.send(event);
      default:
        throw new Error(`contractRecordsDriver cannot perform ${event.type}`);
    }
  },

  async expectScreen(session, value) {
    await waitFor(() => {
      const snapshot = snapshotOf(session);
      expect(snapshot.value).toEqual(value);
      const { period, result, pageSize } = snapshot.context;
      const root = page(session);
      const periods = within(root).getByRole("group", { name: "Period" });
      expect(within(periods).getByRole("button", { pressed: true })).toHaveTextContent(PERIOD_NAMES[period]);
      const status = within(root).getByTestId("contracts-status");
      const alert = within(root).queryByRole("alert");
      const contracts = within(root).queryByRole("region", { name: "Your contract with your upline first, then the contracts you gave your downlines" });
      switch (value) {
        case "loading":
          expect(status).toHaveTextContent("Loading…");
          expect(alert).toBeNull();
          // The answer shown before stays, marked busy, while the next one loads.
          if (result && result.contracts.length > 0) expect(contracts!.closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
          else expect(contracts).toBeNull();
          return;
        case "failed":
          expect(alert).toHaveTextContent(/connection|network/i);
          expect(within(alert!).getByRole("button", { name: "Try again" })).toBeInTheDocument();
          expect(contracts).toBeNull();
          return;
        case "empty":
          expect(status).toHaveTextContent(PAGES[session.kind].empty);
          expect(contracts).toBeNull();
          return;
        case "shown": {
          expect(status).toHaveTextContent(`${result!.contracts.length} contracts, ${result!.total} records, page ${snapshot.context.page} of ${contractPageCount(result, pageSize)}.`);
          expect(contracts!.closest("[aria-busy]")).toHaveAttribute("aria-busy", "false");
          // One row per contract, each active one (or an offer the agent gave) with End contract.
          expect(within(contracts!).getAllByRole("row")).toHaveLength(result!.contracts.length + 1);
          for (const c of result!.contracts) {
            const canEnd = c.state === "active" || (c.state === "pending" && c.side === "upline");
            expect(within(contracts!).queryByRole("button", { name: `End contract ${c.contractId}` }) !== null).toBe(canEnd);
          }
          const next = within(root).queryByTestId("contracts-next-settlement");
          expect(next !== null).toBe(session.kind === "realTimeSalary" && result!.nextSettlementAt !== null);
          const pager = within(root).queryByRole("navigation", { name: "Pages of contract records" });
          if (result!.records.length > 0) expect(within(pager!).getByRole("button", { name: `Page ${snapshot.context.page}` })).toHaveAttribute("aria-current", "page");
          else expect(within(root).getByText("Nothing was paid in this period.")).toBeInTheDocument();
          return;
        }
        default:
          throw new Error(`no screen check for ${JSON.stringify(value)}`);
      }
    }, FIRST);
  },

  machineState: followedState("contractRecords"),
  stop: stopFollowed,
};
