// @vitest-environment node
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, earlyChunkHolds, staticClosure, withCompileHint } from "../../scripts/vite/first-load-chunks.ts";

/** A module graph from a table of static imports; modules not in the table import nothing. */
function graphOf(imports: Record<string, string[]>) {
  const asked: string[] = [];
  return {
    asked,
    importedIds(id: string): readonly string[] {
      asked.push(id);
      return imports[id] ?? [];
    },
  };
}

const sorted = (ids: Set<string>) => [...ids].sort();

describe("static import closure", () => {
  it("includes the root itself", () => {
    expect(sorted(staticClosure("/src/entry.ts", graphOf({})))).toEqual(["/src/entry.ts"]);
  });

  it("follows static imports transitively and leaves out modules nothing reaches", () => {
    const graph = graphOf({
      "/src/entry.ts": ["/src/a.ts", "/src/b.ts"],
      "/src/a.ts": ["/src/c.ts"],
      "/src/c.ts": ["/src/d.ts"],
      "/src/lazy.tsx": ["/src/e.ts"],
    });
    expect(sorted(staticClosure("/src/entry.ts", graph))).toEqual(["/src/a.ts", "/src/b.ts", "/src/c.ts", "/src/d.ts", "/src/entry.ts"]);
  });

  it("starts from the given root, not the top of the graph", () => {
    const graph = graphOf({
      "/src/entry.ts": ["/src/a.ts"],
      "/src/a.ts": ["/src/b.ts"],
    });
    expect(sorted(staticClosure("/src/a.ts", graph))).toEqual(["/src/a.ts", "/src/b.ts"]);
  });

  it("ends on import cycles, visiting each module once", () => {
    const graph = graphOf({
      "/src/entry.ts": ["/src/a.ts"],
      "/src/a.ts": ["/src/b.ts", "/src/a.ts"],
      "/src/b.ts": ["/src/c.ts"],
      "/src/c.ts": ["/src/a.ts", "/src/entry.ts"],
    });
    const closure = staticClosure("/src/entry.ts", graph);
    expect(sorted(closure)).toEqual(["/src/a.ts", "/src/b.ts", "/src/c.ts", "/src/entry.ts"]);
    expect(graph.asked.sort()).toEqual(sorted(closure));
  });

  it("counts a module shared by several importers once", () => {
    const graph = graphOf({
      "/src/entry.ts": ["/src/a.ts", "/src/b.ts"],
      "/src/a.ts": ["/src/shared.ts"],
      "/src/b.ts": ["/src/shared.ts"],
    });
    const closure = staticClosure("/src/entry.ts", graph);
    expect(closure.size).toBe(4);
    expect(graph.asked.filter((id) => id === "/src/shared.ts")).toHaveLength(1);
  });
});

describe("what the early chunk takes from the entry's imports", () => {
  it("takes libraries, the bundler's helpers and the platform's data contracts", () => {
    for (const id of [
      "/work/app/node_modules/valibot/dist/index.mjs",
      "/work/app/node_modules/@lingui/core/dist/index.mjs",
      "\0vite/preload-helper.js",
      "/work/app/src/api/endpoints.ts",
      "/work/app/src/api/schemas.ts",
      "/work/app/src/api/game-schemas.ts",
      "/work/app/src/config/schema.ts",
    ]) {
      expect(earlyChunkHolds(id), id).toBe(true);
    }
  });

  it("leaves the code that runs the first moments to the entry chunk", () => {
    for (const id of ["/work/app/src/app/early.ts", "/work/app/src/api/client.ts", "/work/app/src/app/first-view.ts", "/work/app/src/api/startup-calls.ts", "/work/app/src/config/load-config.ts", "/work/app/src/i18n/i18n.ts"]) {
      expect(earlyChunkHolds(id), id).toBe(false);
    }
  });
});

describe("V8's compile hint on the first-load chunks", () => {
  it("is a line of its own before the chunk's first line", () => {
    const code = 'const a=1;export{a};';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(code).split("\n")[1]).toBe(code);
  });

  it("is added once however often the step runs", () => {
    const once = withCompileHint("export{};");
    expect(withCompileHint(once)).toBe(once);
    expect(once.split(COMPILE_HINT)).toHaveLength(2);
  });
});
