import { assign, fromPromise, setup } from "xstate";
import { toFailure, type Failure } from "../shared/errors.ts";
import { described } from "../shared/described.ts";
import { NO_CONTRACTS, type ConsolidatedInfo } from "./agent-centre.types.ts";

export interface AgentCentreInput {
  /** The whitelabel agent policy (`AGENTPOLICY3`): only then is the consolidated contract info loaded. */
  agentPolicy: boolean;
}

export interface AgentCentreContext extends AgentCentreInput {
  consolidated: ConsolidatedInfo;
  failure: Failure | null;
}

export type AgentCentreEvent = { type: "contracts.retry" } | { type: "contracts.changed" };

export const agentCentreMachine = setup({
  types: { context: {} as AgentCentreContext, events: {} as AgentCentreEvent, input: {} as AgentCentreInput },
  actors: {
    fetchConsolidated: fromPromise<ConsolidatedInfo>(() => Promise.reject(new Error("fetchConsolidated is not provided"))),
  },
  guards: {
    agentPolicyOn: described("The site's agent policy (AGENTPOLICY3) is on: the consolidated contract info is loaded.", ({ context }) => context.agentPolicy),
  },
}).createMachine({
  id: "agentCentre",
  description:
    "The agent centre's menu: the eight pages every agent has, and the four contract pages (dividend, daily, hourly and real-time salary) that show only when the consolidated contract info has their contract. That info loads only under the site's agent policy; when it fails, the eight pages stay and Try again loads it again.",
  context: ({ input }) => ({ ...input, consolidated: NO_CONTRACTS, failure: null }),
  initial: "deciding",
  states: {
    deciding: {
      description: "Whether the consolidated contract info is to be loaded at all.",
      always: [
        { guard: "agentPolicyOn", target: "loading", meta: { spec: "AGT-02" } },
        { target: "withoutPolicy", meta: { spec: "AGT-02" } },
      ],
    },
    withoutPolicy: {
      type: "final",
      description: "The site's agent policy is off: the consolidated contract info is never read, and the menu is the eight pages every agent has.",
    },
    loading: {
      description: "The consolidated contract info is loading; the menu shows the eight pages every agent has.",
      invoke: {
        id: "fetchConsolidated",
        src: "fetchConsolidated",
        onDone: { target: "ready", actions: assign({ consolidated: ({ event }) => event.output }), meta: { spec: "AGT-01 AGT-02" } },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => toFailure(event.error) }), meta: { spec: "SITE-01" } },
      },
    },
    ready: {
      description: "The menu is complete: the eight pages, and each contract page whose contract the consolidated info has.",
      on: {
        "contracts.changed": {
          target: "loading",
          description: "A contract was offered, answered or ended: the consolidated info is read again (the menu shown meanwhile stays).",
          meta: { spec: "AGT-01 OFR-07" },
        },
      },
    },
    failed: {
      description: "The consolidated contract info could not be loaded: the eight pages show, with the reason and Try again for the contract pages.",
      on: { "contracts.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } } },
    },
  },
});
