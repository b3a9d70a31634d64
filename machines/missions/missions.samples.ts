import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { MissionBoard } from "./missions.types.ts";

const at = 1_764_000_000_000;
const leaderboard: MissionBoard["leaderboard"] = {
  periodEnd: at + 3 * 86_400_000,
  list: [
    { rank: 1, account: "lu***8", score: 1_250_000 },
    { rank: 2, account: "de***o", score: 830_000 },
  ],
  own: { rank: 2, account: "de***o", score: 830_000 },
};
export const missionBoard: MissionBoard = {
  missions: [
    { missionId: "MS-1", kind: "LOGIN_DAYS", unit: "count", goal: 3, progress: 3, reward: 800, status: "completed", endsAt: at + 86_400_000, claimId: "MS1-1" },
    { missionId: "MS-2", kind: "VALID_BET_WEEK", unit: "amount", goal: 5_000_000, progress: 830_000, reward: 5000, status: "inProgress", endsAt: at + 3 * 86_400_000, claimId: null },
  ],
  openCount: 2,
  leaderboard,
};
const afterClaim: MissionBoard = {
  ...missionBoard,
  missions: [{ ...missionBoard.missions[0]!, status: "claimed" }, missionBoard.missions[1]!],
  openCount: 1,
};

export const missionsInputs: SampleInput[] = [{ label: "A member opens mission activity", input: undefined }];

export const missionsSamples: SampleEvent[] = [
  { label: "Platform answers: one mission completed, one in progress", event: { type: "xstate.done.actor.fetchBoard", output: missionBoard } },
  { label: "Platform answers: the completed mission's reward claimed", event: { type: "xstate.done.actor.fetchBoard", output: afterClaim } },
  { label: "Platform answers: no missions", event: { type: "xstate.done.actor.fetchBoard", output: { missions: [], openCount: 0, leaderboard: { ...leaderboard, list: [], own: null } } } },
  { label: "The missions fail to load", event: { type: "xstate.error.actor.fetchBoard", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "missions.retry" } },
  { label: "Player presses Refresh", event: { type: "missions.refresh" } },
  { label: "Player presses Claim on the completed mission", event: { type: "mission.claim", claimId: "MS1-1" } },
  { label: "Player presses Claim on a mission not completed", event: { type: "mission.claim", claimId: "MS1-404" } },
  { label: "Player presses Try again on the failed claim", event: { type: "mission.claimRetry" } },
  { label: "Platform credits the reward (8.00)", event: { type: "xstate.done.actor.claim", output: { claimId: "MS1-1", amount: 800 } } },
  { label: "The claim fails", event: { type: "xstate.error.actor.claim", error: { code: "network.abnormal" } } },
];
