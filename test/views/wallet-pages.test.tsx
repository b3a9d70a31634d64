/**
 * The "My wallet" and "Transfer to upline" pages rendered on their own (as the member centre will mount them) with
 * the real app services — session, client, cashier machines and live actors — against the sandbox platform.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { applyPreset } from "../../src/sandbox/scenarios.ts";
import WalletPage from "../../src/views/cashier/wallet-page.tsx";
import UplinePage from "../../src/views/cashier/upline-page.tsx";
import { renderMemberPage } from "../render-app.tsx";
import { nodeSandbox } from "../sandbox-server.ts";

const { store } = nodeSandbox;

const renderPage = renderMemberPage;

const mainBalance = (username: string) => store.findMember(username)!.balanceMinor;

/** The logged-in bar's balance (major units, as the header reads it), from the session's balance actor. */
function headerBalance(services: Awaited<ReturnType<typeof renderPage>>["services"]): number | undefined {
  const child = services.auth.getSnapshot().children.balance as { getSnapshot(): { context: { balance: { amount: number } | null } } } | undefined;
  return child?.getSnapshot().context.balance?.amount;
}

describe("My wallet page", { timeout: 60_000 }, () => {
  it("lists the main and vendor wallets in a table, moves an amount into a vendor wallet after a review, shows the new balances and reads the header balance again [CASH-08] [CASH-01] [CASH-02]", async () => {
    const { user, services } = await renderPage(WalletPage, "demo");
    const table = await screen.findByRole("table", {}, { timeout: 20_000 });
    await waitFor(() => expect(headerBalance(services)).toBe(1520.75));
    expect(within(table).getByRole("rowheader", { name: "Main wallet" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /Pocket Games Soft/ })).toHaveTextContent("50.00");
    expect(screen.getByTestId("wallet-main")).toHaveTextContent("1,520.75");

    await user.click(screen.getByRole("button", { name: "Transfer in to Pocket Games Soft" }));
    const amount = screen.getByLabelText(/^Amount/);
    await user.type(amount, "2000");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(amount).toHaveAccessibleDescription(/You can transfer at most P\s1,520\.75/);
    expect(amount).toHaveValue("2000");
    await user.clear(amount);
    await user.type(amount, "20.50");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    const review = screen.getByRole("region", { name: "Check your transfer" });
    expect(review).toHaveTextContent("Main wallet");
    expect(review).toHaveTextContent("Pocket Games Soft");
    expect(mainBalance("demo")).toBe(152075);
    await user.click(within(review).getByRole("button", { name: "Confirm transfer" }));

    await waitFor(() => expect(screen.getByTestId("wallet-main")).toHaveTextContent("1,500.25"));
    expect(screen.getByRole("status")).toHaveTextContent(/20\.50 moved from Main wallet to Pocket Games Soft/);
    expect(within(screen.getByRole("table")).getByRole("row", { name: /Pocket Games Soft/ })).toHaveTextContent("70.50");
    expect(mainBalance("demo")).toBe(150025);
    await waitFor(() => expect(headerBalance(services)).toBe(1500.25));
  });

  it("recalls everything to the main wallet; an empty vendor wallet offers no transfer out [CASH-08]", async () => {
    const { user } = await renderPage(WalletPage, "demo");
    await screen.findByRole("table", {}, { timeout: 20_000 });
    expect(screen.getByRole("button", { name: "Transfer out of DG" })).toHaveAttribute("aria-disabled", "true");
    await user.click(screen.getByRole("button", { name: "Recall everything to the main wallet" }));
    const review = screen.getByRole("region", { name: "Recall everything to the main wallet?" });
    expect(review).toHaveTextContent("62.34");
    await user.click(within(review).getByRole("button", { name: "Confirm transfer" }));
    await waitFor(() => expect(screen.getByTestId("wallet-main")).toHaveTextContent("1,583.09"));
    expect(screen.getByRole("button", { name: "Recall everything to the main wallet" })).toHaveAttribute("aria-disabled", "true");
    expect(mainBalance("demo")).toBe(158309);
  });

  it("a single-wallet merchant sees the one balance and nothing to move [CASH-08]", async () => {
    applyPreset(store, "single-wallet");
    await renderPage(WalletPage, "demo");
    expect(await screen.findByTestId("wallet-balance", {}, { timeout: 20_000 })).toHaveTextContent("1,520.75");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Recall everything/ })).not.toBeInTheDocument();
  });
});

describe("Transfer to upline page", { timeout: 60_000 }, () => {
  it("a member without toUpline reads a sentence instead of the form [CASH-09]", async () => {
    await renderPage(UplinePage, "demo");
    expect(await screen.findByText(/Your account cannot transfer money to an upline/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Amount/)).not.toBeInTheDocument();
  });

  it("a wrong payment password comes back by the field; the right one makes one transfer after a review and the header balance is read again [CASH-09] [CASH-01] [SITE-02]", async () => {
    const { user, services } = await renderPage(UplinePage, "agent01");
    const amount = await screen.findByLabelText(/^Amount/, {}, { timeout: 20_000 });
    expect(screen.getByTestId("upline-available")).toHaveTextContent("8,800.00");
    await user.type(amount, "100");
    const password = screen.getByLabelText(/^Payment password/);
    await user.type(password, "111111");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Confirm transfer" }));
    await waitFor(() => expect(screen.getByLabelText(/^Payment password/)).toHaveAccessibleDescription("The payment password is wrong"));
    expect(screen.getByLabelText(/^Amount/)).toHaveValue("100");
    expect(mainBalance("agent01")).toBe(880000);

    await user.type(screen.getByLabelText(/^Payment password/), "246801");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("region", { name: "Check your transfer to upline" })).toHaveTextContent("100.00");
    await user.click(screen.getByRole("button", { name: "Confirm transfer" }));
    expect(await screen.findByText(/was transferred to your upline/)).toBeInTheDocument();
    expect(mainBalance("agent01")).toBe(870000);
    await waitFor(() => expect(headerBalance(services)).toBe(8700));
  });
});
