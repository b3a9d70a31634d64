import * as v from "valibot";
import * as s from "./schemas.ts";
import * as g from "./game-schemas.ts";
import * as l from "./lobby-schemas.ts";
import * as h from "./home-schemas.ts";
import * as c from "./cashier-schemas.ts";
import * as r from "./records-schemas.ts";
import * as pr from "./promotion-schemas.ts";
import * as rw from "./reward-schemas.ts";
import * as p from "./points-schemas.ts";
import * as ct from "./contract-schemas.ts";
import * as al from "./agent-link-schemas.ts";
import * as tm from "./team-schemas.ts";
import * as ar from "./agent-report-schemas.ts";
import * as cs from "./content-schemas.ts";

/** HTTP method of a platform call. */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
/** How the request payload travels: JSON body, urlencoded form body, or none (query only). */
export type BodyKind = "json" | "form" | "none";
/** `true`: `/wps` envelope; `false`: bare JSON (`/lgw`); `"text"`: plain-text body. */
export type EnvelopeKind = boolean | "text";

/** One row of the endpoint table. */
export interface EndpointDef<Id extends string = string> {
  readonly id: Id;
  readonly path: string;
  readonly method: HttpMethod;
  readonly token: boolean;
  readonly encrypt: boolean;
  readonly modId: string;
  readonly body: BodyKind;
  readonly envelope: EnvelopeKind;
  readonly schema: v.GenericSchema;
  /** Schema of `value` on a `success:false` answer, when the platform sends data with the failure. */
  readonly failure?: v.GenericSchema;
  /** Sends `Cache-Control: no-cache` and a `t=<ms>` query parameter. */
  readonly noCache?: true;
  /** The response shape is not fixed yet (`schema` is `v.unknown()`). */
  readonly pending?: true;
}

export function defineEndpoints<const T extends { [K in keyof T]: EndpointDef<K & string> }>(table: T): T {
  return table;
}

const GET = "GET";
const POST = "POST";
const PUT = "PUT";
const DELETE = "DELETE";

