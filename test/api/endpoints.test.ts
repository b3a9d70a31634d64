// @vitest-environment node
import type { WireGame, WireGameList } from "../../src/api/game-schemas.ts";
import type { WireAnnouncements, WireLotteryGame, WireOpenedNumber, WireWinnerBoard } from "../../src/api/home-schemas.ts";
import { describe, expect, expectTypeOf, it } from "vitest";
import { allEndpoints as endpoints } from "../../src/api/all-endpoints.ts";
import { type EndpointDef, type ResponseOf } from "../../src/api/endpoints.ts";
import type { PlatformClient } from "../../src/api/client.ts";
import { makeClient } from "./helpers.ts";
import type { Balance, Country, LoginAnswer, LoginValue, LoginVerification, MemberInfo, RegisterSettings, SmsCodeSent, SystemStatus, WhitelabelNode } from "../../src/api/schemas.ts";

const rows: EndpointDef[] = Object.values(endpoints);

describe("endpoint table", () => {
  it("keys every row by its camelCase id", () => {
    for (const [key, row] of Object.entries(endpoints)) {
      expect(row.id).toBe(key);
      expect(key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    }
  });

  it("has one row per path and method", () => {
    const keys = rows.map((row) => `${row.method} ${row.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("uses the envelope on /wps (plain text for the RSA key) and bare JSON on the lottery gateway", () => {
    for (const row of rows) {
      if (row.path.startsWith("/wps/")) expect(row.envelope).toBe(row.id === "rsaKey" ? "text" : true);
      else {
        expect(row.path).toMatch(/^\/(lotto\/)?lgw\//);
        expect(row.envelope).toBe(false);
      }
    }
  });

  it("sends GET parameters as a query, never as a body", () => {
    for (const row of rows.filter((r) => r.method === "GET")) expect(row.body).toBe("none");
  });

  it("encrypts exactly the calls the platform tables mark encrypted, and every call that carries a payment password (ADR 0012)", () => {
    expect(rows.filter((row) => row.encrypt).map((row) => row.path).sort()).toEqual(
      [
        "/wps/member/password",
        "/wps/member/password/payment",
        "/wps/member/email",
        "/wps/relay/passwordCheck/MCSFE_addBankCard",
        "/wps/relay/passwordCheck/MCSFE_transferToUpline",
        "/wps/relay/passwordCheck/MCSFE_transferToDownline",
        "/wps/relay/passwordCheck/MCSFE_withdraw",
        "/wps/member/password/verification",
        "/wps/member/register",
        "/wps/member/register/mobile",
        // A downline's password travels like a registration's (LNK-07).
        "/wps/relay/MCS2_registerDownline",
        "/wps/relay/passwordCheck/MCS2_convertPoint",
        "/wps/relay/passwordCheck/MCS2_redeemPointReward",
        "/wps/session/login",
        "/wps/session/login/verification",
      ].sort(),
    );
    for (const row of rows.filter((r) => r.encrypt)) expect(row.body).toBe("json");
  });

  it("marks every row without a fixed shape as pending with an explicit unknown schema", () => {
    for (const row of rows) {
      expect(row.schema.type === "unknown").toBe(row.pending === true);
      expect(row.modId).toMatch(/^[A-Z0-9]+$/);
    }
  });

  it("covers the calls of SPEC §7", () => {
    const paths = new Set(rows.map((row) => row.path));
    const spec = [
      "/wps/session/login",
      "/wps/session/login/freeplay",
      "/wps/verification/sms/noLogin",
      "/wps/system/whitelabel",
      "/lgw/games/game_menus",
      "/wps/member/info",
      "/wps/member/info/icon",
      "/wps/member/register",
      "/wps/member/register/mobile",
      "/wps/member/password",
      "/wps/member/password/verification",
      "/wps/member/password/email",
      "/wps/agent/affiliate",
      "/wps/system/setting/register",
      "/wps/captcha",
      "/wps/system/status",
      "/wps/relay/MCSFE_getPlayerAvatar",
      "/wps/v2/wallets/balance",
      "/wps/relay/GCS_walletTransfer",
      "/wps/session/logout",
      "/wps/system/country",
      "/wps/relay/WPSCORE_getCustomerServiceScript",
      "/wps/relay/GCSGAME_hotGamesV2",
      "/wps/relay/GCSGAME_gameList",
      "/wps/relay/GCSGAME_getVassGameType",
      "/wps/relay/GCSGAME_newGameVendor",
      "/wps/relay/MCSFE_getFavoriteGames",
      "/wps/relay/MCSFE_getFavoriteGamesList",
      "/wps/relay/MCSFE_addFavoriteGameV2",
      "/wps/relay/MCSFE_removeFavoriteGameV2",
      "/wps/relay/GCS_recentGame",
      "/wps/relay/GLS2_roomList",
      "/wps/game/launchGame",
      "/lgw/vn/games/game_menu",
      "/lgw/vn/games/game_menu/recent",
      "/wps/relay/MCSFE_getMissionSummaryDetails",
      "/wps/relay/MCSFE_getMissionLeaderboard",
      "/wps/relay/MCSFE_getListAnnouncements",
      "/wps/relay/CSP_unreadCount",
      "/lgw/games/popular",
      "/lgw/vn/numeros/opened/game",
      "/lotto/lgw/games/opened/numero",
      "/wps/member/info/funds/consolidated",
      "/wps/relay/MCS2_processDividendReq",
      "/wps/relay/MCS2_processDailySalContract",
      "/wps/relay/MCS2_processContractHourSalary",
      "/wps/relay/MCSFE_processRealTimeSalaryContract",
      "/wps/relay/GCS_merchantWallet",
      "/wps/relay/GCSGAME_getRankList",
      "/wps/system/domainRoute",
      "/wps/verification/sms/register",
      "/wps/feedback",
      "/wps/relay/MCS2_claimRafflePromotion",
      "/wps/member/language",
      "/wps/relay/MCS2_getPointBalance",
      "/wps/relay/MCS2_getPointReward",
      "/wps/relay/MCS2_getRedeemPointList",
      "/wps/relay/MCS2_getPointConfig",
      "/wps/relay/ODSFE2_MemTransDet",
      "/wps/relay/passwordCheck/MCS2_redeemPointReward",
      "/wps/relay/passwordCheck/MCS2_convertPoint",
      "/wps/system/helpCenter",
      "/wps/session/key/rsa",
      "/wps/session/login/verification",
    ];
    expect(spec.filter((path) => !paths.has(path))).toEqual([]);
  });

  it("infers each call's response type from its schema", () => {
    expectTypeOf<ResponseOf<"systemStatus">>().toEqualTypeOf<SystemStatus>();
    expectTypeOf<ResponseOf<"memberInfo">>().toEqualTypeOf<MemberInfo>();
    expectTypeOf<ResponseOf<"whitelabel">>().toEqualTypeOf<WhitelabelNode[]>();
    expectTypeOf<ResponseOf<"captcha">>().toEqualTypeOf<string>();
    expectTypeOf<ResponseOf<"gameList">>().toEqualTypeOf<WireGameList>();
    expectTypeOf<ResponseOf<"hotGames">["list"]>().toEqualTypeOf<WireGame[]>();
    expectTypeOf<ResponseOf<"announcements">>().toEqualTypeOf<WireAnnouncements>();
    expectTypeOf<ResponseOf<"winnerBoard">>().toEqualTypeOf<WireWinnerBoard>();
    expectTypeOf<ResponseOf<"lotteryPopular">>().toEqualTypeOf<WireLotteryGame[]>();
    expectTypeOf<ResponseOf<"vnOpenedNumbers">>().toEqualTypeOf<WireOpenedNumber[]>();
    const { client } = makeClient();
    expectTypeOf(client.request<"systemStatus">).returns.toEqualTypeOf<Promise<SystemStatus>>();
    expectTypeOf(client.request<"countries">).returns.toEqualTypeOf<Promise<Country[]>>();
    expectTypeOf<ReturnType<PlatformClient["login"]>>().toEqualTypeOf<Promise<LoginAnswer>>();
    expectTypeOf<LoginAnswer>().toEqualTypeOf<LoginValue | LoginVerification>();
    expectTypeOf<ResponseOf<"registerSettings">>().toEqualTypeOf<RegisterSettings>();
    expectTypeOf<ResponseOf<"walletBalance">>().toEqualTypeOf<Balance>();
    expectTypeOf<ResponseOf<"smsLoginCode">>().toEqualTypeOf<SmsCodeSent>();
    expectTypeOf<ReturnType<PlatformClient["freePlay"]>>().toEqualTypeOf<Promise<LoginValue>>();
    // Checked by the compiler only (never called): the overloads pick the result from the body.
    const overloads = (verify: PlatformClient["loginVerification"]) => {
      expectTypeOf(verify({ ticket: "t", method: "GA", answer: "1" })).toEqualTypeOf<Promise<LoginValue>>();
      expectTypeOf(verify({ ticket: "t", method: "SMS", send: true })).toEqualTypeOf<Promise<SmsCodeSent>>();
    };
    expect(typeof overloads).toBe("function");
  });

  it("gives every authentication call of ADR 0008 a schema", () => {
    const auth = ["login", "loginVerification", "loginFreeplay", "smsLoginCode", "smsRegisterCode", "registerSettings", "affiliateCheck", "register", "registerMobile", "passwordChange", "passwordResetEmail", "passwordResetByPhone", "walletBalance"] as const;
    for (const id of auth) {
      const row: EndpointDef = endpoints[id];
      expect(row.pending, id).toBeUndefined();
      expect(row.schema.type, id).not.toBe("unknown");
    }
  });
});
