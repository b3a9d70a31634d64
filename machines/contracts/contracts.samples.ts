import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";
import type { ContractOffer, ContractSummary, ContractTerms } from "./contracts.types.ts";

/** Daily salary for demo: 0.80 % from P 1,000.00 of valid bet, 1.00 % from P 5,000.00; P 500.00 of bets a day. */
const dailyTerms: ContractTerms = {
  kind: "dailySalary",
  period: "daily",
  tiers: [
    { validBet: 100_000, profitLoss: 0, activeMembers: 1, rateBp: 80 },
    { validBet: 500_000, profitLoss: 0, activeMembers: 3, rateBp: 100 },
  ],
  betAmount: 50_000,
  realTime: null,
};
/** The same with the second tier's rate left empty. */
const incompleteTerms: ContractTerms = { ...dailyTerms, tiers: [dailyTerms.tiers[0]!, { ...dailyTerms.tiers[1]!, rateBp: null }] };
const demoDaily: ContractSummary = { contractId: "C-DS-0007", kind: "dailySalary", party: "demo", topRateBp: 120, state: "active" };
const offer = (contractId: string): ContractOffer => ({ contractId, kind: "dailySalary", from: "agent01", terms: dailyTerms, offeredAt: 1_764_000_000_000 });

export const contractsInputs: SampleInput[] = [
  { label: "agent01 offers demo a daily salary (agent01's own daily rate is 1.20 %)", input: { mode: "offer", kind: "dailySalary", downline: "demo", ownRateBp: 120 } },
  { label: "A player logs in with contract offers possibly waiting", input: { mode: "answer" } },
  { label: "demo ends the daily salary contract from agent01", input: { mode: "terminate", contract: { ...demoDaily, party: "agent01" } } },
];

export const contractsSamples: SampleEvent[] = [
  { label: "Agent fills in two complete tiers and the bet amount", event: { type: "terms.changed", terms: dailyTerms } },
  { label: "Agent leaves the second tier's rate empty", event: { type: "terms.changed", terms: incompleteTerms } },
  { label: "Agent presses Offer contract", event: { type: "offer.submitted" } },
  { label: "Platform: the offer ends no contract", event: { type: "xstate.done.actor.checkOffer", output: { ending: [] } } },
  { label: "Platform: the offer ends demo's daily salary at 1.20 %", event: { type: "xstate.done.actor.checkOffer", output: { ending: [demoDaily] } } },
  { label: "The check fails (network)", event: { type: "xstate.error.actor.checkOffer", error: { code: "network.abnormal" } } },
  { label: "Agent confirms that the listed contracts end", event: { type: "offer.confirmed" } },
  { label: "Agent presses Back", event: { type: "offer.back" } },
  { label: "Platform made the offer", event: { type: "xstate.done.actor.sendOffer", output: { contractId: "C-DS-0042", kind: "dailySalary", party: "demo", topRateBp: 100, state: "pending" } } },
  { label: "Sending the offer fails (network)", event: { type: "xstate.error.actor.sendOffer", error: { code: "network.abnormal" } } },
  { label: "Sending the offer finds the session ended (401)", event: { type: "xstate.error.actor.sendOffer", error: { code: "session.ended" } } },
  { label: "Agent presses Try again", event: { type: "offer.retry" } },
  { label: "Agent logs in again", event: { type: "session.resumed" } },
  { label: "Agent presses Offer another contract", event: { type: "offer.new" } },
  { label: "Platform: two offers wait for the player", event: { type: "xstate.done.actor.fetchOffers", output: [offer("C-DS-0042"), offer("C-DS-0043")] } },
  { label: "Platform: one offer waits for the player", event: { type: "xstate.done.actor.fetchOffers", output: [offer("C-DS-0042")] } },
  { label: "Platform: no offer waits", event: { type: "xstate.done.actor.fetchOffers", output: [] } },
  { label: "The offers fail to load", event: { type: "xstate.error.actor.fetchOffers", error: { code: "network.abnormal" } } },
  { label: "Player presses Try again on the offers", event: { type: "offers.retry" } },
  { label: "Player presses Accept", event: { type: "offer.accepted" } },
  { label: "Player presses Reject", event: { type: "offer.rejected" } },
  { label: "Player presses Later", event: { type: "offer.later" } },
  { label: "Player closes the popup after the last answer", event: { type: "popup.closed" } },
  { label: "Platform took the answer", event: { type: "xstate.done.actor.answerOffer" } },
  { label: "Sending the answer fails", event: { type: "xstate.error.actor.answerOffer", error: { code: "network.abnormal" } } },
  { label: "Player confirms the termination", event: { type: "termination.confirmed" } },
  { label: "Player cancels the termination", event: { type: "termination.cancelled" } },
  { label: "Platform ended the contract", event: { type: "xstate.done.actor.terminateContract" } },
  { label: "Ending the contract fails", event: { type: "xstate.error.actor.terminateContract", error: { code: "network.abnormal" } } },
];
