/**
 * Vitest global set-up of the e2e suite: one production build of the app (the sandbox demo build, SANDBOX_DEMO=1, as
 * `npm start` makes it; plus the test-only component harness under /__harness/) into node_modules/.cache/e2e-site,
 * then one `vite preview` with its own sandbox platform per worker, on fixed ports from E2E_PORT (real HTTP on
 * localhost). The returned teardown stops the preview servers.
 * E2E_SKIP_BUILD=1 reuses the previous build (quicker local iterations).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { cleanEnv, startPreview, vite } from "../../scripts/e2e/serve.ts";
import { FIRST_PORT, SITE_DIR, WORKERS } from "./support/env.ts";
import { chromiumPath } from "./support/browser.ts";

export default async function setup(): Promise<() => Promise<void>> {
  chromiumPath(); // fail first, and clearly, when there is no browser
  if (process.env.E2E_SKIP_BUILD === "1" && existsSync(join(SITE_DIR, "index.html"))) {
    console.log(`[e2e] reusing the build in ${SITE_DIR} (E2E_SKIP_BUILD=1)`);
  } else {
    // The sandbox demo build (as `npm start`): the sandbox's social login adapter is in it (src/app/social/).
    const app = vite("e2e build (app)", ["build", "--outDir", SITE_DIR, "--emptyOutDir", "--logLevel", "warn"], cleanEnv({ SANDBOX_DEMO: "1" }));
    const harness = vite("e2e build (component harness)", ["build", "--config", "test/e2e/harness/vite.config.ts"], cleanEnv({ HARNESS_OUT_DIR: join(SITE_DIR, "__harness") }));
    console.log(`[e2e] built the app (${app.toFixed(1)} s) and the component harness (${harness.toFixed(1)} s) into ${SITE_DIR}`);
  }
  const previews: Awaited<ReturnType<typeof startPreview>>[] = [];
  try {
    for (let worker = 0; worker < WORKERS; worker += 1) previews.push(await startPreview(SITE_DIR, FIRST_PORT + worker));
  } catch (error) {
    await Promise.all(previews.map((preview) => preview.stop()));
    throw new Error(`e2e set-up: ${(error as Error).message}${/already answers/.test((error as Error).message) ? " (E2E_PORT=<port>)" : ""}`, { cause: error });
  }
  for (const preview of previews) console.log(`[e2e] vite preview with its own sandbox on ${preview.url} (pid ${preview.pid})`);
  return async () => {
    await Promise.all(previews.map((preview) => preview.stop()));
  };
}
