import { describe, expect, it } from "vitest";
import { build } from "vite";
import { lateStylesheets, placeLateStylesheets } from "../../scripts/vite/late-stylesheets.ts";

/**
 * A build of a page that imports a chunk lazily, with our plugin: Vite's own loader as our plugin was given it, and
 * the built code.
 */
async function buildWithLoader(): Promise<{ loader: string; output: string }> {
  let loader = "";
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: "/",
    build: { write: false, minify: false, modulePreload: { polyfill: false }, rollupOptions: { input: "entry" } },
    plugins: [
      {
        name: "catch-helper",
        resolveId: (id) => (id === "entry" || id === "late" ? `\0${id}` : null),
        load: (id) => (id === "\0entry" ? 'import("late").then((m) => m.x);' : id === "\0late" ? "export const x = 1;" : null),
        transform(code, id) {
          if (id === "\0vite/preload-helper.js") loader = code;
          return null;
        },
      },
      lateStylesheets(),
    ],
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => ("output" in item ? item.output : []));
  const output = outputs.map((item) => (item.type === "chunk" ? item.code : "")).join("\n");
  return { loader, output };
}

describe("placeLateStylesheets (a lazily loaded chunk's stylesheet comes after the page's own, as in development)", () => {
  it("appends stylesheets to the body and leaves script preloads in the head", () => {
    const loader = [
      "const isCss = href.endsWith('.css');",
      "const link = document.createElement('link');",
      "link.rel = isCss ? 'stylesheet' : 'modulepreload';",
      "document.head.appendChild(link);",
    ].join("\n");
    const placed = placeLateStylesheets(loader);
    expect(placed).not.toContain("document.head.appendChild(link)");
    const appended = (isCss: boolean) => {
      const calls: string[] = [];
      const parent = (name: string) => ({ appendChild: () => calls.push(name) });
      const document = { head: parent("head"), body: parent("body"), createElement: () => ({}) };
      new Function("href", "document", placed)(isCss ? "/a.css" : "/a.js", document);
      return calls;
    };
    expect(appended(true)).toEqual(["body"]);
    expect(appended(false)).toEqual(["head"]);
  });

  it("refuses a loader that no longer places its links the way it expects, instead of leaving the order wrong", () => {
    expect(() => placeLateStylesheets("const isCss = true; document.head.append(link);")).toThrow(/preload helper changed/);
    expect(() => placeLateStylesheets("document.head.appendChild(link); document.head.appendChild(link); isCss")).toThrow(/found 2/);
  });

  it("recognises the loader of the Vite version we build with, and the build places stylesheets in the body", async () => {
    const { loader, output } = await buildWithLoader();
    expect(loader).toContain("isCss");
    expect(() => placeLateStylesheets(loader)).not.toThrow();
    expect(output).toContain("document.body");
    expect(output).not.toMatch(/document\.head\.appendChild\(link\)/);
  });
});
