// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { recordsMachine } from "../../machines/records/records.machine.ts";
import { addDays, daysBetween, quickRange, rangeProblem } from "../../machines/records/records.dates.ts";
import type { BetRow, RecordQuery, RecordsResult } from "../../machines/records/records.types.ts";

const TODAY = "2026-03-15";
const bet: BetRow = { betId: "B-1", vendorName: "Evolution", gameName: "Baccarat", category: "LIVE", betTime: 0, bet: 100, validBet: 100, winLoss: -100 };
const page = (rows: number, total: number): RecordsResult => ({
  kind: "betting",
  rows: Array.from({ length: rows }, (_, i) => ({ ...bet, betId: `B-${i}` })),
  total,
  totals: { count: total, bet: total * 100, validBet: total * 100, winLoss: total * -100 },
});

/** The machine with a fake platform: each load answers the next of `answers` (an object with `code` is thrown). */
function start(answers: (RecordsResult | { code: string })[]) {
  const queries: RecordQuery[] = [];
  const fetchRecords = vi.fn(async ({ input }: { input: RecordQuery }) => {
    queries.push(input);
    const next = answers.shift() ?? page(0, 0);
    if ("code" in next) throw next;
    return next;
  });
  const actor = createActor(recordsMachine.provide({ actors: { fetchRecords: fromPromise(fetchRecords) } }), { input: { kind: "betting", today: TODAY } }).start();
  return { actor, queries, fetchRecords };
}

describe("records dates", () => {
  it("[REC-05] quick picks are calendar days counted back from the player's today", () => {
    expect(quickRange("today", TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(quickRange("yesterday", "2026-03-01")).toEqual({ from: "2026-02-28", to: "2026-02-28" });
    expect(daysBetween(...(Object.values(quickRange("7d", TODAY)) as [string, string]))).toHaveLength(7);
    expect(daysBetween(...(Object.values(quickRange("30d", TODAY)) as [string, string]))).toHaveLength(30);
  });

  it("[REC-06] refuses missing, impossible, reversed, future and too old ranges", () => {
    expect(rangeProblem("", TODAY, TODAY)).toBe("range.missing");
    expect(rangeProblem("2026-02-30", TODAY, TODAY)).toBe("range.missing");
    expect(rangeProblem(TODAY, "2026-03-01", TODAY)).toBe("range.reversed");
    expect(rangeProblem(TODAY, addDays(TODAY, 1), TODAY)).toBe("range.future");
    expect(rangeProblem(addDays(TODAY, -89), TODAY, TODAY)).toBeNull();
    expect(rangeProblem(addDays(TODAY, -90), TODAY, TODAY)).toBe("range.tooOld");
  });
});

describe("records machine", () => {
  it("[REC-05][REC-07] opens on the last 7 days, page 1, and shows the platform's rows and totals", async () => {
    const { actor, queries } = start([page(20, 45)]);
    await waitFor(actor, (s) => s.matches("shown"));
    expect(queries[0]).toEqual({ kind: "betting", from: "2026-03-09", to: TODAY, category: "ALL", page: 1, pageSize: 20 });
    expect(actor.getSnapshot().context.result?.totals).toEqual({ count: 45, bet: 4500, validBet: 4500, winLoss: -4500 });
  });

  it("[REC-07] a page button asks for that page of the same filter, keeping the page shown meanwhile; no page beyond the last", async () => {
    const { actor, queries } = start([page(20, 45), page(5, 45)]);
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "records.page", page: 4 });
    expect(actor.getSnapshot().matches("shown")).toBe(true);
    actor.send({ type: "records.page", page: 3 });
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    expect(actor.getSnapshot().context.result?.rows).toHaveLength(20);
    await waitFor(actor, (s) => s.matches("shown") && s.context.result?.rows.length === 5);
    expect(queries[1]).toMatchObject({ page: 3, from: "2026-03-09", to: TODAY });
  });

  it("[REC-06] a reversed range is refused next to the fields and nothing is sent; the typed days stay", async () => {
    const { actor, fetchRecords } = start([page(1, 1)]);
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "records.from.changed", value: "2026-03-10" });
    actor.send({ type: "records.to.changed", value: "2026-03-02" });
    actor.send({ type: "records.search" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.rangeError).toBe("range.reversed");
    expect(snapshot.context.draft).toMatchObject({ from: "2026-03-10", to: "2026-03-02" });
    expect(fetchRecords).toHaveBeenCalledTimes(1);
    actor.send({ type: "records.to.changed", value: "2026-03-12" });
    expect(actor.getSnapshot().context.rangeError).toBeNull();
  });

  it("[REC-05][REC-09] Search asks for page 1 of the typed range and category; a quick pick searches at once", async () => {
    const { actor, queries } = start([page(20, 45), page(20, 45), page(0, 0), page(3, 3)]);
    await waitFor(actor, (s) => s.matches("shown"));
    actor.send({ type: "records.page", page: 2 });
    await waitFor(actor, (s) => s.matches("shown") && s.context.page === 2);
    actor.send({ type: "records.category.changed", value: "LIVE" });
    actor.send({ type: "records.from.changed", value: "2026-03-01" });
    actor.send({ type: "records.search" });
    await waitFor(actor, (s) => s.matches("empty"));
    expect(queries[2]).toEqual({ kind: "betting", from: "2026-03-01", to: TODAY, category: "LIVE", page: 1, pageSize: 20 });
    actor.send({ type: "records.quick", range: "yesterday" });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(queries[3]).toMatchObject({ from: "2026-03-14", to: "2026-03-14", category: "LIVE", page: 1 });
    expect(actor.getSnapshot().context.quick).toBe("yesterday");
  });

  it("[REC-08] a failure offers Try again with the same filter and page", async () => {
    const { actor, queries } = start([{ code: "platform.malformed" }, page(2, 2)]);
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.failure).toEqual({ code: "platform.malformed" });
    actor.send({ type: "records.retry" });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(queries[1]).toEqual(queries[0]);
  });
});
