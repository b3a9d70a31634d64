import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

const TEN_WORDS = "My withdrawal of yesterday has not arrived in my bank yet";

export const feedbackInputs: SampleInput[] = [{ label: "A member opens /feedback", input: { requestPrefix: "visit" } }];

export const feedbackSamples: SampleEvent[] = [
  { label: "Member picks the type Withdrawal", event: { type: "feedback.typePicked", value: "WITHDRAWAL" } },
  { label: "Member picks no type", event: { type: "feedback.typePicked", value: "" } },
  { label: "Member types eleven words", event: { type: "feedback.contentChanged", value: TEN_WORDS } },
  { label: "Member types three words", event: { type: "feedback.contentChanged", value: "Too slow payouts" } },
  { label: "Member presses Send", event: { type: "feedback.submitted" } },
  { label: "Platform records the feedback 5001", event: { type: "xstate.done.actor.sendFeedback", output: { id: "5001", createdAt: 1_767_600_000_000 } } },
  { label: "Sending fails (network)", event: { type: "xstate.error.actor.sendFeedback", error: { code: "network.abnormal" } } },
  { label: "Member presses Send another", event: { type: "feedback.again" } },
];
