// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { agentReportsMachine } from "../../machines/agent-reports/agent-reports.machine.ts";
import { usernameProblem, type ReportKind, type ReportQuery, type ReportResult, type TeamBetRow } from "../../machines/agent-reports/agent-reports.types.ts";

const TODAY = "2026-03-15";
const bet: TeamBetRow = { betId: "TB-1", betTime: 0, username: "lumari42", vendorName: "Evolution", gameName: "Baccarat", category: "LIVE", bet: 100, validBet: 100, winLoss: -100 };
const page = (rows: number, total: number): ReportResult => ({
  kind: "teamBets",
  rows: Array.from({ length: rows }, (_, i) => ({ ...bet, betId: `TB-${i}` })),
  total,
  totals: { count: total, bet: total * 100, validBet: total * 100, winLoss: total * -100 },
});

/** The machine with a fake platform: each load answers the next of `answers` (an object with `code` is thrown). */
function start(answers: (ReportResult | { code: string })[], kind: ReportKind = "teamBets") {
  const queries: ReportQuery[] = [];
  const fetchReport = vi.fn(async ({ input }: { input: ReportQuery }) => {
    queries.push(input);
    const next = answers.shift() ?? page(0, 0);
    if ("code" in next) throw next;
    return next;
  });
  const actor = createActor(agentReportsMachine.provide({ actors: { fetchReport: fromPromise(fetchReport) } }), { input: { kind, today: TODAY } }).start();
  return { actor, queries, fetchReport };
}

describe("agent reports machine", () => {
  it("[RPT-01][RPT-03][RPT-05] Team Betting opens on the last 7 days, every category, everyone, page 1, and shows the rows and totals", async () => {
    const { actor, queries } = start([page(20, 45)]);
    await waitFor(actor, (s) => s.matches("shown"));
    expect(queries[0]).toEqual({ kind: "teamBets", from: "2026-03-09", to: TODAY, choice: "ALL", username: "", sort: "", page: 1, pageSize: 20 });
    expect(actor.getSnapshot().context.result?.totals).toMatchObject({ count: 45, validBet: 4500 });
  });

  it("[RPT-02] User Profit and Loss opens on the direct downlines", async () => {
    const { actor, queries } = start([page(0, 0)], "memberProfit");
    await waitFor(actor, (s) => s.matches("empty"));
    expect(queries[0]).toMatchObject({ kind: "memberProfit", choice: "DIRECT", username: "", sort: "VALID_BET_DESC" });
  });

  it("[RPT-10] User Profit and Loss's order goes with the next Search, from page 1", async () => {
    const { actor, queries } = start([page(20, 45), page(20, 45), page(20, 45)], "memberProfit");
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "reports.page", page: 2 });
    await waitFor(actor, (s) => s.matches("shown") && queries.length === 2);
    actor.send({ type: "reports.sort.changed", value: "PROFIT_ASC" });
    expect(queries).toHaveLength(2);
    actor.send({ type: "reports.search" });
    await waitFor(actor, (s) => s.matches("shown") && queries.length === 3);
    expect(queries[2]).toMatchObject({ sort: "PROFIT_ASC", page: 1 });
  });

  it("[RPT-08][RPT-09] My Income asks for every day of the range in one page; Transaction Details for every type, 20 a page", async () => {
    const income = start([page(0, 0)], "income");
    await waitFor(income.actor, (s) => s.matches("empty"));
    expect(income.queries[0]).toMatchObject({ kind: "income", from: "2026-03-09", to: TODAY, pageSize: 90, username: "" });
    const transactions = start([page(0, 0)], "transactions");
    await waitFor(transactions.actor, (s) => s.matches("empty"));
    expect(transactions.queries[0]).toMatchObject({ kind: "transactions", choice: "ALL", pageSize: 20 });
  });

  it("[RPT-04] Search sends the typed category and the username trimmed, from page 1", async () => {
    const { actor, queries } = start([page(20, 45), page(20, 45), page(3, 3)]);
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "reports.page", page: 2 });
    await waitFor(actor, (s) => s.matches("shown") && s.context.page === 2);
    actor.send({ type: "reports.choice.changed", value: "LIVE" });
    actor.send({ type: "reports.username.changed", value: "  lumari " });
    actor.send({ type: "reports.search" });
    await waitFor(actor, (s) => s.matches("shown") && s.context.result?.total === 3);
    expect(queries[2]).toMatchObject({ choice: "LIVE", username: "lumari", page: 1 });
    expect(actor.getSnapshot().context.draft.username).toBe("  lumari ");
  });

  it("[RPT-04] a username with signs no username has is refused next to the field and nothing is sent; typing clears it", async () => {
    const { actor, fetchReport } = start([page(1, 1)]);
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "reports.username.changed", value: "lu-ma" });
    actor.send({ type: "reports.search" });
    expect(actor.getSnapshot().context.usernameError).toBe("username.invalid");
    expect(actor.getSnapshot().context.rangeError).toBeNull();
    expect(actor.getSnapshot().context.draft.username).toBe("lu-ma");
    expect(fetchReport).toHaveBeenCalledTimes(1);
    actor.send({ type: "reports.username.changed", value: "luma" });
    expect(actor.getSnapshot().context.usernameError).toBeNull();
    expect(usernameProblem("a".repeat(21))).toBe("username.invalid");
    expect(usernameProblem(" Luma42 ")).toBeNull();
  });

  it("[RPT-03] a reversed range is refused next to the fields, the typed days stay; a quick pick fills the range and searches", async () => {
    const { actor, fetchReport, queries } = start([page(1, 1), page(2, 2)]);
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "reports.from.changed", value: "2026-03-10" });
    actor.send({ type: "reports.to.changed", value: "2026-03-02" });
    actor.send({ type: "reports.search" });
    expect(actor.getSnapshot().context.rangeError).toBe("range.reversed");
    expect(actor.getSnapshot().context.draft).toMatchObject({ from: "2026-03-10", to: "2026-03-02" });
    expect(fetchReport).toHaveBeenCalledTimes(1);
    actor.send({ type: "reports.quick", range: "yesterday" });
    await waitFor(actor, (s) => s.matches("shown") && s.context.result?.total === 2);
    expect(queries[1]).toMatchObject({ from: "2026-03-14", to: "2026-03-14", page: 1 });
    expect(actor.getSnapshot().context.rangeError).toBeNull();
    expect(actor.getSnapshot().context.quick).toBe("yesterday");
  });

  it("[RPT-05] page buttons: no page beyond the last nor the one shown", async () => {
    const { actor, fetchReport } = start([page(20, 45)]);
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "reports.page", page: 4 });
    actor.send({ type: "reports.page", page: 1 });
    expect(actor.getSnapshot().matches("shown")).toBe(true);
    expect(fetchReport).toHaveBeenCalledTimes(1);
  });

  it("[RPT-06] a failure offers Try again, which asks for the same filter and page", async () => {
    const { actor, queries } = start([page(20, 45), { code: "network.abnormal" }, page(20, 45)]);
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "reports.page", page: 3 });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.failure).not.toBeNull();
    actor.send({ type: "reports.retry" });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(queries[2]).toEqual(queries[1]);
    expect(queries[2]).toMatchObject({ page: 3 });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
