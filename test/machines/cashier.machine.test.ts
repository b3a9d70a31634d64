// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { amountInputText, amountProblem, parseAmount } from "../../machines/shared/amount.ts";
import { depositMachine, ORDER_POLL_MS } from "../../machines/deposit/deposit.machine.ts";
import { depositSettings } from "../../machines/deposit/deposit.samples.ts";
import type { DepositOrder, DepositRequest, DepositSettings } from "../../machines/deposit/deposit.types.ts";
import { withdrawMachine } from "../../machines/withdraw/withdraw.machine.ts";
import { withdrawInfo } from "../../machines/withdraw/withdraw.samples.ts";
import type { Withdrawal, WithdrawRequest } from "../../machines/withdraw/withdraw.types.ts";
import { toMajorUnits, toMinorUnits } from "../../src/api/money.ts";

describe("amounts [CASH-03]", () => {
  it("reads what a Portuguese and an English player type as the same minor units", () => {
    expect(parseAmount("1.520,75", ",")).toBe(152075);
    expect(parseAmount("1520,75", ",")).toBe(152075);
    expect(parseAmount("1,520.75", ".")).toBe(152075);
    expect(parseAmount(" 100 ", ",")).toBe(10000);
    expect(parseAmount("0,1", ",")).toBe(10);
  });

  it("refuses text that is not an amount with at most two decimals", () => {
    for (const text of ["", "abc", "1,234", "12.34.56", "1.5,00", "10,001", "-5", "1e3", "1.520.75"]) expect(parseAmount(text, ",")).toBeNull();
    expect(parseAmount("1,5", ".")).toBeNull();
  });

  it("checks the platform's minimum, maximum and what is available, in that order of help", () => {
    const limits = { minimum: 1000, maximum: 500000, available: 152075 };
    expect(amountProblem("", ",", limits)).toBe("amount.required");
    expect(amountProblem("0", ",", limits)).toBe("amount.invalid");
    expect(amountProblem("9,99", ",", limits)).toBe("amount.belowMinimum");
    expect(amountProblem("10", ",", limits)).toBeNull();
    expect(amountProblem("1.520,75", ",", limits)).toBeNull();
    expect(amountProblem("1.520,76", ",", limits)).toBe("amount.aboveAvailable");
    expect(amountProblem("6.000", ",", { minimum: 1000, maximum: 500000 })).toBe("amount.aboveMaximum");
  });

  it("writes a preset back into the field in the player's format", () => {
    expect(amountInputText(50000, ",")).toBe("500");
    expect(amountInputText(152075, ",")).toBe("1520,75");
    expect(amountInputText(152005, ".")).toBe("1520.05");
  });

  it("converts platform amounts to minor units without floating-point drift, and back", () => {
    expect(toMinorUnits(1520.75)).toBe(152075);
    expect(toMinorUnits("1520.75")).toBe(152075);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits("abc")).toBeNull();
    expect(toMinorUnits(Number.NaN)).toBeNull();
    expect(toMajorUnits(152075)).toBe(1520.75);
    let sum = 0;
    for (let i = 0; i < 1000; i += 1) sum += toMinorUnits(0.1)!;
    expect(sum).toBe(10000);
  });
});

const order = (status: DepositOrder["status"], amount = 10000): DepositOrder => ({
  orderId: "D-1",
  channelId: "pix-1",
  amount,
  status,
  payee: { name: "P", bank: "B", accountNumber: "1", reference: "R" },
  qrContent: "PIX",
  createdAt: 0,
  expiresAt: 900_000,
});

function startDeposit(statuses: DepositOrder["status"][] = ["pending", "credited"]) {
  const clock = new SimulatedClock();
  const submitted: DepositRequest[] = [];
  const balanceChanged = vi.fn();
  let release: (() => void) | null = null;
  const machine = depositMachine.provide({
    actors: {
      fetchSettings: fromPromise(async () => depositSettings),
      submitOrder: fromPromise(async ({ input }: { input: DepositRequest }) => {
        submitted.push(input);
        await new Promise<void>((resolve) => (release = resolve));
        return order(statuses.shift()!, input.amount);
      }),
      fetchOrder: fromPromise(async () => order(statuses.shift() ?? "pending")),
    },
    actions: { balanceChanged },
  });
  const actor = createActor(machine, { clock, input: { decimalSeparator: ",", requestPrefix: "dep-test" } }).start();
  return { actor, clock, submitted, balanceChanged, release: () => release?.() };
}

