/**
 * A committed path as a browser plan: for each step its label, what the player does (or how the platform answers)
 * and what the screen must show, from the flow's browser driver and the model's state at that step (the path
 * replayed on the machine with fake actors, as the jsdom UI paths do). The browser specs run plans; the exporter
 * prints them.
 */
import { initialTransition, transition, type EventObject } from "xstate";
import { registry } from "../../../../machines/registry.ts";
import { committedPaths } from "../../../../scripts/statecharts/committed.ts";
import type { MachinePath } from "../../../../scripts/statecharts/replay.ts";
import { inputNamed, sampleNamed, withFakeActors } from "../../../../scripts/statecharts/replay.ts";
import type { Check, Op, Start } from "./runtime.ts";
import type { BrowserDriver, ModelState } from "./types.ts";
import { bootDriver } from "./boot.ts";
import { loginDriver } from "./login.ts";
import { registrationDriver } from "./registration.ts";
import { gameLaunchDriver } from "./game-launch.ts";
import { withdrawalConfirmationDriver } from "./withdrawal-confirmation.ts";
import { uplineTransferDriver } from "./upline-transfer.ts";
import { downlineTransferDriver } from "./downline-transfer.ts";
import { depositDriver } from "./deposit.ts";
import { withdrawDriver } from "./withdraw.ts";
import { walletDriver } from "./wallet.ts";
import { contractsDriver } from "./contracts.ts";
import { pointsConvertDriver } from "./points-convert.ts";
import { missionsDriver } from "./missions.ts";
import { withdrawalsDriver } from "./withdrawals.ts";
import { claimDriver } from "./claim.ts";

/** Flows whose paths run in the browser (test/e2e/paths/<flow>.paths.spec.ts). */
export const browserDrivers: readonly BrowserDriver[] = [
  bootDriver,
  loginDriver,
  registrationDriver,
  gameLaunchDriver,
  withdrawalConfirmationDriver,
  uplineTransferDriver,
  downlineTransferDriver,
  depositDriver,
  withdrawDriver,
  walletDriver,
  contractsDriver,
  pointsConvertDriver,
  missionsDriver,
  withdrawalsDriver,
  claimDriver,
];

export interface PlannedStep {
  label: string;
  ops: Op[];
  screen: Check[];
  expected: string;
  /** The model's state value after the step (JSON). */
  state: string;
}

export interface PathPlan {
  machineId: string;
  pathId: string;
  input: string;
  start: Start;
  /** What the first screen shows, and the model's state value there (JSON). */
  screen: Check[];
  state: string;
  steps: PlannedStep[];
}

const modelState = (snapshot: { value: unknown; context: unknown }): ModelState => ({ value: snapshot.value, context: (snapshot.context ?? {}) as Record<string, unknown> });

export function driverFor(machineId: string): BrowserDriver {
  const driver = browserDrivers.find((d) => d.machineId === machineId);
  if (!driver) throw new Error(`no browser driver for ${machineId} (have: ${browserDrivers.map((d) => d.machineId).join(", ")})`);
  return driver;
}

export function planPath(machineId: string, path: MachinePath): PathPlan {
  const driver = driverFor(machineId);
  const entry = registry.find((e) => e.machine.id === machineId)!;
  const machine = withFakeActors(entry.machine);
  const input = inputNamed(entry, path.input);
  let [snapshot] = initialTransition(machine, input.input);
  const plan: PathPlan = { machineId, pathId: path.id, input: path.input, start: driver.start(input), screen: driver.screen(modelState(snapshot)), state: JSON.stringify(snapshot.value), steps: [] };
  for (const step of path.steps) {
    const event = sampleNamed(entry, step.sample).event as EventObject & Record<string, unknown>;
    const before = modelState(snapshot);
    [snapshot] = transition(machine, snapshot, event);
    const after = modelState(snapshot);
    const ops = driver.perform(event, before, after);
    // A step the player cannot take in the views must be one the machine refuses: nothing may change.
    if (ops.every((op) => op.do === "nothing") && JSON.stringify(before) !== JSON.stringify(after)) {
      throw new Error(`${machineId} path ${path.id}: "${step.sample}" does nothing in the browser but changes the machine`);
    }
    plan.steps.push({ label: step.sample, ops, screen: driver.screen(after), expected: step.expected, state: JSON.stringify(after.value) });
  }
  return plan;
}

export function planNamed(machineId: string, pathId: string): PathPlan {
  const path = committedPaths(machineId).find((p) => p.id === pathId);
  if (!path) throw new Error(`${machineId} has no path ${pathId} in docs/statecharts/paths.json`);
  return planPath(machineId, path);
}
