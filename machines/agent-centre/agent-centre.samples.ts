import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import { NO_CONTRACTS, type ConsolidatedInfo } from "./agent-centre.types.ts";

const allContracts: ConsolidatedInfo = {
  features: { dividend: true, dailySalary: true, hourlySalary: true, realTimeSalary: true },
  offers: { ...NO_CONTRACTS.offers },
};

export const agentCentreInputs: SampleInput[] = [
  { label: "An agent opens the agent centre on a site with the agent policy", input: { agentPolicy: true } },
  { label: "An agent opens the agent centre on a site without the agent policy", input: { agentPolicy: false } },
];

export const agentCentreSamples: SampleEvent[] = [
  { label: "Platform answers the consolidated info with all four contracts", event: { type: "xstate.done.actor.fetchConsolidated", output: allContracts } },
  { label: "The consolidated info fails to load", event: { type: "xstate.error.actor.fetchConsolidated", error: { code: "network.abnormal" } } },
  { label: "Agent presses Try again", event: { type: "contracts.retry" } },
  { label: "A contract was offered, answered or ended", event: { type: "contracts.changed" } },
];