/** Every platform call the product makes (SPEC §7, research §4). */
export const endpoints = defineEndpoints({
  // session and member
  rsaKey: { id: "rsaKey", path: "/wps/session/key/rsa", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: "text", schema: s.rsaKeySchema, noCache: true },
  login: { id: "login", path: "/wps/session/login", method: POST, token: false, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: s.loginAnswerSchema, failure: s.loginFailureValueSchema },
  loginVerification: { id: "loginVerification", path: "/wps/session/login/verification", method: POST, token: false, encrypt: true, modId: "LOGINIPVERF3", body: "json", envelope: true, schema: s.loginVerificationAnswerSchema },
  loginFreeplay: { id: "loginFreeplay", path: "/wps/session/login/freeplay", method: POST, token: false, encrypt: false, modId: "FREEPLAY3", body: "json", envelope: true, schema: s.loginValueSchema },
  logout: { id: "logout", path: "/wps/session/logout", method: DELETE, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.logoutSchema },
  smsLoginCode: { id: "smsLoginCode", path: "/wps/verification/sms/noLogin", method: POST, token: false, encrypt: false, modId: "VERIFICATION3", body: "json", envelope: true, schema: s.smsCodeSentSchema },
  smsRegisterCode: { id: "smsRegisterCode", path: "/wps/verification/sms/register", method: POST, token: false, encrypt: false, modId: "MOBILENUMREG3", body: "json", envelope: true, schema: s.smsCodeSentSchema },
  captcha: { id: "captcha", path: "/wps/captcha", method: GET, token: false, encrypt: false, modId: "CAPTCHA3", body: "none", envelope: true, schema: s.captchaSchema, noCache: true },
  captchaGeetest: { id: "captchaGeetest", path: "/wps/captcha/geetest", method: GET, token: false, encrypt: false, modId: "GEETEST3", body: "none", envelope: true, schema: v.unknown(), pending: true, noCache: true },
  memberInfo: { id: "memberInfo", path: "/wps/member/info", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.memberInfoSchema },
  memberIcon: { id: "memberIcon", path: "/wps/member/info/icon", method: GET, token: true, encrypt: false, modId: "PROFPIC3", body: "none", envelope: true, schema: v.unknown(), pending: true },
  playerAvatar: { id: "playerAvatar", path: "/wps/relay/MCSFE_getPlayerAvatar", method: GET, token: true, encrypt: false, modId: "PROFPIC3", body: "none", envelope: true, schema: v.unknown(), pending: true },
  updateLanguage: { id: "updateLanguage", path: "/wps/member/language", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: v.unknown(), pending: true },
  register: { id: "register", path: "/wps/member/register", method: PUT, token: false, encrypt: true, modId: "REG3", body: "json", envelope: true, schema: s.loginValueSchema },
  registerMobile: { id: "registerMobile", path: "/wps/member/register/mobile", method: PUT, token: false, encrypt: true, modId: "MOBILENUMREG3", body: "json", envelope: true, schema: s.loginValueSchema },
  registerAutoUsername: { id: "registerAutoUsername", path: "/wps/member/register/autoUsername", method: PUT, token: false, encrypt: false, modId: "REG3", body: "json", envelope: true, schema: v.unknown(), pending: true },
  registerSettings: { id: "registerSettings", path: "/wps/system/setting/register", method: GET, token: false, encrypt: false, modId: "REG3", body: "none", envelope: true, schema: s.registerSettingsSchema },
  affiliateCheck: { id: "affiliateCheck", path: "/wps/agent/affiliate", method: GET, token: false, encrypt: false, modId: "AFFMAN3", body: "none", envelope: true, schema: s.affiliateCheckSchema },
  passwordChange: { id: "passwordChange", path: "/wps/member/password", method: POST, token: true, encrypt: true, modId: "PASS3", body: "json", envelope: true, schema: s.emptyValueSchema },
  passwordResetByPhone: { id: "passwordResetByPhone", path: "/wps/member/password/verification", method: POST, token: false, encrypt: true, modId: "CHNGPASSVERIF3", body: "json", envelope: true, schema: s.passwordResetByPhoneSchema },
  passwordResetSms: { id: "passwordResetSms", path: "/wps/member/password/sms", method: POST, token: false, encrypt: false, modId: "PWRESETSMS3", body: "json", envelope: true, schema: v.unknown(), pending: true },
  passwordResetEmail: { id: "passwordResetEmail", path: "/wps/member/password/email", method: POST, token: false, encrypt: false, modId: "COMM3", body: "form", envelope: true, schema: s.emptyValueSchema },
  walletBalance: { id: "walletBalance", path: "/wps/v2/wallets/balance", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.balanceSchema },
  fundsConsolidated: { id: "fundsConsolidated", path: "/wps/member/info/funds/consolidated", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: ct.consolidatedSchema, noCache: true },

  // cashier (issue 27; request and answer fields: ADR 0012)
  merchantWallet: { id: "merchantWallet", path: "/wps/relay/GCS_merchantWallet", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.merchantWalletSchema },
  vendorWallets: { id: "vendorWallets", path: "/wps/relay/GCS_getVendorWallets", method: GET, token: true, encrypt: false, modId: "FUNDTRANS3", body: "none", envelope: true, schema: c.vendorWalletsSchema, noCache: true },
  walletTransfer: { id: "walletTransfer", path: "/wps/relay/GCS_walletTransfer", method: POST, token: true, encrypt: false, modId: "FUNDTRANS3", body: "json", envelope: true, schema: c.walletTransferSchema },
  depositSettings: { id: "depositSettings", path: "/wps/relay/MCSFE_getDepositSettings", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.depositSettingsSchema },
  depositSubmit: { id: "depositSubmit", path: "/wps/relay/MCSFE_submitDepositOrder", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: c.depositOrderSchema },
  depositOrder: { id: "depositOrder", path: "/wps/relay/MCSFE_getDepositOrder", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.depositOrderSchema, noCache: true },
  securityConfig: { id: "securityConfig", path: "/wps/v2/member/securityConfig", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.securityConfigSchema, noCache: true },
  smsBindCode: { id: "smsBindCode", path: "/wps/verification/sms", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: s.smsCodeSentSchema },
  mobileBind: { id: "mobileBind", path: "/wps/member/mobile", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: c.securityConfigSchema },
  emailBind: { id: "emailBind", path: "/wps/member/email", method: POST, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: c.securityConfigSchema },
  paymentPasswordSet: { id: "paymentPasswordSet", path: "/wps/member/password/payment", method: POST, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: s.emptyValueSchema },
  bankList: { id: "bankList", path: "/wps/relay/MCSFE_getBankList", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.bankListSchema },
  bankCards: { id: "bankCards", path: "/wps/relay/MCSFE_getBankCards", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.bankCardsSchema, noCache: true },
  bankCardAdd: { id: "bankCardAdd", path: "/wps/relay/passwordCheck/MCSFE_addBankCard", method: POST, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: c.bankCardSchema },
  withdrawSettings: { id: "withdrawSettings", path: "/wps/relay/MCSFE_getWithdrawSettings", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.withdrawSettingsSchema, noCache: true },
  withdraw: { id: "withdraw", path: "/wps/relay/passwordCheck/MCSFE_withdraw", method: POST, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: c.withdrawalSchema },
  withdrawals: { id: "withdrawals", path: "/wps/relay/MCSFE_getWithdrawalList", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.withdrawalListSchema, noCache: true },
  paymentConfirmations: { id: "paymentConfirmations", path: "/wps/relay/MCSFE_getPaymentConfirmationList", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: c.paymentConfirmationListSchema, noCache: true },
  processC2c: { id: "processC2c", path: "/wps/relay/MCSFE_processC2CTransaction", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: c.c2cOutcomeSchema },
  uplineTransfer: { id: "uplineTransfer", path: "/wps/relay/passwordCheck/MCSFE_transferToUpline", method: POST, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: c.uplineTransferSchema },

  // records (issue 30 item 1; request and answer fields: ADR 0014)
  bettingRecords: { id: "bettingRecords", path: "/wps/relay/ODSFE2_getBettingRecords", method: GET, token: true, encrypt: false, modId: "MEMTRANS3", body: "none", envelope: true, schema: r.bettingRecordsSchema, noCache: true },
  transactionHistory: { id: "transactionHistory", path: "/wps/relay/ODSFE2_getTransactionHistory", method: GET, token: true, encrypt: false, modId: "MEMTRANS3", body: "none", envelope: true, schema: r.transactionHistorySchema, noCache: true },
  personalProfit: { id: "personalProfit", path: "/wps/relay/ODSFE2_getPersonalProfit", method: GET, token: true, encrypt: false, modId: "MEMTRANS3", body: "none", envelope: true, schema: r.personalProfitSchema, noCache: true },
  bonusDetails: { id: "bonusDetails", path: "/wps/relay/MCS2_getBonusDetails", method: GET, token: true, encrypt: false, modId: "MEMTRANS3", body: "none", envelope: true, schema: r.bonusDetailsSchema, noCache: true },

  // system
  systemStatus: { id: "systemStatus", path: "/wps/system/status", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.systemStatusSchema },
  whitelabel: { id: "whitelabel", path: "/wps/system/whitelabel", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.whitelabelSchema },
  countries: { id: "countries", path: "/wps/system/country", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.countriesSchema },
  domainRoute: { id: "domainRoute", path: "/wps/system/domainRoute", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.domainRouteSchema },
  helpCenter: { id: "helpCenter", path: "/wps/system/helpCenter", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.helpCenterSchema },
  customerService: { id: "customerService", path: "/wps/relay/WPSCORE_getCustomerServiceScript", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.customerServiceScriptSchema },
  // feedback and complaints (issue 31 item 4; fields: deviation CNT-14)
  feedback: { id: "feedback", path: "/wps/feedback", method: PUT, token: true, encrypt: false, modId: "FEEDBACK3", body: "json", envelope: true, schema: cs.feedbackReceiptSchema },

  // games
  vendorLanes: { id: "vendorLanes", path: "/wps/relay/GCSGAME_newGameVendor", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.vendorLanesSchema },
  hotGames: { id: "hotGames", path: "/wps/relay/GCSGAME_hotGamesV2", method: GET, token: false, encrypt: false, modId: "GAMELOHOT3", body: "none", envelope: true, schema: h.hotGamesSchema },
  gameList: { id: "gameList", path: "/wps/relay/GCSGAME_gameList", method: GET, token: true, encrypt: false, modId: "GAMELO3", body: "none", envelope: true, schema: g.gameListSchema },
  vendorGameTypes: { id: "vendorGameTypes", path: "/wps/relay/GCSGAME_getVassGameType", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: v.unknown(), pending: true },
  favouriteIds: { id: "favouriteIds", path: "/wps/relay/MCSFE_getFavoriteGames", method: GET, token: true, encrypt: false, modId: "GAMELOFAV3", body: "none", envelope: true, schema: g.favouriteIdsSchema },
  favouriteList: { id: "favouriteList", path: "/wps/relay/MCSFE_getFavoriteGamesList", method: GET, token: true, encrypt: false, modId: "GAMELOFAV3", body: "none", envelope: true, schema: g.favouriteListSchema },
  favouriteAdd: { id: "favouriteAdd", path: "/wps/relay/MCSFE_addFavoriteGameV2", method: POST, token: true, encrypt: false, modId: "GAMELOFAV3", body: "json", envelope: true, schema: g.favouriteChangeSchema },
  favouriteRemove: { id: "favouriteRemove", path: "/wps/relay/MCSFE_removeFavoriteGameV2", method: DELETE, token: true, encrypt: false, modId: "GAMELOFAV3", body: "json", envelope: true, schema: g.favouriteChangeSchema },
  recentGames: { id: "recentGames", path: "/wps/relay/GCS_recentGame", method: GET, token: true, encrypt: false, modId: "GAMELOREC3", body: "none", envelope: true, schema: g.recentGamesSchema },
  cardRooms: { id: "cardRooms", path: "/wps/relay/GLS2_roomList", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: l.roomListSchema },
  launchGame: { id: "launchGame", path: "/wps/game/launchGame", method: GET, token: true, encrypt: false, modId: "GAMELO3", body: "none", envelope: true, schema: g.launchAnswerSchema, failure: g.launchFailureValueSchema },
  launchTrialGame: { id: "launchTrialGame", path: "/wps/relay/GCS_gameTrialLaunch", method: GET, token: false, encrypt: false, modId: "GAMELO3", body: "none", envelope: true, schema: g.launchAnswerSchema, failure: g.launchFailureValueSchema },
  rankList: { id: "rankList", path: "/wps/relay/GCSGAME_getRankList", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: h.winnerBoardSchema },
  winnerBoard: { id: "winnerBoard", path: "/wps/relay/ODSFE2_getWinnerBoard", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: h.winnerBoardSchema },

  // lottery gateway (bare JSON)
  lotteryMenus: { id: "lotteryMenus", path: "/lgw/games/game_menus", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: false, schema: l.lotteryMenuSchema },
  lotteryPopular: { id: "lotteryPopular", path: "/lgw/games/popular", method: GET, token: false, encrypt: false, modId: "AGEANNOUNCE3", body: "none", envelope: false, schema: h.lotteryPopularSchema },
  vnLotteryMenu: { id: "vnLotteryMenu", path: "/lgw/vn/games/game_menu", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: false, schema: l.lotteryMenuSchema },
  vnLotteryMenuRecent: { id: "vnLotteryMenuRecent", path: "/lgw/vn/games/game_menu/recent", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: false, schema: v.unknown(), pending: true },
  vnOpenedNumbers: { id: "vnOpenedNumbers", path: "/lgw/vn/numeros/opened/game", method: GET, token: false, encrypt: false, modId: "AGEANNOUNCE3", body: "none", envelope: false, schema: h.vnOpenedNumbersSchema },
  lottoOpenedNumbers: { id: "lottoOpenedNumbers", path: "/lotto/lgw/games/opened/numero", method: GET, token: true, encrypt: false, modId: "AGEANNOUNCE3", body: "none", envelope: false, schema: v.unknown(), pending: true },

  // notices and missions
  announcements: { id: "announcements", path: "/wps/relay/MCSFE_getListAnnouncements", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: h.announcementsSchema },
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
  missionSummary: { id: "missionSummary", path: "/wps/relay/MCSFE_getMissionSummaryDetails", method: GET, token: true, encrypt: false, modId: "REWCEN3", body: "none", envelope: true, schema: v.unknown(), pending: true },
  missionLeaderboard: { id: "missionLeaderboard", path: "/wps/relay/MCSFE_getMissionLeaderboard", method: GET, token: true, encrypt: false, modId: "REWCEN3", body: "none", envelope: true, schema: v.unknown(), pending: true },
  claimRaffle: { id: "claimRaffle", path: "/wps/relay/MCS2_claimRafflePromotion", method: POST, token: true, encrypt: false, modId: "REWCEN3", body: "json", envelope: true, schema: pr.raffleOutcomeSchema },

  // promotions (issue 30 item 5; fields: deviation ACT-05)
  promotionCategories: { id: "promotionCategories", path: "/wps/relay/PROMOFE_getPromotionAnnouncementCategory", method: GET, token: false, encrypt: false, modId: "REWCEN3", body: "none", envelope: true, schema: pr.promotionCategoriesSchema },
  promotionsPublic: { id: "promotionsPublic", path: "/wps/relay/MCSFE_getMerchantAvailablePromotions", method: GET, token: false, encrypt: false, modId: "REWCEN3", body: "none", envelope: true, schema: pr.promotionListSchema, noCache: true },
  promotionsMember: { id: "promotionsMember", path: "/wps/relay/MCSFE_getAvailablePromotions", method: GET, token: true, encrypt: false, modId: "REWCEN3", body: "none", envelope: true, schema: pr.promotionListSchema, noCache: true },
  promotionSignUp: { id: "promotionSignUp", path: "/wps/relay/MCSFE_signUpRequestReward", method: POST, token: true, encrypt: false, modId: "REWCEN3", body: "json", envelope: true, schema: pr.activityOutcomeSchema },
  promotionApply: { id: "promotionApply", path: "/wps/relay/PROMOFE_applyPromotion", method: POST, token: true, encrypt: false, modId: "REWCEN3", body: "json", envelope: true, schema: pr.activityOutcomeSchema },
  promotionClaim: { id: "promotionClaim", path: "/wps/relay/MCSFE_claimPromotion", method: POST, token: true, encrypt: false, modId: "REWCEN3", body: "json", envelope: true, schema: pr.activityOutcomeSchema },

  // agent contract records (issue 29; fields: deviation CTR-09)
  dividendRecords: { id: "dividendRecords", path: "/wps/relay/MCSFE_getDividendContractRecords", method: GET, token: true, encrypt: false, modId: "SIGNCONDIV3", body: "none", envelope: true, schema: ct.contractRecordsSchema, noCache: true },
  dailySalaryRecords: { id: "dailySalaryRecords", path: "/wps/relay/MCSFE_getDailySalaryContractRecords", method: GET, token: true, encrypt: false, modId: "DAILYSALCONT3", body: "none", envelope: true, schema: ct.contractRecordsSchema, noCache: true },
  hourlySalaryRecords: { id: "hourlySalaryRecords", path: "/wps/relay/MCSFE_getHourSalaryContractRecords", method: GET, token: true, encrypt: false, modId: "HOURSAL3", body: "none", envelope: true, schema: ct.contractRecordsSchema, noCache: true },
  realTimeSalaryRecords: { id: "realTimeSalaryRecords", path: "/wps/relay/MCSFE_getRealTimeSalaryContractRecords", method: GET, token: true, encrypt: false, modId: "RTSALARY3", body: "none", envelope: true, schema: ct.contractRecordsSchema, noCache: true },
  // contract offers, answers and terminations (issue 29; the site's and its sandbox's contract, deviation OFR-09)
  dividendContract: { id: "dividendContract", path: "/wps/relay/MCS2_processDividendReq", method: POST, token: true, encrypt: false, modId: "SIGNCONDIV3", body: "json", envelope: true, schema: ct.contractActionSchema },
  dailySalaryContract: { id: "dailySalaryContract", path: "/wps/relay/MCS2_processDailySalContract", method: POST, token: true, encrypt: false, modId: "DAILYSALCONT3", body: "json", envelope: true, schema: ct.contractActionSchema },
  hourSalaryContract: { id: "hourSalaryContract", path: "/wps/relay/MCS2_processContractHourSalary", method: POST, token: true, encrypt: false, modId: "HOURSAL3", body: "json", envelope: true, schema: ct.contractActionSchema },
  realTimeSalaryContract: { id: "realTimeSalaryContract", path: "/wps/relay/MCSFE_processRealTimeSalaryContract", method: POST, token: true, encrypt: false, modId: "RTSALARY3", body: "json", envelope: true, schema: ct.contractActionSchema },
  contractOffers: { id: "contractOffers", path: "/wps/relay/MCSFE_getContractOffers", method: GET, token: true, encrypt: false, modId: "AGENTPOLICY3", body: "none", envelope: true, schema: ct.contractOffersSchema, noCache: true },

  // agent centre: Account (register centre; the site's and its sandbox's contract, docs/requirements.md LNK-07)
  agentLinks: { id: "agentLinks", path: "/wps/relay/MCSFE_getAffiliateLinks", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: al.agentLinksSchema, noCache: true },
  agentLinkCreate: { id: "agentLinkCreate", path: "/wps/relay/MCSFE_createAffiliateLink", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: al.agentLinkSchema },
  agentLinkStatus: { id: "agentLinkStatus", path: "/wps/relay/MCSFE_setAffiliateLinkStatus", method: POST, token: true, encrypt: false, modId: "COMM3", body: "json", envelope: true, schema: al.agentLinkSchema },
  agentDownlineRegister: { id: "agentDownlineRegister", path: "/wps/relay/MCS2_registerDownline", method: PUT, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: al.downlineSchema },

  // agent centre team (issue 29; the site's and its sandbox's contract, TEAM-06)
  downlineList: { id: "downlineList", path: "/wps/relay/MCSFE_getDownlineList", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: tm.downlineListSchema, noCache: true },
  downlineTransfer: { id: "downlineTransfer", path: "/wps/relay/passwordCheck/MCSFE_transferToDownline", method: POST, token: true, encrypt: true, modId: "COMM3", body: "json", envelope: true, schema: tm.downlineTransferSchema },
  teamOverview: { id: "teamOverview", path: "/wps/relay/MCSFE_getTeamOverview", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: tm.teamOverviewSchema, noCache: true },
  // agent centre team reports (issue 29; the site's and its sandbox's contract, RPT-07)
  teamBetHistory: { id: "teamBetHistory", path: "/wps/relay/MCSFE_getTeamBetHistory", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: ar.teamBetHistorySchema, noCache: true },
  teamProfitLoss: { id: "teamProfitLoss", path: "/wps/relay/MCSFE_getTeamProfitLoss", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: ar.teamProfitLossSchema, noCache: true },
  agentIncome: { id: "agentIncome", path: "/wps/relay/MCSFE_getAgentIncome", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: ar.agentIncomeSchema, noCache: true },
  teamTransactions: { id: "teamTransactions", path: "/wps/relay/MCSFE_getTeamTransactions", method: GET, token: true, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: ar.teamTransactionsSchema, noCache: true },

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

/** The endpoint table's type. */
export type Endpoints = typeof endpoints;
/** Id of a platform call. */
export type EndpointId = keyof Endpoints;
/** Validated response value of a call. */
export type ResponseOf<K extends EndpointId> = v.InferOutput<Endpoints[K]["schema"]>;
