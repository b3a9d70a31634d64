/**
 * Replays a path against the machine with fake actors (`.provide`) and a SimulatedClock, checking the state after
 * every step and recording which definition transitions were taken and which guard outcomes were observed.
 */
import { createActor, fromPromise, SimulatedClock, type AnyStateMachine, type EventObject } from "xstate";
import type { MachineEntry } from "../../machines/shared/registry-types.ts";
import { transitionKey, type MachineModel, type RuntimeNode, type RuntimeTransition } from "./model.ts";

export interface PathStep {
  /** Index into the entry's samples. */
  sample: number;
  /** The serialised state expected after the step. */
  expected: string;
}

export interface MachinePath {
  input: number;
  /** Serialised state right after start. */
  start: string;
  steps: PathStep[];
}

export interface Coverage {
  states: Set<string>;
  transitions: Set<string>;
  /** `${transitionKey}:pass` / `${transitionKey}:fail`. */
  guardOutcomes: Set<string>;
}

export interface ReplayResult extends Coverage {
  /** Steps whose state differed from the expected one (empty when the path holds). */
  mismatches: { step: number; expected: string; actual: string }[];
  error: string | undefined;
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
  return { states: new Set(), transitions: new Set(), guardOutcomes: new Set() };
}

function shortId(model: MachineModel, id: string): string {
  return id === model.id ? "(machine)" : id.startsWith(`${model.id}.`) ? id.slice(model.id.length + 1) : id;
}

/** The machine with every invoked actor replaced by one that never settles: the path's events settle them. */
export function withFakeActors(machine: AnyStateMachine): AnyStateMachine {
  const implementations = (machine as unknown as { implementations: { actors: Record<string, unknown> } }).implementations;
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(Object.keys(implementations.actors).map((name) => [name, never]));
  return machine.provide({ actors } as never);
}

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
  const result: ReplayResult = { ...emptyCoverage(), mismatches: [], error: undefined };
  const clock = new SimulatedClock();
  let taken: RuntimeTransition[] = [];
  const noteMicrostep = (transitions: readonly RuntimeTransition[]) => {
    for (const t of transitions) {
      const key = transitionKey(model.id, t);
      taken.push(t);
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
    input: entry.inputs[path.input]?.input,
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
      const sample = entry.samples[step.sample];
      if (!sample) throw new Error(`sample ${step.sample} does not exist`);
      const before = actor.getSnapshot();
      taken = [];
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
  return into;
}

export interface CoverageTotals {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[]; unreachable: { key: string; reason: string }[] };
  guardOutcomes: { covered: number; total: number; missing: string[]; impossible: { outcome: string; reason: string }[] };
}

/** Coverage against the machine definition: states, transitions, and each guard passing and failing. */
export function totals(model: MachineModel, coverage: Coverage): CoverageTotals {
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
  return {
    states: { covered: stateIds.length - missingStates.length, total: stateIds.length, missing: missingStates },
    transitions: { covered: reachable.length - missingTransitions.length, total: reachable.length, missing: missingTransitions, unreachable },
    guardOutcomes: { covered: outcomes.length - missingOutcomes.length, total: outcomes.length, missing: missingOutcomes, impossible },
  };
}
