import { createActor, fromPromise, type ActorRefFrom } from "xstate";
import { appChildren, appMachine, type AppInput } from "../../machines/app/app.machine.ts";
import { liveBootActors, liveCustomerServiceActors } from "../api/live-actors.ts";
import { liveAuthActors } from "../api/auth-actors.ts";
import { liveBadgeActors } from "../api/badge-actors.ts";
import type { Intent, LogoutOutcome, sessionMachine } from "../../machines/session/session.machine.ts";
import { balanceMachine } from "../../machines/balance/balance.machine.ts";
import type { AnnouncementsRequest, NoticeData, PopupClosed } from "../../machines/announcements/announcements.types.ts";
import type { homeMachine } from "../../machines/home/home.machine.ts";
import type { LoadedCatalogue } from "../api/catalogue-actors.ts";
import { createRememberStore } from "./remember.ts";
import { createPlatformLogout } from "./platform-logout.ts";
import { yieldToMain } from "./yield.ts";
import { settled } from "./settled.ts";
import { firstPage } from "./first-page.ts";
import { MEMBER_PATH, routeFacts } from "../routes/-route-table.ts";
import { announcementsSource } from "../api/announcement-query.ts";
import { fetchNoticeData } from "../api/announcement-actors.ts";
import { socialSignInFor } from "./social/social-sign-in.ts";
import type { AppConfig } from "../config/schema.ts";
import { activateLocale } from "../i18n/i18n.ts";
import { LANGUAGE_TAGS, isLanguage, persistLanguage } from "../i18n/locale.ts";
import { themeClass } from "../theme/themes.css.ts";
import { rememberHeaderTop } from "./header-memory.ts";
import { createPopupPort } from "./popup.ts";
import { createSitePlatform } from "./platform.ts";
import type { EarlyCalls } from "./early.ts";
import type { AgentMachines, AppServices, CashierMachines, ContentMachines, PointsMachines, PromotionMachines, RewardMachines } from "./services.tsx";
import type { LobbyMachines } from "../api/lobby-actors.ts";
import { createAppRouter } from "./router.ts";
import { createBrowserHistory } from "@tanstack/react-router";
import { siteStorage } from "./site-storage.ts";
import { SESSION_KEYS } from "./storage-keys.ts";

/** Where the session machine sends the player (the router, once it exists). */
export interface NavigationPort {
  /** Goes to `to` (replacing the entry when asked). */
  go(to: string, replace?: boolean): void;
  /** The current path. */
  pathname(): string;
}

export interface ComposeEnvironment {
  window: Window;
  fetch?: typeof fetch;
  navigation: NavigationPort;
  /**
   * What the entry started before the app loaded (src/app/early.ts): the platform connection, taken over rather than
   * made again, and the start-up calls, whose answers the first calls take.
   */
  startup?: EarlyCalls | null;
}

type SessionRef = ActorRefFrom<typeof sessionMachine>;

/** SPEC §3 session key `cpw`: a forced password change is pending (a reload must not skip it). */
const PASSWORD_CHANGE_MARK = SESSION_KEYS.passwordChange;

/** Research §4.14: closing the popup announcements is remembered for the browser session (logout clears it). */
const POPUP_KEYS = { user: SESSION_KEYS.userPopup, anonymous: SESSION_KEYS.anonymousPopup } as const;

/**
 * The composition root: the platform connection, then the root app machine (machines/app) with every live actor it
 * and its children need. What one actor tells another is the app machine's business, not this file's.
 */
