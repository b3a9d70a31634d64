import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../render-app.tsx";

/**
 * Social login is chosen by config.json (src/app/social/): a player sees Google or Facebook buttons only when the
 * site has an adapter that can sign them in; without one the modal offers the other ways and no dead button.
 */
afterEach(() => document.documentElement.removeAttribute("lang"));

async function openLogin(socialLogin: unknown) {
  localStorage.setItem("lang", "en");
  const rendered = await renderApp("/login", { socialLogin });
  return { ...rendered, dialog: await screen.findByRole("dialog", { name: "Log in" }, { timeout: 20_000 }) };
}

// The first render of the whole app in a fresh worker compiles it: the login modal can take 10 s or more to open.
describe("social login buttons in the login modal", { timeout: 40_000 }, () => {
  it("do not show when no adapter is configured, even with providers listed", async () => {
    const { dialog } = await openLogin({ providers: ["google", "facebook"] });
    await within(dialog).findByRole("button", { name: "Free trial" });
    expect(within(dialog).queryByRole("group", { name: "Login way" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /Google|Facebook/ })).not.toBeInTheDocument();
  });

  it("show, and sign the player in, with the sandbox adapter (a build with the sandbox)", async () => {
    const { dialog, services } = await openLogin({ providers: ["google", "facebook"], adapter: "sandbox" });
    const way = await within(dialog).findByRole("group", { name: "Login way" });
    expect(within(way).getAllByRole("button").map((b) => b.textContent)).toEqual(["Continue with Google", "Continue with Facebook"]);
    await userEvent.click(within(way).getByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(services.auth.getSnapshot().matches("signedIn")).toBe(true), { timeout: 10_000 });
  });
});
