/**
 * A browser that refuses the site's storage (cookies and site data blocked, or the site framed by another origin
 * with third-party storage blocked): reading `localStorage`, `sessionStorage` or `document.cookie` throws, as
 * Chromium does for such a document ("Access is denied for this document"). The site must start, say what that
 * means, and let the player log in for as long as the page is open (issue 28, item 3).
 */
import type { BrowserContext } from "playwright-core";
import { describe, expect, it, settled } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { openLoginFromHeader, submitLogin, waitForMember } from "./support/auth.ts";

/** Every page of the context refuses storage and cookies the way a blocking browser does. */
async function blockStorage(context: BrowserContext) {
  await context.addInitScript(() => {
    const denied = () => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "SecurityError");
    };
    for (const name of ["localStorage", "sessionStorage"]) Object.defineProperty(window, name, { configurable: true, get: denied });
    Object.defineProperty(Document.prototype, "cookie", { configurable: true, get: denied, set: denied });
  });
}

describe("blocked storage", () => {
  it("the site starts, says that a reload will log the player out, and a login works while the page is open", async ({ e2e }) => {
    const page = await e2e.open();
    await blockStorage(page.context());
    await page.goto("/");
    await settled(page);
    expect(await page.evaluate(() => document.querySelector("[data-screen]")?.getAttribute("data-screen"))).toBe("site");
    // The language can still be changed (kept in memory for this page).
    await page.getByRole("combobox", { name: "Idioma" }).selectOption("en");
    const notice = page.getByRole("status").filter({ hasText: "Your browser is blocking this site's storage" });
    await notice.waitFor();
    await expectAccessible(page, "/ with storage blocked");
    await saveScreenshot(page, "blocked-storage.notice.desktop");

    await openLoginFromHeader(page);
    await submitLogin(page, "demo", "Demo1234");
    await waitForMember(page);

    await notice.getByRole("button", { name: "Dismiss" }).click();
    await notice.waitFor({ state: "detached" });
  });
});
