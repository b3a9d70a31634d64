/**
 *   npm run statecharts          writes docs/statecharts/ from machines/registry.ts
 *   npm run statecharts:check    regenerates into a temporary folder and fails when docs/statecharts differs
 *   npm run statecharts -- --only contracts,agentCentre
 *                                checks and writes only those machines' diagram and pages (a quick look while a
 *                                machine is being written; the path list, the index and traceability need the full run)
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { registry } from "../../machines/registry.ts";
import { generateDocs } from "./generate.ts";
import { generateInWorkers } from "./parallel.ts";
import { staleFiles } from "./stale.ts";

async function main() {
  const check = process.argv.includes("--check");
  const target = resolve(process.cwd(), "docs/statecharts");
  const only = process.argv.includes("--only") ? (process.argv[process.argv.indexOf("--only") + 1] ?? "").split(",") : null;
  if (only) {
    const chosen = registry.filter((entry) => only.includes(entry.machine.id));
    if (chosen.length !== only.length) throw new Error(`--only: no machine with the id ${only.filter((id) => !chosen.some((e) => e.machine.id === id)).join(", ")}`);
    const files = await generateDocs(chosen, generateInWorkers);
    const pages = [...files].filter(([name]) => only.some((id) => name === `${id}.svg` || name === `${id}.md` || name === `${id}.paths.md`));
    mkdirSync(target, { recursive: true });
    for (const [name, content] of pages) writeFileSync(join(target, name), content);
    console.log(`wrote ${pages.length} files to docs/statecharts for ${only.join(", ")} (run without --only before committing)`);
    return;
  }
  const files = await generateDocs(registry, generateInWorkers);
  if (check) {
    const temp = mkdtempSync(join(tmpdir(), "statecharts-"));
    try {
      for (const [name, content] of files) writeFileSync(join(temp, name), content);
      const problems = staleFiles(new Map([...files.keys()].map((name) => [name, readFileSync(join(temp, name), "utf8")])), target);
      if (problems.length > 0) {
        console.error(`docs/statecharts is stale — run \`npm run statecharts\` and commit:\n  ${problems.join("\n  ")}`);
        process.exit(1);
      }
      console.log(`statecharts up to date: ${files.size} files for ${registry.length} machines.`);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
    return;
  }
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(target)) if (!files.has(name)) rmSync(join(target, name));
  for (const [name, content] of files) writeFileSync(join(target, name), content);
  console.log(`wrote ${files.size} files to docs/statecharts for ${registry.length} machines.`);
}

await main();
