/**
 * The member centre's records in Chromium against the sandbox, as `demo` (issue 30 item 1): the betting record's
 * totals checked against the platform's own rows, a refused range, the account record listing a deposit made in the
 * test, the profit and loss chart with its table, and none of the four pages "not available yet". axe on every page.
 */
import type { Page, Request } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { advanceSandboxClock, sandboxState, signedIn } from "./support/auth.ts";
import { memberCentre } from "./support/cashier.ts";
import { BASE_URL } from "./support/env.ts";
import { toMinorUnits } from "../../src/api/money.ts";
import { formatMoney } from "../../src/views/cashier/money.ts";

/** Text as read, with the no-break space between currency and amount as a plain space. */
const spaced = (text: string | null) => (text ?? "").replace(/\s/g, " ");
const money = (minor: number) => spaced(formatMoney(minor, "en", "P"));
const minor = (amount: number | string) => toMinorUnits(amount) ?? Number.NaN;

/** Logs `demo` in, then opens a records page; resolves with the page's first call of `call` (its headers are the session's). */
async function logInDemo(page: Page, route: string, call: string): Promise<Request> {
  await signedIn(page, "demo", "Demo1234");
  const first = page.waitForRequest((r) => r.url().includes(call), { timeout: 60_000 });
  await visit(page, route);
  return first;
}

