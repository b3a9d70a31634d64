// @vitest-environment node
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createMachine } from "xstate";
import { registry } from "../../machines/registry.ts";
import { generateDocs } from "../../scripts/statecharts/generate.ts";
import { staleFiles } from "../../scripts/statecharts/stale.ts";

const docsDir = resolve(process.cwd(), "docs/statecharts");
const read = (name: string) => readFileSync(resolve(docsDir, name), "utf8");

/**
 * The full freshness check of docs/statecharts is `npm run statecharts:check`, which `npm test` runs before the
 * tests (generating every machine's paths takes a while; it is done once per run). These tests check that the
 * check works and that the committed documents have their parts.
 */
describe("docs/statecharts", () => {
  it("the boot machine's committed documents are what it generates today", async () => {
    const boot = registry.find((e) => e.machine.id === "boot")!;
    const stale = staleFiles(await generateDocs([boot]), docsDir).filter((p) => p.startsWith("boot."));
    expect(stale).toEqual([]);
  });

  it("a change to a machine without regeneration is caught", async () => {
    const boot = registry.find((e) => e.machine.id === "boot")!;
    const machine = boot.machine;
    const changed = createMachine(
      { ...machine.config, states: { ...machine.config.states, maintenance: { ...machine.config.states!.maintenance, description: "Changed without regenerating." } } },
      machine.implementations as never,
    );
    const stale = staleFiles(await generateDocs([{ ...boot, machine: changed }]), docsDir);
    expect(stale).toContain("boot.md: out of date");
  });

  it("every machine has its diagram, page and path list, with the coverage table at 100%", () => {
    const index = read("README.md");
    const paths = JSON.parse(read("paths.json")) as Record<string, unknown[]>;
    for (const entry of registry) {
      const id = entry.machine.id;
      expect(existsSync(resolve(docsDir, `${id}.svg`))).toBe(true);
      expect(read(`${id}.svg`)).toMatch(/^<\?xml|<svg/);
      expect(read(`${id}.md`)).toContain(`](${id}.svg)`);
      expect(read(`${id}.paths.md`)).toMatch(/## Path `[0-9a-f]{8}`/);
      expect(index).toMatch(new RegExp(`\\| \`${id}\`( †)? \\|`));
      expect(paths[id]?.length).toBeGreaterThan(0);
    }
    // States, transitions and guard outcomes are at 100% in every row; transition pairs are a measured column.
    const rows = index.split("\n").filter((line) => /^\| `\w+`/.test(line) && line.includes("%"));
    expect(rows).toHaveLength(registry.length);
    for (const row of rows) {
      const [states, transitions, guards, pairs] = row.split("|").slice(2, 6);
      for (const column of [states, transitions, guards]) expect(column).toMatch(/\((100%|n\/a)\)/);
      expect(pairs).toMatch(/^ \d+\/\d+ \((\d+(\.\d)?%|n\/a)\) $/);
    }
  });

  it("draws nested and parallel states as clusters and labels transitions with event and guard", () => {
    const svg = read("boot.svg");
    expect(svg).toContain("cluster_loadingSite");
    expect(svg).toContain("loadingSite (parallel regions)");
    expect(svg).toContain("[isMaintenance]");
    expect(svg).toContain("fetchStatus succeeds");
  });
});
