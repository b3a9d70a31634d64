/**
 * The definition model of a machine, read from the runtime machine object (never from source text):
 * its states, transitions, guards, actions, invoked actors and delays, with stable keys for coverage.
 */
import type { AnyStateMachine } from "xstate";
import { idsOf, loadRequirements } from "./requirements.ts";

/* xstate's StateNode and TransitionDefinition, reduced to what the generators read. */
export interface RuntimeTransition {
  eventType: string;
  source: RuntimeNode;
  target?: readonly RuntimeNode[] | undefined;
  guard?: unknown;
  actions: readonly unknown[];
  meta?: Record<string, unknown> | undefined;
  reenter?: boolean;
}

export interface RuntimeNode {
  id: string;
  key: string;
  path: string[];
  type: "atomic" | "compound" | "parallel" | "final" | "history";
  description?: string | undefined;
  states: Record<string, RuntimeNode>;
  parent?: RuntimeNode | undefined;
  initial?: { target: readonly RuntimeNode[] } | undefined;
  invoke: readonly { id: string; src: unknown }[];
  entry: readonly unknown[];
  exit: readonly unknown[];
  transitions: Map<string, RuntimeTransition[]>;
  always?: RuntimeTransition[] | undefined;
  meta?: Record<string, unknown> | undefined;
}

export interface StateModel {
  id: string;
  key: string;
  depth: number;
  type: RuntimeNode["type"];
  description: string | undefined;
  parent: string | undefined;
  children: string[];
  initial: string | undefined;
  invokes: { id: string; src: string }[];
  entry: string[];
  exit: string[];
}

export interface GuardModel {
  name: string;
  description: string | undefined;
}

export interface TransitionModel {
  /** Stable identity: source state id, raw event type and position among that event's candidates. */
  key: string;
  source: string;
  eventType: string;
  /** The event as a reader says it ("fetchStatus succeeds", "immediately", "after 5 s"). */
  event: string;
  targets: string[];
  guard: GuardModel | undefined;
  actions: string[];
  spec: string | undefined;
  /** Why this transition can never be taken, when it cannot (from `meta.unreachable`). */
  unreachable: string | undefined;
  /** Guard outcomes that cannot happen, with the reason (from `meta.guardOutcomeUnreachable`). */
  impossibleOutcomes: { pass?: string; fail?: string };
  /** Candidates for the same event in the same state, in the order xstate tries them. */
  order: number;
  /**
   * The states active right after this transition that it put there or kept: its targets with their ancestors and
   * the states their initial transitions enter (its source and ancestors when it has no target). A transition
   * leaving one of these states can be taken next: the two form a transition pair.
   */
  enters: string[];
}

export interface ActorModel {
  state: string;
  id: string;
  src: string;
}

export interface DelayModel {
  name: string;
  value: string;
}

export interface MachineModel {
  id: string;
  description: string | undefined;
  root: string;
  states: StateModel[];
  transitions: TransitionModel[];
  guards: GuardModel[];
  actors: ActorModel[];
  delays: DelayModel[];
  /** The states the machine is in when it starts (the pseudo-transition `(start)` enters them). */
  initialStates: string[];
}

/** The key of the pseudo-transition that starts the machine, as the first member of transition pairs. */
export const START = "(start)";

function rootOf(machine: AnyStateMachine): RuntimeNode {
  return (machine as unknown as { root: RuntimeNode }).root;
}

function nameOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "function") return (value as { type?: string }).type ?? value.name ?? "inline";
  if (value && typeof value === "object" && "type" in value) return String((value as { type: unknown }).type);
  return "inline";
}

/** Readable action names: named actions as declared, assign by the context keys it sets. */
export function actionName(action: unknown): string {
  const candidate = action as { type?: string; assignment?: unknown; params?: unknown };
  if (candidate && candidate.type === "xstate.assign") {
    const assignment = candidate.assignment;
    const keys = assignment && typeof assignment === "object" ? Object.keys(assignment) : [];
    return keys.length > 0 ? `set ${keys.join(", ")}` : "update context";
  }
  if (typeof action === "function" && (action as { type?: string }).type === "xstate.assign") {
    const assignment = (action as { assignment?: unknown }).assignment;
    const keys = assignment && typeof assignment === "object" ? Object.keys(assignment) : [];
    return keys.length > 0 ? `set ${keys.join(", ")}` : "update context";
  }
  return nameOf(action);
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === "string") return guard;
  if (typeof guard === "object" && "type" in (guard as object)) return String((guard as { type: unknown }).type);
  return nameOf(guard);
}

