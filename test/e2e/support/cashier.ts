/** Cashier steps the browser specs share, done as a player does them. */
import type { Page } from "playwright-core";
import { visit } from "./suite.ts";
import { passwordInput, sandboxState } from "./auth.ts";

export const memberCentre = (page: Page) => page.getByRole("dialog", { name: "Member centre" });

/** A withdrawal of 50 by demo (already logged in) through the withdraw page, up to "Withdrawal requested". Returns its id. */
export async function withdrawFifty(page: Page): Promise<string> {
  await visit(page, "/member/withdraw");
  const dialog = memberCentre(page);
  await dialog.getByRole("textbox", { name: "Amount" }).fill("50");
  await passwordInput(dialog, "Payment password").fill("135790");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("button", { name: "Confirm withdrawal" }).click();
  await dialog.getByRole("region", { name: "Withdrawal requested" }).waitFor();
  return (await sandboxState()).withdrawals.find((w) => w.username === "demo")!.withdrawalId;
}
