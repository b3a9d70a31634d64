/**
 * Rewards and the inbox (issue 30 item 2) in Chromium against the sandbox, as `demo`: the Rewards tab's count, a
 * claim that lowers it and raises the balance by the reward's amount, the unread badge that drops by one when a
 * message is read (its hostile HTML sanitised), invite friends; cashback offered only while manual rebate is on.
 * Expected values come from what the pages show, never from copied output. axe on every page.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { balanceButton, memberBar, openLoginFromHeader, memberAt, submitLogin, waitForMember } from "./support/auth.ts";
import { sandbox } from "./support/sandbox.ts";

const centre = (page: Page) => page.getByRole("dialog", { name: "Member centre" });
const NOT_YET = /not available yet/i;

/** Minor units of an amount as the page writes it in English ("P 1,520.75"). */
function minorOf(text: string): number {
  const match = /(-?)[\d,]+\.\d{2}/.exec(text.replace(/\u00a0/g, " "));
  if (!match) throw new Error(`no amount in ${text}`);
  return Math.round(Number(match[0].replace(/,/g, "")) * 100);
}

async function countOf(badge: Locator): Promise<number> {
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** demo logged in (support/auth.ts `memberAt`), at / with the header showing demo. */
const logIn = (page: Page) => memberAt(page, "demo", "Demo1234");

describe("rewards and inbox", () => {
  it("the Rewards tab counts claimable rewards; a claim lowers the count and raises the balance; reading a message lowers the unread badge [RWD-05 RWD-06 RWD-07 RWD-08 RWD-13 RWD-02]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logIn(page);
    const rewardsTab = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^Rewards/ });
    const tabBadge = rewardsTab.getByTestId("count-badge");
    await tabBadge.waitFor();
    const count = await countOf(tabBadge);
    expect(count).toBeGreaterThan(0);
    await expect.poll(() => rewardsTab.getAttribute("aria-label").then(async (l) => l ?? (await rewardsTab.textContent()))).toContain(`${count} rewards to claim`);

    await rewardsTab.click();
    const dialog = centre(page);
    const claimable = dialog.getByTestId("rewards-claimable");
    await claimable.waitFor();
    const rows = claimable.locator("tbody tr");
    expect(await rows.count()).toBe(count);
    expect(await dialog.textContent()).not.toMatch(NOT_YET);
    await expectAccessible(page, "reward centre");
    const historyBefore = await dialog.getByTestId("rewards-history").locator("tbody tr").count();

    const first = rows.first();
    const amount = minorOf((await first.locator("td").nth(2).textContent()) ?? "");
    const balanceBefore = minorOf((await balanceButton(page).textContent()) ?? "");
    await first.getByRole("button", { name: /^Claim / }).click();
    await dialog.getByRole("status").filter({ hasText: "was added to your balance" }).waitFor();
    await expect.poll(() => rows.count()).toBe(count - 1);
    await expect.poll(() => countOf(tabBadge)).toBe(count - 1);
    await expect.poll(async () => minorOf((await balanceButton(page).textContent()) ?? "")).toBe(balanceBefore + amount);
    expect(await dialog.getByTestId("rewards-history").locator("tbody tr").count()).toBe(historyBefore + 1);

    // The inbox: the badge on the logged-in bar, then a message read.
    const unreadBadge = memberBar(page).getByTestId("unread-badge");
    await unreadBadge.waitFor();
    const unread = await countOf(unreadBadge);
    expect(unread).toBeGreaterThan(0);
    await memberBar(page).getByRole("button", { name: `Messages: ${unread} unread messages` }).waitFor();
    await dialog.getByRole("link", { name: /^Platform information/ }).click();
    const list = dialog.getByRole("list", { name: "Messages" });
    await list.waitFor();
    expect(await dialog.textContent()).not.toMatch(NOT_YET);
    await expectAccessible(page, "inbox");
    const hostile = list.locator('li[data-read="false"]').filter({ hasText: "Security reminder" });
    await hostile.getByRole("button", { name: /Security reminder/ }).first().click();
    const message = dialog.getByTestId("inbox-message");
    await message.getByText("Never share your password").waitFor();
    expect(await message.locator("script, img[onerror], a[href^='javascript']").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __inboxHacked?: number }).__inboxHacked)).toBeUndefined();
    await expect.poll(() => countOf(unreadBadge)).toBe(unread - 1);
    await expectAccessible(page, "message");
    await message.getByRole("button", { name: "Back to messages" }).click();
    await expect.poll(() => list.locator('li[data-read="false"]').count()).toBe(unread - 1);

    // Invite friends.
    await dialog.getByRole("link", { name: "Invite friends" }).click();
    await dialog.getByTestId("referral-code").waitFor();
    const code = (await dialog.getByTestId("referral-code").textContent()) ?? "";
    expect(await dialog.getByTestId("referral-link").textContent()).toContain(`referralCode=${code}`);
    await dialog.getByRole("img", { name: "QR code of your invite link" }).waitFor();
    expect(await dialog.textContent()).not.toMatch(NOT_YET);
    await expectAccessible(page, "invite friends");
  });

  it("cashback is not offered while manual rebate is off; with it on a category's cashback is claimed [RWD-09 RWD-10 RWD-14 RWD-15]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/member/cashback");
    await page.getByRole("heading", { name: "Cashback is not offered by this site" }).waitFor();

    await sandbox.scenario({ whitelabel: { MANUALREBATE3: true } });
    // The guest (whose tab the site already keeps) logs in through the form.
    await visit(page, "/");
    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    await memberBar(page).getByRole("button", { name: "Cashback" }).click();
    const dialog = centre(page);
    const claimable = dialog.getByTestId("cashback-claimable");
    await claimable.waitFor();
    expect(await dialog.textContent()).not.toMatch(NOT_YET);
    await expectAccessible(page, "cashback");
    const rows = claimable.locator("tbody tr");
    const categories = await rows.count();
    const total = minorOf((await dialog.getByText(/^Total:/).textContent()) ?? "");
    const amounts = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll("td")[2]?.textContent ?? ""));
    expect(amounts.map(minorOf).reduce((a, b) => a + b, 0)).toBe(total);
    const balanceBefore = minorOf((await balanceButton(page).textContent()) ?? "");
    await rows.first().getByRole("button", { name: /^Claim / }).click();
    await dialog.getByRole("status").filter({ hasText: "was added to your balance" }).waitFor();
    await expect.poll(() => rows.count()).toBe(categories - 1);
    await expect.poll(async () => minorOf((await balanceButton(page).textContent()) ?? "")).toBe(balanceBefore + minorOf(amounts[0] ?? ""));
  });
});
