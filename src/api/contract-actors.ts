/**
 * Live actors of the contracts machine (issue 29) over the platform client: checking and sending an agent's offer,
 * the offers waiting for the player, the player's answer and a termination. The one place that knows these calls'
 * request fields (deviation OFR-09): amounts travel as major units and rates as the wire's percent, both from the
 * machine's integer minor units and basis points (ADR 0012).
 */
import { fromPromise } from "xstate";
import type { ContractKind, ContractOffer, ContractSummary, ContractTerms } from "../../machines/contracts/contracts.types.ts";
import type { OfferAnswer, OfferCheck, OfferRequest } from "../../machines/contracts/contracts.machine.ts";
import type { PlatformClient } from "./client.ts";
import { toMajorUnits } from "./money.ts";
import { agentEndpoints } from "./agent-endpoints.ts";
import type { EndpointDef } from "./endpoints.ts";

/** Each kind's process call (one row each in the endpoint table). */
export const CONTRACT_PROCESS_CALLS = {
  dividend: agentEndpoints.dividendContract,
  dailySalary: agentEndpoints.dailySalaryContract,
  hourlySalary: agentEndpoints.hourSalaryContract,
  realTimeSalary: agentEndpoints.realTimeSalaryContract,
} as const satisfies Record<ContractKind, EndpointDef>;

const major = (minor: number | null) => (minor === null ? null : toMajorUnits(minor));

/** The terms as the process call's body carries them. */
export function termsBody(downline: string, terms: ContractTerms): Record<string, unknown> {
  return {
    downline,
    period: terms.period.toUpperCase(),
    tiers: terms.tiers.map((step) => ({ betAmount: major(step.validBet), profitLoss: major(step.profitLoss), activeMembers: step.activeMembers, rate: major(step.rateBp) })),
    betAmount: terms.kind === "dailySalary" || terms.kind === "hourlySalary" ? major(terms.betAmount) : null,
    profitRate: major(terms.realTime?.profitRateBp ?? null),
    lossRate: major(terms.realTime?.lossRateBp ?? null),
    singleBetAmount: major(terms.realTime?.singleBet ?? null),
  };
}

/** The offers waiting for the player: none when the consolidated info names none (one call), else the list. */
export async function fetchWaitingOffers(client: PlatformClient, signal?: AbortSignal): Promise<ContractOffer[]> {
  const info = await client.request(agentEndpoints.fundsConsolidated, { signal });
  if (!Object.values(info.offers).some(Boolean)) return [];
  return client.request(agentEndpoints.contractOffers, { signal });
}

export function liveContractsActors(client: PlatformClient) {
  return {
    checkOffer: fromPromise<OfferCheck, { downline: string; terms: ContractTerms }>(async ({ input, signal }) => {
      const answer = await client.request(CONTRACT_PROCESS_CALLS[input.terms.kind], { body: { action: "CHECK", ...termsBody(input.downline, input.terms) }, signal });
      return { ending: answer.ending };
    }),
    sendOffer: fromPromise<ContractSummary, OfferRequest>(async ({ input }) => {
      const answer = await client.request(CONTRACT_PROCESS_CALLS[input.terms.kind], { body: { action: "OFFER", ...termsBody(input.downline, input.terms), ending: [...input.ending] } });
      if (!answer.contract) throw new Error("The platform did not answer the contract it made");
      return answer.contract;
    }),
    fetchOffers: fromPromise<ContractOffer[]>(({ signal }) => fetchWaitingOffers(client, signal)),
    answerOffer: fromPromise<void, OfferAnswer>(async ({ input }) => {
      await client.request(CONTRACT_PROCESS_CALLS[input.offer.kind], { body: { action: input.answer === "accept" ? "ACCEPT" : "REJECT", contractId: input.offer.contractId } });
    }),
    terminateContract: fromPromise<void, { contract: ContractSummary }>(async ({ input }) => {
      await client.request(CONTRACT_PROCESS_CALLS[input.contract.kind], { body: { action: "TERMINATE", contractId: input.contract.contractId } });
    }),
  };
}
