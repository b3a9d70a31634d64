import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

export const badgesInputs: SampleInput[] = [{ label: "A member signed in", input: undefined }];

export const badgesSamples: SampleEvent[] = [
  { label: "Platform answers 3 unread messages, 2 claimable rewards and 4 open missions", event: { type: "xstate.done.actor.fetchCounts", output: { unread: 3, claimable: 2, missions: 4 } } },
  { label: "The counts fail to load", event: { type: "xstate.error.actor.fetchCounts", error: { code: "network.abnormal" } } },
  { label: "The inbox or a claim changed the counts", event: { type: "badges.refresh" } },
  { label: "A minute passes", event: { type: "xstate.after.badgePoll.badges.shown" } },
  { label: "Two minutes pass after a failure", event: { type: "xstate.after.badgeRetry.badges.failed" } },
];
