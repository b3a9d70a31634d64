/**
 * Registration in the browser against the sandbox platform (issue 5): the /register modal, its tabs, the platform's
 * field rules and messages, the invitation-code check, username and mobile registration (auto-login), reset, the
 * referral code from the address, and the strict rule set. Every modal state reached is checked with axe.
 */
import type { Page, Request } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible, expectAccessibleDialog } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { sandbox } from "./support/sandbox.ts";
import { captchaCode, decryptedBody, memberBar, passwordInput, registerDialog, sandboxState, smsCode, waitForMember } from "./support/auth.ts";

const path = (url: string) => new URL(url).pathname;

/** Opens `url` (a /register address) and waits until the modal's form has loaded the platform's settings. */
async function openRegister(page: Page, url = "/register") {
  await visit(page, url, `${path(`http://x${url}`)} (register modal open)`);
  const dialog = registerDialog(page);
  await dialog.getByRole("form", { name: "Register" }).waitFor();
  return dialog;
}

/** Waits for the captcha image and types the code the sandbox accepts now. */
async function fillCaptcha(page: Page) {
  const dialog = registerDialog(page);
  await dialog.getByRole("img", { name: "Captcha image" }).waitFor();
  await dialog.getByRole("textbox", { name: "Captcha" }).fill(await captchaCode());
}

/** The registration calls the page makes (username or mobile), to read their decrypted payloads. */
function registrationRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && /\/wps\/member\/register(\/mobile)?$/.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

describe("register modal", () => {
  it("/register opens the modal: the title names the bonus and the first tab (username) is selected; the mobile tab is one click away [ROUTE-02] [REG-01] [REG-02]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const dialog = await openRegister(page);
    expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe("Register and get P 1,000");
    const tabs = dialog.getByRole("tablist", { name: "Registration type" }).getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(["Username", "Mobile number"]);
    expect(await dialog.getByRole("tab", { selected: true }).textContent()).toBe("Username");
    expect(await dialog.getByRole("tab", { name: "Username" }).getAttribute("aria-selected")).toBe("true");
    expect(await dialog.getByRole("textbox", { name: "Username" }).isVisible()).toBe(true);
    await expectAccessibleDialog(page, "register modal, username tab (default)");
    await saveScreenshot(page, "auth-register.username-tab.desktop");

    await dialog.getByRole("tab", { name: "Mobile number" }).click();
    await dialog.getByRole("textbox", { name: "Mobile number" }).waitFor();
    expect(await dialog.getByRole("tab", { selected: true }).textContent()).toBe("Mobile number");
    expect(await dialog.getByRole("button", { name: "Send code" }).isVisible()).toBe(true);
    expect(await dialog.getByRole("textbox", { name: "Username" }).count()).toBe(0);
    // The 18+ and terms agreement is ticked by default.
    expect(await dialog.getByRole("checkbox", { name: /I am 18 or older/ }).isChecked()).toBe(true);
    await expectAccessibleDialog(page, "register modal, mobile tab");
    await saveScreenshot(page, "auth-register.mobile-tab.desktop");
  });

  it("username tab: an invalid username gets the rule's message with its range; a mismatch is named [REG-08] [REG-09] [ERR-06]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const dialog = await openRegister(page);
    await dialog.getByRole("tab", { name: "Username" }).click();
    const username = dialog.getByRole("textbox", { name: "Username" });
    await username.waitFor();
    await expectAccessibleDialog(page, "register modal, username tab");

    await username.fill("1bad");
    await passwordInput(dialog, "Password").fill("abc12345");
    await passwordInput(dialog, "Confirm password").fill("abc12399");
    await dialog.getByRole("button", { name: "Register", exact: true }).click();
    await expect.poll(() => username.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#register-username-error").textContent()).toBe("6–12 letters or digits, starting with a letter");
    expect(await page.locator("#register-confirmPassword-error").textContent()).toBe("The passwords are inconsistent");
    expect(await passwordInput(dialog, "Confirm password").getAttribute("aria-invalid")).toBe("true");
    // The first field in error has focus; what was typed stays.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("register-username");
    expect(await username.inputValue()).toBe("1bad");
    expect(await passwordInput(dialog, "Password").inputValue()).toBe("abc12345");
    expect(await memberBar(page).count()).toBe(0);
    await expectAccessibleDialog(page, "register modal with field errors");
    await saveScreenshot(page, "auth-register.field-errors.desktop");
  });

  it("an unknown invitation code is refused by the platform first: the warning \"Invitation code error\" [REG-10] [ERR-03]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const requests = registrationRequests(page);
    const dialog = await openRegister(page);
    await dialog.getByRole("tab", { name: "Username" }).click();
    await dialog.getByRole("textbox", { name: "Username" }).fill("player77");
    await passwordInput(dialog, "Password").fill("abc12345");
    await passwordInput(dialog, "Confirm password").fill("abc12345");
    await dialog.getByRole("textbox", { name: "Invitation code" }).fill("NOPE99");
    await fillCaptcha(page);
    await dialog.getByRole("button", { name: "Register", exact: true }).click();
    const warning = page.getByRole("alertdialog", { name: "Warning" });
    await warning.waitFor();
    expect(await warning.textContent()).toContain("Invitation code error");
    expect(requests).toHaveLength(0);
    expect((await sandboxState()).accounts.some((a) => a.username === "player77")).toBe(false);
    await expectAccessibleDialog(page, "invitation-code warning");
    await saveScreenshot(page, "auth-register.invitation-warning.desktop");
  });

  it("dismissing the invitation-code warning keeps the register modal and what was typed", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const dialog = await openRegister(page);
    await dialog.getByRole("tab", { name: "Username" }).click();
    await dialog.getByRole("textbox", { name: "Username" }).fill("player77");
    await passwordInput(dialog, "Password").fill("abc12345");
    await passwordInput(dialog, "Confirm password").fill("abc12345");
    await dialog.getByRole("textbox", { name: "Invitation code" }).fill("NOPE99");
    await fillCaptcha(page);
    await dialog.getByRole("button", { name: "Register", exact: true }).click();
    const warning = page.getByRole("alertdialog", { name: "Warning" });
    await warning.getByRole("button", { name: "OK" }).click();
    await warning.waitFor({ state: "detached" });
    expect(await dialog.getByRole("textbox", { name: "Username" }).inputValue({ timeout: 2000 })).toBe("player77");
  });

  it("a valid username registration with the captcha logs the new account in; the referral code reaches the request", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const requests = registrationRequests(page);
    const dialog = await openRegister(page, "/register?referralCode=FRIEND1");
    await dialog.getByRole("tab", { name: "Username" }).click();
    await dialog.getByRole("textbox", { name: "Username" }).fill("player77");
    await passwordInput(dialog, "Password").fill("abc12345");
    await passwordInput(dialog, "Confirm password").fill("abc12345");
    await dialog.getByRole("textbox", { name: "E-mail" }).fill("player77@sandbox.example");
    await dialog.getByRole("textbox", { name: "Invitation code" }).fill("agent01");
    await fillCaptcha(page);
    await dialog.getByRole("button", { name: "Register", exact: true }).click();
    await waitForMember(page);
    expect(path(page.url())).toBe("/");
    expect(await memberBar(page).getByTestId("member-name").textContent()).toBe("player77");
    expect(await page.getByTestId("balance").textContent()).toBe("P 0.00");

    expect(requests).toHaveLength(1);
    const payload = decryptedBody(requests[0]!);
    expect(payload).toMatchObject({
      username: "player77",
      password: "abc12345",
      confirmPassword: "abc12345",
      email: "player77@sandbox.example",
      referralCode: "FRIEND1",
      registerMethod: "WEB",
      login: true,
    });
    const account = (await sandboxState()).accounts.find((a) => a.username === "player77");
    expect(account).toMatchObject({ password: "abc12345", email: "player77@sandbox.example", type: 0 });
    await expectAccessible(page, "/ after registering");
  });

  it("mobile registration with the SMS code from the sandbox logs in with the number as the account [REG-14] [API-29]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const requests = registrationRequests(page);
    const dialog = await openRegister(page);
    await dialog.getByRole("tab", { name: "Mobile number" }).click();
    await dialog.getByRole("textbox", { name: "Mobile number" }).fill("11955550000");
    await dialog.getByRole("button", { name: "Send code" }).click();
    const sent = dialog.getByRole("button", { name: "Code sent" });
    await sent.waitFor();
    expect(await sent.getAttribute("aria-disabled")).toBe("true");
    expect(await dialog.getByRole("timer").textContent()).toMatch(/^Code sent \(\d+\)$/);
    await expectAccessibleDialog(page, "register modal, SMS code sent");
    await dialog.getByRole("textbox", { name: "Verification code" }).fill(await smsCode("11955550000"));
    await passwordInput(dialog, "Password").fill("abc12345");
    await passwordInput(dialog, "Confirm password").fill("abc12345");
    await fillCaptcha(page);
    await saveScreenshot(page, "auth-register.mobile-filled.desktop");
    await dialog.getByRole("button", { name: "Register", exact: true }).click();
    await waitForMember(page);
    expect(await memberBar(page).getByTestId("member-name").textContent()).toBe("11955550000");

    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url()).pathname).toBe("/wps/member/register/mobile");
    expect(decryptedBody(requests[0]!)).toMatchObject({ username: "11955550000", mobileNum: "11955550000", countryDialingCode: "+55" });
    const account = (await sandboxState()).accounts.find((a) => a.username === "11955550000");
    expect(account?.mobile).toEqual({ countryDialingCode: "+55", mobileNum: "11955550000" });
  });

  it("Reset clears what was typed but keeps the chosen dialing code [REG-13]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const dialog = await openRegister(page);
    await dialog.getByRole("tab", { name: "Mobile number" }).click();
    const picker = dialog.getByRole("combobox", { name: "Country dialing code" });
    await picker.click();
    await page.getByRole("option", { name: /Japan/ }).click();
    await expect.poll(() => picker.textContent()).toContain("+81");
    await dialog.getByRole("textbox", { name: "Mobile number" }).fill("9012345678");
    await passwordInput(dialog, "Password").fill("abc12345");
    await dialog.getByRole("textbox", { name: "Invitation code" }).fill("VIPTEAM");
    await dialog.getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => dialog.getByRole("textbox", { name: "Mobile number" }).inputValue()).toBe("");
    expect(await passwordInput(dialog, "Password").inputValue()).toBe("");
    expect(await dialog.getByRole("textbox", { name: "Invitation code" }).inputValue()).toBe("");
    expect(await picker.textContent()).toContain("+81");
    expect(await picker.textContent()).toContain("Japan");
    await expectAccessibleDialog(page, "register modal after reset");
  });

  it("the strict rule set (preset register-strict) shows every field, all required [REG-07]", async ({ e2e }) => {
    await sandbox.preset("register-strict");
    const page = await e2e.open({ lang: "en" });
    const dialog = await openRegister(page);
    await dialog.getByRole("tab", { name: "Username" }).click();
    await dialog.getByRole("textbox", { name: "Username" }).waitFor();
    const labels = ["Username", "Mobile number", "Real name", "Nickname", "E-mail", "Date of birth", "Address", "Nationality", "Occupation"];
    for (const label of labels) expect(await dialog.getByRole("textbox", { name: label, exact: true }).count(), label).toBe(1);
    for (const label of ["Source of income", "QQ number", "LINE ID", "WhatsApp", "Facebook", "WeChat", "Telegram", "Zalo", "ID number", "Recommender ID", "Invitation code", "Captcha"]) {
      expect(await dialog.getByRole("textbox", { name: label, exact: true }).count(), label).toBe(1);
    }
    for (const label of ["Password", "Confirm password", "Payment password"]) expect(await passwordInput(dialog, label).count(), label).toBe(1);
    const inputs = dialog.locator("form input:not([type=checkbox]):not([type=hidden]):not([readonly])");
    expect(await inputs.count()).toBeGreaterThanOrEqual(24);
    expect(await inputs.evaluateAll((els) => els.filter((el) => el.getAttribute("aria-required") !== "true").map((el) => el.id))).toEqual([]);
    expect(await dialog.getByText("A date as yyyy-MM-dd").isVisible()).toBe(true);
    await expectAccessibleDialog(page, "register modal, strict rules");

    await dialog.getByRole("button", { name: "Register", exact: true }).click();
    await expect.poll(() => dialog.locator("[aria-invalid=true]").count()).toBeGreaterThanOrEqual(20);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("register-username");
    await expectAccessibleDialog(page, "register modal, strict rules, every error");
    await saveScreenshot(page, "auth-register.strict-errors.desktop");
  });
});
