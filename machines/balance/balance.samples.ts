import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

export const balanceInputs: SampleInput[] = [{ label: "A member has just logged in", input: undefined }];

export const balanceSamples: SampleEvent[] = [
  { label: "The balance arrives", event: { type: "xstate.done.actor.fetchBalance", output: { amount: 1520.5, currencySymbol: "P" } } },
  { label: "The balance call fails", event: { type: "xstate.error.actor.fetchBalance", error: { code: "network.abnormal" } } },
  { label: "Player presses refresh", event: { type: "balance.refresh" } },
  { label: "Player clicks the balance (hide / show)", event: { type: "balance.toggled" } },
];
