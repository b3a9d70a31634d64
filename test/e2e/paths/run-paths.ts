/**
 * Runs every committed path of a flow (docs/statecharts/paths.json, read at run time) in Chromium against the
 * production build and the sandbox, through the flow's browser driver (drivers/): a fresh browser context per path,
 * the path's platform calls held until its steps answer them, the screen checked after the start and after every
 * step. A console warning or error in the page, or an uncaught error, fails the path. Paths a browser cannot run are
 * listed by the spec with the reason; the list must be exact.
 */
import { committedPaths } from "../../../scripts/statecharts/committed.ts";
import { BASE_URL } from "../support/env.ts";
import { describe, expect, test } from "../support/suite.ts";
import { planPath, type PathPlan } from "./drivers/plan.ts";
import { expectScreen, NotInBrowser, perform, startPath, watchConsole } from "./drivers/runtime.ts";

export function describePaths(machineId: string, notInBrowser: Record<string, string>): void {
  const paths = committedPaths(machineId);
  const plans = new Map<string, PathPlan | NotInBrowser>();
  for (const path of paths) {
    try {
      plans.set(path.id, planPath(machineId, path));
    } catch (error) {
      if (!(error instanceof NotInBrowser)) throw error;
      plans.set(path.id, error);
    }
  }

  describe(`${machineId} paths in the browser`, () => {
    test("the paths that cannot run in a browser are exactly the listed ones, for the listed reasons", () => {
      const cannot = Object.fromEntries([...plans].filter(([, plan]) => plan instanceof NotInBrowser).map(([id, error]) => [id, (error as Error).message]));
      expect(cannot).toEqual(notInBrowser);
    });

    const runnable = [...plans].filter((entry): entry is [string, PathPlan] => !(entry[1] instanceof NotInBrowser));
    test.for(runnable)("path %s", async ([, plan], { e2e }) => {
      const page = await e2e.open();
      const logged = watchConsole(page);
      const where = (label: string) => `${machineId} path ${plan.pathId} (${plan.input}), ${label}`;
      const held = await startPath(page, BASE_URL, plan.start);
      await expectScreen(page, plan.screen).catch((error: Error) => {
        throw new Error(`${where("start")}: ${error.message}`);
      });
      for (const [index, step] of plan.steps.entries()) {
        try {
          for (const op of step.ops) await perform(page, held, op);
          await expectScreen(page, step.screen);
        } catch (error) {
          throw new Error(`${where(`step ${index + 1} "${step.label}"`)}: ${(error as Error).message}`, { cause: error });
        }
        expect(logged(), where(`warnings or errors logged by step ${index + 1} "${step.label}"`)).toEqual([]);
      }
      expect(logged(), where("warnings or errors logged")).toEqual([]);
    });
  });
}