describe("deposit machine", () => {
  it("an amount outside the channel's limits stays in the form with the problem, as typed [CASH-03] [SITE-02]", async () => {
    const { actor } = startDeposit();
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "deposit.amountChanged", text: "5" });
    actor.send({ type: "deposit.submitted" });
    expect(actor.getSnapshot().matches("form")).toBe(true);
    expect(actor.getSnapshot().context.amountError).toBe("amount.belowMinimum");
    expect(actor.getSnapshot().context.amountText).toBe("5");
  });

  it("reviews before sending; a double confirmation sends one order; the order is credited after polling and the balance is read again [CASH-01] [CASH-02] [CASH-04]", async () => {
    const { actor, clock, submitted, balanceChanged, release } = startDeposit();
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "deposit.presetChosen", amount: 10000 });
    actor.send({ type: "deposit.submitted" });
    expect(actor.getSnapshot().matches("reviewing")).toBe(true);
    expect(submitted).toHaveLength(0);
    actor.send({ type: "review.confirmed" });
    actor.send({ type: "review.confirmed" });
    release();
    await waitFor(actor, (s) => s.matches({ order: "pending" }));
    expect(submitted).toEqual([{ channelId: "pix-1", amount: 10000, requestId: "dep-test-1" }]);
    clock.increment(ORDER_POLL_MS);
    await waitFor(actor, (s) => s.matches({ order: "credited" }));
    expect(balanceChanged).toHaveBeenCalledTimes(1);
  });

  it("a failed order is retried with the same requestId; a new review makes a new one [CASH-02] [SITE-01]", async () => {
    const clock = new SimulatedClock();
    const requests: string[] = [];
    let fail = true;
    const machine = depositMachine.provide({
      actors: {
        fetchSettings: fromPromise(async () => depositSettings),
        submitOrder: fromPromise(async ({ input }: { input: DepositRequest }) => {
          requests.push(input.requestId);
          if (fail) throw { code: "network.timeout" };
          return order("pending");
        }),
      },
    });
    const actor = createActor(machine, { clock, input: { decimalSeparator: ",", requestPrefix: "p" } }).start();
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "deposit.amountChanged", text: "100" });
    actor.send({ type: "deposit.submitted" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("submitFailed"));
    fail = false;
    actor.send({ type: "submit.retry" });
    await waitFor(actor, (s) => s.matches({ order: "pending" }));
    actor.send({ type: "order.new" });
    actor.send({ type: "deposit.amountChanged", text: "100" });
    actor.send({ type: "deposit.submitted" });
    expect(requests).toEqual(["p-1", "p-1"]);
    expect(actor.getSnapshot().context.requestId).toBe("p-2");
  });

  it("a 401 while sending keeps the form; after logging in the review comes back as typed [CASH-06]", async () => {
    const machine = depositMachine.provide({
      actors: {
        fetchSettings: fromPromise(async () => depositSettings),
        submitOrder: fromPromise<DepositOrder, DepositRequest>(async () => {
          throw { code: "session.ended" };
        }),
      },
    });
    const actor = createActor(machine, { input: { decimalSeparator: ",", requestPrefix: "p" } }).start();
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "deposit.amountChanged", text: "250,50" });
    actor.send({ type: "deposit.submitted" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("awaitingLogin"));
    actor.send({ type: "session.resumed" });
    expect(actor.getSnapshot().matches("reviewing")).toBe(true);
    expect(actor.getSnapshot().context.amountText).toBe("250,50");
  });

  it("deposits closed by the platform offer nothing to send [CASH-07]", async () => {
    const machine = depositMachine.provide({ actors: { fetchSettings: fromPromise<DepositSettings>(async () => ({ ...depositSettings, allowed: false })) } });
    const actor = createActor(machine, { input: { decimalSeparator: ".", requestPrefix: "p" } }).start();
    await waitFor(actor, (s) => s.matches("closed"));
    actor.send({ type: "deposit.amountChanged", text: "100" });
    actor.send({ type: "deposit.submitted" });
    expect(actor.getSnapshot().matches("closed")).toBe(true);
  });
});

