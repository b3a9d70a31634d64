/**
 * The header's top row and the login modal's register link, rendered as the whole app against the sandbox: what a
 * guest and a member see at the top (SPEC §2 header, logged-in bar) and where the bar's buttons lead.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { COUNTRIES } from "../../src/sandbox/seed/countries.ts";

const { store } = nodeSandbox;

function useEnglish() {
  localStorage.setItem("lang", "en");
}

function logInAs(username: string) {
  const member = store.findMember(username);
  if (!member) throw new Error(`no sandbox member ${username}`);
  sessionStorage.setItem("token", store.openSession(member.id));
}

describe("the header's top row", () => {
  it("a guest sees the login form and the language switcher, no logged-in bar [HDR-01]", async () => {
    useEnglish();
    await renderApp("/");
    const header = await screen.findByRole("banner");
    const area = await within(header).findByTestId("login-area");
    expect(within(area).getByRole("textbox", { name: "Username" })).toBeInTheDocument();
    expect(within(area).getByPlaceholderText("Password")).toHaveAttribute("type", "password");
    expect(within(area).getAllByRole("button", { name: "Log in" }).length).toBeGreaterThan(0);
    expect(within(area).getByRole("combobox", { name: "Language" })).toBeInTheDocument();
    expect(within(area).queryByTestId("member-bar")).toBeNull();
  });

  it("a member sees the logged-in bar instead of the form, still with the language switcher; the bar names the member by nickname [HDR-01] [MEMBER-01]", async () => {
    useEnglish();
    logInAs("demo");
    await renderApp("/");
    const header = await screen.findByRole("banner");
    const bar = await within(header).findByTestId("member-bar");
    const area = within(header).getByTestId("login-area");
    expect(within(area).queryByRole("textbox", { name: "Username" })).toBeNull();
    expect(within(area).getByRole("combobox", { name: "Language" })).toBeInTheDocument();
    expect(within(bar).getByTestId("member-name")).toHaveTextContent("Demo Player");
  });
});

describe("the main navigation", () => {
  it("lists /sports and /esports as category tabs, and the e-sports tab opens its page [ROUTE-07] [HDR-02]", async () => {
    useEnglish();
    const { router } = await renderApp("/");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const sports = within(nav).getAllByRole("link").find((a) => a.getAttribute("data-category") === "SPORTS");
    const esports = within(nav).getAllByRole("link").find((a) => a.getAttribute("data-category") === "ESPORTS");
    expect(sports).toHaveAttribute("href", "/sports");
    expect(esports).toHaveAttribute("href", "/esports");
    await userEvent.click(esports!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/esports"));
    expect(await screen.findByRole("heading", { level: 1, name: "E-sports" })).toBeInTheDocument();
  });
});

describe("the logged-in bar", () => {
  it.each([
    ["Deposit", "Deposit", "/member/deposit"],
    ["Withdraw", "Withdraw", "/member/withdraw"],
    ["Personal centre", "My account", "/member/account"],
    ["Betting record", "Betting record", "/member/betting-record"],
  ])("%s opens the member centre on its page (%s, %s) [BAR-03] [SITE-21]", async (button, page, path) => {
    useEnglish();
    logInAs("demo");
    const { router } = await renderApp("/");
    const bar = await screen.findByTestId("member-bar");
    await userEvent.click(within(bar).getByRole("button", { name: button }));
    const centre = await screen.findByRole("dialog", { name: "Member centre" });
    const menu = within(centre).getByRole("navigation", { name: "Member centre" });
    await waitFor(() => expect(within(menu).getByRole("link", { current: "page" })).toHaveTextContent(page));
    // The page's address, over the page the player was on.
    expect(router.history.location.pathname).toBe(path);
    expect(router.state.location.pathname).toBe("/");
  });

  it("the balance hides as *** on a click and shows again on the next [BAR-01]", async () => {
    useEnglish();
    logInAs("demo");
    await renderApp("/");
    const balance = await screen.findByTestId("balance");
    await waitFor(() => expect(balance).toHaveTextContent(/\d/));
    const shown = balance.textContent;
    expect(shown).not.toContain("***");
    await userEvent.click(balance);
    await waitFor(() => expect(balance).toHaveTextContent("***"));
    expect(balance).not.toHaveTextContent(/\d/);
    expect(balance).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(balance);
    await waitFor(() => expect(balance.textContent).toBe(shown));
  });
});

// The first render of the sign-in modals in a worker compiles their chunks: they can take 10 s or more to open.
describe("the login modal", { timeout: 40_000 }, () => {
  it("\"No account? Register now\" opens the register modal [LOGIN-02]", async () => {
    useEnglish();
    await renderApp("/login");
    const login = await screen.findByRole("dialog", { name: "Log in" }, { timeout: 20_000 });
    expect(within(login).getByText(/No account\?/)).toBeInTheDocument();
    await userEvent.click(within(login).getByRole("button", { name: "Register now" }));
    expect(await screen.findByRole("dialog", { name: "Register and get P 1,000" }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log in" })).toBeNull());
  });

  it("the SMS tab's dialing-code picker lists the platform's countries with their flags from the image CDN [COUNTRY-01] [COUNTRY-02] [API-17]", async () => {
    useEnglish();
    await renderApp("/login", { imageCdn: "https://img.example/" });
    const login = await screen.findByRole("dialog", { name: "Log in" }, { timeout: 20_000 });
    await userEvent.click(within(login).getByRole("tab", { name: "Mobile number" }));
    const picker = await within(login).findByRole("combobox", { name: "Country dialing code" });
    await waitFor(() => expect(picker).toHaveTextContent("Brazil+55"));
    expect(picker.querySelector("img")).toHaveAttribute("src", "https://img.example/TCG_PROD_IMAGES/COUNTRY_FLAG/BR.png");
    await userEvent.click(picker);
    const options = within(login).getAllByRole("option");
    expect(options).toHaveLength(COUNTRIES.length);
    const shown = options.map((option) => [option.querySelector("img")?.getAttribute("src"), option.textContent]);
    for (const country of COUNTRIES) {
      expect(shown).toContainEqual([`https://img.example/TCG_PROD_IMAGES/COUNTRY_FLAG/${country.countryCode}.png`, expect.stringContaining(country.countryDialingCode)]);
    }
  });
});
