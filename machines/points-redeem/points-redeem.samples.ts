import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { Redemption } from "../points-mall/points.types.ts";
import type { PointsRedeemInput } from "./points-redeem.machine.ts";

const reward = { rewardId: "R102", name: "Gift card 50", category: "gift", points: 5500, stock: 80 } as const;
const redemption: Redemption = { redeemId: "RD000001", rewardName: "Gift card 50", quantity: 2, points: 11000, status: "inProcess", remark: "", createdAt: 1_700_000_000_000 };

const field = (name: string, value: string, label: string): SampleEvent => ({ label, event: { type: "field.changed", field: name, value } });

export const pointsRedeemInputs: SampleInput[] = [
  { label: "A member with 12,480 points opens Gift card 50 (5,500 points, 80 left)", input: { reward, balance: 12480, maximumQuantity: 10, requestPrefix: "rd-4f1a" } satisfies PointsRedeemInput },
];

export const pointsRedeemSamples: SampleEvent[] = [
  field("quantity", "2", "Player chooses 2"),
  field("quantity", "3", "Player chooses 3 (more points than the balance)"),
  field("quantity", "", "Player clears the quantity"),
  field("paymentPassword", "135790", "Player types the payment password"),
  field("paymentPassword", "12", "Player types 12 as the payment password"),
  { label: "Player presses Redeem", event: { type: "redeem.submitted" } },
  { label: "Player goes back from the review", event: { type: "review.back" } },
  { label: "Player confirms the redemption", event: { type: "review.confirmed" } },
  { label: "Platform makes the redemption (in process)", event: { type: "xstate.done.actor.submitRedeem", output: redemption } },
  { label: "Platform refuses the payment password", event: { type: "xstate.error.actor.submitRedeem", error: { code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" } } },
  { label: "Platform refuses: not enough points", event: { type: "xstate.error.actor.submitRedeem", error: { code: "platform.message", serverMessage: "points.balance.insufficient" } } },
  { label: "The session ends while the redemption is sent (401)", event: { type: "xstate.error.actor.submitRedeem", error: { code: "session.ended" } } },
  { label: "Player presses Try again on the redemption", event: { type: "submit.retry" } },
  { label: "Player goes back to the form", event: { type: "submit.back" } },
  { label: "Player logs in again", event: { type: "session.resumed" } },
  { label: "15 seconds pass", event: { type: "xstate.after.statusPoll.pointsRedeem.done.inProcess" } },
  { label: "Platform answers: still in process", event: { type: "xstate.done.actor.fetchRedemption", output: redemption } },
  { label: "Platform answers: approved", event: { type: "xstate.done.actor.fetchRedemption", output: { ...redemption, status: "approved" } } },
  { label: "Platform answers: rejected", event: { type: "xstate.done.actor.fetchRedemption", output: { ...redemption, status: "rejected", remark: "Out of stock" } } },
  { label: "The state fails to load", event: { type: "xstate.error.actor.fetchRedemption", error: { code: "network.abnormal" } } },
];
