import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { CONTRACT_PAGE_SIZE, CONTRACT_PERIODS, type ContractKind, type ContractPeriod, type ContractRecordsQuery, type ContractRecordsResult } from "./contract-records.types.ts";

export interface ContractRecordsInput {
  kind: ContractKind;
}

export interface ContractRecordsContext {
  kind: ContractKind;
  period: ContractPeriod;
  page: number;
  pageSize: number;
  /** The answer shown: kept on screen while another period or page loads. */
  result: ContractRecordsResult | null;
  failure: Failure | null;
}

export type ContractRecordsEvent = { type: "contracts.period"; period: ContractPeriod } | { type: "contracts.page"; page: number } | { type: "contracts.retry" };

/** The number of pages of an answer's records (at least 1). */
export const contractPageCount = (result: ContractRecordsResult | null, pageSize: number): number => (result ? Math.max(1, Math.ceil(result.total / pageSize)) : 1);

/** A little after the next settlement, so the platform has settled it when the records are asked again. */
const SETTLEMENT_GRACE_MS = 2000;

export const contractRecordsMachine = setup({
  types: { context: {} as ContractRecordsContext, events: {} as ContractRecordsEvent, input: {} as ContractRecordsInput },
  actors: {
    fetchContractRecords: fromPromise<ContractRecordsResult, ContractRecordsQuery>(() => Promise.reject(new Error("fetchContractRecords is not provided"))),
  },
  delays: {
    /** From the platform's clock to its next real-time settlement (5 minutes at most), plus a little. */
    untilSettlement: ({ context }) => {
      const result = context.result;
      return result?.nextSettlementAt ? Math.max(0, result.nextSettlementAt - result.serverTime) + SETTLEMENT_GRACE_MS : 5 * 60 * 1000;
    },
  },
  guards: {
    isOtherPeriod: described(
      "The period asked for is one of Daily, Weekly, Semimonthly and Monthly and not the one shown.",
      ({ context }, params: { period: string }) => (CONTRACT_PERIODS as readonly string[]).includes(params.period) && params.period !== context.period,
    ),
    isOtherPage: described(
      "The page asked for exists (1 to the number of pages of the period's records) and is not the one shown.",
      ({ context }, params: { page: number }) => Number.isInteger(params.page) && params.page >= 1 && params.page <= contractPageCount(context.result, context.pageSize) && params.page !== context.page,
    ),
    hasAnything: described("The platform's answer has a contract or a record.", (_, params: { result: ContractRecordsResult }) => params.result.contracts.length > 0 || params.result.records.length > 0),
    settles: described("The page is the real-time salary's and the platform named its next settlement.", ({ context }) => context.kind === "realTimeSalary" && context.result?.nextSettlementAt != null),
  },
}).createMachine({
  id: "contractRecords",
  description:
    "One contract page of the agent centre (dividend, daily salary, hourly salary or real-time salary): the agent's contracts of the kind and what they paid per period, a page of records at a time. Choosing another period asks for its page 1; a page button asks for that page; the answer shown stays on screen while the next loads; a failure offers Try again with the same period and page. The real-time salary's page asks again a little after each settlement (every 5 minutes), when the platform has settled it.",
  context: ({ input }) => ({ kind: input.kind, period: "DAILY", page: 1, pageSize: CONTRACT_PAGE_SIZE, result: null, failure: null }),
  initial: "loading",
  on: {
    "contracts.period": {
      guard: { type: "isOtherPeriod", params: ({ event }) => ({ period: event.period }) },
      target: ".loading",
      reenter: true,
      actions: assign({ period: ({ event }) => event.period, page: 1, failure: null }),
      meta: { spec: "CTR-04 CTR-08" },
    },
  },
  states: {
    loading: {
      description: "The contracts and a page of the period's records are loading (the answer shown before stays on screen, marked busy).",
      invoke: {
        id: "fetchContractRecords",
        src: "fetchContractRecords",
        input: ({ context }) => ({ kind: context.kind, period: context.period, page: context.page, pageSize: context.pageSize }),
        onDone: [
          { guard: { type: "hasAnything", params: ({ event }) => ({ result: event.output }) }, target: "shown", actions: assign({ result: ({ event }) => event.output }), meta: { spec: "CTR-03 CTR-05 CTR-08" } },
          { target: "empty", actions: assign({ result: ({ event }) => event.output }), meta: { spec: "CTR-08" } },
        ],
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "CTR-08 SITE-01" } },
      },
    },
    shown: {
      description: "The contracts with their terms and states, the period's records with the totals received and paid, and the page buttons when there is more than one page; on the real-time salary's page, the next settlement and the last ones.",
      on: {
        "contracts.page": {
          guard: { type: "isOtherPage", params: ({ event }) => ({ page: event.page }) },
          target: "loading",
          actions: assign({ page: ({ event }) => event.page }),
          meta: { spec: "CTR-08" },
        },
      },
      after: {
        untilSettlement: { guard: "settles", target: "loading", meta: { spec: "CTR-06" } },
      },
    },
    empty: {
      description: "The agent has no contract of the kind and nothing was paid: says so (another period can still be chosen).",
    },
    failed: {
      description: "The page could not be loaded: the reason with Try again (the same period and page).",
      on: {
        "contracts.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "CTR-08 SITE-01" } },
      },
    },
  },
});
