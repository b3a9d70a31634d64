/**
 * Contract offers in the browser against the sandbox platform (issue 29): agent01 offers demo a daily salary at a
 * lower rate than demo's active one; the confirmation names the contract that ends; a failed send is tried again;
 * the agent's daily-salary page shows the old contract terminated and the new one waiting; demo, after logging in,
 * gets the contract offer popup and accepts. With the sandbox's `contract-offers` scenario, demo's login shows an offer of
 * each kind, answered one by one, and the one left for later comes back at the next login.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessibleDialog } from "./support/axe.ts";
import { sandbox } from "./support/sandbox.ts";
import { logOut, memberBar, openLoginFromHeader, sandboxState, submitLogin, waitForMember } from "./support/auth.ts";

const centre = (page: Page) => page.getByRole("dialog", { name: "Agent centre" });
const offerDialog = (page: Page) => page.getByRole("dialog", { name: "Offer a contract to demo" });
/** Basis points as the English page writes them: 90 → "0.90%". */
const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`;

async function logIn(page: Page, username: string, password: string) {
  await openLoginFromHeader(page);
  await submitLogin(page, username, password);
  await waitForMember(page);
}

describe("contract offers", () => {
  it("agent01 offers demo a lower daily salary: the confirmation names the contract that ends, a failed send is tried again, and demo accepts in the offer popup; agent01 then sees the new contract active and the old one terminated [OFR-02] [OFR-05] [OFR-06] [OFR-08] [OFR-10] [AGT-04]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/");
    await logIn(page, "agent01", "Agent1234");
    await visit(page, "/agent/team");
    // demo is a direct downline: found by the search (the list pages agents first).
    await centre(page).getByRole("searchbox", { name: "Username" }).fill("demo");
    await centre(page).getByRole("button", { name: "Search", exact: true }).click();
    // The row names demo's live contracts with their highest rate (OFR-10).
    const demoLive = (await sandboxState()).contracts.filter((c) => c.downline === "demo" && c.state === "active");
    const demoRow = centre(page).getByRole("row", { name: /^demo/ });
    for (const c of demoLive) await demoRow.getByText(`Daily salary ${percent(c.topRate)}`).waitFor();
    await centre(page).getByRole("button", { name: "Offer a contract to demo" }).click();
    const dialog = offerDialog(page);
    await dialog.getByRole("radio", { name: "Daily salary" }).check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    const form = dialog.getByRole("form", { name: "Contract terms" });
    await form.waitFor();

    // Empty terms: the problems show next to the fields.
    await form.getByRole("button", { name: "Offer contract" }).click();
    await form.getByText("Fill in every column of every tier with a number.").waitFor();
    await form.getByText("Input cannot be empty").waitFor();
    await expectAccessibleDialog(page, "offer contract with errors");

    // A rate the downline's active contract beats: 0.60 % against demo's higher rate.
    const before = (await sandboxState()).contracts;
    const ending = before.filter((c) => c.kind === "dailySalary" && c.downline === "demo" && (c.state === "active" || c.state === "pending") && c.topRate > 60);
    expect(ending.length).toBeGreaterThan(0);
    await form.getByRole("textbox", { name: "Tier 1: Daily valid bet" }).fill("2,000");
    await form.getByRole("textbox", { name: "Tier 1: active members" }).fill("1");
    await form.getByRole("textbox", { name: "Tier 1: rate (%)" }).fill("0.60");
    await form.getByRole("textbox", { name: "Daily bet amount of a member" }).fill("500");
    await form.getByRole("button", { name: "Offer contract" }).click();

    const confirm = dialog.getByRole("region", { name: `This offer ends ${ending.length} of demo's contracts` });
    await confirm.waitFor();
    for (const c of ending) await confirm.getByText(`Daily salary contract ${c.contractId} with demo at ${percent(c.topRate)}`).waitFor();
    await expectAccessibleDialog(page, "offer confirmation");

    // The send fails once: the reason with Try again, and nothing changed.
    await sandbox.scenario({ failure: { mode: "http500", path: "/wps/relay/MCS2_processDailySalContract", remaining: 1 } });
    await confirm.getByRole("button", { name: "Confirm and end these contracts" }).click();
    const failed = dialog.getByRole("alert").filter({ hasText: "The offer was not sent." });
    await failed.waitFor();
    expect((await sandboxState()).contracts.filter((c) => ending.some((e) => e.contractId === c.contractId)).every((c) => c.state !== "terminated")).toBe(true);
    await failed.getByRole("button", { name: "Try again" }).click();
    await dialog.getByRole("heading", { name: "Offer sent" }).waitFor();

    const after = (await sandboxState()).contracts;
    const made = after.find((c) => !before.some((b) => b.contractId === c.contractId))!;
    expect(made).toMatchObject({ kind: "dailySalary", upline: "agent01", downline: "demo", state: "pending", topRate: 60 });
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await dialog.waitFor({ state: "detached" });

    // The daily-salary page: the ended contract is terminated, the new one waits for demo's answer.
    await centre(page).getByRole("navigation", { name: "Agent centre" }).getByRole("link", { name: "Daily salary", exact: true }).click();
    const list = centre(page).getByTestId("contracts-list");
    for (const c of ending) await list.getByRole("row", { name: new RegExp(c.contractId) }).getByText("Terminated", { exact: true }).waitFor();
    await list.getByRole("row", { name: new RegExp(made.contractId) }).getByText("Waiting for an answer", { exact: true }).waitFor();

    // demo logs in: the popup shows the new offer first; demo accepts it and leaves the older one for later.
    await page.keyboard.press("Escape");
    await centre(page).waitFor({ state: "detached" });
    await logOut(page);
    // The popup opens after the login (so the header is waited for, not every modal closing).
    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await memberBar(page).waitFor();
    const popup = page.getByRole("dialog", { name: "Contract offers" });
    const waiting = after.filter((c) => c.downline === "demo" && c.state === "pending");
    await popup.getByRole("heading", { name: "Daily salary from agent01" }).waitFor();
    await popup.getByText(made.contractId, { exact: true }).waitFor();
    await popup.getByText(`${percent(60)}: daily bet P 2,000.00, 1 active members`).waitFor();
    if (waiting.length > 1) await popup.getByText(`Offer 1 of ${waiting.length}`).waitFor();
    await expectAccessibleDialog(page, "contract offer popup");
    await popup.getByRole("button", { name: "Accept" }).click();
    if (waiting.length > 1) {
      await popup.getByText(`Offer 2 of ${waiting.length}`).waitFor();
      await popup.getByRole("button", { name: "Later" }).click();
    } else {
      await popup.getByText("You accepted the offer.", { exact: false }).waitFor();
      await popup.getByRole("button", { name: "Close" }).first().click();
    }
    await popup.waitFor({ state: "detached" });
    const final = (await sandboxState()).contracts;
    expect(final.find((c) => c.contractId === made.contractId)!.state).toBe("active");
    for (const c of ending) expect(final.find((f) => f.contractId === c.contractId)!.state).toBe("terminated");

    // agent01's daily-salary page: the accepted offer is active, the contract it replaced shows as terminated.
    await logOut(page);
    await logIn(page, "agent01", "Agent1234");
    await visit(page, "/agent/daily-salary", "daily salary after demo's answer");
    const contracts = centre(page).getByTestId("contracts-list");
    await contracts.getByRole("row", { name: new RegExp(made.contractId) }).getByText("Active", { exact: true }).waitFor();
    for (const c of ending) await contracts.getByRole("row", { name: new RegExp(c.contractId) }).getByText("Terminated", { exact: true }).waitFor();
  });

  it("with the contract-offers scenario demo's login opens the popup with an offer of each kind: Accept, Reject and Later; the offer left for later comes back at the next login [OFR-08] [OFR-11] [OFR-03]", async ({ e2e }) => {
    await sandbox.preset("contract-offers");
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/");
    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await memberBar(page).waitFor();
    const popup = page.getByRole("dialog", { name: "Contract offers" });
    // Newest first: the dividend, then the daily, hourly and real-time salaries.
    await popup.getByText("Offer 1 of 4").waitFor();
    await popup.getByRole("heading", { name: "Dividend from agent01" }).waitFor();
    await popup.getByText("DIV-1006", { exact: true }).waitFor();
    await expectAccessibleDialog(page, "contract offer popup, four offers");
    await popup.getByRole("button", { name: "Accept" }).click();
    await popup.getByText("Offer 2 of 4").waitFor();
    await popup.getByRole("heading", { name: "Daily salary from agent01" }).waitFor();
    await popup.getByRole("button", { name: "Reject" }).click();
    await popup.getByText("Offer 3 of 4").waitFor();
    await popup.getByRole("heading", { name: "Hourly salary from agent01" }).waitFor();
    await popup.getByRole("button", { name: "Later" }).click();
    await popup.waitFor({ state: "detached" });
    const states = async () => Object.fromEntries((await sandboxState()).contracts.filter((c) => c.downline === "demo").map((c) => [c.contractId, c.state]));
    expect(await states()).toMatchObject({ "DIV-1006": "active", "DSL-2008": "rejected", "HSL-3006": "pending", "RTS-4006": "pending" });

    // The next login asks again: the two offers left wait, and answering the last one says so until Close.
    await logOut(page);
    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await memberBar(page).waitFor();
    await popup.getByText("Offer 1 of 2").waitFor();
    await popup.getByRole("heading", { name: "Hourly salary from agent01" }).waitFor();
    await popup.getByRole("button", { name: "Accept" }).click();
    await popup.getByRole("heading", { name: "Real-time salary from agent01" }).waitFor();
    await popup.getByText("Profit rate 0.20%").waitFor();
    await popup.getByRole("button", { name: "Reject" }).click();
    await popup.getByText("You rejected the offer.").waitFor();
    await popup.getByRole("button", { name: "Close" }).last().click();
    await popup.waitFor({ state: "detached" });
    expect(await states()).toMatchObject({ "HSL-3006": "active", "RTS-4006": "rejected" });
  });
});
