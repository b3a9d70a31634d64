import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { initialTransition, transition, type EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import { committedPaths } from "../../scripts/statecharts/committed.ts";
import { withFakeActors } from "../../scripts/statecharts/replay.ts";
import { drivers } from "../drivers/index.ts";

/** Model-based UI tests: every generated path of a flow, driven through the React views against the sandbox. */
describe.each(drivers.map((d) => [d.machineId, d] as const))("%s through the views", (machineId, driver) => {
  const entry = registry.find((e) => e.machine.id === machineId)!;
  const paths = committedPaths(machineId);
  const machine = withFakeActors(entry.machine);

  it.each(paths.map((path, i) => [i + 1, path] as const))("path %i", async (_n, path) => {
    const input = entry.inputs[path.input]!;
    let [snapshot] = initialTransition(machine, input.input);
    const session = await driver.start(input);
    try {
      await driver.expectScreen(session, snapshot.value);
      expect(driver.machineState(session)).toBe(path.start);
      for (const step of path.steps) {
        const sample = entry.samples[step.sample]!;
        [snapshot] = transition(machine, snapshot, sample.event as EventObject);
        await driver.perform(session, sample.event);
        await driver.expectScreen(session, snapshot.value);
        await waitFor(() => expect(driver.machineState(session)).toBe(step.expected));
      }
    } finally {
      await driver.stop(session);
    }
  });
});
