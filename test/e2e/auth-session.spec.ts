/**
 * The session in the browser against the sandbox platform (issue 5): free trial and the trial-account warning,
 * logout with its confirmation, what is left in the browser afterwards, a 401 ending the session, a guest's protected
 * action continuing after login, the balance in the logged-in bar, and the member centre.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, visit, PHONE } from "./support/suite.ts";
import { expectAccessible, expectAccessibleDialog } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { sandbox } from "./support/sandbox.ts";
import {
  balanceButton,
  logOut,
  loginDialog,
  memberBar,
  openLoginFromHeader,
  changePasswordDialog,
  passwordInput,
  sandboxState,
  memberAt,
  smsCode,
  storedState,
  storedText,
  submitLogin,
  waitForMember,
  type StoredState,
} from "./support/auth.ts";
import { HEADER_MEMORY_KEY } from "../../src/app/header-memory.ts";

const path = (url: string) => new URL(url).pathname;

/** Logs demo in from the header's login modal on `route`. */
async function logInDemo(page: Page, route = "/") {
  await visit(page, route);
  await openLoginFromHeader(page);
  await submitLogin(page, "demo", "Demo1234");
  await waitForMember(page);
}

/** demo logged in at `route` by a session the test makes with the platform (support/auth.ts `memberAt`), for the tests whose subject comes after the login. */
const demoAt = (page: Page, route = "/") => memberAt(page, "demo", "Demo1234", route);

/** After logout: only the merchant codes in session storage, only the language in local storage. */
function expectGuestStorage(stored: StoredState) {
  expect(Object.keys(stored.session).sort()).toEqual(["merchant", "merchantCode"]);
  expect(stored.session).toEqual({ merchant: "aurora01", merchantCode: "aurora01" });
  const { [HEADER_MEMORY_KEY]: layoutMemory, ...local } = stored.local;
  expect(Object.keys(local).sort()).toEqual(["hisLang", "lang"]);
  // Besides the language, at most the header's remembered row height (src/app/header-memory.ts): two numbers.
  if (layoutMemory !== undefined) expect(Object.keys(JSON.parse(layoutMemory) as object).sort()).toEqual(["height", "width"]);
}

describe("free trial", () => {
  it("opens a trial account at /; Deposit shows the \"Register a real account first\" warning [LOGIN-04] [FREE-01] [TRIAL-01] [ERR-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/vip");
    const login = await openLoginFromHeader(page);
    await login.getByRole("button", { name: "Free trial" }).click();
    await waitForMember(page);
    expect(path(page.url())).toBe("/");
    expect(await balanceButton(page).textContent()).toBe("P 2,000.00");
    const trial = (await sandboxState()).accounts.find((a) => a.type === 4);
    expect(trial?.username).toMatch(/^trial\d+$/);
    expect(await memberBar(page).getByTestId("member-name").textContent()).toMatch(/^Trial \d+$|^trial\d+$/);
    expect((await storedState(page)).session.cpw).toBeUndefined();

    await memberBar(page).getByRole("button", { name: "Deposit" }).click();
    const warning = page.getByRole("alertdialog", { name: "Real account needed" });
    await warning.waitFor();
    expect(await warning.textContent()).toContain("Register a real account first.");
    await expectAccessibleDialog(page, "trial-account warning");
    await saveScreenshot(page, "auth-session.trial-warning.desktop");
    await warning.getByRole("button", { name: "Confirm" }).click();
    await warning.waitFor({ state: "detached" });
    expect(await page.getByRole("dialog", { name: "Member centre" }).count()).toBe(0);

    // The account name (member centre) is refused the same way.
    await memberBar(page).getByTestId("member-name").click();
    await warning.waitFor();
    await warning.getByRole("button", { name: "Confirm" }).click();
    await warning.waitFor({ state: "detached" });
    expect(await page.getByRole("dialog", { name: "Member centre" }).count()).toBe(0);
  });

  it("is not offered when free play is off (preset freeplay-off) [LOGIN-04]", async ({ e2e }) => {
    await sandbox.preset("freeplay-off");
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/");
    const login = await openLoginFromHeader(page);
    expect(await login.getByRole("button", { name: "Log in", exact: true }).isVisible()).toBe(true);
    expect(await login.getByRole("button", { name: "Free trial" }).count()).toBe(0);
  });
});

