/** Builds every file of docs/statecharts/ from the registry: diagrams, reviewer pages, path lists, the index. */
import { instance } from "@viz-js/viz";
import type { MachineEntry } from "../../machines/shared/registry-types.ts";
import { buildModel, conventionProblems, transitionPairs, type MachineModel } from "./model.ts";
import { generatePaths, type GeneratedPaths } from "./paths.ts";
import { playerPage } from "./player.ts";
import { coverageCells, toDot, toMarkdown, toPathsMarkdown } from "./render.ts";
import { loadRequirements } from "./requirements.ts";
import { indexTests, toTraceabilityMarkdown } from "./traceability.ts";

/** The generated paths in machine-readable form: the tests replay these (statecharts:check keeps them fresh). */
export const PATHS_FILE = "paths.json";

export interface MachineReport {
  entry: MachineEntry;
  model: MachineModel;
  generated: GeneratedPaths;
  conventions: string[];
}

/** Generates the machines' paths, in the order given: here, one after the other, or in workers (parallel.ts). */
export type PathGeneration = (registry: readonly MachineEntry[]) => Promise<GeneratedPaths[]>;

const inThisThread: PathGeneration = async (registry) => registry.map((entry) => generatePaths(entry, buildModel(entry.machine)));

export async function analyse(registry: readonly MachineEntry[], generation: PathGeneration = inThisThread): Promise<MachineReport[]> {
  const generated = await generation(registry);
  return registry.map((entry, i) => {
    const model = buildModel(entry.machine);
    return { entry, model, generated: generated[i]!, conventions: conventionProblems(model) };
  });
}

/**
 * What keeps a machine's documents from being generated: labels that do not name one sample or input, and
 * anything the generated paths do not reach (states, transitions, guard outcomes, and pairs where required).
 */
export function coverageProblems(r: MachineReport): string[] {
  const id = r.model.id;
  const problems: string[] = [];
  const duplicates = (labels: string[]) => labels.filter((label, i) => labels.indexOf(label) !== i);
  for (const label of duplicates(r.entry.samples.map((s) => s.label))) problems.push(`${id}: two samples are labelled "${label}" (paths name samples by label)`);
  for (const label of duplicates(r.entry.inputs.map((s) => s.label))) problems.push(`${id}: two inputs are labelled "${label}"`);
  const t = r.generated.totals;
  for (const s of t.states.missing) problems.push(`${id}: no path reaches state "${s}"`);
  for (const k of t.transitions.missing) problems.push(`${id}: no path takes transition ${k} (source|event|candidate; mark it meta.unreachable with a reason if it cannot happen)`);
  for (const g of t.guardOutcomes.missing) problems.push(`${id}: no path makes the guard of ${g.replace(/:(pass|fail)$/, "")} ${g.endsWith(":pass") ? "pass" : "fail"} (add a sample, or meta.guardOutcomeUnreachable with a reason)`);
  if (r.entry.coverPairs) for (const p of t.pairs.missing) problems.push(`${id}: no path takes the transition pair ${p}`);
  const allowed = new Set(transitionPairs(r.model));
  for (const pair of Object.keys(r.entry.impossiblePairs ?? {})) {
    if (!allowed.has(pair)) problems.push(`${id}: the pair declared impossible is no pair of the definition: ${pair}`);
    else if (r.generated.coverage.pairs.has(pair)) problems.push(`${id}: a path takes the pair declared impossible: ${pair}`);
  }
  return problems;
}

