import { describe, expect, test } from "../support/suite.ts";
import { watchConsole } from "./drivers/runtime.ts";
import { describePaths } from "./run-paths.ts";

describePaths("boot", {});

describe("the path runs' console watch", () => {
  test("catches a warning, an error and an uncaught error in the page", async ({ e2e }) => {
    const page = await e2e.open();
    // The suite's own check would fail this test on the planted uncaught error: only the watch listens here.
    page.removeAllListeners("pageerror");
    const logged = watchConsole(page);
    await page.setContent("<p>A page without the app</p>");
    await page.evaluate(() => {
      console.warn("planted warning");
      console.error("planted error");
      console.log("a plain log is not a warning");
      setTimeout(() => {
        throw new Error("planted uncaught");
      });
    });
    await expect.poll(() => logged().length).toBe(3);
    expect(logged()).toEqual(["console.warn: planted warning", "console.error: planted error", "uncaught: planted uncaught"]);
  });
});
