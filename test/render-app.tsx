import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { render, waitFor } from "@testing-library/react";
import { createMemoryHistory } from "@tanstack/react-router";
import { parseConfig, type AppConfig } from "../src/config/schema.ts";
import { startApp } from "../src/app/compose.ts";
import { App } from "../src/app/app.tsx";
import type { GameLaunchRef } from "../machines/app/app.machine.ts";
import { nodeSandbox, SANDBOX_ORIGIN } from "./sandbox-server.ts";
import type { ComponentType } from "react";
import { expect } from "vitest";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { ServicesProvider, type AppServices } from "../src/app/services.tsx";
import { i18n } from "../src/i18n/i18n.ts";

const shipped = JSON.parse(readFileSync(resolve(process.cwd(), "public/config.json"), "utf8")) as Record<string, unknown>;

/** The shipped config.json pointed at the in-process sandbox, with overrides. */
export function testConfig(overrides: Record<string, unknown> = {}): AppConfig {
  const raw = { ...shipped, ...overrides, platform: { ...(shipped.platform as object), baseUrl: SANDBOX_ORIGIN, ...((overrides.platform as object) ?? {}) } };
  const result = parseConfig(raw);
  if (!result.ok) throw new Error(`test config invalid: ${JSON.stringify(result.problem)}`);
  return result.config;
}

/**
 * Renders the whole app (real machines, real client, sandbox platform over msw) at `url`. `adapt` may replace
 * services before the first render (a UI driver wraps a lazy area's machines to follow the page's own actor).
 */
export async function renderApp(url = "/", overrides: Record<string, unknown> = {}, adapt?: (services: AppServices) => void) {
  const config = testConfig(overrides);
  const history = createMemoryHistory({ initialEntries: [url] });
  const { services, router } = await startApp(config, window, history);
  adapt?.(services);
  const view = render(<App services={services} router={router} />);
  return { ...view, services, router, history };
}

/**
 * One member-centre page on its own (as the member centre mounts it) with the real app services, logged in as a
 * sandbox member: the session token is opened in the sandbox and the app starts signed in.
 */
export async function renderMemberPage(Page: ComponentType, username: string) {
  localStorage.setItem("lang", "en");
  const member = nodeSandbox.store.findMember(username);
  if (!member) throw new Error(`no sandbox member ${username}`);
  sessionStorage.setItem("token", nodeSandbox.store.openSession(member.id));
  const { services } = await startApp(testConfig(), window, createMemoryHistory({ initialEntries: ["/"] }));
  await waitFor(() => expect(services.auth.getSnapshot().matches("signedIn")).toBe(true), { timeout: 20_000 });
  render(
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <Page />
      </ServicesProvider>
    </I18nProvider>,
  );
  return { services, member, user: userEvent.setup() };
}

/** The game-launch actor, once the app machine has loaded its code and started it (asked for now if not yet). */
export async function gameLaunchReady(services: AppServices): Promise<GameLaunchRef> {
  services.app.send({ type: "gameLaunch.preload" });
  return waitFor(
    () => {
      const ref = services.app.getSnapshot().context.gameLaunch;
      if (!ref) throw new Error("the game-launch machine has not started");
      return ref;
    },
    { timeout: 10_000 },
  );
}

/** The running game-launch actor (after `gameLaunchReady`). */
export function gameLaunchOf(services: AppServices): GameLaunchRef {
  const ref = services.app.getSnapshot().context.gameLaunch;
  if (!ref) throw new Error("the game-launch machine has not started");
  return ref;
}
