/**
 * Writes a built site's inline start-up script again for its own config.json (ADR 0015), for an operator who edited
 * `dist/config.json` after the build (another platform address, merchant or language list):
 *
 *   npx tsx scripts/warm-start.ts dist
 *
 * Without it the site still works: the script asks the build's questions, the app finds none of its own among them
 * and sends its calls itself, one round trip later. It rewrites `index.html` and its `.br` and `.gz` copies; the
 * script's hash is in the CSP, so print the security headers again afterwards (scripts/security-headers.ts).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { warmStartHtml } from "./vite/warm-start.ts";
import { compressAhead } from "./vite/precompressed.ts";

const dir = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? "dist";
const page = join(dir, "index.html");
const html = await warmStartHtml(readFileSync(page, "utf8"), readFileSync(join(dir, "config.json"), "utf8"));
writeFileSync(page, html);
const { br, gz } = compressAhead(Buffer.from(html));
if (existsSync(`${page}.br`)) writeFileSync(`${page}.br`, br);
if (existsSync(`${page}.gz`)) writeFileSync(`${page}.gz`, gz);
console.log(`${page}: start-up calls written for ${join(dir, "config.json")}; print the security headers again (npx tsx scripts/security-headers.ts ${dir}).`);
