/**
 * The consolidated contract info (SPEC §3; research §4.11): which contract features the agent's site has, and which
 * contract offers wait for the player's answer. The platform client turns the wire fields into this shape
 * (src/api/contract-schemas.ts).
 */
export type ContractKind = "dividend" | "dailySalary" | "hourlySalary" | "realTimeSalary";

export const CONTRACT_KINDS: readonly ContractKind[] = ["dividend", "dailySalary", "hourlySalary", "realTimeSalary"];

export interface ConsolidatedInfo {
  /** A feature is on when the consolidated info carries its contract info (SPEC §6: "Contract, salary and dividend features show if the consolidated info has a contract"). */
  features: Readonly<Record<ContractKind, boolean>>;
  /** Contract offers waiting for the player's answer, per kind (`divtypereq`, `dailysalreqtype`, `contracthoursalreq`, `realtimesalreqtype`). */
  offers: Readonly<Record<ContractKind, boolean>>;
}

/** No contract feature and no offer: the agent policy is off (the consolidated info is not loaded). */
export const NO_CONTRACTS: ConsolidatedInfo = {
  features: { dividend: false, dailySalary: false, hourlySalary: false, realTimeSalary: false },
  offers: { dividend: false, dailySalary: false, hourlySalary: false, realTimeSalary: false },
};
