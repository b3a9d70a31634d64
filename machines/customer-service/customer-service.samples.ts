import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

export const customerServiceInputs: SampleInput[] = [{ label: "The site or a maintenance page is shown", input: undefined }];

export const customerServiceSamples: SampleEvent[] = [
  { label: "Player presses Contact Us / customer service", event: { type: "cs.requested" } },
  { label: "The live-chat link is found and decrypted", event: { type: "xstate.done.actor.resolveLink", output: "https://chat.example/live" } },
  { label: "The lookup or decryption fails", event: { type: "xstate.error.actor.resolveLink", error: { code: "platform.malformed" } } },
  { label: "Player dismisses the message", event: { type: "cs.dismissed" } },
];
