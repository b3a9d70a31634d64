/**
 *   npm run requirements:quotes [path/to/SPEC.md]
 * Checks that the words of every SPEC requirement in docs/requirements.md are the SPEC's own, in the section the
 * row names (fragments joined by "…" are checked one by one). The SPEC is not part of this repository: pass its
 * path, or set SPEC_PATH; by default ../shared/SPEC.md next to the checkout is read.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadRequirements } from "../statecharts/requirements.ts";

const normal = (text: string) => text.replace(/\s+/g, " ").trim();

/** The SPEC's sections by number: "§4" → its text. */
export function specSections(spec: string): Map<string, string> {
  const sections = new Map<string, string>();
  let current = "";
  for (const line of spec.split("\n")) {
    const heading = /^## (\d+)\./.exec(line);
    if (heading) current = `§${heading[1]}`;
    if (current) sections.set(current, `${sections.get(current) ?? ""}\n${line}`);
  }
  return new Map([...sections].map(([k, v]) => [k, normal(v)]));
}

/** Rows whose words are not found in their section: `ID (§N): "fragment"`. */
export function misquoted(spec: string): string[] {
  const sections = specSections(spec);
  const problems: string[] = [];
  for (const r of loadRequirements().values()) {
    if (r.kind !== "requirement") continue;
    const section = sections.get(r.source);
    if (!section) {
      problems.push(`${r.id}: the SPEC has no section ${r.source}`);
      continue;
    }
    for (const fragment of r.text.split("…").map(normal).filter(Boolean)) {
      if (!section.includes(fragment)) problems.push(`${r.id} (${r.source}): "${fragment}" is not in that section`);
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const path = resolve(process.argv[2] ?? process.env.SPEC_PATH ?? "../shared/SPEC.md");
  if (!existsSync(path)) {
    console.error(`No SPEC at ${path}: pass its path (npm run requirements:quotes -- path/to/SPEC.md) or set SPEC_PATH.`);
    process.exit(2);
  }
  const problems = misquoted(readFileSync(path, "utf8"));
  if (problems.length > 0) {
    console.error(`docs/requirements.md quotes words the SPEC does not have:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`docs/requirements.md: every requirement quotes its SPEC section (${path}).`);
}
