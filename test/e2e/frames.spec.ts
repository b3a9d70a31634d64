/**
 * Third-party frames under the one frame policy and the one launch-address validator (DESIGN §5), in the built site
 * against the sandbox: the lottery lobby's frame (a same-origin address) runs without `allow-same-origin`, so it
 * cannot read the site's session storage; a "round still open" answer with a `data:` address is refused with a clear
 * message instead of being framed, and the same answer with a real address still offers to continue the round.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, settled, visit } from "./support/suite.ts";
import { expectAccessibleDialog } from "./support/axe.ts";
import { sandbox } from "./support/sandbox.ts";
import { openLoginFromHeader, submitLogin, waitForMember } from "./support/auth.ts";

async function logInDemo(page: Page) {
  await openLoginFromHeader(page);
  await submitLogin(page, "demo", "Demo1234");
  await waitForMember(page);
}

describe("third-party frames", () => {
  it("the lottery lobby's frame on the site's own origin cannot read the site's sessionStorage", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await visit(page, "/lottery");
    await logInDemo(page);
    // The session token the platform requires is in the site's sessionStorage (DESIGN §5).
    expect(await page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);

    await page.getByTestId("lottery-menu").getByRole("link", { name: /3-minute Lottery/ }).click();
    const frameElement = page.getByTitle("3-minute Lottery lottery lobby");
    await frameElement.waitFor();
    // The sandbox answers the lottery lobby on the site's own origin: scripts, but never with allow-same-origin.
    const src = new URL((await frameElement.getAttribute("src"))!);
    expect(src.origin).toBe(new URL(page.url()).origin);
    const tokens = (await frameElement.getAttribute("sandbox"))!.split(" ");
    expect(tokens).toContain("allow-scripts");
    expect(tokens).not.toContain("allow-same-origin");
    expect(tokens.some((token) => token.startsWith("allow-top-navigation"))).toBe(false);
    expect(await frameElement.getAttribute("referrerpolicy")).toBe("strict-origin-when-cross-origin");

    // Wait for the lobby's own page to run, then try what a hostile lobby page would.
    await page.frameLocator('iframe[title="3-minute Lottery lottery lobby"]').getByRole("heading", { name: "3-minute Lottery" }).waitFor();
    const frame = await (await frameElement.elementHandle())!.contentFrame();
    const attempt = await frame!.evaluate(() => {
      const result: { origin: string; parentStorage: string; ownStorage: string } = { origin: window.origin, parentStorage: "", ownStorage: "" };
      try {
        result.parentStorage = `read ${window.parent.sessionStorage.length} keys`;
      } catch (error) {
        result.parentStorage = (error as Error).name;
      }
      try {
        result.ownStorage = `read ${window.sessionStorage.length} keys`;
      } catch (error) {
        result.ownStorage = (error as Error).name;
      }
      return result;
    });
    expect(attempt).toEqual({ origin: "null", parentStorage: "SecurityError", ownStorage: "SecurityError" });
  });

  it("a round still open whose address is a data: URL is refused with a clear message, not framed", async ({ e2e }) => {
    const page = await e2e.open({ lang: "en" });
    await page.goto("/rng?page=PG");
    await settled(page);
    await logInDemo(page);
    const hostile = "data:text/html,%3Cscript%3Eparent.postMessage(parent.sessionStorage.length,'*')%3C/script%3E";
    await sandbox.scenario({ launch: { roundOpen: true, roundOpenUrl: hostile } });

    const tiles = page.getByTestId("game-tile");
    await tiles.first().getByRole("button", { name: /^Play / }).click();
    const dialog = page.getByRole("dialog", { name: "The game could not start" });
    await dialog.waitFor();
    await dialog.getByRole("alert").filter({ hasText: "The platform sent a game address that is not safe to open, so it was not opened." }).waitFor();
    expect(await page.getByRole("dialog", { name: "A round is still open" }).count()).toBe(0);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/rng");
    await expectAccessibleDialog(page, "launch refused: unsafe address");

    // Try again asks the platform again: the same address is refused again, never framed.
    const again = page.waitForResponse((response) => response.url().includes("/wps/game/launchGame"));
    await dialog.getByRole("button", { name: "Try again" }).click();
    await again;
    await dialog.getByRole("alert").filter({ hasText: "not safe to open" }).waitFor();
    expect(await page.locator("iframe").count()).toBe(0);
    await dialog.getByText("Close", { exact: true }).click();
    await dialog.waitFor({ state: "detached" });

    // The same answer with the demo game's address still offers to continue the round.
    await sandbox.scenario({ launch: { roundOpenUrl: null } });
    await tiles.first().getByRole("button", { name: /^Play / }).click();
    const roundOpen = page.getByRole("dialog", { name: "A round is still open" });
    await roundOpen.waitFor();
    await roundOpen.getByRole("button", { name: "Continue that game" }).click();
    await page.waitForURL((url) => url.pathname === "/game");
    const game = page.locator("iframe[title^='Game: ']");
    await game.waitFor();
    expect(new URL((await game.getAttribute("src"))!).pathname).toBe("/__sandbox/demo-game");
    expect((await game.getAttribute("sandbox"))!.split(" ")).not.toContain("allow-same-origin");
  });
});
