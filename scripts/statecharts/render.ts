/** Renders a machine model as Graphviz DOT, a reviewer's Markdown page and a tester's path list. */
import { initialTransition, transition, type EventObject } from "xstate";
import type { MachineEntry } from "../../machines/shared/registry-types.ts";
import type { MachineModel, StateModel, TransitionModel } from "./model.ts";
import type { GeneratedPaths } from "./paths.ts";
import { inputNamed, sampleNamed, withFakeActors } from "./replay.ts";
import { idsOf, loadRequirements } from "./requirements.ts";

const FONT = "Helvetica";

function quote(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** "checkingStatus" → "checking status". */
export function humanize(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
}

/** A snapshot value in words: "loading site (countries: loaded · member: guest)". */
export function describeValue(value: unknown): string {
  if (typeof value === "string") return humanize(value);
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 1) {
      const [key, inner] = entries[0]!;
      const innerEntries = inner && typeof inner === "object" ? Object.keys(inner as object) : [];
      if (innerEntries.length > 1) {
        const parts = Object.entries(inner as Record<string, unknown>).map(([k, v]) => `${humanize(k)}: ${describeValue(v)}`);
        return `${humanize(key)} (${parts.join(" · ")})`;
      }
      return `${humanize(key)} › ${describeValue(inner)}`;
    }
    return entries.map(([k, v]) => `${humanize(k)}: ${describeValue(v)}`).join(" · ");
  }
  return String(value);
}

function isCluster(state: StateModel): boolean {
  return state.type === "compound" || state.type === "parallel";
}

function isDescendant(model: MachineModel, id: string, ancestor: string): boolean {
  for (let s = model.states.find((x) => x.id === id); s; s = model.states.find((x) => x.id === s!.parent)) {
    if (s.id === ancestor) return true;
  }
  return false;
}

function anchor(state: StateModel): string {
  return isCluster(state) ? `${state.id}::anchor` : state.id;
}

function edgeLabel(t: TransitionModel): string {
  if (t.guard) return `${t.event}\n[${t.guard.name}]`;
  return t.order > 0 ? `${t.event}\n[otherwise]` : t.event;
}

export function toDot(model: MachineModel): string {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const lines: string[] = [
    `digraph ${quote(model.id)} {`,
    `  graph [compound=true, rankdir=LR, fontname=${quote(FONT)}, fontsize=12, nodesep=0.35, ranksep=0.5, pad=0.2, label=${quote(`${model.id} statechart`)}, labelloc=t];`,
    `  node [shape=box, style="rounded,filled", fillcolor="#ffffff", color="#334155", fontname=${quote(FONT)}, fontsize=11];`,
    `  edge [color="#475569", fontname=${quote(FONT)}, fontsize=9, fontcolor="#1e293b"];`,
  ];
  const emit = (state: StateModel, indent: string) => {
    if (state.id === "(machine)") {
      lines.push(`${indent}${quote("(machine)::start")} [shape=circle, width=0.18, label="", style=filled, fillcolor="#0f172a"];`);
      for (const child of state.children) emit(byId.get(child)!, indent);
      if (state.initial) lines.push(`${indent}${quote("(machine)::start")} -> ${quote(anchor(byId.get(state.initial)!))}${isCluster(byId.get(state.initial)!) ? ` [lhead=${quote(`cluster_${state.initial}`)}]` : ""};`);
      return;
    }
    if (isCluster(state)) {
      const parallel = state.type === "parallel";
      lines.push(`${indent}subgraph ${quote(`cluster_${state.id}`)} {`);
      lines.push(`${indent}  label=${quote(parallel ? `${state.key} (parallel regions)` : state.key)}; fontname=${quote(FONT)}; fontsize=11; style="rounded${parallel ? ",dashed" : ""}"; color="#64748b"; bgcolor="${parallel ? "#f8fafc" : "#f1f5f9"}";`);
      lines.push(`${indent}  ${quote(anchor(state))} [shape=point, style=invis, width=0.01, label=""];`);
      if (state.initial && !parallel) {
        const init = byId.get(state.initial)!;
        lines.push(`${indent}  ${quote(`${state.id}::initial`)} [shape=circle, width=0.12, label="", style=filled, fillcolor="#0f172a"];`);
        lines.push(`${indent}  ${quote(`${state.id}::initial`)} -> ${quote(anchor(init))}${isCluster(init) ? ` [lhead=${quote(`cluster_${init.id}`)}]` : ""};`);
      }
      for (const child of state.children) emit(byId.get(child)!, `${indent}  `);
      lines.push(`${indent}}`);
      return;
    }
    const final = state.type === "final";
    lines.push(`${indent}${quote(state.id)} [label=${quote(state.key)}${final ? ", peripheries=2" : ""}];`);
  };
  emit(byId.get("(machine)")!, "  ");
  for (const t of model.transitions) {
    const source = byId.get(t.source)!;
    const targets = t.targets.length > 0 ? t.targets : [t.source];
    for (const targetId of targets) {
      const target = byId.get(targetId)!;
      const attrs = [`label=${quote(edgeLabel(t))}`];
      if (isCluster(source) && !isDescendant(model, targetId, source.id)) attrs.push(`ltail=${quote(`cluster_${source.id}`)}`);
      if (isCluster(target) && !isDescendant(model, source.id, target.id)) attrs.push(`lhead=${quote(`cluster_${target.id}`)}`);
      if (t.unreachable) attrs.push(`style=dashed`);
      lines.push(`  ${quote(anchor(source))} -> ${quote(anchor(target))} [${attrs.join(", ")}];`);
    }
  }
  lines.push("}");
  return `${lines.join("\n")}\n`;
}

