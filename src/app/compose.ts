import { createActor, fromPromise } from "xstate";
import { bootMachine } from "../../machines/boot/boot.machine.ts";
import { customerServiceMachine } from "../../machines/customer-service/customer-service.machine.ts";
import { createPlatformClient } from "../api/client.ts";
import { liveBootActors, liveCustomerServiceActors } from "../api/live-actors.ts";
import type { StartupCalls } from "../api/startup-calls.ts";
import { liveAuthActors } from "../api/auth-actors.ts";
import { sessionMachine, type Intent } from "../../machines/session/session.machine.ts";
import { balanceMachine } from "../../machines/balance/balance.machine.ts";
import { announcementsMachine } from "../../machines/announcements/announcements.machine.ts";
import type { AnnouncementsRequest, NoticeData, PopupClosed } from "../../machines/announcements/announcements.types.ts";
import type { homeMachine } from "../../machines/home/home.machine.ts";
import type { LoadedCatalogue } from "../api/catalogue-actors.ts";
import { createRememberStore } from "./remember.ts";
import { deferredLogic } from "./deferred-logic.ts";
import { lazyActor } from "./lazy-actor.ts";
import { yieldToMain } from "./yield.ts";
import { settled } from "./settled.ts";
import { firstPage } from "./first-page.ts";
import { announcementsSource } from "../api/announcement-query.ts";
import { fetchNoticeData } from "../api/announcement-actors.ts";
import type { SignInFlows } from "./sign-in-flows.ts";
import { createSandboxSocialSignIn } from "./social.ts";
import type { AppConfig, Language } from "../config/schema.ts";
import { activateLocale } from "../i18n/i18n.ts";
import { LANGUAGE_TAGS, initialLanguage, persistLanguage } from "../i18n/locale.ts";
import { themeClass } from "../theme/themes.css.ts";
import { rememberHeaderTop } from "./header-memory.ts";
import { createPopupPort } from "./popup.ts";
import { createSessionStore } from "./session.ts";
import type { AppServices } from "./services.tsx";
import type { LobbyMachines } from "../api/lobby-actors.ts";
import { createAppRouter } from "./router.ts";
import { createBrowserHistory } from "@tanstack/react-router";

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
  /** Start-up calls sent before the app loaded (src/app/early.ts); the boot machine's first calls take them. */
  startup?: StartupCalls | null;
}

/** SPEC §3 session key `cpw`: a forced password change is pending (a reload must not skip it). */
const PASSWORD_CHANGE_MARK = "cpw";

/** Routes that only exist to open a sign-in modal over the home page. */
const AUTH_ROUTES = ["/login", "/register", "/register.html"];

