import { appMachine } from "./app/app.machine.ts";
import { appInputs, appSamples } from "./app/app.samples.ts";
import { bootMachine } from "./boot/boot.machine.ts";
import { bootInputs, bootSamples } from "./boot/boot.samples.ts";
import { customerServiceMachine } from "./customer-service/customer-service.machine.ts";
import { customerServiceInputs, customerServiceSamples } from "./customer-service/customer-service.samples.ts";
import { platformLogoutMachine } from "./platform-logout/platform-logout.machine.ts";
import { platformLogoutInputs, platformLogoutSamples } from "./platform-logout/platform-logout.samples.ts";
import { defineEntry, type MachineEntry } from "./shared/registry-types.ts";
import { balanceMachine } from "./balance/balance.machine.ts";
import { balanceInputs, balanceSamples } from "./balance/balance.samples.ts";
import { gameLaunchMachine } from "./game-launch/game-launch.machine.ts";
import { gameLaunchInputs, gameLaunchSamples } from "./game-launch/game-launch.samples.ts";
import { changePasswordErrors, changePasswordMachine } from "./change-password/change-password.machine.ts";
import { changePasswordInputs, changePasswordSamples } from "./change-password/change-password.samples.ts";
import { loginErrors, loginMachine } from "./login/login.machine.ts";
import { loginInputs, loginSamples } from "./login/login.samples.ts";
import { passwordRecoveryMachine, recoveryErrors } from "./password-recovery/password-recovery.machine.ts";
import { passwordRecoveryInputs, passwordRecoverySamples } from "./password-recovery/password-recovery.samples.ts";
import { registrationErrors, registrationMachine } from "./registration/registration.machine.ts";
import { registrationInputs, registrationSamples } from "./registration/registration.samples.ts";
import { sessionMachine } from "./session/session.machine.ts";
import { sessionInputs, sessionSamples } from "./session/session.samples.ts";
import { smsCodeMachine } from "./sms-code/sms-code.machine.ts";
import { smsCodeInputs, smsCodeSamples } from "./sms-code/sms-code.samples.ts";
import { gameListMachine } from "./game-list/game-list.machine.ts";
import { gameListInputs, gameListSamples } from "./game-list/game-list.samples.ts";
import { catalogueMachine } from "./catalogue/catalogue.machine.ts";
import { catalogueInputs, catalogueSamples } from "./catalogue/catalogue.samples.ts";

import { lobbyMachine } from "./lobby/lobby.machine.ts";
import { lobbyInputs, lobbySamples } from "./lobby/lobby.samples.ts";
import { lotteryMachine } from "./lottery/lottery.machine.ts";
import { lotteryInputs, lotterySamples } from "./lottery/lottery.samples.ts";
import { categoryMenuMachine } from "./lobby/category-menu.machine.ts";
import { categoryMenuInputs, categoryMenuSamples } from "./lobby/category-menu.samples.ts";
import { announcementsMachine } from "./announcements/announcements.machine.ts";
import { announcementsInputs, announcementsSamples } from "./announcements/announcements.samples.ts";
import { homeMachine } from "./home/home.machine.ts";
import { homeInputs, homeSamples } from "./home/home.samples.ts";
import { depositMachine } from "./deposit/deposit.machine.ts";
import { depositInputs, depositSamples } from "./deposit/deposit.samples.ts";
import { cardErrors, passwordSetupErrors, withdrawErrors, withdrawMachine } from "./withdraw/withdraw.machine.ts";
import { withdrawInputs, withdrawSamples } from "./withdraw/withdraw.samples.ts";
import { withdrawalConfirmationMachine } from "./withdrawal-confirmation/withdrawal-confirmation.machine.ts";
import { withdrawalConfirmationInputs, withdrawalConfirmationSamples } from "./withdrawal-confirmation/withdrawal-confirmation.samples.ts";
import { walletAmountProblem, walletMachine } from "./wallet/wallet.machine.ts";
import { walletInputs, walletSamples } from "./wallet/wallet.samples.ts";
import { withdrawalsMachine } from "./withdrawals/withdrawals.machine.ts";
import { withdrawalsInputs, withdrawalsSamples } from "./withdrawals/withdrawals.samples.ts";
import { uplineErrors, uplineTransferMachine } from "./upline-transfer/upline-transfer.machine.ts";
import { uplineTransferInputs, uplineTransferSamples } from "./upline-transfer/upline-transfer.samples.ts";
import { sectionErrors, securityCentreMachine, type SecuritySection } from "./security-centre/security-centre.machine.ts";
import { securityCentreInputs, securityCentreSamples } from "./security-centre/security-centre.samples.ts";
import { recordsMachine } from "./records/records.machine.ts";
import { recordsInputs, recordsSamples } from "./records/records.samples.ts";
import { activityMachine } from "./activity/activity.machine.ts";
import { activityInputs, activitySamples } from "./activity/activity.samples.ts";
import { promotionsMachine } from "./promotions/promotions.machine.ts";
import { promotionsInputs, promotionsSamples } from "./promotions/promotions.samples.ts";
import { inboxMachine } from "./inbox/inbox.machine.ts";
import { inboxInputs, inboxSamples } from "./inbox/inbox.samples.ts";
import { claimMachine } from "./claim/claim.machine.ts";
import { claimInputs, claimSamples } from "./claim/claim.samples.ts";
import { referralMachine } from "./referral/referral.machine.ts";
import { referralInputs, referralSamples } from "./referral/referral.samples.ts";
import { badgesMachine } from "./badges/badges.machine.ts";
import { badgesInputs, badgesSamples } from "./badges/badges.samples.ts";
import { missionsMachine } from "./missions/missions.machine.ts";
import { missionsInputs, missionsSamples } from "./missions/missions.samples.ts";
import { pointsMallMachine } from "./points-mall/points-mall.machine.ts";
import { pointsMallInputs, pointsMallSamples } from "./points-mall/points-mall.samples.ts";
import { pointsRedeemMachine, redeemErrors } from "./points-redeem/points-redeem.machine.ts";
import { pointsRedeemInputs, pointsRedeemSamples } from "./points-redeem/points-redeem.samples.ts";
import { convertErrors, pointsConvertMachine } from "./points-convert/points-convert.machine.ts";
import { pointsConvertInputs, pointsConvertSamples } from "./points-convert/points-convert.samples.ts";
import { vipRankMachine } from "./vip-rank/vip-rank.machine.ts";
import { vipRankInputs, vipRankSamples } from "./vip-rank/vip-rank.samples.ts";
import { helpCentreMachine } from "./help-centre/help-centre.machine.ts";
import { helpCentreInputs, helpCentreSamples } from "./help-centre/help-centre.samples.ts";
import { noticeBoardMachine } from "./notice-board/notice-board.machine.ts";
import { noticeBoardInputs, noticeBoardSamples } from "./notice-board/notice-board.samples.ts";
import { joinErrors, joinMachine } from "./join/join.machine.ts";
import { joinInputs, joinSamples } from "./join/join.samples.ts";
import { feedbackErrors, feedbackMachine } from "./feedback/feedback.machine.ts";
import { feedbackInputs, feedbackSamples } from "./feedback/feedback.samples.ts";
import { winnersMachine } from "./winners/winners.machine.ts";
import { winnersInputs, winnersSamples } from "./winners/winners.samples.ts";
import { articlesMachine } from "./articles/articles.machine.ts";
import { articlesInputs, articlesSamples } from "./articles/articles.samples.ts";
import { contractsMachine } from "./contracts/contracts.machine.ts";
import { contractsInputs, contractsSamples } from "./contracts/contracts.samples.ts";
import { agentCentreMachine } from "./agent-centre/agent-centre.machine.ts";
import { agentCentreInputs, agentCentreSamples } from "./agent-centre/agent-centre.samples.ts";
import { agentLinksMachine, linkCodeError } from "./agent-links/agent-links.machine.ts";
import { agentDownlineMachine, downlineErrors } from "./agent-links/agent-downline.machine.ts";
import { agentDownlineInputs, agentDownlineSamples, agentLinksInputs, agentLinksSamples } from "./agent-links/agent-links.samples.ts";
import { contractRecordsMachine } from "./contract-records/contract-records.machine.ts";
import { contractRecordsInputs, contractRecordsSamples } from "./contract-records/contract-records.samples.ts";
import { agentTeamMachine } from "./agent-team/agent-team.machine.ts";
import { agentOverviewMachine } from "./agent-overview/agent-overview.machine.ts";
import { agentOverviewInputs, agentOverviewSamples } from "./agent-overview/agent-overview.samples.ts";
import { agentReportsMachine } from "./agent-reports/agent-reports.machine.ts";
import { agentReportsInputs, agentReportsSamples } from "./agent-reports/agent-reports.samples.ts";
import { usernameProblem } from "./agent-reports/agent-reports.types.ts";
import { rangeProblem } from "./records/records.dates.ts";
import { agentTeamInputs, agentTeamSamples } from "./agent-team/agent-team.samples.ts";
import { downlineErrors as transferErrors, downlineTransferMachine } from "./downline-transfer/downline-transfer.machine.ts";
import { downlineTransferInputs, downlineTransferSamples } from "./downline-transfer/downline-transfer.samples.ts";
const errorKeys = (errors: object) => Object.keys(errors).sort().join(",");

