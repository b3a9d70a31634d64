import { describe, expect, it } from "vitest";
import { build } from "vite";
import { placeLateStylesheets } from "../../scripts/vite/late-stylesheets.ts";

/** Vite's own loader for lazily imported chunks, as the build has it before our plugin sees it. */
async function viteLoader(): Promise<string> {
  let helper = "";
  await build({
    configFile: false,
    logLevel: "silent",
    root: "/",
    build: { write: false, modulePreload: { polyfill: false } },
    plugins: [
      {
        name: "catch-helper",
        resolveId: (id) => (id === "entry" || id === "late" ? `\0${id}` : null),
        load: (id) => (id === "\0entry" ? 'import("late").then((m) => m.x);' : id === "\0late" ? "export const x = 1;" : null),
        transform(code, id) {
          if (id === "\0vite/preload-helper.js") helper = code;
          return null;
        },
      },
    ],
    environments: { client: { build: { rollupOptions: { input: "entry" } } } },
  }).catch(() => undefined);
  return helper;
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

  it("recognises the loader of the Vite version we build with", async () => {
    const loader = await viteLoader();
    expect(loader).toContain("isCss");
    expect(() => placeLateStylesheets(loader)).not.toThrow();
  });
});
