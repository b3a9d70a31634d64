import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { UsernameProblem } from "../../../machines/agent-reports/agent-reports.types.ts";

/** The platform's report refusals (deviation RPT-07) in the agent's words. */
export const reportRefusals: Record<string, MessageDescriptor> = {
  "agent.report.range.invalid": msg`This range of days was not accepted. Choose another one.`,
  "agent.report.range.tooOld": msg`Records go back 90 days: choose a first day within them.`,
  "agent.report.category.invalid": msg`This search was not accepted. Choose another one.`,
  "agent.report.scope.invalid": msg`This search was not accepted. Choose another one.`,
  "agent.report.paging.invalid": msg`This search was not accepted. Choose another one.`,
  "agent.report.type.invalid": msg`This search was not accepted. Choose another one.`,
  "agent.report.sort.invalid": msg`This search was not accepted. Choose another one.`,
  "agent.report.username.invalid": msg`A username has only letters and digits, at most 20.`,
};

/** Why a typed username search was refused (RPT-04), next to the field. */
export const usernameMessages: Record<UsernameProblem, MessageDescriptor> = {
  "username.invalid": msg`A username has only letters and digits, at most 20.`,
};

/** Whose figures User Profit and Loss lists (RPT-02). */
export const scopeNames: Record<string, MessageDescriptor> = {
  DIRECT: msg`Direct downlines with their teams`,
  ALL: msg`Every member of the team`,
};

/** User Profit and Loss's orders (RPT-10), as the order list shows them. */
export const sortNames: Record<string, MessageDescriptor> = {
  VALID_BET_DESC: msg`Most valid bets first`,
  PROFIT_DESC: msg`Highest profit first`,
  PROFIT_ASC: msg`Lowest profit first`,
  DEPOSITS_DESC: msg`Most deposits first`,
};

/** User Profit and Loss's table caption in each order. */
export const profitCaptions: Record<string, MessageDescriptor> = {
  VALID_BET_DESC: msg`Downlines, the most valid bets first`,
  PROFIT_DESC: msg`Downlines, the highest profit first`,
  PROFIT_ASC: msg`Downlines, the lowest profit first`,
  DEPOSITS_DESC: msg`Downlines, the most deposits first`,
};
