import * as p from "./points-schemas.ts";
import { defineEndpoints, GET, POST } from "./endpoints.ts";

/**
 * Points mall and VIP rank (issue 30).
 * Rows of the endpoint table (src/api/endpoints.ts) that only a lazily loaded area calls: they travel with the
 * area's chunk, not with the start-up script. Called as `client.request(pointsEndpoints.<row>, init)`.
 */
export const pointsEndpoints = defineEndpoints({
  // points
  pointBalance: { id: "pointBalance", path: "/wps/relay/MCS2_getPointBalance", method: GET, token: true, encrypt: false, modId: "PTSYS3", body: "none", envelope: true, schema: p.pointBalanceSchema, noCache: true },
  pointRewards: { id: "pointRewards", path: "/wps/relay/MCS2_getPointReward", method: GET, token: false, encrypt: false, modId: "PTSYS3", body: "none", envelope: true, schema: p.pointRewardsSchema, noCache: true },
  pointRedeemHistory: { id: "pointRedeemHistory", path: "/wps/relay/MCS2_getRedeemPointList", method: GET, token: true, encrypt: false, modId: "PTSYS3", body: "none", envelope: true, schema: p.redeemListSchema, noCache: true },
  pointConfig: { id: "pointConfig", path: "/wps/relay/MCS2_getPointConfig", method: GET, token: false, encrypt: false, modId: "PTSYS3", body: "none", envelope: true, schema: p.pointConfigSchema },
  pointRedeem: { id: "pointRedeem", path: "/wps/relay/passwordCheck/MCS2_redeemPointReward", method: POST, token: true, encrypt: true, modId: "PTSYS3", body: "json", envelope: true, schema: p.redemptionSchema },
  pointConvert: { id: "pointConvert", path: "/wps/relay/passwordCheck/MCS2_convertPoint", method: POST, token: true, encrypt: true, modId: "PTSYS3", body: "json", envelope: true, schema: p.convertAnswerSchema },
  memberTransactions: { id: "memberTransactions", path: "/wps/relay/ODSFE2_MemTransDet", method: GET, token: true, encrypt: false, modId: "MEMTRANS3", body: "none", envelope: true, schema: p.pointDetailsSchema, noCache: true },
  vipLevels: { id: "vipLevels", path: "/wps/relay/MCSFE_getPlayerRankList", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: p.vipLevelsSchema },
  rankProgress: { id: "rankProgress", path: "/wps/relay/MCSFE_getPlayerRankProgress", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: p.rankProgressSchema, noCache: true },
});
