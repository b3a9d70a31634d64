/**
 * docs/statecharts/index.html: a static path player for reviewers. One self-contained page (inline CSS, JS, data and
 * diagrams; no network), opened straight from the file system: pick a machine and one of its test paths, then step
 * through it and see the step's words, the state after it, the current state(s) and the transitions taken highlighted
 * on the diagram, and the requirements those transitions implement.
 */
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from "xstate";
import type { MachineReport } from "./generate.ts";
import type { RuntimeNode } from "./model.ts";
import { describeValue, diagramElements, plainActionsByKey, requirementsOf } from "./render.ts";
import { inputNamed, sampleNamed, withFakeActors } from "./replay.ts";

export interface PlayerRequirement {
  id: string;
  kind: string;
  source: string;
  text: string;
}

export interface PlayerTransition {
  /** "login.submitted [isFormInvalid]". */
  label: string;
  from: string;
  /** Target state ids; empty when the transition stays where it is. */
  to: string[];
  /** `meta.spec` as the machine says it. */
  spec: string;
  /** The words of `spec` that are requirement IDs of docs/requirements.md, with their text. */
  requirements: PlayerRequirement[];
  actions: string[];
  /** SVG element ids that draw this transition. */
  elements: string[];
}

export interface PlayerStep {
  /** The step's words: the start input for step 0, the sample label after that. */
  text: string;
  /** The state after the step, in words. */
  state: string;
  /** Active state ids after the step (every level, without the machine itself). */
  active: string[];
  /** Transition keys taken by the step, in order. */
  taken: string[];
}

export interface PlayerPath {
  id: string;
  input: string;
  /** The final state in words. */
  ends: string;
  steps: PlayerStep[];
}

export interface PlayerMachine {
  id: string;
  summary: string;
  svg: string;
  states: Record<string, { element: string; name: string; description: string }>;
  transitions: Record<string, PlayerTransition>;
  paths: PlayerPath[];
}

/** The active state ids of a snapshot (machine prefix removed, as in model.ts). */
export function activeStates(machineId: string, snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes: RuntimeNode[] })._nodes;
  const ids = new Set<string>();
  for (const node of nodes) {
    if (node.id === machineId) continue;
    ids.add(node.id.startsWith(`${machineId}.`) ? node.id.slice(machineId.length + 1) : node.id);
  }
  return [...ids];
}

