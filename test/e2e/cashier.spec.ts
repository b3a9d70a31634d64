/**
 * The cashier in the browser against the sandbox platform (issue 27): deposit, withdraw with the payment password,
 * one order per double click, the withdrawal confirmation paid out in parts, and the ledger summing to the balance
 * after every step.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { advanceSandboxClock, balanceButton, memberBar, openLoginFromHeader, passwordInput, sandboxState, submitLogin, waitForMember } from "./support/auth.ts";

async function logInDemo(page: Page, route = "/") {
  await visit(page, route);
  await openLoginFromHeader(page);
  await submitLogin(page, "demo", "Demo1234");
  await waitForMember(page);
}

/** demo's account in the sandbox's snapshot, and the check that its ledger sums to its balance. */
async function demoLedger() {
  const demo = (await sandboxState()).accounts.find((a) => a.username === "demo")!;
  expect(demo.ledgerRowsOmitted).toBe(0);
  expect(demo.ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(demo.balanceMinor);
  return demo;
}

const centre = (page: Page) => page.getByRole("dialog", { name: "Member centre" });

describe("cashier", () => {
  it("deposit 100: review, order with payee and QR, credited when the sandbox clock moves, header balance up by 100 [CASH-01] [CASH-04] [CASH-03]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logInDemo(page);
    expect(await balanceButton(page).textContent()).toBe("P 1,520.75");
    await demoLedger();

    await memberBar(page).getByRole("button", { name: "Deposit" }).click();
    await page.waitForURL(/\/member\/deposit$/);
    const dialog = centre(page);
    await dialog.getByRole("radio", { name: "PIX" }).first().waitFor();
    const amount = dialog.getByRole("textbox", { name: "Amount" });
    await amount.fill("1");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByText(/The minimum is P/).waitFor();
    expect(await amount.inputValue()).toBe("1");
    await amount.fill("100");
    await dialog.getByRole("button", { name: "Continue" }).click();
    const review = dialog.getByRole("region", { name: "Check your deposit" });
    await review.waitFor();
    expect(await review.textContent()).toContain("P 100.00");
    await expectAccessible(page, "deposit review");
    await review.getByRole("button", { name: "Confirm deposit" }).click();

    const order = dialog.getByRole("region", { name: /Deposit order/ });
    await order.getByText("Waiting for your payment").waitFor();
    await order.getByRole("img", { name: "QR code to pay this deposit" }).waitFor();
    expect(await order.getByRole("button", { name: "Copy Reference" }).count()).toBe(1);
    await saveScreenshot(page, "cashier.deposit-order.desktop");
    await expectAccessible(page, "deposit order");
    const state = await sandboxState();
    expect(state.deposits.filter((d) => d.username === "demo")).toHaveLength(1);
    await demoLedger();

    await advanceSandboxClock(state.cashier.depositCreditMs);
    await order.getByRole("button", { name: "Check now" }).click();
    await order.getByText("Credited").waitFor();
    await balanceButton(page).filter({ hasText: "P 1,620.75" }).waitFor();
    expect((await demoLedger()).balanceMinor).toBe(162075);
  });

  it("withdraw 50 with the payment password: a double click sends one withdrawal; it shows in My withdrawals [CASH-02] [CASH-05]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logInDemo(page);
    await memberBar(page).getByRole("button", { name: "Withdraw" }).click();
    await page.waitForURL(/\/member\/withdraw$/);
    const dialog = centre(page);
    await dialog.getByTestId("withdraw-available").filter({ hasText: "P 1,520.75" }).waitFor();
    await dialog.getByRole("textbox", { name: "Amount" }).fill("50");
    await passwordInput(dialog, "Payment password").fill("000000");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByRole("button", { name: "Confirm withdrawal" }).click();
    // A wrong payment password comes back next to its field, the amount kept.
    await dialog.getByText("The payment password is wrong").waitFor();
    expect(await dialog.getByRole("textbox", { name: "Amount" }).inputValue()).toBe("50");

    await passwordInput(dialog, "Payment password").fill("135790");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByRole("button", { name: "Confirm withdrawal" }).dblclick();
    await dialog.getByRole("region", { name: "Withdrawal requested" }).waitFor();
    const withdrawals = (await sandboxState()).withdrawals.filter((w) => w.username === "demo");
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]!.amountMinor).toBe(5000);
    await balanceButton(page).filter({ hasText: "P 1,470.75" }).waitFor();
    const list = dialog.getByRole("region", { name: "My withdrawals" });
    await list.getByRole("cell", { name: withdrawals[0]!.withdrawalId }).waitFor();
    await expectAccessible(page, "withdrawal requested");
    await saveScreenshot(page, "cashier.withdraw-done.desktop");
    await demoLedger();
  });

  it("a reload of /member/deposit keeps the deposit page [MC-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logInDemo(page);
    await visit(page, "/member/deposit");
    await centre(page).getByRole("textbox", { name: "Amount" }).waitFor();
    await page.reload();
    await centre(page).getByRole("textbox", { name: "Amount" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/member/deposit");
  });
});