/**
 * Every machine of the product. Adding an entry here is the only step needed to get its statechart documents
 * (`npm run statecharts`), its machine-level path tests and its fuzzing (`npm run test:paths`).
 */
export const registry: readonly MachineEntry[] = [
  defineEntry({
    machine: appMachine,
    summary:
      "The running site. It starts the long-lived actors — start-up, session, announcements and customer service — and, with the first game a player starts (or when the browser is idle), the game launch. It carries what one says to the others: the platform's switches reach the session; a login or the end of a session (logout, a 401 from any call) reloads the announcements and tells the game launch who is playing, so a game that waited for a login starts after it and is dropped when the login is closed; a game launch that needs a login opens the session's login popup; a new language loads first, then the lists and announcements reload in it; Try again after a start-up failure reaches both the start-up and the announcements, so one press brings back everything that failed; a logout the platform did not confirm goes to the platform-logout actor, which keeps telling the platform.",
    spec: ["§1 Languages", "§4 States and transitions (login state, logout, game start, home announcements)", "§6 Roles and permissions", "§8 Error catalogue"],
    inputs: appInputs,
    samples: appSamples,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.viewer, snapshot.context.queuedLaunch !== null, snapshot.context.gameLaunch !== null, snapshot.context.language]),
  }),
  defineEntry({
    machine: bootMachine,
    summary:
      "What happens when the site opens. The first call asks the platform for the system status (sending the site's host). Maintenance replaces the whole site (and wins over an IP restriction); an IP or region restriction shows the visitor's IP and country; otherwise the site loads its country codes, game vendor lanes and help titles side by side, plus the member when a session token is stored. Every failed call waits for the player to press Try again. Once the site is shown, a language change reloads the language-dependent lists.",
    spec: ["§2 Route table (start-up status)", "§2 Header", "§2 Footer", "§1 Languages", "§4 Login state", "§8 Error catalogue"],
    inputs: bootInputs,
    samples: bootSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.language]),
  }),
  defineEntry({
    machine: customerServiceMachine,
    summary:
      "Contact Us. Pressing it opens a 440 × 500 popup at once (browsers only allow popups opened by the click itself), looks up the encrypted live-chat link, decrypts it and shows it in the popup. If the lookup fails the popup closes and the player sees a message with Try again.",
    spec: ["§4 Customer service", "§8 Customer-service lookup failure", "§9 Support popup 440 x 500"],
    inputs: customerServiceInputs,
    samples: customerServiceSamples,
    serialize: (snapshot) => JSON.stringify(snapshot.value),
  }),
  defineEntry({
    machine: platformLogoutMachine,
    summary:
      "Logout that the platform hears (DEV-08). The page forgets a session at logout even when the logout call fails; the platform is then told again with the old token after 2 s, 10 s, 30 s and 2 min until it confirms or answers that the session is already gone. When every retry failed, the player reads that this device is signed out but the session stays open on the platform until it expires, with Try again and Close. A second unconfirmed logout waits behind the first; only old tokens are sent.",
    spec: ["§4 States and transitions (logout)", "§8 Error catalogue"],
    inputs: platformLogoutInputs,
    samples: platformLogoutSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.attempt, Math.min(snapshot.context.unended.length, 2)]),
  }),
  defineEntry({
    machine: sessionMachine,
    summary:
      "The player's session. A stored token is checked by loading the member; otherwise the visitor is a guest who can open the login, register or forgot-password modal or start free play. After any sign-in the member loads, the modal closes, and an action the guest started (deposit, a protected page) continues — unless a trial account needs a real one, which shows the warning. Logged in, the bar shows the balance; sign out asks \"sure to log out\" first and then clears everything but the merchant codes. A 401 from any call ends the session and opens the login popup; a password change the member had started opens again after the login with what was typed.",
    spec: ["§4 States and transitions (login state, free play, logout, trial account)", "§5 Account centre access", "§6 Roles and permissions", "§8 Error catalogue"],
    inputs: sessionInputs,
    samples: sessionSamples,
    serialize: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.member?.type === 4 ? "trial" : snapshot.context.member ? "member" : "none",
        snapshot.context.pendingIntent?.kind ?? null,
        snapshot.context.modules.FREEPLAY3 === true,
        snapshot.context.signedIn?.via === "freeplay" || snapshot.context.signedIn?.via === "recovery" || snapshot.context.signedIn?.passwordChanged === true,
        snapshot.context.passwordChangePending === true,
        snapshot.context.typedPasswordChange !== null,
      ]),
  }),
  defineEntry({
    machine: loginMachine,
    summary:
      "The login modal. Username and password, or — when SMS login is on — mobile number and SMS code; inputs are trimmed and required fields are checked next to each field. The platform may ask for the captcha after failures (then it is required, single use, refreshable once a second), or for a second factor when the IP is new. A login with the default password, or with an expired one while forced change is on, goes through the change-password step first (never for SMS or social logins). On success the token is stored, remember-me keeps only the username, and the session loads the member.",
    spec: ["§2 Modals (login modal)", "§3 Login payload and value", "§4 Login", "§5 Login validation", "§9 Captcha refresh"],
    inputs: loginInputs,
    samples: loginSamples,
    serialize: (snapshot) =>
      JSON.stringify(
        snapshot.matches("form")
          ? [
              snapshot.value,
              snapshot.context.tab,
              snapshot.context.captchaShown,
              errorKeys(loginErrors(snapshot.context)) === "",
              snapshot.context.fields.password === snapshot.context.defaultPassword,
              snapshot.context.request ? [snapshot.context.request.type, snapshot.context.request.password === snapshot.context.defaultPassword] : null,
            ]
          : [snapshot.value, snapshot.context.method === "SMS", snapshot.context.answer === "", snapshot.context.request?.password === snapshot.context.defaultPassword],
      ),
  }),
  defineEntry({
    machine: smsCodeMachine,
    summary:
      "The send-code button shared by SMS login, registration, password recovery and two-factor verification. The number is checked before anything is sent; a sent code starts a countdown of 60 × expiredMinutes seconds (60 s for a third-party route) during which no new code can be asked; a refusal shows the platform's message in a warning dialog, and the next request waits at least a second.",
    spec: ["§4 SMS code", "§5 Mobile number validated before SMS send", "§8 SMS send failure", "§9 SMS throttle"],
    inputs: smsCodeInputs,
    samples: smsCodeSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.secondsLeft > 0, snapshot.context.mobileError?.code ?? null]),
  }),
  defineEntry({
    machine: registrationMachine,
    summary:
      "Opening an account. The field rules come from the platform; a field shows only when enabled, the username and mobile tabs follow the whitelabel switches, and each field is checked against its pattern and length (messages by patternId). An invitation code is checked by the platform first; the captcha (when enabled) reloads on a tab switch and after a refusal; Reset clears everything but the country code; the encrypted submit logs the new member in.",
    spec: ["§2 Register screen", "§3 Registration user and validation rule", "§4 Registration", "§5 Registration rules", "§8 Invalid affiliate code"],
    inputs: registrationInputs,
    samples: registrationSamples,
    serialize: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.tab,
        Object.keys(registrationErrors(snapshot.context)).length,
        snapshot.context.fields.affiliateCode !== "",
        snapshot.context.rules.captcha?.enabled === true,
      ]),
  }),
  defineEntry({
    machine: passwordRecoveryMachine,
    summary:
      "Forgot password. By e-mail: username and e-mail, the platform mails a link, a confirmation shows. By mobile (a second tab, only when CHNGPASSVERIF3 is on; the e-mail tab is the first and the default): an SMS code and a new password; the player is then logged in with it and goes home.",
    spec: ["§2 Forgot-password modal", "§4 Forgot password", "§5 Forgot password validation"],
    inputs: passwordRecoveryInputs,
    samples: passwordRecoverySamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.tab, errorKeys(recoveryErrors(snapshot.context))]),
  }),
  defineEntry({
    machine: changePasswordMachine,
    summary:
      "Changing the password, forced after a login with the default or an expired password (the login password is held as the old one) or chosen by the member. The new password must follow the rule, differ from the old and the default one, and be typed twice alike.",
    spec: ["§2 Change-password modal", "§4 Change password", "§5 Change password validation"],
    inputs: changePasswordInputs,
    samples: changePasswordSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, errorKeys(changePasswordErrors(snapshot.context))]),
  }),
  defineEntry({
    machine: balanceMachine,
    summary: "The balance in the logged-in bar: loads on login, refreshes on request (the old amount stays while it loads), hides as *** and shows again with a click.",
    spec: ["§2 Logged-in bar (balance)", "§7 Wallet balance"],
    inputs: balanceInputs,
    samples: balanceSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.hidden]),
  }),
  defineEntry({
    machine: gameListMachine,
    summary:
      "A paged game list (slots catalogue, lobbies, header drop menus). The platform pages and searches by game name; the list asks for one page at a time — on the slots page 21 games first and 18 after a page change, elsewhere 24. Typing in the search waits for a short pause before asking (Enter asks at once); a vendor change starts again at page 1; a newer question drops the answer to an older one. No games shows the empty state; a failed call shows the error with Try again.",
    spec: ["§3 Game list request and response", "§7 Game list page sizes", "§9 Page sizes", "§8 Error catalogue"],
    inputs: gameListInputs,
    samples: gameListSamples,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.query.pageNo, snapshot.context.query.pageSize, snapshot.context.totalPages, snapshot.context.query.name ?? "", snapshot.context.searchText, snapshot.context.query.vendor ?? ""]),
  }),
  defineEntry({
    machine: gameLaunchMachine,
    summary:
      "Starting a game. A vendor card leads to the lottery screens (TCG_SEA → /seaLottery, TCG_LOTTO_VN → /vnlottery, LOTT/ELOTT → /lottery), to /rng with the slots vendor, to its category page, to a popup list of its games (isGame VASSALAGE), or — for sports and e-sports — straight to its first game. A game needs a logged-in player: a guest sees the login popup and the game starts after login (closing the popup drops it); a free trial (supportPlay 0) needs no login; a trial account plays only games with free play (accountType 0) and otherwise sees the register-a-real-account warning. The platform answers the address (opened in /game as a full-page iframe, or in its own window), or maintenance with recommended games, or another round still open (with a way back to it); failures show a message with Try again.",
    spec: ["§3 Game launch payload and object", "§4 Game start", "§6 Roles and permissions", "§8 Game under maintenance with other games recommended", "§9 supportPlay 0 = free trial"],
    inputs: gameLaunchInputs,
    samples: gameLaunchSamples,
    serialize: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.viewer,
        snapshot.context.mode,
        snapshot.context.game?.trial ?? null,
        snapshot.context.target?.kind ?? null,
        !!snapshot.context.openRound?.url,
      ]),
  }),
  defineEntry({
    machine: catalogueMachine,
    summary:
      "The slots page (/rng?page=<vendor>). The vendor comes from the address (an unknown code shows every slot vendor with a note); its games are paged and searched by the platform through the game-list machine. Members also get a Favourites tab (paged) and a Recent tab, and a heart on every tile: pressing it adds or removes the game at once and tells the platform — one change per game at a time and at most one a second; a refusal puts the heart back with a message. A guest pressing a heart gets the login popup.",
    spec: ["§2 Route table (/rng, query page = vendor code)", "§7 Games: favourites, recent games", "§4 A guest starting a protected action sees the login popup", "§8 Error catalogue"],
    inputs: catalogueInputs,
    samples: catalogueSamples,
    serialize: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.signedIn,
        snapshot.context.vendor,
        snapshot.context.unknownVendor !== null,
        snapshot.context.favouriteIds.length,
        snapshot.context.inFlight.length,
        snapshot.context.cooling.length,
        snapshot.context.favouriteFailure !== null,
        snapshot.context.favouritePage.pageNo,
        snapshot.context.favouriteTotalPages,
      ]),
  }),
  defineEntry({
    machine: lobbyMachine,
    summary:
      "A category lobby (/live, /fish, /pvp, /sports, /esports, /elott, /seamless). It shows the category's vendor cards (hot ones marked) and selects one vendor — the ?vendor= address, else the first. Live casino loads the vendor's tables and groups them by classification code (BAC, SIC, ROU …) with a filter; card games load the vendor's rooms, which need a session (a guest is offered to log in). A category without vendors, or a vendor without tables or rooms, shows an empty state; a failed call shows an error with Try again.",
    spec: ["§2 Route table (category lobbies)", "§3 Vendor card, live classification codes", "§7 GLS2_roomList", "§8 Error catalogue"],
    inputs: lobbyInputs,
    samples: lobbySamples,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.kind, snapshot.context.selected, snapshot.context.vendors.length > 0, snapshot.context.signedIn, snapshot.context.filter]),
  }),
  defineEntry({
    machine: lotteryMachine,
    summary:
      "A lottery screen (/lottery, /vnlottery, /seaLottery). The platform's game menu loads in groups; choosing a game (or arriving with ?gameCode=) opens its lottery lobby, which the platform launches with the lottery parameters (lottoArea, launchMode LOTT, prize mode, game code, view, device, backUrl, language). Playing needs a session: a guest gets the login popup and the lobby opens once logged in. Failures show an error with Try again; an empty menu says so.",
    spec: ["§2 Route table (/lottery with gameCode and playType, /vnlottery, /seaLottery)", "§3 Lottery menu", "§4 Game start requires login", "§7 Lottery lobby address"],
    inputs: lotteryInputs,
    samples: lotterySamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.kind, snapshot.context.gameCode, snapshot.context.signedIn, snapshot.context.groups.length > 0]),
  }),
  defineEntry({
    machine: categoryMenuMachine,
    summary:
      "The header's vendor drop menus. Hovering a category tab opens its menu after a short pause and leaving closes it after another, so a pointer crossing the tab row does not flash menus; Enter, Space, Arrow Down or a first tap open at once; Escape or focus leaving close at once. The open menu lists the category's vendors and a paged game grid for the highlighted one.",
    spec: ["§2 Header (category tabs and vendor drop menus)"],
    inputs: categoryMenuInputs,
    samples: categoryMenuSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.category, snapshot.context.vendor !== null]),
  }),
  defineEntry({
    machine: announcementsMachine,
    summary:
      "The site's announcements: one call brings the marquee notices, the popup announcements and the banner groups of the home page, the login modal and the register screen. A member asks for types B, PL, PU, PR, H; a guest for B, PL, PU, PR with execution B (platform W). They load again when the player logs in or out and when the language changes. Popups show in a dialog, 9 per page; closing it is remembered for the browser session (USER_POPUP or ANONYMOUS_POPUP). A marquee notice opens in the notice modal. A failed call shows why with Try again.",
    spec: ["§1 Client configuration (announcement types, execution B)", "§3 Notice data", "§4 Home announcements reload on login change and language change", "§7 Missions and notices", "§9 Notice list 9 per page"],
    inputs: announcementsInputs,
    samples: announcementsSamples,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.loggedIn, snapshot.context.language, snapshot.context.popupPage, snapshot.context.popupClosed, (snapshot.context.notices?.popup.length ?? 0) > 0]),
  }),
  defineEntry({
    machine: homeMachine,
    summary:
      "The home page's game blocks, each on its own: hot games, 20 popular lottery games (in the site's prize mode), the last 100 Vietnamese opened numbers and the winners list (20, biggest win first; a click starts that game). A block that fails shows why with Try again while the others stay; a language change reloads hot games, popular lottery and winners.",
    spec: ["§7 Home", "§7 Games (hot games)", "§9 Popular count 20; Vietnamese numbers count 100"],
    inputs: homeInputs,
    samples: homeSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.language]),
  }),
  defineEntry({
    machine: depositMachine,
    summary:
      "The deposit page. The platform's settings say whether deposits are allowed and offer methods and channels, each with a minimum, a maximum and preset amounts. The player types an amount in their own number format (or presses a preset) and presses Continue; a review shows what will happen before anything is sent. Confirming opens one order (a retry sends the same requestId, so a double click or a timeout never makes two). The order shows where to pay and its status, read again every few seconds, until it is credited (the header balance is read again), failed or expired. A 401 while sending keeps the form for after the login.",
    spec: ["§2 Member centre (depositv2)", "§7 Calls (wallet)", "research §4.19 deposit settings", "ADR 0012"],
    inputs: depositInputs,
    samples: depositSamples,
    coverPairs: true,
    impossiblePairs: {
      "loading|xstate.done.actor.fetchSettings|0 > form|deposit.submitted|0": "The amount is empty when the settings arrive (the page has just opened, or Try again loaded it), so Continue cannot pass the check.",
      "form|deposit.submitted|1 > form|deposit.submitted|0": "Pressing Continue again without changing anything finds the same problem.",
      "reviewing|review.back|0 > form|deposit.submitted|1": "Back from the review returns the amount that passed the check; nothing has changed it.",
      "submitFailed|submit.back|0 > form|deposit.submitted|1": "Back from a failed order returns the amount that passed the check; nothing has changed it.",
      "order|order.new|0 > form|deposit.submitted|0": "A new deposit starts with an empty amount, so Continue cannot pass the check.",
    },
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.methodCode, snapshot.context.channelId, snapshot.context.amountText, snapshot.context.amountError, snapshot.context.order?.status ?? null]),
  }),
  defineEntry({
    machine: withdrawMachine,
    summary:
      "The withdraw page. It loads the platform's limits, the amount available, the bound bank accounts and whether a payment password is set; a member without a payment password sets one first (with the login password), and one without a bank account binds one. The player picks an account, types an amount (or presses All) and the payment password; a review shows what will happen; confirming sends one withdrawal (a retry sends the same requestId). A wrong payment password returns to the form with the message next to the field; a 401 keeps the form for after the login. The new withdrawal reads the balance again and asks the withdrawal confirmation to check for payouts.",
    spec: ["§2 Member centre (withdraw)", "§4 Withdrawal confirmation", "research §4.19 withdraw settings", "ADR 0012"],
    inputs: withdrawInputs,
    samples: withdrawSamples,
    coverPairs: true,
    impossiblePairs: {
      "loading|xstate.done.actor.fetchInfo|0 > settingPassword.editing|password.submitted|0": "The payment-password form is empty when the page's data arrives, so Save cannot pass the check.",
      "loading|xstate.done.actor.fetchInfo|1 > addingCard.editing|card.submitted|0": "The bank-account form is empty when the page's data arrives, so Save cannot pass the check.",
      "loading|xstate.done.actor.fetchInfo|1 > addingCard.editing|card.cancelled|0": "The page opened on the bank-account form because there is no bank account, so there is nothing to go back to.",
      "loading|xstate.done.actor.fetchInfo|2 > form|withdraw.submitted|0": "The amount and the payment password are empty when the page's data arrives, so Continue cannot pass the check.",
      "settingPassword.editing|password.submitted|1 > settingPassword.editing|password.submitted|0": "Pressing Save again without changing anything finds the same problem.",
      "settingPassword.saving|xstate.error.actor.setPaymentPassword|0 > settingPassword.editing|password.submitted|1": "A refused save returns the form that passed the check; nothing has changed it.",
      "addingCard.editing|card.submitted|1 > addingCard.editing|card.submitted|0": "Pressing Save again without changing anything finds the same problem.",
      "addingCard.saving|xstate.error.actor.addBankCard|0 > addingCard.editing|card.submitted|0": "A wrong payment password empties its field, so Save cannot pass the check until it is typed again.",
      "addingCard.saving|xstate.error.actor.addBankCard|1 > addingCard.editing|card.submitted|1": "A failed save returns the form that passed the check; nothing has changed it.",
      "form|withdraw.submitted|1 > form|withdraw.submitted|0": "Pressing Continue again without changing anything finds the same problem.",
      "reviewing|review.back|0 > form|withdraw.submitted|1": "Back from the review returns the form that passed the check; nothing has changed it.",
      "submitting|xstate.error.actor.submitWithdrawal|1 > form|withdraw.submitted|0": "A wrong payment password empties its field, so Continue cannot pass the check until it is typed again.",
      "submitFailed|submit.back|0 > form|withdraw.submitted|1": "Back from a failed withdrawal returns the form that passed the check; nothing has changed it.",
    },
    seedPaths: [
      {
        input: "Portuguese player (comma decimals)",
        samples: [
          "Platform answers: limits, 1.520,75 available, one bank account, payment password set",
          "Player types 50",
          "Player types the payment password",
          "Player presses Add bank account",
          "Player picks Nubank",
          "Player types the account number",
          "Player types the payee name",
          "Player confirms with the payment password",
          "Player saves the bank account",
          "Platform refuses the payment password (bank account)",
          "Player cancels adding a bank account",
          "Player presses Add bank account",
          "Player confirms with the payment password",
          "Player saves the bank account",
          "Binding the bank account fails",
          "Player cancels adding a bank account",
          "Player presses Add bank account",
          "Player saves the bank account",
          "Platform binds the bank account",
          "Player presses Withdraw",
        ],
      },
    ],
    serialize: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.info ? [snapshot.context.info.paymentPasswordSet, snapshot.context.info.cards.length > 1] : null,
        // What decides the next step where the player is: the open form's own check, field by field.
        snapshot.matches("settingPassword")
          ? Object.keys(passwordSetupErrors(snapshot.context.fields))
          : snapshot.matches("addingCard")
            ? Object.keys(cardErrors(snapshot.context.fields))
            : withdrawErrors(snapshot.context),
        snapshot.context.failure !== null,
      ]),
  }),
  defineEntry({
    machine: withdrawalsMachine,
    summary:
      "My withdrawals, under the withdraw page. It reads the member's withdrawal orders (newest first: amount, received, status); a failure offers Try again; Refresh, and a new withdrawal made on the page, read them again while the list stays on screen. A row whose payout waits for the member offers Confirm receipt, which asks the withdrawal confirmation to check now (it opens the dialog).",
    spec: ["§2 Member centre (withdraw)", "§4 Withdrawal confirmation", "ADR 0012"],
    inputs: withdrawalsInputs,
    samples: withdrawalsSamples,
    coverPairs: true,
    impossiblePairs: {
      "(start) > loading|withdrawal.confirm|0": "The first load has no list on screen yet, so there is no row to press Confirm receipt on.",
    },
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.list?.length ?? null, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: withdrawalConfirmationMachine,
    summary:
      "Withdrawal confirmation. A withdrawal may be paid out in parts by other players' deposits; when a part is waiting (checked after login, after a new withdrawal and from the withdrawals list; each check first reads the member's withdrawals, and only while one is open are the payouts read and read again every minute) a dialog shows the amount received, the amount remaining and the minutes left. The player answers Received, All received (confirms the rest), or Not received with a proof image (png or jpg, at most 5 MB, previewed before sending; the part goes to review). A part not answered in time counts as received; a part the platform settled by force is shown as such (the deposit is not refunded). After every outcome the platform's list is read again for the next part.",
    spec: ["§4 Withdrawal confirmation", "§5 Images png or jpg, 5MB", "§8 Error catalogue"],
    inputs: withdrawalConfirmationInputs,
    samples: withdrawalConfirmationSamples,
    coverPairs: true,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.current?.status ?? null, snapshot.context.proof !== null, snapshot.context.proofProblem, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: walletMachine,
    summary:
      "My wallet. The merchant's wallet mode decides the page: a single-wallet merchant shows the one balance every game plays from; a transfer-wallet merchant shows the main wallet and each vendor wallet. Where the whitelabel module FUNDTRANS3 is on, the player moves an amount (or All of it) into or out of a vendor wallet, or recalls everything to the main wallet; each move is reviewed before it is sent and sent once (a retry sends the same requestId). The platform answers the balances after the move, and the header balance is read again. A failure keeps what was typed with Try again; a 401 keeps the review for after the login.",
    spec: ["§2 Member centre (transferFund)", "§3 Merchant wallet: isSingle", "§7 Calls (wallet transfer)", "research §4.10 wallet mode and transfer", "ADR 0012"],
    inputs: walletInputs,
    samples: walletSamples,
    coverPairs: true,
    impossiblePairs: {
      "wallets.idle|transfer.started|0 > wallets.editing|transfer.submitted|0": "A transfer starts with an empty amount, so Continue cannot pass the check.",
      "wallets.editing|transfer.submitted|1 > wallets.editing|transfer.submitted|0": "Pressing Continue again without changing anything finds the same problem.",
      "wallets.editing|transfer.allChosen|0 > wallets.editing|transfer.submitted|1": "All fills in the whole source balance, which is more than nothing (a transfer only starts from a wallet that holds money) and never more than it holds, so the check passes.",
      "wallets.reviewing|review.back|1 > wallets.editing|transfer.submitted|1": "Back from the review returns the amount that passed the check; nothing has changed it or the balances.",
      "wallets.submitFailed|submit.back|1 > wallets.editing|transfer.submitted|1": "Back from a failed move returns the amount that passed the check; a failure does not change the balances the page holds.",
      "wallets.idle|recall.started|0 > wallets.reviewing|review.back|1": "Back from the review of a recall has no amount to return to: it goes to the wallets (the first Back transition).",
      "wallets.editing|transfer.submitted|0 > wallets.reviewing|review.back|0": "Back from the review of a transfer returns to its amount (the second Back transition), never straight to the wallets.",
    },
    serialize: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.transfersEnabled,
        snapshot.context.wallets ? [snapshot.context.wallets.main > 0, snapshot.context.wallets.vendors.map((w) => w.balance > 0)] : null,
        snapshot.context.move ? (snapshot.context.move.kind === "recall" ? "recall" : `${snapshot.context.move.vendor}-${snapshot.context.move.direction}`) : null,
        snapshot.matches({ wallets: "editing" }) ? walletAmountProblem(snapshot.context) : null,
      ]),
  }),
  defineEntry({
    machine: uplineTransferMachine,
    summary:
      "Transfer to upline. Only members whose info allows it (toUpline) get the form; others read a sentence saying their account cannot transfer to an upline. The player types an amount (within the limits and the balance) and the payment password; a review shows what will happen; confirming sends one transfer (a retry sends the same requestId). A wrong payment password returns to the form with the message next to the field; a 401 keeps the form for after the login. The transfer reads the header balance again.",
    spec: ["§2 Member centre (transferUpline)", "§3 Member info: toUpline", "§6 Member: transfer to upline", "ADR 0012"],
    inputs: uplineTransferInputs,
    samples: uplineTransferSamples,
    coverPairs: true,
    impossiblePairs: {
      "loading|xstate.done.actor.fetchInfo|0 > form|upline.submitted|0": "The form is empty when the balance arrives (the page has just opened, Try again loaded it, or a new transfer started), so Continue cannot pass the check.",
      "form|upline.submitted|1 > form|upline.submitted|0": "Pressing Continue again without changing anything finds the same problem.",
      "reviewing|review.back|0 > form|upline.submitted|1": "Back from the review returns the form that passed the check; nothing has changed it.",
      "submitFailed|submit.back|0 > form|upline.submitted|1": "Back from a failed transfer returns the form that passed the check; nothing has changed it.",
      "submitting|xstate.error.actor.submitTransfer|1 > form|upline.submitted|0": "A refused payment password is cleared from the field, so Continue cannot pass the check until it is typed again.",
    },
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.allowed, snapshot.matches("form") ? Object.keys(uplineErrors(snapshot.context)) : null, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: securityCentreMachine,
    summary:
      "My account (securityCenter), the member centre's first page: what the cashier needs bound to the account. It loads the masked mobile number and e-mail, whether a payment password is set, the bank accounts and the banks; each is changed in its own form, one at a time. A new mobile number gets a code sent to it (the shared send-code button) and the code typed back; a new e-mail is confirmed with the login password; the first payment password is set with the login password and a change needs the old one; a bank account is confirmed with the payment password (a member without one sets it first and then goes on to the account form), at most five. A failure keeps the form as typed with the message; a 401 keeps it for after the login.",
    spec: ["§2 Member centre (securityCenter)", "§4 SMS code", "ADR 0012"],
    inputs: securityCentreInputs,
    samples: securityCentreSamples,
    serialize: (snapshot) => {
      const section = (["mobile", "email", "paymentPassword", "card"] as const).find((s: SecuritySection) => snapshot.matches(s));
      const { overview } = snapshot.context;
      return JSON.stringify([
        snapshot.value,
        overview ? [overview.paymentPasswordSet, Math.min(overview.cards.length, 5)] : null,
        section ? Object.keys(sectionErrors(section, snapshot.context)) : null,
        snapshot.context.failure !== null,
        snapshot.context.sessionEnded,
        snapshot.context.thenCard,
        snapshot.context.saved,
      ]);
    },
  }),
  defineEntry({
    machine: recordsMachine,
    summary:
      "The member centre's records pages — betting record (personalHistoryCopy), account record (transactionHistory), profit and loss (personalProfit) and bonus details (bonusDetails) — one machine each page starts with its kind. It opens on the last 7 days in the player's time zone; quick picks (today, yesterday, 7 days, 30 days) fill the range and search; typed days are checked before anything is sent (real dates, first not after last, not after today, within the 90 days the platform keeps) and a refusal is shown next to the fields as typed. The platform answers one page of rows with the number of rows and the totals of the whole range; page buttons ask for another page of the same filter; an empty range says so; a failure offers Try again with the same filter.",
    spec: ["§2 Member centre (personalHistoryCopy, transactionHistory, personalProfit, bonusDetails)", "§3 Entities", "ADR 0012", "ADR 0014"],
    inputs: recordsInputs,
    samples: recordsSamples,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.draft, snapshot.context.applied, snapshot.context.page, snapshot.context.result?.rows.length ?? null, snapshot.context.rangeError]),
  }),
  defineEntry({
    machine: promotionsMachine,
    summary:
      "Promotions (/promotions): the categories and every promotion with its activity state for the viewer (a guest sees coming soon, join or closed; a member sees their own state). The address chooses a category, or all. A failure offers Try again; a login or logout reads the list again.",
    spec: ["§2 Route table (/promotions)", "§4 Activity states"],
    inputs: promotionsInputs,
    samples: promotionsSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.viewer, snapshot.context.list?.promotions.length ?? null, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: activityMachine,
    summary:
      "A promotion's activity (/promoDetail): its rules and its state for the viewer — join, claim, applying, closed, rejected, issued, claimed, in process, signed up, coming soon — with the player's action in each. Join needs a member: a guest gets the login popup and the join continues after the login (a trial account gets the real-account warning). A sign-up promotion joins at once; an application promotion opens the application form: a remark of at most 140 characters (counted as typed) and up to 3 png or jpg images of at most 5 MB each, each refused when chosen if it breaks a limit (nothing is sent), previewed and removable; Send sends one application (a retry while unchanged sends the same requestId) and the promotion shows applying. A reward waiting is claimed; a red envelope is opened (MCS2_claimRafflePromotion) and shows the prize the platform drew. After a rejection the member may apply again; while applying, in process or signed up, Refresh reads the state again.",
    spec: ["§2 Route table (/promoDetail)", "§4 Activity states", "§5 Activity application", "§7 MCS2_claimRafflePromotion", "§9 Activity remark 140 chars; 3 images, 5MB, png or jpg"],
    inputs: activityInputs,
    samples: activitySamples,
    serialize: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.viewer,
        snapshot.context.promotion ? [snapshot.context.promotion.kind, snapshot.context.promotion.status] : null,
        snapshot.context.form.images.length,
        snapshot.context.remarkProblem,
        snapshot.context.imagesProblem,
        snapshot.context.resumeJoin,
        snapshot.context.failure !== null,
      ]),
  }),
  defineEntry({
    machine: inboxMachine,
    summary:
      "Platform information (messageV2), the member's inbox. It reads a page of messages (ten a page, newest first, unread ones marked). Opening a message reads its content — the platform's HTML, sanitised right before it is drawn — and the platform marks it read; Mark all as read marks every message; Delete asks for a confirmation first. After each of these the unread badge on the logged-in bar is read again. A failed load offers Try again; a failed action says so and keeps the list.",
    spec: ["§2 Member centre (messageV2)", "§3 Unread message count", "§7 CSP_unreadCount"],
    inputs: inboxInputs,
    samples: inboxSamples,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.page, snapshot.context.list?.messages.map((m) => [m.messageId, m.read]) ?? null, snapshot.context.openId, snapshot.context.deleteId]),
  }),
  defineEntry({
    machine: claimMachine,
    summary:
      "Claiming, shared by the reward centre (rewardCenter) and cashback (manualRebate): it reads what the member can claim and what was claimed. Claim sends one request for one item — a second press while it is on its way sends nothing — and an accepted claim is credited to the main wallet: the header balance and the claimable-reward badge are read again, and so is the list. A refusal (already claimed, expired) says why next to the item; a failed load offers Try again.",
    spec: ["§2 Header (rewards count)", "§2 Member centre (rewardCenter, manualRebate)", "§6 Cashback only if manual-rebate flag is on", "ADR 0012"],
    inputs: claimInputs,
    samples: claimSamples,
    coverPairs: true,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.book?.claimable.map((c) => c.claimId) ?? null, snapshot.context.claimingId, snapshot.context.claimed !== null, snapshot.context.claimFailure !== null]),
  }),
  defineEntry({
    machine: referralMachine,
    summary:
      "Invite friends (referral): the member's invite code, the registration link carrying it (with its QR code), how many friends registered with it and what each earned the member. Copy puts the code or the link on the clipboard; Share opens the browser's share sheet where there is one and copies the link otherwise. A failed load offers Try again; a refused copy says so.",
    spec: ["§2 Member centre (referral)", "§3 referralCode (from query)", "§6 referral promotion"],
    inputs: referralInputs,
    samples: referralSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.details !== null, snapshot.context.done, snapshot.context.shareFailed]),
  }),
  defineEntry({
    machine: missionsMachine,
    summary:
      "Mission activity (missionLeaderboard): the member's missions — valid bets today or this week, deposits this week, login days, games played — each with its progress towards the goal, its reward and its end, and this week's leaderboard of valid bets with the member's own rank. A completed mission's reward is claimed with one request (through the reward centre's claim); a credited reward reads the balance, the open-mission and claimable-reward badges and the missions again. A failed claim says why next to the mission with Try again; a failed load offers Try again.",
    spec: ["§2 Member centre (missionLeaderboard)", "§7 MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard", "ADR 0012"],
    inputs: missionsInputs,
    samples: missionsSamples,
    coverPairs: true,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.board?.missions.map((m) => [m.missionId, m.status]) ?? null, snapshot.context.claimingId, snapshot.context.claimed !== null, snapshot.context.claimFailure !== null]),
  }),
  defineEntry({
    machine: badgesMachine,
    summary:
      "The member's counts in the header: unread messages (CSP_unreadCount) as a badge on the logged-in bar, claimable rewards on the Rewards tab and next to the menu entries. Read when a member signs in, every minute after while signed in, and at once after a message is read or deleted, all are marked read, or a claim is credited.",
    spec: ["§2 Header (rewards count)", "§3 Unread message count", "§7 CSP_unreadCount"],
    inputs: badgesInputs,
    samples: badgesSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.counts, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: pointsMallMachine,
    summary:
      "The points mall (/pointMall, no right bar). Everyone sees the rewards catalogue and the points rules with the earning rate of each game category (points never expire); a member also sees the point balance, the redeem history with each redemption's state and the points details. A failure offers Try again; after a redemption is made or decided the page reads everything again while it stays on screen. A guest who presses Redeem gets the login popup.",
    spec: ["§2 Other screens (points mall with redeem history and points rules)", "§3 Points", "§7 Points"],
    inputs: pointsMallInputs,
    samples: pointsMallSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.mall ? snapshot.context.mall.member !== null : null, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: pointsRedeemMachine,
    summary:
      "Redeeming a points reward. The member chooses a quantity (a whole number within the stock and the most per redemption, paid by their points) and types the payment password; a review shows the points it costs; confirming sends one redemption (a retry sends the same requestId), the payment password checked by the platform (encrypted). A wrong payment password returns to the form with the message next to the field; other refusals (too few points, sold out) offer Try again and Back; a 401 keeps it for after the login. The redemption is then in process until the operator's review (read again every 15 seconds): approved, or rejected with the points returned.",
    spec: ["§3 Points", "§4 Points redeem: in process, rejected, approved", "§7 passwordCheck/MCS2_redeemPointReward"],
    inputs: pointsRedeemInputs,
    samples: pointsRedeemSamples,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.matches("form") ? Object.keys(redeemErrors(snapshot.context)) : null, snapshot.context.redemption?.status ?? null, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: pointsConvertMachine,
    summary:
      "Converting points to balance. The member types the points (a whole multiple of the ratio, at least the minimum, at most their points; All fills in the most) and the payment password; a review shows the money they become; confirming sends one conversion (a retry sends the same requestId), the payment password checked by the platform (encrypted). A wrong payment password returns to the form with the message next to the field; other refusals offer Try again and Back; a 401 keeps it for after the login. Afterwards the points mall and the header's balance are read again.",
    spec: ["§3 Points", "§7 passwordCheck/MCS2_convertPoint"],
    inputs: pointsConvertInputs,
    samples: pointsConvertSamples,
    coverPairs: true,
    impossiblePairs: {
      "(start) > form|convert.submitted|0": "The points and the payment password are empty when the form opens, so Convert cannot pass the check.",
      "form|convert.submitted|1 > form|convert.submitted|0": "Pressing Convert again without changing anything finds the same problem.",
      "reviewing|review.back|0 > form|convert.submitted|1": "Back from the review returns the points and the password that passed the check; nothing has changed them.",
      "submitting|xstate.error.actor.submitConvert|1 > form|convert.submitted|0": "A refused payment password is cleared from the form, so Convert cannot pass the check until one is typed.",
      "submitFailed|submit.back|0 > form|convert.submitted|1": "Back from a failed conversion returns the points and the password that passed the check; nothing has changed them.",
    },
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.matches("form") ? Object.keys(convertErrors(snapshot.context)) : null, snapshot.context.conversion !== null, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: vipRankMachine,
    summary:
      "The VIP levels, on /vip and on the member centre's player rank page: every level with its monthly turnover and its benefits (upgrade, monthly and birthday bonuses, cashback, withdrawals per day, the VIP customer service above rank 4) for everyone; a member also sees their level and this month's valid turnover toward the next. A failure offers Try again.",
    spec: ["§1 a VIP rank", "§2 playerRank", "§6 VIP rank above 4 uses the VIP customer service"],
    inputs: vipRankInputs,
    samples: vipRankSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.overview ? snapshot.context.overview.progress !== null : null, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: agentCentreMachine,
    summary:
      "The agent centre's menu (agents only: account types 1, 2, 41 and 42): the eight pages every agent has in the SPEC's order, and the dividend, daily-salary, hourly-salary and real-time-salary pages only when the consolidated contract info, loaded under the agent policy, has their contract. A failure keeps the eight pages and offers Try again.",
    spec: ["§2 Agent centre", "§3 Consolidated contract info", "§6 Contract, salary and dividend features show if the consolidated info has a contract; the agent policy flag decides whether consolidated info loads"],
    inputs: agentCentreInputs,
    samples: agentCentreSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.agentPolicy, Object.values(snapshot.context.consolidated.features).filter(Boolean).length, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: contractsMachine,
    summary:
      "Contracts between an agent and its downlines (dividend, daily salary, hourly salary, real-time salary). An agent offers a downline rate tiers no higher than its own; when the platform says the offer would end a contract of the downline with a higher rate, the agent sees which contracts end and confirms first; a failure keeps the terms, a 401 keeps them under the login popup. A player answers the offers waiting for them one by one (accept, reject, or later) and may end a contract they hold after confirming.",
    spec: ["§3 Contracts", "§4 Contracts: downline can accept, reject or terminate; a new contract with a rate lower than an existing downline's terminates the existing one automatically after confirmation", "§6 Agent: offer contracts", "research §6.3 contract offer popup"],
    inputs: contractsInputs,
    samples: contractsSamples,
    coverPairs: true,
    impossiblePairs: {
      "deciding|always|0 > offering.editing|offer.submitted|0": "The offer starts with empty terms, so Offer contract cannot pass the check before the agent types.",
      "offering.editing|offer.submitted|1 > offering.editing|offer.submitted|0": "Pressing Offer contract again without changing the terms finds the same problem.",
      "offering.checking|xstate.error.actor.checkOffer|0 > offering.editing|offer.submitted|1": "The terms passed the check before they were sent for checking; a failed check does not change them.",
      "offering.confirming|offer.back|0 > offering.editing|offer.submitted|1": "Back from the confirmation returns the terms that passed the check; nothing has changed them.",
      "offering.sendFailed|offer.back|0 > offering.editing|offer.submitted|1": "Back from a failed offer returns the terms that passed the check; nothing has changed them.",
      "offering.awaitingLogin|session.resumed|0 > offering.editing|offer.submitted|1": "After the login the terms are the ones that passed the check; nothing has changed them.",
      "offering.offered|offer.new|0 > offering.editing|offer.submitted|0": "A new offer starts with empty terms, so Offer contract cannot pass the check before the agent types.",
    },
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.mode, snapshot.context.terms ? snapshot.context.terms.tiers.some((t) => t.rateBp === null) : null, Object.keys(snapshot.context.errors).length, snapshot.context.ending.length, snapshot.context.offers.length, snapshot.context.current, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: agentLinksMachine,
    summary:
      "The agent centre's Account page (register centre): the agent's affiliate links, each with its code, the domain it is served on, the register address (<domain>/register.html?affiliateCode=<code>, over HTTPS) with its QR code and copy buttons, the account type it registers (member or agent), when it was created, whether it is enabled, and its registrations and visits. A form creates a link (a code of 4 to 16 letters or digits that no other link has, a domain, an account type; at most the platform's number of links); disabling or enabling a link asks for a confirmation first, and a disabled code registers no one. A failure offers Try again or keeps the form as typed.",
    spec: ["§2 Agent centre (Account (register center))", "§5 Affiliate code, if present, is checked by the server first"],
    inputs: agentLinksInputs,
    samples: agentLinksSamples,
    serialize: (snapshot) => {
      const { page, form, codeError, pending, failure } = snapshot.context;
      const pendingLink = page?.links.find((l) => l.code === pending);
      return JSON.stringify([
        snapshot.value,
        page ? [page.links.length >= page.maxLinks, page.links.map((l) => [l.code, l.enabled])] : null,
        linkCodeError(form.code),
        form.domain !== "",
        codeError,
        pendingLink ? pendingLink.enabled : null,
        failure?.serverMessage ?? failure?.code ?? null,
      ]);
    },
  }),
  defineEntry({
    machine: agentDownlineMachine,
    summary:
      "Register a downline directly, on the agent centre's Account page: a username and a password checked by the registration's own rules, the password typed twice, and the account type (member or agent). The new account's upline is the agent; it is not logged in. A field's problem (including a username the platform already has) shows next to it, everything typed stays, and a failure shows its reason.",
    spec: ["§2 Agent centre (Account (register center))", "§5 Registration validation"],
    inputs: agentDownlineInputs,
    samples: agentDownlineSamples,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, Object.keys(downlineErrors(snapshot.context)), Object.keys(snapshot.context.errors), snapshot.context.failure !== null, snapshot.context.registered !== null]),
  }),
  defineEntry({
    machine: contractRecordsMachine,
    summary:
      "The agent centre's four contract pages — dividend (agentDividendRecordCopy2), daily salary (agentDailyWages2), hourly salary (agentHourSalary) and real-time salary (agentRealtimeSalary) — one machine each page starts with its kind. It loads the agent's contracts of the kind (its own with its upline and those it gave its downlines, with terms and state) and a page of what they paid per period (Daily, Weekly, Semimonthly, Monthly) with the totals received and paid; another period starts at its page 1; the answer shown stays while the next loads; nothing at all says so; a failure offers Try again. The real-time salary's page asks again after each 5-minute settlement.",
    spec: ["§2 Agent centre (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary)", "§3 Contracts", "§4 Contracts", "§9 Real-time salary every 5 minutes", "ADR 0012"],
    inputs: contractRecordsInputs,
    samples: contractRecordsSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.kind, snapshot.context.period, snapshot.context.page, snapshot.context.result?.records.length ?? null, snapshot.context.result?.nextSettlementAt != null, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: agentOverviewMachine,
    summary:
      "The team overview, the agent centre's first page: for a period the agent chooses (today, yesterday, 7 days, 30 days; 7 days first) the whole team's size, its active members (a valid bet in the period), deposits, withdrawals, valid bets and profit, and a chart of valid bets per day. The figures are the sums of the members' own. A failed load offers Try again.",
    spec: ["§2 Agent centre (Overview, default page agentTeamOverview)", "Issue 29 item 2"],
    inputs: agentOverviewInputs,
    samples: agentOverviewSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.period, snapshot.context.overview !== null, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: agentReportsMachine,
    summary:
      "The agent centre's reports — Team Betting (personalHistoryCopy), User Profit and Loss (palStatementsAgentCopy), My Income (agentRevenueReport) and Transaction Details (agentDownlineTransactionDetailsCopy) — one machine each page starts with its kind. It opens on the last 7 days in the agent's time zone; quick picks (today, yesterday, 7 days, 30 days) fill the range and search; the filter narrows by game category (Team Betting), by whose figures (User Profit and Loss: each direct downline with its team, or every member) or by transaction type (Transaction Details), and by a downline's username (My Income is the agent's own, per day); typed days and usernames are checked before anything is sent and a refusal is shown next to its field as typed. The platform answers one page of rows with the number of rows and the totals of the whole filter; page buttons ask for another page of the same filter; nothing found says so; a failure offers Try again with the same filter.",
    spec: ["§2 Agent centre (personalHistoryCopy, palStatementsAgentCopy, agentRevenueReport, agentDownlineTransactionDetailsCopy)", "§3 Contracts", "Issue 29", "ADR 0012"],
    inputs: agentReportsInputs,
    samples: agentReportsSamples,
    serialize: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        rangeProblem(snapshot.context.draft.from, snapshot.context.draft.to, snapshot.context.today),
        usernameProblem(snapshot.context.draft.username),
        snapshot.context.quick,
        snapshot.context.page,
        snapshot.context.result?.rows.length ?? null,
        snapshot.context.rangeError,
        snapshot.context.usernameError,
      ]),
  }),
  defineEntry({
    machine: agentTeamMachine,
    summary:
      "Team management in the agent centre: the agent's direct downlines page by page (username, agent or member, balance, last login, number of downlines). An agent row opens the level below it; the path of opened levels leads back to any of them. A search by username looks through the whole tree (every level) and shows each match's level and upline; clearing it returns to the levels. No downlines says so; a failed load offers Try again; a transfer to a downline reads the page again.",
    spec: ["§2 Agent centre (Team Management)", "§6 Agent: transfer to downline", "Issue 29 item 2"],
    inputs: agentTeamInputs,
    samples: agentTeamSamples,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, Math.min(snapshot.context.path.length, 2), snapshot.context.search !== null, snapshot.context.query.trim() !== "", snapshot.context.pageNo, snapshot.context.page?.total ?? null, snapshot.context.page?.pageNo ?? null]),
  }),
  defineEntry({
    machine: downlineTransferMachine,
    summary:
      "Transfer to downline, opened from a row of team management. The agent types an amount (within the limits and the agent's balance, in the locale's number format) and the payment password; a review shows the amount and the downline; confirming sends one transfer (a retry sends the same requestId). A wrong payment password returns to the form with the message next to the field; a 401 keeps the form for after the login. The transfer reads the header balance and the team list again.",
    spec: ["§6 Agent: transfer to downline", "Issue 29 item 2", "ADR 0012"],
    inputs: downlineTransferInputs,
    samples: downlineTransferSamples,
    coverPairs: true,
    impossiblePairs: {
      "loading|xstate.done.actor.fetchInfo|0 > form|transfer.submitted|0": "The form is empty when the balance arrives (the dialog has just opened or Try again loaded it), so Continue cannot pass the check.",
      "form|transfer.submitted|1 > form|transfer.submitted|0": "Pressing Continue again without changing anything finds the same problem.",
      "reviewing|review.back|0 > form|transfer.submitted|1": "Back from the review returns the form that passed the check; nothing has changed it.",
      "submitFailed|submit.back|0 > form|transfer.submitted|1": "Back from a failed transfer returns the form that passed the check; nothing has changed it.",
      "submitting|xstate.error.actor.submitTransfer|1 > form|transfer.submitted|0": "A refused payment password is cleared from the field, so Continue cannot pass the check until it is typed again.",
    },
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.matches("form") ? Object.keys(transferErrors(snapshot.context)) : null, snapshot.context.failure !== null]),
  }),
  defineEntry({
    machine: helpCentreMachine,
    summary:
      "The help centre (/help inside the site's layout, /helpmc without it for the apps). It loads the platform's help articles in the site's language and groups them by category; the player searches their titles and text; the address names the open article (/help#<tag>: the footer's legal and about links, a deep link, the back button). A failed load offers Try again; a language change loads the articles again.",
    spec: ["§2 Route table (/help, /helpmc)", "§2 Footer", "§7 Help"],
    inputs: helpCentreInputs,
    samples: helpCentreSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.language, snapshot.context.articles?.length ?? null, snapshot.context.query, snapshot.context.tag]),
  }),
  defineEntry({
    machine: noticeBoardMachine,
    summary:
      "The notice page (/noticePage). The site's notices (every announcement the site loaded: marquee, popup, hot and promotion notices, each once, newest first) show 9 per page with numbered pages; opening one shows its detail and marks it read for the rest of the browser session. A new login or language brings a new list; a page past its end goes back to the last page.",
    spec: ["§2 Route table (/noticePage)", "§9 Notice list 9 per page"],
    inputs: noticeBoardInputs,
    samples: noticeBoardSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.notices.length, snapshot.context.page, snapshot.context.openId, snapshot.context.readIds]),
  }),
  defineEntry({
    machine: joinMachine,
    summary:
      "The affiliate application (/join). A visitor gives a name, an e-mail and a mobile number (required) and, if they like, a messenger, a website or channel and a message. A field's problem shows next to it and everything typed stays; an e-mail with an application still under review is refused next to the e-mail field. The application is sent once (a requestId; Try again after a failure sends the same one) and ends with the platform's reference.",
    spec: ["§2 Other screens (affiliate application)", "§2 Route table (/join)"],
    inputs: joinInputs,
    samples: joinSamples,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, Object.keys(joinErrors(snapshot.context.fields)).sort(), Object.keys(snapshot.context.errors).sort(), snapshot.context.failure !== null, snapshot.context.requestId !== null]),
  }),
  defineEntry({
    machine: feedbackMachine,
    summary:
      "Feedback and complaints (/feedback, for members). The member picks a question type and writes the text, between the word bounds (10 to 300 words, counted by the language's word boundaries). A problem shows next to its field and the text stays; the feedback is sent once with `PUT /wps/feedback` (a requestId; Try again after a failure sends the same one) and ends with a confirmation.",
    spec: ["§2 Other screens (feedback and complaints)", "§5 Feedback bounded between two word counts", "§7 PUT /wps/feedback"],
    inputs: feedbackInputs,
    samples: feedbackSamples,
    serialize: (snapshot) =>
      JSON.stringify([snapshot.value, Object.keys(feedbackErrors(snapshot.context)).sort(), Object.keys(snapshot.context.errors).sort(), snapshot.context.failure !== null, snapshot.context.requestId !== null]),
  }),
  defineEntry({
    machine: winnersMachine,
    summary:
      "The winners page (/winners): the winner board's wins, biggest first, 10 per page with numbered pages; a win starts its game. A failed load offers Try again; a language change loads the board again.",
    spec: ["§2 Other screens (winners list)", "§7 winner board"],
    inputs: winnersInputs,
    samples: winnersSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.language, snapshot.context.wins.length, snapshot.context.page]),
  }),
  defineEntry({
    machine: articlesMachine,
    summary:
      "The platform's content pages: news (/news), blog (/blog) and about us (/about). The articles of the page's kind load in the site's language, newest first; opening one shows its whole text (sanitised HTML) with a way back to the list. A failed load offers Try again; a language change loads them again.",
    spec: ["§2 Other screens (blog, news, about us)"],
    inputs: articlesInputs,
    samples: articlesSamples,
    serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.language, snapshot.context.articles.length, snapshot.context.openId]),
  }),
];