describe("logout", () => {
  it("asks \"Are you sure you want to log out?\": Cancel keeps the session, Confirm logs out to / [BAR-04] [LOGOUT-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logInDemo(page, "/vip");
    const token = (await storedState(page)).session.token!;

    await memberBar(page).getByRole("button", { name: "Sign out" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Sign out" });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain("Are you sure you want to log out?");
    // Focus starts on the safe choice.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await expectAccessibleDialog(page, "logout confirmation");
    await saveScreenshot(page, "auth-session.logout-confirm.desktop");

    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await memberBar(page).isVisible()).toBe(true);
    expect((await storedState(page)).session.token).toBe(token);
    expect(path(page.url())).toBe("/vip");
    expect((await sandboxState()).sessions).toBe(1);

    await memberBar(page).getByRole("button", { name: "Sign out" }).click();
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await memberBar(page).waitFor({ state: "detached" });
    await page.waitForURL((url) => url.pathname === "/");
    expect((await sandboxState()).sessions).toBe(0);
    expectGuestStorage(await storedState(page));
    await expectAccessible(page, "/ after logout");
  });

  it("leaves only the merchant codes and the language behind: no password, code or token, no remember cookies [LOGOUT-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logInDemo(page);
    const token = (await storedState(page)).session.token!;
    expect(token).toBeTruthy();
    await logOut(page);
    const stored = await storedState(page);
    expectGuestStorage(stored);
    expect(stored.cookies).toEqual([]);
    const text = storedText(stored);
    for (const secret of ["Demo1234", token, "demo"]) expect(text).not.toContain(secret);
  });

  it("after an SMS login with remember me: only the number is remembered (under the merchant's name), never the code or the token; logout forgets the number [COOKIE-02] [DEV-11]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/");
    const dialog = await openLoginFromHeader(page);
    await dialog.getByRole("tab", { name: "Mobile number" }).click();
    await dialog.getByRole("textbox", { name: "Mobile number" }).fill("11987654321");
    await dialog.getByRole("button", { name: "Send code" }).click();
    await dialog.getByRole("button", { name: "Code sent" }).waitFor();
    const code = await smsCode("11987654321");
    await dialog.getByRole("textbox", { name: "SMS code" }).fill(code);
    await dialog.getByRole("checkbox", { name: "Remember me" }).check();
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    await waitForMember(page);
    const token = (await storedState(page)).session.token!;
    const remembered = (await storedState(page)).cookies.find((c) => c.name.endsWith("_loginTypeSms"));
    expect(remembered?.name).not.toBe("_loginTypeSms");
    expect(JSON.parse(decodeURIComponent(remembered!.value))).toEqual({ mobileNum: "11987654321", countryDialingCode: "+55" });
    await logOut(page);

    const stored = await storedState(page);
    expectGuestStorage(stored);
    expect(stored.cookies.map((c) => c.name)).toEqual(["loginRemember"]);
    const text = storedText(stored);
    for (const secret of [code, token, "Demo1234", "11987654321"]) expect(text).not.toContain(secret);
  });

  it("a logout whose call fails still logs out, and the platform is told again until its session ends [DEV-08] [LOGOUT-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logInDemo(page);
    expect((await sandboxState()).sessions).toBe(1);
    await sandbox.scenario({ failure: { mode: "http500", path: "/wps/session/logout", remaining: 1 } });
    await logOut(page);
    expect((await sandboxState()).scenario.failure.mode).toBe("none");
    // The retry after 2 s ends the platform's session (wait for that state, not for a time).
    await expect.poll(async () => (await sandboxState()).sessions, { timeout: 15_000 }).toBe(0);
    await page.getByTestId("login-area").getByRole("button", { name: "Log in" }).filter({ visible: true }).waitFor();
    // A retry that worked says nothing to the player (the message is only for a platform that could not be told).
    expect(await page.getByTestId("logout-notice").count()).toBe(0);
  });

  it("a trial account's logout leaves nothing of it behind", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/");
    const login = await openLoginFromHeader(page);
    await login.getByRole("button", { name: "Free trial" }).click();
    await waitForMember(page);
    const token = (await storedState(page)).session.token!;
    const trial = (await sandboxState()).accounts.find((a) => a.type === 4)!;
    await logOut(page);
    const stored = await storedState(page);
    expectGuestStorage(stored);
    expect(stored.cookies).toEqual([]);
    for (const secret of [token, trial.password, trial.username]) expect(storedText(stored)).not.toContain(secret);
  });
});

