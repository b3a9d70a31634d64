/**
 * Forgot password in the browser against the sandbox platform (issue 5): opened from the login modal, on the e-mail
 * tab (the first) by default, reset by e-mail (confirmation, or the platform's message) and by phone (SMS code and new password, then
 * logged in at /). Every modal state reached is checked with axe.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible, expectAccessibleDialog } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { sandbox } from "./support/sandbox.ts";
import {
  loginDialog,
  memberBar,
  openLoginFromHeader,
  passwordInput,
  recoveryDialog,
  sandboxState,
  smsCode,
  storedState,
  storedText,
  submitLogin,
  waitForMember,
} from "./support/auth.ts";

const path = (url: string) => new URL(url).pathname;

/** Opens the login modal from the header on `route`, then its "Forgot password?" link. */
async function openRecovery(page: Page, route = "/") {
  await visit(page, route);
  const login = await openLoginFromHeader(page);
  await login.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = recoveryDialog(page);
  await dialog.waitFor();
  await login.waitFor({ state: "detached" });
  return dialog;
}

describe("forgot-password modal", () => {
  it("opens from the login modal on the first tab (e-mail); the mobile tab is one click away [PWD-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const dialog = await openRecovery(page);
    expect(await dialog.getByRole("tablist", { name: "Reset by" }).getByRole("tab").allTextContents()).toEqual(["E-mail", "Mobile number"]);
    expect(await dialog.getByRole("tab", { selected: true }).textContent()).toBe("E-mail");
    expect(await dialog.getByRole("tab", { name: "E-mail" }).getAttribute("aria-selected")).toBe("true");
    expect(await dialog.getByRole("textbox", { name: "Username" }).isVisible()).toBe(true);
    expect(await dialog.getByRole("textbox", { name: "E-mail" }).isVisible()).toBe(true);
    expect(await dialog.getByRole("textbox", { name: "Mobile number" }).count()).toBe(0);
    await expectAccessibleDialog(page, "forgot-password modal, e-mail tab (default)");
    await saveScreenshot(page, "auth-recovery.email-tab.desktop");

    await dialog.getByRole("tab", { name: "Mobile number" }).click();
    await dialog.getByRole("textbox", { name: "Mobile number" }).waitFor();
    expect(await dialog.getByRole("tab", { selected: true }).textContent()).toBe("Mobile number");
    expect(await dialog.getByRole("textbox", { name: "Mobile number" }).isVisible()).toBe(true);
    expect(await dialog.getByRole("textbox", { name: "Verification code" }).isVisible()).toBe(true);
    expect(await passwordInput(dialog, "New password").isVisible()).toBe(true);
    await expectAccessibleDialog(page, "forgot-password modal, mobile tab");
    await saveScreenshot(page, "auth-recovery.mobile-tab.desktop");
  });

  it("e-mail tab: demo and its address get the confirmation; Close returns to the page", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const dialog = await openRecovery(page, "/vip");
    await dialog.getByRole("tab", { name: "E-mail" }).click();
    const username = dialog.getByRole("textbox", { name: "Username" });
    await username.waitFor();
    await expectAccessibleDialog(page, "forgot-password modal, e-mail tab");

    // Both fields are required, next to each field.
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => username.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#recovery-username-error").textContent()).toBe("Input cannot be empty");
    await expectAccessibleDialog(page, "forgot-password modal, e-mail tab, field errors");

    await username.fill("demo");
    await dialog.getByRole("textbox", { name: "E-mail" }).fill("demo@sandbox.example");
    await dialog.getByRole("button", { name: "Submit" }).click();
    const confirmation = dialog.getByRole("status").filter({ hasText: "We have sent you an e-mail" });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toBe("We have sent you an e-mail with a link to reset your password. Please check your inbox.");
    expect((await sandboxState()).mails).toMatchObject([{ to: "demo@sandbox.example", username: "demo" }]);
    // Focus moves to Close (the form it replaced is gone).
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Close");
    await expectAccessibleDialog(page, "forgot-password modal, e-mail sent");
    await saveScreenshot(page, "auth-recovery.email-sent.desktop");

    await dialog.getByRole("button", { name: "Close", exact: true }).filter({ hasText: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(path(page.url())).toBe("/vip");
    expect(await memberBar(page).count()).toBe(0);
    await expectAccessible(page, "/vip after the reset mail");
  });

  it("e-mail tab: a wrong address gets the platform's message and keeps what was typed [ERR-12] [SITE-02]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const dialog = await openRecovery(page);
    await dialog.getByRole("tab", { name: "E-mail" }).click();
    await dialog.getByRole("textbox", { name: "Username" }).fill("demo");
    await dialog.getByRole("textbox", { name: "E-mail" }).fill("someone@sandbox.example");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe("username/email does not exist");
    expect(await dialog.getByRole("textbox", { name: "E-mail" }).inputValue()).toBe("someone@sandbox.example");
    expect((await sandboxState()).mails).toEqual([]);
    await expectAccessibleDialog(page, "forgot-password modal, platform message");
    await saveScreenshot(page, "auth-recovery.email-failed.desktop");
  });

  it("mobile tab: the SMS code from the sandbox and a new password log in, at / [PWD-04]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const dialog = await openRecovery(page, "/vip");
    await dialog.getByRole("tab", { name: "Mobile number" }).click();
    await dialog.getByRole("textbox", { name: "Mobile number" }).fill("11987654321");
    await dialog.getByRole("button", { name: "Send code" }).click();
    const sent = dialog.getByRole("button", { name: "Code sent" });
    await sent.waitFor();
    expect(await sent.getAttribute("aria-disabled")).toBe("true");
    const code = await smsCode("11987654321");
    await dialog.getByRole("textbox", { name: "Verification code" }).fill(code);
    await passwordInput(dialog, "New password").fill("Fresh5678");
    await expectAccessibleDialog(page, "forgot-password modal, mobile tab filled");
    await saveScreenshot(page, "auth-recovery.mobile-filled.desktop");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await waitForMember(page);
    expect(path(page.url())).toBe("/");
    expect(await memberBar(page).getByTestId("member-name").textContent()).toBe("Demo Player");
    expect((await sandboxState()).accounts.find((a) => a.username === "demo")?.password).toBe("Fresh5678");
    const stored = storedText(await storedState(page));
    expect(stored).not.toContain("Fresh5678");
    expect(stored).not.toContain(code);
  });

  it("mobile tab: a wrong code is refused with the platform's message, and the old password still works", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const dialog = await openRecovery(page);
    await dialog.getByRole("tab", { name: "Mobile number" }).click();
    await dialog.getByRole("textbox", { name: "Mobile number" }).fill("11987654321");
    await dialog.getByRole("button", { name: "Send code" }).click();
    await dialog.getByRole("button", { name: "Code sent" }).waitFor();
    const code = await smsCode("11987654321");
    await dialog.getByRole("textbox", { name: "Verification code" }).fill(code === "000000" ? "111111" : "000000");
    await passwordInput(dialog, "New password").fill("Fresh5678");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).not.toBe("");
    expect(await memberBar(page).count()).toBe(0);
    await expectAccessibleDialog(page, "forgot-password modal, wrong SMS code");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    expect(await loginDialog(page).count()).toBe(0);
  });

  it("without phone reset (preset sms-off) only the e-mail form shows, without tabs [PWD-01]", async ({ e2e }) => {
    await sandbox.preset("sms-off");
    const page = await e2e.open({ lang: "en" });
    const dialog = await openRecovery(page);
    expect(await dialog.getByRole("tablist").count()).toBe(0);
    expect(await dialog.getByRole("textbox", { name: "Username" }).isVisible()).toBe(true);
    expect(await dialog.getByRole("textbox", { name: "E-mail" }).isVisible()).toBe(true);
    expect(await dialog.getByRole("textbox", { name: "Mobile number" }).count()).toBe(0);
    await expectAccessibleDialog(page, "forgot-password modal, e-mail only");
  });
});
