/**
 * Set-up step of `npm test` (and `npm run e2e:setup`): makes sure a Chromium is there for the browser tests.
 * Finds one (CHROME_PATH, /usr/bin/chromium, PATH); otherwise, on Debian/Ubuntu as root, installs Debian's
 * `chromium` with apt-get; otherwise fails with what to do. Prints the binary's path on the last line of stdout.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { NO_CHROMIUM_HELP, findChromium } from "./chromium.ts";

function version(path: string): string {
  try {
    return execFileSync(path, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 20_000 }).trim();
  } catch {
    return "version unknown";
  }
}

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

let path = findChromium();
if (!path && process.env.CHROME_PATH?.trim()) {
  fail(`CHROME_PATH=${process.env.CHROME_PATH} is not an executable file.\n${NO_CHROMIUM_HELP}`);
}
if (!path) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!hasApt || !isRoot) {
    fail(`${NO_CHROMIUM_HELP}${hasApt && !isRoot ? "\n  (Not root here, so the set-up cannot install it itself: use sudo.)" : ""}`);
  }
  console.error("[e2e:setup] no Chromium found; installing Debian's chromium (apt-get, about 35 s)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env });
    if (result.status !== 0) fail(`apt-get ${args.join(" ")} failed (exit ${result.status}).\n${NO_CHROMIUM_HELP}`);
  }
  path = findChromium();
  if (!path) fail(`apt-get installed chromium but no binary was found.\n${NO_CHROMIUM_HELP}`);
}
console.error(`[e2e:setup] Chromium: ${path} (${version(path)})`);
console.log(path);
