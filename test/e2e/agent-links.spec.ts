/**
 * The agent centre's Account page (register centre, issue 29 item 2) in Chromium against the sandbox, as agent01:
 * the seeded AGENT01 link with its QR code, a new link created and listed, the link disabled after a confirmation (the
 * platform then refuses its code), and a downline registered directly under the agent; axe on every step.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible, expectAccessibleDialog } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { openLoginFromHeader, passwordInput, sandboxState, submitLogin, waitForMember } from "./support/auth.ts";
import { BASE_URL } from "./support/env.ts";

const centre = (page: Page) => page.getByRole("dialog", { name: "Agent centre" });

describe("agent centre: Account (register centre)", () => {
  it("lists AGENT01 with its QR code, creates a link, disables it (its code is refused) and registers a downline [LNK-01] [LNK-02] [LNK-03] [LNK-04] [LNK-05]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/");
    await openLoginFromHeader(page);
    await submitLogin(page, "agent01", "Agent1234");
    await waitForMember(page);
    const linksRequest = page.waitForRequest((r) => r.url().includes("MCSFE_getAffiliateLinks"));
    await visit(page, "/agent/register-centre");
    const merchant = (await linksRequest).headers()["merchant"] ?? "";
    const dialog = centre(page);

    // The seeded links of agent01, AGENT01 among them, each with its QR code and register address.
    const seeded = (await sandboxState()).agentLinks.filter((l) => l.agent === "agent01");
    const agent01 = seeded.find((l) => l.code === "AGENT01")!;
    const card = dialog.getByRole("article", { name: "AGENT01" });
    await card.waitFor();
    await card.getByRole("img", { name: "QR code of the link AGENT01" }).waitFor();
    expect(await card.textContent()).toContain(`https://${agent01.domain}/register.html?affiliateCode=AGENT01`);
    expect(await dialog.getByRole("article").count()).toBe(seeded.length);
    await expectAccessible(page, "register centre");
    await saveScreenshot(page, "agent-links.desktop");

    // A code of the wrong form is refused next to the field and stays as typed; a good one creates the link.
    const create = dialog.getByRole("region", { name: "Create a link" });
    const code = create.getByRole("textbox", { name: /^Code/ });
    await code.fill("ab");
    await create.getByRole("button", { name: "Create link" }).click();
    await create.getByText("The code is 4 to 16 letters or digits.").waitFor();
    expect(await code.getAttribute("aria-invalid")).toBe("true");
    expect(await code.inputValue()).toBe("ab");
    await code.fill("spring25");
    const domains = await create.getByRole("combobox", { name: "Domain" }).locator("option").allTextContents();
    const domain = domains.at(-1)!;
    await create.getByRole("combobox", { name: "Domain" }).selectOption(domain);
    await create.getByRole("combobox", { name: "Account type" }).selectOption({ label: "Agent" });
    await create.getByRole("button", { name: "Create link" }).click();
    await dialog.getByText("The link SPRING25 is created.").waitFor();
    const spring = dialog.getByRole("article", { name: "SPRING25" });
    expect(await spring.textContent()).toContain(`https://${domain}/register.html?affiliateCode=SPRING25`);
    await spring.getByRole("img", { name: "QR code of the link SPRING25" }).waitFor();
    expect((await sandboxState()).agentLinks.find((l) => l.code === "SPRING25")).toMatchObject({ agent: "agent01", domain, accountType: "agent", enabled: true });

    // Disable asks first; once disabled the platform refuses the code.
    await spring.getByRole("button", { name: "Disable" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Disable the link SPRING25?" });
    await confirm.waitFor();
    await expectAccessibleDialog(page, "disable confirmation");
    await confirm.getByRole("button", { name: "Disable" }).click();
    await dialog.getByText("The link SPRING25 is disabled: its code registers no one now.").waitFor();
    await spring.getByText("Disabled", { exact: true }).waitFor();
    await spring.getByRole("button", { name: "Enable" }).waitFor();
    const check = await fetch(`${BASE_URL}/wps/agent/affiliate?code=SPRING25&domain=${domain}`, { headers: { Merchant: merchant, Language: "en" } });
    expect(await check.json()).toMatchObject({ success: false, message: "Invalid invitation code" });

    // A downline registered directly: a problem next to its field, then the account under agent01.
    const downline = dialog.getByRole("region", { name: "Register a downline" });
    const username = downline.getByRole("textbox", { name: /^Username/ });
    await username.fill("7x");
    await passwordInput(downline, "Password").fill("Secret123");
    await passwordInput(downline, "Repeat the password").fill("Secret124");
    await downline.getByRole("button", { name: "Register" }).click();
    await expect.poll(() => username.getAttribute("aria-invalid")).toBe("true");
    expect(await passwordInput(downline, "Repeat the password").getAttribute("aria-invalid")).toBe("true");
    expect(await username.inputValue()).toBe("7x");
    await expectAccessible(page, "downline form with errors");
    await username.fill("downline7");
    await passwordInput(downline, "Repeat the password").fill("Secret123");
    await downline.getByRole("button", { name: "Register" }).click();
    await downline.getByText("downline7 is registered as your downline (Member).").waitFor();
    expect((await sandboxState()).accounts.find((a) => a.username === "downline7")).toMatchObject({ upline: "agent01", type: 0 });
  });
});