function startWithdraw(answers: (Withdrawal | { code: string; serverMessage?: string })[], info = withdrawInfo) {
  const sent: WithdrawRequest[] = [];
  const withdrawalMade = vi.fn();
  const machine = withdrawMachine.provide({
    actors: {
      fetchInfo: fromPromise(async () => info),
      submitWithdrawal: fromPromise(async ({ input }: { input: WithdrawRequest }) => {
        sent.push(input);
        const answer = answers.shift()!;
        if ("code" in answer) throw answer;
        return answer;
      }),
    },
    actions: { withdrawalMade },
  });
  const actor = createActor(machine, { input: { decimalSeparator: ",", requestPrefix: "wd" } }).start();
  return { actor, sent, withdrawalMade };
}

const made: Withdrawal = { withdrawalId: "W-1", amount: 5000, received: 0, status: "pending", bankName: "B", accountNumber: "**1", createdAt: 0, awaitingConfirmation: false };

describe("withdraw machine", () => {
  it("a member without a payment password sets one first; without a bank account binds one [CASH-05]", async () => {
    const a = startWithdraw([], { ...withdrawInfo, paymentPasswordSet: false, cards: [] });
    await waitFor(a.actor, (s) => s.matches("settingPassword"));
    a.actor.send({ type: "field.changed", field: "newPaymentPassword", value: "12ab" });
    a.actor.send({ type: "password.submitted" });
    expect(a.actor.getSnapshot().context.errors).toEqual({ loginPassword: "field.required", newPaymentPassword: "paymentPassword.format", confirmPaymentPassword: "field.required" });
    const b = startWithdraw([], { ...withdrawInfo, cards: [] });
    await waitFor(b.actor, (s) => s.matches("addingCard"));
    b.actor.send({ type: "card.cancelled" });
    expect(b.actor.getSnapshot().matches("addingCard")).toBe(true);
  });

  it("checks the amount against what is available and All fills in what may be withdrawn [CASH-03]", async () => {
    const { actor } = startWithdraw([]);
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "field.changed", field: "amount", value: "2.000,00" });
    actor.send({ type: "field.changed", field: "paymentPassword", value: "135790" });
    actor.send({ type: "withdraw.submitted" });
    expect(actor.getSnapshot().context.errors).toEqual({ amount: "amount.aboveAvailable" });
    actor.send({ type: "withdraw.allChosen" });
    expect(actor.getSnapshot().context.fields.amount).toBe("1520,75");
    actor.send({ type: "withdraw.submitted" });
    expect(actor.getSnapshot().matches("reviewing")).toBe(true);
  });

  it("a wrong payment password returns to the form with the message by the field, the amount kept [SITE-02]", async () => {
    const { actor } = startWithdraw([{ code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" }]);
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "field.changed", field: "amount", value: "50" });
    actor.send({ type: "field.changed", field: "paymentPassword", value: "000000" });
    actor.send({ type: "withdraw.submitted" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("form"));
    expect(actor.getSnapshot().context.errors).toEqual({ paymentPassword: "paymentPassword.wrong" });
    expect(actor.getSnapshot().context.fields.amount).toBe("50");
    expect(actor.getSnapshot().context.fields.paymentPassword).toBe("");
  });

  it("a timeout is retried with the same requestId, so the platform answers the same withdrawal [CASH-02]", async () => {
    const { actor, sent, withdrawalMade } = startWithdraw([{ code: "network.timeout" }, made]);
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "field.changed", field: "amount", value: "50" });
    actor.send({ type: "field.changed", field: "paymentPassword", value: "135790" });
    actor.send({ type: "withdraw.submitted" });
    actor.send({ type: "review.confirmed" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("submitFailed"));
    actor.send({ type: "submit.retry" });
    await waitFor(actor, (s) => s.matches("done"));
    expect(sent.map((r) => [r.requestId, r.amount, r.cardId])).toEqual([
      ["wd-1", 5000, "card-1"],
      ["wd-1", 5000, "card-1"],
    ]);
    expect(withdrawalMade).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.fields.paymentPassword).toBe("");
  });
});
