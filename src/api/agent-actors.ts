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
import { contractRecordsMachine } from "../../machines/contract-records/contract-records.machine.ts";
import type { ContractKind, ContractRecordsQuery, ContractRecordsResult } from "../../machines/contract-records/contract-records.types.ts";
import { agentTeamMachine } from "../../machines/agent-team/agent-team.machine.ts";
import { downlineTransferMachine } from "../../machines/downline-transfer/downline-transfer.machine.ts";
import type { PlatformClient } from "./client.ts";
import { liveDownlineTransferActors, liveOverviewActors, liveTeamActors } from "./team-actors.ts";
import { agentOverviewMachine } from "../../machines/agent-overview/agent-overview.machine.ts";
import { contractsMachine } from "../../machines/contracts/contracts.machine.ts";
import { liveContractsActors } from "./contract-actors.ts";
import { providedAgentReportsMachine } from "./agent-report-actors.ts";
import { agentEndpoints } from "./agent-endpoints.ts";
import type { EndpointDef } from "./endpoints.ts";

/** Each contract kind's records call (deviation CTR-09). */
const CONTRACT_RECORD_CALLS = {
  dividend: agentEndpoints.dividendRecords,
  dailySalary: agentEndpoints.dailySalaryRecords,
  hourlySalary: agentEndpoints.hourlySalaryRecords,
  realTimeSalary: agentEndpoints.realTimeSalaryRecords,
} as const satisfies Record<ContractKind, EndpointDef>;

/** One page of a kind's contract records over a period (the schema has already made minor units and basis points). */
export function fetchContractRecords(client: PlatformClient, query: ContractRecordsQuery, signal?: AbortSignal): Promise<ContractRecordsResult> {
  return client.request(CONTRACT_RECORD_CALLS[query.kind], { query: { period: query.period, pageNo: query.page, pageSize: query.pageSize }, signal });
}

/** The agent centre's machines with their live actors. */
export function providedAgentMachines(client: PlatformClient) {
  return {
    agentCentre: agentCentreMachine.provide({
      actors: { fetchConsolidated: fromPromise<ConsolidatedInfo>(({ signal }) => client.request(agentEndpoints.fundsConsolidated, { signal })) },
    }),
    agentLinks: agentLinksMachine.provide({
      actors: {
        fetchLinks: fromPromise<AgentLinks>(({ signal }) => client.request(agentEndpoints.agentLinks, { signal })),
        createLink: fromPromise<AgentLink, LinkRequest>(({ input }) => client.request(agentEndpoints.agentLinkCreate, { body: { ...input } })),
        setLinkStatus: fromPromise<AgentLink, LinkStatusRequest>(({ input }) => client.request(agentEndpoints.agentLinkStatus, { body: { ...input } })),
      },
    }),
    agentDownline: agentDownlineMachine.provide({
      actors: {
        fetchRules: fromPromise<FieldRules>(async () => ({ ...(await client.registerSettings()) })),
        registerDownline: fromPromise<Downline, DownlineRequest>(({ input }) => client.request(agentEndpoints.agentDownlineRegister, { body: { ...input } })),
      },
    }),
    contractRecords: contractRecordsMachine.provide({
      actors: { fetchContractRecords: fromPromise<ContractRecordsResult, ContractRecordsQuery>(({ input, signal }) => fetchContractRecords(client, input, signal)) },
    }),
    agentOverview: agentOverviewMachine.provide({ actors: liveOverviewActors(client) }),
    agentTeam: agentTeamMachine.provide({ actors: liveTeamActors(client) }),
    downlineTransfer: downlineTransferMachine.provide({ actors: liveDownlineTransferActors(client) }),
    contracts: contractsMachine.provide({ actors: liveContractsActors(client) }),
    agentReports: providedAgentReportsMachine(client),
  };
}
