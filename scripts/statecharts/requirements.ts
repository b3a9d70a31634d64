/**
 * The requirement IDs of docs/requirements.md: SPEC rules, declared deviations and site rules. Transitions name
 * them in `meta.spec`; the generator checks every name and writes the traceability list from them.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export type RequirementKind = "requirement" | "deviation" | "site rule";

export interface Requirement {
  id: string;
  kind: RequirementKind;
  /** "§4" for a SPEC rule; the source ("research §4.12", "Product") for a site rule; "§3" … for a deviation. */
  source: string;
  /** The SPEC's words (requirement), what the site does instead (deviation), or the rule (site rule). */
  text: string;
}

/** `LOGIN-04`, `DEV-02`, `SITE-11`. */
export const ID_PATTERN = /^[A-Z]+-\d{2}$/;

// Not `new URL("…", import.meta.url)`: Vite rewrites that pattern into an asset URL in the jsdom (web) test mode.
export const REQUIREMENTS_FILE = resolve(dirname(fileURLToPath(import.meta.url)), "../../docs/requirements.md");

function cells(line: string): string[] {
  // Split on pipes that are not escaped (`\|` inside a quoted route row).
  return line
    .slice(1, line.lastIndexOf("|"))
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, "|"));
}

/** Every ID of the file, in order; throws on a duplicate. */
export function parseRequirements(markdown: string): Map<string, Requirement> {
  const out = new Map<string, Requirement>();
  let kind: RequirementKind = "requirement";
  for (const line of markdown.split("\n")) {
    if (/^## Deviations/.test(line)) kind = "deviation";
    else if (/^## Site rules/.test(line)) kind = "site rule";
    else if (/^## Requirements/.test(line)) kind = "requirement";
    if (!line.startsWith("|")) continue;
    const row = cells(line);
    const id = row[0] ?? "";
    if (!ID_PATTERN.test(id)) continue;
    if (out.has(id)) throw new Error(`docs/requirements.md: ${id} appears twice`);
    const text = kind === "deviation" ? `${row[2]} (the SPEC: ${row[1]}; why: ${row[3]})` : (row[2] ?? "");
    out.set(id, { id, kind, source: row[1] ?? "", text });
  }
  return out;
}

let cache: Map<string, Requirement> | undefined;

export function loadRequirements(): Map<string, Requirement> {
  cache ??= parseRequirements(readFileSync(REQUIREMENTS_FILE, "utf8"));
  return cache;
}

/** The IDs a `meta.spec` names: words separated by spaces or commas, e.g. "LOGIN-10 LOGIN-12". */
export function idsOf(spec: string | undefined): string[] {
  return (spec ?? "")
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
