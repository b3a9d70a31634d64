/**
 * The agent centre's team reports (issue 29) in Chromium against the sandbox, as agent01: the team overview's valid
 * bets and profit for 7 days are Team Betting's and User Profit and Loss's totals for the same range; Team Betting
 * narrowed to a category and a member; a username with a sign refused next to its field; User Profit and Loss for
 * every member with the same totals; a failed load with Try again; My Income's commission on those valid bets with its
 * chart; Transaction Details' deposits equal to the overview's. axe on every page visited.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { signedIn } from "./support/auth.ts";
import { sandbox } from "./support/sandbox.ts";
import { saveScreenshot } from "./support/screenshot.ts";

const centre = (page: Page) => page.getByRole("dialog", { name: "Agent centre" });
/** Text as read, with the no-break space between currency and amount as a plain space. */
const spaced = (text: string | null) => (text ?? "").replace(/\s/g, " ");

/** The value shown for a figure of a `dl` (its `dt` label). */
async function figure(page: Page, testId: string, label: string): Promise<string> {
  const list = centre(page).getByTestId(testId);
  return spaced(await list.locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd").textContent());
}

/** Minor units of an amount as the English site shows it ("P 1,234.56", "-P 5.00"). */
const minor = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, "")) * 100);

/** The cells of one column of the table shown, as read. */
async function column(page: Page, label: string): Promise<string[]> {
  return centre(page)
    .locator(`td[data-label="${label}"]`)
    .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? "").replace(/\s/g, " ")));
}

