// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { withdrawalConfirmationMachine } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.machine.ts";
import type { Withdrawal } from "../../machines/withdraw/withdraw.types.ts";
import { forcedPayout, openWithdrawal, pngProof, waitingPayout } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.samples.ts";
import type { AnswerOutcome, AnswerRequest, Payout, ProofImage } from "../../machines/withdrawal-confirmation/withdrawal-confirmation.types.ts";

/**
 * The machine with fake platform ports: the payout list answers from `lists` in turn (a failure is thrown), answers
 * with `outcome`; the member's withdrawals answer from `withdrawals` in turn (one open withdrawal when it runs out).
 */
function start(
  lists: (Payout[] | { code: string })[],
  outcome: (request: AnswerRequest) => Promise<AnswerOutcome> = async () => "confirmed",
  withdrawals: (Withdrawal[] | { code: string })[] = [],
) {
  const clock = new SimulatedClock();
  const fetchWithdrawals = vi.fn(async () => {
    const next = withdrawals.shift() ?? [openWithdrawal];
    if (!Array.isArray(next)) throw next;
    return next;
  });
  const fetchPayouts = vi.fn(async () => {
    const next = lists.shift() ?? [];
    if (!Array.isArray(next)) throw next;
    return next;
  });
  const submitAnswer = vi.fn(outcome);
  const machine = withdrawalConfirmationMachine.provide({
    actors: { fetchWithdrawals: fromPromise(fetchWithdrawals), fetchPayouts: fromPromise(fetchPayouts), submitAnswer: fromPromise(({ input }: { input: AnswerRequest }) => submitAnswer(input)) },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, fetchPayouts, fetchWithdrawals, submitAnswer };
}

const proof = (type: string, size: number): ProofImage => ({ ...pngProof, type, size });

describe("withdrawal confirmation", () => {
  it("a waiting payout opens the dialog; Received sends that answer, shows it confirmed, and the next check finds nothing", async () => {
    const { actor, fetchPayouts, submitAnswer } = start([[waitingPayout], []]);
    actor.send({ type: "payouts.check" });
    await waitFor(actor, (s) => s.matches({ open: "asking" }));
    expect(actor.getSnapshot().context.current).toEqual(waitingPayout);
    actor.send({ type: "payout.received" });
    await waitFor(actor, (s) => s.matches({ settled: "confirmed" }));
    expect(submitAnswer).toHaveBeenCalledWith({ payoutId: "po-1", answer: "received", proof: null });
    actor.send({ type: "outcome.acknowledged" });
    await waitFor(actor, (s) => s.matches("polling"));
    expect(fetchPayouts).toHaveBeenCalledTimes(2);
  });

  it("All received confirms the rest of the withdrawal", async () => {
    const { actor, submitAnswer } = start([[waitingPayout]]);
    actor.send({ type: "payouts.check" });
    await waitFor(actor, (s) => s.matches({ open: "asking" }));
    actor.send({ type: "payout.allReceived" });
    await waitFor(actor, (s) => s.matches({ settled: "confirmed" }));
    expect(submitAnswer).toHaveBeenCalledWith({ payoutId: "po-1", answer: "allReceived", proof: null });
  });

  it("not received: a PDF and an image over 5 MB are refused with the reason; a PNG is previewed, sent as proof and goes to review", async () => {
    const { actor, submitAnswer } = start([[waitingPayout]], async () => "inReview");
    actor.send({ type: "payouts.check" });
    await waitFor(actor, (s) => s.matches({ open: "asking" }));
    actor.send({ type: "payout.notReceived" });
    actor.send({ type: "proof.selected", proof: proof("application/pdf", 1000) });
    expect(actor.getSnapshot().context.proofProblem).toBe("proof.type");
    expect(actor.getSnapshot().matches({ open: { proof: "choosing" } })).toBe(true);
    actor.send({ type: "proof.selected", proof: proof("image/jpeg", 5 * 1024 * 1024 + 1) });
    expect(actor.getSnapshot().context.proofProblem).toBe("proof.size");
    actor.send({ type: "proof.selected", proof: proof("image/jpeg", 5 * 1024 * 1024) });
    expect(actor.getSnapshot().matches({ open: { proof: "previewing" } })).toBe(true);
    actor.send({ type: "proof.selected", proof: pngProof });
    expect(actor.getSnapshot().context).toMatchObject({ proof: pngProof, proofProblem: null });
    actor.send({ type: "proof.submitted" });
    await waitFor(actor, (s) => s.matches({ settled: "inReview" }));
    expect(submitAnswer).toHaveBeenCalledWith({ payoutId: "po-1", answer: "notReceived", proof: pngProof });
  });

  it("an unanswered payout counts as received when the platform's minutes run out, and going to the proof and back does not restart them", async () => {
    const { actor, clock, submitAnswer } = start([[waitingPayout]]);
    actor.send({ type: "payouts.check" });
    await waitFor(actor, (s) => s.matches({ open: "asking" }));
    clock.increment(600_000);
    actor.send({ type: "payout.notReceived" });
    actor.send({ type: "proof.cancelled" });
    clock.increment(299_999);
    expect(actor.getSnapshot().matches({ open: "asking" })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ settled: "autoReceived" })).toBe(true);
    expect(submitAnswer).not.toHaveBeenCalled();
  });

  it("a payout the platform settled by force is shown first, before the one still waiting", async () => {
    const { actor } = start([[forcedPayout, waitingPayout], [waitingPayout]]);
    actor.send({ type: "payouts.check" });
    await waitFor(actor, (s) => s.matches({ settled: "forced" }));
    expect(actor.getSnapshot().context.current?.id).toBe("po-0");
    actor.send({ type: "outcome.acknowledged" });
    await waitFor(actor, (s) => s.matches({ open: "asking" }));
    expect(actor.getSnapshot().context.current?.id).toBe("po-1");
  });

  it("a failed answer keeps the dialog and the chosen proof, and the player can send again", async () => {
    let fail = true;
    const { actor, submitAnswer } = start([[waitingPayout]], async () => {
      if (fail) throw { code: "network.abnormal" };
      return "inReview";
    });
    actor.send({ type: "payouts.check" });
    await waitFor(actor, (s) => s.matches({ open: "asking" }));
    actor.send({ type: "payout.notReceived" });
    actor.send({ type: "proof.selected", proof: pngProof });
    actor.send({ type: "proof.submitted" });
    await waitFor(actor, (s) => s.matches({ open: { proof: "previewing" } }) && s.context.failure !== null);
    expect(actor.getSnapshot().context).toMatchObject({ proof: pngProof, failure: { code: "network.abnormal" } });
    fail = false;
    actor.send({ type: "proof.submitted" });
    await waitFor(actor, (s) => s.matches({ settled: "inReview" }));
    expect(submitAnswer).toHaveBeenCalledTimes(2);
  });

  it("a failed list offers Try again, which asks again; an empty list leaves nothing open", async () => {
    const { actor, fetchPayouts } = start([{ code: "network.abnormal" }, []]);
    actor.send({ type: "payouts.check" });
    await waitFor(actor, (s) => s.matches("checkFailed"));
    expect(actor.getSnapshot().context.failure).toEqual({ code: "network.abnormal" });
    actor.send({ type: "check.retry" });
    await waitFor(actor, (s) => s.matches("polling"));
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(fetchPayouts).toHaveBeenCalledTimes(2);
  });

  it("[SITE-19] payouts are read only while a withdrawal is open: every minute then, and not at all once none is", async () => {
    const completed: Withdrawal = { ...openWithdrawal, status: "completed", awaitingConfirmation: false };
    const { actor, clock, fetchPayouts, fetchWithdrawals } = start([[], []], undefined, [[completed], [openWithdrawal], [openWithdrawal], [completed]]);
    actor.send({ type: "payouts.check" });
    await waitFor(actor, (s) => s.matches("idle") && fetchWithdrawals.mock.calls.length === 1);
    clock.increment(10 * 60_000);
    expect(fetchPayouts).not.toHaveBeenCalled();
    actor.send({ type: "payouts.check" });
    await waitFor(actor, (s) => s.matches("polling") && fetchPayouts.mock.calls.length === 1);
    clock.increment(60_000);
    await waitFor(actor, (s) => s.matches("polling") && fetchPayouts.mock.calls.length === 2);
    clock.increment(60_000);
    await waitFor(actor, (s) => s.matches("idle") && fetchWithdrawals.mock.calls.length === 4);
    clock.increment(10 * 60_000);
    expect(fetchWithdrawals).toHaveBeenCalledTimes(4);
    expect(fetchPayouts).toHaveBeenCalledTimes(2);
  });

  it("[SITE-19] closing the dialog leaves the payout waiting: the next poll opens it again", async () => {
    const { actor, clock } = start([[waitingPayout], [waitingPayout]]);
    actor.send({ type: "payouts.check" });
    await waitFor(actor, (s) => s.matches({ open: "asking" }));
    actor.send({ type: "dialog.closed" });
    expect(actor.getSnapshot().value).toBe("polling");
    clock.increment(60_000);
    await waitFor(actor, (s) => s.matches({ open: "asking" }));
  });

  it("the session ending closes the dialog and forgets the payout and the proof", async () => {
    const { actor } = start([[waitingPayout]]);
    actor.send({ type: "payouts.check" });
    await waitFor(actor, (s) => s.matches({ open: "asking" }));
    actor.send({ type: "payout.notReceived" });
    actor.send({ type: "proof.selected", proof: pngProof });
    actor.send({ type: "session.ended" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toMatchObject({ current: null, proof: null, failure: null });
  });
});
