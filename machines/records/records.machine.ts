import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { quickRange, rangeProblem, type QuickRange, type RangeProblem } from "./records.dates.ts";
import { CATEGORY_CHOICES, PAGE_SIZES, type RecordFilter, type RecordKind, type RecordQuery, type RecordsResult } from "./records.types.ts";

export interface RecordsInput {
  kind: RecordKind;
  /** Today in the player's time zone, `YYYY-MM-DD` (the page reads the clock; the machine never does). */
  today: string;
}

export interface RecordsContext {
  kind: RecordKind;
  today: string;
  pageSize: number;
  /** What the filter's fields hold (kept as typed, even when it cannot be asked for). */
  draft: RecordFilter;
  /** The filter of the page shown (or loading). */
  applied: RecordFilter;
  /** The quick pick the applied range came from, if it came from one. */
  quick: QuickRange | null;
  page: number;
  /** The page shown: kept on screen while another one loads. */
  result: RecordsResult | null;
  failure: Failure | null;
  /** Why the typed range cannot be asked for (shown next to the date fields). */
  rangeError: RangeProblem | null;
}

export type RecordsEvent =
  | { type: "records.from.changed"; value: string }
  | { type: "records.to.changed"; value: string }
  | { type: "records.category.changed"; value: string }
  | { type: "records.search" }
  | { type: "records.quick"; range: QuickRange }
  | { type: "records.page"; page: number }
  | { type: "records.retry" };

/** The number of pages of a result (at least 1). */
export const pageCount = (result: RecordsResult | null, pageSize: number): number => (result ? Math.max(1, Math.ceil(result.total / pageSize)) : 1);

const DEFAULT_QUICK: QuickRange = "7d";

export const recordsMachine = setup({
  types: { context: {} as RecordsContext, events: {} as RecordsEvent, input: {} as RecordsInput },
  actors: {
    fetchRecords: fromPromise<RecordsResult, RecordQuery>(() => Promise.reject(new Error("fetchRecords is not provided"))),
  },
  guards: {
    isRangeValid: described(
      "The typed range can be asked for: both days are real dates, the first is not after the last, the last is not after today and the first is within the 90 days the platform keeps.",
      ({ context }) => rangeProblem(context.draft.from, context.draft.to, context.today) === null,
    ),
    isOtherPage: described(
      "The page asked for exists (1 to the number of pages of the range) and is not the one shown.",
      ({ context }, params: { page: number }) => Number.isInteger(params.page) && params.page >= 1 && params.page <= pageCount(context.result, context.pageSize) && params.page !== context.page,
    ),
    hasRows: described("The platform's page has at least one row.", (_, params: { result: RecordsResult }) => params.result.rows.length > 0),
  },
}).createMachine({
  id: "records",
  description:
    "One records page of the member centre (betting record, account record, profit and loss, bonus details): a range of days in the player's time zone with quick picks, one category, and the platform's page of rows with the range's totals. Searching asks for page 1 of the typed filter (a range that cannot be asked for is refused next to the fields, and nothing is sent); a quick pick fills the range and searches; a page button asks for that page of the same filter; a failure offers Try again with the same filter.",
  context: ({ input }) => {
    const range = quickRange(DEFAULT_QUICK, input.today);
    const filter: RecordFilter = { ...range, category: CATEGORY_CHOICES[input.kind][0] ?? "ALL" };
    return { kind: input.kind, today: input.today, pageSize: PAGE_SIZES[input.kind], draft: filter, applied: filter, quick: DEFAULT_QUICK, page: 1, result: null, failure: null, rangeError: null };
  },
  initial: "loading",
  on: {
    "records.from.changed": { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, from: event.value }), quick: null, rangeError: null }), meta: { spec: "REC-05" } },
    "records.to.changed": { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, to: event.value }), quick: null, rangeError: null }), meta: { spec: "REC-05" } },
    "records.category.changed": { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, category: event.value }) }), meta: { spec: "REC-09" } },
    "records.search": [
      {
        guard: "isRangeValid",
        target: ".loading",
        reenter: true,
        actions: assign({ applied: ({ context }) => context.draft, page: 1, rangeError: null, failure: null }),
        meta: { spec: "REC-05 REC-07 REC-09" },
      },
      { actions: assign({ rangeError: ({ context }) => rangeProblem(context.draft.from, context.draft.to, context.today) }), meta: { spec: "REC-06" } },
    ],
    "records.quick": {
      target: ".loading",
      reenter: true,
      actions: assign(({ context, event }) => {
        const draft = { ...context.draft, ...quickRange(event.range, context.today) };
        return { draft, applied: draft, quick: event.range, page: 1, rangeError: null, failure: null };
      }),
      meta: { spec: "REC-05" },
    },
  },
  states: {
    loading: {
      description: "A page of records is loading (the page shown before stays on screen, marked busy).",
      invoke: {
        id: "fetchRecords",
        src: "fetchRecords",
        input: ({ context }) => ({ kind: context.kind, ...context.applied, page: context.page, pageSize: context.pageSize }),
        onDone: [
          { guard: { type: "hasRows", params: ({ event }) => ({ result: event.output }) }, target: "shown", actions: assign({ result: ({ event }) => event.output }), meta: { spec: "REC-07" } },
          { target: "empty", actions: assign({ result: ({ event }) => event.output }), meta: { spec: "REC-08" } },
        ],
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "REC-08 SITE-01" } },
      },
    },
    shown: {
      description: "The rows of the page with the range's totals and, when there is more than one page, the page buttons.",
      on: {
        "records.page": {
          guard: { type: "isOtherPage", params: ({ event }) => ({ page: event.page }) },
          target: "loading",
          actions: assign({ page: ({ event }) => event.page }),
          meta: { spec: "REC-07" },
        },
      },
    },
    empty: {
      description: "Nothing in the range and category asked for: says so, with the filter to try another.",
    },
    failed: {
      description: "The page could not be loaded: the reason with Try again (the same filter and page).",
      on: {
        "records.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "REC-08 SITE-01" } },
      },
    },
  },
});
