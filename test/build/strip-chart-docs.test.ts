import { describe, expect, it } from "vitest";
import { createActor, createMachine } from "xstate";
import { stripChartDocs } from "../../scripts/vite/strip-chart-docs.ts";
import { bootMachine } from "../../machines/boot/boot.machine.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Evaluates a machine definition written as `return createMachine({...})`. */
function machineFrom(source: string) {
  return new Function("createMachine", source)(createMachine) as ReturnType<typeof createMachine>;
}

const SOURCE = `return createMachine({
  id: "door",
  description: "A door. " + \`Opens and closes.\`,
  initial: "closed",
  states: {
    closed: { description: "Shut.", on: { open: { target: "open", meta: { spec: "§1" } } } },
    open: { on: { close: { target: "closed", meta: { spec: "§2" } } }, description: \`Wide open\` },
  },
});`;

describe("stripChartDocs (production bundles drop the statecharts' documentation)", () => {
  it("removes every description and meta property, commas included, and keeps the machine's behaviour", () => {
    const stripped = stripChartDocs(SOURCE, "door.machine.ts");
    expect(stripped).not.toMatch(/description|meta|Shut|§/);
    const original = createActor(machineFrom(SOURCE)).start();
    const lean = createActor(machineFrom(stripped)).start();
    for (const type of ["open", "close", "open"]) {
      original.send({ type });
      lean.send({ type });
      expect(lean.getSnapshot().value).toBe(original.getSnapshot().value);
    }
    expect(lean.getSnapshot().value).toBe("open");
  });

  it("leaves a described guard's function and empties its text", () => {
    expect(stripChartDocs('const g = described("Has a token.", ({ context }) => context.hasToken);', "g.ts")).toBe(
      'const g = described("", ({ context }) => context.hasToken);',
    );
  });

  it("strips the boot machine's list regions too (their texts are description properties)", () => {
    const source = readFileSync(join(process.cwd(), "machines/boot/boot.machine.ts"), "utf8");
    const stripped = stripChartDocs(source, "boot.machine.ts");
    // Every state's text in the source is documentation the built machine does not carry.
    const regions = bootMachine.root.states.loadingSite!.states;
    for (const region of Object.values(regions)) {
      expect(region.description).toBeTruthy();
      expect(stripped).not.toContain(region.description!);
      for (const state of Object.values(region.states)) expect(stripped).not.toContain(state.description!);
    }
  });
});