export async function composeServices(config: AppConfig, env: ComposeEnvironment): Promise<AppServices> {
  const { window: win, navigation } = env;
  const storage = siteStorage(win);
  const platform = env.startup?.platform ?? createSitePlatform(config, win, env.fetch);
  const { client, session } = platform;
  const language = platform.language();
  persistLanguage(storage.local, language);
  const catalogLoaded = activateLocale(language);
  win.document.documentElement.lang = LANGUAGE_TAGS[language];
  win.document.documentElement.classList.remove(...Object.values(themeClass));
  win.document.documentElement.classList.add(themeClass[config.brand.theme]);
  // The sign-in forms are a chunk of their own (ADR 0011). The session needs them from its start (a stored session
  // that has ended opens the login form at once), so the app machine starts once they are in.
  const flowsLoaded = import("./sign-in-flows.ts");
  await yieldToMain();

  const merchant = config.platform.merchant;
  const remember = createRememberStore(win.document, merchant);
  const social = socialSignInFor(config);
  const auth = liveAuthActors(client, { os: platformOs(win), social });
  const platformLogout = createPlatformLogout({ client, getToken: () => session.getToken() });
  // Logout forgets the remembered mobile number and tells the platform; when the call fails, the app machine tells it again (DEV-08).
  const logout = fromPromise<LogoutOutcome>(() => {
    remember.forgetMobile();
    return platformLogout.logOut();
  });
  const markPasswordChange = (on: boolean) => (on ? storage.session.setItem(PASSWORD_CHANGE_MARK, "1") : storage.session.removeItem(PASSWORD_CHANGE_MARK));
  const popup = createPopupPort(win);
  const popupClosed = (): PopupClosed => ({
    user: storage.session.getItem(POPUP_KEYS.user) === "closed",
    anonymous: storage.session.getItem(POPUP_KEYS.anonymous) === "closed",
  });
  // The first call takes the answer src/app/early.ts asked for (same login state and language), sent before this code loaded.
  const announcementsRaw = announcementsSource(client, env.startup?.announcements);
  // Reading the cookies waits for the browser's cookie store: a task of its own.
  const rememberedUsername = remember.username();
  const flows = (await flowsLoaded).signInFlows({
    win,
    auth,
    remember,
    storeToken: (token) => session.setToken(token),
    discardToken: () => session.clear(),
    markPasswordChange,
  });
  await yieldToMain();

  const hasToken = session.getToken() !== null;
  const input: AppInput = {
    boot: { host: win.location.host, language },
    session: {
      hasToken,
      passwordChangePending: hasToken && storage.session.getItem(PASSWORD_CHANGE_MARK) === "1",
      defaultPassword: config.defaultPassword,
      defaultDialingCode: config.defaultDialingCode,
      socialProviders: social ? config.socialLogin.providers : [],
      rememberedUsername,
      domain: win.location.host,
      registerUrl: `${win.location.origin}/register`,
      bonusPrompts: config.registrationBonusPrompts,
    },
    announcements: { loggedIn: hasToken, language, popupClosed: popupClosed() },
  };
  const app = createActor(
    appMachine.provide({
      actors: {
        boot: appChildren.boot.provide({ actors: liveBootActors(client, { merchant, imageCdn: config.imageCdn }, env.startup ?? undefined, yieldToMain) }),
        session: appChildren.session.provide({
          actors: {
            ...auth.session,
            logout,
            login: flows.login,
            registration: flows.registration,
            passwordRecovery: flows.passwordRecovery,
            changePassword: flows.changePassword,
            balance: balanceMachine.provide({ actors: auth.balance }),
          },
          actions: {
            storeToken: (_, params) => session.setToken(params.token),
            clearSession: () => session.clear(),
            clearTrialPassword: () => markPasswordChange(false),
            clearPasswordChangeMark: () => markPasswordChange(false),
            navigateHome: () => navigation.go("/"),
            leaveAuthRoute: () => {
              // Routes that only exist to open a sign-in modal over the home page (guests only, in the route table).
              if (routeFacts(navigation.pathname()).access === "guests") navigation.go("/", true);
            },
            leaveMemberRoute: () => {
              if (routeFacts(navigation.pathname()).access === "members") navigation.go("/", true);
            },
            continueIntent: (_, params: { intent: Intent }) => {
              if (params.intent.kind === "route") navigation.go(params.intent.to);
            },
          },
        }),
        announcements: appChildren.announcements.provide({
          actors: {
            fetchAnnouncements: fromPromise<NoticeData, AnnouncementsRequest>(({ input: request }) =>
              fetchNoticeData(client, request, { imageCdn: config.imageCdn }, announcementsRaw),
            ),
          },
          actions: { rememberPopupClosed: (_, params) => storage.session.setItem(POPUP_KEYS[params.audience], "closed") },
        }),
        badges: appChildren.badges.provide({ actors: liveBadgeActors(client) }),
        platformLogout: appChildren.platformLogout.provide({
          actors: { endPlatformSession: fromPromise<void, { token: string }>(({ input }) => platformLogout.endSession(input.token)) },
        }),
        customerService: appChildren.customerService.provide({
          actors: liveCustomerServiceActors(client),
          actions: {
            openWindow: () => popup.open(),
            showInWindow: (_, params) => popup.show(params.url),
            closeWindow: () => popup.close(),
          },
        }),
        // The game-launch machine is a chunk of its own: it loads with the first game a player starts (ADR 0011).
        loadGameLaunch: fromPromise(() =>
          import("./game-launch-logic.ts").then((m) =>
            m.liveGameLaunch({
              client,
              config,
              win,
              navigation,
              language: platform.language,
              token: () => session.getToken(),
              username: (): string => sessionActor().getSnapshot().context.member?.account ?? "",
            }),
          ),
        ),
        // The withdrawal confirmation is a chunk of its own: the app machine loads it when a member signs in (ADR 0013).
        loadWithdrawalConfirmation: fromPromise(() => import("./withdrawal-confirmation-logic.ts").then((m) => m.liveWithdrawalConfirmation(client, config.platform.payoutPollMs))),
        // The contract offer popup is a chunk of its own: the app machine loads it after a member's login (OFR-08).
        loadContractOffers: fromPromise(() => import("./contract-offers-logic.ts").then((m) => m.liveContractOffers(client))),
        switchLanguage: fromPromise<void, { language: string }>(async ({ input: { language: next } }) => {
          if (!isLanguage(next) || !config.supportLanguages.includes(next)) throw new Error(`language ${next} is not offered`);
          await activateLocale(next);
          platform.setLanguage(next);
          persistLanguage(storage.local, next);
          win.document.documentElement.lang = LANGUAGE_TAGS[next];
        }),
      },
    }),
    { input },
  );
  const sessionActor = (): SessionRef => {
    const ref: SessionRef | undefined = app.getSnapshot().children.session;
    if (!ref) throw new Error("the session actor is not running");
    return ref;
  };
  platform.onSessionEnded(() => app.send({ type: "session.ended" }));
  const requestLogin = (to: string) => sessionActor().send({ type: "protected.requested", intent: { kind: "route", to, realAccountOnly: false } });

  let lobbyMachinesPromise: Promise<LobbyMachines> | undefined;
  const loadLobbyMachines = () =>
    (lobbyMachinesPromise ??= import("../api/lobby-actors.ts").then((m) =>
      m.providedLobbyMachines(
        client,
        { merchant, imageCdn: config.imageCdn, language: platform.language, origin: win.location.origin },
        ({ kind, gameCode, playType }) => {
          const search = new URLSearchParams({ gameCode, ...(playType ? { playType } : {}) });
          requestLogin(`${m.LOTTERY_ROUTES[kind]}?${search.toString()}`);
        },
      ),
      (error: unknown) => {
        // A chunk that did not download is asked for again by the next caller (a menu's or a lobby's Try again).
        lobbyMachinesPromise = undefined;
        throw error;
      },
    ));
  let cashierPromise: Promise<CashierMachines> | undefined;
  const loadCashierMachines = () =>
    (cashierPromise ??= import("../api/cashier-actors.ts").then(
      (m) => m.providedCashierMachines(client),
      (error: unknown) => {
        cashierPromise = undefined;
        throw error;
      },
    ));
  let promotionsPromise: Promise<PromotionMachines> | undefined;
  const loadPromotionMachines = () =>
    (promotionsPromise ??= import("../api/promotion-actors.ts").then(
      (m) =>
        m.providedPromotionMachines(client, {
          imageCdn: config.imageCdn,
          // Join needs a member (ACT-06): the login popup (or the real-account warning), then back to this promotion.
          requestLogin: () =>
            sessionActor().send({ type: "protected.requested", intent: { kind: "route", to: `${navigation.pathname()}${win.location.search}`, realAccountOnly: true } }),
        }),
      (error: unknown) => {
        promotionsPromise = undefined;
        throw error;
      },
    ));
  let rewardsPromise: Promise<RewardMachines> | undefined;
  const loadRewardMachines = () =>
    (rewardsPromise ??= import("../api/reward-actors.ts").then(
      (m) =>
        m.providedRewardMachines(client, {
          origin: win.location.origin,
          copy: (text) => win.navigator.clipboard.writeText(text),
          ...(typeof win.navigator.share === "function" ? { share: (data: ShareData) => win.navigator.share(data) } : {}),
          shareTitle: () => config.brand.name,
        }),
      (error: unknown) => {
        rewardsPromise = undefined;
        throw error;
      },
    ));
  let pointsPromise: Promise<PointsMachines> | undefined;
  const loadPointsMachines = () =>
    (pointsPromise ??= import("../api/points-actors.ts").then(
      (m) => m.providedPointsMachines(client),
      (error: unknown) => {
        pointsPromise = undefined;
        throw error;
      },
    ));
  let agentPromise: Promise<AgentMachines> | undefined;
  const loadAgentMachines = () =>
    (agentPromise ??= import("../api/agent-actors.ts").then(
      (m) => m.providedAgentMachines(client),
      (error: unknown) => {
        agentPromise = undefined;
        throw error;
      },
    ));
  let contentPromise: Promise<ContentMachines> | undefined;
  const loadContentMachines = () =>
    (contentPromise ??= import("../api/content-actors.ts").then(
      (m) => m.providedContentMachines(client, storage.session, SESSION_KEYS, { imageCdn: config.imageCdn }),
      (error: unknown) => {
        contentPromise = undefined;
        throw error;
      },
    ));
  let homeMachinePromise: Promise<typeof homeMachine> | undefined;
  const loadHomeMachine = () =>
    (homeMachinePromise ??= settled(
      import("../api/home-actors.ts").then((m) => m.providedHomeMachine(client, { merchant, imageCdn: config.imageCdn, device: "WEB" })),
    ));

  let cataloguePromise: Promise<LoadedCatalogue> | undefined;
  let loadedCatalogue: LoadedCatalogue | null = null;
  const loadCatalogue = () =>
    (cataloguePromise ??= import("../api/catalogue-actors.ts").then((m) =>
      (loadedCatalogue = m.providedCatalogueMachine(
        client,
        { merchant, imageCdn: config.imageCdn, language: platform.language },
        { requestLogin: () => requestLogin(`${navigation.pathname()}${win.location.search}`) },
        // The first game-list call of a first load of /rng, sent by src/app/early.ts.
        env.startup?.gamePage,
      )),
    ));

  // A catalogue or lobby page's machines load with the start-up lists, not after the page's first render: their chunk
  // downloads with the page's route chunks (scripts/vite/route-preload.ts). On the slots page the app waits for it
  // (below), so that its first render draws the games the first view shows rather than skeletons in their place.
  // (The home page asks for its machine as it draws, so that its banner's requests go first.)
  const page = firstPage(win.location.pathname);
  const warm = { catalogue: loadCatalogue, lobby: loadLobbyMachines, home: null, other: null }[page];
  const warming = warm?.().catch(() => undefined);
  await yieldToMain();
  app.start();
  const preload = () => {
    if (app.getSnapshot().status === "active") app.send({ type: "gameLaunch.preload" });
  };
  if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(preload, { timeout: 4000 });
  else win.setTimeout(preload, 2000);
  await catalogLoaded;
  if (page === "catalogue") await warming;

  const children = app.getSnapshot().children;
  const { boot, announcements, customerService, platformLogout: platformLogoutActor } = children;
  if (!boot || !announcements || !customerService || !platformLogoutActor) throw new Error("the app machine did not start its actors");
  return {
    config,
    app,
    boot,
    customerService,
    platformLogout: platformLogoutActor,
    session,
    auth: sessionActor(),
    announcements,
    loadCatalogue,
    loadedCatalogue: () => loadedCatalogue,
    loadHomeMachine,
    loadLobbyMachines,
    loadCashierMachines,
    loadPromotionMachines,
    loadRewardMachines,
    loadPointsMachines,
    loadAgentMachines,
    loadContentMachines,
    changeLanguage: (next) => app.send({ type: "language.requested", language: next }),
    rememberHeaderTop(height) {
      rememberHeaderTop(storage.local, win.innerWidth, height);
    },
    storagePersistent: storage.persistent,
  };
}

