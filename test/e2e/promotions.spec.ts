/**
 * Promotions in Chromium against the sandbox (issue 30 item 5): /promotions by category and /promoDetail are built;
 * a guest's Apply continues after the login; the application form refuses a fourth image and a 6 MB image before
 * anything is sent, and a 140-character remark with 3 images is sent once and shows "Applying"; a red envelope shows
 * the prize the sandbox drew.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { loginDialog, openLoginFromHeader, sandboxState, submitLogin, waitForMember } from "./support/auth.ts";
import { PROMOTIONS, PROMOTION_CATEGORIES } from "../../src/sandbox/seed/promotions.ts";
import { rafflePrize } from "../../src/sandbox/rules/promotions.ts";
import { seedMembers } from "../../src/sandbox/seed/members.ts";

/** A 1 × 1 PNG (png magic bytes). */
const PNG_1PX = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const png = (name: string, buffer = PNG_1PX) => ({ name, mimeType: "image/png", buffer });

/** Counts the application requests the page sends. */
function countApplications(page: Page): () => number {
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes("/PROMOFE_applyPromotion")) sent += 1;
  });
  return () => sent;
}

describe("promotions", () => {
  it("lists promotions by category; a guest's Apply continues after the login; 4 images or a 6 MB image are refused before sending; 140 characters and 3 images are sent once [ACT-06] [ACT-07] [ACT-08]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    const sentApplications = countApplications(page);
    await visit(page, "/promotions");
    await page.getByRole("heading", { level: 1, name: "Promotions" }).waitFor();
    const list = page.getByRole("list", { name: "Promotions" });
    await list.getByRole("listitem").first().waitFor();
    expect(await list.getByRole("listitem").count()).toBe(PROMOTIONS.length);
    expect(await page.getByText(/not available yet/).count()).toBe(0);
    const vip = PROMOTION_CATEGORIES.find((c) => c.categoryId === "VIP")!;
    await page.getByRole("navigation", { name: "Promotion categories" }).getByRole("link", { name: vip.names.en }).click();
    await page.waitForURL(/category=VIP/);
    await list.getByRole("listitem").nth(PROMOTIONS.filter((p) => p.categoryId === "VIP").length - 1).waitFor();
    expect(await list.getByRole("listitem").count()).toBe(PROMOTIONS.filter((p) => p.categoryId === "VIP").length);
    await expectAccessible(page, "promotions by category");

    const gold = PROMOTIONS.find((p) => p.promotionId === "VIPGOLD")!;
    await list.getByRole("link", { name: gold.titles.en }).click();
    await page.waitForURL(/promoDetail\?id=VIPGOLD/);
    const activity = page.getByRole("complementary", { name: "Your activity" });
    await activity.getByRole("button", { name: "Apply" }).click();
    await loginDialog(page).waitFor();
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    // The join continues after the login: the application form opens by itself.
    const form = activity.getByRole("form", { name: "Your application" });
    await form.waitFor();
    expect(page.url()).toContain("/promoDetail?id=VIPGOLD");
    await expectAccessible(page, "application form");

    const images = form.getByLabel(/^Images/);
    await images.setInputFiles([png("a.png"), png("b.png"), png("c.png"), png("d.png")]);
    await form.getByText("You can send at most 3 images. Remove one or choose fewer.").waitFor();
    expect(await form.getByRole("img").count()).toBe(0);
    // A 6 MB png made in the page (a 6 MB upload through the browser protocol is slow on a busy machine).
    await images.evaluate((input: HTMLInputElement) => {
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(6 * 1024 * 1024)], "big.png", { type: "image/png" }));
      input.files = files.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await form.getByText("Each image must be at most 5 MB. Choose a smaller one.").waitFor();
    expect(await form.getByRole("img").count()).toBe(0);
    expect(sentApplications()).toBe(0);

    const remark = "R".repeat(140);
    await form.getByRole("textbox", { name: "Remark" }).fill(remark);
    await form.getByText("0 of 140 characters left").waitFor();
    await images.setInputFiles([png("a.png"), png("b.png"), png("c.png")]);
    await form.getByRole("img", { name: "Preview of c.png" }).waitFor();
    expect(await form.getByRole("img").count()).toBe(3);
    await expectAccessible(page, "application form with 3 images");
    await form.getByRole("button", { name: "Send application" }).dblclick();
    await activity.getByText("Applying", { exact: true }).waitFor();
    await activity.getByText("Your application is being reviewed.").waitFor();
    expect(sentApplications()).toBe(1);
    const applications = (await sandboxState()).promotionApplications.filter((a) => a.promotionId === "VIPGOLD" && a.username === "demo");
    expect(applications).toHaveLength(1);
    expect(applications[0]!.remark).toBe(remark);
    expect(applications[0]!.images).toHaveLength(3);
    await saveScreenshot(page, "promotions.applying.desktop");
    await expectAccessible(page, "promotion applying");
  });

  it("a red envelope shows the prize the sandbox drew; hostile promotion content runs nothing [ACT-09] [ACT-08]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/promoDetail?id=CASHBACK");
    await page.getByTestId("promotion-content").waitFor();
    expect(await page.evaluate(() => (window as { __hostile?: unknown }).__hostile ?? null)).toBeNull();
    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);
    await visit(page, "/promoDetail?id=LUCKY");
    const activity = page.getByRole("complementary", { name: "Your activity" });
    await activity.getByRole("button", { name: "Open the red envelope" }).click();
    const prize = (rafflePrize(seedMembers().find((m) => m.account === "demo")!, "LUCKY") / 100).toFixed(2);
    await activity.getByText(`P ${prize}`).waitFor();
    await expectAccessible(page, "red envelope opened");
  });
});