/** The composition root's wiring: config → i18n → platform client → running actors. */
export async function composeServices(config: AppConfig, env: ComposeEnvironment): Promise<AppServices> {
  const { window: win } = env;
  const language = initialLanguage(win.localStorage, config.supportLanguages, config.defaultLang);
  persistLanguage(win.localStorage, language);
  const catalogLoaded = activateLocale(language);
  win.document.documentElement.lang = LANGUAGE_TAGS[language];
  win.document.documentElement.classList.remove(...Object.values(themeClass));
  win.document.documentElement.classList.add(themeClass[config.brand.theme]);
  let current: Language = language;

  const session = createSessionStore(win.sessionStorage, config.platform.merchant);
  // eslint-disable-next-line prefer-const -- assigned once the client it needs exists
  let sessionActor: ReturnType<typeof createSessionActor> | undefined;
  const client = createPlatformClient({
    baseURL: config.platform.baseUrl || win.location.origin,
    merchant: config.platform.merchant,
    getLanguage: () => current,
    session,
    onSessionEnded: () => sessionActor?.send({ type: "session.ended" }),
    slowMs: config.platform.slowMs,
    timeoutMs: config.platform.timeoutMs,
    ...(env.fetch ? { fetch: env.fetch } : {}),
  });

  const boot = createActor(
    bootMachine.provide({
      actors: liveBootActors(client, { merchant: config.platform.merchant, imageCdn: config.imageCdn }, env.startup ?? undefined, yieldToMain),
    }),
    { input: { host: win.location.host, language } },
  );

  // Creating the actors is start-up work of its own: it is done in short tasks (nothing is started before the end,
  // so no event can fall between them), and the browser can paint and answer input in between.
  await yieldToMain();
  const remember = createRememberStore(win.document, config.platform.merchant);
  const auth = liveAuthActors(client, { os: platformOs(win), social: createSandboxSocialSignIn() });
  const storeToken = (_: unknown, params: { token: string }) => session.setToken(params.token);
  // The sign-in flows are a lazy chunk (ADR 0011); the session starts once it is in (events sent before wait).
  let flows: SignInFlows | undefined;
  const flowsLoaded = import("./sign-in-flows.ts").then((m) => {
    flows = m.signInFlows({
      win,
      auth,
      remember,
      storeToken: (token) => session.setToken(token),
      discardToken: () => session.clear(),
      markPasswordChange: (on) => (on ? win.sessionStorage.setItem(PASSWORD_CHANGE_MARK, "1") : win.sessionStorage.removeItem(PASSWORD_CHANGE_MARK)),
    });
  });
  function createSessionActor() {
    const { navigation } = env;
    return createActor(
      sessionMachine.provide({
        actors: {
          ...auth.session,
          login: deferredLogic("login", () => flows?.login),
          registration: deferredLogic("registration", () => flows?.registration),
          passwordRecovery: deferredLogic("passwordRecovery", () => flows?.passwordRecovery),
          changePassword: deferredLogic("changePassword", () => flows?.changePassword),
          balance: balanceMachine.provide({ actors: auth.balance }),
        },
        actions: {
          storeToken,
          clearSession: () => session.clear(),
          clearTrialPassword: () => win.sessionStorage.removeItem(PASSWORD_CHANGE_MARK),
          clearPasswordChangeMark: () => win.sessionStorage.removeItem(PASSWORD_CHANGE_MARK),
          navigateHome: () => navigation.go("/"),
          leaveAuthRoute: () => {
            if (AUTH_ROUTES.includes(navigation.pathname())) navigation.go("/", true);
          },
          continueIntent: (_, params: { intent: Intent }) => {
            if (params.intent.kind === "route") navigation.go(params.intent.to);
          },
        },
      }),
      {
        input: {
          hasToken: session.getToken() !== null,
          passwordChangePending: session.getToken() !== null && win.sessionStorage.getItem(PASSWORD_CHANGE_MARK) === "1",
          defaultPassword: config.defaultPassword,
          defaultDialingCode: config.defaultDialingCode,
          socialProviders: config.socialLogin.providers,
          rememberedUsername,
          domain: win.location.host,
          registerUrl: `${win.location.origin}/register`,
        },
      },
    );
  }
  // Reading the cookies waits for the browser's cookie store: a task of its own.
  const rememberedUsername = remember.username();
  await yieldToMain();
  sessionActor = createSessionActor();
  const sessionRef = sessionActor;
  await yieldToMain();
  let platformAnnounced = false;
  boot.subscribe((snapshot) => {
    const status = snapshot.context.status;
    if (!status || platformAnnounced) return;
    platformAnnounced = true;
    sessionRef.send({ type: "platform.ready", modules: status.modules, rules: status.registerRules });
  });

  const popup = createPopupPort(win);
  const customerService = createActor(
    customerServiceMachine.provide({
      actors: liveCustomerServiceActors(client),
      actions: {
        openWindow: () => popup.open(),
        showInWindow: (_, params) => popup.show(params.url),
        closeWindow: () => popup.close(),
      },
    }),
  );

  // The game-launch machine loads with the first game a player starts (or when the browser is idle): ADR 0011.
  const gameLaunch = lazyActor(() =>
    import("./game-launch-actor.ts").then((m) =>
      m.createGameLaunchActor({
        client,
        config,
        win,
        navigation: env.navigation,
        session: sessionRef,
        language: () => current,
        token: () => session.getToken(),
      }),
    ),
  );

  // Research §4.14: closing the popup announcements is remembered for the browser session (logout clears it).
  const popupKeys = { user: "USER_POPUP", anonymous: "ANONYMOUS_POPUP" } as const;
  const popupClosed = (): PopupClosed => ({
    user: win.sessionStorage.getItem(popupKeys.user) === "closed",
    anonymous: win.sessionStorage.getItem(popupKeys.anonymous) === "closed",
  });
  // The first call takes the answer src/app/early.ts asked for (same login state and language), sent before this code loaded.
  const announcementsRaw = announcementsSource(client, env.startup?.announcements);
  const announcements = createActor(
    announcementsMachine.provide({
      // Part of the app chunk (not a lazy one): the home banner is often the first page's largest picture.
      actors: {
        fetchAnnouncements: fromPromise<NoticeData, AnnouncementsRequest>(({ input }) =>
          fetchNoticeData(client, input, { imageCdn: config.imageCdn }, announcementsRaw),
        ),
      },
      actions: { rememberPopupClosed: (_, params) => win.sessionStorage.setItem(popupKeys[params.audience], "closed") },
    }),
    { input: { loggedIn: session.getToken() !== null, language, popupClosed: popupClosed() } },
  );
  sessionRef.subscribe((snapshot) => {
    const loggedIn = snapshot.matches("signedIn") ? true : snapshot.matches("guest") ? false : null;
    if (loggedIn !== null && loggedIn !== announcements.getSnapshot().context.loggedIn) {
      announcements.send({ type: "session.changed", loggedIn, popupClosed: popupClosed() });
    }
  });
  let lobbyMachinesPromise: Promise<LobbyMachines> | undefined;
  const loadLobbyMachines = () =>
    (lobbyMachinesPromise ??= import("../api/lobby-actors.ts").then((m) =>
      m.providedLobbyMachines(
        client,
        { merchant: config.platform.merchant, imageCdn: config.imageCdn, language: () => current, origin: win.location.origin },
        ({ kind, gameCode, playType }) => {
          const search = new URLSearchParams({ gameCode, ...(playType ? { playType } : {}) });
          sessionRef.send({ type: "protected.requested", intent: { kind: "route", to: `${m.LOTTERY_ROUTES[kind]}?${search.toString()}`, realAccountOnly: false } });
        },
      ),
    ));
  let homeMachinePromise: Promise<typeof homeMachine> | undefined;
  const loadHomeMachine = () =>
    (homeMachinePromise ??= settled(
      import("../api/home-actors.ts").then((m) =>
        m.providedHomeMachine(client, { merchant: config.platform.merchant, imageCdn: config.imageCdn, device: "WEB" }),
      ),
    ));

  let cataloguePromise: Promise<LoadedCatalogue> | undefined;
  let loadedCatalogue: LoadedCatalogue | null = null;
  const loadCatalogue = () =>
    (cataloguePromise ??= import("../api/catalogue-actors.ts").then((m) =>
      (loadedCatalogue = m.providedCatalogueMachine(
        client,
        { merchant: config.platform.merchant, imageCdn: config.imageCdn, language: () => current },
        {
          requestLogin: () =>
            sessionRef.send({
              type: "protected.requested",
              intent: { kind: "route", to: `${env.navigation.pathname()}${win.location.search}`, realAccountOnly: false },
            }),
        },
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
  boot.start();
  customerService.start();
  void flowsLoaded.then(
    () => sessionRef.start(),
    (error: unknown) => {
      console.error("The sign-in flows did not load", error);
      sessionRef.start();
    },
  );
  const preload = () => void gameLaunch.load().catch(() => undefined);
  if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(preload, { timeout: 4000 });
  else win.setTimeout(preload, 2000);
  announcements.start();
  await catalogLoaded;
  if (page === "catalogue") await warming;

  return {
    config,
    boot,
    customerService,
    session,
    auth: sessionActor,
    loadCatalogue,
    loadedCatalogue: () => loadedCatalogue,
    gameLaunch,
    announcements,
    loadHomeMachine,
    loadLobbyMachines,
    async changeLanguage(next) {
      if (next === current || !config.supportLanguages.includes(next)) return;
      await activateLocale(next);
      current = next;
      persistLanguage(win.localStorage, next);
      win.document.documentElement.lang = LANGUAGE_TAGS[next];
      boot.send({ type: "language.changed", language: next });
      announcements.send({ type: "language.changed", language: next });
    },
    rememberHeaderTop(height) {
      rememberHeaderTop(win.localStorage, win.innerWidth, height);
    },
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
  startup?: StartupCalls | null,
) {
  const routerRef: { current?: ReturnType<typeof createAppRouter> } = {};
  let early: { to: string; replace: boolean } | null = null;
  const services = await composeServices(config, {
    window: win,
    startup,
    navigation: {
      go: (to, replace = false) => {
        const router = routerRef.current;
        if (!router) early = { to, replace };
        else if (router.state.location.pathname !== to) void router.navigate(to.includes("?") ? { href: to, replace } : { to, replace });
      },
      pathname: () => routerRef.current?.state.location.pathname ?? win.location.pathname,
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
