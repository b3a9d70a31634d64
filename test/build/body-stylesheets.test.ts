import { describe, expect, it } from "vitest";
import { takeHeadStylesheets } from "../../scripts/vite/body-stylesheets.ts";

const page = (head: string, body = '<div id="root"></div>') => `<!doctype html>\n<html>\n  <head>\n${head}\n  </head>\n  <body>\n    ${body}\n  </body>\n</html>\n`;

describe("takeHeadStylesheets (index.html's stylesheets leave the head, so they do not block the loading screen)", () => {
  it("takes every stylesheet link out of the head, in order, and leaves everything else", () => {
    const source = page(
      [
        '    <style>#boot-splash{display:grid}</style>',
        '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
        '    <link rel="stylesheet" crossorigin href="/assets/early-b.css">',
        '    <link rel="modulepreload" crossorigin href="/assets/early-c.js">',
        '    <link rel="stylesheet" crossorigin href="/assets/app-d.css">',
      ].join("\n"),
    );
    const { html, hrefs } = takeHeadStylesheets(source);
    expect(hrefs).toEqual(["/assets/early-b.css", "/assets/app-d.css"]);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain("<style>#boot-splash{display:grid}</style>");
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/early-c.js">');
    expect(html).toContain('<div id="root"></div>');
  });

  it("leaves a stylesheet that is already in the body where it is", () => {
    const source = page('    <meta charset="UTF-8" />', '<div id="root"></div>\n    <link rel="stylesheet" href="/late.css">');
    const { html, hrefs } = takeHeadStylesheets(source);
    expect(hrefs).toEqual([]);
    expect(html).toBe(source);
  });

  it("does nothing to a page without a head", () => {
    expect(takeHeadStylesheets('<link rel="stylesheet" href="/a.css">')).toEqual({ html: '<link rel="stylesheet" href="/a.css">', hrefs: [] });
  });
});
