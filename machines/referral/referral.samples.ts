import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { ReferralDetails } from "./referral.types.ts";

export const referralDetails: ReferralDetails = {
  code: "DEMO7K2Q",
  link: "https://site.example/register?referralCode=DEMO7K2Q",
  totalInvitations: 2,
  totalEarned: 3500,
  friends: [
    { account: "ma***12", joinedAt: 1_764_000_000_000, earned: 2000 },
    { account: "jo***88", joinedAt: 1_763_000_000_000, earned: 1500 },
  ],
};

export const referralInputs: SampleInput[] = [{ label: "A member opens Invite friends", input: undefined }];

export const referralSamples: SampleEvent[] = [
  { label: "Platform answers the invite code and two invited friends", event: { type: "xstate.done.actor.fetchDetails", output: referralDetails } },
  { label: "The invitation fails to load", event: { type: "xstate.error.actor.fetchDetails", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again", event: { type: "referral.retry" } },
  { label: "Player presses Copy code", event: { type: "copy.requested", target: "code" } },
  { label: "Player presses Copy link", event: { type: "copy.requested", target: "link" } },
  { label: "The code is on the clipboard", event: { type: "xstate.done.actor.copyText", output: "code" } },
  { label: "The link is on the clipboard", event: { type: "xstate.done.actor.copyText", output: "link" } },
  { label: "The browser refuses the clipboard", event: { type: "xstate.error.actor.copyText", error: new Error("denied") } },
  { label: "Player presses Share", event: { type: "share.requested" } },
  { label: "The share sheet sent the link", event: { type: "xstate.done.actor.shareLink", output: "shared" } },
  { label: "No share sheet: the link was copied", event: { type: "xstate.done.actor.shareLink", output: "copied" } },
  { label: "Player closed the share sheet", event: { type: "xstate.done.actor.shareLink", output: "cancelled" } },
  { label: "Sharing fails", event: { type: "xstate.error.actor.shareLink", error: new Error("denied") } },
];
