import { describe, expect, it } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { applyPreset, patchScenario } from "../../src/sandbox/scenarios.ts";

const { store } = nodeSandbox;
// The whole app loads its lazy chunks (blocks, dialogs, sanitiser) on first use: allow for a cold transform.
configure({ asyncUtilTimeout: 8000 });

function english() {
  localStorage.setItem("lang", "en");
}

const popupDialog = () => screen.findByRole("dialog", { name: "Announcements" });

describe("home page against the sandbox", () => {
  it("shows every block: banners, notices, hot games, one row per category, popular lottery, VN results, winners by amount", async () => {
    english();
    sessionStorage.setItem("ANONYMOUS_POPUP", "closed");
    await renderApp("/");
    const banners = await screen.findByTestId("home-banners");
    // A guest sees the w_home banners for everyone and for guests (not the members' VIP banner).
    const images = [...banners.querySelectorAll("img")];
    expect(images.map((img) => img.getAttribute("alt"))).toEqual(["Welcome bonus 100%", "Weekly cashback", "Lucky draw"]);
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
    expect(images[1]).toHaveAttribute("loading", "lazy");
    // Only the current slide is exposed; the others are hidden until shown.
    expect(within(banners).getAllByRole("img")).toHaveLength(1);
    const marquee = screen.getByTestId("notice-marquee");
    expect(within(marquee).getAllByRole("button", { name: "Welcome to Aurora" }).length).toBeGreaterThan(0);
    expect(within(marquee).queryByText("Your VIP reward is here")).toBeNull();

    const hot = await screen.findByTestId("home-hot-games");
    await waitFor(() => expect(within(hot).getAllByTestId("game-tile")).toHaveLength(12));
    for (const id of ["LIVE", "SPORTS", "ESPORTS", "RNG", "FISH", "PVP", "ELOTT", "LOTT"]) expect(screen.getByTestId(`home-category-${id}`)).toBeInTheDocument();

    await waitFor(() => expect(screen.getAllByTestId("popular-lottery-game")).toHaveLength(20));
    // The sandbox's e-lottery lane holds TCG_LOTTO_VN: prize mode ELOTT, so the Vietnamese games.
    expect(screen.getAllByTestId("popular-lottery-game")[0]).toHaveAttribute("href", "/vnlottery?gameCode=VN_FAST1");
    await waitFor(() => expect(screen.getAllByTestId("vn-draw")).toHaveLength(100));

    const wins = await waitFor(() => {
      const list = screen.getAllByTestId("home-win");
      expect(list).toHaveLength(20);
      return list;
    });
    const amounts = wins.map((w) => Number((w.getAttribute("aria-label") ?? "").match(/P ([\d,.]+)/)?.[1]?.replace(/,/g, "")));
    expect(amounts.every((a) => Number.isFinite(a) && a > 0)).toBe(true);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });

  it("pages the popup announcements 9 at a time, renders their HTML sanitised and remembers the close for the session [CONST-03] [SITE-11]", async () => {
    english();
    applyPreset(store, "popups");
    const user = userEvent.setup();
    await renderApp("/");
    const dialog = await popupDialog();
    await waitFor(() => expect(within(dialog).getAllByTestId("popup-announcement")).toHaveLength(9));
    expect(within(dialog).getByText("Page 1 of 2")).toBeInTheDocument();
    const hostile = await waitFor(() => {
      const html = within(dialog).getAllByTestId("notice-html")[0];
      expect(html?.innerHTML).toContain("Weekly cashback is credited");
      return html as HTMLElement;
    });
    expect(hostile.querySelectorAll("script, iframe, svg, style, form, object, embed, meta, base, math")).toHaveLength(0);
    for (const el of hostile.querySelectorAll("*")) {
      for (const attr of el.getAttributeNames()) expect(attr.startsWith("on") || attr === "style" || attr === "srcdoc", `${el.tagName} ${attr}`).toBe(false);
    }
    expect(within(hostile).getByText("Claim the bonus")).not.toHaveAttribute("href");
    const external = within(hostile).getByRole("link", { name: "Full rules" });
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(external).toHaveAttribute("target", "_blank");

    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(within(dialog).getAllByTestId("popup-announcement")).toHaveLength(2);
    expect(within(dialog).getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
    await user.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Announcements" })).toBeNull());
    expect(sessionStorage.getItem("ANONYMOUS_POPUP")).toBe("closed");
  });

  it("does not open the popup again in a session where it was closed [SITE-11]", async () => {
    english();
    applyPreset(store, "popups");
    sessionStorage.setItem("ANONYMOUS_POPUP", "closed");
    await renderApp("/");
    await screen.findByTestId("home-banners");
    await screen.findAllByRole("button", { name: "Welcome to Aurora" });
    expect(screen.queryByRole("dialog", { name: "Announcements" })).toBeNull();
  });

  it("opens a marquee notice in the notice modal", async () => {
    english();
    sessionStorage.setItem("ANONYMOUS_POPUP", "closed");
    const user = userEvent.setup();
    await renderApp("/");
    const marquee = await screen.findByTestId("notice-marquee");
    await user.click((await within(marquee).findAllByRole("button", { name: "Scheduled maintenance" }))[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Scheduled maintenance" });
    expect(await within(dialog).findByText("PG games will be unavailable from 03:00 to 04:00.")).toBeInTheDocument();
  });

  it("shows a failed block with Try again while the others stay, and the retry loads it [SITE-01]", async () => {
    english();
    sessionStorage.setItem("ANONYMOUS_POPUP", "closed");
    applyPreset(store, "winners-down");
    const user = userEvent.setup();
    await renderApp("/");
    const winners = await screen.findByTestId("home-winners");
    const alert = await within(winners).findByRole("alert");
    expect(alert).toHaveTextContent("The platform could not complete the request.");
    await waitFor(() => expect(screen.getAllByTestId("popular-lottery-game")).toHaveLength(20));
    patchScenario(store, { failure: { mode: "none" } });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(within(winners).getAllByTestId("home-win")).toHaveLength(20));
  });

  it("shows malformed platform data as an error, not a blank block [SITE-01]", async () => {
    english();
    sessionStorage.setItem("ANONYMOUS_POPUP", "closed");
    applyPreset(store, "hot-games-malformed");
    await renderApp("/");
    const hot = await screen.findByTestId("home-hot-games");
    expect(await within(hot).findByTestId("game-grid-error")).toHaveTextContent("The platform sent data we could not read.");
  });

  it("shows the announcement failure with Try again in the marquee", async () => {
    english();
    applyPreset(store, "announcements-down");
    const user = userEvent.setup();
    await renderApp("/");
    const marquee = await screen.findByTestId("notice-marquee");
    const alert = await within(marquee).findByRole("alert");
    expect(screen.getByTestId("home-hero")).toBeInTheDocument();
    patchScenario(store, { failure: { mode: "none" } });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect((await within(marquee).findAllByRole("button", { name: "Welcome to Aurora" })).length).toBeGreaterThan(0);
    expect(await screen.findByTestId("home-banners")).toBeInTheDocument();
  });

  it("reloads the announcements in the new language and after a login [NOTICE-02]", async () => {
    english();
    sessionStorage.setItem("ANONYMOUS_POPUP", "closed");
    sessionStorage.setItem("USER_POPUP", "closed");
    const { services } = await renderApp("/");
    const marquee = await screen.findByTestId("notice-marquee");
    await within(marquee).findAllByRole("button", { name: "Welcome to Aurora" });
    services.changeLanguage("pt");
    expect((await within(marquee).findAllByRole("button", { name: "Bem-vindo à Aurora" })).length).toBeGreaterThan(0);
    services.changeLanguage("en");
    await within(marquee).findAllByRole("button", { name: "Welcome to Aurora" });
    services.auth.send({ type: "login.open" });
    const user = userEvent.setup();
    const login = await screen.findByRole("dialog", { name: "Log in" });
    expect(await within(login).findByTestId("banner-w_login")).toHaveAttribute("alt", "Log in and claim your daily bonus");
    const form = within(login).getByRole("form", { name: "Log in" });
    await user.type(within(form).getByLabelText(/^Username/, { selector: "input" }), "demo");
    await user.type(within(form).getByLabelText(/^Password/, { selector: "input" }), "Demo1234");
    await user.click(within(form).getByRole("button", { name: "Log in" }));
    expect((await within(marquee).findAllByRole("button", { name: "Your VIP reward is here" })).length).toBeGreaterThan(0);
    expect(within(marquee).queryByRole("button", { name: "Welcome to Aurora" })).toBeNull();
  });

  it("shows the w_register banner on the register screen", { timeout: 30_000 }, async () => {
    english();
    sessionStorage.setItem("ANONYMOUS_POPUP", "closed");
    await renderApp("/register");
    // The register form waits for the platform's field rules and the sign-in chunk: slow on a busy machine.
    const dialog = await screen.findByRole("dialog", { name: /Register/ }, { timeout: 20_000 });
    expect(await within(dialog).findByTestId("banner-w_register")).toHaveAttribute("alt", "Register and get P 1,000");
  });
});
