/**
 * The agent centre's contract pages rendered on their own (as the agent centre mounts them) with the real app
 * services — session, client, the agent machines and live actors — against the sandbox platform.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import DailySalaryPage from "../../src/views/contracts/daily-salary-page.tsx";
import RealTimeSalaryPage from "../../src/views/contracts/real-time-salary-page.tsx";
import { renderMemberPage } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";

const { store } = nodeSandbox;
const RECORDS = "What the contracts paid, newest period first";

describe("contract pages", { timeout: 60_000 }, () => {
  it("lists agent01's daily-salary contracts, its own first, and a page of records; Weekly sums them by week [CTR-03] [CTR-04] [CTR-05] [CTR-08]", async () => {
    const { user } = await renderMemberPage(DailySalaryPage, "agent01");
    const records = await screen.findByRole("table", { name: RECORDS }, { timeout: 20_000 });
    const contracts = screen.getByRole("table", { name: /Your contract with your upline first/ });
    const seeded = store.state.contracts.filter((c) => c.kind === "dailySalary" && (c.upline === "agent01" || c.downline === "agent01"));
    const rows = within(contracts).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(seeded.length);
    expect(rows[0]).toHaveTextContent("master01 (your upline)");
    expect(within(contracts).getByRole("row", { name: /DSL-2004/ })).toHaveTextContent("demo (your downline)");
    expect(within(contracts).getByRole("row", { name: /DSL-2004/ })).toHaveTextContent("Rejected");
    // A live contract can be ended from its row; a rejected one cannot (OFR-04).
    expect(within(within(contracts).getByRole("row", { name: /DSL-2006/ })).getByRole("button", { name: "End contract DSL-2006" })).toBeInTheDocument();
    expect(within(within(contracts).getByRole("row", { name: /DSL-2004/ })).queryByRole("button")).toBeNull();
    expect(within(records).getAllByRole("row")).toHaveLength(21);
    expect(screen.getByRole("button", { name: "Daily" })).toHaveAttribute("aria-pressed", "true");
    const status = screen.getByTestId("contracts-status");
    const daily = Number(/(\d+) records/.exec(status.textContent ?? "")![1]);

    await user.click(screen.getByRole("button", { name: "Weekly" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Weekly" })).toHaveAttribute("aria-pressed", "true"));
    await waitFor(() => expect(Number(/(\d+) records/.exec(status.textContent ?? "")?.[1])).toBeLessThan(daily));
    expect(within(screen.getByRole("table", { name: RECORDS })).getAllByRole("cell")[0]!.textContent).toMatch(/ – /);
  });

  it("says so when the player has no contract of the kind [CTR-08]", async () => {
    await renderMemberPage(DailySalaryPage, "vipgold");
    expect(await screen.findByText("You have no daily salary contracts yet.", { selector: "p:not([role])" }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it("a failed load shows the reason and Try again, which loads the page [CTR-08] [SITE-01]", async () => {
    store.state.scenario.failure = { mode: "http500", path: "/wps/relay/MCSFE_getRealTimeSalaryContractRecords", remaining: 1 };
    const { user } = await renderMemberPage(RealTimeSalaryPage, "agent01");
    const alert = await screen.findByRole("alert", {}, { timeout: 20_000 });
    expect(alert.textContent).not.toBe("Try again");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("table", { name: RECORDS });
    expect(screen.getByText(/Real-time salary settles every 5 minutes\. Next settlement at /)).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "The last settlements, newest first" })).toBeInTheDocument();
  });
});
