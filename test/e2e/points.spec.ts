/**
 * The points mall, the VIP page and the player rank in Chromium against the sandbox (issue 30 items 2–4), as a guest
 * and then as `demo`: the catalogue and the rules for everyone, a redemption refused for a wrong payment password
 * and made with the right one ("In process"), then rejected by the operator on the sandbox's control page (the points
 * come back); converting points to balance; the VIP levels with demo's progress; axe on every step.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { balanceButton, openLoginFromHeader, passwordInput, sandboxState, submitLogin, waitForMember } from "./support/auth.ts";
import { CONTROL_PATH } from "../../src/sandbox/middleware.ts";
import { MINIMUM_CONVERT, OPENING_POINTS, POINTS_PER_UNIT, REWARDS, VIP_LEVELS } from "../../src/sandbox/seed/points.ts";

const NOT_YET = /not available yet/i;
const numberText = (n: number) => new Intl.NumberFormat("en").format(n);

async function expectNoPendingPage(page: Page) {
  expect(await page.getByText(NOT_YET).count()).toBe(0);
}

describe("points mall and VIP", () => {
  it("shows the mall to a guest, refuses a wrong payment password and puts a redemption in process for demo; /vip and the player rank show demo's level [PTS-01] [PTS-03] [PTS-06] [PTS-07] [PTS-10] [PTS-11]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/pointMall");
    await expectNoPendingPage(page);
    const rewards = page.getByRole("region", { name: "Rewards" });
    await rewards.getByRole("listitem").first().waitFor();
    expect(await rewards.getByRole("listitem").count()).toBe(REWARDS.length);
    await page.getByText("Points never expire.").waitFor();
    await page.getByText("Log in to see your points and redeem rewards.").waitFor();
    expect(await page.getByRole("region", { name: "Points rules" }).getByRole("row").count()).toBe(1 + 6);

    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    const balance = page.getByTestId("point-balance");
    await balance.waitFor();
    expect(await balance.textContent()).toBe(numberText(OPENING_POINTS.demo!));
    await page.getByRole("region", { name: "Points details" }).getByRole("table").waitFor();
    await expectAccessible(page, "points mall as demo");

    const reward = REWARDS.find((r) => r.stock > 0 && !r.rejects && r.points <= OPENING_POINTS.demo!)!;
    await rewards.getByRole("button", { name: `Redeem ${reward.rewardName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Redeem ${reward.rewardName}` });
    await dialog.waitFor();
    await passwordInput(dialog, "Payment password").fill("000000");
    await dialog.getByRole("button", { name: "Redeem" }).click();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await dialog.getByText("The payment password is wrong").waitFor();
    await expectAccessible(page, "redeem refused");
    expect((await sandboxState()).redemptions).toHaveLength(0);

    await passwordInput(dialog, "Payment password").fill("135790");
    await dialog.getByRole("button", { name: "Redeem" }).click();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await dialog.getByTestId("redeem-outcome").filter({ hasText: "In process" }).waitFor();
    const made = (await sandboxState()).redemptions;
    expect(made.map((r) => [r.rewardName, r.status])).toEqual([[reward.rewardName, "IN_PROCESS"]]);
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await page.getByRole("region", { name: "Redeem history" }).getByRole("row", { name: new RegExp(reward.rewardName) }).filter({ hasText: "In process" }).waitFor();
    await balance.filter({ hasText: numberText(OPENING_POINTS.demo! - reward.points) }).waitFor();

    // The operator rejects it on the sandbox's control page with a remark: the points come back to demo.
    const control = await page.context().newPage();
    await control.goto(CONTROL_PATH);
    const redemptions = control.getByRole("region", { name: "Points redemptions" });
    await control.getByLabel("Remark for a rejection").fill("Sold out today");
    await redemptions.getByRole("button", { name: `Reject redemption ${made[0]!.redeemId}` }).click();
    await redemptions.getByRole("row", { name: new RegExp(made[0]!.redeemId) }).filter({ hasText: "REJECTED (Sold out today)" }).waitFor();
    expect(await redemptions.getByRole("button", { name: `Approve redemption ${made[0]!.redeemId}` }).count()).toBe(0);
    await control.close();
    await visit(page, "/pointMall");
    await page.getByRole("region", { name: "Redeem history" }).getByRole("row", { name: new RegExp(reward.rewardName) }).filter({ hasText: "Rejected (Sold out today)" }).waitFor();
    await balance.filter({ hasText: numberText(OPENING_POINTS.demo!) }).waitFor();

    await visit(page, "/vip");
    await expectNoPendingPage(page);
    const levels = page.getByRole("region", { name: "VIP levels and benefits" });
    expect(await levels.getByRole("row").count()).toBe(1 + VIP_LEVELS.length);
    await page.getByTestId("vip-rank").filter({ hasText: "VIP1" }).waitFor();
    await page.getByTestId("vip-progress").filter({ hasText: "to reach VIP2" }).waitFor();
    expect(await page.getByRole("progressbar", { name: "Progress to VIP2" }).count()).toBe(1);

    await visit(page, "/member/rank");
    await expectNoPendingPage(page);
    await page.getByRole("dialog", { name: "Member centre" }).getByTestId("vip-rank").filter({ hasText: "VIP1" }).waitFor();
  });

  it("converts demo's points to balance: a wrong payment password is refused next to the field; the right one takes the points and credits the balance [PTS-22]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/pointMall");
    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    const balance = page.getByTestId("point-balance");
    await balance.filter({ hasText: numberText(OPENING_POINTS.demo!) }).waitFor();
    const before = (await sandboxState()).accounts.find((a) => a.username === "demo")!;

    await page.getByRole("button", { name: "Convert points" }).click();
    const dialog = page.getByRole("dialog", { name: "Convert points" });
    await dialog.waitFor();
    // Not a multiple of the ratio: refused next to the field before anything is sent, and kept as typed.
    const points = dialog.getByRole("textbox", { name: "Points to convert" });
    await points.fill(String(MINIMUM_CONVERT + POINTS_PER_UNIT / 2));
    await passwordInput(dialog, "Payment password").fill("000000");
    await dialog.getByRole("button", { name: "Convert", exact: true }).click();
    await dialog.getByText(`Points are converted in steps of ${numberText(POINTS_PER_UNIT)}`).waitFor();
    expect(await points.inputValue()).toBe(String(MINIMUM_CONVERT + POINTS_PER_UNIT / 2));
    await expectAccessible(page, "convert points: a field refused");

    await points.fill(String(MINIMUM_CONVERT));
    await dialog.getByRole("button", { name: "Convert", exact: true }).click();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await dialog.getByText("The payment password is wrong").waitFor();
    expect((await sandboxState()).accounts.find((a) => a.username === "demo")!.balanceMinor).toBe(before.balanceMinor);

    await passwordInput(dialog, "Payment password").fill("135790");
    await dialog.getByRole("button", { name: "Convert", exact: true }).click();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    const credited = (MINIMUM_CONVERT / POINTS_PER_UNIT) * 100;
    await dialog.getByTestId("convert-outcome").waitFor();
    await expectAccessible(page, "convert points done");
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await balance.filter({ hasText: numberText(OPENING_POINTS.demo! - MINIMUM_CONVERT) }).waitFor();
    const after = (await sandboxState()).accounts.find((a) => a.username === "demo")!;
    expect(after.balanceMinor - before.balanceMinor).toBe(credited);
    await balanceButton(page).filter({ hasText: new Intl.NumberFormat("en", { minimumFractionDigits: 2 }).format(after.balance) }).waitFor();
    await page.getByRole("region", { name: "Points details" }).getByRole("row").filter({ hasText: "Converted to balance" }).first().waitFor();
  });
});
