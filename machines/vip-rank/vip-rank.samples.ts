import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { VipOverview } from "./vip.types.ts";

const levels: VipOverview["levels"] = [
  { rankLevel: 1, name: "VIP1", monthlyTurnover: 100_000, upgradeBonus: 1_000, monthlyBonus: 0, birthdayBonus: 2_000, rebatePercent: "0.40", dailyWithdrawals: 3, vipService: false },
  { rankLevel: 2, name: "VIP2", monthlyTurnover: 500_000, upgradeBonus: 5_000, monthlyBonus: 2_000, birthdayBonus: 5_000, rebatePercent: "0.50", dailyWithdrawals: 5, vipService: false },
];

export const vipRankInputs: SampleInput[] = [
  { label: "A member opens the VIP page", input: { member: true } },
  { label: "A guest opens the VIP page", input: { member: false } },
];

export const vipRankSamples: SampleEvent[] = [
  {
    label: "Platform answers the levels and the member's progress (VIP1, 3.245,60 of 5.000,00 to VIP2)",
    event: { type: "xstate.done.actor.fetchOverview", output: { levels, progress: { rankLevel: 1, rankName: "VIP1", nextRankName: "VIP2", actual: 324_560, expected: 500_000 } } },
  },
  { label: "Platform answers the levels (guest)", event: { type: "xstate.done.actor.fetchOverview", output: { levels, progress: null } } },
  { label: "The levels fail to load", event: { type: "xstate.error.actor.fetchOverview", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "vip.retry" } },
];
