// @vitest-environment node
import { describe, expect, it } from "vitest";
import { assign, createMachine, fromPromise, setup } from "xstate";
import { described } from "../../machines/shared/described.ts";
import { defineEntry } from "../../machines/shared/registry-types.ts";
import { registry } from "../../machines/registry.ts";
import { committedPaths } from "../../scripts/statecharts/committed.ts";
import { buildModel, conventionProblems, transitionPairs } from "../../scripts/statecharts/model.ts";
import { generateDocs } from "../../scripts/statecharts/generate.ts";
import { fewestCovering, generatePaths } from "../../scripts/statecharts/paths.ts";
import { replay } from "../../scripts/statecharts/replay.ts";
import { fuzz } from "../../scripts/statecharts/fuzz.ts";

const guarded = setup({
  types: { context: {} as { tries: number }, events: {} as { type: "go" } | { type: "reset" } },
  guards: { canGo: described("Fewer than two tries so far.", ({ context }) => context.tries < 2) },
}).createMachine({
  id: "sample",
  description: "A small machine for testing the engine.",
  context: { tries: 0 },
  initial: "idle",
  states: {
    idle: {
      description: "Waiting.",
      on: {
        go: [
          { guard: "canGo", target: "idle", reenter: true, actions: assign({ tries: ({ context }) => context.tries + 1 }), meta: { spec: "SITE-01" } },
          { target: "done", meta: { spec: "SITE-01" } },
        ],
      },
    },
    done: { description: "Finished.", type: "final" },
  },
});

const sampleEntry = defineEntry({
  machine: guarded,
  summary: "test",
  spec: ["§0"],
  inputs: [{ label: "start", input: undefined }],
  samples: [{ label: "go", event: { type: "go" } }],
  serialize: (s) => JSON.stringify([s.value, s.context.tries]),
});

