// @vitest-environment node
import { describe, expect, it } from "vitest";
import { registry } from "../../machines/registry.ts";
import { buildModel, conventionProblems } from "../../scripts/statecharts/model.ts";
import { committedPaths } from "../../scripts/statecharts/committed.ts";
import { emptyCoverage, mergeCoverage, replay, totals } from "../../scripts/statecharts/replay.ts";
import { fuzz } from "../../scripts/statecharts/fuzz.ts";

const SEEDS = Array.from({ length: 40 }, (_, i) => 1000 + i);

/** Replays the committed paths (docs/statecharts/paths.json, kept fresh by statecharts:check) on live actors. */
describe.each(registry.map((entry) => [entry.machine.id, entry] as const))("machine %s", (id, entry) => {
  const model = buildModel(entry.machine);
  const paths = committedPaths(id);
  const results = paths.map((path) => replay(entry, model, path));

  it("meets the conventions: described states and guards, a SPEC section on every transition", () => {
    expect(conventionProblems(model)).toEqual([]);
  });

  it.each(paths.map((path, i) => [path.id, path, results[i]!] as const))("path %s replays with the expected state after every step", (_n, _path, result) => {
    expect(result.error).toBeUndefined();
    expect(result.mismatches).toEqual([]);
  });

  it("the paths cover every state, every transition and both outcomes of every guard", () => {
    const coverage = results.reduce((acc, r) => mergeCoverage(acc, r), emptyCoverage());
    const { states, transitions, guardOutcomes } = totals(model, coverage);
    expect(states.missing).toEqual([]);
    expect(transitions.missing).toEqual([]);
    expect(guardOutcomes.missing).toEqual([]);
    expect(states.covered).toBe(model.states.length);
    expect(transitions.covered + transitions.unreachable.length).toBe(model.transitions.length);
  });

  it("every transition excluded from coverage says why", () => {
    for (const t of model.transitions) if (t.unreachable !== undefined) expect(t.unreachable.trim()).not.toBe("");
  });

  it("survives seeded random walks: nothing throws and no state is a dead end", () => {
    expect(fuzz(entry, SEEDS, 60)).toEqual([]);
  });
});