function cell(text: string | undefined): string {
  return (text ?? "").replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function percent(covered: number, total: number): string {
  return total === 0 ? "n/a" : `${Math.round((covered / total) * 1000) / 10}%`;
}

export function coverageCells(generated: GeneratedPaths): string[] {
  const t = generated.totals;
  return [
    `${t.states.covered}/${t.states.total} (${percent(t.states.covered, t.states.total)})`,
    `${t.transitions.covered}/${t.transitions.total} (${percent(t.transitions.covered, t.transitions.total)})`,
    `${t.guardOutcomes.covered}/${t.guardOutcomes.total} (${percent(t.guardOutcomes.covered, t.guardOutcomes.total)})`,
    `${t.pairs.covered}/${t.pairs.total} (${percent(t.pairs.covered, t.pairs.total)})`,
  ];
}

export function toMarkdown(entry: MachineEntry, model: MachineModel, generated: GeneratedPaths): string {
  const out: string[] = [];
  out.push(`# Statechart: \`${model.id}\``, "");
  out.push("> Generated from the runtime machine by `npm run statecharts`. Do not edit by hand.", "");
  out.push(entry.summary, "");
  out.push(`**Implements:** ${entry.spec.join("; ")}`, "");
  out.push(`![Statechart of ${model.id}: states as boxes, nested and parallel states as clusters, arrows labelled with event and [guard]](${model.id}.svg)`, "");
  out.push("How to read the diagram: a box is a state; a grey frame is a state that contains others (a dashed frame holds parallel regions that run at the same time); the black dot marks where a frame starts; a double border marks a finished (final) state; each arrow is labelled with what makes it happen and, in brackets, the condition (guard) that must hold.", "");
  out.push("## States", "", "| State | Kind | What it means |", "|---|---|---|");
  for (const s of model.states) {
    if (s.id === "(machine)") continue;
    const kind = s.type === "atomic" ? "state" : s.type === "compound" ? "group" : s.type === "parallel" ? "parallel regions" : s.type;
    out.push(`| \`${s.id}\` | ${kind}${s.initial ? ` (starts in \`${s.initial.split(".").pop()}\`)` : ""} | ${cell(s.description)} |`);
  }
  out.push("", "## Transitions", "", "| From | Event | Guard | To | Actions | Requirements |", "|---|---|---|---|---|---|");
  for (const t of model.transitions) {
    const guard = t.guard ? `\`${t.guard.name}\`: ${cell(t.guard.description)}` : t.order > 0 ? "otherwise (no guard above held)" : "—";
    const to = t.targets.length > 0 ? t.targets.map((x) => `\`${x}\``).join(", ") : "(stays)";
    const actions = t.actions.length > 0 ? t.actions.map((a) => `\`${a}\``).join(", ") : "—";
    out.push(`| \`${t.source}\` | ${cell(t.event)} | ${guard} | ${to} | ${actions} | ${cell(t.spec)} |`);
  }
  out.push("", "When several rows share a state and an event, they are tried from top to bottom; the first whose guard holds is taken.", "");
  out.push("## Guards", "");
  if (model.guards.length === 0) out.push("None.", "");
  else {
    out.push("| Guard | Checks |", "|---|---|");
    for (const g of model.guards) out.push(`| \`${g.name}\` | ${cell(g.description)} |`);
    out.push("");
  }
  out.push("## Invoked actors (the machine's I/O)", "");
  if (model.actors.length === 0) out.push("None.", "");
  else {
    out.push("Each is a port supplied at the composition root (`src/api/live-actors.ts`) and replaced by a fake in tests.", "", "| In state | Actor | Port |", "|---|---|---|");
    for (const a of model.actors) out.push(`| \`${a.state}\` | \`${a.id}\` | \`${a.src}\` |`);
    out.push("");
  }
  out.push("## Delays", "");
  if (model.delays.length === 0) out.push("None: this machine has no timed transitions.", "");
  else {
    out.push("| Delay | Value |", "|---|---|");
    for (const d of model.delays) out.push(`| \`${d.name}\` | ${d.value} |`);
    out.push("");
  }
  const unreachable = model.transitions.filter((t) => t.unreachable);
  const impossible = model.transitions.flatMap((t) => Object.entries(t.impossibleOutcomes).map(([o, reason]) => ({ t, o, reason })));
  out.push("## Transitions that cannot be taken", "");
  if (unreachable.length === 0 && impossible.length === 0) out.push("None: every transition and every guard outcome is reachable.", "");
  else {
    for (const t of unreachable) out.push(`- \`${t.source}\` on ${t.event}: ${t.unreachable}`);
    for (const { t, o, reason } of impossible) out.push(`- guard \`${t.guard?.name}\` cannot ${o === "pass" ? "pass" : "fail"} at \`${t.source}\` on ${t.event}: ${reason}`);
    out.push("");
  }
  const requirements = loadRequirements();
  const cited = [...new Set(model.transitions.flatMap((t) => idsOf(t.spec)))].sort((a, b) => [...requirements.keys()].indexOf(a) - [...requirements.keys()].indexOf(b));
  out.push("## Requirements cited", "", "The IDs of [docs/requirements.md](../requirements.md) that this machine's transitions implement; [traceability.md](traceability.md) follows each to its paths and tests.", "");
  out.push("| ID | Kind | Source | Says |", "|---|---|---|---|");
  for (const id of cited) {
    const r = requirements.get(id);
    out.push(`| ${id} | ${r?.kind ?? "unknown"} | ${cell(r?.source)} | ${cell(r?.text)} |`);
  }
  out.push("");
  const [states, transitions, guards, pairs] = coverageCells(generated);
  out.push("## Coverage by the generated paths", "");
  out.push(`Measured by replaying the ${generated.paths.length} paths in [${model.id}.paths.md](${model.id}.paths.md) against the machine: states ${states}; transitions ${transitions}; guard outcomes ${guards}; transition pairs ${pairs}${entry.coverPairs ? " (required: this is a money flow)" : " (reported; a pair is a transition followed by one leaving the state it entered, counted against every pair the definition allows, some of which guards or context make impossible)"}.`, "");
  return `${out.join("\n")}`;
}

export function toPathsMarkdown(entry: MachineEntry, model: MachineModel, generated: GeneratedPaths): string {
  const machine = withFakeActors(entry.machine);
  const out: string[] = [];
  out.push(`# Test paths: \`${model.id}\``, "");
  out.push("> Generated by `npm run statecharts`. Every path below is replayed against the machine by `npm run test:paths`, which checks the state after each step. A manual tester can follow the same steps in the sandbox (its control page switches the platform's answers).", "");
  out.push(`${generated.paths.length} paths, chosen from ${generated.candidates} candidates (shortest paths to every state plus one-step completions) as the fewest that take every transition and make every guard both pass and fail.`, "");
  for (const path of generated.paths) {
    let [snapshot] = initialTransition(machine, inputNamed(entry, path.input).input);
    const lines: string[] = [`1. ${path.input} → **${describeValue(snapshot.value)}**.`];
    path.steps.forEach((step, i) => {
      const sample = sampleNamed(entry, step.sample);
      [snapshot] = transition(machine, snapshot, sample.event as EventObject);
      lines.push(`${i + 2}. ${sample.label} → **${describeValue(snapshot.value)}**.`);
    });
    out.push(`## Path \`${path.id}\`: ends in ${describeValue(snapshot.value)}`, "", ...lines, "");
  }
  return out.join("\n");
}