describe("agent reports", () => {
  it("agent01: the overview's 7 days add up with Team Betting, User Profit and Loss, My Income and Transaction Details; filters, a refused username, every member, a failure with Try again [RPT-01] [RPT-02] [RPT-03] [RPT-04] [RPT-05] [RPT-06] [RPT-08] [RPT-09] [TEAM-05]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await signedIn(page, "agent01", "Agent1234");
    await visit(page, "/agent/overview", "team overview");
    const dialog = centre(page);
    await dialog.getByTestId("team-overview").waitFor();
    const validBets = await figure(page, "team-overview", "Valid bets");
    const profit = await figure(page, "team-overview", "Team profit");
    const deposits = await figure(page, "team-overview", "Deposits");

    // Team Betting: the last 7 days, the whole team.
    await dialog.getByRole("link", { name: "Team betting" }).click();
    const status = dialog.getByTestId("report-status");
    await status.filter({ hasText: /records found, page 1 of/ }).waitFor();
    expect(await dialog.getByRole("button", { name: "Last 7 days" }).getAttribute("aria-pressed")).toBe("true");
    expect(await figure(page, "report-totals", "Valid bets")).toBe(validBets);
    expect(await figure(page, "report-totals", "Win/loss")).toBe(profit);
    const bets = dialog.getByRole("table", { name: "Bets of the team, newest first" });
    await saveScreenshot(page, "agent-team-betting");
    expect(await bets.locator("tbody tr").count()).toBe(20);
    await expectAccessible(page, "team betting");

    // Narrowed to Live casino and the first member shown (typed in upper case, part of it).
    const member = (await column(page, "Member"))[0]!;
    await dialog.getByRole("combobox", { name: "Game category" }).selectOption({ label: "Live casino" });
    await dialog.getByRole("searchbox", { name: "Username" }).fill(member.toUpperCase());
    await dialog.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForFunction(
      (name) => [...document.querySelectorAll('td[data-label="Member"]')].every((cell) => cell.textContent === name) || document.body.textContent?.includes("No bets of the team in this range."),
      member,
    );
    const narrowed = await column(page, "Member");
    if (narrowed.length > 0) expect(new Set(await column(page, "Category"))).toEqual(new Set(["Live casino"]));

    // A username with a sign is refused next to the field; what was typed stays.
    const username = dialog.getByRole("searchbox", { name: "Username" });
    await username.fill("lu-ma");
    await dialog.getByRole("button", { name: "Search", exact: true }).click();
    await dialog.getByRole("alert").filter({ hasText: "A username has only letters and digits, at most 20." }).waitFor();
    expect(await username.inputValue()).toBe("lu-ma");
    expect(await username.getAttribute("aria-invalid")).toBe("true");

    // User Profit and Loss: direct downlines with their teams, then every member: the same totals as the overview.
    await dialog.getByRole("link", { name: "User profit and loss" }).click();
    await status.filter({ hasText: /records found, page 1 of/ }).waitFor();
    expect(await figure(page, "report-totals", "Valid bets")).toBe(validBets);
    expect(await figure(page, "report-totals", "Win/loss")).toBe(profit);
    expect(await figure(page, "report-totals", "Deposits")).toBe(deposits);
    const directCount = await figure(page, "report-totals", "Downlines");
    expect(new Set(await column(page, "Level"))).toEqual(new Set(["1"]));
    await dialog.getByRole("combobox", { name: "Show" }).selectOption({ label: "Every member of the team" });
    await dialog.getByRole("button", { name: "Search", exact: true }).click();
    await dialog.getByTestId("report-totals").locator("div", { has: page.locator("dt", { hasText: /^Downlines$/ }) }).locator("dd").filter({ hasNotText: directCount }).waitFor();
    expect(Number((await figure(page, "report-totals", "Downlines")).replace(/,/g, ""))).toBeGreaterThan(Number(directCount.replace(/,/g, "")));
    expect(await figure(page, "report-totals", "Valid bets")).toBe(validBets);
    expect(await figure(page, "report-totals", "Profit")).not.toBe("");
    await saveScreenshot(page, "agent-user-profit");
    await expectAccessible(page, "user profit and loss");

    // A failed load says so with Try again, which loads the same filter.
    await sandbox.scenario({ failure: { mode: "http500", path: "/wps/relay/MCSFE_getTeamProfitLoss", remaining: 1 } });
    await dialog.getByRole("button", { name: "Last 30 days" }).click();
    const failed = dialog.getByRole("alert").filter({ has: page.getByRole("button", { name: "Try again" }) });
    await failed.waitFor();
    await failed.getByRole("button", { name: "Try again" }).click();
    await status.filter({ hasText: /records found, page 1 of/ }).waitFor();
    expect(await dialog.getByRole("button", { name: "Last 30 days" }).getAttribute("aria-pressed")).toBe("true");
    expect(await dialog.locator("tbody tr").count()).toBeGreaterThan(0);

    // My Income: the commission is 0.3% of the same valid bets (rounded down per day); the total is its parts; a chart.
    await dialog.getByRole("link", { name: "My income" }).click();
    await status.filter({ hasText: /records found, page 1 of 1/ }).waitFor();
    await dialog.getByTestId("profit-chart").waitFor();
    const commission = minor(await figure(page, "report-totals", "Commission"));
    const ceiling = Math.floor((minor(validBets) * 30) / 10_000);
    expect(commission).toBeLessThanOrEqual(ceiling);
    expect(commission).toBeGreaterThan(ceiling - 7);
    const parts = ["Commission", "Dividends", "Salaries"];
    let sum = 0;
    for (const part of parts) sum += minor(await figure(page, "report-totals", part));
    expect(minor(await figure(page, "report-totals", "Total income"))).toBe(sum);
    expect(await dialog.getByRole("table", { name: "Your income per day, newest first" }).locator("tbody tr").count()).toBe(7);
    await saveScreenshot(page, "agent-income");
    await expectAccessible(page, "my income");

    // Transaction Details: the team's deposits of the 7 days are the overview's.
    await dialog.getByRole("link", { name: "Transaction details" }).click();
    await status.filter({ hasText: /records found, page 1 of/ }).waitFor();
    await dialog.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Deposit" });
    await dialog.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForFunction(() => [...document.querySelectorAll('td[data-label="Kind"]')].every((cell) => cell.textContent === "Deposit"));
    expect(await figure(page, "report-totals", "Money in")).toBe(deposits);
    await saveScreenshot(page, "agent-transactions");
    await expectAccessible(page, "transaction details");
  });
});
