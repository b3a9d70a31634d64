import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { applyPreset, patchScenario } from "../../src/sandbox/scenarios.ts";

const { store } = nodeSandbox;

afterEach(() => {
  document.documentElement.removeAttribute("lang");
});

describe("category lobbies (whole app against the sandbox)", () => {
  it("/live?vendor=SA: the vendor is selected and its tables are grouped under readable classification names [LOBBY-01]", async () => {
    localStorage.setItem("lang", "en");
    await renderApp("/live?vendor=SA");
    expect(await screen.findByRole("heading", { level: 1, name: "Live Casino" }, { timeout: 10_000 })).toBeInTheDocument();
    const cards = await screen.findByRole("list", { name: "Live Casino vendors" }, { timeout: 10_000 });
    expect(within(cards).getByRole("button", { name: /^SA/ })).toHaveAttribute("aria-current", "true");
    expect(await screen.findByRole("heading", { level: 3, name: /^Baccarat/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: /^Dragon Tiger/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Live Casino · Aurora Play"));
    await userEvent.click(screen.getByRole("button", { name: "Sic Bo" }));
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([expect.stringMatching(/^Sic Bo/)]);
  });

  it("a category without vendors shows the empty state; a vendor without tables says so (lobby-empty preset) [SITE-09]", async () => {
    localStorage.setItem("lang", "en");
    applyPreset(store, "lobby-empty");
    const { router } = await renderApp("/fish");
    expect(await screen.findByText("There are no Fishing vendors right now.", undefined, { timeout: 10_000 })).toBeInTheDocument();
    await router.navigate({ to: "/live", search: { vendor: "DG" } });
    expect(await screen.findByText("DG has no tables open right now.", undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("a failed table list shows the platform error with Try again, which loads the tables [SITE-01]", async () => {
    localStorage.setItem("lang", "en");
    patchScenario(store, { failure: { mode: "http500", path: "/wps/relay/GCSGAME_gameList", remaining: 1 } });
    await renderApp("/live?vendor=EZ");
    const alert = await screen.findByRole("alert", undefined, { timeout: 10_000 });
    expect(alert).toHaveTextContent("The platform could not complete the request.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 3, name: /^Baccarat/ }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("/lottery?gameCode= as a guest opens the login popup instead of launching", async () => {
    localStorage.setItem("lang", "en");
    await renderApp("/lottery?gameCode=TCGSSC1M");
    expect(await screen.findByRole("dialog", { name: "Log in" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("Log in to play this lottery.")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Lottery games" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /1-minute Lottery/ })).toHaveAttribute("aria-current", "page");
  });
});
