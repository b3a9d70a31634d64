import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { quickRange, rangeProblem, type QuickRange, type RangeProblem } from "../records/records.dates.ts";
import {
  REPORT_CHOICES,
  REPORT_PAGE_SIZES,
  REPORT_SORTS,
  usernameProblem,
  type ReportFilter,
  type ReportKind,
  type ReportQuery,
  type ReportResult,
  type UsernameProblem,
} from "./agent-reports.types.ts";

export interface AgentReportsInput {
  kind: ReportKind;
  /** Today in the agent's time zone, `YYYY-MM-DD` (the page reads the clock; the machine never does). */
  today: string;
}

export interface AgentReportsContext {
  kind: ReportKind;
  today: string;
  pageSize: number;
  /** What the filter's fields hold (kept as typed, even when it cannot be asked for). */
  draft: ReportFilter;
  /** The filter of the page shown (or loading); its username trimmed. */
  applied: ReportFilter;
  /** The quick pick the applied range came from, if it came from one. */
  quick: QuickRange | null;
  page: number;
  /** The page shown: kept on screen while another one loads. */
  result: ReportResult | null;
  failure: Failure | null;
  /** Why the typed range cannot be asked for (shown next to the date fields). */
  rangeError: RangeProblem | null;
  /** Why the typed username cannot be searched for (shown next to the field). */
  usernameError: UsernameProblem | null;
}

export type AgentReportsEvent =
  | { type: "reports.from.changed"; value: string }
  | { type: "reports.to.changed"; value: string }
  | { type: "reports.choice.changed"; value: string }
  | { type: "reports.username.changed"; value: string }
  | { type: "reports.sort.changed"; value: string }
  | { type: "reports.search" }
  | { type: "reports.quick"; range: QuickRange }
  | { type: "reports.page"; page: number }
  | { type: "reports.retry" };

/** The number of pages of a result (at least 1). */
export const reportPageCount = (result: ReportResult | null, pageSize: number): number => (result ? Math.max(1, Math.ceil(result.total / pageSize)) : 1);

const DEFAULT_QUICK: QuickRange = "7d";

