/**
 * The agent centre's team contract (issue 29): the downline list, the team overview and transfer to downline. The
 * platform's own calls and fields for these pages are not in the SPEC or the research (only their page keys are):
 * the names below are the contract this site and its sandbox agree on (TEAM-06). Every amount leaves the schema as
 * integer minor units (ADR 0012).
 */
import * as v from "valibot";
import { money } from "./cashier-schemas.ts";

const stamp = v.pipe(v.number(), v.integer(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const downlineRowSchema = v.looseObject({
  userId: v.pipe(v.number(), v.integer()),
  username: v.pipe(v.string(), v.nonEmpty()),
  /** 0 member; 1, 2, 41, 42 agent. */
  accountType: v.pipe(v.number(), v.integer()),
  balance: money,
  registerTime: stamp,
  lastLoginTime: v.nullable(stamp),
  status: v.picklist(["ACTIVE", "FROZEN"]),
  /** 1 for the agent's direct downlines. */
  level: v.pipe(v.number(), v.integer(), v.minValue(1)),
  parentUsername: v.string(),
  downlineCount: count,
  teamSize: count,
  /** The downline's live contracts from its upline (OFR-10); absent = none. */
  contracts: v.optional(
    v.array(
      v.looseObject({
        contractId: v.pipe(v.string(), v.nonEmpty()),
        contractType: v.picklist(["DIVIDEND", "DAILY_SALARY", "HOUR_SALARY", "REALTIME_SALARY"]),
        status: v.picklist(["PENDING", "ACTIVE"]),
        topRate: v.pipe(money, v.minValue(0)),
      }),
    ),
    [],
  ),
});

export const downlineListSchema = v.looseObject({
  list: v.array(downlineRowSchema),
  total: count,
  pageNo: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
/** `value` of `MCSFE_getDownlineList`. */
export type DownlineList = v.InferOutput<typeof downlineListSchema>;

/** `value` of `MCSFE_transferToDownline`. */
export const downlineTransferSchema = v.looseObject({ transferId: v.pipe(v.string(), v.nonEmpty()), amount: money, downline: v.string() });

const overviewDaySchema = v.looseObject({ date: v.pipe(v.string(), v.isoDate()), deposits: money, withdrawals: money, validBets: money, profit: money });

/** `value` of `MCSFE_getTeamOverview`. */
export const teamOverviewSchema = v.looseObject({
  teamSize: count,
  activeMembers: count,
  newMembers: count,
  deposits: money,
  withdrawals: money,
  validBets: money,
  profit: money,
  days: v.array(overviewDaySchema),
});
