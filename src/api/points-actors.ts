/**
 * Live actors of the points mall, the points redemption and the VIP levels (issue 30 items 2–4) over the platform
 * client: the one place that knows the calls' fields (src/api/points-schemas.ts, PTS-21) and maps them to the
 * machines' domain. Loaded with the first of these pages, never with the first route.
 */
import { fromPromise } from "xstate";
import { pointsMallMachine, type PointsMallInput } from "../../machines/points-mall/points-mall.machine.ts";
import { pointsRedeemMachine } from "../../machines/points-redeem/points-redeem.machine.ts";
import { pointsConvertMachine } from "../../machines/points-convert/points-convert.machine.ts";
import { vipRankMachine, type VipRankInput } from "../../machines/vip-rank/vip-rank.machine.ts";
import type { Conversion, ConvertRequest, PointEntry, PointKind, PointsMall, Redemption, RedeemRequest, RewardCategory } from "../../machines/points-mall/points.types.ts";
import type { VipOverview } from "../../machines/vip-rank/vip.types.ts";
import type { PlatformClient } from "./client.ts";
import type { RedemptionWire } from "./points-schemas.ts";
import { pointsEndpoints } from "./points-endpoints.ts";

const REDEEM_STATUS = { IN_PROCESS: "inProcess", APPROVED: "approved", REJECTED: "rejected" } as const;
const CATEGORY: Record<string, RewardCategory> = { GOODS: "goods", GIFT: "gift", PROMOTION: "promotion" };
const KIND: Record<string, PointKind> = {
  LIVE: "live",
  LOTTERY: "lottery",
  PVP: "pvp",
  RNG: "slots",
  SPORTS: "sports",
  FISH: "fishing",
  ESPORTS: "esports",
  DEPOSIT: "deposit",
  REDEEM: "redeem",
  REDEEM_RETURNED: "redeemReturned",
  CONVERT: "convert",
};

export const toRedemption = (r: RedemptionWire): Redemption => ({
  redeemId: r.redeemId,
  rewardName: r.rewardName,
  quantity: r.quantity,
  points: r.points,
  status: REDEEM_STATUS[r.status],
  remark: r.remark,
  createdAt: r.createdAt,
});

const PAGE = { pageNo: 1, pageSize: 20 };

export async function fetchPointsMall(client: PlatformClient, input: PointsMallInput, signal?: AbortSignal): Promise<PointsMall> {
  const [rewards, config, member] = await Promise.all([
    client.request(pointsEndpoints.pointRewards, { signal }),
    client.request(pointsEndpoints.pointConfig, { signal }),
    input.member
      ? Promise.all([client.request(pointsEndpoints.pointBalance, { signal }), client.request(pointsEndpoints.pointRedeemHistory, { query: PAGE, signal }), client.request(pointsEndpoints.memberTransactions, { query: PAGE, signal })])
      : null,
  ]);
  return {
    rewards: rewards.list.map((r) => ({ rewardId: r.rewardId, name: r.rewardName, category: CATEGORY[r.category] ?? "goods", points: r.points, stock: r.stock })),
    config: { ratio: config.ratio, minimumConvert: config.minimumConvert, maximumQuantity: config.maximumQuantity, expires: config.expires, rates: config.rates.map((r) => ({ category: r.category, rate: r.rate })) },
    member: member
      ? {
          balance: member[0].points,
          redemptions: member[1].list.map(toRedemption),
          details: member[2].list.map((d): PointEntry => ({ id: d.id, at: d.at, kind: KIND[d.type] ?? "redeem", points: d.changedPoints, balanceAfter: d.balanceAfter })),
        }
      : null,
  };
}

export async function fetchVipOverview(client: PlatformClient, input: VipRankInput, signal?: AbortSignal): Promise<VipOverview> {
  const [levels, progress] = await Promise.all([client.request(pointsEndpoints.vipLevels, { signal }), input.member ? client.request(pointsEndpoints.rankProgress, { signal }) : null]);
  return {
    levels: levels.list
      .map((l) => ({
        rankLevel: l.rankLevel,
        name: l.labelName,
        monthlyTurnover: l.monthlyTurnover,
        upgradeBonus: l.upgradeBonus,
        monthlyBonus: l.monthlyBonus,
        birthdayBonus: l.birthdayBonus,
        rebatePercent: l.rebatePercent,
        dailyWithdrawals: l.dailyWithdrawals,
        vipService: l.vipService,
      }))
      .sort((a, b) => a.rankLevel - b.rankLevel),
    progress: progress
      ? {
          rankLevel: progress.rankLevel,
          rankName: progress.playerRankName,
          nextRankName: progress.nextRankName,
          actual: progress.monthlyTurnover.actual,
          expected: progress.monthlyTurnover.expected,
        }
      : null,
  };
}

/** One redemption of the member's history by id (the newest page holds a redemption just made), or null. */
async function fetchRedemption(client: PlatformClient, redeemId: string, signal?: AbortSignal): Promise<Redemption | null> {
  const list = await client.request(pointsEndpoints.pointRedeemHistory, { query: PAGE, signal });
  const found = list.list.find((r) => r.redeemId === redeemId);
  return found ? toRedemption(found) : null;
}

/** The points and VIP machines with their live actors. */
export function providedPointsMachines(client: PlatformClient) {
  return {
    pointsMall: pointsMallMachine.provide({ actors: { fetchMall: fromPromise<PointsMall, PointsMallInput>(({ input, signal }) => fetchPointsMall(client, input, signal)) } }),
    pointsRedeem: pointsRedeemMachine.provide({
      actors: {
        submitRedeem: fromPromise<Redemption, RedeemRequest>(async ({ input }) =>
          toRedemption(await client.request(pointsEndpoints.pointRedeem, { body: { rewardId: input.rewardId, quantity: input.quantity, paymentPassword: input.paymentPassword, requestId: input.requestId } })),
        ),
        fetchRedemption: fromPromise<Redemption | null, { redeemId: string }>(({ input, signal }) => fetchRedemption(client, input.redeemId, signal)),
      },
    }),
    pointsConvert: pointsConvertMachine.provide({
      actors: {
        submitConvert: fromPromise<Conversion, ConvertRequest>(({ input }) =>
          client.request(pointsEndpoints.pointConvert, { body: { points: input.points, paymentPassword: input.paymentPassword, requestId: input.requestId } }),
        ),
      },
    }),
    vipRank: vipRankMachine.provide({ actors: { fetchOverview: fromPromise<VipOverview, VipRankInput>(({ input, signal }) => fetchVipOverview(client, input, signal)) } }),
  };
}
