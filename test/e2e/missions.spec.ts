/**
 * Mission activity (issue 30 item 2, member-centre page `missionLeaderboard`) in Chromium against the sandbox, as
 * `demo`: the menu's badge counts the open missions the page shows; claiming a completed mission lowers the badge by
 * one, shows the mission claimed and raises the balance by its reward. The leaderboard is a table with the member's
 * rank. Expected values come from what the page shows. axe on the page (desktop and phone).
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { balanceButton, signedIn } from "./support/auth.ts";

const centre = (page: Page) => page.getByRole("dialog", { name: "Member centre" });

/** Minor units of an amount as the page writes it in English ("P 1,520.75"). */
function minorOf(text: string): number {
  const match = /(-?)[\d,]+\.\d{2}/.exec(text.replace(/\u00a0/g, " "));
  if (!match) throw new Error(`no amount in ${text}`);
  return Math.round(Number(match[0].replace(/,/g, "")) * 100);
}

async function countOf(badge: Locator): Promise<number> {
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

describe("mission activity", () => {
  it("the badge counts the open missions shown; claiming a completed one lowers it by one, shows it claimed and raises the balance by its reward [MIS-01 MIS-05 MIS-06 MIS-07 MIS-08]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await signedIn(page, "demo", "Demo1234");
    await visit(page, "/member/missions");
    const dialog = centre(page);
    const link = dialog.getByRole("link", { name: /^Mission activity/ });
    const badge = link.getByTestId("count-badge");
    const missions = dialog.getByTestId("missions");
    await missions.waitFor();
    await badge.waitFor();
    const cards = missions.locator("li[data-mission]");
    const openCount = await missions.locator('li[data-status="inProgress"], li[data-status="completed"]').count();
    expect(openCount).toBeGreaterThan(0);
    expect(await countOf(badge)).toBe(openCount);
    expect(await link.textContent()).toContain(`${openCount} open missions`);
    // Every mission has a progress bar with its value in words.
    const bars = missions.getByRole("progressbar");
    expect(await bars.count()).toBe(await cards.count());
    expect(await bars.first().getAttribute("aria-valuetext")).toMatch(/ of .*%/);
    // The leaderboard: a table with the member's own rank.
    const table = dialog.getByRole("table", { name: /players this week/ });
    await table.waitFor();
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Rank", "Player", "Valid bets"]);
    await dialog.getByTestId("own-rank").waitFor();
    await expectAccessible(page, "mission activity");

    const completed = missions.locator('li[data-status="completed"]').first();
    const missionId = await completed.getAttribute("data-mission");
    const reward = minorOf((await completed.locator("dd").first().textContent()) ?? "");
    const balanceBefore = minorOf((await balanceButton(page).filter({ hasText: /\d/ }).textContent()) ?? "");
    await completed.getByRole("button", { name: "Claim" }).click();
    await dialog.getByRole("status").filter({ hasText: "was added to your balance" }).waitFor();
    const claimed = missions.locator(`li[data-mission="${missionId}"]`);
    await expect.poll(() => claimed.getAttribute("data-status")).toBe("claimed");
    expect(await claimed.getByTestId("mission-status").textContent()).toBe("Claimed");
    expect(await claimed.getByRole("button", { name: "Claim" }).count()).toBe(0);
    await expect.poll(() => countOf(badge)).toBe(openCount - 1);
    await expect.poll(async () => minorOf((await balanceButton(page).textContent()) ?? "")).toBe(balanceBefore + reward);

    await page.setViewportSize({ width: 390, height: 844 });
    await table.waitFor();
    await expectAccessible(page, "mission activity (phone)");
  });
});
