// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { activityMachine } from "../../machines/activity/activity.machine.ts";
import type { ActivityOutcome, ActivityStatus, ApplicationImage, ApplicationRequest, Promotion, PromotionKind, Viewer } from "../../machines/activity/activity.types.ts";

const promotion = (status: ActivityStatus, kind: PromotionKind): Promotion => ({
  promotionId: "VIPGOLD",
  categoryId: "VIP",
  kind,
  title: "VIP gold",
  summary: "",
  content: "",
  image: "",
  startDate: 0,
  endDate: 1,
  status,
  reward: null,
});
const image = (n: number, over: Partial<ApplicationImage> = {}): ApplicationImage => ({ id: `i${n}`, name: `${n}.png`, type: "image/png", size: 100, dataUrl: `data:image/png;base64,${n}`, ...over });

function start(viewer: Viewer, answers: Promotion[], outcome: ActivityOutcome = { status: "applying", amount: null }) {
  const fetchPromotion = vi.fn(async ({ input }: { input: { promotionId: string; signedIn: boolean } }) => {
    void input;
    return answers.shift() ?? null;
  });
  const apply = vi.fn(async ({ input }: { input: ApplicationRequest }) => {
    void input;
    return outcome;
  });
  const signUp = vi.fn(async () => ({ status: "signedUp", amount: null }) as ActivityOutcome);
  const openEnvelope = vi.fn(async () => ({ status: "claimed", amount: 888 }) as ActivityOutcome);
  const requestLogin = vi.fn();
  const machine = activityMachine.provide({
    actors: { fetchPromotion: fromPromise(fetchPromotion), apply: fromPromise(apply), signUp: fromPromise(signUp), openEnvelope: fromPromise(openEnvelope) },
    actions: { requestLogin },
  });
  const actor = createActor(machine, { input: { promotionId: "VIPGOLD", viewer, requestPrefix: "v" } }).start();
  return { actor, fetchPromotion, apply, signUp, openEnvelope, requestLogin };
}

describe("activity", () => {
  it("[SITE-04] [ACT-06] a guest's Join asks for the login and continues after it: the application form opens", async () => {
    const { actor, requestLogin, fetchPromotion } = start("guest", [promotion("join", "apply"), promotion("join", "apply")]);
    await waitFor(actor, (s) => s.matches("join"));
    actor.send({ type: "activity.join" });
    expect(actor.getSnapshot().matches("awaitingLogin")).toBe(true);
    expect(requestLogin).toHaveBeenCalledTimes(1);
    actor.send({ type: "session.changed", viewer: "member" });
    await waitFor(actor, (s) => s.matches("applicationForm"));
    expect(fetchPromotion).toHaveBeenLastCalledWith(expect.objectContaining({ input: { promotionId: "VIPGOLD", signedIn: true } }));
  });

  it("[ACT-07] refuses a fourth image, a gif and a 6 MB image when chosen; keeps the ones chosen before", async () => {
    const { actor } = start("member", [promotion("join", "apply")]);
    await waitFor(actor, (s) => s.matches("join"));
    actor.send({ type: "activity.join" });
    actor.send({ type: "images.added", images: [image(1), image(2), image(3), image(4)] });
    expect(actor.getSnapshot().context.imagesProblem).toBe("images.tooMany");
    expect(actor.getSnapshot().context.form.images).toHaveLength(0);
    actor.send({ type: "images.added", images: [image(1), image(2)] });
    actor.send({ type: "images.added", images: [image(5, { type: "image/gif" })] });
    expect(actor.getSnapshot().context.imagesProblem).toBe("image.type");
    actor.send({ type: "images.added", images: [image(6, { size: 6 * 1024 * 1024 })] });
    expect(actor.getSnapshot().context.imagesProblem).toBe("image.size");
    actor.send({ type: "images.added", images: [image(3), image(7)] });
    expect(actor.getSnapshot().context.imagesProblem).toBe("images.tooMany");
    expect(actor.getSnapshot().context.form.images.map((i) => i.id)).toEqual(["i1", "i2"]);
    actor.send({ type: "image.removed", id: "i1" });
    expect(actor.getSnapshot().context.form.images.map((i) => i.id)).toEqual(["i2"]);
    expect(actor.getSnapshot().context.imagesProblem).toBeNull();
  });

  it("[ACT-02] [ACT-07] a 141-character remark is refused on Send; 140 characters and 3 images are sent once, then applying", async () => {
    const { actor, apply } = start("member", [promotion("join", "apply")]);
    await waitFor(actor, (s) => s.matches("join"));
    actor.send({ type: "activity.join" });
    actor.send({ type: "remark.changed", value: "é".repeat(141) });
    actor.send({ type: "application.submitted" });
    expect(actor.getSnapshot().matches("applicationForm")).toBe(true);
    expect(actor.getSnapshot().context.remarkProblem).toBe("remark.tooLong");
    expect(apply).not.toHaveBeenCalled();
    actor.send({ type: "remark.changed", value: "é".repeat(140) });
    expect(actor.getSnapshot().context.remarkProblem).toBeNull();
    actor.send({ type: "images.added", images: [image(1), image(2), image(3)] });
    actor.send({ type: "application.submitted" });
    actor.send({ type: "application.submitted" });
    await waitFor(actor, (s) => s.matches("applying"));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply.mock.calls[0]![0].input).toEqual({ promotionId: "VIPGOLD", requestId: "v-VIPGOLD-1", remark: "é".repeat(140), images: ["data:image/png;base64,1", "data:image/png;base64,2", "data:image/png;base64,3"] });
  });

  it("[ACT-09] a red envelope opens once and keeps the prize", async () => {
    const { actor, openEnvelope } = start("member", [promotion("claim", "raffle")]);
    await waitFor(actor, (s) => s.matches("claim"));
    actor.send({ type: "activity.claim" });
    actor.send({ type: "activity.claim" });
    await waitFor(actor, (s) => s.matches("claimed"));
    expect(openEnvelope).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.promotion?.reward).toBe(888);
  });

  it("[ACT-01] a sign-up promotion joins at once; an unknown promotion is not found", async () => {
    const joined = start("member", [promotion("join", "signUp")]);
    await waitFor(joined.actor, (s) => s.matches("join"));
    joined.actor.send({ type: "activity.join" });
    await waitFor(joined.actor, (s) => s.matches("signedUp"));
    expect(joined.signUp).toHaveBeenCalledTimes(1);
    const unknown = start("guest", []);
    await waitFor(unknown.actor, (s) => s.matches("notFound"));
  });
});
