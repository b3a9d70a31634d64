// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { uplineTransferMachine, type UplineTransferInput } from "../../machines/upline-transfer/upline-transfer.machine.ts";
import { uplineInfo } from "../../machines/upline-transfer/upline-transfer.samples.ts";
import type { UplineTransfer, UplineTransferRequest } from "../../machines/upline-transfer/upline-transfer.types.ts";

const platformRefusal = (serverMessage: string) => ({ code: "platform.message", serverMessage });

/** A deferred answer the test settles when it wants. */
function gate<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

function startUpline(answers: (() => Promise<UplineTransfer>)[], input: Partial<UplineTransferInput> = {}) {
  const sent: UplineTransferRequest[] = [];
  const balanceChanged = vi.fn();
  const machine = uplineTransferMachine.provide({
    actors: {
      fetchInfo: fromPromise(async () => uplineInfo),
      submitTransfer: fromPromise(async ({ input: request }: { input: UplineTransferRequest }) => {
        sent.push(request);
        const next = answers.shift();
        if (!next) throw new Error("no answer prepared");
        return next();
      }),
    },
    actions: { balanceChanged },
  });
  const actor = createActor(machine, { input: { decimalSeparator: ",", requestPrefix: "up-test", allowed: true, ...input } }).start();
  return { actor, sent, balanceChanged };
}

function fillUpline(actor: ReturnType<typeof startUpline>["actor"], amount = "100", password = "246801") {
  actor.send({ type: "field.changed", field: "amount", value: amount });
  actor.send({ type: "field.changed", field: "paymentPassword", value: password });
  actor.send({ type: "upline.submitted" });
}

describe("transfer-to-upline machine", () => {
  it("a member without toUpline gets no form [CASH-09]", () => {
    const { actor } = startUpline([], { allowed: false });
    expect(actor.getSnapshot().matches("notAllowed")).toBe(true);
  });

  it("checks the limits, the balance and the payment password next to each field, keeping what was typed [CASH-03] [CASH-09] [SITE-02]", async () => {
    const { actor } = startUpline([]);
    await waitFor(actor, (s) => s.matches("form"));
    fillUpline(actor, "0,99", "12345");
    expect(actor.getSnapshot().context.errors).toEqual({ amount: "amount.belowMinimum", paymentPassword: "paymentPassword.format" });
    fillUpline(actor, "8.800,01", "246801");
    expect(actor.getSnapshot().context.errors).toEqual({ amount: "amount.aboveAvailable" });
    expect(actor.getSnapshot().context.fields).toEqual({ amount: "8.800,01", paymentPassword: "246801" });
  });

  it("reviews, then sends one transfer per confirmation and reads the balance again [CASH-01] [CASH-02] [CASH-09]", async () => {
    const answer = gate<UplineTransfer>();
    const { actor, sent, balanceChanged } = startUpline([() => answer.promise]);
    await waitFor(actor, (s) => s.matches("form"));
    fillUpline(actor);
    expect(actor.getSnapshot().matches("reviewing")).toBe(true);
    actor.send({ type: "review.confirmed" });
    actor.send({ type: "review.confirmed" });
    answer.resolve({ transferId: "U-1", amount: 10000 });
    await waitFor(actor, (s) => s.matches("done"));
    expect(sent).toEqual([{ amount: 10000, paymentPassword: "246801", requestId: "up-test-1" }]);
    expect(balanceChanged).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.fields.paymentPassword).toBe("");
  });

  it("a wrong payment password returns to the form with the message by the field; the amount stays [CASH-09] [SITE-02]", async () => {
    const { actor } = startUpline([() => Promise.reject(platformRefusal("cashier.paymentPassword.wrong"))]);
    await waitFor(actor, (s) => s.matches("form"));
    fillUpline(actor);
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("form"));
    expect(actor.getSnapshot().context.errors).toEqual({ paymentPassword: "paymentPassword.wrong" });
    expect(actor.getSnapshot().context.fields).toEqual({ amount: "100", paymentPassword: "" });
  });

  it("a failure is retried with the same requestId; a 401 keeps the review for after the login [CASH-02] [CASH-06] [SITE-01]", async () => {
    const { actor, sent } = startUpline([
      () => Promise.reject({ code: "network.timeout" }),
      () => Promise.reject({ code: "session.ended" }),
      () => Promise.resolve({ transferId: "U-1", amount: 10000 }),
    ]);
    await waitFor(actor, (s) => s.matches("form"));
    fillUpline(actor);
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("submitFailed"));
    actor.send({ type: "submit.retry" });
    await waitFor(actor, (s) => s.matches("awaitingLogin"));
    actor.send({ type: "session.resumed" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("done"));
    expect(sent.map((r) => r.requestId)).toEqual(["up-test-1", "up-test-1", "up-test-1"]);
  });
});
