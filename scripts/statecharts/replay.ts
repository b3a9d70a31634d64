/**
 * Replays a path against the machine with fake actors (`.provide`) and a SimulatedClock, checking the state after
 * every step and recording which definition transitions were taken and which guard outcomes were observed.
 */
import { createActor, fromCallback, SimulatedClock, type AnyStateMachine, type EventObject } from "xstate";
import type { MachineEntry, SampleEvent, SampleInput } from "../../machines/shared/registry-types.ts";
import { START, transitionKey, transitionPairs, type MachineModel, type RuntimeNode, type RuntimeTransition } from "./model.ts";

export interface PathStep {
  /** The sample's label (its name): adding or reordering samples does not change a committed path. */
  sample: string;
  /** The serialised state expected after the step. */
  expected: string;
}

export interface MachinePath {
  /** Stable name: a short hash of the input and the step labels, so a path keeps its name when others come or go. */
  id: string;
  /** The starting input's label. */
  input: string;
  /** Serialised state right after start. */
  start: string;
  steps: PathStep[];
}

/** The sample a path step names; throws with the machine's labels when it does not exist. */
export function sampleNamed(entry: MachineEntry, label: string): SampleEvent {
  const sample = entry.samples.find((s) => s.label === label);
  if (!sample) throw new Error(`${entry.machine.id}: no sample labelled "${label}" (run npm run statecharts)`);
  return sample;
}

/** The input a path starts from, by its label. */
export function inputNamed(entry: MachineEntry, label: string): SampleInput {
  const input = entry.inputs.find((i) => i.label === label);
  if (!input) throw new Error(`${entry.machine.id}: no input labelled "${label}" (run npm run statecharts)`);
  return input;
}

export interface Coverage {
  states: Set<string>;
  transitions: Set<string>;
  /** `${transitionKey}:pass` / `${transitionKey}:fail`. */
  guardOutcomes: Set<string>;
  /** `${first} > ${second}`: a transition taken from a state the first one entered or kept (see `transitionPairs`). */
  pairs: Set<string>;
}

export interface ReplayResult extends Coverage {
  /** Steps whose state differed from the expected one (empty when the path holds). */
  mismatches: { step: number; expected: string; actual: string }[];
  error: string | undefined;
  /** The transition keys taken at start (index 0) and by each step (index n), in order: what a player of the path highlights. */
  taken: string[][];
}

/** Only a running actor can settle: done/error events of an actor are possible only while a state invokes it. */
export function isPossible(snapshot: unknown, event: EventObject): boolean {
  const match = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  if (!match) return true;
  return activeNodes(snapshot).some((atomic) => {
    for (let node: RuntimeNode | undefined = atomic; node; node = node.parent) {
      if (node.invoke.some((inv) => inv.id === match[1])) return true;
    }
    return false;
  });
}

export function emptyCoverage(): Coverage {
  return { states: new Set(), transitions: new Set(), guardOutcomes: new Set(), pairs: new Set() };
}

function shortId(model: MachineModel, id: string): string {
  return id === model.id ? "(machine)" : id.startsWith(`${model.id}.`) ? id.slice(model.id.length + 1) : id;
}

/** The machine with every invoked actor replaced by one that never settles: the path's events settle them. */
export function withFakeActors(machine: AnyStateMachine): AnyStateMachine {
  // One provided copy per machine: a new copy per path would build every state node and transition again.
  const known = faked.get(machine);
  if (known) return known;
  const implementations = (machine as unknown as { implementations: { actors: Record<string, unknown> } }).implementations;
  // A callback actor that does nothing: it never settles, and starting or stopping it costs no AbortController.
  const never = fromCallback(() => {});
  const actors = Object.fromEntries(Object.keys(implementations.actors).map((name) => [name, never]));
  const provided = machine.provide({ actors } as never);
  faked.set(machine, provided);
  return provided;
}
const faked = new WeakMap<AnyStateMachine, AnyStateMachine>();

function delayMs(machine: AnyStateMachine, delay: string, context: unknown): number | undefined {
  if (/^\d+$/.test(delay)) return Number(delay);
  const value = (machine as unknown as { implementations: { delays: Record<string, unknown> } }).implementations.delays[delay];
  if (typeof value === "number") return value;
  if (typeof value === "function") return Number((value as (a: unknown) => unknown)({ context }));
  return undefined;
}

function activeNodes(snapshot: unknown): RuntimeNode[] {
  return (snapshot as { _nodes: RuntimeNode[] })._nodes;
}

