// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { pointsRedeemMachine } from "../../machines/points-redeem/points-redeem.machine.ts";
import { pointsMallMachine } from "../../machines/points-mall/points-mall.machine.ts";
import { vipRankMachine } from "../../machines/vip-rank/vip-rank.machine.ts";
import type { PointReward, Redemption, RedeemRequest } from "../../machines/points-mall/points.types.ts";

const reward: PointReward = { rewardId: "R102", name: "Gift card 50", category: "gift", points: 5500, stock: 3 };
const made: Redemption = { redeemId: "RD1", rewardName: "Gift card 50", quantity: 2, points: 11000, status: "inProcess", remark: "", createdAt: 0 };
const wrongPassword = { code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" };

function startRedeem(submit: (request: RedeemRequest) => Promise<Redemption>, statuses: (Redemption | null)[] = []) {
  const sent: RedeemRequest[] = [];
  const redeemed = vi.fn();
  const clock = new SimulatedClock();
  const machine = pointsRedeemMachine.provide({
    actors: {
      submitRedeem: fromPromise(({ input }: { input: RedeemRequest }) => {
        sent.push(input);
        return submit(input);
      }),
      fetchRedemption: fromPromise(async () => statuses.shift() ?? null),
    },
    actions: { redeemed },
  });
  const actor = createActor(machine, { input: { reward, balance: 12480, maximumQuantity: 10, requestPrefix: "rd" }, clock }).start();
  return { actor, sent, redeemed, clock };
}

function fill(actor: ReturnType<typeof startRedeem>["actor"], quantity: string, password: string) {
  actor.send({ type: "field.changed", field: "quantity", value: quantity });
  actor.send({ type: "field.changed", field: "paymentPassword", value: password });
  actor.send({ type: "redeem.submitted" });
}

describe("points redeem [PTS-06] [PTS-07]", () => {
  it("checks the quantity against the balance and the stock and the password's format before the review, keeping what was typed", () => {
    const { actor, sent } = startRedeem(async () => made);
    fill(actor, "3", "12");
    expect(actor.getSnapshot().value).toBe("form");
    expect(actor.getSnapshot().context.errors).toEqual({ quantity: "points.insufficient", paymentPassword: "paymentPassword.format" });
    expect(actor.getSnapshot().context.fields).toEqual({ quantity: "3", paymentPassword: "12" });
    fill(actor, "11", "135790");
    expect(actor.getSnapshot().context.errors).toEqual({ quantity: "quantity.invalid" });
    expect(sent).toEqual([]);
  });

  it("returns a wrong payment password to the form next to the field, then sends the right one once with a new requestId", async () => {
    let first = true;
    const { actor, sent, redeemed } = startRedeem(async () => {
      if (first) {
        first = false;
        throw wrongPassword;
      }
      return made;
    });
    fill(actor, "2", "000000");
    expect(actor.getSnapshot().value).toBe("reviewing");
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("form"));
    expect(actor.getSnapshot().context.errors).toEqual({ paymentPassword: "paymentPassword.wrong" });
    expect(actor.getSnapshot().context.fields).toEqual({ quantity: "2", paymentPassword: "" });
    fill(actor, "2", "135790");
    actor.send({ type: "review.confirmed" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches({ done: "inProcess" }));
    expect(sent.map((r) => [r.requestId, r.paymentPassword, r.quantity])).toEqual([
      ["rd-1", "000000", 2],
      ["rd-2", "135790", 2],
    ]);
    expect(redeemed).toHaveBeenCalledTimes(1);
  });

  it("follows the redemption from in process to approved or rejected on the poll", async () => {
    for (const status of ["approved", "rejected"] as const) {
      const { actor, clock, redeemed } = startRedeem(async () => made, [made, { ...made, status }]);
      fill(actor, "2", "135790");
      actor.send({ type: "review.confirmed" });
      await waitFor(actor, (s) => s.matches({ done: "inProcess" }));
      clock.increment(15_000);
      await waitFor(actor, (s) => s.matches({ done: "inProcess" }));
      clock.increment(15_000);
      await waitFor(actor, (s) => s.matches(status));
      expect(redeemed).toHaveBeenCalledTimes(2);
    }
  });

  it("offers Try again with the same requestId when the platform refuses for another reason", async () => {
    let answers = [() => Promise.reject({ code: "platform.message", serverMessage: "points.balance.insufficient" }), () => Promise.resolve(made)];
    const { actor, sent } = startRedeem(() => answers.shift()!());
    fill(actor, "1", "135790");
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("submitFailed"));
    expect(actor.getSnapshot().context.failure?.serverMessage).toBe("points.balance.insufficient");
    actor.send({ type: "submit.retry" });
    await waitFor(actor, (s) => s.matches("done"));
    expect(sent.map((r) => r.requestId)).toEqual(["rd-1", "rd-1"]);
    answers = [];
  });
});

describe("points mall and VIP loaders [PTS-01] [PTS-10]", () => {
  it("asks for the member's points only for a member, and offers Try again after a failure", async () => {
    const inputs: unknown[] = [];
    let fail = true;
    const machine = pointsMallMachine.provide({
      actors: {
        fetchMall: fromPromise(async ({ input }) => {
          inputs.push(input);
          if (fail) throw { code: "network.abnormal" };
          return { rewards: [reward], config: { ratio: 100, minimumConvert: 1000, maximumQuantity: 10, expires: false, rates: [] }, member: null };
        }),
      },
    });
    const actor = createActor(machine, { input: { member: false } }).start();
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.failure).toEqual({ code: "network.abnormal" });
    fail = false;
    actor.send({ type: "mall.retry" });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(inputs).toEqual([{ member: false }, { member: false }]);
  });

  it("loads the VIP levels with the member's progress", async () => {
    const machine = vipRankMachine.provide({ actors: { fetchOverview: fromPromise(async ({ input }) => ({ levels: [], progress: input.member ? { rankLevel: 1, rankName: "VIP1", nextRankName: "VIP2", actual: 1, expected: 2 } : null })) } });
    const actor = createActor(machine, { input: { member: true } }).start();
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(actor.getSnapshot().context.overview?.progress?.rankName).toBe("VIP1");
  });
});
