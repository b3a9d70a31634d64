import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

export const platformLogoutInputs: SampleInput[] = [{ label: "The site runs", input: undefined }];

export const platformLogoutSamples: SampleEvent[] = [
  { label: "The session's logout call failed: the platform may still hold the session", event: { type: "logout.unconfirmed", token: "token-before-logout" } },
  { label: "The wait before telling the platform again is over", event: { type: "xstate.after.retryDelay.platformLogout.waiting" } },
  { label: "The platform confirms the old session's end", event: { type: "xstate.done.actor.endPlatformSession" } },
  { label: "The platform cannot be reached to end the old session", event: { type: "xstate.error.actor.endPlatformSession", error: { code: "network.abnormal" } } },
  { label: "The platform says the old session is already gone (401)", event: { type: "xstate.error.actor.endPlatformSession", error: { code: "session.ended" } } },
  { label: "Player presses Try again under the logout message", event: { type: "platformLogout.retry" } },
  { label: "The platform confirms the old session's end after Try again", event: { type: "xstate.done.actor.endPlatformSessionAgain" } },
  { label: "The platform still cannot be reached after Try again", event: { type: "xstate.error.actor.endPlatformSessionAgain", error: { code: "network.abnormal" } } },
  { label: "The platform says after Try again that the old session is already gone (401)", event: { type: "xstate.error.actor.endPlatformSessionAgain", error: { code: "session.ended" } } },
  { label: "Player closes the logout message", event: { type: "platformLogout.dismissed" } },
];
