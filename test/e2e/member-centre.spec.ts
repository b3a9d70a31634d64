/**
 * The member centre as addresses in the browser against the sandbox platform (issue 27 item 1, SITE-21): a guest's
 * deep link logs in first and lands on the page, a reload keeps the page, the browser's back button walks the pages
 * and leaves the centre for the page it was opened on, and on a phone the centre is a full-screen page with a back
 * arrow; a trial account's deep link gets the real-account warning. Every state is checked with axe.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, visit, PHONE } from "./support/suite.ts";
import { expectAccessibleDialog } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { loginDialog, memberBar, openLoginFromHeader, submitLogin, waitForMember } from "./support/auth.ts";

const path = (page: Page) => new URL(page.url()).pathname;
const centre = (page: Page) => page.getByRole("dialog", { name: "Member centre" });
const menu = (page: Page) => centre(page).getByRole("navigation", { name: "Member centre" });
const active = (page: Page) => menu(page).locator("[aria-current=page]").allTextContents();

describe("the member centre's addresses (SITE-21)", () => {
  it("a guest's deep link logs in first and lands on the page; a reload keeps it [ROLE-01] [SITE-04] [MC-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/member/deposit", "/member/deposit (guest: the login popup)");
    await loginDialog(page).waitFor();
    await submitLogin(page, "demo", "Demo1234");
    await centre(page).waitFor();
    await expect.poll(() => active(page)).toEqual(["Deposit"]);
    expect(path(page)).toBe("/member/deposit");
    expect(await centre(page).getByRole("heading", { level: 3 }).textContent()).toBe("Deposit");
    // Desktop: a modal with its close button; the phone's back arrow is not shown.
    expect(await centre(page).getByRole("button", { name: "Close" }).isVisible()).toBe(true);
    expect(await centre(page).getByRole("button", { name: "Back" }).isVisible()).toBe(false);
    await expectAccessibleDialog(page, "member centre, Deposit");
    await saveScreenshot(page, "member-centre.deposit.desktop");

    await page.reload();
    await centre(page).waitFor();
    await expect.poll(() => active(page)).toEqual(["Deposit"]);
    expect(path(page)).toBe("/member/deposit");

    // Reached from outside the site: closing goes home.
    await centre(page).getByRole("button", { name: "Close" }).click();
    await centre(page).waitFor({ state: "detached" });
    await expect.poll(() => path(page)).toBe("/");
  });

  it("opens over the page the player is on; the menu's links change the address; back walks the pages and then leaves for that page [BAR-03] [MC-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/vip");
    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);

    await memberBar(page).getByRole("button", { name: "Deposit" }).click();
    await centre(page).waitFor();
    await expect.poll(() => path(page)).toBe("/member/deposit");
    // Over the page the player was on.
    expect(await page.getByRole("heading", { level: 1, name: "VIP" }).count()).toBe(1);
    const withdraw = menu(page).getByRole("link", { name: "Withdraw" });
    expect(await withdraw.getAttribute("href")).toBe("/member/withdraw");
    await withdraw.click();
    await expect.poll(() => path(page)).toBe("/member/withdraw");
    await expect.poll(() => active(page)).toEqual(["Withdraw"]);
    await expectAccessibleDialog(page, "member centre, Withdraw");

    await page.goBack();
    await expect.poll(() => path(page)).toBe("/member/deposit");
    await expect.poll(() => active(page)).toEqual(["Deposit"]);
    await page.goBack();
    await expect.poll(() => path(page)).toBe("/vip");
    await centre(page).waitFor({ state: "detached" });

    // Forward again, then Close: back to /vip, not home.
    await page.goForward();
    await centre(page).waitFor();
    await menu(page).getByRole("link", { name: "My account" }).click();
    await expect.poll(() => path(page)).toBe("/member/account");
    expect(await centre(page).getByTestId("member-account").textContent()).toBe("demo");
    // A reload keeps the page, and the page under it.
    await page.reload();
    await centre(page).waitFor();
    await expect.poll(() => active(page)).toEqual(["My account"]);
    expect(path(page)).toBe("/member/account");
    expect(await page.getByRole("heading", { level: 1, name: "VIP" }).count()).toBe(1);
    await page.keyboard.press("Escape");
    await centre(page).waitFor({ state: "detached" });
    await expect.poll(() => path(page)).toBe("/vip");
  });

  it("on a phone the centre is a full-screen page with a back arrow [MC-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: PHONE });
    await visit(page, "/member/account", "/member/account (phone, guest)");
    await loginDialog(page).waitFor();
    await submitLogin(page, "demo", "Demo1234");
    await centre(page).waitFor();
    await expect.poll(() => active(page)).toEqual(["My account"]);
    const box = await centre(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    const back = centre(page).getByRole("button", { name: "Back" });
    expect(await back.isVisible()).toBe(true);
    expect(await centre(page).getByRole("button", { name: "Close" }).isVisible()).toBe(false);
    // Nothing sticks out sideways: the menu stacks above the page.
    expect(await centre(page).evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBeLessThanOrEqual(0);
    // The account page's code arrives with the page (lazy).
    await centre(page).getByRole("button", { name: "Change password" }).waitFor();
    await expectAccessibleDialog(page, "member centre (phone)");
    await saveScreenshot(page, "member-centre.account.phone");

    await back.click();
    await centre(page).waitFor({ state: "detached" });
    await expect.poll(() => path(page)).toBe("/");
  });

  it("a trial account that opens /member/deposit gets the real-account warning, never the deposit page [ROLE-03] [TRIAL-01] [MC-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/");
    const login = await openLoginFromHeader(page);
    await login.getByRole("button", { name: "Free trial" }).click();
    await waitForMember(page);
    await page.goto("/member/deposit");
    const warning = page.getByRole("alertdialog", { name: "Real account needed" });
    await warning.waitFor();
    expect(await warning.textContent()).toContain("Register a real account first.");
    await expectAccessibleDialog(page, "trial-account warning at /member/deposit");
    expect(await centre(page).count()).toBe(0);
    await expect.poll(() => path(page)).toBe("/");
    await warning.getByRole("button", { name: "Confirm" }).click();
    await warning.waitFor({ state: "detached" });
    expect(await centre(page).count()).toBe(0);
    await memberBar(page).waitFor();
  });
});
