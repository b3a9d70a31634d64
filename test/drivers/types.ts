import type { EventObject } from "xstate";
import type { SampleInput } from "../../machines/shared/registry-types.ts";

/**
 * A model-based UI driver for one flow: how a tester (or the sandbox) makes each sample event happen in the real
 * views, and what the screen must show in each state. `test/paths/ui-paths.test.tsx` replays the flow's generated
 * paths through it.
 */
export interface FlowDriver<TSession> {
  machineId: string;
  /** How long one path may take, when longer than the suite's default (a flow that opens a lazy area and logs in again). */
  pathTimeoutMs?: number;
  /** Renders the app for the path's starting input; returns what the other hooks need. */
  start(input: SampleInput): Promise<TSession>;
  /** Makes the sample event happen: a user action, or arranging and releasing the platform's answer. */
  perform(session: TSession, event: EventObject & Record<string, unknown>): Promise<void>;
  /** Asserts what the screen shows in the given state value (waits for it to appear). */
  expectScreen(session: TSession, stateValue: unknown): Promise<void>;
  /** The running machine's serialised state, to check the view drives the same machine. */
  machineState(session: TSession): string;
  /**
   * At the end of a path, before the storage check (which waits for the session to settle): what to do with the
   * platform calls the driver still holds (e.g. they fail: the platform never answered them).
   */
  finish?(session: TSession): Promise<void>;
  stop(session: TSession): Promise<void>;
}
