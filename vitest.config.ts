import { availableParallelism } from "node:os";
import { defineConfig, mergeConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import viteConfig from "./vite.config.ts";

/**
 * The two path replays are the longest files by far (test/paths: every committed path through the views, about two
 * minutes on a 2-core machine, and through the live machines with the seeded fuzz, under one). Without a results cache
 * (CI's fresh clone) vitest starts the largest files first, which would leave these short files for last and one worker
 * idle while the other replays; they start first instead, and the rest keep vitest's own order.
 */
const LONGEST = ["test/paths/ui-paths.test.tsx", "test/paths/machine-paths.test.ts"];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const i = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
      return i === -1 ? LONGEST.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // jsdom for the views; a file that needs no DOM says `// @vitest-environment node` on its first line (no jsdom to
      // build, and test/setup.ts skips the DOM half), which is most of machines/, the sandbox and the client.
      environment: "jsdom",
      setupFiles: ["./test/setup.ts"],
      include: ["test/**/*.test.{ts,tsx}", "machines/**/*.test.ts"],
      restoreMocks: true,
      testTimeout: 15000,
      // vitest's default leaves one core to its main process (cores − 1: ONE worker on CI's 2 cores); the main process
      // only transforms (about 5 % of the run), so every core runs test files.
      maxWorkers: Math.max(availableParallelism(), 2),
      sequence: { sequencer: LongestFirst },
    },
  }),
);
