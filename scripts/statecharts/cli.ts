/**
 *   npm run statecharts          writes docs/statecharts/ from machines/registry.ts
 *   npm run statecharts:check    regenerates into a temporary folder and fails when docs/statecharts differs
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { registry } from "../../machines/registry.ts";
import { generateDocs } from "./generate.ts";
import { staleFiles } from "./stale.ts";

async function main() {
  const check = process.argv.includes("--check");
  const target = resolve(process.cwd(), "docs/statecharts");
  const files = await generateDocs(registry);
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
