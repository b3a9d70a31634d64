/**
 * The content pages in the browser (issue 31 items 1-3): the help centre opened from the footer, by a deep link and
 * by search, with its hostile article defused; the notice page 9 at a time with read marks; the download page's QR
 * codes; and none of them "not available yet".
 */
import type { Page } from "playwright-core";
import { describe, expect, it, settled, visit } from "./support/suite.ts";
import { expectAccessible, expectAccessibleDialog } from "./support/axe.ts";
import { sandbox } from "./support/sandbox.ts";
import { BASE_URL } from "./support/env.ts";

const BEACON = "/wps/__sandbox_beacon";

async function beaconHits(): Promise<string[]> {
  const response = await fetch(`${BASE_URL}${BEACON}/hits`, { headers: { "Cache-Control": "no-store" } });
  return ((await response.json()) as { hits: string[] }).hits;
}

const article = (page: Page) => page.locator("article[data-article]");
const articleTitle = (page: Page) => article(page).getByRole("heading", { level: 2 });

describe("content pages", () => {
  it("help: a footer link, the 18+ line, a deep link, the back button and search open their articles; the hostile article runs nothing [CNT-01] [CNT-02] [CNT-03] [CNT-04] [CNT-08]", async ({ e2e }) => {
    const before = (await beaconHits()).length;
    const page = await e2e.open({ lang: "en" });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visit(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "General Terms and Conditions" }).click();
    await page.waitForURL(/\/help#term$/);
    await articleTitle(page).filter({ hasText: "Terms and conditions" }).waitFor();
    // The body arrives with the sanitiser's chunk, after the title.
    await article(page).getByText("You must be at least 18 years old.").waitFor();
    // The article's title has the focus (a screen reader starts there).
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Terms and conditions");
    await expectAccessible(page, "/help#term");

    await page.getByRole("contentinfo").getByRole("link", { name: "Play responsibly; 18+ only." }).click();
    await page.waitForURL(/\/help#responsible$/);
    await articleTitle(page).filter({ hasText: "Responsible gaming" }).waitFor();
    // Back returns to the article before.
    await page.goBack();
    await page.waitForURL(/\/help#term$/);
    await articleTitle(page).filter({ hasText: "Terms and conditions" }).waitFor();

    // Search: every result holds the word, and the count says how many.
    const search = page.getByRole("searchbox", { name: "Search help" });
    await search.fill("captcha");
    const results = page.getByRole("list", { name: "Search results" }).getByRole("link");
    await results.first().waitFor();
    const names = await results.allTextContents();
    expect(names.some((name) => name.startsWith("Frequently asked questions"))).toBe(true);
    await page.getByRole("status").filter({ hasText: `Articles found: ${names.length}` }).waitFor();
    await results.filter({ hasText: "Frequently asked questions" }).click();
    await page.waitForURL(/\/help#faq$/);
    await article(page).getByText("After three failed logins a captcha is required.").waitFor();
    await search.fill("no such words here");
    await page.getByText("No article matches your search.").waitFor();

    // A deep link on a fresh load opens the hostile article, sanitised.
    await page.goto("/help#bonus");
    await settled(page);
    const html = page.getByTestId("help-html");
    await html.getByText("Weekly cashback is credited every Monday.").waitFor();
    expect(await page.evaluate(() => window.scrollY + (document.querySelector("article[data-article]")?.getBoundingClientRect().top ?? 0))).toBeGreaterThan(0);
    await html.getByText("Hover me").hover();
    // The javascript: link is left without its address: pressing it does nothing. (Its "#" neighbour would go to the
    // help page's own "#": no article.)
    await html.getByText("Claim the bonus").click();
    expect(await html.locator("script, iframe, object, embed, svg, math, style, form, meta, base").count()).toBe(0);
    expect(await html.evaluate((root) => [...root.querySelectorAll("*")].flatMap((el) => el.getAttributeNames().filter((n) => n.startsWith("on"))))).toEqual([]);
    await expectAccessible(page, "/help#bonus (hostile article)");
    await page.getByRole("heading", { name: "Bonus rules" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __hostile?: unknown }).__hostile)).toBeUndefined();
    expect((await beaconHits()).slice(before)).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  it("notices: 9 per page with accessible pagination, a notice's detail, read for the session [CNT-05] [CNT-06] [CONST-03]", async ({ e2e }) => {
    await sandbox.preset("popups");
    const page = await e2e.open({ lang: "en" });
    await page.goto("/noticePage");
    await settled(page);
    // The preset's popup announcements open on the home page only; here they are notices of the list.
    const list = page.getByTestId("notice-list");
    const items = list.getByRole("listitem");
    await items.first().waitFor();
    const summary = await page.getByRole("status").filter({ hasText: /^Notices: \d+/ }).textContent();
    const total = Number(/Notices: (\d+)/.exec(summary ?? "")![1]);
    expect(total).toBeGreaterThan(9);
    const pages = Math.ceil(total / 9);
    expect(await items.count()).toBe(9);
    const nav = page.getByRole("navigation", { name: "Notice pages" });
    expect(await nav.getByText(`Page 1 of ${pages}`).isVisible()).toBe(true);
    await expectAccessible(page, "/noticePage");
    const firstPage = await items.allTextContents();
    await nav.getByRole("button", { name: "Next page" }).click();
    await nav.getByRole("button", { name: "Page 2" }).and(page.locator("[aria-current=page]")).waitFor();
    await expect.poll(() => items.count()).toBe(Math.min(9, total - 9));
    const secondPage = await items.allTextContents();
    expect(secondPage.filter((text) => firstPage.includes(text))).toEqual([]);

    const first = items.first();
    const title = (await first.getByRole("button").locator("span").first().textContent()) ?? "";
    expect(await first.getByText("New").isVisible()).toBe(true);
    await first.getByRole("button").click();
    const detail = page.getByRole("dialog", { name: title });
    await detail.getByTestId("notice-html").waitFor();
    await expectAccessibleDialog(page, "/noticePage notice detail");
    await page.keyboard.press("Escape");
    await detail.waitFor({ state: "detached" });
    await first.getByText("Read").waitFor();
    await page.getByRole("status").filter({ hasText: `unread: ${total - 1}` }).waitFor();
    // Read marks last for the browser session: a reload keeps them.
    await page.reload();
    await settled(page);
    await page.getByRole("status").filter({ hasText: `unread: ${total - 1}` }).waitFor();
  });

  it("download: three QR codes of 125 px with their links and the iOS 17+ note; no content page is \"not available yet\" [CNT-07] [CNT-09] [CNT-10]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/download");
    const apps = page.getByRole("list", { name: "Apps" }).getByRole("listitem");
    expect(await apps.count()).toBe(3);
    const codes = page.getByRole("img", { name: /^QR code: / });
    await expect.poll(() => codes.count()).toBe(3);
    for (const box of await Promise.all((await codes.all()).map((c) => c.boundingBox()))) {
      expect(Math.round(box!.width)).toBe(125);
      expect(Math.round(box!.height)).toBe(125);
    }
    for (const name of ["Download for iOS", "Download iOS Lite", "Download for Android"]) {
      expect(await page.getByRole("main").getByRole("link", { name }).getAttribute("href")).toMatch(/^https:\/\//);
    }
    expect(await page.getByRole("heading", { name: "iOS 17 and later: install the profile by hand" }).isVisible()).toBe(true);

    // An Android phone gets its own app first.
    const phone = await e2e.open({ lang: "en", userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36", viewport: { width: 390, height: 844 } });
    await visit(phone, "/down");
    const firstApp = phone.getByRole("list", { name: "Apps" }).getByRole("listitem").first();
    expect(await firstApp.getByRole("heading").textContent()).toBe("Android");
    expect(await firstApp.getByText("Your device").isVisible()).toBe(true);

    for (const path of ["/help", "/helpmc", "/noticePage", "/down", "/download"]) {
      await page.goto(path);
      await settled(page);
      await page.locator("main").getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByText("not available yet").count(), path).toBe(0);
    }
  });
});
