import { defineConfig } from "vitest/config";

/**
 * Browser tests: Node specs driving headless Debian Chromium (playwright-core) against the production build served
 * by `vite preview` with the sandbox platform (test/e2e/global-setup.ts). One spec file at a time, because the
 * sandbox is one shared server whose scenario every test resets. See docs/decisions/0006-browser-tests.md.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/e2e/**/*.spec.ts"],
    globalSetup: ["test/e2e/global-setup.ts"],
    fileParallelism: false,
    // describe.concurrent blocks (read-only sweeps) open this many pages at a time; 3 suits 2 cores.
    maxConcurrency: 3,
    // A safety net, not a speed check (speed is `npm run bench`): on a shared 2-core CI machine with three pages
    // open at once a route visit with its accessibility check has taken 30 s, so the limit leaves room for that.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    restoreMocks: true,
  },
});
