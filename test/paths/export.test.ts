// @vitest-environment node
/**
 * `npm run paths:export`: one login path as a standalone browser script, with the path's id, the imports it runs
 * with, and one block per step in the path's order (label, what the player does or how the platform answers, what
 * the screen shows).
 */
import { describe, expect, it } from "vitest";
import { committedPaths } from "../../scripts/statecharts/committed.ts";
import { exportPath, runtimeImportFrom } from "../../scripts/statecharts/export.ts";

describe("paths:export", () => {
  // The path from the header's login form through the two-factor step to the forced password change.
  const path = committedPaths("login").find((p) => p.steps.some((s) => s.sample === "Player picks e-mail verification") && p.steps.at(-1)!.expected.startsWith('["changingPassword"'))!;
  const script = exportPath("login", path.id, "exported/login.ts");

  it("names the path and imports playwright-core and the drivers' runtime", () => {
    expect(script).toContain(`// Path ${path.id} of the login statechart: ${path.input}.`);
    expect(script).toContain(`npm run paths:export -- login ${path.id}`);
    expect(script).toContain('import { chromium } from "playwright-core";');
    expect(script).toContain('import { hasAttribute, notSee, sandboxControl, see, startPath, typeSmsCode, watchConsole } from "../test/e2e/paths/drivers/runtime.ts";');
    expect(script).toContain('const BASE_URL = process.env.BASE_URL ?? "http://localhost:4173";');
    expect(script).toContain("process.env.CHROME_PATH");
  });

  it("has one block per step, labelled in the path's order, with the action and the expected screen", () => {
    const labels = [...script.matchAll(/^ {4}\/\/ Step (\d+): (.+)$/gm)].map((m) => [Number(m[1]), m[2]]);
    expect(labels).toEqual(path.steps.map((step, i) => [i + 1, step.sample]));
    const blocks = script.split(/^ {4}\/\/ Step \d+: .+$/m).slice(1);
    blocks.forEach((block, i) => {
      expect(block).toContain(`// Expected: the machine is in ${path.steps[i]!.expected}; the screen shows:`);
      expect(block).toMatch(/await (see|notSee|hasAttribute)\(page\./);
    });
    // The player's actions are plain Playwright calls; held platform calls are answered as the path says.
    expect(script).toContain('await page.getByRole("dialog", { name: "Verify it\'s you" }).getByRole("radio", { name: /^E-mail address/ }).click();');
    expect(script).toContain('await held.answer("/wps/session/login/verification", { sandbox: true, rewrite: { method: "EMAIL", answer: "traveller@sandbox.example" } });');
    expect(script).toContain('await page.getByRole("dialog", { name: "Log in" }).getByRole("form", { name: "Log in" }).getByRole("button", { name: "Log in" }).click();');
  });

  it("imports the runtime relative to where the script is written", () => {
    expect(runtimeImportFrom(null)).toBe("./test/e2e/paths/drivers/runtime.ts");
    expect(runtimeImportFrom("test/e2e/paths/out.ts")).toBe("./drivers/runtime.ts");
  });

  it("refuses a path that does not exist", () => {
    expect(() => exportPath("login", "00000000")).toThrow("login has no path 00000000");
  });
});
