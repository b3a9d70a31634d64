// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../machines/registry.ts";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { buildModel } from "../../scripts/statecharts/model.ts";
import type { GeneratedPaths } from "../../scripts/statecharts/paths.ts";
import { playerData, type PlayerMachine } from "../../scripts/statecharts/player.ts";
import { plainAction } from "../../scripts/statecharts/render.ts";
import { idsOf, loadRequirements } from "../../scripts/statecharts/requirements.ts";
import { assign, cancel, raise, sendParent, sendTo } from "xstate";

const entries = registry.filter((e) => e.machine.id === "login" || e.machine.id === "smsCode");

/** The data the page embeds (the JSON in its `<script type="application/json">`). */
function embedded(html: string): { machines: PlayerMachine[] } {
  const match = /<script type="application\/json" id="player-data">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as { machines: PlayerMachine[] };
}

describe("docs/statecharts/index.html (the path player)", () => {
  let files: Map<string, string>;
  let data: { machines: PlayerMachine[] };
  // The committed page (npm run statecharts:check, before the tests in npm test, keeps it what the generator writes).
  beforeAll(() => {
    files = new Map(["index.html", "paths.json", "login.svg"].map((name) => [name, readFileSync(resolve(process.cwd(), "docs/statecharts", name), "utf8")]));
    const all = embedded(files.get("index.html")!);
    expect(all.machines.map((m) => m.id)).toEqual(registry.map((e) => e.machine.id));
    data = { machines: all.machines.filter((m) => entries.some((e) => e.machine.id === m.id)) };
  });

  it("is one self-contained page: inline style and script, no external resources", () => {
    const html = files.get("index.html")!;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(html).toContain('aria-live="polite"');
    expect(html).toMatch(/<button type="button" id="prev"[^>]*>Previous<\/button>/);
    expect(html).toMatch(/<button type="button" id="next"[^>]*>Next<\/button>/);
  });

  it("embeds every path of each machine with its diagram, which carries state:, cluster: and t: ids", () => {
    const paths = JSON.parse(files.get("paths.json")!) as Record<string, { id: string; steps: unknown[] }[]>;
    expect(data.machines.map((m) => m.id)).toEqual(["login", "smsCode"]);
    for (const machine of data.machines) {
      expect(machine.paths.map((p) => p.id)).toEqual(paths[machine.id]!.map((p) => p.id));
      machine.paths.forEach((p, i) => expect(p.steps).toHaveLength(paths[machine.id]![i]!.steps.length + 1));
      expect(machine.svg).toMatch(/^<svg/);
      expect(machine.svg).not.toContain("<?xml");
      expect(machine.svg).not.toContain("::anchor</text>");
      expect(machine.svg).toMatch(/id="state:[^"]+"/);
      expect(machine.svg).toMatch(/id="t:[^"|]+\|[^"|]+\|\d+"/);
      // Every element the player highlights exists in the diagram.
      for (const state of Object.values(machine.states)) expect(machine.svg).toContain(`id="${state.element}"`);
      for (const t of Object.values(machine.transitions)) {
        expect(t.elements.length).toBeGreaterThan(0);
        for (const id of t.elements) expect(machine.svg).toContain(`id="${id.replace(/&/g, "&amp;")}"`);
      }
    }
    expect(data.machines.find((m) => m.id === "login")!.svg).toContain('id="cluster:form"');
  });

  it("a login path's steps carry the transition keys taken, the states after them and the requirement words", () => {
    const login = data.machines.find((m) => m.id === "login")!;
    const known = loadRequirements();
    const path = login.paths.find((p) => p.steps.length > 3)!;
    for (const step of path.steps.slice(1)) {
      expect(step.text.length).toBeGreaterThan(0);
      expect(step.state.length).toBeGreaterThan(0);
      expect(step.active.length).toBeGreaterThan(0);
      for (const id of step.active) expect(login.states[id]).toBeDefined();
    }
    const taken = path.steps.flatMap((s) => s.taken);
    expect(taken.length).toBeGreaterThan(0);
    for (const key of taken) {
      const t = login.transitions[key]!;
      expect(t).toBeDefined();
      expect(key).toMatch(/^[^|]+\|[^|]+\|\d+$/);
      expect(t.spec.length).toBeGreaterThan(0);
      // Whatever meta.spec holds is shown; its words that are requirement IDs come with their text.
      expect(t.requirements.map((r) => r.id)).toEqual(idsOf(t.spec).filter((w) => known.has(w)));
      for (const r of t.requirements) expect(r.text).toBe(known.get(r.id)!.text);
    }
  });

  it("names the requirements of a transition whose spec is a list of IDs", () => {
    const entry = entries.find((e) => e.machine.id === "login")!;
    const built = buildModel(entry.machine);
    const ids = [...loadRequirements().keys()].slice(0, 2);
    const model = { ...built, transitions: built.transitions.map((t, i) => (i === 0 ? { ...t, spec: `${ids.join(" ")} (and a note)` } : t)) };
    const generated = { paths: [], results: [] } as unknown as GeneratedPaths;
    const machine = playerData({ entry, model, generated, conventions: [] }, files.get("login.svg")!);
    const first = machine.transitions[model.transitions[0]!.key]!;
    expect(first.spec).toBe(`${ids.join(" ")} (and a note)`);
    expect(first.requirements.map((r) => r.id)).toEqual(ids);
    expect(first.requirements[0]!.text).toBe(loadRequirements().get(ids[0]!)!.text);
  });

  it("says built-in actions in plain words and keeps named ones", () => {
    expect(plainAction(sendTo("session", { type: "session.ended" }))).toBe("tell session: session.ended");
    expect(plainAction(sendParent({ type: "signIn.closed" }))).toBe("tell the parent flow: signIn.closed");
    expect(plainAction(raise({ type: "search.settled" }))).toBe("raise search.settled");
    expect(plainAction(cancel("smsTick"))).toBe("cancel the pending smsTick");
    expect(plainAction(assign({ tries: 1 }))).toBe("remember tries");
    expect(plainAction(assign(() => ({})))).toBe("update the context");
    expect(plainAction({ type: "rememberRequest" })).toBe("rememberRequest");
    expect(plainAction("tellSessionEnded")).toBe("tellSessionEnded");
  });
});
