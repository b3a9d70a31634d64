import type { EventObject } from "xstate";
import type { SampleInput } from "../../../../machines/shared/registry-types.ts";
import type { Check, Op, Start } from "./runtime.ts";

/** The model's snapshot at a step (from replaying the path on the machine): its state value and context. */
export interface ModelState {
  value: unknown;
  context: Record<string, unknown>;
}

/**
 * A browser driver for one flow, the browser twin of `test/drivers/types.ts`: how a path starts, what the player does
 * (or how the platform answers) for each sample event, and what the screen shows in each state, as data
 * (`runtime.ts`), so the spec runs it and the exporter prints it.
 */
export interface BrowserDriver {
  machineId: string;
  start(input: SampleInput): Start;
  /** The ops that make `event` happen, given the model's state before and after it. */
  perform(event: EventObject & Record<string, unknown>, before: ModelState, after: ModelState): Op[];
  /** What the screen must show in the model's state. */
  screen(state: ModelState): Check[];
}
