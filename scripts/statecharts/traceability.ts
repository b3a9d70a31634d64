/**
 * docs/statecharts/traceability.md: every ID of docs/requirements.md → the transitions that cite it → the generated
 * paths that take them → the tests that walk those paths (machine replay, UI driver in jsdom, browser run) or cite
 * the ID by name. An ID nothing tests is listed as such.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { MachineReport } from "./generate.ts";
import { idsOf, type Requirement } from "./requirements.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Where the tests that walk a machine's paths are, found from the test files themselves. */
export interface TestIndex {
  /** Machine ids with a model-based UI driver (test/drivers/*.driver.tsx, run by test/paths/ui-paths.test.tsx). */
  uiDrivers: Set<string>;
  /** Machine id → browser specs that run its generated paths (test/e2e/paths/, each calls `describePaths(id, …)`). */
  browserPaths: Map<string, string[]>;
  /** Requirement ID → test files that name it. */
  citations: Map<string, string[]>;
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, pattern));
    else if (pattern.test(name)) out.push(path);
  }
  return out;
}

export function indexTests(ids: Iterable<string>, root = ROOT): TestIndex {
  const uiDrivers = new Set<string>();
  for (const file of filesUnder(join(root, "test/drivers"), /\.driver\.tsx?$/)) {
    // A driver file may hold several flows' drivers (e.g. the site's one-page forms).
    for (const match of readFileSync(file, "utf8").matchAll(/machineId:\s*"([^"]+)"/g)) uiDrivers.add(match[1]!);
  }
  const browserPaths = new Map<string, string[]>();
  for (const file of filesUnder(join(root, "test/e2e/paths"), /\.spec\.ts$/)) {
    const text = readFileSync(file, "utf8");
    // Each spec plays one machine's committed paths: `describePaths("login", …)` (test/e2e/paths/run-paths.ts).
    for (const match of text.matchAll(/\bdescribePaths\(\s*"([A-Za-z]+)"/g)) {
      const list = browserPaths.get(match[1]!) ?? [];
      const rel = relative(root, file);
      if (!list.includes(rel)) browserPaths.set(match[1]!, [...list, rel]);
    }
  }
  const citations = new Map<string, string[]>();
  const wanted = [...ids];
  // test/paths/ holds the generator's own tests (they name IDs as data, not as rules they check).
  for (const file of filesUnder(join(root, "test"), /\.(ts|tsx)$/).filter((f) => !relative(root, f).startsWith("test/paths/"))) {
    const text = readFileSync(file, "utf8");
    for (const id of wanted) {
      if (new RegExp(`\\b${id}\\b`).test(text)) citations.set(id, [...(citations.get(id) ?? []), relative(root, file)]);
    }
  }
  return { uiDrivers, browserPaths, citations };
}

interface Trace {
  transitions: { machine: string; key: string; label: string }[];
  paths: { machine: string; id: string }[];
  tests: string[];
}

function short(text: string, max = 110): string {
  const one = text.replace(/\s+/g, " ").replace(/\|/g, "\\|");
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

export function traceRequirements(reports: readonly MachineReport[], requirements: ReadonlyMap<string, Requirement>, tests: TestIndex): Map<string, Trace> {
  const traces = new Map<string, Trace>([...requirements.keys()].map((id) => [id, { transitions: [], paths: [], tests: [] }]));
  for (const r of reports) {
    const machine = r.model.id;
    for (const t of r.model.transitions) {
      const walking = r.generated.paths.filter((_, i) => r.generated.results[i]!.transitions.has(t.key));
      for (const id of idsOf(t.spec)) {
        const trace = traces.get(id);
        if (!trace) continue;
        const to = t.targets.length > 0 ? t.targets.join(", ") : "(stays)";
        trace.transitions.push({ machine, key: t.key, label: `\`${machine}\`: ${t.source} —${t.event}${t.guard ? ` [${t.guard.name}]` : ""}→ ${to}` });
        for (const path of walking) if (!trace.paths.some((p) => p.machine === machine && p.id === path.id)) trace.paths.push({ machine, id: path.id });
        const walkers = [
          "test/paths/machine-paths.test.ts",
          ...(tests.uiDrivers.has(machine) ? ["test/paths/ui-paths.test.tsx"] : []),
          ...(tests.browserPaths.get(machine) ?? []),
        ];
        if (walking.length > 0) for (const w of walkers) if (!trace.tests.includes(w)) trace.tests.push(w);
      }
    }
  }
  for (const [id, files] of tests.citations) {
    const trace = traces.get(id);
    if (trace) for (const f of files) if (!trace.tests.includes(f)) trace.tests.push(f);
  }
  return traces;
}

export function toTraceabilityMarkdown(reports: readonly MachineReport[], requirements: ReadonlyMap<string, Requirement>, tests: TestIndex): string {
  const traces = traceRequirements(reports, requirements, tests);
  const all = [...requirements.values()];
  const untested = all.filter((r) => traces.get(r.id)!.tests.length === 0);
  const unimplemented = all.filter((r) => traces.get(r.id)!.transitions.length === 0);
  const out: string[] = [];
  out.push("# Traceability: requirements → transitions → paths → tests", "");
  out.push("> Generated by `npm run statecharts` from `docs/requirements.md`, the machines' `meta.spec` and the test files. Do not edit by hand.", "");
  out.push(
    `${all.length} IDs: ${all.filter((r) => r.kind === "requirement").length} SPEC requirements, ${all.filter((r) => r.kind === "deviation").length} deviations, ${all.filter((r) => r.kind === "site rule").length} site rules. ` +
      `${all.length - unimplemented.length} are implemented by statechart transitions; ${all.length - untested.length} have at least one test.`,
    "",
  );
  out.push(
    "How a requirement is tested: each transition that cites it is taken by the generated paths listed, which `test/paths/machine-paths.test.ts` replays against the machine; machines with a UI driver also run those paths through the React views (`test/paths/ui-paths.test.tsx`), and the browser suite runs them in Chromium (`test/e2e/paths/`). Rules that live in views or the platform client rather than in a machine are tested by the test files that name their ID.",
    "",
  );
  const section = (title: string, kind: Requirement["kind"]) => {
    out.push(`## ${title}`, "", "| ID | Says | Transitions | Paths | Tests |", "|---|---|---|---|---|");
    for (const r of all.filter((x) => x.kind === kind)) {
      const trace = traces.get(r.id)!;
      const transitions = trace.transitions.length === 0 ? "none (not a statechart rule)" : trace.transitions.map((t) => short(t.label, 90)).join("<br>");
      const byMachine = new Map<string, string[]>();
      for (const p of trace.paths) byMachine.set(p.machine, [...(byMachine.get(p.machine) ?? []), p.id]);
      const paths =
        trace.paths.length === 0
          ? "—"
          : [...byMachine].map(([m, ids]) => `[${m}](${m}.paths.md): ${ids.length > 4 ? `${ids.slice(0, 4).map((i) => `\`${i}\``).join(", ")} and ${ids.length - 4} more` : ids.map((i) => `\`${i}\``).join(", ")}`).join("<br>");
      const testsCell = trace.tests.length === 0 ? "**no test**" : trace.tests.map((f) => `\`${f}\``).join("<br>");
      out.push(`| ${r.id} | ${r.source ? `${short(r.source, 40)}: ` : ""}${short(r.text)} | ${transitions} | ${paths} | ${testsCell} |`);
    }
    out.push("");
  };
  section("SPEC requirements", "requirement");
  section("Deviations", "deviation");
  section("Site rules beyond the SPEC", "site rule");
  out.push("## Not implemented by any transition", "");
  out.push("These IDs are rules of views, the platform client or the sandbox (or, for a deviation, something the site does not do); their tests are the files that name them.", "");
  out.push(unimplemented.length === 0 ? "None." : unimplemented.map((r) => `\`${r.id}\``).join(", "), "");
  out.push("## Without any test", "");
  out.push(untested.length === 0 ? "None." : untested.map((r) => `\`${r.id}\``).join(", "), "");
  return out.join("\n");
}