function indexPage(reports: MachineReport[]): string {
  const out: string[] = [];
  out.push("# Statecharts", "");
  out.push("> Generated from the runtime machines in `machines/registry.ts` by `npm run statecharts`; `npm run statecharts:check` (part of `npm test`) fails when these files are stale. Do not edit by hand.", "");
  out.push(
    "The flows below are explicit statecharts: this folder is what compliance reviewers read instead of code, and what testers run. Every transition names the requirement IDs it implements ([docs/requirements.md](../requirements.md): the SPEC's rules, the declared deviations and the site's own rules); [traceability.md](traceability.md) follows each ID to its transitions, paths and tests. The flows that move money or bind it (deposit, withdraw and the withdrawal list, withdrawal confirmation, wallet transfers, transfers to upline and to downline, claims, points converted to balance, the agent contracts) are here with every transition pair walked (marked † below).",
    "",
  );
  out.push("## Machines", "", "| Machine | What it covers | SPEC | Diagram | Test paths |", "|---|---|---|---|---|");
  for (const r of reports) {
    const first = r.entry.summary.split(". ")[0]!.replace(/\.$/, "");
    out.push(`| [\`${r.model.id}\`](${r.model.id}.md) | ${first}. | ${r.entry.spec.join("; ")} | [svg](${r.model.id}.svg) | [${r.generated.paths.length} paths](${r.model.id}.paths.md) |`);
  }
  out.push("", "## Coverage", "");
  out.push(
    "Measured by replaying the generated paths against each machine (fake actors, simulated clock), counted against the machine definition. `npm run statecharts` refuses to write, and CI fails, below 100% in the states, transitions and guard-outcome columns, naming what no path reaches.",
    "",
    "**Transition pairs**: a pair is a transition followed by one that leaves a state the first entered (or kept), counted against every pair the definition allows (a state left at once by an eventless transition is followed only by it); guards and context make some of those impossible, which a money flow declares with its reason. Required at 100% for the money flows (marked †), reported for the rest.",
    "",
  );
  out.push("| Machine | States | Transitions | Guard outcomes (pass and fail) | Transition pairs | Excluded as unreachable |", "|---|---|---|---|---|---|");
  for (const r of reports) {
    const [states, transitions, guards, pairs] = coverageCells(r.generated);
    const excluded =
      r.generated.totals.transitions.unreachable.length + r.generated.totals.guardOutcomes.impossible.length + Object.keys(r.entry.impossiblePairs ?? {}).length;
    out.push(`| \`${r.model.id}\`${r.entry.coverPairs ? " †" : ""} | ${states} | ${transitions} | ${guards} | ${pairs} | ${excluded === 0 ? "none" : `${excluded} (listed on the machine's page)`} |`);
  }
  out.push("", "## For reviewers: reading a diagram", "");
  out.push(
    "- A **box** is a state the player (or the site) can be in. A **grey frame** groups states that belong together; a **dashed frame** holds regions that run at the same time (for example, start-up lists loading side by side).",
    "- The **black dot** marks where the machine or a frame starts. A box with a **double border** is a finished state.",
    "- Each **arrow** is labelled with what makes it happen — a player's action (`boot.retry`), the platform's answer (`fetchStatus succeeds` / `fails`), `immediately` for a decision taken on entry, `after …` for a timer — and, in brackets, the **guard**: the condition that must hold. A **dashed arrow** can never be taken (the machine's page says why). Hover an arrow for what it does and the requirements it implements. The machine's page explains every state, guard and transition in words and names the requirements each transition implements.",
    "- An **arrow that comes back to its own box** lists, one per line, the events the state handles without leaving it. A **yellow note** inside a frame (\"anywhere in …\") lists the events the whole frame handles without leaving it, and its arrows are events that lead somewhere from anywhere in the frame; a note outside every frame (\"in any state\") does the same for the whole machine.",
    "- When several arrows leave a state on the same event, they are tried in the order of the page's transition table; the first whose guard holds wins.",
    "- **[index.html](index.html)** (open it from the file system; it needs no server or network) plays the test paths: pick a machine and a path and step through it; the current state is drawn in orange, the transitions of the step in blue, with the requirements they implement beside the diagram.",
    "",
  );
  out.push("## For testers: adding a machine and getting its tests", "");
  out.push(
    "1. Write the machine in `machines/<flow>/<flow>.machine.ts` with `setup({...}).createMachine({...})`: a `description` on the machine and every state, every guard wrapped in `described(\"…\", fn)`, `meta: { spec: \"LOGIN-10 LOGIN-12\" }` on every transition (the IDs of docs/requirements.md it implements; add a rule there first if it is new, or a deviation if the SPEC says otherwise), and an explicit `id` on every `invoke`. A transition that can never be taken carries `meta.unreachable: \"why\"`; a guard outcome that cannot happen carries `meta.guardOutcomeUnreachable: { pass | fail: \"why\" }`.",
    "2. Write `machines/<flow>/<flow>.samples.ts`: the inputs the flow starts from and one sample per event the flow can receive — including `xstate.done.actor.<id>` (with an `output`) and `xstate.error.actor.<id>` (with an `error`) for every invoked actor, and one sample per guard outcome — each with a plain-language label (the path documents use it as the step text).",
    "3. Add an entry to `machines/registry.ts` (machine, summary, SPEC sections, inputs, samples, and a `serialize` that keeps only the context that changes behaviour, so the graph stays finite).",
    "4. Run `npm run statecharts`. You get the diagram, the reviewer page and the path list here, and `npm run test:paths` replays every path, checks 100% coverage and fuzzes the machine with seeded random walks.",
    "5. For model-based UI tests, add a driver in `test/drivers/<flow>.driver.tsx` (each sample event → what the tester does or how the sandbox answers; each state → what the screen must show) and list it in `test/drivers/index.ts`; `test/paths/ui-paths.test.tsx` drives the same paths through the React views against the sandbox.",
    "6. For the same paths in a real browser, add a browser driver in `test/e2e/paths/drivers/` and a spec `test/e2e/paths/<flow>.paths.spec.ts` (boot, login, registration and game launch have them): every committed path runs in Chromium through the production build against the sandbox, and a console warning or error fails it. `npm run paths:export -- <machine> <path id>` writes one path as a standalone script a tester can read and run alone.",
    "7. Step through any path on its diagram in [index.html](index.html) (open it from the file system); follow a requirement to its tests in [traceability.md](traceability.md).",
    "",
  );
  return out.join("\n");
}

/** Every file of docs/statecharts, by name. Throws when a machine breaks the conventions. */
export async function generateDocs(registry: readonly MachineEntry[], generation?: PathGeneration): Promise<Map<string, string>> {
  const reports = await analyse(registry, generation);
  const problems = reports.flatMap((r) => [...r.conventions, ...coverageProblems(r)]);
  if (problems.length > 0) throw new Error(`statecharts not written:\n  ${problems.join("\n  ")}`);
  const viz = await instance();
  const files = new Map<string, string>();
  for (const r of reports) {
    files.set(`${r.model.id}.svg`, viz.renderString(toDot(r.model, r.entry.machine), { format: "svg", engine: "dot" }));
    files.set(`${r.model.id}.md`, `${toMarkdown(r.entry, r.model, r.generated)}\n`);
    files.set(`${r.model.id}.paths.md`, `${toPathsMarkdown(r.entry, r.model, r.generated)}\n`);
  }
  files.set("README.md", `${indexPage(reports)}\n`);
  const requirements = loadRequirements();
  files.set("traceability.md", `${toTraceabilityMarkdown(reports, requirements, indexTests(requirements.keys()))}\n`);
  files.set("index.html", playerPage(reports, files));
  const paths = Object.fromEntries(reports.map((r) => [r.model.id, r.generated.paths]));
  files.set(PATHS_FILE, `${JSON.stringify(paths, null, 1)}\n`);
  return files;
}
