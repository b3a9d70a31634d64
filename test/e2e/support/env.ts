/** Where the e2e run builds, serves and writes (shared by the global set-up, the specs and the helpers). */
import { fileURLToPath } from "node:url";
import { join } from "node:path";

export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** Fixed port, not 4173, so a running `npm start` does not clash; override with E2E_PORT. */
export const PORT = Number(process.env.E2E_PORT ?? 4317);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * The production build used by the run (the app, plus the component harness under /__harness/). A build cache, so
 * under node_modules/.cache: ignored by git and ESLint, never mistaken for dist/.
 */
export const SITE_DIR = process.env.E2E_SITE_DIR ?? join(ROOT, "node_modules", ".cache", "e2e-site");
/** Screenshots of every route, desktop and phone; git-ignored. */
export const SCREENSHOT_DIR = join(ROOT, "screenshots");
