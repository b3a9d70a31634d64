import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ContractKind, ContractPeriod, ContractState } from "../../../machines/contract-records/contract-records.types.ts";

/** The periods' names (SPEC §3 "Periods: Daily, Weekly, Semimonthly, Monthly"). */
export const periodNames: Record<ContractPeriod, MessageDescriptor> = {
  DAILY: msg`Daily`,
  WEEKLY: msg`Weekly`,
  SEMIMONTHLY: msg`Semimonthly`,
  MONTHLY: msg`Monthly`,
};

/** A contract's state as the agent reads it (SPEC §4). */
export const stateNames: Record<ContractState, MessageDescriptor> = {
  pending: msg`Waiting for an answer`,
  active: msg`Active`,
  rejected: msg`Rejected`,
  terminated: msg`Terminated`,
};

/** What a page says when the agent has no contract of its kind and nothing was paid. */
export const emptyMessages: Record<ContractKind, MessageDescriptor> = {
  dividend: msg`You have no dividend contracts yet.`,
  dailySalary: msg`You have no daily salary contracts yet.`,
  hourlySalary: msg`You have no hourly salary contracts yet.`,
  realTimeSalary: msg`You have no real-time salary contracts yet.`,
};

/** The platform's refusals of a records call (deviation CTR-09) in the agent's words. */
export const contractRefusals: Record<string, MessageDescriptor> = {
  "contracts.period.invalid": msg`This period was not accepted. Choose another one.`,
  "contracts.paging.invalid": msg`This page was not accepted. Choose another one.`,
};
