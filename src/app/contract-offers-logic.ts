/**
 * The contracts machine with its live actors for the contract offer popup: a chunk of its own that the app machine
 * (machines/app) loads after a member's login under the agent policy, so it adds nothing to the first route.
 */
import { contractsMachine } from "../../machines/contracts/contracts.machine.ts";
import type { PlatformClient } from "../api/client.ts";
import { liveContractsActors } from "../api/contract-actors.ts";

export function liveContractOffers(client: PlatformClient) {
  return contractsMachine.provide({ actors: liveContractsActors(client) });
}
