// @vitest-environment node
import { describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { createMachine } from "xstate";
import { registry } from "../../machines/registry.ts";
import { generateDocs } from "../../scripts/statecharts/generate.ts";
import { staleFiles } from "../../scripts/statecharts/stale.ts";

const docsDir = resolve(process.cwd(), "docs/statecharts");

describe("docs/statecharts", () => {
  it("is what the machines generate today", async () => {
    expect(staleFiles(await generateDocs(registry), docsDir)).toEqual([]);
  });

  it("a change to a machine without regeneration is caught", async () => {
    const [boot, ...rest] = registry;
    const machine = boot!.machine;
    const changed = createMachine(
      { ...machine.config, states: { ...machine.config.states, maintenance: { ...machine.config.states!.maintenance, description: "Changed without regenerating." } } },
      machine.implementations as never,
    );
    const stale = staleFiles(await generateDocs([{ ...boot!, machine: changed }, ...rest]), docsDir);
    expect(stale).toContain("boot.md: out of date");
  });

  it("every machine has its diagram, page and path list, with the coverage table", async () => {
    const files = await generateDocs(registry);
    for (const entry of registry) {
      const id = entry.machine.id;
      expect(files.get(`${id}.svg`)).toMatch(/^<\?xml|<svg/);
      expect(files.get(`${id}.md`)).toContain(`](${id}.svg)`);
      expect(files.get(`${id}.paths.md`)).toMatch(/## Path 1/);
      expect(files.get("README.md")).toContain(`| \`${id}\` |`);
    }
    expect(files.get("README.md")).not.toMatch(/\b(?!100)\d{1,2}(\.\d)?%/);
  });

  it("draws nested and parallel states as clusters and labels transitions with event and guard", async () => {
    const svg = (await generateDocs(registry)).get("boot.svg")!;
    expect(svg).toContain("cluster_loadingSite");
    expect(svg).toContain("loadingSite (parallel regions)");
    expect(svg).toContain("[isMaintenance]");
    expect(svg).toContain("fetchStatus succeeds");
  });
});
