/**
 * Which Chromium the browser tests and the bench drive: Debian's (or any) Chromium binary on this machine, never a
 * downloaded one. CHROME_PATH wins; otherwise the usual install locations and names on PATH.
 */
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/** Headless flags that work for Debian's Chromium as root in a container (see docs/decisions/0006-browser-tests.md). */
export const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

const NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];
const FIXED = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium"];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to use, or null when there is none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) return executable(fromEnv) ? fromEnv : null;
  for (const path of FIXED) if (executable(path)) return path;
  for (const dir of (env.PATH ?? "").split(delimiter).filter(Boolean)) {
    for (const name of NAMES) if (executable(join(dir, name))) return join(dir, name);
  }
  return null;
}

export const NO_CHROMIUM_HELP = [
  "No Chromium found for the browser tests.",
  "  Debian/Ubuntu, as root:  apt-get update && apt-get install -y chromium",
  "  (or run `npm run e2e:setup` as root, which does exactly that)",
  "  Elsewhere: install Chromium or Chrome and set CHROME_PATH=/path/to/the/binary.",
].join("\n");
