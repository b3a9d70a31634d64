/**
 * The message a player reads when the platform could not be told, after every retry, that they logged out (DEV-08,
 * issue 28 item 7): drawn from the platformLogout actor, with Try again (busy while it asks) and Close.
 */
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { createActor, fromPromise, waitFor } from "xstate";
import { activateLocale, i18n } from "../../src/i18n/i18n.ts";
import { ServicesProvider, type AppServices } from "../../src/app/services.tsx";
import { platformLogoutMachine } from "../../machines/platform-logout/platform-logout.machine.ts";
import { LogoutNotice } from "../../src/views/layout/logout-notice.tsx";

const MESSAGE = "You are logged out on this device, but the platform could not be reached to end your session there. It stays open until it expires.";
const networkDown = Object.assign(new Error("down"), { code: "network.abnormal" });

/** A platformLogout actor without waits between retries, whose platform answers from a script. */
async function renderNotice(answers: ("down" | "ok" | "hold")[]) {
  await activateLocale("en");
  const sent: string[] = [];
  let release: () => void = () => {};
  const actor = createActor(
    platformLogoutMachine.provide({
      delays: { retryDelay: 0 },
      actors: {
        endPlatformSession: fromPromise<void, { token: string }>(({ input }) => {
          sent.push(input.token);
          const answer = answers.shift() ?? "down";
          if (answer === "ok") return Promise.resolve();
          if (answer === "hold") return new Promise<void>((resolve) => (release = resolve));
          return Promise.reject(networkDown);
        }),
      },
    }),
  ).start();
  render(
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={{ platformLogout: actor } as unknown as AppServices}>
        <LogoutNotice />
      </ServicesProvider>
    </I18nProvider>,
  );
  return { actor, sent, release: () => release() };
}

describe("logout notice [DEV-08]", () => {
  it("says nothing while the platform is told again, and says the session stays open once every retry failed", async () => {
    const { actor, sent } = await renderNotice(["down", "down", "down"]);
    actor.send({ type: "logout.unconfirmed", token: "tok-old" });
    await waitFor(actor, (s) => s.matches("telling") && s.context.attempt === 2);
    expect(screen.queryByText(MESSAGE)).toBeNull();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(MESSAGE);
    expect(sent).toEqual(["tok-old", "tok-old", "tok-old", "tok-old"]);
  });

  it("Try again is busy while it asks; when the platform confirms, the message goes", async () => {
    const { actor, sent, release } = await renderNotice(["down", "down", "down", "down", "hold"]);
    actor.send({ type: "logout.unconfirmed", token: "tok-old" });
    const user = userEvent.setup();
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("button", { name: "Try again" })).toBeDisabled();
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGE);
    release();
    await waitFor(actor, (s) => s.matches("idle"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sent).toHaveLength(5);
  });

  it("Close leaves the platform's session to expire and the message goes", async () => {
    const { actor } = await renderNotice([]);
    actor.send({ type: "logout.unconfirmed", token: "tok-old" });
    const user = userEvent.setup();
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(actor.getSnapshot().context.unended).toEqual([]);
  });
});
