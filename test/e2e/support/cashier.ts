/** Cashier steps the browser specs share, done as a player does them. */
import type { Page } from "playwright-core";
import { visit } from "./suite.ts";
import { passwordInput, sandboxState } from "./auth.ts";

export const memberCentre = (page: Page) => page.getByRole("dialog", { name: "Member centre" });

/**
 * A withdrawal of 50 by demo (already logged in) through the withdraw page, up to "Withdrawal requested" and the
 * site's check of its payouts that a new withdrawal starts (so a payout the test makes next is found by the player's
 * own step or the poll, not by that first check). Returns its id.
 */
export async function withdrawFifty(page: Page): Promise<string> {
  await visit(page, "/member/withdraw");
  const dialog = memberCentre(page);
  await dialog.getByRole("textbox", { name: "Amount" }).fill("50");
  await passwordInput(dialog, "Payment password").fill("135790");
  await dialog.getByRole("button", { name: "Continue" }).click();
  const checked = payoutsChecked(page);
  await dialog.getByRole("button", { name: "Confirm withdrawal" }).click();
  await dialog.getByRole("region", { name: "Withdrawal requested" }).waitFor();
  await checked;
  return (await sandboxState()).withdrawals.find((w) => w.username === "demo")!.withdrawalId;
}

/** The site's next read of the payouts waiting for the player: start waiting before the step that triggers it (a new withdrawal, an acknowledged outcome), so the sandbox changes nothing mid-check. */
export function payoutsChecked(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === "/wps/relay/MCSFE_getPaymentConfirmationList");
}
