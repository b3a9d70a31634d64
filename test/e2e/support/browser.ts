import { chromium, type Browser } from "playwright-core";
import { CHROME_FLAGS, NO_CHROMIUM_HELP, findChromium } from "../../../scripts/e2e/chromium.ts";

/** The Chromium binary for this run; throws the set-up help when there is none. */
export function chromiumPath(): string {
  const path = findChromium();
  if (!path) throw new Error(NO_CHROMIUM_HELP);
  return path;
}

/** Headless Debian Chromium through playwright-core (no Playwright browser download). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROME_FLAGS });
}
