import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import "./theme/global.css.ts";
import type { EarlyStart } from "./app/early.ts";
import { LANGUAGES } from "./config/schema.ts";
import { activateLocale, i18n } from "./i18n/i18n.ts";
import { isLanguage } from "./i18n/locale.ts";
import { startApp } from "./app/compose.ts";
import { App } from "./app/app.tsx";
import { ConfigErrorScreen } from "./views/config-error/config-error-screen.tsx";

function rootElement(): HTMLElement {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  return container;
}

function browserLanguage() {
  const preferred = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase());
  return preferred.find((code) => isLanguage(code)) ?? LANGUAGES[0];
}

/** Renders the app once the configuration is in; the start-up calls are already under way (src/entry.ts). */
export async function start(early: EarlyStart) {
  const root = createRoot(rootElement());
  const result = await early.config;
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
  const { services, router } = await startApp(config, window, undefined, await early.startup);
  root.render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
}

