// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { contractsMachine, type ContractsInput, type OfferAnswer, type OfferCheck, type OfferRequest } from "../../machines/contracts/contracts.machine.ts";
import { emptyTerms, termsProblems, topRate, type RateTier, type ContractOffer, type ContractSummary, type ContractTerms } from "../../machines/contracts/contracts.types.ts";

const tier = (validBet: number, rateBp: number): RateTier => ({ validBet, profitLoss: 0, activeMembers: 1, rateBp });
const daily = (tiers: RateTier[] = [tier(100_000, 80), tier(500_000, 100)], betAmount: number | null = 50_000): ContractTerms => ({ ...emptyTerms("dailySalary"), tiers, betAmount });
const demoDaily: ContractSummary = { contractId: "C-1", kind: "dailySalary", party: "demo", topRateBp: 120, state: "active" };
const offer = (contractId: string): ContractOffer => ({ contractId, kind: "dailySalary", from: "agent01", terms: daily(), offeredAt: 0 });

function start(input: ContractsInput, actors: Partial<Parameters<typeof contractsMachine.provide>[0]["actors"]> = {}) {
  const contractsChanged = vi.fn();
  const machine = contractsMachine.provide({
    actors: {
      checkOffer: fromPromise(async (): Promise<OfferCheck> => ({ ending: [] })),
      sendOffer: fromPromise(async (): Promise<ContractSummary> => ({ ...demoDaily, contractId: "C-2", state: "pending" })),
      fetchOffers: fromPromise(async (): Promise<ContractOffer[]> => []),
      answerOffer: fromPromise(async (): Promise<void> => {}),
      terminateContract: fromPromise(async (): Promise<void> => {}),
      ...actors,
    },
    actions: { contractsChanged },
  });
  return { actor: createActor(machine, { input }).start(), contractsChanged };
}

describe("contract terms [AGT-05] [AGT-07]", () => {
  it("accepts rising tiers within the agent's own rate, with the bet amount of a daily salary", () => {
    expect(termsProblems(daily(), 120)).toEqual({});
  });

  it("names what is wrong: an empty rate, falling thresholds, a rate above the agent's own, no bet amount", () => {
    expect(termsProblems(daily([tier(100_000, 80), { ...tier(500_000, 100), rateBp: null }]), 120).tiers).toBe("terms.tierIncomplete");
    expect(termsProblems(daily([tier(500_000, 80), tier(100_000, 100)]), 120).tiers).toBe("terms.tierOrder");
    expect(termsProblems(daily([tier(100_000, 100), tier(500_000, 80)]), 120).tiers).toBe("terms.tierOrder");
    expect(termsProblems(daily([tier(100_000, 80), tier(500_000, 150)]), 120).tiers).toBe("terms.rateAboveOwn");
    expect(termsProblems(daily(undefined, null), 120).betAmount).toBe("field.required");
    expect(termsProblems({ ...emptyTerms("dividend"), tiers: [] }, 120).tiers).toBe("terms.tierMissing");
    // A dividend has no bet amount to ask for.
    expect(termsProblems({ ...emptyTerms("dividend"), tiers: [tier(100_000, 80)] }, 120)).toEqual({});
  });

  it("checks the real-time salary's rates and single-bet amount; its top rate is the higher of the two", () => {
    const rt = { ...emptyTerms("realTimeSalary"), realTime: { profitRateBp: 30, lossRateBp: 200, singleBet: 0 } };
    expect(termsProblems(rt, 120)).toEqual({ lossRate: "terms.rateAboveOwn", singleBet: "amount.invalid" });
    expect(topRate(rt)).toBe(200);
    expect(topRate(daily())).toBe(100);
  });
});

describe("contracts machine", () => {
  it("an offer that ends a downline's contract with a higher rate waits for the agent's confirmation, then sends the ended ids [AGT-04]", async () => {
    const sent: OfferRequest[] = [];
    const { actor, contractsChanged } = start(
      { mode: "offer", kind: "dailySalary", downline: "demo", ownRateBp: 120 },
      {
        checkOffer: fromPromise(async (): Promise<OfferCheck> => ({ ending: [demoDaily] })),
        sendOffer: fromPromise(async ({ input }: { input: OfferRequest }): Promise<ContractSummary> => {
          sent.push(input);
          return { ...demoDaily, contractId: "C-2", topRateBp: 100, state: "pending" };
        }),
      },
    );
    actor.send({ type: "offer.submitted" });
    expect(actor.getSnapshot().context.errors.tiers).toBe("terms.tierIncomplete");
    actor.send({ type: "terms.changed", terms: daily() });
    actor.send({ type: "offer.submitted" });
    await waitFor(actor, (s) => s.matches({ offering: "confirming" }));
    expect(actor.getSnapshot().context.ending.map((c) => c.contractId)).toEqual(["C-1"]);
    expect(sent).toEqual([]);
    actor.send({ type: "offer.confirmed" });
    await waitFor(actor, (s) => s.matches({ offering: "offered" }));
    expect(sent).toEqual([{ downline: "demo", terms: daily(), ending: ["C-1"] }]);
    expect(contractsChanged).toHaveBeenCalledOnce();
  });

  it("a 401 while sending keeps the terms for after the login [SITE-03]", async () => {
    const { actor } = start({ mode: "offer", kind: "dailySalary", downline: "demo", ownRateBp: 120 }, { sendOffer: fromPromise(() => Promise.reject({ code: "session.ended" })) });
    actor.send({ type: "terms.changed", terms: daily() });
    actor.send({ type: "offer.submitted" });
    await waitFor(actor, (s) => s.matches({ offering: "awaitingLogin" }));
    actor.send({ type: "session.resumed" });
    expect(actor.getSnapshot().matches({ offering: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.terms).toEqual(daily());
  });

  it("the popup asks about each waiting offer in turn and sends each answer once [AGT-04] [AGT-06]", async () => {
    const answers: OfferAnswer[] = [];
    const { actor } = start(
      { mode: "answer" },
      {
        fetchOffers: fromPromise(async (): Promise<ContractOffer[]> => [offer("C-7"), offer("C-8")]),
        answerOffer: fromPromise(async ({ input }: { input: OfferAnswer }) => {
          answers.push(input);
        }),
      },
    );
    await waitFor(actor, (s) => s.matches({ answering: "asking" }));
    actor.send({ type: "offer.accepted" });
    actor.send({ type: "offer.accepted" });
    await waitFor(actor, (s) => s.matches({ answering: "asking" }) && s.context.current === 1);
    actor.send({ type: "offer.rejected" });
    await waitFor(actor, (s) => s.matches("answered"));
    expect(answers.map((a) => [a.offer.contractId, a.answer])).toEqual([
      ["C-7", "accept"],
      ["C-8", "reject"],
    ]);
  });

  it("with no offer waiting the popup never shows; a failed termination can be confirmed again [AGT-04] [SITE-01]", async () => {
    const { actor } = start({ mode: "answer" });
    await waitFor(actor, (s) => s.matches("closed"));
    let fail = true;
    const ending = start({ mode: "terminate", contract: demoDaily }, { terminateContract: fromPromise(async () => {
        if (fail) throw { code: "network.abnormal" };
      }),
    });
    ending.actor.send({ type: "termination.confirmed" });
    await waitFor(ending.actor, (s) => s.matches({ terminating: "confirming" }) && s.context.failure !== null);
    fail = false;
    ending.actor.send({ type: "termination.confirmed" });
    await waitFor(ending.actor, (s) => s.matches("terminated"));
  });
});
