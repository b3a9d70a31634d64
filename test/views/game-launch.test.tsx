/** The game-launch flow in the whole app (real machines, client and views; sandbox over msw/node). */
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { gameLaunchOf, gameLaunchReady, renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { applyPreset, patchScenario } from "../../src/sandbox/scenarios.ts";
import { getGameCatalogue } from "../../src/sandbox/seed/games.ts";
import { findVendor } from "../../src/sandbox/seed/vendors.ts";
import { toGameSummary } from "../../src/api/games-api.ts";
import type { GameSummary, LaunchTarget, VendorCard } from "../../machines/game-launch/game-launch.types.ts";

const { store } = nodeSandbox;
const game = (vendor: string, index: number): GameSummary => toGameSummary({ ...getGameCatalogue().gamesOf(vendor)[index]!, showIcon: "" }, "");
const firstWith = (vendor: string, trial: boolean) => getGameCatalogue().gamesOf(vendor).findIndex((g, i) => i > 1 && (g.supportPlay === 0) === trial);

beforeEach(() => localStorage.setItem("lang", "en"));

async function app(url = "/rng?page=PG") {
  const rendered = await renderApp(url);
  // The site's shell is drawn: its header on the other pages; /game has none (the game's own bar, issue 31).
  await waitFor(() => expect(document.querySelector("[data-screen='site']")).not.toBeNull(), { timeout: 10_000 });
  if (new URL(url, "http://site").pathname !== "/game") await screen.findByRole("navigation", { name: "Main" }, { timeout: 10_000 });
  await gameLaunchReady(rendered.services);
  const launch = (target: LaunchTarget, from = url) => rendered.services.app.send({ type: "launch.requested", target, from });
  return { ...rendered, launch, user: userEvent.setup() };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, username = "demo", password = "Demo1234") {
  const dialog = await screen.findByRole("dialog", { name: "Log in" }, { timeout: 10_000 });
  const form = within(dialog).getByRole("form", { name: "Log in" });
  await user.type(within(form).getByLabelText(/^Username/, { selector: "input" }), username);
  await user.type(within(form).getByLabelText(/^Password/, { selector: "input" }), password);
  await user.click(within(form).getByRole("button", { name: "Log in" }));
}

const frame = () => screen.findByTitle(/^Game: /, undefined, { timeout: 10_000 });

describe("game launch in the app", () => {
  it("a guest's game opens the login popup and continues into /game after login; Back returns to the page [LAUNCH-08] [SITE-04] [SITE-16]", async () => {
    const { launch, user, router } = await app();
    const pg = game("PG", 0);
    launch({ kind: "game", game: pg });
    await logIn(user);
    const iframe = await frame();
    expect(router.state.location.pathname).toBe("/game");
    expect(iframe).toHaveAttribute("title", `Game: ${pg.name}`);
    const src = new URL(iframe.getAttribute("src")!);
    expect(src.pathname).toBe("/__sandbox/demo-game");
    expect(src.searchParams.get("mode")).toBe("real");
    expect(iframe.getAttribute("sandbox")!.split(" ").sort()).toEqual(["allow-forms", "allow-popups", "allow-popups-to-escape-sandbox", "allow-same-origin", "allow-scripts"]);
    expect(screen.getByRole("heading", { level: 1, name: pg.name })).toBeInTheDocument();
    expect(Object.values({ ...sessionStorage }).some((value) => value.includes("demo-game"))).toBe(false);
    await user.click(screen.getByRole("link", { name: "Back" }));
    await waitFor(() => expect(router.state.location.href).toBe("/rng?page=PG"));
  });

  it("closing the login popup drops the game [SITE-04]", async () => {
    const { launch, user, router, services } = await app();
    launch({ kind: "game", game: game("PG", 0) });
    const dialog = await screen.findByRole("dialog", { name: "Log in" }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log in" })).not.toBeInTheDocument());
    expect(gameLaunchOf(services).getSnapshot().value).toBe("idle");
    await user.click(within(screen.getByRole("banner")).getAllByRole("button", { name: "Log in" })[0]!);
    await logIn(user);
    await waitFor(() => expect(services.auth.getSnapshot().matches("signedIn")).toBe(true), { timeout: 10_000 });
    expect(router.state.location.pathname).toBe("/rng");
    expect(screen.queryByTitle(/^Game: /)).not.toBeInTheDocument();
  });

  it("a free trial starts without login [DEV-03]", async () => {
    const { launch } = await app();
    const trial = game("PG", firstWith("PG", true));
    launch({ kind: "game", game: trial, trial: true });
    const iframe = await frame();
    expect(new URL(iframe.getAttribute("src")!).searchParams.get("mode")).toBe("trial");
    expect(screen.queryByRole("dialog", { name: "Log in" })).not.toBeInTheDocument();
  });

  it("a VASSALAGE vendor opens its game list; a game under maintenance offers recommended games that launch [LAUNCH-02] [ERR-14]", async () => {
    const token = store.openSession(store.findMember("demo")!.id);
    sessionStorage.setItem("token", token);
    const { launch, user, router } = await app("/pvp");
    const km = findVendor("KM")!;
    const card: VendorCard = { vassalage: "KM", displayName: km.name, icon: "", isHot: false, gameType: "PVP", isGame: "VASSALAGE", gameCode: "", nodeId: km.nodeId };
    launch({ kind: "vendor", card });
    const list = await screen.findByRole("dialog", { name: km.name });
    const down = game("KM", 1);
    const tile = await within(list).findByText(down.name);
    const tileItem = tile.closest("li")!;
    await user.click(within(tileItem).getByRole("button", { name: /Play/ }));
    const maintenance = await screen.findByRole("dialog", { name: "Game under maintenance" });
    expect(maintenance).toHaveTextContent(`${down.name} is under maintenance`);
    const recommended = within(maintenance).getAllByTestId("game-tile");
    expect(recommended.length).toBeGreaterThan(0);
    const pick = recommended[0]!;
    await user.click(within(pick).getByRole("button", { name: /Play/ }));
    const iframe = await frame();
    expect(router.state.location.pathname).toBe("/game");
    expect(iframe.getAttribute("title")).toMatch(/^Game: /);
  });

  it("a failed launch says so and Try again recovers; a round still open offers to continue it [SITE-01] [SITE-05]", async () => {
    const token = store.openSession(store.findMember("demo")!.id);
    sessionStorage.setItem("token", token);
    const { launch, user } = await app();
    patchScenario(store, { failure: { mode: "http500", path: "/wps/game/launchGame", remaining: 1 } });
    launch({ kind: "game", game: game("PG", 0) });
    const failed = await screen.findByRole("dialog", { name: "The game could not start" });
    expect(within(failed).getByRole("alert")).toHaveTextContent("#500 system busy");
    await user.click(within(failed).getByRole("button", { name: "Try again" }));
    await frame();

    applyPreset(store, "round-open");
    launch({ kind: "game", game: game("PG", 2) }, "/");
    const open = await screen.findByRole("dialog", { name: "A round is still open" });
    await user.click(within(open).getByRole("button", { name: "Continue that game" }));
    await waitFor(() => expect(new URL(screen.getByTitle(/^Game: /).getAttribute("src")!).searchParams.get("vendor")).not.toBe("PG"));
  });

  it("a trial account gets the real-account warning for a game without free play [TRIAL-01] [ERR-01]", async () => {
    const demo = store.findMember("demo")!;
    const { id: _id, ...rest } = demo;
    const trialMember = store.addMember({ ...rest, account: "trial01", type: 4 });
    sessionStorage.setItem("token", store.openSession(trialMember.id));
    const { launch, user, services } = await app();
    await waitFor(() => expect(services.auth.getSnapshot().matches("signedIn")).toBe(true), { timeout: 10_000 });
    launch({ kind: "game", game: game("PG", firstWith("PG", false)) });
    const warning = await screen.findByRole("alertdialog", { name: "Real account needed" });
    await user.click(within(warning).getByRole("button", { name: "Confirm" }));
    launch({ kind: "game", game: game("PG", firstWith("PG", true)) });
    const iframe = await frame();
    expect(new URL(iframe.getAttribute("src")!).searchParams.get("mode")).toBe("free");
  });

  it("/game without a running game (a reload) says so and offers the way home", async () => {
    await app("/game");
    expect(await screen.findByRole("heading", { level: 1, name: "No game is open" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });
});