describe("statechart engine", () => {
  it("reports a state, a guard and a transition that break the conventions", () => {
    const bad = setup({ guards: { ok: () => true } }).createMachine({
      id: "bad",
      initial: "a",
      states: { a: { on: { x: { guard: "ok", target: "b" } } }, b: { description: "B." } },
    });
    const problems = conventionProblems(buildModel(bad));
    expect(problems).toEqual([
      "bad: the machine has no description",
      'bad: state "a" has no description',
      'bad: guard "ok" has no description (wrap it in described())',
      'bad: transition a --x--> has no meta.spec naming the requirement IDs it implements (e.g. "LOGIN-10"; see docs/requirements.md)',
    ]);
  });

  it("refuses a requirement ID that docs/requirements.md does not have", () => {
    const citing = (spec: string) =>
      setup({}).createMachine({ id: "cites", description: "Cites.", initial: "a", states: { a: { description: "A.", on: { x: { target: "b", meta: { spec } } } }, b: { description: "B." } } });
    expect(conventionProblems(buildModel(citing("LOGIN-10 ERR-10")))).toEqual([]);
    expect(conventionProblems(buildModel(citing("LOGIN-10 LOGIN-99")))).toEqual(['cites: transition a --x--> names "LOGIN-99", which is not in docs/requirements.md']);
    expect(conventionProblems(buildModel(citing("§4 Login")))).toEqual(['cites: transition a --x--> names "§4", which is not in docs/requirements.md', 'cites: transition a --x--> names "Login", which is not in docs/requirements.md']);
  });

  it("completes the shortest paths until a guard has both passed and failed", () => {
    const model = buildModel(guarded);
    const generated = generatePaths(sampleEntry, model);
    expect(generated.totals.guardOutcomes).toMatchObject({ covered: 2, total: 2 });
    expect(generated.totals.transitions).toMatchObject({ covered: 2, total: 2 });
    const longest = Math.max(...generated.paths.map((p) => p.steps.length));
    expect(longest).toBe(3);
  });

  it("catches a path whose expected state is wrong", () => {
    // A committed path of the root app machine (generating its paths again takes seconds: its regions multiply).
    const entry = registry[0]!;
    const model = buildModel(entry.machine);
    const [first] = committedPaths(entry.machine.id);
    const tampered = { ...first!, steps: first!.steps.map((s, i) => (i === 0 ? { ...s, expected: "[\"somewhere else\"]" } : s)) };
    expect(replay(entry, model, tampered).mismatches).toHaveLength(1);
  });

  it("advances a simulated clock for timed transitions", () => {
    const timed = setup({ delays: { patience: 5000 } }).createMachine({
      id: "timed",
      description: "Times out.",
      initial: "waiting",
      states: {
        waiting: { description: "Waiting.", after: { patience: { target: "late", meta: { spec: "SITE-01" } } } },
        late: { description: "Too late.", type: "final" },
      },
    });
    const entry = defineEntry({
      machine: timed,
      summary: "t",
      spec: ["§0"],
      inputs: [{ label: "start", input: undefined }],
      samples: [{ label: "5 s pass", event: { type: "xstate.after.patience.timed.waiting" } }],
      serialize: (s) => JSON.stringify(s.value),
    });
    const model = buildModel(timed);
    const generated = generatePaths(entry, model);
    expect(generated.totals.transitions).toMatchObject({ covered: 1, total: 1 });
    expect(replay(entry, model, generated.paths[0]!).mismatches).toEqual([]);
  });

  it("fuzzing finds a dead end", () => {
    const stuck = createMachine({
      id: "stuck",
      initial: "a",
      states: { a: { on: { next: "trap" } }, trap: {} },
    });
    const entry = defineEntry({
      machine: stuck,
      summary: "s",
      spec: ["§0"],
      inputs: [{ label: "start", input: undefined }],
      samples: [{ label: "next", event: { type: "next" } }],
      serialize: (s) => JSON.stringify(s.value),
    });
    const problems = fuzz(entry, [1], 5);
    expect(problems[0]?.problem).toMatch(/stuck in "trap"/);
  });

  it("only lets an invoked actor settle while it runs", () => {
    const invoking = setup({ actors: { work: fromPromise(async () => 1) } }).createMachine({
      id: "inv",
      initial: "idle",
      states: { idle: { on: { start: "busy" } }, busy: { invoke: { id: "work", src: "work", onDone: "idle" } } },
    });
    const entry = defineEntry({
      machine: invoking,
      summary: "i",
      spec: ["§0"],
      inputs: [{ label: "start", input: undefined }],
      samples: [
        { label: "start", event: { type: "start" } },
        { label: "work done", event: { type: "xstate.done.actor.work", output: 1 } },
      ],
      serialize: (s) => JSON.stringify(s.value),
    });
    const model = buildModel(invoking);
    const result = replay(entry, model, { id: "test", input: "start", start: '"idle"', steps: [{ sample: "work done", expected: '"idle"' }] });
    expect(result.error).toMatch(/cannot happen/);
  });

  it("refuses to write the documents when a path misses something, and says what", async () => {
    const entry = defineEntry({ ...sampleEntry, samples: [] });
    await expect(generateDocs([entry])).rejects.toThrow(/sample: no path takes transition idle\|go\|0[\s\S]*no path makes the guard of idle\|go\|0 pass/);
  });

  it("names samples by label: two samples with one label are refused", async () => {
    const entry = defineEntry({ ...sampleEntry, samples: [sampleEntry.samples[0]!, { ...sampleEntry.samples[0]! }] });
    await expect(generateDocs([entry])).rejects.toThrow(/two samples are labelled "go"/);
  });

  it("measures transition pairs, and takes every one where the entry asks for them", () => {
    const model = buildModel(guarded);
    // (start) > go-again, (start) > go-done, go-again > go-again, go-again > go-done: "done" is final, so nothing follows it.
    expect(transitionPairs(model).sort()).toEqual(["(start) > idle|go|0", "(start) > idle|go|1", "idle|go|0 > idle|go|0", "idle|go|0 > idle|go|1"]);
    // The guard passes on the first "go" (no tries yet), so (start) > go-done is allowed by the definition but impossible.
    const measured = generatePaths({ ...sampleEntry, coverPairs: true }, model);
    expect(measured.totals.pairs).toMatchObject({ covered: 3, total: 4, missing: ["(start) > idle|go|1"] });
  });
});

describe("the fewest paths the browser runs for a flow covered pair by pair", () => {
  const entry = registry.find((e) => e.machine.id === "withdrawalConfirmation")!;
  const model = buildModel(entry.machine);
  const all = committedPaths("withdrawalConfirmation");
  const reached = (paths: readonly (typeof all)[number][]) => {
    const results = paths.map((path) => replay(entry, model, path));
    const union = (pick: (r: (typeof results)[number]) => Set<string>) => [...new Set(results.flatMap((r) => [...pick(r)]))].sort();
    return { states: union((r) => r.states), transitions: union((r) => r.transitions), guards: union((r) => r.guardOutcomes), pairs: union((r) => r.pairs) };
  };

  it("reach every state, transition and guard outcome of all the committed paths, with fewer paths, in their committed order", () => {
    const fewest = fewestCovering(entry, model, all);
    expect(fewest.length).toBeLessThan(all.length / 2);
    expect(fewest.map((p) => all.indexOf(p))).toEqual([...fewest.map((p) => all.indexOf(p))].sort((a, b) => a - b));
    const full = reached(all);
    const kept = reached(fewest);
    expect(kept.states).toEqual(full.states);
    expect(kept.transitions).toEqual(full.transitions);
    expect(kept.guards).toEqual(full.guards);
    // The pairs are what the other paths add: the subset does not claim them.
    expect(kept.pairs.length).toBeLessThan(full.pairs.length);
  });
});
