/**
 * The agent centre's frame in the browser against the sandbox (issue 29): an agent's entry in the logged-in bar, the
 * menu in the SPEC's order with the overview first, deep links, closing back to where the agent was, and the SPEC §6
 * messages for a member who is not an agent and for a trial account; a guest logs in first and arrives on the page.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it, visit } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";
import { loginDialog, memberBar, openLoginFromHeader, memberAt, submitLogin, waitForMember } from "./support/auth.ts";

const centre = (page: Page) => page.getByRole("dialog", { name: "Agent centre" });
const EVERY_AGENT = ["Announcement", "Overview", "Account", "Team management", "Team betting", "User profit and loss", "My income", "Transaction details"];
const CONTRACT_PAGES = ["Dividend", "Daily salary", "Hourly salary", "Real-time salary"];

const logIn = memberAt;

async function menuItems(page: Page): Promise<string[]> {
  return (await centre(page).getByRole("navigation", { name: "Agent centre" }).getByRole("link").allTextContents()).map((s) => s.trim());
}

describe("agent centre", () => {
  it("agent01: the bar's Agent centre opens the overview; the menu is in the SPEC's order; a page is its own address; closing comes back [AGT-01] [AGT-03]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logIn(page, "agent01", "Agent1234", "/promotions");
    await memberBar(page).getByRole("link", { name: "Agent centre" }).click();
    await centre(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/agent/overview");
    const menu = centre(page).getByRole("navigation", { name: "Agent centre" });
    expect(await menu.getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
    // The eight pages every agent has, first and in the SPEC's order; contract pages only after them.
    const items = await menuItems(page);
    expect(items.slice(0, EVERY_AGENT.length)).toEqual(EVERY_AGENT);
    expect(items.slice(EVERY_AGENT.length).every((item) => CONTRACT_PAGES.includes(item))).toBe(true);
    await expectAccessible(page, "agent centre overview");

    await menu.getByRole("link", { name: "Announcement" }).click();
    await centre(page).getByRole("heading", { name: "Announcement" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/agent/announcements");
    await centre(page).getByRole("status").filter({ hasText: /Notices: \d+/ }).waitFor();
    await expectAccessible(page, "agent centre announcements");
    await saveScreenshot(page, "agent-centre.announcements.desktop");

    // Closing goes back past the centre's pages to the page the agent opened it on.
    await centre(page).getByRole("button", { name: "Close" }).click();
    await centre(page).waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/promotions");

    // A reload of a centre page keeps it.
    await visit(page, "/agent/announcements");
    await centre(page).getByRole("heading", { name: "Announcement" }).waitFor();
  });

  it("a member who is not an agent (demo) is told 'Non-agents cannot log in'; the bar has no Agent centre [AGT-03]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logIn(page, "demo", "Demo1234");
    expect(await memberBar(page).getByRole("link", { name: "Agent centre" }).count()).toBe(0);
    await visit(page, "/agent/overview");
    await centre(page).getByRole("alert").filter({ hasText: "Non-agents cannot log in" }).waitFor();
    expect(await centre(page).getByRole("navigation").count()).toBe(0);
    await centre(page).getByRole("button", { name: "Close" }).click();
    await centre(page).waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("a trial account is told 'Non-member account unable to login' [AGT-03] [ROLE-03]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/");
    const login = await openLoginFromHeader(page);
    await login.getByRole("button", { name: "Free trial" }).click();
    await waitForMember(page);
    await visit(page, "/agent/overview");
    await centre(page).getByRole("alert").filter({ hasText: "Non-member account unable to login" }).waitFor();
  });

  it("a guest who opens /agent/team logs in as agent01 and arrives on Team management [AGT-03] [SITE-04]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/agent/team");
    await loginDialog(page).waitFor();
    await submitLogin(page, "agent01", "Agent1234");
    await centre(page).getByRole("heading", { name: "Team management" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/agent/team");
  });

  it("speaks the player's language: the centre's texts load with it, and again in a language chosen after it was opened [AGT-01] [SITE-01]", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await logIn(page, "agent01", "Agent1234");
    const barLink = memberBar(page).locator('a[href="/agent/overview"]');
    await barLink.click();
    await expect.poll(async () => (await menuItems(page)).slice(0, EVERY_AGENT.length)).toEqual(EVERY_AGENT);
    await centre(page).getByRole("button", { name: "Close" }).click();
    await centre(page).waitFor({ state: "detached" });

    // Portuguese after the centre's English texts were loaded: opening it again shows its Portuguese texts.
    await page.getByRole("combobox", { name: "Language" }).selectOption("pt");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("pt-BR");
    await barLink.click();
    const inPortuguese = EVERY_AGENT.map((text) => translation("pt", text));
    await page.getByRole("dialog", { name: translation("pt", "Agent centre") }).waitFor();
    await expect.poll(async () => (await page.getByRole("navigation", { name: translation("pt", "Agent centre") }).getByRole("link").allTextContents()).slice(0, EVERY_AGENT.length).map((s) => s.trim())).toEqual(inPortuguese);
  });
});

/** A message's translation in the agent area's catalogue of a locale (locales/<locale>/agent.po). */
function translation(locale: string, message: string): string {
  const po = readFileSync(new URL(`../../locales/${locale}/agent.po`, import.meta.url), "utf8");
  const entry = po.split("\n\n").find((block) => block.includes(`msgid ${JSON.stringify(message)}\nmsgstr `));
  const found = entry?.match(/^msgstr (".*")$/m);
  if (!found) throw new Error(`no ${locale} translation of ${message}`);
  const text = JSON.parse(found[1]!) as string;
  expect(text).not.toBe(message);
  return text;
}
