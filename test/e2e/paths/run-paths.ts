/**
 * Runs every committed path of a flow (docs/statecharts/paths.json, read at run time) in Chromium against the
 * production build and the sandbox, through the flow's browser driver (drivers/): a fresh browser context per path,
 * the path's platform calls held until its steps answer them, the screen checked after the start and after every
 * step. A console warning or error in the page, or an uncaught error, fails the path. Paths a browser cannot run are
 * listed by the spec with the reason; the list must be exact. A flow whose paths are many because they cover every
 * transition pair may ask for `cover: "transitions"`: the browser then runs the fewest of its runnable paths that
 * reach every state, transition and guard outcome those paths reach (the pairs stay covered by the replay and the UI
 * driver in jsdom). `axe: true` runs the accessibility check on every screen the paths reach: each state with what
 * the driver checks there, once per spec file (the first path that reaches it).
 */
import { registry } from "../../../machines/registry.ts";
import { committedPaths } from "../../../scripts/statecharts/committed.ts";
import { buildModel } from "../../../scripts/statecharts/model.ts";
import { fewestCovering } from "../../../scripts/statecharts/paths.ts";
import { BASE_URL } from "../support/env.ts";
import { describe, expect, test } from "../support/suite.ts";
import { expectAccessible } from "../support/axe.ts";
import { planPath, type PathPlan } from "./drivers/plan.ts";
import { expectScreen, NotInBrowser, perform, startPath, watchConsole } from "./drivers/runtime.ts";

export interface BrowserPathsOptions {
  /** "every" (the default): every runnable path; "transitions": the fewest that reach every state, transition and guard outcome. */
  cover?: "every" | "transitions";
  /** Run axe on every screen reached (a state with its checks), once per spec file. */
  axe?: boolean;
}

export function describePaths(machineId: string, notInBrowser: Record<string, string>, options: BrowserPathsOptions = {}): void {
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

    let runnable = [...plans].filter((entry): entry is [string, PathPlan] => !(entry[1] instanceof NotInBrowser));
    if (options.cover === "transitions") {
      const entry = registry.find((e) => e.machine.id === machineId)!;
      const kept = new Set(fewestCovering(entry, buildModel(entry.machine), paths.filter((p) => runnable.some(([id]) => id === p.id))).map((p) => p.id));
      runnable = runnable.filter(([id]) => kept.has(id));
    }
    // The screens already checked with axe: a state value with the driver's checks there.
    const accessible = new Set<string>();
    test.for(runnable)("path %s", async ([, plan], { e2e }) => {
      const page = await e2e.open();
      const logged = watchConsole(page);
      const where = (label: string) => `${machineId} path ${plan.pathId} (${plan.input}), ${label}`;
      const checkAxe = async (state: string, screen: unknown, label: string) => {
        const key = `${state} ${JSON.stringify(screen)}`;
        if (!options.axe || accessible.has(key)) return;
        await expectAccessible(page, `${where(label)} in ${state}`);
        accessible.add(key);
      };
      const held = await startPath(page, BASE_URL, plan.start);
      await expectScreen(page, plan.screen).catch((error: Error) => {
        throw new Error(`${where("start")}: ${error.message}`);
      });
      await checkAxe(plan.state, plan.screen, "start");
      for (const [index, step] of plan.steps.entries()) {
        try {
          for (const op of step.ops) await perform(page, held, op);
          await expectScreen(page, step.screen);
          await checkAxe(step.state, step.screen, `step ${index + 1} "${step.label}"`);
        } catch (error) {
          throw new Error(`${where(`step ${index + 1} "${step.label}"`)}: ${(error as Error).message}`, { cause: error });
        }
        expect(logged(), where(`warnings or errors logged by step ${index + 1} "${step.label}"`)).toEqual([]);
      }
      expect(logged(), where("warnings or errors logged")).toEqual([]);
    });
  });
}
