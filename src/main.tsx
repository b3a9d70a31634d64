import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import "./theme/global.css.ts";
import type { EarlyStart } from "./app/early.ts";
import { LANGUAGES } from "./config/schema.ts";
import { activateLocale, i18n } from "./i18n/i18n.ts";
import { languageOfTag } from "./i18n/locale.ts";
import { yieldToMain } from "./app/yield.ts";
import { App } from "./app/app.tsx";
import { ConfigErrorScreen } from "./views/config-error/config-error-screen.tsx";
import { StatusFailedScreen } from "./views/boot/boot-screens.tsx";
import type { startApp as StartApp } from "./app/compose.ts";

function rootElement(): HTMLElement {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  return container;
}

function browserLanguage() {
  return navigator.languages.map(languageOfTag).find((code) => code !== null) ?? LANGUAGES[0];
}

/** Renders the app once the configuration is in; the start-up calls are already under way (src/entry.ts). */
export async function start(early: EarlyStart) {
  const result = await early.config;
  // Not in the task that ran this chunk: creating the root (it registers every event listener React uses) is work of its own.
  await yieldToMain();
  const root = createRoot(rootElement());
  if (!result.ok) {
    await activateLocale(browserLanguage());
    root.render(
      <I18nProvider i18n={i18n}>
        <ConfigErrorScreen problem={result.problem} onReload={() => window.location.reload()} />
      </I18nProvider>,
    );
    return;
  }
  const { config } = result;
  // Short tasks rather than one long one: compose the services, then create the router, then render — the first
  // render as a transition, which React does in slices.
  const startup = await early.startup;
  await yieldToMain();
  // The app's services (its machines, the router and the page's frame) are a chunk of their own, downloaded with
  // the page's route chunks (src/app/route-preload.ts) and run only now, in a task of their own: run together with
  // this chunk they were one long task on a phone.
  let started: Awaited<ReturnType<typeof StartApp>>;
  try {
    const { startApp } = await import("./app/compose.ts");
    await yieldToMain();
    started = await startApp(config, window, undefined, startup);
  } catch (error) {
    // The app's own code did not arrive (a lost connection while its chunks were loading): say so, with a retry,
    // rather than leave the loading screen up for ever.
    console.error("The site's code did not load", error);
    root.render(
      <I18nProvider i18n={i18n}>
        <StatusFailedScreen failure={{ code: "network.abnormal" }} onRetry={() => window.location.reload()} />
      </I18nProvider>,
    );
    return;
  }
  const { services: app, router } = started;
  // The page's route code (preloaded by the entry) is in before the first render, so the first render draws the
  // page rather than a second, blocking render doing it when the router finishes loading. Matching the address is
  // a task of its own, not the tail of the router's creation.
  await yieldToMain();
  await router.load().catch(() => undefined);
  await yieldToMain();
  startTransition(() =>
    root.render(
      <StrictMode>
        <App services={app} router={router} />
      </StrictMode>,
    ),
  );
}

