/**
 * Live actor of the records machine (ADR 0014): the one place that knows the record calls' request fields and maps
 * the validated answers (amounts already in minor units) to the machine's rows. Days are the player's: the range
 * goes out as the start of its first day and the end of its last day on the browser's clock, with the browser's time
 * zone so the platform groups a profit and loss by the player's days.
 */
import { fromPromise } from "xstate";
import { recordsMachine } from "../../machines/records/records.machine.ts";
import type { AccountRowType, BonusStatus, RecordQuery, RecordsResult } from "../../machines/records/records.types.ts";
import type { PlatformClient } from "./client.ts";
import { recordsEndpoints } from "./records-endpoints.ts";

/** The start of a `YYYY-MM-DD` day in the browser's time zone (ms). */
function startOfDay(day: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime();
}

/** The player's IANA time zone (the browser's), `UTC` when the browser names none. */
export function playerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** The time-range query of a filter: its first day's start to its last day's end, in the player's time zone. */
export function rangeQuery(query: Pick<RecordQuery, "from" | "to">) {
  const [y, m, d] = query.to.split("-").map(Number) as [number, number, number];
  return { startTime: startOfDay(query.from), endTime: new Date(y, m - 1, d + 1).getTime() - 1, timeZone: playerTimeZone() };
}

export async function fetchRecords(client: PlatformClient, query: RecordQuery, signal?: AbortSignal): Promise<RecordsResult> {
  const range = rangeQuery(query);
  const paging = { pageNo: query.page, pageSize: query.pageSize };
  switch (query.kind) {
    case "betting": {
      const answer = await client.request(recordsEndpoints.bettingRecords, { query: { ...range, gameCategory: query.category, ...paging }, signal });
      return {
        kind: "betting",
        rows: answer.list.map((b) => ({ betId: b.betId, vendorName: b.vendorName, gameName: b.gameName, category: b.gameCategory, betTime: b.betTime, bet: b.betAmount, validBet: b.validBetAmount, winLoss: b.winLoss })),
        total: answer.totalRecords,
        totals: { count: answer.totalRecords, bet: answer.totals.betAmount, validBet: answer.totals.validBetAmount, winLoss: answer.totals.winLoss },
      };
    }
    case "account": {
      const answer = await client.request(recordsEndpoints.transactionHistory, { query: { startTime: range.startTime, endTime: range.endTime, type: query.category, ...paging }, signal });
      return {
        kind: "account",
        rows: answer.list.map((x) => ({ transactionId: x.transactionId, at: x.time, type: x.type satisfies AccountRowType, detail: x.detail, amount: x.amount, reference: x.reference })),
        total: answer.totalRecords,
        totals: { count: answer.totalRecords, credit: answer.totals.credit, debit: answer.totals.debit },
      };
    }
    case "profit": {
      const answer = await client.request(recordsEndpoints.personalProfit, { query: { ...range, gameCategory: query.category }, signal });
      const totals = { count: answer.totals.betCount, bet: answer.totals.betAmount, validBet: answer.totals.validBetAmount, winLoss: answer.totals.winLoss };
      // A range without a bet has nothing to draw: it is an empty record, not a flat chart.
      const rows = totals.count === 0 ? [] : answer.days.map((d) => ({ date: d.date, count: d.betCount, bet: d.betAmount, validBet: d.validBetAmount, winLoss: d.winLoss }));
      return { kind: "profit", rows, total: rows.length, totals };
    }
    case "bonus": {
      const answer = await client.request(recordsEndpoints.bonusDetails, { query: { startTime: range.startTime, endTime: range.endTime, status: query.category, ...paging }, signal });
      return {
        kind: "bonus",
        rows: answer.list.map((b) => ({
          bonusId: b.bonusId,
          name: b.bonusName,
          amount: b.amount,
          turnoverRequired: b.turnoverRequired,
          turnoverDone: b.turnoverCompleted,
          status: b.status satisfies BonusStatus,
          issuedAt: b.issuedTime,
        })),
        total: answer.totalRecords,
        totals: { count: answer.totalRecords, amount: answer.totals.amount },
      };
    }
  }
}

/** The records machine with its live actor. */
export function providedRecordsMachine(client: PlatformClient) {
  return recordsMachine.provide({ actors: { fetchRecords: fromPromise<RecordsResult, RecordQuery>(({ input, signal }) => fetchRecords(client, input, signal)) } });
}
