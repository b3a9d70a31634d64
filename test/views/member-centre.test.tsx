/**
 * The member centre as addresses (`/member/<page>`), rendered as the whole app against the sandbox: who reaches it
 * (a member; a guest logs in first; a trial account gets the warning), its menu of links, and where closing and the
 * history lead (SPEC §2 member centre, §5 member-centre access, SITE-21).
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";
import { patchScenario } from "../../src/sandbox/scenarios.ts";
import { MEMBER_CENTRE_PAGES, MEMBER_PAGE_SLUGS, memberPageOf } from "../../src/routes/-member-pages.ts";

const { store } = nodeSandbox;

function useEnglish() {
  localStorage.setItem("lang", "en");
}

function logInAs(username: string) {
  const member = store.findMember(username);
  if (!member) throw new Error(`no sandbox member ${username}`);
  sessionStorage.setItem("token", store.openSession(member.id));
}

function logInAsTrial() {
  const { id: _id, ...demo } = store.findMember("demo")!;
  const trial = store.addMember({ ...demo, account: "trial0001", nickname: "", type: 4, mobile: null, email: "" });
  sessionStorage.setItem("token", store.openSession(trial.id));
}

const centre = (timeout = 10_000) => screen.findByRole("dialog", { name: "Member centre" }, { timeout });
const menuOf = (dialog: HTMLElement) => within(dialog).getByRole("navigation", { name: "Member centre" });
const activeItem = (dialog: HTMLElement) => within(menuOf(dialog)).getByRole("link", { current: "page" });

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole("dialog", { name: "Log in" }, { timeout: 20_000 });
  const form = within(dialog).getByRole("form", { name: "Log in" });
  await user.type(within(form).getByLabelText(/^Username/, { selector: "input" }), "demo");
  await user.type(within(form).getByLabelText(/^Password/, { selector: "input" }), "Demo1234");
  await user.click(within(form).getByRole("button", { name: "Log in" }));
}

describe("the member-centre addresses", () => {
  it("one slug per page, and only /member/<known slug> is a page", () => {
    expect(new Set(Object.values(MEMBER_PAGE_SLUGS)).size).toBe(MEMBER_CENTRE_PAGES.length);
    expect(memberPageOf("/member/deposit")).toBe("depositv2");
    expect(memberPageOf("/member/Cashback/")).toBe("manualRebate");
    expect(memberPageOf("/member/nope")).toBeNull();
    expect(memberPageOf("/member/deposit/more")).toBeNull();
    expect(memberPageOf("/deposit")).toBeNull();
  });
});

// The first render of the sign-in modals and the centre in a worker compiles their chunks: they can take seconds.
describe("the member centre", { timeout: 60_000 }, () => {
  it("a guest's deep link opens the login popup; after logging in the centre shows the page asked for [ROLE-01] [SESSION-02] [SITE-04] [SITE-21]", async () => {
    useEnglish();
    const user = userEvent.setup();
    const { router } = await renderApp("/member/deposit");
    await logIn(user);
    const dialog = await centre();
    await waitFor(() => expect(activeItem(dialog)).toHaveTextContent("Deposit"));
    expect(within(dialog).getByRole("heading", { level: 3 })).toHaveTextContent("Deposit");
    expect(router.state.location.pathname).toBe("/member/deposit");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log in" })).toBeNull());
  });

  it("a guest who closes the login popup instead goes home [SITE-04] [SITE-21]", async () => {
    useEnglish();
    const user = userEvent.setup();
    const { router } = await renderApp("/member/withdraw");
    const login = await screen.findByRole("dialog", { name: "Log in" }, { timeout: 20_000 });
    await user.click(within(login).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.queryByRole("dialog", { name: "Member centre" })).toBeNull();
  });

  it("a trial account gets the real-account warning at home, never the centre [ROLE-01] [ROLE-03] [TRIAL-01] [ERR-01]", async () => {
    useEnglish();
    logInAsTrial();
    const user = userEvent.setup();
    const { router } = await renderApp("/member/deposit");
    const warning = await screen.findByRole("alertdialog", { name: "Real account needed" }, { timeout: 10_000 });
    expect(warning).toHaveTextContent("Register a real account first.");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await user.click(within(warning).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.queryByRole("dialog", { name: "Member centre" })).toBeNull();
  });

  it("the bar opens the page's address over the page the player is on; the menu is links in the SPEC's order; back and Close return to that page [BAR-03] [MC-01] [SITE-21]", async () => {
    useEnglish();
    logInAs("demo");
    const user = userEvent.setup();
    const { router } = await renderApp("/vip");
    /** The address the player sees, and the page under the centre. */
    const shown = () => router.history.location.pathname;
    const under = () => router.state.location.pathname;
    const bar = await screen.findByTestId("member-bar", undefined, { timeout: 10_000 });
    await user.click(within(bar).getByRole("button", { name: "Deposit" }));
    const dialog = await centre();
    expect(shown()).toBe("/member/deposit");
    expect(under()).toBe("/vip");
    expect(screen.getByRole("heading", { level: 1, name: "VIP" })).toBeInTheDocument();

    // Manual rebate is off in the sandbox: no cashback item.
    const links = within(menuOf(dialog)).getAllByRole("link");
    const expected = MEMBER_CENTRE_PAGES.filter((page) => page !== "manualRebate").map((page) => `/member/${MEMBER_PAGE_SLUGS[page]}`);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(expected);
    expect(links[0]).toHaveTextContent("My account");
    expect(activeItem(dialog)).toHaveTextContent("Deposit");
    // The deposit page itself: the platform's methods and the amount field.
    expect(await within(dialog).findByRole("textbox", { name: "Amount" })).toBeInTheDocument();

    await user.click(within(menuOf(dialog)).getByRole("link", { name: "Withdraw" }));
    await waitFor(() => expect(shown()).toBe("/member/withdraw"));
    expect(under()).toBe("/vip");
    expect(activeItem(dialog)).toHaveTextContent("Withdraw");
    expect(await within(dialog).findByTestId("withdraw-available")).toHaveTextContent("1,520.75");
    await user.click(within(menuOf(dialog)).getByRole("link", { name: "My account" }));
    await waitFor(() => expect(shown()).toBe("/member/account"));
    expect(await within(dialog).findByTestId("member-account")).toHaveTextContent("demo");

    // The browser's back button walks back through the pages.
    router.history.back();
    await waitFor(() => expect(shown()).toBe("/member/withdraw"));
    await waitFor(() => expect(activeItem(dialog)).toHaveTextContent("Withdraw"));
    expect(under()).toBe("/vip");

    // Close leaves the centre for the page it was opened on.
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(shown()).toBe("/vip"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Member centre" })).toBeNull());
  });

  it("signing out with the centre open over the home page goes home without the centre, not to the login popup [LOGOUT-01] [SITE-21]", async () => {
    useEnglish();
    logInAs("demo");
    const user = userEvent.setup();
    const { router } = await renderApp("/");
    const bar = await screen.findByTestId("member-bar", undefined, { timeout: 10_000 });
    await user.click(within(bar).getByRole("button", { name: "Personal centre" }));
    await centre();
    expect(router.history.location.pathname).toBe("/member/account");
    expect(router.state.location.pathname).toBe("/");

    await user.click(within(bar).getByRole("button", { name: "Sign out" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Sign out" })).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByTestId("member-bar")).toBeNull());
    await waitFor(() => expect(router.history.location.pathname).toBe("/"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Member centre" })).toBeNull());
    expect(screen.queryByRole("dialog", { name: "Log in" })).toBeNull();
  });

  it("a direct load keeps the page; closing it goes home [MC-01] [SITE-21]", async () => {
    useEnglish();
    logInAs("demo");
    const user = userEvent.setup();
    const { router } = await renderApp("/member/account");
    const dialog = await centre();
    expect(activeItem(dialog)).toHaveTextContent("My account");
    expect(await within(dialog).findByRole("button", { name: "Change password" })).toBeInTheDocument();
    // The phone's back arrow does what Close does.
    await user.click(within(dialog).getByTestId("member-centre-back"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Member centre" })).toBeNull());
  });

  it("an unknown page is the not-found page", async () => {
    useEnglish();
    logInAs("demo");
    await renderApp("/member/no-such-page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Member centre" })).toBeNull();
  });

  it("cashback says the site does not offer it while manual rebate is off, and is a page of the centre while it is on [FLAG-01] [RWD-15]", async () => {
    useEnglish();
    logInAs("demo");
    const off = await renderApp("/member/cashback");
    expect(await screen.findByRole("heading", { level: 1, name: "Cashback is not offered by this site" }, { timeout: 10_000 })).toBeInTheDocument();
    off.unmount();

    patchScenario(store, { whitelabel: { MANUALREBATE3: true } });
    await renderApp("/member/cashback");
    const dialog = await centre();
    expect(activeItem(dialog)).toHaveTextContent("Cashback");
  });
});
