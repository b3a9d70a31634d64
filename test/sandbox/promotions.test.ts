/**
 * Promotions in the sandbox (issue 30 item 5): guests see the window's state, demo starts with a promotion in every
 * activity state, and join, apply, claim and the red envelope move a member's state only by their rules, once per
 * requestId; the control API approves or rejects an application.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { store } from "./helpers.ts";
import { imageDataUrl, member, T0 } from "./cashier-helpers.ts";
import { controlApi } from "../../src/sandbox/control.ts";
import { PROMOTION_STATUSES, PROMOTIONS, RAFFLE_PRIZES } from "../../src/sandbox/seed/promotions.ts";
import {
  applyForPromotion,
  claimPromotion,
  claimRaffle,
  PROMOTION_MESSAGE,
  promotionCategories,
  promotionList,
  rafflePrize,
  signUpPromotion,
} from "../../src/sandbox/rules/promotions.ts";

beforeEach(() => {
  store.reset();
  store.setNow(T0);
});

const statusOf = (username: string | null, promotionId: string) =>
  promotionList(store, username ? member(username) : null, "en").find((p) => p.promotionId === promotionId)?.status;

describe("promotion lists [ACT-01] [ACT-08]", () => {
  it("demo starts with a promotion in every activity state; a guest sees only coming soon, join and closed", () => {
    expect(new Set(promotionList(store, member("demo"), "en").map((p) => p.status))).toEqual(new Set(PROMOTION_STATUSES));
    expect(new Set(promotionList(store, null, "en").map((p) => p.status))).toEqual(new Set(["COMING_SOON", "JOIN", "CLOSED"]));
  });

  it("names categories and titles in the request's language, falling back to English", () => {
    expect(promotionCategories("pt").find((c) => c.categoryId === "LUCKY")?.name).toBe("Sorteios");
    const gold = PROMOTIONS.find((p) => p.promotionId === "VIPGOLD")!;
    for (const language of ["pt", "en", "ja", "zh", "id", "th", "vi"] as const) {
      expect(promotionList(store, null, language).find((p) => p.promotionId === "VIPGOLD")?.title).toBe(gold.titles[language]);
    }
    expect(promotionList(store, null, "ko").find((p) => p.promotionId === "VIPGOLD")?.title).toBe(gold.titles.en);
  });
});

describe("join, apply, claim and the red envelope [ACT-06] [ACT-07] [ACT-09]", () => {
  it("joins a sign-up promotion once; a second join is refused", () => {
    expect(signUpPromotion(store, member("demo"), { promotionId: "WELCOME100", requestId: "r1" })).toEqual({ ok: true, value: { status: "SIGNED_UP" } });
    expect(statusOf("demo", "WELCOME100")).toBe("SIGNED_UP");
    expect(signUpPromotion(store, member("demo"), { promotionId: "WELCOME100", requestId: "r2" })).toEqual({ ok: false, message: PROMOTION_MESSAGE.unavailable });
  });

  it("takes an application with a 140-character remark and 3 images once per requestId; refuses a longer remark, a fourth image and a bad image", () => {
    const demo = member("demo");
    const png = imageDataUrl("image/png");
    const base = { promotionId: "VIPGOLD", remark: "x".repeat(140), images: [png, png, png] };
    expect(applyForPromotion(store, demo, { ...base, remark: "x".repeat(141), requestId: "a1" })).toEqual({ ok: false, message: PROMOTION_MESSAGE.remarkTooLong });
    expect(applyForPromotion(store, demo, { ...base, images: [png, png, png, png], requestId: "a2" })).toEqual({ ok: false, message: PROMOTION_MESSAGE.tooManyImages });
    expect(applyForPromotion(store, demo, { ...base, images: [imageDataUrl("image/gif")], requestId: "a3" })).toEqual({ ok: false, message: PROMOTION_MESSAGE.badImage });
    expect(applyForPromotion(store, demo, { ...base, images: [imageDataUrl("image/png", 5 * 1024 * 1024 + 1)], requestId: "a4" })).toEqual({ ok: false, message: PROMOTION_MESSAGE.badImage });
    expect(statusOf("demo", "VIPGOLD")).toBe("JOIN");
    const first = applyForPromotion(store, demo, { ...base, requestId: "a5" });
    expect(first).toEqual({ ok: true, value: { status: "APPLYING", applicationId: "A0001" } });
    expect(applyForPromotion(store, demo, { ...base, requestId: "a5" })).toEqual(first);
    const snapshot = controlApi(store, "GET", "state", undefined)!.body as { promotionApplications: { applicationId: string; status: string; images: unknown[] }[] };
    expect(snapshot.promotionApplications).toHaveLength(1);
    expect(snapshot.promotionApplications[0]!.images).toHaveLength(3);
  });

  it("the control page approves an application (issued) or rejects it (the member may apply again)", () => {
    const demo = member("demo");
    applyForPromotion(store, demo, { promotionId: "VIPGOLD", remark: "", images: [], requestId: "b1" });
    expect(controlApi(store, "POST", "promotions/review", { applicationId: "A0001", outcome: "reject" })?.status).toBe(200);
    expect(statusOf("demo", "VIPGOLD")).toBe("REJECTED");
    expect(controlApi(store, "POST", "promotions/review", { applicationId: "A0001", outcome: "approve" })?.status).toBe(409);
    applyForPromotion(store, demo, { promotionId: "VIPGOLD", remark: "again", images: [], requestId: "b2" });
    expect(controlApi(store, "POST", "promotions/review", { applicationId: "A0002", outcome: "approve" })?.status).toBe(200);
    expect(statusOf("demo", "VIPGOLD")).toBe("ISSUED");
    expect(controlApi(store, "POST", "promotions/review", { applicationId: "A0009", outcome: "approve" })?.status).toBe(404);
    expect(controlApi(store, "POST", "promotions/review", { applicationId: "A0002", outcome: "maybe" })?.status).toBe(400);
  });

  it("claims a bonus once and opens a red envelope with the seeded prize", () => {
    const demo = member("demo");
    const reward = PROMOTIONS.find((p) => p.promotionId === "PROMO4")!.rewardMinor / 100;
    expect(claimPromotion(store, demo, { promotionId: "PROMO4", requestId: "c1" })).toEqual({ ok: true, value: { status: "CLAIMED", rewardAmount: reward } });
    expect(claimPromotion(store, demo, { promotionId: "PROMO4", requestId: "c2" })).toEqual({ ok: false, message: PROMOTION_MESSAGE.unavailable });
    const prize = rafflePrize(demo, "LUCKY");
    expect(RAFFLE_PRIZES).toContain(prize);
    expect(claimRaffle(store, demo, { promotionId: "LUCKY", requestId: "d1" })).toEqual({ ok: true, value: { status: "CLAIMED", prizeAmount: prize / 100 } });
    expect(promotionList(store, demo, "en").find((p) => p.promotionId === "LUCKY")?.rewardAmount).toBe(prize / 100);
  });

  it("refuses trial accounts, unknown promotions, the wrong kind and a missing requestId", () => {
    const demo = member("demo");
    expect(signUpPromotion(store, { ...demo, type: 4 }, { promotionId: "WELCOME100", requestId: "e1" })).toEqual({ ok: false, message: PROMOTION_MESSAGE.realAccount });
    expect(signUpPromotion(store, demo, { promotionId: "NOPE", requestId: "e2" })).toEqual({ ok: false, message: PROMOTION_MESSAGE.unknown });
    expect(claimPromotion(store, demo, { promotionId: "WELCOME100", requestId: "e3" })).toEqual({ ok: false, message: PROMOTION_MESSAGE.unavailable });
    expect(signUpPromotion(store, demo, { promotionId: "WELCOME100" })).toEqual({ ok: false, message: PROMOTION_MESSAGE.badRequest });
  });
});