describe("session end and protected actions", () => {
  it("a 401 (the sandbox forgot the session) on refreshing the balance opens the login popup [SITE-03]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await demoAt(page);
    await sandbox.reset();
    await memberBar(page).getByRole("button", { name: "Refresh" }).click();
    const dialog = loginDialog(page);
    await dialog.waitFor();
    await memberBar(page).waitFor({ state: "detached" });
    expectGuestStorage(await storedState(page));
    await expectAccessibleDialog(page, "login popup after a 401");
    await saveScreenshot(page, "auth-session.after-401.desktop");

    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    expect(await balanceButton(page).textContent()).toBe("P 1,520.75");
  });

  it("a 401 while changing the password keeps what was typed: after logging in again the form opens with it [SITE-30] [SITE-03]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await demoAt(page);
    await visit(page, "/member/account");
    await page.getByRole("dialog", { name: "Member centre" }).getByRole("button", { name: "Change password" }).click();
    const change = changePasswordDialog(page);
    await passwordInput(change, "Old password").fill("Demo1234");
    await passwordInput(change, "New password").fill("Demo5678");
    await passwordInput(change, "Confirm new password").fill("Demo5678");
    await sandbox.reset();
    await change.getByRole("button", { name: "Confirm" }).click();
    const login = loginDialog(page);
    await login.getByText(/Your session has ended/).waitFor();
    await submitLogin(page, "demo", "Demo1234");
    await change.waitFor();
    expect(await passwordInput(change, "Old password").inputValue()).toBe("Demo1234");
    expect(await passwordInput(change, "New password").inputValue()).toBe("Demo5678");
    expect(await passwordInput(change, "Confirm new password").inputValue()).toBe("Demo5678");
  });

  it("a guest pressing Rewards sees the login popup; after login the member centre opens on Reward centre [SESSION-02] [SITE-04] [SITE-21]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/vip");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Rewards" }).click();
    await loginDialog(page).waitFor();
    await submitLogin(page, "demo", "Demo1234");
    const centre = page.getByRole("dialog", { name: "Member centre" });
    await centre.waitFor();
    await loginDialog(page).waitFor({ state: "detached" });
    // The entry also carries the count of rewards to claim (issue 30).
    expect(await centre.locator("[aria-current=page]").textContent()).toMatch(/^Reward centre/);
    expect(await centre.getByRole("heading", { level: 3 }).textContent()).toBe("Reward centre");
    expect(await memberBar(page).isVisible()).toBe(true);
    // The page's address (SITE-21), over the page the guest was on.
    expect(path(page.url())).toBe("/member/rewards");
    expect(await page.getByRole("heading", { level: 1, name: "VIP" }).count()).toBe(1);
    await expectAccessibleDialog(page, "member centre on Reward centre");
  });

  it("closing the login popup drops the protected action: a later login does not open the member centre [SITE-04]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Rewards" }).click();
    await loginDialog(page).waitFor();
    await page.keyboard.press("Escape");
    await loginDialog(page).waitFor({ state: "detached" });
    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    expect(await page.getByRole("dialog", { name: "Member centre" }).count()).toBe(0);
  });
});