/** The SVG as an element for the page: without the XML prolog, doctype and comments. */
function inlineSvg(svg: string): string {
  return svg
    .replace(/<\?xml[^>]*>/, "")
    .replace(/<!DOCTYPE[^>]*>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .trim();
}

export function playerData(report: MachineReport, svg: string): PlayerMachine {
  const { entry, model, generated } = report;
  const elements = diagramElements(model);
  const actions = plainActionsByKey(entry.machine);
  const states: PlayerMachine["states"] = {};
  for (const s of model.states) {
    if (s.id === "(machine)") continue;
    states[s.id] = { element: elements.states[s.id]!, name: s.id, description: s.description ?? "" };
  }
  const transitions: PlayerMachine["transitions"] = {};
  for (const t of model.transitions) {
    const guard = t.guard ? ` [${t.guard.name}]` : t.order > 0 ? " [otherwise]" : "";
    transitions[t.key] = {
      label: `${t.event}${guard}`,
      from: t.source,
      to: t.targets,
      spec: t.spec ?? "",
      requirements: requirementsOf(t.spec).map((r) => ({ id: r.id, kind: r.kind, source: r.source, text: r.text })),
      actions: actions.get(t.key) ?? t.actions,
      elements: elements.transitions[t.key] ?? [],
    };
  }
  const machine = withFakeActors(entry.machine);
  const paths = generated.paths.map((path, i): PlayerPath => {
    const taken = generated.results[i]?.taken ?? [];
    let [snapshot] = initialTransition(machine, inputNamed(entry, path.input).input);
    const steps: PlayerStep[] = [{ text: `Start: ${path.input}`, state: describeValue(snapshot.value), active: activeStates(model.id, snapshot), taken: taken[0] ?? [] }];
    path.steps.forEach((step, n) => {
      const sample = sampleNamed(entry, step.sample);
      [snapshot] = transition(machine, snapshot, sample.event as EventObject);
      steps.push({ text: sample.label, state: describeValue(snapshot.value), active: activeStates(model.id, snapshot), taken: taken[n + 1] ?? [] });
    });
    return { id: path.id, input: path.input, ends: steps[steps.length - 1]!.state, steps };
  });
  return { id: model.id, summary: entry.summary, svg: inlineSvg(svg), states, transitions, paths };
}

/** JSON that can sit inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

const STYLE = `
:root { color-scheme: light; --ink: #0f172a; --muted: #475569; --line: #cbd5e1; --accent: #1d4ed8; --state: #c2410c; --paper: #ffffff; --panel: #f8fafc; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: var(--paper); }
header, main { padding: 0 1.25rem; }
h1 { font-size: 1.5rem; margin: 1rem 0 0.25rem; }
h2 { font-size: 1.15rem; margin: 0 0 0.5rem; }
h3 { font-size: 1rem; margin: 1rem 0 0.25rem; }
p { margin: 0.25rem 0 0.75rem; }
a { color: var(--accent); }
.intro { color: var(--muted); max-width: 70rem; }
.controls { display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: end; margin: 0.75rem 0; }
.field { display: flex; flex-direction: column; gap: 0.2rem; min-width: 0; max-width: 100%; }
label { font-weight: 600; }
select, button { font: inherit; color: var(--ink); }
select { min-width: 14rem; max-width: min(36rem, 100%); padding: 0.35rem 0.5rem; border: 1px solid var(--muted); border-radius: 6px; background: #fff; }
button { padding: 0.4rem 1rem; border: 1px solid var(--accent); border-radius: 6px; background: var(--accent); color: #fff; font-weight: 600; cursor: pointer; }
button[disabled] { background: #e2e8f0; color: #475569; border-color: #94a3b8; cursor: not-allowed; }
select:focus-visible, button:focus-visible, input:focus-visible, .diagram:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.stepper { display: flex; gap: 0.5rem; align-items: center; }
.counter { font-weight: 600; min-width: 8rem; }
.layout { display: grid; grid-template-columns: minmax(16rem, 22rem) 1fr; gap: 1.25rem; align-items: start; }
@media (max-width: 60rem) { .layout { grid-template-columns: 1fr; } }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 1rem; }
.step-text { font-size: 1.1rem; font-weight: 600; }
.state { font-weight: 600; color: var(--state); }
.taken { list-style: none; padding: 0; margin: 0; }
.taken > li { border-top: 1px solid var(--line); padding: 0.5rem 0; }
.taken code, .reqs code { font-size: 0.9em; }
.reqs { margin: 0.25rem 0 0; padding-left: 1.1rem; }
.reqs li { margin: 0.2rem 0; }
.muted { color: var(--muted); }
.diagram { overflow: auto; border: 1px solid var(--line); border-radius: 8px; padding: 0.5rem; max-height: 80vh; background: #fff; }
.diagram.fit svg { width: 100%; height: auto; }
.diagram .is-active path, .diagram .is-active polygon, .diagram .is-active ellipse { stroke: var(--state); stroke-width: 3px; }
.diagram .node.is-active path, .diagram .node.is-active polygon { fill: #ffedd5; }
.diagram .cluster.is-active > path, .diagram .cluster.is-active > polygon { stroke-width: 2.5px; stroke-dasharray: none; }
.diagram .cluster.is-active > text { fill: var(--state); font-weight: 700; }
.diagram .is-taken path { stroke: var(--accent); stroke-width: 3.5px; }
.diagram .is-taken polygon { stroke: var(--accent); fill: var(--accent); }
.diagram .node.is-taken polygon, .diagram .node.is-taken path { fill: #dbeafe; }
.diagram .is-taken text { fill: var(--accent); font-weight: 700; }
.legend { display: grid; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: 0.35rem 1rem; list-style: none; padding: 0; margin: 0.5rem 0 1.5rem; font-size: 0.95rem; }
.legend li { display: flex; gap: 0.6rem; align-items: center; }
.legend svg { flex: none; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
details.intro { margin: 0 0 0.75rem; }
summary { cursor: pointer; color: var(--accent); }
summary:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.check { display: flex; gap: 0.4rem; align-items: center; font-weight: 400; }
`;

const SCRIPT = `
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("player-data").textContent);
  var byId = {};
  data.machines.forEach(function (m) { byId[m.id] = m; });
  var machineSelect = document.getElementById("machine");
  var pathSelect = document.getElementById("path");
  var prev = document.getElementById("prev");
  var next = document.getElementById("next");
  var counter = document.getElementById("counter");
  var diagram = document.getElementById("diagram");
  var fit = document.getElementById("fit");
  var live = document.getElementById("announce");
  var current = { machine: null, path: null, step: 0 };

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) { node.append(c); });
    return node;
  }
  function find(id) { return diagram.querySelector('[id="' + id.replace(/["\\\\]/g, "\\\\$&") + '"]'); }

  function showMachine(id, pathId, step) {
    var m = byId[id] || data.machines[0];
    current.machine = m;
    machineSelect.value = m.id;
    document.getElementById("summary").textContent = m.summary;
    diagram.innerHTML = m.svg;
    var svg = diagram.querySelector("svg");
    if (svg) { svg.setAttribute("role", "img"); svg.setAttribute("aria-label", "Statechart of " + m.id + "; the current state and the transitions of the step are highlighted"); }
    pathSelect.textContent = "";
    m.paths.forEach(function (p, i) {
      var label = "Path " + (i + 1) + " (" + p.id + "): " + (p.steps.length - 1) + (p.steps.length === 2 ? " step" : " steps") + ", ends in " + p.ends;
      pathSelect.append(el("option", { value: p.id }, [label]));
    });
    showPath(pathId, step);
  }

  function showPath(pathId, step) {
    var m = current.machine;
    var p = m.paths.filter(function (x) { return x.id === pathId; })[0] || m.paths[0];
    current.path = p;
    pathSelect.value = p.id;
    document.getElementById("starts").textContent = p.input;
    showStep(Math.max(0, Math.min(step || 0, p.steps.length - 1)), false);
  }

  function transitionItem(m, key) {
    var t = m.transitions[key];
    var li = el("li");
    if (!t) { li.append(key); return li; }
    var to = t.to.length === 0 ? "stays in " + t.from : t.from + " \\u2192 " + t.to.join(", ");
    li.append(el("div", {}, [el("strong", {}, [t.label])]));
    li.append(el("div", { class: "muted" }, [to.replace("(machine)", "any state")]));
    if (t.actions.length > 0) li.append(el("div", {}, ["Does: " + t.actions.join("; ")]));
    li.append(el("div", {}, ["Spec: ", t.spec ? el("code", {}, [t.spec]) : "none"]));
    if (t.requirements.length > 0) {
      var list = el("ul", { class: "reqs", "aria-label": "Requirements of this transition" });
      t.requirements.forEach(function (r) {
        list.append(el("li", {}, [el("code", {}, [r.id]), " (" + r.kind + (r.source ? ", " + r.source : "") + "): " + r.text]));
      });
      li.append(list);
    }
    return li;
  }

  function showStep(n, announce) {
    var m = current.machine, p = current.path, s = p.steps[n];
    current.step = n;
    var last = p.steps.length - 1;
    counter.textContent = n === 0 ? "Start (of " + last + " steps)" : "Step " + n + " of " + last;
    prev.disabled = n === 0;
    next.disabled = n === last;
    document.getElementById("step-text").textContent = s.text;
    document.getElementById("step-state").textContent = s.state;
    var taken = document.getElementById("taken");
    taken.textContent = "";
    s.taken.forEach(function (k) { taken.append(transitionItem(m, k)); });
    document.getElementById("no-taken").hidden = s.taken.length > 0;
    diagram.querySelectorAll(".is-active, .is-taken").forEach(function (e) {
      e.classList.remove("is-active", "is-taken");
      e.removeAttribute("data-highlight");
    });
    var first = null;
    s.active.forEach(function (id) {
      var st = m.states[id];
      var node = st && find(st.element);
      if (node) { node.classList.add("is-active"); node.setAttribute("data-highlight", "state"); if (!first && !node.classList.contains("cluster")) first = node; }
    });
    s.taken.forEach(function (k) {
      var t = m.transitions[k];
      (t ? t.elements : []).forEach(function (id) {
        var node = find(id);
        if (node) { node.classList.add("is-taken"); node.setAttribute("data-highlight", "transition"); }
      });
    });
    if (first && first.scrollIntoView && !diagram.classList.contains("fit")) first.scrollIntoView({ block: "nearest", inline: "nearest" });
    try { history.replaceState(null, "", "#" + encodeURIComponent(m.id) + "/" + encodeURIComponent(p.id) + "/" + n); } catch (e) { /* file:// may refuse */ }
    if (announce) live.textContent = counter.textContent + ": " + s.text + ". Now in " + s.state + ".";
  }

  machineSelect.addEventListener("change", function () { showMachine(machineSelect.value, null, 0); live.textContent = "Machine " + machineSelect.value + ", first path, at the start."; });
  pathSelect.addEventListener("change", function () { showPath(pathSelect.value, 0); live.textContent = "Path " + pathSelect.value + ", at the start."; });
  prev.addEventListener("click", function () { if (current.step > 0) showStep(current.step - 1, true); });
  next.addEventListener("click", function () { if (current.step < current.path.steps.length - 1) showStep(current.step + 1, true); });
  fit.addEventListener("change", function () { diagram.classList.toggle("fit", fit.checked); });
  document.addEventListener("keydown", function (event) {
    var tag = event.target && event.target.tagName;
    if (tag === "SELECT" || tag === "INPUT" || tag === "TEXTAREA" || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight" && !next.disabled) { event.preventDefault(); next.click(); }
    else if (event.key === "ArrowLeft" && !prev.disabled) { event.preventDefault(); prev.click(); }
  });

  data.machines.forEach(function (m) { machineSelect.append(el("option", { value: m.id }, [m.id + " (" + m.paths.length + " paths)"])); });
  var hash = decodeURIComponent(location.hash.replace(/^#/, "")).split("/");
  showMachine(hash[0], hash[1], Number(hash[2]) || 0);
})();
`;

/** Small drawings of every shape the diagrams use, in the diagrams' own colours. */
const LEGEND: [string, string][] = [
  [`<circle cx="20" cy="12" r="6" fill="#0f172a"/>`, "Black dot: where the machine, or a frame, starts."],
  [`<rect x="4" y="3" width="34" height="18" rx="6" fill="#fff" stroke="#334155"/>`, "Box: a state the player or the site can be in."],
  [`<rect x="4" y="3" width="34" height="18" rx="6" fill="#fff" stroke="#334155"/><rect x="7" y="6" width="28" height="12" rx="4" fill="none" stroke="#334155"/>`, "Double border: a finished (final) state."],
  [`<rect x="2" y="2" width="38" height="20" rx="4" fill="#f1f5f9" stroke="#64748b"/>`, "Grey frame: a group of states that belong together."],
  [`<rect x="2" y="2" width="38" height="20" rx="4" fill="#f8fafc" stroke="#64748b" stroke-dasharray="4 3"/>`, "Dashed frame: regions that run at the same time (parallel)."],
  [`<path d="M4 12 H34" stroke="#475569" fill="none"/><path d="M34 8 L40 12 L34 16 Z" fill="#475569"/>`, "Arrow: a transition, labelled event [guard]; hover it for what it does and its requirements."],
  [`<path d="M4 12 H34" stroke="#475569" stroke-dasharray="4 3" fill="none"/><path d="M34 8 L40 12 L34 16 Z" fill="#475569"/>`, "Dashed arrow: a transition that can never be taken (the machine's page says why)."],
  [`<rect x="2" y="10" width="20" height="12" rx="4" fill="#fff" stroke="#334155"/><path d="M9 10 C 4 -2, 26 -2, 17 9" stroke="#475569" fill="none"/><path d="M14 6 L17 10 L19 5 Z" fill="#475569"/>`, "Arrow back to its own box: events the state handles without leaving it, one per line."],
  [`<path d="M2 3 H32 L38 9 V21 H2 Z" fill="#fefce8" stroke="#a16207"/><path d="M32 3 V9 H38" fill="none" stroke="#a16207"/>`, "Yellow note: events a whole frame (“anywhere in …”) or the whole machine (“in any state”) handles; its arrows lead where they go."],
  [`<rect x="4" y="3" width="34" height="18" rx="6" fill="#ffedd5" stroke="#c2410c" stroke-width="3"/>`, "Orange: the state(s) the machine is in after the step."],
  [`<path d="M4 12 H34" stroke="#1d4ed8" stroke-width="3.5" fill="none"/><path d="M34 8 L40 12 L34 16 Z" fill="#1d4ed8"/>`, "Blue: the transition(s) the step took."],
];

export function playerPage(reports: MachineReport[], files: ReadonlyMap<string, string>): string {
  const data = { machines: reports.map((r) => playerData(r, files.get(`${r.model.id}.svg`) ?? "")) };
  const legend = LEGEND.map(([shape, text]) => `<li><svg width="42" height="24" viewBox="0 0 42 24" aria-hidden="true">${shape}</svg><span>${text}</span></li>`).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Statecharts: path player</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Statecharts: path player</h1>
<p class="intro">Generated by <code>npm run statecharts</code> from the runtime machines; do not edit by hand. Pick a machine and one of its test paths, then step through it with <strong>Previous</strong> and <strong>Next</strong> (or the left and right arrow keys). Every path is replayed against the machine by <code>npm run test:paths</code>. The machines' pages are listed in <a href="README.md">README.md</a>.</p>
</header>
<main>
<div class="controls">
  <div class="field"><label for="machine">Machine</label><select id="machine"></select></div>
  <div class="field"><label for="path">Path</label><select id="path"></select></div>
  <div class="stepper" role="group" aria-label="Step through the path">
    <button type="button" id="prev" aria-keyshortcuts="ArrowLeft">Previous</button>
    <button type="button" id="next" aria-keyshortcuts="ArrowRight">Next</button>
    <span class="counter" id="counter"></span>
  </div>
  <label class="check"><input type="checkbox" id="fit" checked> Fit the diagram to the window</label>
</div>
<details class="intro"><summary>What this machine covers</summary><p id="summary"></p></details>
<div id="announce" class="sr-only" aria-live="polite" aria-atomic="true"></div>
<div class="layout">
  <section class="panel" aria-labelledby="step-heading">
    <h2 id="step-heading">This step</h2>
    <p class="muted">Path starts: <span id="starts"></span></p>
    <p class="step-text" id="step-text"></p>
    <p>State after it: <span class="state" id="step-state"></span></p>
    <h3>Transitions taken</h3>
    <p id="no-taken" class="muted">None: the step changed nothing the diagram draws.</p>
    <ul class="taken" id="taken" aria-label="Transitions taken in this step"></ul>
  </section>
  <section aria-label="Diagram">
    <div class="diagram fit" id="diagram" tabindex="0" aria-label="Diagram (scrolls)"></div>
  </section>
</div>
<h2>Legend</h2>
<ul class="legend">
${legend}
</ul>
</main>
<script type="application/json" id="player-data">${scriptJson(data)}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
