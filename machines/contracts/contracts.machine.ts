import { assign, fromPromise, setup } from "xstate";
import { described } from "../shared/described.ts";
import { toFailure, type Failure } from "../shared/errors.ts";
import { emptyTerms, termsProblems, type ContractKind, type ContractOffer, type ContractSummary, type ContractTerms, type TermsErrors } from "./contracts.types.ts";

/**
 * What the contracts machine is opened for: an agent offering a contract of a kind to a downline (the agent's own
 * rate of that kind caps the offer), a player answering the offers waiting for them (the contract offer popup), or a
 * player ending a contract they hold.
 */
export type ContractsInput =
  | { mode: "offer"; kind: ContractKind; downline: string; ownRateBp: number }
  | { mode: "answer" }
  | { mode: "terminate"; contract: ContractSummary };

export interface ContractsContext {
  mode: ContractsInput["mode"];
  kind: ContractKind | null;
  downline: string | null;
  ownRateBp: number;
  terms: ContractTerms | null;
  errors: TermsErrors;
  /** The downline's contracts the offer would end (their rate is higher than the new one's, AGT-04). */
  ending: readonly ContractSummary[];
  offers: readonly ContractOffer[];
  /** The offer being asked about (its index in `offers`). */
  current: number;
  /** The player's last answer (the popup says what it did). */
  answer: "accept" | "reject" | null;
  contract: ContractSummary | null;
  failure: Failure | null;
}

export type ContractsEvent =
  | { type: "terms.changed"; terms: ContractTerms }
  | { type: "offer.submitted" }
  | { type: "offer.confirmed" }
  | { type: "offer.back" }
  | { type: "offer.retry" }
  | { type: "offer.new" }
  | { type: "session.resumed" }
  | { type: "offers.retry" }
  | { type: "offer.accepted" }
  | { type: "offer.rejected" }
  | { type: "offer.later" }
  | { type: "popup.closed" }
  | { type: "termination.confirmed" }
  | { type: "termination.cancelled" };