describe("logged-in bar and member centre", () => {
  it("the balance hides as *** on click and shows again; Refresh asks the platform again [BAR-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await demoAt(page);
    const balance = balanceButton(page);
    expect(await balance.textContent()).toBe("P 1,520.75");
    expect(await balance.getAttribute("aria-pressed")).toBe("false");
    expect(await balance.getAttribute("aria-label")).toBe("Balance P 1,520.75. Hide balance");

    await balance.click();
    await expect.poll(() => balance.textContent()).toBe("P ***");
    expect(await balance.getAttribute("aria-pressed")).toBe("true");
    expect(await balance.getAttribute("aria-label")).toBe("Balance hidden. Show balance");
    await expectAccessible(page, "/ with the balance hidden");
    await balance.click();
    await expect.poll(() => balance.textContent()).toBe("P 1,520.75");

    const refresh = memberBar(page).getByRole("button", { name: "Refresh" });
    const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === "/wps/v2/wallets/balance"), refresh.click()]);
    expect(response.status()).toBe(200);
    await expect.poll(() => refresh.getAttribute("aria-disabled")).toBeNull();
    expect(await balance.textContent()).toBe("P 1,520.75");
  });

  it("the member centre highlights the active page, switches pages and closes [BAR-02] [BAR-03] [MC-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await demoAt(page);
    await memberBar(page).getByTestId("member-name").click();
    const centre = page.getByRole("dialog", { name: "Member centre" });
    await centre.waitFor();
    const menu = centre.getByRole("navigation", { name: "Member centre" });
    expect(await menu.locator("[aria-current=page]").allTextContents()).toEqual(["My account"]);
    expect(await centre.getByTestId("member-account").textContent()).toBe("demo");
    await expectAccessibleDialog(page, "member centre, My account");
    await saveScreenshot(page, "auth-session.member-centre.desktop");

    await menu.getByRole("link", { name: "Withdraw" }).click();
    await expect.poll(() => menu.locator("[aria-current=page]").allTextContents()).toEqual(["Withdraw"]);
    expect(await centre.getByRole("heading", { level: 3 }).textContent()).toBe("Withdraw");
    await expectAccessibleDialog(page, "member centre, Withdraw");

    await centre.getByRole("button", { name: "Close" }).click();
    await centre.waitFor({ state: "detached" });
    expect(await memberBar(page).isVisible()).toBe(true);

    // Deposit in the bar opens the centre on its page; Escape closes it.
    await memberBar(page).getByRole("button", { name: "Deposit" }).click();
    await centre.waitFor();
    expect(await menu.locator("[aria-current=page]").allTextContents()).toEqual(["Deposit"]);
    await page.keyboard.press("Escape");
    await centre.waitFor({ state: "detached" });
  });

  it("the logged-in header at 1366 px in Portuguese: one row, the Home icon whole, VIP1 in full and once, lined up with the page", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/login", "/login");
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    await page.evaluate(() => window.localStorage.setItem("lang", "pt"));
    await page.reload();
    await memberBar(page).getByRole("button", { name: "Depósito" }).waitFor();
    const measured = await page.evaluate(() => {
      const box = (el: Element | null) => el!.getBoundingClientRect();
      const header = document.querySelector("header")!;
      const nav = header.querySelector("nav ul")!;
      const vip = header.querySelector("nav a[href='/vip']")!;
      return {
        top: box(header.firstElementChild).height,
        header: box(header).height,
        homeIcon: box(header.querySelector("nav a[href='/'] svg")).width,
        vip: vip.textContent,
        vipRight: box(vip).right,
        navRight: box(nav).right,
        navOverflow: nav.scrollWidth - nav.clientWidth,
        headerRow: [box(header.firstElementChild).left, box(header.firstElementChild).right],
        content: [box(document.querySelector("main > div")).left, box(document.querySelector("main > div")).right],
      };
    });
    // The logo, the balance and every button in one row: the header does not grow from 60 px (issue 31: 88).
    expect(measured.top).toBeLessThanOrEqual(64);
    expect(measured.header).toBeLessThanOrEqual(112);
    expect(measured.homeIcon).toBeGreaterThanOrEqual(16);
    expect(measured.vip).toBe("VIP1");
    expect(measured.vipRight).toBeLessThanOrEqual(measured.navRight + 0.5);
    expect(measured.navOverflow).toBeLessThanOrEqual(0);
    // The header's row and the page's content have the same edges beside the right bar.
    expect(Math.abs(measured.headerRow[0]! - measured.content[0]!)).toBeLessThanOrEqual(1);
    expect(Math.abs(measured.headerRow[1]! - measured.content[1]!)).toBeLessThanOrEqual(1);
    await saveScreenshot(page, "auth-session.logged-in.pt.desktop");
  });

  it("the logged-in bar and the member centre on a phone", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: PHONE });
    await visit(page, "/login", "/login (phone)");
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    await expectAccessible(page, "/ logged in (phone)");
    await saveScreenshot(page, "auth-session.logged-in.phone");
    // Two rows at most (issue 31): the balance and Deposit stay in the top row, the rest is behind Menu.
    expect((await page.locator("header").first().boundingBox())!.height).toBeLessThanOrEqual(112);
    expect(await memberBar(page).getByRole("button", { name: "Deposit" }).isVisible()).toBe(true);
    expect(await memberBar(page).getByTestId("member-name").isVisible()).toBe(false);
    const menu = memberBar(page).getByRole("button", { name: /^Menu/ });
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await expectAccessible(page, "header menu open (phone)");
    await page.keyboard.press("Escape");
    await memberBar(page).getByTestId("member-name").waitFor({ state: "hidden" });
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
    await menu.click();
    await memberBar(page).getByTestId("member-name").click();
    const centre = page.getByRole("dialog", { name: "Member centre" });
    await centre.waitFor();
    // Nothing sticks out sideways: the menu stacks above the page on a phone.
    expect(await centre.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBeLessThanOrEqual(0);
    await centre.getByRole("button", { name: "Change password" }).waitFor();
    await expectAccessibleDialog(page, "member centre (phone)");
    await saveScreenshot(page, "auth-session.member-centre.phone");
  });
});
