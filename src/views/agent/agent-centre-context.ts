import { createContext, useContext } from "react";
import type { ContractKind } from "../../../machines/agent-centre/agent-centre.types.ts";

/** What the agent centre's menu knows that its pages use: the contract kinds the consolidated info enables. */
export interface AgentCentreInfo {
  features: Readonly<Record<ContractKind, boolean>>;
  /** A contract was made, answered or ended: the consolidated info is read again. */
  contractsChanged(): void;
}

const NONE: AgentCentreInfo = { features: { dividend: false, dailySalary: false, hourlySalary: false, realTimeSalary: false }, contractsChanged: () => {} };

export const AgentCentreContext = createContext<AgentCentreInfo>(NONE);

export const useAgentCentreInfo = (): AgentCentreInfo => useContext(AgentCentreContext);