export interface OfferCheck {
  ending: readonly ContractSummary[];
}
export interface OfferRequest {
  downline: string;
  terms: ContractTerms;
  /** The contracts the agent confirmed will end (empty when none does). */
  ending: readonly string[];
}
export interface OfferAnswer {
  offer: ContractOffer;
  answer: "accept" | "reject";
}

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const contractsMachine = setup({
  types: { context: {} as ContractsContext, events: {} as ContractsEvent, input: {} as ContractsInput },
  actors: {
    checkOffer: fromPromise<OfferCheck, { downline: string; terms: ContractTerms }>(() => Promise.reject(new Error("checkOffer is not provided"))),
    sendOffer: fromPromise<ContractSummary, OfferRequest>(() => Promise.reject(new Error("sendOffer is not provided"))),
    fetchOffers: fromPromise<ContractOffer[]>(() => Promise.reject(new Error("fetchOffers is not provided"))),
    answerOffer: fromPromise<void, OfferAnswer>(() => Promise.reject(new Error("answerOffer is not provided"))),
    terminateContract: fromPromise<void, { contract: ContractSummary }>(() => Promise.reject(new Error("terminateContract is not provided"))),
  },
  actions: {
    storeFailure: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    /** A contract was made, answered or ended: the consolidated info (menu, offers) is read again by whoever listens. */
    contractsChanged: () => {},
    /** The machine closed (nothing to answer, Later, Cancel, Close after the answers): whoever runs it may let it go. */
    announceClosed: () => {},
  },
  guards: {
    isOffering: described("The machine was opened for an agent's offer to a downline.", ({ context }) => context.mode === "offer"),
    isAnswering: described("The machine was opened for the offers waiting for the player.", ({ context }) => context.mode === "answer"),
    areTermsValid: described(
      "The terms are complete and consistent: at least one tier, thresholds and rates rising from tier to tier, no rate above the agent's own, and the bet amount (daily and hourly salary) or the real-time rates and single-bet amount.",
      ({ context }) => context.terms !== null && Object.keys(termsProblems(context.terms, context.ownRateBp)).length === 0,
    ),
    endsContracts: described("The platform answered that the offer would end contracts of the downline with a higher rate.", (_, params: { check: OfferCheck }) => params.check.ending.length > 0),
    isSessionEnded: described("The platform answered that the session has ended (HTTP 401).", (_, params: { error: unknown }) => toFailure(params.error).code === "session.ended"),
    hasOffers: described("At least one contract offer is waiting for the player's answer.", (_, params: { offers: readonly ContractOffer[] }) => params.offers.length > 0),
    hasMoreOffers: described("Another offer waits after the one just answered.", ({ context }) => context.current + 1 < context.offers.length),
  },
}).createMachine({
  id: "contracts",
  description:
    "Contracts between an agent and its downlines (dividend, daily salary, hourly salary, real-time salary). An agent offers a downline terms no higher than its own; when the platform says the offer would end a contract of the downline with a higher rate, the agent sees which contracts end and confirms first. A player answers each offer waiting for them — accept or reject, or later — and may end a contract they hold after confirming.",
  context: ({ input }) => ({
    mode: input.mode,
    kind: input.mode === "offer" ? input.kind : null,
    downline: input.mode === "offer" ? input.downline : null,
    ownRateBp: input.mode === "offer" ? input.ownRateBp : 0,
    terms: input.mode === "offer" ? emptyTerms(input.kind) : null,
    errors: {},
    ending: [],
    offers: [],
    current: 0,
    answer: null,
    contract: input.mode === "terminate" ? input.contract : null,
    failure: null,
  }),
  initial: "deciding",
  states: {
    deciding: {
      description: "What the machine was opened for.",
      always: [
        { guard: "isOffering", target: "offering", meta: { spec: "AGT-03" } },
        { guard: "isAnswering", target: "answering", meta: { spec: "AGT-06" } },
        { target: "terminating", meta: { spec: "AGT-04" } },
      ],
    },
    offering: {
      description: "An agent offers a contract to a downline.",
      initial: "editing",
      states: {
        editing: {
          description: "The agent fills in the terms: the period and the rate tiers (valid bet, profit or loss, active members, rate), the bet amount of a daily or hourly salary, or the real-time rates and single-bet amount.",
          on: {
            "terms.changed": { actions: assign({ terms: ({ event }) => event.terms, errors: {}, failure: null }), meta: { spec: "AGT-05" } },
            "offer.submitted": [
              { guard: "areTermsValid", target: "checking", actions: assign({ errors: {}, failure: null }), meta: { spec: "AGT-05 AGT-07" } },
              { actions: assign({ errors: ({ context }) => termsProblems(context.terms!, context.ownRateBp) }), meta: { spec: "AGT-07 SITE-02" } },
            ],
          },
        },
        checking: {
          description: "The platform checks the offer against the downline's contracts: would it end one with a higher rate?",
          invoke: {
            id: "checkOffer",
            src: "checkOffer",
            input: ({ context }) => ({ downline: context.downline!, terms: context.terms! }),
            onDone: [
              { guard: { type: "endsContracts", params: ({ event }) => ({ check: event.output }) }, target: "confirming", actions: assign({ ending: ({ event }) => event.output.ending }), meta: { spec: "AGT-04" } },
              { target: "sending", actions: assign({ ending: [] }), meta: { spec: "AGT-04" } },
            ],
            onError: { target: "editing", actions: { type: "storeFailure", params: errorParams }, meta: { spec: "SITE-01" } },
          },
        },
        confirming: {
          description: "The agent sees which of the downline's contracts the new one will end, and confirms or goes back to the terms.",
          on: {
            "offer.confirmed": { target: "sending", meta: { spec: "AGT-04" } },
            "offer.back": { target: "editing", actions: assign({ ending: [] }), meta: { spec: "AGT-04" } },
          },
        },
        sending: {
          description: "The offer is being sent (one request, whatever is pressed meanwhile).",
          invoke: {
            id: "sendOffer",
            src: "sendOffer",
            input: ({ context }) => ({ downline: context.downline!, terms: context.terms!, ending: context.ending.map((c) => c.contractId) }),
            onDone: { target: "offered", actions: "contractsChanged", meta: { spec: "AGT-03 AGT-04" } },
            onError: [
              { guard: { type: "isSessionEnded", params: errorParams }, target: "awaitingLogin", meta: { spec: "SITE-03" } },
              { target: "sendFailed", actions: { type: "storeFailure", params: errorParams }, meta: { spec: "SITE-01" } },
            ],
          },
        },
        sendFailed: {
          description: "The offer was refused or did not get through: the reason, Try again (the same offer) and Back to the terms.",
          on: {
            "offer.retry": { target: "sending", actions: assign({ failure: null }), meta: { spec: "SITE-01" } },
            "offer.back": { target: "editing", actions: assign({ ending: [] }), meta: { spec: "SITE-01" } },
          },
        },
        awaitingLogin: {
          description: "The session ended while the offer was sent: the terms wait, as typed, under the login popup.",
          on: { "session.resumed": { target: "editing", actions: assign({ ending: [] }), meta: { spec: "SITE-03" } } },
        },
        offered: {
          description: "The offer was sent: it waits for the downline's answer (any contract it ends has ended).",
          on: { "offer.new": { target: "editing", actions: assign({ terms: ({ context }) => emptyTerms(context.kind!), ending: [], errors: {} }), meta: { spec: "AGT-03" } } },
        },
      },
    },
    answering: {
      description: "The contract offer popup: the offers waiting for the player, one at a time.",
      initial: "loading",
      states: {
        loading: {
          description: "The offers waiting for the player are loading.",
          invoke: {
            id: "fetchOffers",
            src: "fetchOffers",
            onDone: [
              { guard: { type: "hasOffers", params: ({ event }) => ({ offers: event.output }) }, target: "asking", actions: assign({ offers: ({ event }) => event.output, current: 0 }), meta: { spec: "AGT-06" } },
              { target: "#contracts.closed", meta: { spec: "AGT-06" } },
            ],
            onError: { target: "loadFailed", actions: { type: "storeFailure", params: errorParams }, meta: { spec: "SITE-01" } },
          },
        },
        loadFailed: {
          description: "The offers could not be loaded: the reason with Try again, or Later.",
          on: {
            "offers.retry": { target: "loading", actions: assign({ failure: null }), meta: { spec: "SITE-01" } },
            "offer.later": { target: "#contracts.closed", meta: { spec: "AGT-06" } },
          },
        },
        asking: {
          description: "The popup shows an offer — who offers it, the kind, the period and the tiers — with Accept, Reject and Later.",
          on: {
            "offer.accepted": { target: "sendingAnswer", actions: assign({ answer: "accept", failure: null }), meta: { spec: "AGT-04" } },
            "offer.rejected": { target: "sendingAnswer", actions: assign({ answer: "reject", failure: null }), meta: { spec: "AGT-04" } },
            "offer.later": { target: "#contracts.closed", meta: { spec: "AGT-06" } },
          },
        },
        sendingAnswer: {
          description: "The player's answer is being sent.",
          invoke: {
            id: "answerOffer",
            src: "answerOffer",
            input: ({ context }) => ({ offer: context.offers[context.current]!, answer: context.answer! }),
            onDone: [
              { guard: "hasMoreOffers", target: "asking", actions: [assign({ current: ({ context }) => context.current + 1 }), "contractsChanged"], meta: { spec: "AGT-04 AGT-06" } },
              { target: "#contracts.answered", actions: "contractsChanged", meta: { spec: "AGT-04" } },
            ],
            onError: { target: "asking", actions: { type: "storeFailure", params: errorParams }, meta: { spec: "SITE-01" } },
          },
        },
      },
    },
    terminating: {
      description: "A player ends a contract they hold.",
      initial: "confirming",
      states: {
        confirming: {
          description: "The player is asked to confirm: the contract, its other party and its rate, and that it ends at once.",
          on: {
            "termination.confirmed": { target: "sending", actions: assign({ failure: null }), meta: { spec: "AGT-04" } },
            "termination.cancelled": { target: "#contracts.closed", meta: { spec: "AGT-04" } },
          },
        },
        sending: {
          description: "The termination is being sent.",
          invoke: {
            id: "terminateContract",
            src: "terminateContract",
            input: ({ context }) => ({ contract: context.contract! }),
            onDone: { target: "#contracts.terminated", actions: "contractsChanged", meta: { spec: "AGT-04" } },
            onError: { target: "confirming", actions: { type: "storeFailure", params: errorParams }, meta: { spec: "SITE-01" } },
          },
        },
      },
    },
    answered: {
      description: "Every offer was answered: the popup says the last answer until the player closes it.",
      on: { "popup.closed": { target: "closed", meta: { spec: "AGT-06 OFR-08" } } },
    },
    terminated: { type: "final", description: "The contract has ended; its page shows it as terminated." },
    closed: { type: "final", entry: "announceClosed", description: "Nothing to answer, the player closed the popup after answering, or chose Later or Cancel: an offer left unanswered stays for the next login." },
  },
});
