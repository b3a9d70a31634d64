/** Renders a machine model as Graphviz DOT, a reviewer's Markdown page and a tester's path list. */
import { initialTransition, transition, type AnyStateMachine, type EventObject } from "xstate";
import type { MachineEntry } from "../../machines/shared/registry-types.ts";
import { actionName, transitionKey, type MachineModel, type RuntimeNode, type StateModel, type TransitionModel } from "./model.ts";
import { idsOf, loadRequirements, type Requirement } from "./requirements.ts";
import type { GeneratedPaths } from "./paths.ts";
import { inputNamed, sampleNamed, withFakeActors } from "./replay.ts";

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

/** The note that stands for "anywhere in this frame" (or "in any state" for the machine itself). */
function anyNode(stateId: string): string {
  return `${stateId}::any`;
}

function edgeLabel(t: TransitionModel): string {
  if (t.guard) return `${t.event}\n[${t.guard.name}]`;
  return t.order > 0 ? `${t.event}\n[otherwise]` : t.event;
}

/** One line: "event [guard]". */
function edgeLine(t: TransitionModel): string {
  return edgeLabel(t).replace("\n", " ");
}

/** A transition that leaves its source where it is (no target, or its own source): drawn as a self-loop. */
export function staysPut(t: TransitionModel): boolean {
  return t.targets.length === 0 || (t.targets.length === 1 && t.targets[0] === t.source);
}

/* ---- Plain-language action names (reviewer page, diagram tooltips, path player) ---- */

function eventTypeOf(event: unknown): string | undefined {
  if (typeof event === "string") return event;
  if (event && typeof event === "object" && typeof (event as { type?: unknown }).type === "string") return (event as { type: string }).type;
  return undefined;
}

/**
 * An action as a reviewer reads it: `xstate.sendTo` → "tell session: session.ended", `xstate.raise` → "raise
 * search.settled", `set tries` → "remember tries", an assign by function → "update the context". Named actions keep
 * their names. (`actionName` in model.ts stays as it is: its names are part of the documents' keys.)
 */