export function replay(entry: MachineEntry, model: MachineModel, path: MachinePath): ReplayResult {
  const result: ReplayResult = { ...emptyCoverage(), mismatches: [], error: undefined, taken: [[]] };
  const clock = new SimulatedClock();
  let taken: RuntimeTransition[] = [];
  const enters = new Map(model.transitions.map((t) => [t.key, t.enters]));
  /** For each state, the last transition that entered or kept it: the first half of the next pair leaving it. */
  const lastInto = new Map<string, string>(model.initialStates.map((s) => [s, START]));
  const noteMicrostep = (transitions: readonly RuntimeTransition[]) => {
    for (const t of transitions) {
      const key = transitionKey(model.id, t);
      taken.push(t);
      result.taken[result.taken.length - 1]!.push(key);
      const from = lastInto.get(shortId(model, t.source.id));
      if (from) result.pairs.add(`${from} > ${key}`);
      for (const state of enters.get(key) ?? []) lastInto.set(state, key);
      for (const node of [t.source, ...(t.target ?? [])]) {
        for (let n: RuntimeNode | undefined = node; n; n = n.parent) result.states.add(shortId(model, n.id));
      }
      result.transitions.add(key);
      const candidates = t.eventType === "" ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
      for (const candidate of candidates) {
        if (candidate === t) break;
        if (candidate.guard) result.guardOutcomes.add(`${transitionKey(model.id, candidate)}:fail`);
      }
      if (t.guard) result.guardOutcomes.add(`${key}:pass`);
    }
  };
  const machine = withFakeActors(entry.machine);
  const actor = createActor(machine, {
    input: inputNamed(entry, path.input).input,
    clock,
    inspect: (inspection: { type: string; actorRef: unknown }) => {
      // The root actor is the one without a parent (its first microsteps run while it is being constructed).
      if (inspection.type === "@xstate.microstep" && (inspection.actorRef as { _parent?: unknown })._parent === undefined) {
        noteMicrostep((inspection as unknown as { _transitions: RuntimeTransition[] })._transitions);
      }
    },
  } as never);
  const noteStates = () => {
    for (const node of activeNodes(actor.getSnapshot())) {
      for (let n: RuntimeNode | undefined = node; n; n = n.parent) result.states.add(shortId(model, n.id));
    }
  };
  try {
    actor.start();
    noteStates();
    const started = entry.serialize(actor.getSnapshot() as never);
    if (started !== path.start) result.mismatches.push({ step: 0, expected: path.start, actual: started });
    path.steps.forEach((step, index) => {
      const sample = sampleNamed(entry, step.sample);
      const before = actor.getSnapshot();
      taken = [];
      result.taken.push([]);
      const event = sample.event as EventObject;
      const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
      const ms = after ? delayMs(entry.machine, after[1]!, (before as { context: unknown }).context) : undefined;
      if (!isPossible(before, event)) throw new Error(`step ${index + 1}: ${event.type} cannot happen in ${entry.serialize(before as never)}`);
      if (ms !== undefined) clock.increment(ms);
      else actor.send(event);
      noteAllGuardsFailed(model, before, event.type, taken, result);
      noteStates();
      const actual = entry.serialize(actor.getSnapshot() as never);
      if (actual !== step.expected) result.mismatches.push({ step: index + 1, expected: step.expected, actual });
    });
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    actor.stop();
  }
  return result;
}

/** When no candidate of a state handled the event, every one of its guards was evaluated and failed. */
function noteAllGuardsFailed(model: MachineModel, before: unknown, eventType: string, taken: RuntimeTransition[], result: Coverage) {
  for (const atomic of activeNodes(before)) {
    for (let node: RuntimeNode | undefined = atomic; node; node = node.parent) {
      const candidates = node.transitions.get(eventType);
      if (!candidates || candidates.length === 0) continue;
      if (candidates.some((c) => taken.includes(c))) break;
      for (const c of candidates) {
        if (c.guard) result.guardOutcomes.add(`${transitionKey(model.id, c)}:fail`);
      }
    }
  }
}

export function mergeCoverage(into: Coverage, from: Coverage): Coverage {
  for (const s of from.states) into.states.add(s);
  for (const t of from.transitions) into.transitions.add(t);
  for (const g of from.guardOutcomes) into.guardOutcomes.add(g);
  for (const p of from.pairs) into.pairs.add(p);
  return into;
}

export interface CoverageTotals {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[]; unreachable: { key: string; reason: string }[] };
  guardOutcomes: { covered: number; total: number; missing: string[]; impossible: { outcome: string; reason: string }[] };
  /** Transition pairs the definition allows and how many the paths take (a measure, required only where the entry asks). */
  pairs: { covered: number; total: number; missing: string[] };
}

/** Coverage against the machine definition: states, transitions, and each guard passing and failing. */
export function totals(model: MachineModel, coverage: Coverage, impossiblePairs: Readonly<Record<string, string>> = {}): CoverageTotals {
  const stateIds = model.states.map((s) => s.id);
  const reachable = model.transitions.filter((t) => !t.unreachable);
  const unreachable = model.transitions.filter((t) => t.unreachable).map((t) => ({ key: t.key, reason: t.unreachable! }));
  const outcomes: string[] = [];
  const impossible: { outcome: string; reason: string }[] = [];
  for (const t of reachable) {
    if (!t.guard) continue;
    for (const outcome of ["pass", "fail"] as const) {
      const reason = t.impossibleOutcomes[outcome];
      if (reason) impossible.push({ outcome: `${t.key}:${outcome}`, reason });
      else outcomes.push(`${t.key}:${outcome}`);
    }
  }
  const missingStates = stateIds.filter((s) => !coverage.states.has(s));
  const missingTransitions = reachable.map((t) => t.key).filter((k) => !coverage.transitions.has(k));
  const missingOutcomes = outcomes.filter((o) => !coverage.guardOutcomes.has(o));
  const pairs = transitionPairs(model, impossiblePairs);
  const missingPairs = pairs.filter((p) => !coverage.pairs.has(p));
  return {
    pairs: { covered: pairs.length - missingPairs.length, total: pairs.length, missing: missingPairs },
    states: { covered: stateIds.length - missingStates.length, total: stateIds.length, missing: missingStates },
    transitions: { covered: reachable.length - missingTransitions.length, total: reachable.length, missing: missingTransitions, unreachable },
    guardOutcomes: { covered: outcomes.length - missingOutcomes.length, total: outcomes.length, missing: missingOutcomes, impossible },
  };
}