/** The value shown for a total of the range (its `dt` label). */
async function total(page: Page, label: string): Promise<string> {
  const totals = memberCentre(page).getByTestId("records-totals");
  return spaced(await totals.locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd").textContent());
}

/** Calls the platform as the page did (same headers), for the rows the test sums itself. */
/** One bet of the platform's betting record (ADR 0014), amounts as the wire writes them. */
interface WireBet {
  betAmount: number | string;
  validBetAmount: number | string;
  winLoss: number | string;
}

async function platform(request: Request, path: string, query: URLSearchParams): Promise<{ success: boolean; value: { list: WireBet[] } }> {
  const headers = await request.allHeaders();
  const keep = Object.fromEntries(Object.entries(headers).filter(([k]) => ["authorization", "merchant", "language", "device"].includes(k)));
  const response = await fetch(`${BASE_URL}${path}?${query.toString()}`, { headers: keep });
  return (await response.json()) as { success: boolean; value: { list: WireBet[] } };
}

const NOT_YET = "not available yet";

describe("records", () => {
  it("betting record of the last 30 days: rows, and totals that are the platform's over every row of the range; a reversed range is refused before anything is sent [REC-01] [REC-05] [REC-06] [REC-07]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logInDemo(page, "/member/betting-record", "/wps/relay/ODSFE2_getBettingRecords");
    const dialog = memberCentre(page);
    await dialog.getByTestId("records-status").filter({ hasText: /records found/ }).waitFor();
    expect(await dialog.textContent()).not.toContain(NOT_YET);

    const answered = page.waitForRequest((r) => r.url().includes("/wps/relay/ODSFE2_getBettingRecords"));
    await dialog.getByRole("button", { name: "Last 30 days" }).click();
    const request = await answered;
    await dialog.getByRole("button", { name: "Last 30 days", pressed: true }).waitFor();
    await dialog.getByTestId("records-status").filter({ hasText: /records found/ }).waitFor();
    const asked = new URL(request.url()).searchParams;
    expect(asked.get("pageNo")).toBe("1");
    expect(Number(asked.get("endTime")) - Number(asked.get("startTime"))).toBeGreaterThan(29 * 86_400_000);

    // Every row of the range, read page by page from the platform with the page's own query.
    const rows: WireBet[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const query = new URLSearchParams(asked);
      query.set("pageNo", String(pageNo));
      query.set("pageSize", "100");
      const { value } = await platform(request, "/wps/relay/ODSFE2_getBettingRecords", query);
      rows.push(...value.list);
      if (value.list.length < 100) break;
    }
    const shownRows = dialog.getByRole("table").locator("tbody tr");
    const onPage = await shownRows.count();
    expect(onPage).toBe(Math.min(20, rows.length));
    const sum = (pick: (r: (typeof rows)[number]) => number | string) => rows.reduce((s, r) => s + minor(pick(r)), 0);
    if (rows.length <= onPage) {
      // Everything fits on the page: the totals are the sum of the rows shown.
      const cells = async (column: number) => (await shownRows.locator(`td:nth-child(${column})`).allTextContents()).map((text) => minor(spaced(text).replace(/[^\d.-]/g, "")));
      expect(await total(page, "Win/loss")).toBe(money((await cells(7)).reduce((a, b) => a + b, 0)));
    } else {
      expect(rows.length).toBeGreaterThan(onPage);
      expect(await total(page, "Bets")).toBe(rows.length.toLocaleString("en"));
      expect(await total(page, "Bet amount")).toBe(money(sum((r) => r.betAmount)));
      expect(await total(page, "Valid bets")).toBe(money(sum((r) => r.validBetAmount)));
      expect(await total(page, "Win/loss")).toBe(money(sum((r) => r.winLoss)));
      await dialog.getByRole("navigation", { name: "Pages of records" }).getByRole("button", { name: "Page 2" }).click();
      await dialog.getByTestId("records-status").filter({ hasText: /page 2 of/ }).waitFor();
      expect(await total(page, "Win/loss")).toBe(money(sum((r) => r.winLoss)));
    }
    await expectAccessible(page, "betting record, last 30 days");
    await saveScreenshot(page, "records.betting.desktop");

    let sent = 0;
    page.on("request", (r) => {
      if (r.url().includes("ODSFE2_getBettingRecords")) sent += 1;
    });
    const from = dialog.getByLabel("From");
    await from.fill("2020-01-10");
    await dialog.getByRole("button", { name: "Search" }).click();
    await dialog.getByText("Records go back 90 days").waitFor();
    expect(await from.inputValue()).toBe("2020-01-10");
    expect(sent).toBe(0);
    await expectAccessible(page, "betting record, range refused");
  });

  it("account record lists a deposit made now; profit and loss shows the chart and its table; bonus details list bonuses [REC-02] [REC-03] [REC-04] [REC-09] [REC-10]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const request = await logInDemo(page, "/member/account-record", "/wps/relay/ODSFE2_getTransactionHistory");
    const dialog = memberCentre(page);
    await dialog.getByTestId("records-status").filter({ hasText: /records found/ }).waitFor();
    expect(await dialog.textContent()).not.toContain(NOT_YET);

    // A deposit of 123.45, made and credited on the platform now.
    const headers = Object.fromEntries(Object.entries(await request.allHeaders()).filter(([k]) => ["authorization", "merchant", "language", "device"].includes(k)));
    const order = await fetch(`${BASE_URL}/wps/relay/MCSFE_submitDepositOrder`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ channelId: "pix-instant", amount: 123.45, requestId: `records-${Date.now()}` }),
    }).then((r) => r.json() as Promise<{ success: boolean; value: { orderId: string } }>);
    expect(order.success).toBe(true);
    await advanceSandboxClock((await sandboxState()).cashier.depositCreditMs);

    await dialog.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Deposit" });
    await dialog.getByRole("button", { name: "Today" }).click();
    const row = dialog.getByRole("row", { name: new RegExp(order.value.orderId) });
    await row.waitFor();
    expect(spaced(await row.textContent())).toContain(money(12345));
    expect(spaced(await row.textContent())).toContain("Deposit");
    await expectAccessible(page, "account record with the deposit");

    await dialog.getByRole("navigation", { name: "Member centre" }).getByRole("link", { name: "Profit and loss" }).click();
    await page.waitForURL(/\/member\/profit-loss$/);
    const chart = dialog.getByRole("img", { name: /Daily win or loss from/ });
    await chart.waitFor();
    const days = dialog.getByRole("table", { name: "Daily results" }).locator("tbody tr");
    const dayCount = await days.count();
    expect(dayCount).toBeGreaterThanOrEqual(7);
    expect(await chart.locator("rect").count()).toBe(dayCount);
    const shown = await days.locator("td:nth-child(5)").allTextContents();
    expect(await total(page, "Win/loss")).toBe(money(shown.map((text) => minor(spaced(text).replace(/[^\d.-]/g, ""))).reduce((a, b) => a + b, 0)));
    expect(await dialog.textContent()).not.toContain(NOT_YET);
    await expectAccessible(page, "profit and loss");
    await saveScreenshot(page, "records.profit.desktop");

    await dialog.getByRole("navigation", { name: "Member centre" }).getByRole("link", { name: "Bonus details" }).click();
    await page.waitForURL(/\/member\/bonus$/);
    await dialog.getByRole("button", { name: "Last 30 days" }).click();
    await dialog.getByTestId("records-status").filter({ hasText: /records found|No records/ }).waitFor();
    expect(await dialog.textContent()).not.toContain(NOT_YET);
    await expectAccessible(page, "bonus details");
  });
});
