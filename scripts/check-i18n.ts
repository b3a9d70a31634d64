/**
 * CI gate for translations:
 * 1. `lingui extract --clean` must not change any catalog (every string in src/ is extracted and none is stale);
 * 2. every locale except the source (en) and the pseudo-locale has a translation for every message;
 * 3. each translation keeps the message's placeholders.
 * The catalogs are restored exactly as they were, whatever the outcome.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const localesDir = join(root, "locales");
const SOURCE = "en";
const PSEUDO = "pseudo";

interface Entry {
  id: string;
  str: string;
}

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

export function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let id: string | null = null;
  let str: string | null = null;
  let field: "id" | "str" | null = null;
  const flush = () => {
    if (id !== null && id !== "") entries.push({ id, str: str ?? "" });
    id = null;
    str = null;
    field = null;
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("msgid ")) {
      flush();
      id = unquote(line.slice(6));
      field = "id";
    } else if (line.startsWith("msgstr ")) {
      str = unquote(line.slice(7));
      field = "str";
    } else if (line.startsWith('"') && field) {
      if (field === "id") id = (id ?? "") + unquote(line);
      else str = (str ?? "") + unquote(line);
    } else if (line === "") {
      flush();
    }
  }
  flush();
  return entries;
}

function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{(\w+)(?:,|\})/g)) names.add(match[1]!);
  return [...names].sort();
}

function catalogs(): Map<string, string> {
  const files = new Map<string, string>();
  for (const locale of readdirSync(localesDir)) {
    for (const name of readdirSync(join(localesDir, locale)).filter((n) => n.endsWith(".po")).sort()) {
      const file = join(localesDir, locale, name);
      files.set(file, readFileSync(file, "utf8"));
    }
  }
  return files;
}

const problems: string[] = [];
const before = catalogs();
try {
  execFileSync(join(root, "node_modules/.bin/lingui"), ["extract", "--clean"], { cwd: root, stdio: "pipe" });
  const after = catalogs();
  for (const [file, text] of after) {
    if (before.get(file) !== text) problems.push(`${file.replace(root, "")}: out of date — run \`npm run extract\` and translate the new messages`);
  }
} finally {
  for (const [file, text] of before) writeFileSync(file, text);
}

for (const [file, text] of before) {
  const locale = file.split("/").at(-2)!;
  if (locale === SOURCE || locale === PSEUDO) continue;
  for (const entry of parsePo(text)) {
    if (entry.str.trim() === "") {
      problems.push(`${locale}: missing translation for ${JSON.stringify(entry.id)}`);
      continue;
    }
    const expected = placeholders(entry.id).join(",");
    const actual = placeholders(entry.str).join(",");
    if (expected !== actual) problems.push(`${locale}: placeholders {${expected}} changed to {${actual}} in ${JSON.stringify(entry.id)}`);
  }
}

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.slice(0, 50).join("\n  ")}`);
  process.exit(1);
}
const locales = new Set([...before.keys()].map((file) => file.split("/").at(-2)!));
console.log(`i18n check passed: catalogs up to date and complete in ${locales.size - 2} locales.`);
