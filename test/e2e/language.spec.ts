import type { Page } from "playwright-core";
import { describe, it, settled, visit } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import { overrideConfig } from "./support/config.ts";

const stored = (page: Page) =>
  page.evaluate(() => ({ lang: localStorage.getItem("lang"), hisLang: localStorage.getItem("hisLang"), html: document.documentElement.lang }));

describe.concurrent("language switcher in the browser", () => {
  it("switches to English, keeps it in lang/hisLang and <html lang>, and across a reload [LANG-01] [LANG-02]", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await visit(page, "/");
    expect(await stored(page)).toEqual({ lang: "pt", hisLang: "PT", html: "pt-BR" });
    await page.getByRole("combobox", { name: "Idioma" }).selectOption("en");
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome to Aurora Play");
    expect(await stored(page)).toEqual({ lang: "en", hisLang: "EN", html: "en" });
    await expectAccessible(page, "/ after switching to English");

    await page.reload();
    await settled(page);
    expect(await stored(page)).toEqual({ lang: "en", hisLang: "EN", html: "en" });
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome to Aurora Play");
    expect(await page.getByRole("combobox", { name: "Language" }).inputValue()).toBe("en");
  });

  it("a language in another script: Japanese, with <html lang=ja>, kept on a new page", async ({ e2e, expect }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/vip");
    await page.getByRole("combobox", { name: "Language" }).selectOption("ja");
    await expect.poll(() => stored(page)).toEqual({ lang: "ja", hisLang: "JA", html: "ja" });
    await expectAccessible(page, "/vip in Japanese");
    const next = await page.context().newPage();
    await visit(next, "/rng", "/rng in Japanese");
    expect(await next.evaluate(() => document.documentElement.lang)).toBe("ja");
  });

  it("a language that cannot be loaded: the page stays in Portuguese and says so under the switcher; Try again loads it [SITE-01]", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await visit(page, "/");
    let block = true;
    await page.route(/\/assets\/messages-[^/]+\.js$/, (route) => (block ? route.abort("connectionreset") : route.continue()));
    const switcher = page.getByRole("combobox", { name: "Idioma" });
    await switcher.selectOption("ja");
    const alert = page.getByRole("alert").filter({ hasText: "日本語" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("a página continua neste idioma");
    expect(await switcher.inputValue()).toBe("pt");
    expect(await stored(page)).toEqual({ lang: "pt", hisLang: "PT", html: "pt-BR" });
    await expectAccessible(page, "/ with the language failure");

    block = false;
    await alert.getByRole("button", { name: "Tentar novamente" }).click();
    await expect.poll(() => stored(page)).toEqual({ lang: "ja", hisLang: "JA", html: "ja" });
    expect(await page.getByRole("alert").filter({ hasText: "日本語" }).count()).toBe(0);
  });

  it("is hidden when the operator supports one language only [LANG-03]", async ({ e2e, expect }) => {
    const page = await e2e.open();
    await overrideConfig(page, { supportLanguages: ["pt"] });
    await visit(page, "/", "/ with one language");
    expect(await page.getByRole("navigation", { name: "Menu principal" }).isVisible()).toBe(true);
    expect(await page.getByRole("combobox").count()).toBe(0);
  });
});