/** The stable key of a runtime transition (works for any copy of the machine, e.g. after `.provide()`). */
export function transitionKey(machineId: string, t: RuntimeTransition): string {
  const candidates = t.eventType === "" ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `${shortId(machineId, t.source.id)}|${t.eventType || "always"}|${candidates.indexOf(t)}`;
}

/** A node, its ancestors and the states its initial transitions enter (every region of a parallel state). */
function entered(node: RuntimeNode): RuntimeNode[] {
  const out: RuntimeNode[] = [];
  for (let n: RuntimeNode | undefined = node.parent; n; n = n.parent) out.push(n);
  const down = (n: RuntimeNode) => {
    out.push(n);
    if (n.type === "parallel") for (const child of Object.values(n.states)) down(child);
    else if (n.type === "compound" && n.initial?.target[0]) for (const target of n.initial.target) down(target);
  };
  down(node);
  return out;
}

/** A targetless transition keeps its source, the source's ancestors and whatever is active inside it. */
function kept(node: RuntimeNode): RuntimeNode[] {
  const out: RuntimeNode[] = [];
  for (let n: RuntimeNode | undefined = node.parent; n; n = n.parent) out.push(n);
  const down = (n: RuntimeNode) => {
    out.push(n);
    for (const child of Object.values(n.states)) down(child);
  };
  down(node);
  return out;
}

function shortId(machineId: string, id: string): string {
  return id === machineId ? "(machine)" : id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : id;
}

