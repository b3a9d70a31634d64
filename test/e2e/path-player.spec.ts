/**
 * The statecharts' path player (docs/statecharts/index.html, issue 26): opened straight from the file system, a
 * reviewer picks the login machine and a path, steps through it with the buttons and the arrow keys, and sees the
 * step's words, the state after it, and the current state and the step's transitions highlighted on the diagram.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "./support/suite.ts";
import { expectAccessible } from "./support/axe.ts";
import type { PlayerMachine, PlayerStep } from "../../scripts/statecharts/player.ts";

const file = resolve(process.cwd(), "docs/statecharts/index.html");

/** What the page embeds, read on the Node side to know what each step must show. */
function embeddedLogin(): PlayerMachine {
  const html = readFileSync(file, "utf8");
  const json = /<script type="application\/json" id="player-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
  return (JSON.parse(json) as { machines: PlayerMachine[] }).machines.find((m) => m.id === "login")!;
}

const highlighted = (page: Page, kind: "state" | "transition") =>
  page.locator(`#diagram [data-highlight="${kind}"]`).evaluateAll((nodes) => nodes.map((n) => n.id).sort());

async function expectStep(page: Page, login: PlayerMachine, step: PlayerStep, counter: string) {
  await page.locator("#counter").filter({ hasText: counter }).waitFor();
  const panel = page.getByRole("region", { name: "This step" });
  expect(await panel.locator("#step-text").textContent()).toBe(step.text);
  expect(await panel.locator("#step-state").textContent()).toBe(step.state);
  expect(await highlighted(page, "state")).toEqual(step.active.map((id) => login.states[id]!.element).sort());
  expect(await highlighted(page, "transition")).toEqual([...new Set(step.taken.flatMap((k) => login.transitions[k]!.elements))].sort());
  // One item per transition taken (each holds its own list of requirement IDs).
  const taken = panel.getByRole("list", { name: "Transitions taken in this step" }).locator(":scope > li");
  expect(await taken.count()).toBe(step.taken.length);
  for (const [i, key] of step.taken.entries()) {
    const transition = login.transitions[key]!;
    expect(await taken.nth(i).locator("strong").textContent()).toBe(transition.label);
    // Every transition names requirement IDs; the step shows each with its text.
    expect(transition.requirements.length).toBeGreaterThan(0);
    const requirements = taken.nth(i).getByRole("list", { name: "Requirements of this transition" }).getByRole("listitem");
    expect(await requirements.allTextContents()).toEqual(transition.requirements.map((r) => expect.stringContaining(`${r.id} (`)));
    expect(await requirements.first().textContent()).toContain(transition.requirements[0]!.text);
  }
}

describe("statecharts path player (docs/statecharts/index.html from the file system)", () => {
  it("steps through a login path: the words, the state and the highlighted state and transition follow each step", async ({ e2e }) => {
    const login = embeddedLogin();
    // A path with several steps whose state changes on the first step and which takes a transition there.
    const path = login.paths.find((p) => p.steps.length >= 4 && p.steps[1]!.state !== p.steps[0]!.state && p.steps[1]!.taken.length > 0)!;
    expect(path).toBeDefined();

    const page = await e2e.open();
    await page.goto(pathToFileURL(file).href);
    await page.getByRole("heading", { level: 1, name: "Statecharts: path player" }).waitFor();
    await page.getByRole("combobox", { name: "Machine", exact: true }).selectOption("login");
    await page.getByRole("combobox", { name: "Path", exact: true }).selectOption(path.id);
    expect(await page.getByRole("combobox", { name: "Path", exact: true }).locator("option:checked").textContent()).toContain(`ends in ${path.ends}`);

    await expectStep(page, login, path.steps[0]!, "Start");
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    expect(await page.locator('#diagram [data-highlight="state"]').count()).toBeGreaterThan(0);
    await expectAccessible(page, "docs/statecharts/index.html (login, start of a path)");

    const last = path.steps.length - 1;
    await page.getByRole("button", { name: "Next" }).click();
    await expectStep(page, login, path.steps[1]!, `Step 1 of ${last}`);
    expect(await page.locator('#diagram [data-highlight="transition"]').count()).toBeGreaterThan(0);
    expect(await page.locator('#diagram [data-highlight="transition"]').first().getAttribute("class")).toContain("is-taken");
    expect(await page.locator("[aria-live=polite]").textContent()).toBe(`Step 1 of ${last}: ${path.steps[1]!.text}. Now in ${path.steps[1]!.state}.`);

    // The arrow keys step too.
    await page.keyboard.press("ArrowRight");
    await expectStep(page, login, path.steps[2]!, `Step 2 of ${last}`);
    await page.keyboard.press("ArrowLeft");
    await expectStep(page, login, path.steps[1]!, `Step 1 of ${last}`);

    for (let n = 2; n <= last; n += 1) {
      await page.getByRole("button", { name: "Next" }).click();
      await expectStep(page, login, path.steps[n]!, `Step ${n} of ${last}`);
    }
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    expect(await page.locator("#step-state").textContent()).toBe(path.ends);
    await expectAccessible(page, "docs/statecharts/index.html (login, end of a path)");
  });
});
