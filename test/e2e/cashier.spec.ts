/**
 * The cashier in the browser against the sandbox platform (issue 27): deposit, withdraw with the payment password,
 * one order per double click, the withdrawal confirmation paid out in parts (the operator's steps on the sandbox's
 * control page), payouts read only while a withdrawal is open, deposits that fail or expire, the wallet's transfers,
 * transfer to upline, amounts in Portuguese, and the ledger summing to the balance after every step.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it, PHONE, visit } from "./support/suite.ts";
import { BASE_URL } from "./support/env.ts";
import { platformLogin } from "./paths/drivers/runtime.ts";
import { expectAccessible } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { sandbox } from "./support/sandbox.ts";
import { CONTROL_PATH } from "../../src/sandbox/middleware.ts";
import { payoutsChecked, withdrawFifty } from "./support/cashier.ts";
import { payoutPoll, PLAYER_ASKS } from "./support/config.ts";
import { advanceSandboxClock, balanceButton, memberBar, openLoginFromHeader, passwordInput, memberAt, sandboxState, signedIn, submitLogin, waitForMember } from "./support/auth.ts";

/** demo logged in (support/auth.ts `signedIn`): the page the test opens next resumes demo's session. */
const demoSignedIn = (page: Page) => signedIn(page, "demo", "Demo1234");

/** demo logged in, at `route` with the header showing demo's balance. */
const logInDemo = (page: Page, route = "/") => memberAt(page, "demo", "Demo1234", route);

