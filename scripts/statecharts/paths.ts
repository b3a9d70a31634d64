/**
 * Path generation: shortest paths from the graph utilities (`xstate/graph`), then a completion step that adds
 * one-step extensions until every transition is taken and every guard has passed and failed, then a greedy
 * selection of the fewest paths that keep that coverage. Coverage comes from replaying each path.
 */
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { createHash } from "node:crypto";
import type { MachineEntry } from "../../machines/shared/registry-types.ts";
import type { MachineModel } from "./model.ts";
import { emptyCoverage, isPossible, mergeCoverage, replay, totals, withFakeActors, type Coverage, type CoverageTotals, type MachinePath, type ReplayResult } from "./replay.ts";

export interface GeneratedPaths {
  paths: MachinePath[];
  results: ReplayResult[];
  coverage: Coverage;
  totals: CoverageTotals;
  candidates: number;
}

function itemsOf(result: Coverage, pairs: boolean): string[] {
  return [
    ...[...result.states].map((s) => `s:${s}`),
    ...[...result.transitions].map((t) => `t:${t}`),
    ...[...result.guardOutcomes].map((g) => `g:${g}`),
    ...(pairs ? [...result.pairs].map((p) => `p:${p}`) : []),
  ];
}

/** Serialised states along a sequence of samples, computed with xstate's pure transition functions. */
export function expectedStates(entry: MachineEntry, input: number, samples: number[]): { start: string; states: string[]; end: AnyMachineSnapshot } {
  const machine = withFakeActors(entry.machine);
  const known = stepsOf(entry);
  const reached = (key: string, next: () => AnyMachineSnapshot): Reached => {
    let hit = known.get(key);
    if (!hit) {
      const snapshot = next();
      hit = { snapshot, serialized: entry.serialize(snapshot as never) };
      known.set(key, hit);
    }
    return hit;
  };
  let key = `${input}:`;
  let at = reached(key, () => initialTransition(machine, entry.inputs[input]?.input)[0]);
  const start = at.serialized;
  const states: string[] = [];
  for (const index of samples) {
    const from = at.snapshot;
    key += `${index},`;
    at = reached(key, () => transition(machine, from, entry.samples[index]!.event as EventObject)[0]);
    states.push(at.serialized);
  }
  return { start, states, end: at.snapshot };
}

/**
 * The states reached by the prefixes already walked, per machine entry: generation extends paths one step at a time,
 * so a path's states are its prefix's plus one pure transition (xstate snapshots are not changed by `transition`).
 */
interface Reached {
  snapshot: AnyMachineSnapshot;
  serialized: string;
}
const walked = new WeakMap<MachineEntry, Map<string, Reached>>();
function stepsOf(entry: MachineEntry): Map<string, Reached> {
  let known = walked.get(entry);
  if (!known) walked.set(entry, (known = new Map()));
  return known;
}

/** A short, stable name for a path: the same input and steps always give the same name. */
export function pathId(input: string, samples: readonly string[]): string {
  return createHash("sha1").update([input, ...samples].join("\n")).digest("hex").slice(0, 8);
}

/** Generation works on indices (fast); the committed path names its input and samples by label. */
interface IndexedPath {
  input: number;
  samples: number[];
  path: MachinePath;
}

function makePath(entry: MachineEntry, input: number, samples: number[]): IndexedPath {
  const { start, states } = expectedStates(entry, input, samples);
  const inputLabel = entry.inputs[input]!.label;
  const labels = samples.map((i) => entry.samples[i]!.label);
  return {
    input,
    samples,
    path: { id: pathId(inputLabel, labels), input: inputLabel, start, steps: labels.map((sample, i) => ({ sample, expected: states[i]! })) },
  };
}

function shortestPaths(entry: MachineEntry): IndexedPath[] {
  const machine = withFakeActors(entry.machine);
  const events = entry.samples.map((s) => s.event as EventObject);
  const found: IndexedPath[] = [];
  entry.inputs.forEach((sampleInput, input) => {
    const paths = getShortestPaths(machine, {
      events: (snapshot: unknown): EventObject[] => events.filter((event) => isPossible(snapshot, event)),
      input: sampleInput.input,
      serializeState: (snapshot: unknown) => entry.serialize(snapshot as never),
    } as never);
    for (const path of paths as { steps: { event: EventObject }[] }[]) {
      const samples = path.steps.map((step) => events.indexOf(step.event)).filter((i) => i >= 0);
      found.push(makePath(entry, input, samples));
    }
  });
  return found;
}

function keyOfPath(path: IndexedPath): string {
  return `${path.input}:${path.samples.join(",")}`;
}

/**
 * Pairs one step cannot reach: the first transition of the pair must be taken by a step that covers nothing new
 * (e.g. picking a channel once an amount is typed). Tries each prefix plus one step that ends with a pair's first
 * transition, plus each sample.
 */
function twoStepPairs(
  entry: MachineEntry,
  model: MachineModel,
  prefixes: readonly IndexedPath[],
  missing: Set<string>,
  keep: (path: IndexedPath, result: ReplayResult) => void,
  items: (result: Coverage) => string[],
) {
  const firsts = () => new Set([...missing].filter((m) => m.startsWith("p:")).map((m) => m.slice(2).split(" > ")[0]!));
  for (const prefix of prefixes) {
    const wantedFirsts = firsts();
    if (wantedFirsts.size === 0) return;
    const { end } = expectedStates(entry, prefix.input, prefix.samples);
    for (let first = 0; first < entry.samples.length; first += 1) {
      if (!isPossible(end, entry.samples[first]!.event as EventObject)) continue;
      const step = makePath(entry, prefix.input, [...prefix.samples, first]);
      const stepped = replay(entry, model, step.path);
      if (!(stepped.taken.at(-1) ?? []).some((key) => wantedFirsts.has(key))) continue;
      const after = expectedStates(entry, prefix.input, step.samples).end;
      for (let second = 0; second < entry.samples.length; second += 1) {
        if (!isPossible(after, entry.samples[second]!.event as EventObject)) continue;
        const extended = makePath(entry, prefix.input, [...step.samples, second]);
        const result = replay(entry, model, extended.path);
        if (items(result).some((item) => missing.has(item))) {
          keep(extended, result);
          for (const item of items(result)) missing.delete(item);
        }
      }
    }
  }
}

