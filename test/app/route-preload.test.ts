import { afterEach, describe, expect, it } from "vitest";
import { preloadApp, preloadRoute, ROUTE_PRELOAD_ID } from "../../src/app/route-preload.ts";

const table = {
  files: ["/assets/home-abc.js", "/assets/home-abc.css", "/assets/rng-def.js", "/assets/rng-def.css"],
  routes: { "/": [0, 1], "/rng": [2, 3] },
};

function writeTable(text: string) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = ROUTE_PRELOAD_ID;
  script.textContent = text;
  document.head.appendChild(script);
}

const links = () => [...document.head.querySelectorAll("link")];
// `as` is read as a property: jsdom does not reflect it to the attribute (browsers do).
const described = () => links().map((link) => ({ rel: link.rel, as: link.as || null, href: link.getAttribute("href") }));

afterEach(() => {
  document.head.replaceChildren();
});

describe("route preload", () => {
  it("starts the home page's script and stylesheet downloads with the right link kinds", () => {
    writeTable(JSON.stringify(table));
    const files = preloadRoute(document, "/");
    expect(files).toEqual(["/assets/home-abc.js", "/assets/home-abc.css"]);
    expect(described()).toEqual([
      { rel: "modulepreload", as: null, href: "/assets/home-abc.js" },
      { rel: "preload", as: "style", href: "/assets/home-abc.css" },
    ]);
  });

  it("asks for the files anonymously (crossorigin set to the empty string), like the module scripts themselves", () => {
    writeTable(JSON.stringify(table));
    preloadRoute(document, "/rng");
    expect(links()).toHaveLength(2);
    for (const link of links()) {
      expect(link.getAttribute("crossorigin")).toBe("");
    }
  });

  it("preloads only the current route's files", () => {
    writeTable(JSON.stringify(table));
    expect(preloadRoute(document, "/rng")).toEqual(["/assets/rng-def.js", "/assets/rng-def.css"]);
    expect(described().map((link) => link.href)).toEqual(["/assets/rng-def.js", "/assets/rng-def.css"]);
  });

  it("treats a trailing slash as the same route", () => {
    writeTable(JSON.stringify(table));
    expect(preloadRoute(document, "/rng/")).toEqual(["/assets/rng-def.js", "/assets/rng-def.css"]);
    expect(links()).toHaveLength(2);
  });

  it("adds nothing for a path the table does not know", () => {
    writeTable(JSON.stringify(table));
    expect(preloadRoute(document, "/nowhere")).toEqual([]);
    expect(links()).toHaveLength(0);
  });

  it("does nothing without a table (development)", () => {
    expect(preloadRoute(document, "/")).toEqual([]);
    expect(links()).toHaveLength(0);
  });

  it("does nothing when the table is not valid JSON", () => {
    writeTable("{ files: [");
    expect(preloadRoute(document, "/")).toEqual([]);
    expect(links()).toHaveLength(0);
  });

  it.each([
    ["files is not a list", { files: "/assets/a.js", routes: { "/": [0] } }],
    ["routes is missing", { files: ["/assets/a.js"] }],
    ["the table is a list", [["/assets/a.js"]]],
    ["the table is null", null],
  ])("does nothing when the table has the wrong shape (%s)", (_name, value) => {
    writeTable(JSON.stringify(value));
    expect(preloadRoute(document, "/")).toEqual([]);
    expect(links()).toHaveLength(0);
  });

  it("skips indexes that point past the file list", () => {
    writeTable(JSON.stringify({ files: ["/assets/a.js"], routes: { "/": [5, 0, -1] } }));
    expect(preloadRoute(document, "/")).toEqual(["/assets/a.js"]);
    expect(described().map((link) => link.href)).toEqual(["/assets/a.js"]);
  });

  it("asks for the app's own files on request (under a sign-in modal), apart from any route's", () => {
    writeTable(JSON.stringify({ ...table, files: [...table.files, "/assets/app-1.js", "/assets/runtime-2.js"], app: [4, 5] }));
    expect(preloadApp(document)).toEqual(["/assets/app-1.js", "/assets/runtime-2.js"]);
    expect(described()).toEqual([
      { rel: "modulepreload", as: null, href: "/assets/app-1.js" },
      { rel: "modulepreload", as: null, href: "/assets/runtime-2.js" },
    ]);
  });

  it("asks for no app files from a table without them (an older build) or without a table", () => {
    expect(preloadApp(document)).toEqual([]);
    writeTable(JSON.stringify(table));
    expect(preloadApp(document)).toEqual([]);
    expect(links()).toHaveLength(0);
  });
});
