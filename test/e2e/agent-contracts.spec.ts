/**
 * The agent centre's contract pages in the browser against the sandbox platform (issue 29 item 4): agent01 sees the
 * four contract items, each page lists the contracts and what they paid per period, the real-time salary names its
 * next settlement, and a kind whose whitelabel flag is turned off leaves the menu.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, PHONE, visit } from "./support/suite.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { expectAccessible, expectAccessibleDialog } from "./support/axe.ts";
import { sandboxState, signedIn } from "./support/auth.ts";
import { CONTROL_PATH } from "../../src/sandbox/middleware.ts";

const centre = (page: Page) => page.getByRole("dialog", { name: "Agent centre" });
const menu = (page: Page) => centre(page).getByRole("navigation", { name: "Agent centre" });
const CONTRACT_ITEMS = ["Dividend", "Daily salary", "Hourly salary", "Real-time salary"] as const;
const KINDS = { Dividend: "dividend", "Daily salary": "dailySalary", "Hourly salary": "hourlySalary", "Real-time salary": "realTimeSalary" } as const;

async function logInAgent(page: Page, route: string) {
  await signedIn(page, "agent01", "Agent1234");
  await visit(page, route);
  await centre(page).waitFor();
}

/** The contract ids a table lists (its body rows' first cells). */
async function firstCells(page: Page, testId: string): Promise<string[]> {
  return centre(page).getByTestId(testId).locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.querySelector("td")?.textContent ?? ""));
}

