/**
 * Machine-level fuzzing: seeded random walks of bounded length over the sample events, using xstate's pure
 * transition functions. No event sequence may throw, and every state reached must have a way out (some sample
 * event changes it) unless the machine has finished.
 */
import { initialTransition, transition, type EventObject } from "xstate";
import type { MachineEntry } from "../../machines/shared/registry-types.ts";
import { isPossible, withFakeActors } from "./replay.ts";

export interface FuzzProblem {
  seed: number;
  steps: string[];
  problem: string;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function fuzz(entry: MachineEntry, seeds: readonly number[], length: number): FuzzProblem[] {
  const machine = withFakeActors(entry.machine);
  const problems: FuzzProblem[] = [];
  for (const seed of seeds) {
    const random = mulberry32(seed);
    const input = Math.floor(random() * entry.inputs.length);
    const steps: string[] = [`start: ${entry.inputs[input]?.label ?? "default"}`];
    try {
      let [snapshot] = initialTransition(machine, entry.inputs[input]?.input);
      for (let i = 0; i < length; i += 1) {
        const possible = entry.samples.filter((s) => isPossible(snapshot, s.event as EventObject));
        if (possible.length === 0) {
          problems.push({ seed, steps, problem: `stuck in ${entry.serialize(snapshot as never)}: no event can happen` });
          break;
        }
        const sample = possible[Math.floor(random() * possible.length)]!;
        steps.push(sample.label);
        [snapshot] = transition(machine, snapshot, sample.event as EventObject);
        if (snapshot.status === "done") break;
        const here = entry.serialize(snapshot as never);
        const wayOut = entry.samples.some((s) => isPossible(snapshot, s.event as EventObject) && entry.serialize(transition(machine, snapshot, s.event as EventObject)[0] as never) !== here);
        if (!wayOut) {
          problems.push({ seed, steps, problem: `stuck in ${here}: no event leads out and the machine has not finished` });
          break;
        }
      }
    } catch (error) {
      problems.push({ seed, steps, problem: `threw: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  return problems;
}
