import * as s from "./schemas.ts";
import * as pr from "./promotion-schemas.ts";
import * as rw from "./reward-schemas.ts";
import * as ms from "./mission-schemas.ts";
import { defineEndpoints, GET, POST, DELETE } from "./endpoints.ts";

/**
 * Platform information (inbox), reward centre, cashback, referral, missions and promotions (issue 30).
 * Rows of the endpoint table (src/api/endpoints.ts) that only a lazily loaded area calls: they travel with the
 * area's chunk, not with the start-up script. Called as `client.request(rewardEndpoints.<row>, init)`.
 */
export const rewardEndpoints = defineEndpoints({
  // notices, rewards, cashback, referral and missions
  inboxUnread: { id: "inboxUnread", path: "/wps/relay/CSP_unreadCount", method: GET, token: true, encrypt: false, modId: "INBOX3", body: "none", envelope: true, schema: rw.unreadCountSchema, noCache: true },
  inboxList: { id: "inboxList", path: "/wps/relay/CSP_getInbox", method: GET, token: true, encrypt: false, modId: "INBOX3", body: "none", envelope: true, schema: rw.inboxPageSchema, noCache: true },
  inboxRead: { id: "inboxRead", path: "/wps/relay/CSP_readInbox", method: POST, token: true, encrypt: false, modId: "INBOX3", body: "json", envelope: true, schema: rw.inboxMessageSchema },
  inboxReadAll: { id: "inboxReadAll", path: "/wps/relay/CSP_readAllInbox", method: POST, token: true, encrypt: false, modId: "INBOX3", body: "json", envelope: true, schema: s.emptyValueSchema },
  inboxDelete: { id: "inboxDelete", path: "/wps/relay/CSP_deleteInbox", method: DELETE, token: true, encrypt: false, modId: "INBOX3", body: "json", envelope: true, schema: s.emptyValueSchema },
  rewardBook: { id: "rewardBook", path: "/wps/relay/MCS2_getPromotionClaimList", method: GET, token: true, encrypt: false, modId: "REWCEN3", body: "none", envelope: true, schema: rw.rewardBookSchema, noCache: true },
  rewardClaim: { id: "rewardClaim", path: "/wps/relay/MCSFE_getClaimPromotion", method: POST, token: true, encrypt: false, modId: "REWCEN3", body: "json", envelope: true, schema: rw.claimResultSchema },
  rebateBook: { id: "rebateBook", path: "/wps/relay/MCSFE_getManualRebate", method: GET, token: true, encrypt: false, modId: "MANUALREBATE3", body: "none", envelope: true, schema: rw.rebateBookSchema, noCache: true },
  rebateClaim: { id: "rebateClaim", path: "/wps/relay/MCSFE_claimManualRebate", method: POST, token: true, encrypt: false, modId: "MANUALREBATE3", body: "json", envelope: true, schema: rw.claimResultSchema },
  referralDetails: { id: "referralDetails", path: "/wps/relay/MCSFE_getReferralDetails", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: rw.referralDetailsSchema },
  referralFriends: { id: "referralFriends", path: "/wps/relay/MCSFE_getReferralFriends", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: rw.referralFriendsSchema, noCache: true },
  // missions (fields: deviation MIS-04; a mission's reward is claimed with rewardClaim)
  missionSummary: { id: "missionSummary", path: "/wps/relay/MCSFE_getMissionSummaryDetails", method: GET, token: true, encrypt: false, modId: "REWCEN3", body: "none", envelope: true, schema: ms.missionSummarySchema, noCache: true },
  missionLeaderboard: { id: "missionLeaderboard", path: "/wps/relay/MCSFE_getMissionLeaderboard", method: GET, token: true, encrypt: false, modId: "REWCEN3", body: "none", envelope: true, schema: ms.missionLeaderboardSchema, noCache: true },
  claimRaffle: { id: "claimRaffle", path: "/wps/relay/MCS2_claimRafflePromotion", method: POST, token: true, encrypt: false, modId: "REWCEN3", body: "json", envelope: true, schema: pr.raffleOutcomeSchema },

  // promotions (issue 30 item 5; fields: deviation ACT-05)
  promotionCategories: { id: "promotionCategories", path: "/wps/relay/PROMOFE_getPromotionAnnouncementCategory", method: GET, token: false, encrypt: false, modId: "REWCEN3", body: "none", envelope: true, schema: pr.promotionCategoriesSchema },
  promotionsPublic: { id: "promotionsPublic", path: "/wps/relay/MCSFE_getMerchantAvailablePromotions", method: GET, token: false, encrypt: false, modId: "REWCEN3", body: "none", envelope: true, schema: pr.promotionListSchema, noCache: true },
  promotionsMember: { id: "promotionsMember", path: "/wps/relay/MCSFE_getAvailablePromotions", method: GET, token: true, encrypt: false, modId: "REWCEN3", body: "none", envelope: true, schema: pr.promotionListSchema, noCache: true },
  promotionSignUp: { id: "promotionSignUp", path: "/wps/relay/MCSFE_signUpRequestReward", method: POST, token: true, encrypt: false, modId: "REWCEN3", body: "json", envelope: true, schema: pr.activityOutcomeSchema },
  promotionApply: { id: "promotionApply", path: "/wps/relay/PROMOFE_applyPromotion", method: POST, token: true, encrypt: false, modId: "REWCEN3", body: "json", envelope: true, schema: pr.activityOutcomeSchema },
  promotionClaim: { id: "promotionClaim", path: "/wps/relay/MCSFE_claimPromotion", method: POST, token: true, encrypt: false, modId: "REWCEN3", body: "json", envelope: true, schema: pr.activityOutcomeSchema },
});
