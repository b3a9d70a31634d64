import { defineConfig } from "vitest/config";
import { WORKERS } from "./test/e2e/support/env.ts";

/**
 * Browser tests: Node specs driving headless Debian Chromium (playwright-core) against the production build served
 * by `vite preview` with the sandbox platform (test/e2e/global-setup.ts). Spec files run in E2E_WORKERS workers (2 by
 * default, see test/e2e/support/env.ts), each against its own preview server and sandbox, since every test resets its
 * sandbox's scenario; the tests of one file run in order. See docs/decisions/0006-browser-tests.md.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/e2e/**/*.spec.ts"],
    globalSetup: ["test/e2e/global-setup.ts"],
    fileParallelism: WORKERS > 1,
    maxWorkers: WORKERS,
    // describe.concurrent blocks (read-only sweeps) open this many pages at a time in a worker; with two workers, 2 suits 2 cores.
    maxConcurrency: WORKERS > 1 ? 2 : 3,
    // A safety net, not a speed check (speed is `npm run bench`): on a shared 2-core CI machine with three pages
    // open at once a route visit with its accessibility check has taken 30 s, so the limit leaves room for that.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    restoreMocks: true,
  },
});
