import { createActor } from "xstate";
import { bootMachine } from "../../machines/boot/boot.machine.ts";
import { customerServiceMachine } from "../../machines/customer-service/customer-service.machine.ts";
import { createPlatformClient } from "../api/client.ts";
import { liveBootActors, liveCustomerServiceActors } from "../api/live-actors.ts";
import type { AppConfig, Language } from "../config/schema.ts";
import { activateLocale } from "../i18n/i18n.ts";
import { LANGUAGE_TAGS, initialLanguage, persistLanguage } from "../i18n/locale.ts";
import { themeClass } from "../theme/themes.css.ts";
import { createPopupPort } from "./popup.ts";
import { createSessionStore } from "./session.ts";
import type { AppServices } from "./services.tsx";
import { createAppRouter } from "./router.ts";

export interface ComposeEnvironment {
  window: Window;
  fetch?: typeof fetch;
  /** Called when the platform ends the session or a guest must log in. */
  requestLogin(): void;
}

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
  const client = createPlatformClient({
    baseURL: config.platform.baseUrl || win.location.origin,
    merchant: config.platform.merchant,
    getLanguage: () => current,
    session,
    onSessionEnded: () => env.requestLogin(),
    slowMs: config.platform.slowMs,
    timeoutMs: config.platform.timeoutMs,
    ...(env.fetch ? { fetch: env.fetch } : {}),
  });

  const boot = createActor(
    bootMachine.provide({
      actors: liveBootActors(client, { merchant: config.platform.merchant, imageCdn: config.imageCdn }),
      actions: { requestLogin: () => env.requestLogin() },
    }),
    { input: { host: win.location.host, hasSessionToken: session.getToken() !== null, language } },
  );

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

  boot.start();
  customerService.start();
  await catalogLoaded;

  return {
    config,
    boot,
    customerService,
    session,
    async changeLanguage(next) {
      if (next === current || !config.supportLanguages.includes(next)) return;
      await activateLocale(next);
      current = next;
      persistLanguage(win.localStorage, next);
      win.document.documentElement.lang = LANGUAGE_TAGS[next];
      boot.send({ type: "language.changed", language: next });
    },
  };
}

/** Services plus the router, with "login requested" wired to navigate to /login (once). */
export async function startApp(config: AppConfig, win: Window, history?: Parameters<typeof createAppRouter>[1]) {
  const routerRef: { current?: ReturnType<typeof createAppRouter> } = {};
  let loginRequestedEarly = false;
  const services = await composeServices(config, {
    window: win,
    requestLogin: () => {
      const router = routerRef.current;
      if (!router) loginRequestedEarly = true;
      else if (router.state.location.pathname !== "/login") void router.navigate({ to: "/login" });
    },
  });
  const router = createAppRouter(services, history);
  routerRef.current = router;
  if (loginRequestedEarly) void router.navigate({ to: "/login", replace: true });
  return { services, router };
}
