/**
 * Live actors of the agent centre (issue 29) over the platform client. Loaded with the agent centre, never with the
 * first route.
 */
import { fromPromise } from "xstate";
import { agentCentreMachine } from "../../machines/agent-centre/agent-centre.machine.ts";
import type { ConsolidatedInfo } from "../../machines/agent-centre/agent-centre.types.ts";
import { agentLinksMachine } from "../../machines/agent-links/agent-links.machine.ts";
import { agentDownlineMachine } from "../../machines/agent-links/agent-downline.machine.ts";
import type { AgentLink, AgentLinks, Downline, DownlineRequest, LinkRequest, LinkStatusRequest } from "../../machines/agent-links/agent-links.types.ts";
import type { FieldRules } from "../../machines/auth/fields.ts";
import type { PlatformClient } from "./client.ts";

/** The agent centre's machines with their live actors. */
export function providedAgentMachines(client: PlatformClient) {
  return {
    agentCentre: agentCentreMachine.provide({
      actors: { fetchConsolidated: fromPromise<ConsolidatedInfo>(({ signal }) => client.request("fundsConsolidated", { signal })) },
    }),
    agentLinks: agentLinksMachine.provide({
      actors: {
        fetchLinks: fromPromise<AgentLinks>(({ signal }) => client.request("agentLinks", { signal })),
        createLink: fromPromise<AgentLink, LinkRequest>(({ input }) => client.request("agentLinkCreate", { body: { ...input } })),
        setLinkStatus: fromPromise<AgentLink, LinkStatusRequest>(({ input }) => client.request("agentLinkStatus", { body: { ...input } })),
      },
    }),
    agentDownline: agentDownlineMachine.provide({
      actors: {
        fetchRules: fromPromise<FieldRules>(async () => ({ ...(await client.registerSettings()) })),
        registerDownline: fromPromise<Downline, DownlineRequest>(({ input }) => client.request("agentDownlineRegister", { body: { ...input } })),
      },
    }),
  };
}
