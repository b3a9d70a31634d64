import * as v from "valibot";
import * as s from "./schemas.ts";
import * as g from "./game-schemas.ts";
import * as l from "./lobby-schemas.ts";
import * as h from "./home-schemas.ts";

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

/** Types a table of rows (each keyed by its id) without widening it. */
export function defineEndpoints<const T extends { [K in keyof T]: EndpointDef<K & string> }>(table: T): T {
  return table;
}

export const GET = "GET";
export const POST = "POST";
export const PUT = "PUT";
export const DELETE = "DELETE";

/**
 * The platform calls of start-up, sign-in, the lobbies and games, home and notices (SPEC §7, research §4): the rows a
 * first route may need, called by id (`client.request("memberInfo")`). Each lazily loaded area keeps its own table of
 * the same rows beside this one (cashier-, records-, reward-, points- and agent-endpoints.ts), called by row, so its
 * schemas load with the area; all-endpoints.ts joins every table for the tests and the docs.
 */
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

  // system
  systemStatus: { id: "systemStatus", path: "/wps/system/status", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.systemStatusSchema },
  whitelabel: { id: "whitelabel", path: "/wps/system/whitelabel", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.whitelabelSchema },
  countries: { id: "countries", path: "/wps/system/country", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.countriesSchema },
  domainRoute: { id: "domainRoute", path: "/wps/system/domainRoute", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.domainRouteSchema },
  helpCenter: { id: "helpCenter", path: "/wps/system/helpCenter", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.helpCenterSchema },
  customerService: { id: "customerService", path: "/wps/relay/WPSCORE_getCustomerServiceScript", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: s.customerServiceScriptSchema },

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

  // notices
  announcements: { id: "announcements", path: "/wps/relay/MCSFE_getListAnnouncements", method: GET, token: false, encrypt: false, modId: "COMM3", body: "none", envelope: true, schema: h.announcementsSchema },
});

/** The endpoint table's type. */
export type Endpoints = typeof endpoints;
/** Id of a platform call. */
export type EndpointId = keyof Endpoints;
/** Validated response value of a call. */
export type ResponseOf<K extends EndpointId> = v.InferOutput<Endpoints[K]["schema"]>;