/** The operating system free play reports (`os`), from the user agent. */
function platformOs(win: Window): string {
  const ua = win.navigator.userAgent;
  if (/Android/i.test(ua)) return "android";
  if (/iPhone|iPad|iPod/i.test(ua)) return "ios";
  if (/Mac OS X/i.test(ua)) return "mac";
  if (/Windows/i.test(ua)) return "windows";
  return "linux";
}

/** Services plus the router; the session's navigation waits for the router (requests before it are kept). */
export async function startApp(
  config: AppConfig,
  win: Window,
  history?: Parameters<typeof createAppRouter>[1],
  startup?: EarlyCalls | null,
) {
  const routerRef: { current?: ReturnType<typeof createAppRouter> } = {};
  let early: { to: string; replace: boolean } | null = null;
  const services = await composeServices(config, {
    window: win,
    startup,
    navigation: {
      go: (to, replace = false) => {
        const router = routerRef.current;
        // Compared with the address the player sees: a member-centre page over another page (`?member=`) is left too.
        if (!router) early = { to, replace };
        else if ((router.state.location.maskedLocation ?? router.state.location).pathname !== to) {
          // A member-centre page opens over the page the player is on (its code loads with the centre's).
          if (MEMBER_PATH.test(to)) void import("../routes/-member-pages.ts").then((m) => m.openMemberPage(router, to, replace));
          else void router.navigate(to.includes("?") ? { href: to, replace } : { to, replace });
        }
      },
      // The address the player sees (a member-centre page over another page shows its own).
      pathname: () => {
        const location = routerRef.current?.state.location;
        return location ? (location.maskedLocation ?? location).pathname : win.location.pathname;
      },
    },
  });
  await yieldToMain();
  // The browser history (it reads the address and wraps the History API) in a task of its own, then the router:
  // created together they were one 25-52 ms task here (ADR 0011).
  const routerHistory = history ?? createBrowserHistory();
  await yieldToMain();
  const router = createAppRouter(services, routerHistory);
  routerRef.current = router;
  const pending = early as { to: string; replace: boolean } | null;
  if (pending) void router.navigate(pending.to.includes("?") ? { href: pending.to, replace: pending.replace } : { to: pending.to, replace: pending.replace });
  return { services, router };
}
