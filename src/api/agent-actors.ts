/**
 * Live actors of the agent centre (issue 29) over the platform client. Loaded with the agent centre, never with the
 * first route.
 */
import { fromPromise } from "xstate";
import { agentCentreMachine } from "../../machines/agent-centre/agent-centre.machine.ts";
import type { ConsolidatedInfo } from "../../machines/agent-centre/agent-centre.types.ts";
import { agentTeamMachine } from "../../machines/agent-team/agent-team.machine.ts";
import { downlineTransferMachine } from "../../machines/downline-transfer/downline-transfer.machine.ts";
import type { PlatformClient } from "./client.ts";
import { liveDownlineTransferActors, liveOverviewActors, liveTeamActors } from "./team-actors.ts";
import { agentOverviewMachine } from "../../machines/agent-overview/agent-overview.machine.ts";

/** The agent centre's machines with their live actors. */
export function providedAgentMachines(client: PlatformClient) {
  return {
    agentCentre: agentCentreMachine.provide({
      actors: { fetchConsolidated: fromPromise<ConsolidatedInfo>(({ signal }) => client.request("fundsConsolidated", { signal })) },
    }),
    agentOverview: agentOverviewMachine.provide({ actors: liveOverviewActors(client) }),
    agentTeam: agentTeamMachine.provide({ actors: liveTeamActors(client) }),
    downlineTransfer: downlineTransferMachine.provide({ actors: liveDownlineTransferActors(client) }),
  };
}
