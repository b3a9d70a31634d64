/**
 * Team management in the agent centre (issue 29 item 2) in the browser against the sandbox: agent01's downlines,
 * a sub-agent's level, a search across the tree, and a transfer of 10 to demo moving the money in both ledgers.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { balanceButton, logOut, openLoginFromHeader, passwordInput, sandboxState, signedIn, submitLogin, waitForMember } from "./support/auth.ts";
import { seedAgentTeam, TEAM_ROOT_MEMBER_ID } from "../../src/sandbox/seed/agent-team.ts";
import { periodDays, wholeTeam } from "../../src/sandbox/rules/agent-team.ts";

/** agent01's whole team as the sandbox seeds it, and its valid bets over a period (sums of the members' days). */
const team = wholeTeam(seedAgentTeam(Date.now()), TEAM_ROOT_MEMBER_ID);
const validBets = (period: "last7Days" | "last30Days") => {
  const days = periodDays(period);
  return team.flatMap((m) => m.days).filter((d) => days.includes(d.ago)).reduce((sum, d) => sum + d.validBets, 0);
};

const centre = (page: Page) => page.getByRole("dialog", { name: "Agent centre" });
/** Text as read, with the no-break space between currency and amount as a plain space. */
const spaced = (text: string | null) => (text ?? "").replace(/\s/g, " ");
/** Minor units as the English site shows them. */
const shown = (minor: number) => `P ${(minor / 100).toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function account(username: string) {
  return (await sandboxState()).accounts.find((a) => a.username === username)!;
}

describe("agent team", () => {
  it("agent01 sees the team overview (7 and 30 days), then demo among the downlines, opens a sub-agent's level, searches a username, transfers 10 to demo: both balances and both ledgers (the account records, the team's transaction details) move [TEAM-05] [TEAM-01] [TEAM-02] [TEAM-03] [TEAM-04] [AGT-03]", async ({ e2e }) => {
    const agentBefore = (await account("agent01")).balanceMinor;
    const demoBefore = (await account("demo")).balanceMinor;
    const page = await e2e.open({ lang: "en" });
    await signedIn(page, "agent01", "Agent1234");
    await visit(page, "/agent/overview", "team overview");
    const dialog = centre(page);
    const figures = dialog.getByTestId("team-overview");
    const figure = (name: string) => figures.locator("div").filter({ has: page.getByText(name, { exact: true }) }).locator("dd");
    await figures.waitFor();
    expect(await figure("Team size").textContent()).toBe(String(team.length));
    expect(spaced(await figure("Valid bets").textContent())).toBe(shown(validBets("last7Days")));
    await dialog.getByTestId("valid-bets-chart").waitFor();
    await dialog.getByRole("button", { name: "30 days" }).click();
    await figure("Valid bets").filter({ hasText: shown(validBets("last30Days")).replace(/^P /, "") }).waitFor();
    await dialog.getByRole("link", { name: "Team management" }).click();
    const table = dialog.getByRole("table", { name: /Downlines of agent01/ });
    await table.waitFor();
    const demoRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "demo", exact: true }) });
    expect(spaced(await demoRow.textContent())).toContain(shown(demoBefore));
    await expectAccessible(page, "team management");

    // A sub-agent's level: the first agent row with downlines.
    const open = table.getByRole("button", { name: /^Show the downlines of / }).first();
    const subAgent = ((await open.getAttribute("aria-label")) ?? "").replace("Show the downlines of ", "");
    await open.click();
    const level = dialog.getByRole("table", { name: new RegExp(`Downlines of ${subAgent}`) });
    await level.waitFor();
    const names = await level.locator("tr[data-downline]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-downline") ?? ""));
    expect(names.length).toBeGreaterThan(0);
    const levels = dialog.getByRole("navigation", { name: "Team levels" });
    expect(await levels.getByRole("button", { name: "agent01" }).count()).toBe(1);

    // A search from the top finds a username of that level (level 2 of agent01's tree).
    const wanted = names[names.length - 1]!;
    await levels.getByRole("button", { name: "agent01" }).click();
    await table.waitFor();
    await dialog.getByRole("searchbox", { name: "Username" }).fill(wanted.slice(0, -1).toUpperCase());
    await dialog.getByRole("button", { name: "Search", exact: true }).click();
    const results = dialog.getByRole("table", { name: /Downlines matching/ });
    const found = results.locator(`tr[data-downline="${wanted}"]`);
    await found.waitFor();
    expect(spaced(await found.textContent())).toContain(subAgent);
    await dialog.getByRole("button", { name: "Clear search" }).click();
    await table.waitFor();

    // Transfer 10 to demo with the payment password.
    await demoRow.getByRole("button", { name: "Transfer to demo" }).click();
    const transfer = page.getByRole("dialog", { name: "Transfer to demo" });
    const form = transfer.getByRole("form", { name: "Transfer to downline" });
    await form.getByTestId("downline-available").filter({ hasText: shown(agentBefore) }).waitFor();
    await form.getByRole("textbox", { name: "Amount" }).fill("10");
    await passwordInput(form, "Payment password").fill("246801");
    await form.getByRole("button", { name: "Continue" }).click();
    const review = transfer.getByRole("region", { name: "Check your transfer to downline" });
    await review.waitFor();
    expect(spaced(await review.textContent())).toContain(shown(1000));
    await expectAccessible(page, "transfer to downline review");
    await review.getByRole("button", { name: "Confirm transfer" }).click();
    const done = transfer.getByRole("region", { name: "Transfer made" });
    await done.waitFor();
    expect(spaced(await done.textContent())).toContain(`${shown(1000)} was transferred to demo`);
    await balanceButton(page).filter({ hasText: shown(agentBefore - 1000) }).waitFor();
    await done.getByRole("button", { name: "Close" }).click();
    await demoRow.filter({ hasText: shown(demoBefore + 1000) }).waitFor();

    const agent = await account("agent01");
    const demo = await account("demo");
    expect(agent.balanceMinor).toBe(agentBefore - 1000);
    expect(demo.balanceMinor).toBe(demoBefore + 1000);
    const out = agent.ledger.filter((r) => r.kind === "DOWNLINE_TRANSFER");
    const received = demo.ledger.filter((r) => r.kind === "UPLINE_TRANSFER_IN");
    expect(out).toEqual([expect.objectContaining({ amount: -1000 })]);
    expect(received).toEqual([expect.objectContaining({ amount: 1000, reference: out[0]!.reference })]);
    expect(demo.ledger.reduce((sum, r) => sum + r.amount, 0)).toBe(demo.balanceMinor);

    // Both ledgers show it on screen: the team's transaction details (demo's side), agent01's account record, and
    // demo's own account record after demo logs in.
    const reference = out[0]!.reference;
    await dialog.getByRole("link", { name: "Transaction details" }).click();
    await dialog.getByRole("searchbox", { name: "Username" }).fill("demo");
    await dialog.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Transfer" });
    await dialog.getByRole("button", { name: "Search", exact: true }).click();
    const teamRow = dialog.locator("tbody tr").filter({ hasText: "Transfer from upline" }).filter({ hasText: "agent01" });
    await teamRow.waitFor();
    expect(spaced(await teamRow.textContent())).toContain(shown(1000));
    const accountRow = async (kind: string) => {
      await visit(page, "/member/account-record", `${kind} in the account record`);
      const row = page.getByRole("table", { name: "Account records, newest first" }).getByRole("row").filter({ hasText: reference });
      await row.waitFor();
      const text = spaced(await row.textContent());
      expect(text).toContain(kind);
      expect(text).toContain(shown(1000));
      return text;
    };
    expect(await accountRow("Transfer to downline")).toMatch(/[-−]\s?P 10\.00/);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await logOut(page);
    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    expect(await accountRow("Transfer from upline")).not.toMatch(/[-−]\s?P 10\.00/);
  });
});