/** How a reader says an event type. */
export function describeEvent(machineId: string, eventType: string): string {
  if (eventType === "") return "immediately";
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} succeeds`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} fails`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `all of ${shortId(machineId, doneState[1]!)} finished`;
  const after = /^xstate\.after\.([^.]+)\.(.+)$/.exec(eventType);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}`;
  return eventType;
}

export function buildModel(machine: AnyStateMachine): MachineModel {
  const root = rootOf(machine);
  const implementations = (machine as unknown as { implementations: { guards: Record<string, unknown>; delays: Record<string, unknown> } }).implementations;
  const states: StateModel[] = [];
  const transitions: TransitionModel[] = [];
  const actors: ActorModel[] = [];
  const guardNames = new Set<string>();
  const id = root.id;

  const visit = (node: RuntimeNode, depth: number) => {
    const sid = shortId(id, node.id);
    const children = Object.values(node.states ?? {});
    states.push({
      id: sid,
      key: node.key,
      depth,
      type: node.type,
      description: node.description,
      parent: node.parent ? shortId(id, node.parent.id) : undefined,
      children: children.map((c) => shortId(id, c.id)),
      initial: node.initial?.target[0] ? shortId(id, node.initial.target[0].id) : undefined,
      invokes: node.invoke.map((inv) => ({ id: inv.id, src: nameOf(inv.src) })),
      entry: node.entry.map(actionName),
      exit: node.exit.map(actionName),
    });
    for (const inv of node.invoke) actors.push({ state: sid, id: inv.id, src: nameOf(inv.src) });
    const groups: [string, RuntimeTransition[]][] = [...node.transitions.entries()];
    if (node.always && node.always.length > 0) groups.push(["", node.always]);
    for (const [eventType, candidates] of groups) {
      candidates.forEach((t, order) => {
        const gName = guardName(t.guard);
        if (gName) guardNames.add(gName);
        const meta = (t.meta ?? {}) as { spec?: unknown; unreachable?: unknown; guardOutcomeUnreachable?: { pass?: string; fail?: string } };
        const key = `${sid}|${eventType || "always"}|${order}`;
        
        transitions.push({
          key,
          source: sid,
          eventType,
          event: describeEvent(id, eventType),
          targets: (t.target ?? []).map((n) => shortId(id, n.id)),
          guard: gName ? { name: gName, description: (implementations.guards[gName] as { description?: string } | undefined)?.description } : undefined,
          actions: t.actions.map(actionName),
          spec: typeof meta.spec === "string" ? meta.spec : undefined,
          unreachable: typeof meta.unreachable === "string" ? meta.unreachable : undefined,
          impossibleOutcomes: meta.guardOutcomeUnreachable ?? {},
          order,
          enters: [...new Set((t.target && t.target.length > 0 ? t.target.flatMap(entered) : kept(t.source)).map((n) => shortId(id, n.id)))],
        });
      });
    }
    for (const child of children) visit(child, depth + 1);
  };
  visit(root, 0);

  const delays = Object.entries(implementations.delays ?? {}).map(([name, value]) => ({
    name,
    value: typeof value === "number" ? `${value} ms` : "computed from context",
  }));
  const guards = [...guardNames].sort().map((name) => ({
    name,
    description: (implementations.guards[name] as { description?: string } | undefined)?.description,
  }));
  const initialStates = [...new Set(entered(root).map((n) => shortId(id, n.id)))];
  return { id, description: root.description, root: "(machine)", states, transitions, guards, actors, delays, initialStates };
}

/**
 * The machine conventions every statechart must meet (DESIGN §2.7); an empty list means it does. Every transition
 * names, in `meta.spec`, the IDs of docs/requirements.md it implements (requirements, deviations or site rules).
 */
export function conventionProblems(model: MachineModel, requirements: ReadonlyMap<string, unknown> = loadRequirements()): string[] {
  const problems: string[] = [];
  if (!model.description?.trim()) problems.push(`${model.id}: the machine has no description`);
  for (const state of model.states) {
    if (state.id !== "(machine)" && !state.description?.trim()) problems.push(`${model.id}: state "${state.id}" has no description`);
  }
  for (const guard of model.guards) {
    if (!guard.description?.trim()) problems.push(`${model.id}: guard "${guard.name}" has no description (wrap it in described())`);
  }
  for (const t of model.transitions) {
    const ids = idsOf(t.spec);
    if (ids.length === 0) problems.push(`${model.id}: transition ${t.source} --${t.event}--> has no meta.spec naming the requirement IDs it implements (e.g. "LOGIN-10"; see docs/requirements.md)`);
    for (const id of ids) {
      if (!requirements.has(id)) problems.push(`${model.id}: transition ${t.source} --${t.event}--> names "${id}", which is not in docs/requirements.md`);
    }
  }
  return problems;
}

/**
 * Every transition pair the definition allows: (t1, t2) where t2 leaves a state that t1 entered or kept, and
 * (`(start)`, t2) for the states the machine starts in. A state left at once by an unguarded eventless transition is
 * followed only by its eventless transitions. Other guards and context are not considered, so some pairs may be
 * impossible: the entry declares those with a reason (`impossiblePairs`), and they are left out.
 */
export function transitionPairs(model: MachineModel, impossible: Readonly<Record<string, string>> = {}): string[] {
  const reachable = model.transitions.filter((t) => !t.unreachable);
  const leaving = new Map<string, string[]>();
  for (const t of reachable) leaving.set(t.source, [...(leaving.get(t.source) ?? []), t.key]);
  // A state with an unguarded eventless transition is left at once: nothing but its eventless transitions can follow.
  const passedThrough = new Set(reachable.filter((t) => t.eventType === "" && !t.guard).map((t) => t.source));
  const eventless = new Set(reachable.filter((t) => t.eventType === "").map((t) => t.key));
  const pairs: string[] = [];
  const add = (from: string, states: readonly string[]) => {
    const instant = states.some((state) => passedThrough.has(state));
    for (const state of states) {
      for (const next of leaving.get(state) ?? []) {
        if (instant && !eventless.has(next)) continue;
        const pair = `${from} > ${next}`;
        if (!(pair in impossible)) pairs.push(pair);
      }
    }
  };
  add(START, model.initialStates);
  for (const t of reachable) add(t.key, t.enters);
  return [...new Set(pairs)];
}