export function generatePaths(entry: MachineEntry, model: MachineModel): GeneratedPaths {
  const pairs = entry.coverPairs === true;
  const items = (result: Coverage) => itemsOf(result, pairs);
  const candidates = new Map<string, { path: IndexedPath; result: ReplayResult }>();
  const add = (path: IndexedPath) => {
    const key = keyOfPath(path);
    if (!candidates.has(key)) candidates.set(key, { path, result: replay(entry, model, path.path) });
  };
  for (const path of shortestPaths(entry)) add(path);
  for (const seed of entry.seedPaths ?? []) {
    const input = entry.inputs.findIndex((i) => i.label === seed.input);
    const samples = seed.samples.map((label) => entry.samples.findIndex((s) => s.label === label));
    const unknown = [...(input < 0 ? [seed.input] : []), ...seed.samples.filter((_, i) => samples[i]! < 0)];
    if (unknown.length > 0) throw new Error(`${model.id}: a seed path names no input or sample: ${unknown.join("; ")}`);
    add(makePath(entry, input, samples));
  }

  const wanted = () => {
    const all = mergeCoverage(emptyCoverage(), [...candidates.values()].reduce((acc, c) => mergeCoverage(acc, c.result), emptyCoverage()));
    const t = totals(model, all, entry.impossiblePairs);
    return new Set([
      ...t.states.missing.map((s) => `s:${s}`),
      ...t.transitions.missing.map((k) => `t:${k}`),
      ...t.guardOutcomes.missing.map((g) => `g:${g}`),
      ...(pairs ? t.pairs.missing.map((p) => `p:${p}`) : []),
    ]);
  };

  for (let round = 0; round < (pairs ? 6 : 3); round += 1) {
    const missing = wanted();
    if (missing.size === 0) break;
    const prefixes = [...candidates.values()].map((c) => c.path);
    for (const prefix of prefixes) {
      const { end } = expectedStates(entry, prefix.input, prefix.samples);
      for (let sample = 0; sample < entry.samples.length; sample += 1) {
        if (!isPossible(end, entry.samples[sample]!.event as EventObject)) continue;
        const extended = makePath(entry, prefix.input, [...prefix.samples, sample]);
        const result = replay(entry, model, extended.path);
        if (items(result).some((item) => missing.has(item))) {
          candidates.set(keyOfPath(extended), { path: extended, result });
          for (const item of items(result)) missing.delete(item);
        }
      }
      if (missing.size === 0) break;
    }
    if (pairs && missing.size > 0) twoStepPairs(entry, model, prefixes, missing, (path, result) => candidates.set(keyOfPath(path), { path, result }), items);
  }

  const pool = [...candidates.values()].sort((a, b) => a.path.samples.length - b.path.samples.length || keyOfPath(a.path).localeCompare(keyOfPath(b.path)));
  const uncovered = new Set(pool.flatMap((c) => items(c.result)));
  const chosen: { path: IndexedPath; result: ReplayResult }[] = [];
  while (uncovered.size > 0) {
    let best: (typeof pool)[number] | undefined;
    let bestGain = 0;
    for (const candidate of pool) {
      const gain = items(candidate.result).filter((item) => uncovered.has(item)).length;
      if (gain > bestGain) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const item of items(best.result)) uncovered.delete(item);
  }
  chosen.sort((a, b) => a.path.input - b.path.input || a.path.samples.length - b.path.samples.length || keyOfPath(a.path).localeCompare(keyOfPath(b.path)));
  const coverage = chosen.reduce((acc, c) => mergeCoverage(acc, c.result), emptyCoverage());
  walked.delete(entry);
  return { paths: chosen.map((c) => c.path.path), results: chosen.map((c) => c.result), coverage, totals: totals(model, coverage, entry.impossiblePairs), candidates: candidates.size };
}

/**
 * The fewest of `paths` (greedy, in their order on ties) that still reach every state, transition and guard outcome
 * the whole list reaches; transition pairs are not counted. The browser runs these for a machine whose committed
 * paths are many because they cover every pair (the pairs stay covered by the replay and the UI driver).
 */
export function fewestCovering(entry: MachineEntry, model: MachineModel, paths: readonly MachinePath[]): MachinePath[] {
  const pool = paths.map((path) => ({ path, items: itemsOf(replay(entry, model, path), false) }));
  const uncovered = new Set(pool.flatMap((c) => c.items));
  const chosen = new Set<MachinePath>();
  while (uncovered.size > 0) {
    let best: (typeof pool)[number] | undefined;
    let bestGain = 0;
    for (const candidate of pool) {
      const gain = candidate.items.filter((item) => uncovered.has(item)).length;
      if (gain > bestGain) [best, bestGain] = [candidate, gain];
    }
    if (!best) break;
    chosen.add(best.path);
    for (const item of best.items) uncovered.delete(item);
  }
  return paths.filter((path) => chosen.has(path));
}