export const agentReportsMachine = setup({
  types: {
    context: {} as AgentReportsContext,
    events: {} as AgentReportsEvent,
    input: {} as AgentReportsInput,
  },
  actors: {
    fetchReport: fromPromise<ReportResult, ReportQuery>(() => Promise.reject(new Error("fetchReport is not provided"))),
  },
  guards: {
    isFilterValid: described(
      "The typed filter can be asked for: both days are real dates, the first is not after the last, the last is not after today, the first is within the 90 days the platform keeps, and the username search is letters and digits (at most 20) or empty.",
      ({ context }) => rangeProblem(context.draft.from, context.draft.to, context.today) === null && usernameProblem(context.draft.username) === null,
    ),
    isOtherPage: described(
      "The page asked for exists (1 to the number of pages of the filter) and is not the one shown.",
      ({ context }, params: { page: number }) =>
        Number.isInteger(params.page) && params.page >= 1 && params.page <= reportPageCount(context.result, context.pageSize) && params.page !== context.page,
    ),
    hasRows: described("The platform's page has at least one row.", (_, params: { result: ReportResult }) => params.result.rows.length > 0),
  },
}).createMachine({
  id: "agentReports",
  description:
    "One report of the agent centre (Team Betting, User Profit and Loss, My Income, Transaction Details): a range of days in the agent's time zone with quick picks, one choice (a game category, whose figures, or a transaction type), a downline's username, an order (User Profit and Loss), and the platform's page of rows with the totals of the whole filter. Searching asks for page 1 of the typed filter (a range or username that cannot be asked for is refused next to its field, and nothing is sent); a quick pick fills the range and searches; a page button asks for that page of the same filter; a failure offers Try again with the same filter.",
  context: ({ input }) => {
    const range = quickRange(DEFAULT_QUICK, input.today);
    const filter: ReportFilter = {
      ...range,
      choice: REPORT_CHOICES[input.kind][0] ?? "ALL",
      username: "",
      sort: REPORT_SORTS[input.kind][0] ?? "",
    };
    return {
      kind: input.kind,
      today: input.today,
      pageSize: REPORT_PAGE_SIZES[input.kind],
      draft: filter,
      applied: filter,
      quick: DEFAULT_QUICK,
      page: 1,
      result: null,
      failure: null,
      rangeError: null,
      usernameError: null,
    };
  },
  initial: "loading",
  on: {
    "reports.from.changed": {
      actions: assign({
        draft: ({ context, event }) => ({
          ...context.draft,
          from: event.value,
        }),
        quick: null,
        rangeError: null,
      }),
      meta: { spec: "RPT-03" },
    },
    "reports.to.changed": {
      actions: assign({
        draft: ({ context, event }) => ({ ...context.draft, to: event.value }),
        quick: null,
        rangeError: null,
      }),
      meta: { spec: "RPT-03" },
    },
    "reports.choice.changed": {
      actions: assign({
        draft: ({ context, event }) => ({
          ...context.draft,
          choice: event.value,
        }),
      }),
      meta: { spec: "RPT-01 RPT-02 RPT-09" },
    },
    "reports.username.changed": {
      actions: assign({
        draft: ({ context, event }) => ({
          ...context.draft,
          username: event.value,
        }),
        usernameError: null,
      }),
      meta: { spec: "RPT-04" },
    },
    "reports.sort.changed": {
      actions: assign({
        draft: ({ context, event }) => ({
          ...context.draft,
          sort: event.value,
        }),
      }),
      meta: { spec: "RPT-10" },
    },
    "reports.search": [
      {
        guard: "isFilterValid",
        target: ".loading",
        reenter: true,
        actions: assign({
          applied: ({ context }) => ({
            ...context.draft,
            username: context.draft.username.trim(),
          }),
          page: 1,
          rangeError: null,
          usernameError: null,
          failure: null,
        }),
        meta: { spec: "RPT-01 RPT-02 RPT-03 RPT-04 RPT-08 RPT-09 RPT-10" },
      },
      {
        actions: assign({
          rangeError: ({ context }) => rangeProblem(context.draft.from, context.draft.to, context.today),
          usernameError: ({ context }) => usernameProblem(context.draft.username),
        }),
        meta: { spec: "RPT-03 RPT-04" },
      },
    ],
    "reports.quick": {
      target: ".loading",
      reenter: true,
      actions: assign(({ context, event }) => {
        const draft = {
          ...context.draft,
          ...quickRange(event.range, context.today),
        };
        // The username as typed goes with the quick pick only when it can be searched for; otherwise the applied one stays.
        const username = usernameProblem(draft.username) === null ? draft.username.trim() : context.applied.username;
        return {
          draft,
          applied: { ...draft, username },
          quick: event.range,
          page: 1,
          rangeError: null,
          failure: null,
        };
      }),
      meta: { spec: "RPT-03" },
    },
  },
  states: {
    loading: {
      description: "A page of the report is loading (the page shown before stays on screen, marked busy).",
      invoke: {
        id: "fetchReport",
        src: "fetchReport",
        input: ({ context }) => ({
          kind: context.kind,
          ...context.applied,
          page: context.page,
          pageSize: context.pageSize,
        }),
        onDone: [
          {
            guard: {
              type: "hasRows",
              params: ({ event }) => ({ result: event.output }),
            },
            target: "shown",
            actions: assign({ result: ({ event }) => event.output }),
            meta: { spec: "RPT-05" },
          },
          {
            target: "empty",
            actions: assign({ result: ({ event }) => event.output }),
            meta: { spec: "RPT-06" },
          },
        ],
        onError: {
          target: "failed",
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          meta: { spec: "RPT-06 SITE-01" },
        },
      },
    },
    shown: {
      description: "The rows of the page with the totals of the whole filter and, when there is more than one page, the page buttons.",
      on: {
        "reports.page": {
          guard: {
            type: "isOtherPage",
            params: ({ event }) => ({ page: event.page }),
          },
          target: "loading",
          actions: assign({ page: ({ event }) => event.page }),
          meta: { spec: "RPT-05" },
        },
      },
    },
    empty: {
      description: "Nothing for the filter asked for: says so, with the filter to try another.",
    },
    failed: {
      description: "The page could not be loaded: the reason with Try again (the same filter and page).",
      on: {
        "reports.retry": {
          target: "loading",
          actions: assign({ failure: null }),
          meta: { spec: "RPT-06 SITE-01" },
        },
      },
    },
  },
});
