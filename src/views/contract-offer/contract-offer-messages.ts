import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { ContractKind, ContractPeriod, TermsProblem } from "../../../machines/contracts/contracts.types.ts";
import type { Failure } from "../../../machines/shared/errors.ts";
import { cashierFailure } from "../cashier/cashier-messages.ts";

/** The contract kinds' names (SPEC §3). */
export const kindNames: Record<ContractKind, MessageDescriptor> = {
  dividend: msg`Dividend`,
  dailySalary: msg`Daily salary`,
  hourlySalary: msg`Hourly salary`,
  realTimeSalary: msg`Real-time salary`,
};

/** The periods an offer names (SPEC §3 "Periods: Daily, Weekly, Semimonthly, Monthly"). */
export const offerPeriodNames: Record<ContractPeriod, MessageDescriptor> = {
  daily: msg`Daily`,
  weekly: msg`Weekly`,
  semimonthly: msg`Semimonthly`,
  monthly: msg`Monthly`,
};

/** What is wrong with the terms typed (OFR-05), next to the field. */
export function termsProblemText(i18n: I18n, problem: TermsProblem, ownRate: string, decimal: string): string {
  switch (problem) {
    case "terms.tierMissing":
      return i18n._(msg`Add at least one tier (ten at most).`);
    case "terms.tierIncomplete":
      return i18n._(msg`Fill in every column of every tier with a number.`);
    case "terms.tierOrder":
      return i18n._(msg`Each tier must ask for more valid bet than the one above it, at a rate no lower.`);
    case "terms.rateAboveOwn":
      return i18n._(msg`No rate can be above your own, ${ownRate}.`);
    case "terms.rateInvalid":
      return i18n._(msg`Enter a rate above 0, like 0${decimal}50.`);
    case "field.required":
      return i18n._(msg`Input cannot be empty`);
    case "amount.invalid":
      return i18n._(msg`Enter an amount like 100 or 100${decimal}50`);
  }
}

/** The platform's refusals of the contract calls (deviation OFR-09) in the player's words. */
const refusals: Record<string, MessageDescriptor> = {
  "contracts.offer.notAgent": msg`Only an agent can offer contracts.`,
  "contracts.offer.notDownline": msg`You can offer contracts only to your direct downlines.`,
  "contracts.terms.invalid": msg`The terms were not accepted. Check the tiers and amounts and try again.`,
  "contracts.rate.aboveOwn": msg`A rate is above your own contract's rate.`,
  "contracts.offer.noOwnContract": msg`You have no active contract of this kind from your upline, so you cannot offer one.`,
  "contracts.offer.endingChanged": msg`The downline's contracts changed meanwhile. Go back and check the offer again.`,
  "contracts.contract.notFound": msg`This contract no longer exists.`,
  "contracts.contract.notYours": msg`This contract is not yours.`,
  "contracts.offer.notPending": msg`This offer has already been answered.`,
  "contracts.contract.notLive": msg`This contract has already ended.`,
};

export function contractFailure(i18n: I18n, failure: Failure): string {
  const refusal = failure.serverMessage ? refusals[failure.serverMessage] : undefined;
  return refusal ? i18n._(refusal) : cashierFailure(i18n, failure);
}
