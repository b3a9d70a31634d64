import type { AnyStateMachine, EventObject, SnapshotFrom } from "xstate";

/** A representative event the path generator may send, with a plain-language label for the path documents. */
export interface SampleEvent {
  event: EventObject & Record<string, unknown>;
  /** How a tester reads this step, e.g. "Platform answers: maintenance". */
  label: string;
}

/** One named start of the machine (its input), e.g. "with a stored session token". */
export interface SampleInput {
  label: string;
  input: unknown;
}

/** Everything the generators need to document and test one machine. */
export interface MachineEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine;
  /** One paragraph for reviewers: what the flow is for. */
  summary: string;
  /** SPEC sections the machine implements, e.g. ["§2 Route table", "§4 Start-up"]. */
  spec: readonly string[];
  inputs: readonly SampleInput[];
  samples: readonly SampleEvent[];
  /** Projects a snapshot to a finite key (state value plus the context that changes behaviour). */
  serialize(snapshot: SnapshotFrom<TMachine>): string;
  /**
   * Money flows: the path generator also takes every transition pair the definition allows (a transition followed
   * by each one that can leave the state it entered), and CI fails below 100% of them. Elsewhere pairs are reported.
   */
  coverPairs?: boolean;
  /**
   * Transition pairs the definition allows but the machine's guards and context never let happen, keyed
   * `"<first transition key> > <second transition key>"`, each with the reason. They are left out of the count and
   * listed on the machine's page; a declared pair that a path takes, or that is no pair at all, fails generation.
   */
  impossiblePairs?: Readonly<Record<string, string>>;
  /**
   * Scenarios a tester writes by hand (an input label and sample labels, in order), added to the generated
   * candidates: for pairs that only a longer walk reaches (e.g. a form filled, left for another form, and back).
   */
  seedPaths?: readonly { input: string; samples: readonly string[] }[];
  /** Plain-language names of states for the path documents, keyed by state id (falls back to the description). */
  stateLabels?: Readonly<Record<string, string>>;
}

export function defineEntry<TMachine extends AnyStateMachine>(entry: MachineEntry<TMachine>): MachineEntry {
  return entry as unknown as MachineEntry;
}
