/** Where the e2e run builds, serves and writes (shared by the global set-up, the specs and the helpers). */
import { fileURLToPath } from "node:url";
import { join } from "node:path";

export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** Fixed first port, not 4173, so a running `npm start` does not clash; override with E2E_PORT. */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 4317);
/**
 * Spec files run side by side in this many workers (E2E_WORKERS, default 2: most of a browser test is waiting for the
 * page, so two keep a 2-core CI machine busy). Each worker has its own preview server and sandbox on
 * FIRST_PORT + (worker - 1), so a spec resetting its sandbox never touches another's. The two specs that once relied
 * on wall-clock timing (a search's pause, a notice's 5 s stillness) now wait for states on a paused page clock; the
 * whole suite passed with two workers on a 2-core machine at a load of 12 to 15. E2E_WORKERS=1 runs one file at a time.
 */
export const WORKERS = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 2)) || 1);
/** This worker's server (vitest numbers its pool's workers from 1); the global set-up serves them all. */
export const PORT = FIRST_PORT + ((Math.max(1, Number(process.env.VITEST_POOL_ID ?? 1)) - 1) % WORKERS);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * The production build used by the run (the app, plus the component harness under /__harness/). A build cache, so
 * under node_modules/.cache: ignored by git and ESLint, never mistaken for dist/.
 */
export const SITE_DIR = process.env.E2E_SITE_DIR ?? join(ROOT, "node_modules", ".cache", "e2e-site");
/** Screenshots of every route, desktop and phone; git-ignored. */
export const SCREENSHOT_DIR = join(ROOT, "screenshots");
