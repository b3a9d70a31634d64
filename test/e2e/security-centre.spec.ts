/**
 * My account (securityCenter) in Chromium against the sandbox, as a player: a new mobile number with the SMS code
 * sent to it, a new e-mail address confirmed with the login password, the payment password changed (the new one then confirms a withdrawal's bank account), a bank account
 * added; axe on every step.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { passwordInput, sandboxState, signedIn, smsCode } from "./support/auth.ts";

const centre = (page: Page) => page.getByRole("dialog", { name: "Member centre" });

async function openMyAccount(page: Page) {
  await signedIn(page, "demo", "Demo1234");
  await visit(page, "/member/account");
  await centre(page).getByRole("region", { name: "Mobile number" }).waitFor();
}

describe("security centre", () => {
  it("binds a new mobile number with the code sent to it, a new e-mail with the login password, changes the payment password and adds a bank account [SEC-01] [SEC-02] [SEC-03] [SEC-04]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await openMyAccount(page);
    const dialog = centre(page);
    await expectAccessible(page, "my account");

    const mobile = dialog.getByRole("region", { name: "Mobile number" });
    await mobile.getByRole("button", { name: "Change mobile number" }).click();
    await mobile.getByRole("textbox", { name: /^Mobile number/ }).fill("11900003333");
    await mobile.getByRole("button", { name: /send code|get code/i }).click();
    const code = await smsCode("11900003333");
    await mobile.getByRole("textbox", { name: /^Verification code/ }).fill(code);
    await expectAccessible(page, "mobile form");
    await mobile.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Your mobile number is saved.").waitFor();
    await mobile.getByText("+55 *******3333").waitFor();
    expect((await sandboxState()).smsCodes.find((c) => c.mobileNum === "11900003333")?.used).toBe(true);
    await expectAccessible(page, "mobile number saved");

    // A new e-mail address, confirmed with the login password: a wrong one is refused, the address kept.
    const email = dialog.getByRole("region", { name: "E-mail" });
    await email.getByRole("button", { name: "Change e-mail" }).click();
    await email.getByRole("textbox", { name: /^E-mail/ }).fill("demo.player@example.com");
    await passwordInput(email, "Login password").fill("Wrong999");
    await expectAccessible(page, "e-mail form");
    await email.getByRole("button", { name: "Save" }).click();
    await email.getByRole("alert").filter({ hasText: "The login password is wrong." }).waitFor();
    expect(await email.getByRole("textbox", { name: /^E-mail/ }).inputValue()).toBe("demo.player@example.com");
    await expectAccessible(page, "e-mail refused");
    await passwordInput(email, "Login password").fill("Demo1234");
    await email.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Your e-mail address is saved.").waitFor();
    await expectAccessible(page, "e-mail saved");
    expect((await sandboxState()).accounts.find((a) => a.username === "demo")!.email).toBe("demo.player@example.com");

    const password = dialog.getByRole("region", { name: "Payment password" });
    await password.getByRole("button", { name: "Change payment password" }).click();
    await expectAccessible(page, "payment password form");
    await passwordInput(password, "Old payment password").fill("000000");
    await passwordInput(password, "Payment password (6 digits)").fill("864200");
    await passwordInput(password, "Repeat the payment password").fill("864200");
    await password.getByRole("button", { name: "Save" }).click();
    await password.getByText("The payment password is wrong").waitFor();
    expect(await passwordInput(password, "Payment password (6 digits)").inputValue()).toBe("864200");
    await expectAccessible(page, "payment password refused");
    await passwordInput(password, "Old payment password").fill("135790");
    await password.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Your payment password is saved.").waitFor();
    await expectAccessible(page, "payment password saved");

    const cards = dialog.getByRole("region", { name: "Bank accounts" });
    await cards.getByRole("button", { name: "Add bank account" }).click();
    await cards.getByRole("combobox", { name: "Bank" }).selectOption({ label: "Nubank" });
    await cards.getByRole("textbox", { name: /^Account number/ }).fill("5566778899");
    await cards.getByRole("textbox", { name: /^Payee name/ }).fill("demo player");
    await passwordInput(cards, "Payment password").fill("864200");
    await expectAccessible(page, "bank account form");
    await cards.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("The bank account is added.").waitFor();
    await cards.getByText("******8899").waitFor();
    await saveScreenshot(page, "security-centre.desktop");
    await expectAccessible(page, "bank account added");
  });
});