/** demo's account in the sandbox's snapshot, and the check that its ledger sums to its balance. */
async function demoLedger() {
  const demo = (await sandboxState()).accounts.find((a) => a.username === "demo")!;
  expect(demo.ledgerRowsOmitted).toBe(0);
  expect(demo.ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(demo.balanceMinor);
  return demo;
}

const PAYOUTS_PATH = "/wps/relay/MCSFE_getPaymentConfirmationList";
const WITHDRAWALS_PATH = "/wps/relay/MCSFE_getWithdrawalList";

/** A 1 × 1 PNG: what a player's screenshot of a statement is to the platform (png magic bytes, a few hundred bytes). */
const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const centre = (page: Page) => page.getByRole("dialog", { name: "Member centre" });
/** Text as read, with the no-break space between currency and amount as a plain space. */
const spaced = (text: string | null) => (text ?? "").replace(/\s/g, " ");
/** Minor units as the English pages show them, e.g. `P 1,520.75`. */
const money = (minor: number) => `P ${(minor / 100).toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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
    await expectAccessible(page, "deposit form");
    const amount = dialog.getByRole("textbox", { name: "Amount" });
    await amount.fill("1");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByText(/The minimum is P/).waitFor();
    expect(await amount.inputValue()).toBe("1");
    await expectAccessible(page, "deposit form with an amount below the minimum");
    await amount.fill("100");
    await dialog.getByRole("button", { name: "Continue" }).click();
    const review = dialog.getByRole("region", { name: "Check your deposit" });
    await review.waitFor();
    expect(spaced(await review.textContent())).toContain("P 100.00");
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
    await expectAccessible(page, "deposit credited");
    expect((await demoLedger()).balanceMinor).toBe(162075);
  });

  it("withdraw 50 with the payment password: a double click sends one withdrawal, and so do Enter and a click; it shows in My withdrawals [CASH-02] [CASH-05]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logInDemo(page);
    await memberBar(page).getByRole("button", { name: "Withdraw" }).click();
    await page.waitForURL(/\/member\/withdraw$/);
    const dialog = centre(page);
    await dialog.getByTestId("withdraw-available").filter({ hasText: "P 1,520.75" }).waitFor();
    await dialog.getByRole("region", { name: "My withdrawals" }).getByText("No withdrawals yet.").waitFor();
    await expectAccessible(page, "withdraw form");
    await dialog.getByRole("textbox", { name: "Amount" }).fill("50");
    await passwordInput(dialog, "Payment password").fill("000000");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByRole("region", { name: "Check your withdrawal" }).waitFor();
    await expectAccessible(page, "withdraw review");
    await dialog.getByRole("button", { name: "Confirm withdrawal" }).click();
    // A wrong payment password comes back next to its field, the amount kept.
    await dialog.getByText("The payment password is wrong").waitFor();
    expect(await dialog.getByRole("textbox", { name: "Amount" }).inputValue()).toBe("50");
    await expectAccessible(page, "withdraw form with a wrong payment password");

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

    // Enter on the focused Confirm and a click straight after it: one more withdrawal, not two.
    await dialog.getByRole("button", { name: "New withdrawal" }).click();
    await dialog.getByRole("textbox", { name: "Amount" }).fill("20");
    await passwordInput(dialog, "Payment password").fill("135790");
    await dialog.getByRole("button", { name: "Continue" }).click();
    const confirm = dialog.getByRole("region", { name: "Check your withdrawal" }).getByRole("button", { name: "Confirm withdrawal" });
    const box = (await confirm.boundingBox())!;
    // The platform's answer is held until both presses have reached the page.
    let sent = 0;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/wps/relay/passwordCheck/MCSFE_withdraw", async (route) => {
      sent += 1;
      await answered;
      await route.continue();
    });
    await confirm.focus();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Sending…" }).waitFor();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    answer();
    await dialog.getByRole("region", { name: "Withdrawal requested" }).waitFor();
    expect(sent).toBe(1);
    expect((await sandboxState()).withdrawals.filter((w) => w.username === "demo").map((w) => w.amountMinor).sort((a, b) => a - b)).toEqual([2000, 5000]);
    await balanceButton(page).filter({ hasText: "P 1,450.75" }).waitFor();
    await demoLedger();
  });

  it("withdrawal confirmation: a payout found by the poll opens the confirmation by itself, over the page the player is on [SITE-19] [WDC-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await payoutPoll(page, 1000);
    await demoSignedIn(page);
    const withdrawalId = await withdrawFifty(page);
    const confirmation = page.getByRole("dialog", { name: "Confirm your withdrawal payment" });
    expect(await confirmation.count()).toBe(0);
    await sandbox.cashier("payout", { withdrawalId });
    await confirmation.waitFor();
    expect(spaced(await confirmation.textContent())).toContain("P 25.00");
    await confirmation.getByRole("button", { name: "Received", exact: true }).click();
    await page.getByRole("dialog", { name: "Payment confirmed" }).getByRole("button", { name: "OK" }).click();
    await confirmation.waitFor({ state: "detached" });
    const part = (await sandboxState()).withdrawals.find((w) => w.withdrawalId === withdrawalId)!.parts[0]!;
    expect(part.status).toBe("CONFIRMED");
  });

  it("withdrawal confirmation: payouts are read only while a withdrawal is open — none before the first withdrawal, every minute while it is open, none once it is closed [SITE-19]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    // The page's timers run on a clock the test moves on (the minute's poll), time otherwise flowing as usual.
    await page.clock.install();
    let payoutReads = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === PAYOUTS_PATH) payoutReads += 1;
    });
    const withdrawalsRead = () => page.waitForResponse((response) => new URL(response.url()).pathname === WITHDRAWALS_PATH);
    const firstCheck = withdrawalsRead();
    await logInDemo(page);
    await firstCheck;
    // demo has no withdrawal: five minutes pass without a single read of the payouts.
    await page.clock.fastForward(5 * 60_000);
    await balanceButton(page).textContent();
    expect(payoutReads).toBe(0);

    // A withdrawal opens: the check it starts reads the payouts, and so does each minute after it. (My withdrawals
    // may ask for a check of its own as it shows the new withdrawal: whether that one is a second read or is folded
    // into the running check depends on the machine's speed, so the reads are counted from here on.)
    const withdrawalId = await withdrawFifty(page);
    expect(payoutReads).toBeOneOf([1, 2]);
    for (let minute = 1; minute <= 2; minute += 1) {
      const before = payoutReads;
      const polled = payoutsChecked(page);
      await page.clock.fastForward(60_000);
      await polled;
      expect(payoutReads).toBeGreaterThan(before);
    }

    // The platform closes it (rejected, the money back): the next minute's check finds nothing open and stops.
    await sandbox.cashier("withdrawal/reject", { withdrawalId });
    const lastCheck = withdrawalsRead();
    await page.clock.fastForward(60_000);
    await lastCheck;
    const whenClosed = payoutReads;
    await page.clock.fastForward(5 * 60_000);
    await balanceButton(page).textContent();
    expect(payoutReads).toBe(whenClosed);
    await demoLedger();
  });

  it("withdrawal confirmation: a part arrives, not received with a PNG proof, proof accepted on the control page, the next part, all received, completed; the ledger sums to the balance throughout [WDC-01] [WDC-03] [SITE-18] [SITE-19]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    // The player asks for each part from My withdrawals; the poll would open the same dialog by itself (test above).
    await payoutPoll(page, PLAYER_ASKS);
    await demoSignedIn(page);
    const withdrawalId = await withdrawFifty(page);
    const dialog = centre(page);
    const list = dialog.getByRole("region", { name: "My withdrawals" });
    const row = list.getByRole("row").filter({ hasText: withdrawalId });
    const confirmation = page.getByRole("dialog", { name: "Confirm your withdrawal payment" });

    // The first part (half of 50.00) arrives: the player did not get it and sends a proof.
    await sandbox.cashier("payout", { withdrawalId });
    await list.getByRole("button", { name: "Refresh" }).click();
    await row.getByRole("button", { name: "Confirm receipt" }).click();
    await confirmation.waitFor();
    expect(spaced(await confirmation.textContent())).toContain("P 25.00");
    await expectAccessible(page, "withdrawal confirmation");
    await confirmation.getByRole("button", { name: "Not received" }).click();
    const proofDialog = page.getByRole("dialog", { name: "Payment not received" });
    await proofDialog.getByLabel("Proof image (png or jpg, at most 5 MB)").setInputFiles({ name: "statement.png", mimeType: "image/png", buffer: Buffer.from(PNG_1PX, "base64") });
    await expectAccessible(page, "proof dialog");
    await proofDialog.getByTestId("proof-preview").waitFor();
    await expectAccessible(page, "proof dialog with the image previewed");
    await proofDialog.getByRole("button", { name: "Send proof" }).click();
    const sent = page.getByRole("dialog", { name: "Proof sent" });
    await sent.waitFor();
    await expectAccessible(page, "proof sent");
    // Acknowledging checks for the next part at once: the platform pays it only after that check (else it opens by itself).
    const checked = payoutsChecked(page);
    await sent.getByRole("button", { name: "OK" }).click();
    await checked;
    let state = await sandboxState();
    const part = state.withdrawals.find((w) => w.withdrawalId === withdrawalId)!.parts[0]!;
    expect(part.status).toBe("IN_REVIEW");
    expect(part.proof?.type).toBe("image/png");
    await demoLedger();

    // On the sandbox's control page the operator accepts the proof (the part did not arrive) and pays the next part.
    const control = await page.context().newPage();
    await control.goto(CONTROL_PATH);
    const operatorSays = control.locator("#status");
    await control.getByRole("button", { name: `Accept the proof of payout ${part.payoutId} (it did not arrive)` }).click();
    await operatorSays.filter({ hasText: "Proof accepted: pay a new part." }).waitFor();
    await control.getByRole("button", { name: `Pay the next part of ${withdrawalId}` }).click();
    await operatorSays.filter({ hasText: `Part paid out for ${withdrawalId}.` }).waitFor();
    await control.close();
    state = await sandboxState();
    // The first part did not arrive (refused, not counted); the new part waits for the player.
    expect(state.withdrawals.find((w) => w.withdrawalId === withdrawalId)!.parts.map((p) => p.status)).toEqual(["REFUSED", "WAITING"]);
    await demoLedger();
    // The player has it all.
    await list.getByRole("button", { name: "Refresh" }).click();
    await row.getByRole("button", { name: "Confirm receipt" }).click();
    await confirmation.waitFor();
    await confirmation.getByRole("button", { name: "All received" }).click();
    const confirmed = page.getByRole("dialog", { name: "Payment confirmed" });
    await confirmed.waitFor();
    await expectAccessible(page, "payment confirmed");
    await confirmed.getByRole("button", { name: "OK" }).click();
    await list.getByRole("button", { name: "Refresh" }).click();
    await row.filter({ hasText: "Completed" }).waitFor();
    await expectAccessible(page, "my withdrawals with the withdrawal completed");
    state = await sandboxState();
    expect(state.withdrawals.find((w) => w.withdrawalId === withdrawalId)!.status).toBe("COMPLETED");
    expect((await demoLedger()).balanceMinor).toBe(152075 - 5000);
  });

  it("my wallet: the main and vendor wallets, a transfer in with its review, the wallets after it; the header balance follows [CASH-08] [CASH-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await demoSignedIn(page);
    await visit(page, "/member/wallet", "wallet page");
    const dialog = centre(page);
    const wallets = dialog.getByRole("region", { name: "Wallets" });
    await wallets.getByRole("rowheader", { name: "Main wallet" }).waitFor();
    await expectAccessible(page, "wallet page with the wallets");
    const transferIn = wallets.getByRole("button", { name: /^Transfer in to / }).first();
    const vendorName = (await transferIn.getAttribute("aria-label"))!.replace(/^Transfer in to /, "");
    await transferIn.click();
    const form = dialog.getByRole("form", { name: `Transfer from Main wallet to ${vendorName}` });
    await form.waitFor();
    await expectAccessible(page, "wallet transfer form");
    await form.getByRole("textbox", { name: "Amount" }).fill("20");
    await form.getByRole("button", { name: "Continue" }).click();
    const review = dialog.getByRole("region", { name: "Check your transfer" });
    await review.waitFor();
    expect(spaced(await review.textContent())).toContain("P 20.00");
    await expectAccessible(page, "wallet transfer review");
    await review.getByRole("button", { name: "Confirm transfer" }).click();
    await wallets.getByRole("status").filter({ hasText: /moved from Main wallet/ }).waitFor();
    expect(spaced(await wallets.getByRole("status").textContent())).toBe(`P 20.00 moved from Main wallet to ${vendorName}.`);
    await balanceButton(page).filter({ hasText: "P 1,500.75" }).waitFor();
    await expectAccessible(page, "wallet page after a transfer");
    const before = await demoLedger();
    expect(before.balanceMinor).toBe(152075 - 2000);

    // Recall everything: every vendor wallet's balance comes back to the main wallet, after its own review.
    const vendorTotal = before.vendorWallets.reduce((sum, w) => sum + w.balanceMinor, 0);
    expect(vendorTotal).toBeGreaterThanOrEqual(2000);
    await wallets.getByRole("button", { name: "Recall everything to the main wallet" }).click();
    const recall = dialog.getByRole("region", { name: "Recall everything to the main wallet?" });
    await recall.waitFor();
    expect(spaced(await recall.textContent())).toContain(money(vendorTotal));
    await expectAccessible(page, "wallet recall review");
    await recall.getByRole("button", { name: "Confirm transfer" }).click();
    await wallets.getByRole("status").filter({ hasText: "came back to the main wallet" }).waitFor();
    expect(spaced(await wallets.getByRole("status").textContent())).toBe(`${money(vendorTotal)} came back to the main wallet.`);
    await balanceButton(page).filter({ hasText: money(before.balanceMinor + vendorTotal) }).waitFor();
    await expectAccessible(page, "wallet page after recalling everything");
    const after = await demoLedger();
    expect(after.balanceMinor).toBe(before.balanceMinor + vendorTotal);
    expect(after.vendorWallets.every((w) => w.balanceMinor === 0)).toBe(true);
  });

  it("my wallet on a phone, in Portuguese (its longest labels): the wallets, the recall button and a transfer's review stay inside the screen [CASH-08] [CASH-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "pt", viewport: PHONE });
    const token = await platformLogin(BASE_URL, { username: "demo", password: "Demo1234" });
    await page.addInitScript((t) => {
      if (window.sessionStorage.getItem("token") === null) window.sessionStorage.setItem("token", t);
    }, token);
    await visit(page, "/member/wallet", "wallet page on a phone (pt)");
    const wallets = page.getByRole("region", { name: "Carteiras" });
    await wallets.getByRole("rowheader", { name: "Carteira principal" }).waitFor();
    const inside = async (what: string, target: Locator) => {
      const box = (await target.boundingBox())!;
      expect(box.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${what} ends inside the screen`).toBeLessThanOrEqual(PHONE.width);
    };
    await inside("the wallets", wallets);
    await inside("the recall button", wallets.getByRole("button", { name: "Trazer tudo de volta para a carteira principal" }));
    await wallets.getByRole("button", { name: /^Transferir para (?!fora)/ }).first().click();
    await page.getByRole("textbox", { name: "Valor" }).fill("20");
    await page.getByRole("button", { name: "Continuar" }).click();
    const review = page.getByRole("region", { name: "Confira sua transferência" });
    await review.waitFor();
    await inside("the review", review);
    await inside("Back", review.getByRole("button", { name: "Voltar" }));
    await expectAccessible(page, "wallet transfer review on a phone (pt)");
  });

  it("transfer to upline (agent01): the form, the review, the transfer made; the balance goes down once [CASH-09] [CASH-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await signedIn(page, "agent01", "Agent1234");
    await visit(page, "/member/transfer-upline", "upline page");
    const dialog = centre(page);
    const form = dialog.getByRole("form", { name: "Transfer to upline" });
    await form.getByTestId("upline-available").filter({ hasText: "P 8,800.00" }).waitFor();
    await expectAccessible(page, "upline form");
    await form.getByRole("textbox", { name: "Amount" }).fill("15");
    await passwordInput(form, "Payment password").fill("246801");
    await form.getByRole("button", { name: "Continue" }).click();
    const review = dialog.getByRole("region", { name: "Check your transfer to upline" });
    await review.waitFor();
    expect(spaced(await review.textContent())).toContain("P 15.00");
    await expectAccessible(page, "upline review");
    await review.getByRole("button", { name: "Confirm transfer" }).click();
    const done = dialog.getByRole("region", { name: "Transfer made" });
    await done.waitFor();
    expect(spaced(await done.textContent())).toContain("P 15.00 was transferred to your upline");
    await expectAccessible(page, "upline transfer made");
    await balanceButton(page).filter({ hasText: "P 8,785.00" }).waitFor();
    expect((await sandboxState()).accounts.find((a) => a.username === "agent01")!.balanceMinor).toBe(880000 - 1500);
  });

  it("a member without a payment password or bank account (newbie) sets both up from the withdraw page, then sees the withdraw form [CASH-05]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/");
    await openLoginFromHeader(page);
    await submitLogin(page, "newbie", "123456");
    const change = page.getByRole("dialog", { name: "Change password" });
    await change.waitFor();
    await passwordInput(change, "New password").fill("Newbie999");
    await passwordInput(change, "Confirm new password").fill("Newbie999");
    await change.getByRole("button", { name: "Confirm" }).click();
    await waitForMember(page);
    await visit(page, "/member/withdraw", "withdraw page without a payment password");
    const dialog = centre(page);
    const passwordForm = dialog.getByRole("form", { name: "Set a payment password" });
    await passwordForm.waitFor();
    await expectAccessible(page, "payment-password form");
    await passwordInput(passwordForm, "Login password").fill("Newbie999");
    await passwordInput(passwordForm, "Payment password (6 digits)").fill("112233");
    await passwordInput(passwordForm, "Repeat the payment password").fill("112244");
    await passwordForm.getByRole("button", { name: "Save payment password" }).click();
    await passwordForm.getByText("The payment passwords are not the same").waitFor();
    await expectAccessible(page, "payment-password form with an error");
    await passwordInput(passwordForm, "Repeat the payment password").fill("112233");
    await passwordForm.getByRole("button", { name: "Save payment password" }).click();

    const cardForm = dialog.getByRole("form", { name: "Add a bank account" });
    await cardForm.waitFor();
    await expectAccessible(page, "bank-card form");
    await cardForm.getByRole("button", { name: "Save bank account" }).click();
    await cardForm.getByText("Input cannot be empty").first().waitFor();
    await expectAccessible(page, "bank-card form with errors");
    await cardForm.getByRole("combobox", { name: "Bank" }).selectOption({ label: "Nubank" });
    await cardForm.getByRole("textbox", { name: "Account number" }).fill("2468013579");
    await cardForm.getByRole("textbox", { name: "Payee name" }).fill("NEW BIE");
    await passwordInput(cardForm, "Payment password").fill("112233");
    await cardForm.getByRole("button", { name: "Save bank account" }).click();
    const card = dialog.getByRole("radio", { name: "Nubank ******3579" });
    await card.waitFor();
    expect(await card.isChecked()).toBe(true);
    await expectAccessible(page, "withdraw form after the set-up");
    const newbie = (await sandboxState()).accounts.find((a) => a.username === "newbie")!;
    expect(newbie.paymentPassword).toBe("112233");
    expect(newbie.bankCards.map((c) => [c.bankCode, c.accountNumber, c.payeeName])).toEqual([["260", "2468013579", "NEW BIE"]]);
  });

  it("a deposit that fails, then one that expires: the order says so and nothing is credited; axe on both ends [CASH-04]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logInDemo(page);
    const dialog = centre(page);
    for (const [outcome, status, note] of [
      ["fail", "Failed", "The payment did not go through. Nothing was taken from your balance."],
      ["expire", "Expired", "The time to pay ran out. If you have already paid, contact customer service with the reference."],
    ] as const) {
      await sandbox.cashier("deposit-outcome", { outcome });
      await visit(page, "/member/deposit", `deposit form (${outcome})`);
      await dialog.getByRole("textbox", { name: "Amount" }).fill("100");
      await dialog.getByRole("button", { name: "Continue" }).click();
      await dialog.getByRole("region", { name: "Check your deposit" }).getByRole("button", { name: "Confirm deposit" }).click();
      const order = dialog.getByRole("region", { name: /Deposit order/ });
      await order.getByText("Waiting for your payment").waitFor();
      const { cashier } = await sandboxState();
      await advanceSandboxClock(outcome === "fail" ? cashier.depositCreditMs : cashier.depositExpiryMs);
      await order.getByRole("button", { name: "Check now" }).click();
      await order.getByText(status, { exact: true }).waitFor();
      await order.getByText(note).waitFor();
      expect(await order.getByRole("button", { name: "Check now" }).count()).toBe(0);
      await expectAccessible(page, `deposit ${status.toLowerCase()}`);
      expect(await balanceButton(page).textContent()).toBe("P 1,520.75");
      expect((await demoLedger()).balanceMinor).toBe(152075);
    }
    expect((await sandboxState()).deposits.filter((d) => d.username === "demo").map((d) => d.status)).toEqual(["FAILED", "EXPIRED"]);
  });

  it("in Portuguese the amounts read 1.520,75: the header balance, an amount typed as 100,50, its review, and the balance once it is credited [CASH-03] [CASH-04]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "pt" });
    await visit(page, "/");
    await page.getByTestId("login-area").getByRole("button", { name: "Entrar" }).filter({ visible: true }).click();
    const login = page.getByRole("dialog", { name: "Entrar" });
    await login.getByRole("textbox", { name: "Nome de usuário" }).fill("demo");
    await passwordInput(login, "Senha").fill("Demo1234");
    await login.getByRole("button", { name: "Entrar", exact: true }).click();
    await waitForMember(page);
    expect(spaced(await balanceButton(page).textContent())).toBe("P 1.520,75");

    await visit(page, "/member/deposit", "deposit form (pt)");
    const dialog = page.getByRole("dialog", { name: "Central do membro" });
    const amount = dialog.getByRole("textbox", { name: "Valor" });
    await amount.fill("100,50");
    await dialog.getByRole("button", { name: "Continuar" }).click();
    const review = dialog.getByRole("region", { name: "Confira seu depósito" });
    await review.waitFor();
    expect(spaced(await review.textContent())).toContain("P 100,50");
    await expectAccessible(page, "deposit review (pt)");
    await review.getByRole("button", { name: "Confirmar depósito" }).click();
    const order = dialog.getByRole("region", { name: /^Pedido de depósito / });
    await order.waitFor();
    expect((await sandboxState()).deposits.filter((d) => d.username === "demo").map((d) => d.amountMinor)).toEqual([10050]);
    await advanceSandboxClock((await sandboxState()).cashier.depositCreditMs);
    await order.getByRole("button", { name: "Verificar agora" }).click();
    await dialog.getByText("Creditado", { exact: true }).waitFor();
    await balanceButton(page).filter({ hasText: /1\.621,25/ }).waitFor();
    expect(spaced(await balanceButton(page).textContent())).toBe("P 1.621,25");
    await expectAccessible(page, "deposit credited (pt)");
    expect((await demoLedger()).balanceMinor).toBe(162125);
  });

  it("a reload of /member/deposit keeps the deposit page [MC-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await demoSignedIn(page);
    await visit(page, "/member/deposit");
    await centre(page).getByRole("textbox", { name: "Amount" }).waitFor();
    await page.reload();
    await centre(page).getByRole("textbox", { name: "Amount" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/member/deposit");
  });
});