describe("agent contracts", () => {
  it("agent01 sees the four contract items; each page lists its contracts and records per period; the real-time salary names its next settlement; End contract asks first [CTR-01] [CTR-03] [CTR-04] [CTR-05] [CTR-06] [CTR-08] [OFR-04]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logInAgent(page, "/agent/dividend");
    for (const item of CONTRACT_ITEMS) await menu(page).getByRole("link", { name: item, exact: true }).waitFor();
    const seeded = (await sandboxState()).contracts.filter((c) => c.upline === "agent01" || c.downline === "agent01");

    for (const item of CONTRACT_ITEMS) {
      await menu(page).getByRole("link", { name: item, exact: true }).click();
      await centre(page).getByRole("heading", { name: item, level: 3 }).waitFor();
      const records = centre(page).getByRole("table", { name: "What the contracts paid, newest period first" });
      await records.waitFor();
      const ids = await firstCells(page, "contracts-list");
      const expected = seeded.filter((c) => c.kind === KINDS[item]);
      expect(ids.sort()).toEqual(expected.map((c) => c.contractId).sort());
      // Its own contract with its upline comes first.
      const own = expected.find((c) => c.downline === "agent01")!;
      expect(await centre(page).getByTestId("contracts-list").locator("tbody tr").first().textContent()).toContain(`${own.upline} (your upline)`);
      // Every record is one of the contracts that paid (accepted, then active or terminated).
      const paying = expected.filter((c) => c.state === "active" || c.state === "terminated").map((c) => c.contractId);
      // The Contract cell names the other party, then the contract id.
      const recordContracts = await records.locator("tbody tr").evaluateAll((rows) => rows.map((row) => /[A-Z]{3}-\d{4}$/.exec(row.querySelectorAll("td")[1]?.textContent ?? "")?.[0] ?? ""));
      expect(recordContracts.length).toBeGreaterThan(0);
      expect(recordContracts.every((id) => paying.includes(id))).toBe(true);
      for (const state of new Set(expected.map((c) => c.state))) {
        const name = { pending: "Waiting for an answer", active: "Active", rejected: "Rejected", terminated: "Terminated" }[state]!;
        await centre(page).getByTestId("contracts-list").getByText(name, { exact: true }).first().waitFor();
      }
      if (item === "Real-time salary") {
        await centre(page).getByText(/Real-time salary settles every 5 minutes\. Next settlement at /).waitFor();
        await centre(page).getByRole("table", { name: "The last settlements, newest first" }).locator("tbody tr").first().waitFor();
      }
    }
    await expectAccessible(page, "real-time salary page");
    await saveScreenshot(page, "agent-contracts.realtime-salary.desktop");

    // Another period: the daily salary summed per month has fewer rows, each a whole month.
    await menu(page).getByRole("link", { name: "Daily salary", exact: true }).click();
    const status = centre(page).getByTestId("contracts-status");
    await status.filter({ hasText: /records, page 1 of/ }).waitFor();
    const daily = Number(/(\d+) records/.exec((await status.textContent()) ?? "")![1]);
    await centre(page).getByRole("group", { name: "Period" }).getByRole("button", { name: "Monthly", exact: true }).click();
    await centre(page).getByRole("button", { name: "Monthly", exact: true, pressed: true }).waitFor();
    await status.filter({ hasText: /records, page 1 of 1\./ }).waitFor();
    const monthly = Number(/(\d+) records/.exec((await status.textContent()) ?? "")![1]);
    expect(monthly).toBeGreaterThan(0);
    expect(monthly).toBeLessThan(daily);
    const firstPeriod = await centre(page).getByRole("table", { name: "What the contracts paid, newest period first" }).locator("tbody tr td").first().textContent();
    expect(firstPeriod).toMatch(/^\w{3} 1, \d{4} – \w{3} (28|29|30|31), \d{4}$/);
    await saveScreenshot(page, "agent-contracts.daily-salary-monthly.desktop");

    // End contract asks first (OFR-04): the dialog is accessible, and Cancel leaves the contract as it was.
    const live = seeded.find((c) => c.kind === "dailySalary" && c.upline === "agent01" && c.state === "active")!;
    await centre(page).getByRole("button", { name: `End contract ${live.contractId}` }).click();
    const end = page.getByRole("dialog", { name: `End contract ${live.contractId}` });
    await end.getByText("This contract ends at once and pays nothing from today. It cannot be taken back.").waitFor();
    await expectAccessibleDialog(page, "end contract");
    await end.getByRole("button", { name: "Cancel" }).click();
    await end.waitFor({ state: "detached" });
    expect((await sandboxState()).contracts.find((c) => c.contractId === live.contractId)!.state).toBe("active");
  });

  it("on a phone the records are cards; turning the daily salary's flag off on the sandbox's control page takes its item out of the menu after a reload [CTR-02] [AGT-02] [CTR-08]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en", viewport: PHONE });
    await logInAgent(page, "/agent/hourly-salary");
    await menu(page).getByRole("link", { name: "Daily salary", exact: true }).waitFor();
    // The operator turns the daily salary's module flag off on the sandbox's control page.
    const control = await page.context().newPage();
    await control.goto(CONTROL_PATH);
    await control.getByRole("checkbox", { name: "DAILYSALCONT3" }).uncheck();
    await control.getByRole("button", { name: "Apply scenario" }).click();
    await control.getByText("Scenario applied.").waitFor();
    await control.close();
    await visit(page, "/agent/hourly-salary");
    await centre(page).getByRole("table", { name: "What the contracts paid, newest period first" }).waitFor();
    for (const item of ["Dividend", "Hourly salary", "Real-time salary"]) await menu(page).getByRole("link", { name: item, exact: true }).waitFor();
    expect(await menu(page).getByRole("link", { name: "Daily salary", exact: true }).count()).toBe(0);
    // A phone shows each record as a card: the column headers are read by a screen reader only, each cell names its column.
    const table = centre(page).getByRole("table", { name: "What the contracts paid, newest period first" });
    const header = await table.locator("thead").boundingBox();
    expect(header!.height).toBeLessThanOrEqual(1);
    expect(await table.locator("tbody tr").first().evaluate((row) => getComputedStyle(row).display)).toBe("grid");
    await saveScreenshot(page, "agent-contracts.hourly-salary.phone");
  });
});
