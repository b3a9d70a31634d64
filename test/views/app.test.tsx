import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderApp, testConfig } from "../render-app.tsx";
import { startApp } from "../../src/app/compose.ts";
import { nodeSandbox } from "../sandbox-server.ts";
import { applyPreset, patchScenario } from "../../src/sandbox/scenarios.ts";

const { store } = nodeSandbox;

function useEnglish() {
  localStorage.setItem("lang", "en");
}

afterEach(() => {
  document.documentElement.removeAttribute("lang");
  vi.unstubAllGlobals();
});

describe("start-up", () => {
  it("renders home in Portuguese by default with one header tab per category that has vendors [LANG-01] [HDR-02]", async () => {
    await renderApp("/");
    const nav = await screen.findByRole("navigation", { name: "Menu principal" });
    expect(document.documentElement.lang).toBe("pt-BR");
    expect(localStorage.getItem("lang")).toBe("pt");
    expect(localStorage.getItem("hisLang")).toBe("PT");
    const tabs = within(nav).getAllByRole("link").map((a) => a.getAttribute("data-category")).filter(Boolean);
    expect(tabs).toEqual(["LIVE", "DS88", "SPORTS", "ESPORTS", "RNG", "FISH", "PVP", "ELOTT", "LOTT"]);
    expect(within(nav).getByRole("link", { name: "Cassino ao Vivo" })).toHaveAttribute("href", "/live");
    expect(within(nav).getByRole("link", { name: /VIP/ })).toHaveTextContent("---");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Bem-vindo ao Aurora Play");
  });

  it("shows the maintenance page when the platform reports status 1, instead of the whole site [START-01] [START-03] [ERR-11]", async () => {
    useEnglish();
    patchScenario(store, { status: 1 });
    await renderApp("/");
    expect(await screen.findByRole("heading", { name: "System Maintenance" })).toBeInTheDocument();
    expect(screen.getByText("RESTRICTION OF VISIT")).toBeInTheDocument();
    expect(screen.getByText("We are currently performing a system maintenance")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Contact Us" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("shows the restriction page with the visitor's IP and country for status 2 [START-01] [START-04] [ERR-11]", async () => {
    useEnglish();
    patchScenario(store, { status: 2, visitorIp: "198.51.100.77", visitorCountry: "Japan", visitorCountryCode: "JP" });
    await renderApp("/vip");
    expect(await screen.findByRole("heading", { name: "Access restricted" })).toBeInTheDocument();
    expect(screen.getByTestId("visitor-ip")).toHaveTextContent("198.51.100.77");
    expect(screen.getByTestId("visitor-country")).toHaveTextContent("Japan");
    expect(screen.getByText(/location or IP address is not allowed/)).toBeInTheDocument();
  });

  it("a failed permission call shows its message and a retry that recovers", async () => {
    useEnglish();
    patchScenario(store, { failure: { mode: "http500", path: "/wps/system/status", remaining: 1 } });
    await renderApp("/");
    expect(await screen.findByRole("heading", { name: "We could not reach the site" })).toBeInTheDocument();
    expect(screen.getByText("#500 system busy")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("malformed platform data becomes an error state with retry, never a blank page", async () => {
    useEnglish();
    applyPreset(store, "broken");
    await renderApp("/");
    expect(await screen.findByText("The platform sent data we could not read. Please try again shortly.")).toBeInTheDocument();
    applyPreset(store, "normal");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("a failed start-up list keeps the site usable and offers a retry", async () => {
    useEnglish();
    patchScenario(store, { failure: { mode: "network", path: "/wps/system/helpCenter", remaining: 1 } });
    await renderApp("/");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Network link abnormal");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByTestId("help-widget")).getAllByRole("link").length).toBeGreaterThan(0));
  });

  it("loads the member when a session token is stored", async () => {
    useEnglish();
    const member = store.findMember("vipgold");
    sessionStorage.setItem("token", store.openSession(member!.id));
    await renderApp("/");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: /VIP/ })).not.toHaveTextContent("---");
    expect(screen.queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
  });

  it("a stored token the platform rejects is cleared and the login popup opens over the page, saying the session ended [SITE-03]", async () => {
    useEnglish();
    sessionStorage.setItem("token", "stale-token");
    const { router } = await renderApp("/vip");
    // A ceiling, not a wait: the login dialog's code is a lazy chunk that a cold jsdom worker imports first.
    const dialog = await screen.findByRole("dialog", { name: "Log in" }, { timeout: 15_000 });
    expect(within(dialog).getByText("Your session has ended. Log in again to continue where you were.")).toHaveAttribute("role", "status");
    expect(router.state.location.pathname).toBe("/vip");
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(sessionStorage.getItem("merchant")).toBe("aurora01");
  });
});

describe("routes and layout", () => {
  it.each([
    ["/rng", { header: true, footer: true, rightBar: false }],
    ["/pointMall", { header: true, footer: true, rightBar: false }],
    ["/vnLottery", { header: true, footer: true, rightBar: false }],
    // The game's own slim bar stands for the header on /game (deviation DEV-13).
    ["/game", { header: false, footer: false, rightBar: false }],
    ["/helpmc", { header: false, footer: false, rightBar: false }],
    ["/vip", { header: true, footer: true, rightBar: true }],
    ["/index.html", { header: true, footer: true, rightBar: true }],
  ])("%s renders the shell parts the spec gives it [ROUTE-01]", async (path, parts) => {
    useEnglish();
    await renderApp(path);
    await screen.findByRole("main");
    expect(screen.queryByRole("banner") !== null).toBe(parts.header);
    // The footer's code arrives after the first render (src/views/layout/root-view.tsx).
    if (parts.footer) expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
    else expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.queryByRole("complementary", { name: "Quick links" }) !== null).toBe(parts.rightBar);
  });

  it.each(["/", "/index", "/index.html", "/home"])("%s shows the home page [ROUTE-02]", async (path) => {
    useEnglish();
    await renderApp(path);
    expect(await screen.findByRole("heading", { name: "Welcome to Aurora Play" })).toBeInTheDocument();
  });

  it("/login and /register open their modal as the route is entered, so that the page's first render draws it (not a second one) [ROUTE-02] [ROUTE-03]", async () => {
    for (const [url, open] of [
      ["/login", { guest: "loggingIn" }],
      ["/register?referralCode=R1", { guest: "registering" }],
      ["/", { guest: "idle" }],
    ] as const) {
      const { services, router } = await startApp(testConfig(), window, createMemoryHistory({ initialEntries: [url] }));
      await router.load();
      expect({ url, open: services.auth.getSnapshot().matches(open) }).toEqual({ url, open: true });
      services.app.stop();
    }
  });

  it("/register.html shows home with the register modal and keeps the referral code [ROUTE-02]", async () => {
    useEnglish();
    const { router, services } = await renderApp("/register.html?referralCode=ABC123");
    expect(await screen.findByRole("dialog", { name: "Register and get P 1,000" })).toBeInTheDocument();
    expect(services.auth.getSnapshot().context.referralCode).toBe("ABC123");
    expect(router.state.location.search).toEqual({ referralCode: "ABC123" });
  });

  it("a content page draws inside the layout once its own catalogue is there (no route of the table is 'not available yet') [CNT-11]", async () => {
    useEnglish();
    await renderApp("/join");
    expect(await screen.findByRole("heading", { level: 1, name: "Become an affiliate" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: "Full name" })).toBeInTheDocument();
    expect(screen.queryByText(/not available yet/)).toBeNull();
  });

  it("an unknown route shows page not found inside the layout", async () => {
    useEnglish();
    await renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
  });

  it("login-to-home mode sends a guest from /vip to /login, which opens the login [ROUTE-03] [ROUTE-09]", async () => {
    useEnglish();
    const { router } = await renderApp("/vip", { loginToHome: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByRole("dialog", { name: "Log in" })).toBeInTheDocument();
  });

  it.each(["/login", "/register", "/register.html", "/helpmc", "/download"])("login-to-home mode lets a guest open %s [ROUTE-09]", async (path) => {
    useEnglish();
    const { router } = await renderApp(path, { loginToHome: true });
    await screen.findByRole("main");
    expect(router.state.location.pathname).toBe(path);
  });

  it("sends a visitor with a session from /login and /register home (the route's guard, before anything is drawn)", async () => {
    useEnglish();
    sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
    const { router } = await renderApp("/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await router.navigate({ to: "/register" });
    expect(router.state.location.pathname).toBe("/");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("titles the document from the matched route, in the current language", async () => {
    useEnglish();
    const { router, services } = await renderApp("/");
    await screen.findByRole("main");
    await waitFor(() => expect(document.title).toBe("Aurora Play · Online games"));
    await router.navigate({ to: "/vip" });
    await waitFor(() => expect(document.title).toBe("VIP · Aurora Play"));
    await router.navigate({ to: "/rng" });
    await waitFor(() => expect(document.title).toBe("Slots · Aurora Play"));
    await router.navigate({ to: "/login" });
    await waitFor(() => expect(document.title).toBe("Log in · Aurora Play"));
    await router.navigate({ to: "/helpmc" });
    await waitFor(() => expect(document.title).toBe("Help Centre · Aurora Play"));
    await act(() => services.changeLanguage("pt"));
    await waitFor(() => expect(document.title).toBe("Central de Ajuda · Aurora Play"));
    await router.navigate({ href: "/no-such-page" });
    await waitFor(() => expect(document.title).toBe("Página não encontrada"));
  });

  it("login-to-home mode lets a member with a token through [ROUTE-09]", async () => {
    useEnglish();
    sessionStorage.setItem("token", store.openSession(store.findMember("demo")!.id));
    const { router } = await renderApp("/vip", { loginToHome: true });
    expect(await screen.findByRole("heading", { level: 1, name: "VIP" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/vip");
  });
});

describe("language switcher", () => {
  it("switches the language, keeps it in lang/hisLang, and reloads the help titles in it [LANG-02] [SITE-13]", async () => {
    await renderApp("/");
    const select = await screen.findByRole("combobox", { name: "Idioma" });
    const helpBefore = within(await screen.findByTestId("help-widget")).getAllByRole("link").map((a) => a.textContent);
    await userEvent.selectOptions(select, "en");
    expect(await screen.findByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(localStorage.getItem("lang")).toBe("en");
    expect(localStorage.getItem("hisLang")).toBe("EN");
    expect(document.documentElement.lang).toBe("en");
    await waitFor(() => {
      const helpAfter = within(screen.getByTestId("help-widget")).getAllByRole("link").map((a) => a.textContent);
      expect(helpAfter).not.toEqual(helpBefore);
    });
  });

  it("starts in the stored language when it is supported", async () => {
    localStorage.setItem("lang", "ja");
    await renderApp("/");
    await screen.findByRole("main");
    expect(document.documentElement.lang).toBe("ja");
    expect(screen.getByRole("combobox")).toHaveValue("ja");
  });

  it("ignores a stored language the site no longer supports", async () => {
    localStorage.setItem("lang", "ja");
    await renderApp("/", { supportLanguages: ["pt", "en"] });
    await screen.findByRole("main");
    expect(document.documentElement.lang).toBe("pt-BR");
  });

  it("is hidden when only one language is supported [LANG-03]", async () => {
    await renderApp("/", { supportLanguages: ["pt"] });
    await screen.findByRole("navigation", { name: "Menu principal" });
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("renders through the pseudo-locale so untranslated text stands out", async () => {
    const { activateLocale, i18n } = await import("../../src/i18n/i18n.ts");
    useEnglish();
    await renderApp("/vip");
    await screen.findByRole("main");
    await activateLocale("pseudo");
    expect(i18n.locale).toBe("pseudo");
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).not.toBe("VIP"));
  });
});

describe("customer service", () => {
  it("Contact Us opens a 440×500 popup at once and points it at the decrypted live-chat link [CS-02] [SITE-14]", async () => {
    useEnglish();
    const popup = { closed: false, opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.fn(() => popup);
    vi.stubGlobal("open", open);
    patchScenario(store, { status: 1 });
    await renderApp("/");
    await userEvent.click(await screen.findByRole("button", { name: "Contact Us" }));
    expect(open).toHaveBeenCalledWith("about:blank", "service", expect.stringContaining("width=440,height=500"));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith("https://chat.sandbox.example/live?merchant=aurora01"));
    expect(popup.close).not.toHaveBeenCalled();
  });

  it("closes the popup and says so when the lookup fails, with a retry", async () => {
    useEnglish();
    const popup = { closed: false, opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    vi.stubGlobal("open", vi.fn(() => popup));
    await renderApp("/");
    await screen.findByRole("navigation", { name: "Main" });
    patchScenario(store, { failure: { mode: "http500", path: "/wps/relay/WPSCORE_getCustomerServiceScript", remaining: 1 } });
    await userEvent.click(screen.getByRole("button", { name: "Customer service" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Customer service is unavailable right now");
    expect(popup.close).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledTimes(1));
  });
});

describe("right bar", () => {
  it("offers a 125-pixel QR code for each download resource the platform lists", async () => {
    useEnglish();
    await renderApp("/");
    const bar = await screen.findByRole("complementary", { name: "Quick links" });
    for (const name of ["Download for iOS", "Download iOS Lite", "Download for Android"]) {
      expect(within(bar).getByRole("link", { name })).toBeInTheDocument();
    }
    // Drawn when the player points at or focuses the link (the popover shows then), not while the page loads.
    expect(within(bar).queryByRole("img", { name: "QR code: Download for iOS" })).toBeNull();
    await userEvent.hover(within(bar).getByRole("link", { name: "Download for iOS" }));
    // The encoder is a lazy chunk: the first import can take a while under a busy test run.
    const drawn = await within(bar).findByRole("img", { name: "QR code: Download for iOS" }, { timeout: 10_000 });
    expect(drawn).toHaveAttribute("width", "125");
    within(bar).getByRole("link", { name: "Download for Android" }).focus();
    expect(await within(bar).findByRole("img", { name: "QR code: Download for Android" })).toHaveAttribute("width", "125");
    expect(within(bar).getByRole("link", { name: "Telegram" })).toHaveAttribute("href", "https://social.sandbox.example/telegram");
    expect(within(bar).getByRole("link", { name: "App download" })).toHaveAttribute("href", "/down");
  });

  it("leaves out a download the platform does not list", async () => {
    useEnglish();
    const { http, HttpResponse } = await import("msw");
    const { createPlatformClient } = await import("../../src/api/client.ts");
    const client = createPlatformClient({ baseURL: "http://sandbox.test", merchant: "aurora01", getLanguage: () => "en", session: { getToken: () => null, clear: () => {} }, slowMs: 5000, timeoutMs: 5000 });
    const status = await client.systemStatus("site.test");
    nodeSandbox.server.use(
      http.get("*/wps/system/status", () =>
        HttpResponse.json({ success: true, value: { ...status, info: { ...status.info, resources: status.info.resources.filter((r) => r.resourceType !== "IOS_LITE") } } }),
      ),
    );
    await renderApp("/");
    const bar = await screen.findByRole("complementary", { name: "Quick links" });
    expect(within(bar).queryByRole("link", { name: "Download iOS Lite" })).not.toBeInTheDocument();
    expect(within(bar).getByRole("link", { name: "Download for iOS" })).toBeInTheDocument();
  });
});
