/**
 * The wire contract of mission activity (issue 30 item 2, member-centre page `missionLeaderboard`). SPEC §7 names
 * `MCSFE_getMissionSummaryDetails` and `MCSFE_getMissionLeaderboard` without their fields (research has none), so the
 * fields below are the contract this site and its sandbox agree on (deviation MIS-04). A completed mission's reward
 * is claimed through the reward centre's claim (`MCSFE_getClaimPromotion` with the mission's `claimId`). Every amount
 * leaves the schema as integer minor units (ADR 0012).
 */
import * as v from "valibot";
import { money } from "./cashier-schemas.ts";

const stamp = v.pipe(v.number(), v.integer(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const id = v.pipe(v.string(), v.nonEmpty());

/** What a mission counts: valid bets today or this week and deposits this week (amounts), login days and games played this week (counts). */
export const MISSION_KINDS = ["VALID_BET_TODAY", "VALID_BET_WEEK", "DEPOSIT_WEEK", "LOGIN_DAYS", "GAMES_PLAYED"] as const;
export const MISSION_STATUSES = ["IN_PROGRESS", "COMPLETED", "CLAIMED", "EXPIRED"] as const;

/**
 * One mission: `goal` and `progress` are amounts (major units, decimals) for the amount kinds and whole numbers for
 * the count kinds; `claimId` is the reward centre's id of its reward while it is completed or claimed, else null.
 */
export const missionSchema = v.looseObject({
  missionId: id,
  kind: v.picklist(MISSION_KINDS),
  goal: v.pipe(v.number(), v.minValue(0)),
  progress: v.pipe(v.number(), v.minValue(0)),
  reward: money,
  status: v.picklist(MISSION_STATUSES),
  endTime: stamp,
  claimId: v.nullable(id),
});

/** `value` of `MCSFE_getMissionSummaryDetails`: the member's missions (ending soonest first) and how many are open. */
export const missionSummarySchema = v.looseObject({ missions: v.array(missionSchema), openCount: count });

const leaderSchema = v.looseObject({ rank: v.pipe(count, v.minValue(1)), account: v.string(), score: money });

/** `value` of `MCSFE_getMissionLeaderboard`: this week's valid bets, best first (masked accounts), and the member's own row. */
export const missionLeaderboardSchema = v.looseObject({
  periodStart: stamp,
  periodEnd: stamp,
  list: v.array(leaderSchema),
  own: v.nullable(leaderSchema),
});
