// @vitest-environment node
/**
 * The sandbox points mall and VIP rank (issue 30 items 3 and 4) through the real handlers, the answers parsed with
 * the client's own schemas: the redeem rules (payment password, points, stock, quantity, one per requestId), the
 * review over time (approved; rejected with the points back), the conversion credited to the cashier ledger, and
 * the VIP levels and progress.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { allEndpoints as endpoints, type AnyEndpointId as EndpointId, type AnyResponseOf as ResponseOf } from "../../src/api/all-endpoints.ts";
import { OPENING_POINTS, REDEEM_REVIEW_MS, REWARDS, VIP_LEVELS, MONTHLY_TURNOVER } from "../../src/sandbox/seed/points.ts";
import { checkPointInvariants, POINTS_MESSAGE } from "../../src/sandbox/rules/points.ts";
import { encryptedCall, getEnvelope, store } from "./helpers.ts";
import { ledgerOf, member, T0, tokenOf } from "./cashier-helpers.ts";

beforeEach(() => store.setNow(T0));

type PointsId = Extract<EndpointId, "pointBalance" | "pointRewards" | "pointConfig" | "pointRedeemHistory" | "memberTransactions" | "pointRedeem" | "pointConvert" | "vipLevels" | "rankProgress">;

async function call<K extends PointsId>(id: K, token: string, body?: unknown): Promise<{ status: number; success: boolean; message?: string; value: ResponseOf<K> }> {
  const endpoint = endpoints[id];
  const answer = endpoint.encrypt ? await encryptedCall(endpoint.path, body ?? {}, { token }) : await getEnvelope(endpoint.path, { headers: token ? { Authorization: token } : {} });
  return {
    status: answer.status,
    success: answer.body.success,
    message: answer.body.message,
    value: answer.body.success ? (v.parse(endpoint.schema, answer.body.value) as ResponseOf<K>) : (undefined as unknown as ResponseOf<K>),
  };
}

const reward = REWARDS.find((r) => r.stock > 0 && !r.rejects && r.points <= OPENING_POINTS.demo!)!;
const rejected = REWARDS.find((r) => r.rejects && r.points <= OPENING_POINTS.demo!)!;
const balanceOf = async (token: string) => (await call("pointBalance", token)).value.points;

describe("points mall catalogue and rules [PTS-02] [PTS-20]", () => {
  it("answers the rewards and the rates to a guest, the balance only to a member", async () => {
    const rewards = await call("pointRewards", "");
    expect(rewards.value.list.map((r) => r.rewardId)).toEqual(REWARDS.map((r) => r.rewardId));
    const config = await call("pointConfig", "");
    expect(config.value.rates.map((r) => `${r.category} ${r.rate}`)).toEqual(["LIVE 0.70", "SPORTS 1.00", "FISH 1.20", "RNG 1.20", "PVP 1.00", "ESPORTS 1.00"]);
    expect(config.value.expires).toBe(false);
    expect((await call("pointBalance", "")).status).toBe(401);
    const token = await tokenOf("demo");
    expect(await balanceOf(token)).toBe(OPENING_POINTS.demo);
    const details = await call("memberTransactions", token);
    expect(details.value.list[0]?.balanceAfter).toBe(OPENING_POINTS.demo);
  });
});

describe("redeeming a reward [PTS-06] [PTS-07]", () => {
  it("refuses a wrong payment password, too many, too few points and a sold-out reward, and moves nothing", async () => {
    const token = await tokenOf("demo");
    const base = { rewardId: reward.rewardId, quantity: 1, paymentPassword: "135790" };
    expect((await call("pointRedeem", token, { ...base, paymentPassword: "000000", requestId: "r-1" })).message).toBe("cashier.paymentPassword.wrong");
    expect((await call("pointRedeem", token, { ...base, quantity: 11, requestId: "r-2" })).message).toBe(POINTS_MESSAGE.quantity);
    const costly = REWARDS.find((r) => r.points > OPENING_POINTS.demo! && r.stock > 0)!;
    expect((await call("pointRedeem", token, { ...base, rewardId: costly.rewardId, requestId: "r-3" })).message).toBe(POINTS_MESSAGE.insufficient);
    const soldOut = REWARDS.find((r) => r.stock === 0)!;
    expect((await call("pointRedeem", token, { ...base, rewardId: soldOut.rewardId, requestId: "r-4" })).message).toBe(POINTS_MESSAGE.soldOut);
    expect(await balanceOf(token)).toBe(OPENING_POINTS.demo);
    expect(store.state.points.redemptions).toEqual([]);
  });

  it("takes the points once per requestId, stays in process until the review, then is approved", async () => {
    const token = await tokenOf("demo");
    const body = { rewardId: reward.rewardId, quantity: 1, paymentPassword: "135790", requestId: "r-ok" };
    const made = await call("pointRedeem", token, body);
    expect(made.value.status).toBe("IN_PROCESS");
    expect((await call("pointRedeem", token, body)).value.redeemId).toBe(made.value.redeemId);
    expect(await balanceOf(token)).toBe(OPENING_POINTS.demo! - reward.points);
    store.setNow(T0 + REDEEM_REVIEW_MS - 1);
    expect((await call("pointRedeemHistory", token)).value.list[0]?.status).toBe("IN_PROCESS");
    store.setNow(T0 + REDEEM_REVIEW_MS);
    expect((await call("pointRedeemHistory", token)).value.list[0]?.status).toBe("APPROVED");
    expect(checkPointInvariants(store)).toEqual([]);
  });

  it("returns the points when the review rejects it", async () => {
    const token = await tokenOf("demo");
    await call("pointRedeem", token, { rewardId: rejected.rewardId, quantity: 1, paymentPassword: "135790", requestId: "r-no" });
    expect(await balanceOf(token)).toBe(OPENING_POINTS.demo! - rejected.points);
    store.setNow(T0 + REDEEM_REVIEW_MS);
    const history = await call("pointRedeemHistory", token);
    expect([history.value.list[0]?.status, history.value.list[0]?.remark]).toEqual(["REJECTED", rejected.rejects]);
    expect(await balanceOf(token)).toBe(OPENING_POINTS.demo);
  });
});

describe("converting points", () => {
  it("credits the main wallet through the ledger at the ratio, and refuses below the minimum", async () => {
    const token = await tokenOf("demo");
    const before = member("demo").balanceMinor;
    expect((await call("pointConvert", token, { points: 500, paymentPassword: "135790", requestId: "c-1" })).message).toBe(POINTS_MESSAGE.belowMinimum);
    const converted = await call("pointConvert", token, { points: 2000, paymentPassword: "135790", requestId: "c-2" });
    expect(converted.value.amount).toBe(2000);
    expect(member("demo").balanceMinor).toBe(before + 2000);
    expect(ledgerOf("demo").at(-1)).toMatchObject({ kind: "POINTS_CONVERTED", amount: 2000 });
    expect(await balanceOf(token)).toBe(OPENING_POINTS.demo! - 2000);
  });
});

describe("VIP levels and progress [PTS-10] [PTS-11]", () => {
  it("lists every level to a guest and the member's progress to the next", async () => {
    expect((await call("vipLevels", "")).value.list.map((l) => l.labelName)).toEqual(VIP_LEVELS.map((l) => l.labelName));
    const progress = await call("rankProgress", await tokenOf("demo"));
    expect(progress.value).toMatchObject({ rankLevel: 1, playerRankName: "VIP1", nextRankName: "VIP2", monthlyTurnover: { actual: MONTHLY_TURNOVER.demo, expected: VIP_LEVELS[2]!.monthlyTurnover } });
  });
});
