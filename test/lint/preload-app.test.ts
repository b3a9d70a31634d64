// @vitest-environment node
import { describe, expect, it } from "vitest";
import { scriptsAfterContent } from "../../scripts/vite/preload-app.ts";

const built = `<!doctype html>
<html lang="pt">
  <head>
    <title>Loading…</title>
    <style>#boot-splash{display:grid}</style>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/early-B.js">
    <link rel="stylesheet" crossorigin href="/assets/early-C.css">
    <script type="application/json" id="route-preload">{"files":[],"routes":{}}</script>
  </head>
  <body>
    <div id="root"><div id="boot-splash" role="status"></div></div>
  </body>
</html>`;

const head = (html: string) => html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
const body = (html: string) => html.slice(html.indexOf("<body>"), html.indexOf("</body>"));

describe("index.html: scripts after the loading screen", () => {
  it("moves the entry script and the module preloads from the head to the end of the body, in their order", () => {
    const html = scriptsAfterContent(built);
    expect(head(html)).not.toContain("index-A.js");
    expect(head(html)).not.toContain("early-B.js");
    const inBody = body(html);
    expect(inBody.indexOf("boot-splash")).toBeLessThan(inBody.indexOf('<script type="module" crossorigin src="/assets/index-A.js"></script>'));
    expect(inBody.indexOf("index-A.js")).toBeLessThan(inBody.indexOf('<link rel="modulepreload" crossorigin href="/assets/early-B.js">'));
  });

  it("leaves stylesheets, styles and the route table in the head", () => {
    const html = scriptsAfterContent(built);
    expect(head(html)).toContain('<link rel="stylesheet" crossorigin href="/assets/early-C.css">');
    expect(head(html)).toContain('id="route-preload"');
    expect(head(html)).toContain("<style>");
  });

  it("changes nothing when the head has no module script", () => {
    const plain = built.replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, "");
    expect(scriptsAfterContent(plain)).toBe(plain);
  });
});
