import { describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { initialTransition, transition, type EventObject } from "xstate";
import { registry } from "../../machines/registry.ts";
import { committedPaths } from "../../scripts/statecharts/committed.ts";
import { inputNamed, sampleNamed, withFakeActors } from "../../scripts/statecharts/replay.ts";
import { drivers } from "../drivers/index.ts";
import { expectOnlyAllowedStorage, readCookies, typedDuring } from "../drivers/storage.ts";

// The sandbox's social adapter answers at once; held, the login driver decides when the popup ends (sign-in.ts).
vi.mock(import("../../src/app/social/sandbox.ts"), async (importOriginal) => {
  const original = await importOriginal();
  const { heldSocialSignIn } = await import("../drivers/sign-in.ts");
  return { ...original, createSandboxSocialSignIn: (email?: string) => heldSocialSignIn(original.createSandboxSocialSignIn(email)) };
});

/**
 * Model-based UI tests: every generated path of a flow, driven through the React views against the sandbox. After
 * each path nothing but the merchant codes, the token while logged in, the language and the remember-me cookies may
 * be stored, and nothing the player typed (issue 5). A console warning or error during a path (including the clean-up
 * after it) fails the path.
 */
describe.each(drivers.map((d) => [d.machineId, d] as const))("%s through the views", (machineId, driver) => {
  const entry = registry.find((e) => e.machine.id === machineId)!;
  const paths = committedPaths(machineId);
  const machine = withFakeActors(entry.machine);

  it.each(paths.map((path) => [path.id, path] as const))("path %s", async (_id, path) => {
    const input = inputNamed(entry, path.input);
    const events = path.steps.map((step) => sampleNamed(entry, step.sample).event as EventObject);
    let [snapshot] = initialTransition(machine, input.input);
    // A warning or an error logged while the path runs (XState's, React's, the app's) fails the path.
    const logged: string[] = [];
    const record = (level: string) => (...args: unknown[]) => void logged.push(`console.${level}: ${args.map(String).join(" ")}`);
    const warn = vi.spyOn(console, "warn").mockImplementation(record("warn"));
    const error = vi.spyOn(console, "error").mockImplementation(record("error"));
    const session = await driver.start(input);
    const cookiesAtStart = readCookies();
    try {
      await driver.expectScreen(session, snapshot.value);
      expect(driver.machineState(session)).toBe(path.start);
      for (const step of path.steps) {
        const sample = sampleNamed(entry, step.sample);
        [snapshot] = transition(machine, snapshot, sample.event as EventObject);
        await driver.perform(session, sample.event);
        await driver.expectScreen(session, snapshot.value);
        await waitFor(() => expect(driver.machineState(session)).toBe(step.expected));
      }
      await driver.finish?.(session);
      const remember = (snapshot.context as { remember?: unknown } | undefined)?.remember;
      await expectOnlyAllowedStorage(session, {
        typed: typedDuring(events, input.input),
        cookiesAtStart,
        rememberChosen: typeof remember === "boolean" ? remember : undefined,
      });
    } finally {
      await driver.stop(session);
      warn.mockRestore();
      error.mockRestore();
    }
    expect(logged, "warnings or errors logged during the path").toEqual([]);
  }, driver.pathTimeoutMs);
});