export function plainAction(action: unknown): string {
  const a = action as { type?: unknown; to?: unknown; event?: unknown; sendId?: unknown; id?: unknown; actorRef?: unknown; assignment?: unknown; delay?: unknown };
  const type = a && (typeof a === "object" || typeof a === "function") ? a.type : undefined;
  const delay = a && (typeof a.delay === "string" || typeof a.delay === "number") ? ` after ${typeof a.delay === "number" ? `${a.delay} ms` : a.delay}` : "";
  switch (type) {
    case "xstate.assign": {
      const keys = a.assignment && typeof a.assignment === "object" ? Object.keys(a.assignment) : [];
      return keys.length > 0 ? `remember ${keys.map(humanize).join(", ")}` : "update the context";
    }
    case "xstate.sendTo": {
      const event = eventTypeOf(a.event);
      const to = a.to === "#_parent" ? "the parent flow" : typeof a.to === "string" ? a.to.replace(/^#/, "") : "another flow";
      return `tell ${to}${event ? `: ${event}` : ""}${delay}`;
    }
    case "xstate.raise": {
      const event = eventTypeOf(a.event);
      return `${event ? `raise ${event}` : "raise an event"}${delay}`;
    }
    case "xstate.cancel":
      return typeof a.sendId === "string" ? `cancel the pending ${a.sendId}` : "cancel a pending event";
    case "xstate.emit": {
      const event = eventTypeOf(a.event);
      return event ? `announce ${event}` : "announce an event";
    }
    case "xstate.spawnChild":
      return typeof a.id === "string" ? `start ${a.id}` : "start a child flow";
    case "xstate.stopChild":
      return typeof a.actorRef === "string" ? `stop ${a.actorRef}` : "stop a child flow";
    case "xstate.enqueueActions":
      return "decide the actions from the context";
    case "xstate.log":
      return "write to the log";
    default:
      return actionName(action);
  }
}

/** The plain action names of every transition of a runtime machine, by transition key. */
export function plainActionsByKey(machine: AnyStateMachine): Map<string, string[]> {
  const root = (machine as unknown as { root: RuntimeNode }).root;
  const out = new Map<string, string[]>();
  const visit = (node: RuntimeNode) => {
    const groups = [...node.transitions.values(), ...(node.always && node.always.length > 0 ? [node.always] : [])];
    for (const candidates of groups) for (const t of candidates) out.set(transitionKey(root.id, t), t.actions.map(plainAction));
    for (const child of Object.values(node.states ?? {})) visit(child);
  };
  visit(root);
  return out;
}

/** The requirement IDs a `meta.spec` names that docs/requirements.md knows, with their text. */
export function requirementsOf(spec: string | undefined): Requirement[] {
  const known = loadRequirements();
  return idsOf(spec).flatMap((word) => {
    const r = known.get(word);
    return r ? [r] : [];
  });
}

/** What a reviewer sees on hovering an arrow: event, guard, what it does and the requirements it implements. */
function edgeTooltip(t: TransitionModel, actions: readonly string[] | undefined): string {
  const lines = [`${edgeLine(t)}${t.guard?.description ? ` — ${t.guard.description}` : ""}`];
  if (actions && actions.length > 0) lines.push(`does: ${actions.join("; ")}`);
  if (t.spec) lines.push(`spec: ${t.spec}`);
  for (const r of requirementsOf(t.spec)) lines.push(`${r.id}: ${r.text}`);
  if (t.unreachable) lines.push(`cannot happen: ${t.unreachable}`);
  return lines.join("\n");
}

/** The SVG element ids of each transition (one per arrow; self-loops and frame-wide events share an element). */
export function diagramElements(model: MachineModel): { transitions: Record<string, string[]>; states: Record<string, string> } {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const transitions: Record<string, string[]> = {};
  for (const t of model.transitions) {
    const source = byId.get(t.source)!;
    if (staysPut(t)) transitions[t.key] = [isCluster(source) || source.id === "(machine)" ? `any:${source.id}` : `loops:${source.id}`];
    else transitions[t.key] = t.targets.map((_, i) => (i === 0 ? `t:${t.key}` : `t:${t.key}#${i + 1}`));
  }
  const states: Record<string, string> = {};
  for (const s of model.states) if (s.id !== "(machine)") states[s.id] = isCluster(s) ? `cluster:${s.id}` : `state:${s.id}`;
  return { transitions, states };
}

/**
 * Graphviz DOT for a machine. Every state box has `id="state:<id>"`, every frame `id="cluster:<id>"`, every arrow
 * `id="t:<transition key>"` (the path player highlights them); the self-loops of one state are one arrow
 * (`id="loops:<state>"`) listing each event on its own line, and events a whole frame (or the machine) handles are
 * a note inside it (`id="any:<state>"`).
 */
export function toDot(model: MachineModel, machine?: AnyStateMachine): string {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const actions = machine ? plainActionsByKey(machine) : new Map<string, string[]>();
  const stays = new Map<string, TransitionModel[]>();
  for (const t of model.transitions) if (staysPut(t)) stays.set(t.source, [...(stays.get(t.source) ?? []), t]);
  const needsNote = (state: StateModel) =>
    (isCluster(state) || state.id === "(machine)") &&
    model.transitions.some((t) => t.source === state.id && (staysPut(t) || t.targets.some((x) => isDescendant(model, x, state.id))));
  const lines: string[] = [
    `digraph ${quote(model.id)} {`,
    `  graph [compound=true, rankdir=LR, fontname=${quote(FONT)}, fontsize=12, nodesep=0.35, ranksep=0.5, pad=0.2, label=${quote(`${model.id} statechart`)}, labelloc=t];`,
    `  node [shape=box, style="rounded,filled", fillcolor="#ffffff", color="#334155", fontname=${quote(FONT)}, fontsize=11];`,
    `  edge [color="#475569", fontname=${quote(FONT)}, fontsize=9, fontcolor="#1e293b"];`,
  ];
  const note = (state: StateModel, indent: string) => {
    if (!needsNote(state)) return;
    const heading = state.id === "(machine)" ? "in any state" : `anywhere in ${state.key}`;
    const listed = stays.get(state.id) ?? [];
    const label = [`${heading}${listed.length > 0 ? ", stays on:" : ""}\\l`, ...listed.map((t) => `   ${edgeLine(t)}\\l`)].join("");
    const tooltip = [heading, ...listed.map((t) => edgeTooltip(t, actions.get(t.key)))].join("\n\n");
    lines.push(
      `${indent}${quote(anyNode(state.id))} [id=${quote(`any:${state.id}`)}, shape=note, style=filled, fillcolor="#fefce8", color="#a16207", fontsize=9, label="${label.replace(/"/g, '\\"')}", tooltip=${quote(tooltip)}];`,
    );
  };
  const emit = (state: StateModel, indent: string) => {
    if (state.id === "(machine)") {
      // A machine of parallel regions has no start of its own: each region's dot marks where it starts.
      if (state.initial || model.transitions.some((t) => t.targets.includes("(machine)"))) {
        lines.push(`${indent}${quote("(machine)::start")} [shape=circle, width=0.18, label="", style=filled, fillcolor="#0f172a", tooltip="start"];`);
      }
      note(state, indent);
      for (const child of state.children) emit(byId.get(child)!, indent);
      if (state.initial) lines.push(`${indent}${quote("(machine)::start")} -> ${quote(anchor(byId.get(state.initial)!))}${isCluster(byId.get(state.initial)!) ? ` [lhead=${quote(`cluster_${state.initial}`)}]` : ""};`);
      return;
    }
    if (isCluster(state)) {
      const parallel = state.type === "parallel";
      lines.push(`${indent}subgraph ${quote(`cluster_${state.id}`)} {`);
      lines.push(`${indent}  id=${quote(`cluster:${state.id}`)}; tooltip=${quote(`${state.key}: ${state.description ?? ""}`)};`);
      lines.push(`${indent}  label=${quote(parallel ? `${state.key} (parallel regions)` : state.key)}; fontname=${quote(FONT)}; fontsize=11; style="rounded${parallel ? ",dashed" : ""}"; color="#64748b"; bgcolor="${parallel ? "#f8fafc" : "#f1f5f9"}";`);
      lines.push(`${indent}  ${quote(anchor(state))} [shape=point, style=invis, width=0.01, label=""];`);
      note(state, `${indent}  `);
      if (state.initial && !parallel) {
        const init = byId.get(state.initial)!;
        lines.push(`${indent}  ${quote(`${state.id}::initial`)} [shape=circle, width=0.12, label="", style=filled, fillcolor="#0f172a", tooltip="start of ${state.key}"];`);
        lines.push(`${indent}  ${quote(`${state.id}::initial`)} -> ${quote(anchor(init))}${isCluster(init) ? ` [lhead=${quote(`cluster_${init.id}`)}]` : ""};`);
      }
      for (const child of state.children) emit(byId.get(child)!, `${indent}  `);
      lines.push(`${indent}}`);
      return;
    }
    const final = state.type === "final";
    lines.push(`${indent}${quote(state.id)} [id=${quote(`state:${state.id}`)}, label=${quote(state.key)}${final ? ", peripheries=2" : ""}, tooltip=${quote(`${state.key}: ${state.description ?? ""}`)}];`);
  };
  emit(byId.get("(machine)")!, "  ");
  for (const [sourceId, loops] of stays) {
    const source = byId.get(sourceId)!;
    if (isCluster(source) || sourceId === "(machine)") continue; // listed in the frame's note
    const attrs = [
      `id=${quote(`loops:${sourceId}`)}`,
      loops.length === 1 ? `label=${quote(edgeLabel(loops[0]!))}` : `label="${loops.map((t) => `${edgeLine(t)}\\l`).join("").replace(/"/g, '\\"')}"`,
      `tooltip=${quote(loops.map((t) => edgeTooltip(t, actions.get(t.key))).join("\n\n"))}`,
    ];
    if (loops.every((t) => t.unreachable)) attrs.push("style=dashed");
    lines.push(`  ${quote(sourceId)} -> ${quote(sourceId)} [${attrs.join(", ")}];`);
  }
  for (const t of model.transitions) {
    if (staysPut(t)) continue;
    const source = byId.get(t.source)!;
    t.targets.forEach((targetId, i) => {
      const target = byId.get(targetId)!;
      const attrs = [`id=${quote(i === 0 ? `t:${t.key}` : `t:${t.key}#${i + 1}`)}`, `label=${quote(edgeLabel(t))}`, `tooltip=${quote(edgeTooltip(t, actions.get(t.key)))}`];
      let from = anchor(source);
      if (source.id === "(machine)" || (isCluster(source) && isDescendant(model, targetId, source.id))) from = anyNode(source.id);
      else if (isCluster(source)) attrs.push(`ltail=${quote(`cluster_${source.id}`)}`);
      let to = anchor(target);
      if (target.id === "(machine)") to = "(machine)::start";
      else if (isCluster(target) && !isDescendant(model, source.id, target.id)) attrs.push(`lhead=${quote(`cluster_${target.id}`)}`);
      else if (isCluster(target) && target.initial && target.type !== "parallel") to = `${target.id}::initial`;
      if (t.unreachable) attrs.push(`style=dashed`);
      // An arrow between a box and a frame next to it is clipped at the frame's border and can be very short (and
      // two opposite ones share a spot): its label is placed after layout, clear of the others.
      const boxAndFrame = isCluster(source) !== isCluster(target) && source.parent === target.parent;
      if (boxAndFrame && attrs.some((a) => a.startsWith("ltail=") || a.startsWith("lhead="))) attrs[1] = attrs[1]!.replace(/^label=/, "xlabel=");
      lines.push(`  ${quote(from)} -> ${quote(to)} [${attrs.join(", ")}];`);
    });
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
  const plain = plainActionsByKey(entry.machine);
  const out: string[] = [];
  out.push(`# Statechart: \`${model.id}\``, "");
  out.push("> Generated from the runtime machine by `npm run statecharts`. Do not edit by hand.", "");
  out.push(entry.summary, "");
  out.push(`**Implements:** ${entry.spec.join("; ")}`, "");
  out.push(`![Statechart of ${model.id}: states as boxes, nested and parallel states as clusters, arrows labelled with event and [guard]](${model.id}.svg)`, "");
  out.push("How to read the diagram: a box is a state; a grey frame is a state that contains others (a dashed frame holds parallel regions that run at the same time); the black dot marks where the machine or a frame starts; a double border marks a finished (final) state; each arrow is labelled with what makes it happen and, in brackets, the condition (guard) that must hold; a dashed arrow can never be taken. An arrow that comes back to its own box lists, one per line, the events that state handles without leaving it; a yellow note (“anywhere in …”, or “in any state” for the whole machine) lists the events a whole frame handles, and its arrows lead to where they go. Hover an arrow for what it does and the requirements it implements.", "");
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
    // Named actions keep their names (in code type); built-in ones are said in words ("tell session: …").
    const said = plain.get(t.key) ?? t.actions;
    const actions = said.length > 0 ? said.map((a, i) => (a === t.actions[i] && !a.startsWith("set ") && a !== "update context" ? `\`${a}\`` : cell(a))).join("; ") : "—";
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
  const impossiblePairs = Object.entries(entry.impossiblePairs ?? {});
  if (impossiblePairs.length > 0) {
    const byKey = new Map(model.transitions.map((t) => [t.key, t]));
    const say = (key: string) => {
      const t = byKey.get(key);
      return t ? `\`${t.source}\` on ${t.event}${t.guard ? ` (${t.guard.name})` : ""}` : `\`${key}\``;
    };
    out.push("## Transition pairs that cannot happen", "", "Pairs the definition allows but the guards and context rule out; they are left out of the pair count.", "");
    for (const [pair, reason] of impossiblePairs) {
      const [first = "", second = ""] = pair.split(" > ");
      out.push(`- ${say(first)}, then ${say(second)}: ${reason}`);
    }
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
