import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { RangeProblem } from "../../../machines/records/records.dates.ts";
import type { RecordKind } from "../../../machines/records/records.types.ts";

/** Why a typed range was refused (REC-06), next to the date fields. */
export const rangeMessages: Record<RangeProblem, MessageDescriptor> = {
  "range.missing": msg`Enter both days as dates.`,
  "range.reversed": msg`The first day cannot be after the last day.`,
  "range.future": msg`The last day cannot be after today.`,
  "range.tooOld": msg`Records go back 90 days: choose a first day within them.`,
};

/** The platform's record refusals (ADR 0014) in the player's words. */
export const recordRefusals: Record<string, MessageDescriptor> = {
  "records.range.invalid": msg`This range of days was not accepted. Choose another one.`,
  "records.range.tooOld": msg`Records go back 90 days: choose a first day within them.`,
  "records.category.invalid": msg`This search was not accepted. Choose another one.`,
  "records.paging.invalid": msg`This search was not accepted. Choose another one.`,
  "records.timeZone.invalid": msg`This search was not accepted. Choose another one.`,
};

/** The names of the categories, kinds and statuses a page narrows to (REC-09). */
export const categoryNames: Record<string, MessageDescriptor> = {
  LIVE: msg`Live casino`,
  SPORTS: msg`Sports`,
  RNG: msg`Slots`,
  FISH: msg`Fishing`,
  PVP: msg`Card games`,
  ELOTT: msg`Lottery`,
  ESPORTS: msg`E-sports`,
  DEPOSIT: msg`Deposit`,
  WITHDRAWAL: msg`Withdrawal`,
  TRANSFER: msg`Transfer`,
  BONUS: msg`Bonus`,
  ACTIVE: msg`Active`,
  COMPLETED: msg`Completed`,
  EXPIRED: msg`Expired`,
};

/** The "everything" choice of each page's category list. */
export const allChoice: Record<RecordKind, MessageDescriptor> = {
  betting: msg`All categories`,
  profit: msg`All categories`,
  account: msg`All kinds`,
  bonus: msg`All statuses`,
};

/** The label of each page's category list. */
export const categoryLabel: Record<RecordKind, MessageDescriptor> = {
  betting: msg`Game category`,
  profit: msg`Game category`,
  account: msg`Kind`,
  bonus: msg`Status`,
};

/** An account-record row's finer kind (the platform's `detail`). */
export const detailNames: Record<string, MessageDescriptor> = {
  DEPOSIT: msg`Deposit`,
  WITHDRAWAL: msg`Withdrawal`,
  WITHDRAWAL_RETURNED: msg`Withdrawal returned`,
  TRANSFER_OUT: msg`Transfer to a game wallet`,
  TRANSFER_IN: msg`Transfer from a game wallet`,
  UPLINE_TRANSFER: msg`Transfer to upline`,
  DOWNLINE_TRANSFER: msg`Transfer to downline`,
  UPLINE_TRANSFER_IN: msg`Transfer from upline`,
  BONUS: msg`Bonus`,
};
