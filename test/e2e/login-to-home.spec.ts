import { describe, it, visit, type E2E } from "./support/suite.ts";
import { overrideConfig } from "./support/config.ts";

/** The operator's config.json with the login-to-home option on (SPEC §2), served to the page. */
async function loginToHomePage(e2e: E2E) {
  const page = await e2e.open({ lang: "en" });
  await overrideConfig(page, { loginToHome: true });
  return page;
}

describe.concurrent("login-to-home mode (config loginToHome: true)", () => {
  it.for(["/vip", "/", "/rng", "/no-such-page"])("sends a guest from %s to /login [ROUTE-03] [ROUTE-09]", async (path, { e2e, expect }) => {
    const page = await loginToHomePage(e2e);
    await visit(page, path, `${path} → /login (login-to-home)`);
    expect(new URL(page.url()).pathname).toBe("/login");
    // /login is the home page with the login modal open.
    await page.getByRole("dialog", { name: "Log in" }).waitFor();
  });

  it.for(["/login", "/register", "/register.html", "/helpmc", "/download"])("lets a guest open %s [ROUTE-09]", async (path, { e2e, expect }) => {
    const page = await loginToHomePage(e2e);
    await visit(page, path, `${path} (login-to-home)`);
    expect(new URL(page.url()).pathname).toBe(path);
  });

  it("the redirect replaces the history entry (Back does not bounce to the guarded page) [ROUTE-09]", async ({ e2e }) => {
    const page = await loginToHomePage(e2e);
    await visit(page, "/helpmc", "/helpmc (login-to-home)");
    await page.goto("/vip");
    await page.waitForURL("**/login");
    await page.goBack();
    await page.waitForURL("**/helpmc");
  });

  it("is off with the shipped config: a guest opens /vip [ROUTE-09]", async ({ e2e, expect }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/vip");
    expect(new URL(page.url()).pathname).toBe("/vip");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("VIP");
  });
});
