/**
 * What a player in another language reads: the translation of an English source message in a locale's catalogue
 * (locales/<locale>/<catalogue>.po), read from the catalogue itself, so a driver that runs a path in that language
 * (a sample input's "Portuguese player") names what it presses and checks in the player's words. `{0}`, `{1}`, …
 * are filled from `values`. The jsdom and the browser drivers share it.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const catalogues = new Map<string, Map<string, string>>();

const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;

function load(locale: string, catalogue: string): Map<string, string> {
  const key = `${locale}/${catalogue}`;
  const cached = catalogues.get(key);
  if (cached) return cached;
  const entries = new Map<string, string>();
  const text = readFileSync(resolve(process.cwd(), "locales", `${key}.po`), "utf8");
  let id: string | null = null;
  let str: string | null = null;
  let reading: "id" | "str" | null = null;
  const flush = () => {
    if (id && str) entries.set(id, str);
    id = str = reading = null;
  };
  for (const line of text.split("\n")) {
    if (line.startsWith("msgid ")) {
      flush();
      id = unquote(line);
      reading = "id";
    } else if (line.startsWith("msgstr ")) {
      str = unquote(line);
      reading = "str";
    } else if (line.startsWith('"') && reading === "id") id += unquote(line);
    else if (line.startsWith('"') && reading === "str") str += unquote(line);
    else if (line.trim() === "") flush();
  }
  flush();
  catalogues.set(key, entries);
  return entries;
}

/** The `locale` translation of `english` (an error if the catalogue has none: a driver must not guess). */
export function translated(locale: string, english: string, values: readonly string[] = [], catalogue = "messages"): string {
  const found = load(locale, catalogue).get(english);
  if (found === undefined) throw new Error(`locales/${locale}/${catalogue}.po has no translation of "${english}"`);
  return found.replace(/\{(\d+)\}/g, (_, n: string) => values[Number(n)] ?? "");
}
