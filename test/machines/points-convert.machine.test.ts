// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { convertibleMost, pointsConvertMachine } from "../../machines/points-convert/points-convert.machine.ts";
import type { Conversion, ConvertRequest } from "../../machines/points-mall/points.types.ts";

const wrongPassword = { code: "platform.message", serverMessage: "cashier.paymentPassword.wrong" };
const input = { balance: 12480, ratio: 100, minimumConvert: 1000, requestPrefix: "cv" };

function start(submit: (request: ConvertRequest) => Promise<Conversion>) {
  const sent: ConvertRequest[] = [];
  const converted = vi.fn();
  const machine = pointsConvertMachine.provide({
    actors: {
      submitConvert: fromPromise(({ input }: { input: ConvertRequest }) => {
        sent.push(input);
        return submit(input);
      }),
    },
    actions: { converted },
  });
  return { actor: createActor(machine, { input }).start(), sent, converted };
}

function fill(actor: ReturnType<typeof start>["actor"], points: string, password: string) {
  actor.send({ type: "field.changed", field: "points", value: points });
  actor.send({ type: "field.changed", field: "paymentPassword", value: password });
  actor.send({ type: "convert.submitted" });
}

const made = (request: ConvertRequest): Conversion => ({ convertId: "CV1", points: request.points, amount: request.points, balance: input.balance - request.points });

describe("points convert [PTS-22]", () => {
  it("checks the points (whole, a multiple of the ratio, the minimum, the balance) and the password before the review, keeping what was typed", () => {
    const { actor, sent } = start(async (r) => made(r));
    const cases: [string, string][] = [
      ["", "field.required"],
      ["12.5", "points.invalid"],
      ["1050", "points.notMultiple"],
      ["900", "points.belowMinimum"],
      ["12500", "points.insufficient"],
    ];
    for (const [points, error] of cases) {
      fill(actor, points, "12");
      expect(actor.getSnapshot().value).toBe("form");
      expect(actor.getSnapshot().context.errors).toEqual({ points: error, paymentPassword: "paymentPassword.format" });
      expect(actor.getSnapshot().context.fields).toEqual({ points, paymentPassword: "12" });
    }
    expect(sent).toEqual([]);
  });

  it("All fills in the most whole multiple of the ratio the balance allows", () => {
    const { actor } = start(async (r) => made(r));
    actor.send({ type: "field.changed", field: "points", value: "7" });
    actor.send({ type: "convert.all" });
    expect(actor.getSnapshot().context.fields.points).toBe(String(convertibleMost(input)));
    expect(Number(actor.getSnapshot().context.fields.points) % input.ratio).toBe(0);
    expect(input.balance - Number(actor.getSnapshot().context.fields.points)).toBeLessThan(input.ratio);
  });

  it("sends one conversion per confirmation; a wrong payment password returns to the form and the next try gets a new requestId", async () => {
    let first = true;
    const { actor, sent, converted } = start(async (r) => {
      if (first) {
        first = false;
        throw wrongPassword;
      }
      return made(r);
    });
    fill(actor, "2000", "000000");
    expect(actor.getSnapshot().value).toBe("reviewing");
    actor.send({ type: "review.confirmed" });
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("form"));
    expect(actor.getSnapshot().context.errors).toEqual({ paymentPassword: "paymentPassword.wrong" });
    expect(actor.getSnapshot().context.fields).toEqual({ points: "2000", paymentPassword: "" });
    fill(actor, "2000", "135790");
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent.map((r) => r.requestId)).toEqual(["cv-1", "cv-2"]);
    expect(actor.getSnapshot().context.conversion?.points).toBe(2000);
    expect(converted).toHaveBeenCalledTimes(1);
  });

  it("a failed send offers Try again with the same request", async () => {
    let calls = 0;
    const { actor, sent } = start(async (r) => {
      calls += 1;
      if (calls === 1) throw { code: "network.timeout" };
      return made(r);
    });
    fill(actor, "1000", "135790");
    actor.send({ type: "review.confirmed" });
    await waitFor(actor, (s) => s.matches("submitFailed"));
    actor.send({ type: "submit.retry" });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent.map((r) => r.requestId)).toEqual(["cv-1", "cv-1"]);
  });
});
