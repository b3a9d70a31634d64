import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { PointsMall } from "./points.types.ts";

const guestMall: PointsMall = {
  rewards: [{ rewardId: "R100", name: "Free spins x10", category: "promotion", points: 800, stock: 500 }],
  config: { ratio: 100, minimumConvert: 1000, maximumQuantity: 10, expires: false, rates: [{ category: "LIVE", rate: "0.70" }] },
  member: null,
};
const memberMall: PointsMall = {
  ...guestMall,
  member: { balance: 12480, redemptions: [{ redeemId: "RD000001", rewardName: "Free spins x10", quantity: 1, points: 800, status: "inProcess", remark: "", createdAt: 1_700_000_000_000 }], details: [] },
};

export const pointsMallInputs: SampleInput[] = [
  { label: "A member opens the points mall", input: { member: true } },
  { label: "A guest opens the points mall", input: { member: false } },
];

export const pointsMallSamples: SampleEvent[] = [
  { label: "Platform answers the mall with the member's points", event: { type: "xstate.done.actor.fetchMall", output: memberMall } },
  { label: "Platform answers the catalogue and the rules (guest)", event: { type: "xstate.done.actor.fetchMall", output: guestMall } },
  { label: "The mall fails to load", event: { type: "xstate.error.actor.fetchMall", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "mall.retry" } },
  { label: "A redemption or a conversion was made (the page reads again)", event: { type: "mall.refresh" } },
];
